import { Avatar, Flex, Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { type PersonOption, usePeopleSearch } from './use-people-search';

interface MemberPickerProps {
  /** People the user already talks with, offered before anything is typed. */
  contacts: PersonOption[];
  /** Ids that cannot be picked: the user and those already in the group. */
  excludedIds: readonly string[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** One at a time (adding to a group) or several (starting one). */
  multiple?: boolean;
  id?: string;
}

/** Picks people by name: the user's contacts, then creators found by search. */
export function MemberPicker({
  contacts,
  excludedIds,
  value,
  onChange,
  multiple = true,
  id,
}: MemberPickerProps) {
  const [text, setText] = useState('');
  const found = usePeopleSearch(text);
  // Picked people stay known even when a later search no longer finds them.
  const [picked, setPicked] = useState(new Map<string, PersonOption>());
  const options = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const byId = new Map<string, PersonOption>();
    for (const person of [...picked.values(), ...contacts]) {
      if (!needle || person.name.toLowerCase().includes(needle)) byId.set(person.id, person);
    }
    for (const person of found.people) byId.set(person.id, person);
    return [...byId.values()]
      .filter((person) => !excludedIds.includes(person.id))
      .map((person) => ({
        value: person.id,
        label: person.name,
        person,
      }));
  }, [text, picked, contacts, found.people, excludedIds]);

  const remember = (ids: string[]) => {
    const next = new Map(picked);
    for (const option of options)
      if (ids.includes(option.value)) next.set(option.value, option.person);
    setPicked(next);
    onChange(ids);
  };

  return (
    <Select<string[] | string>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      value={multiple ? value : value[0]}
      placeholder="Search people by name"
      notFoundContent={found.isFetching ? <Spin size="small" /> : 'Nobody found'}
      options={options}
      optionRender={({ data }) => (
        <Flex align="center" gap={8}>
          <Avatar size={24} src={data.person.avatar || undefined}>
            {data.person.name.slice(0, 1).toUpperCase()}
          </Avatar>
          {data.person.name}
        </Flex>
      )}
      onChange={(next) => {
        setText('');
        remember(Array.isArray(next) ? next : next ? [next] : []);
      }}
      className="member-picker"
      style={{ width: '100%' }}
    />
  );
}
