import SmileOutlined from '@ant-design/icons/SmileOutlined';
import { type MessageDto, QUICK_REACTIONS } from '@tessera/contracts';
import { Button, Popover } from 'antd';
import { useMemo, useState } from 'react';
import { useToggleReaction } from './use-toggle-reaction';

interface ReactionGroup {
  emoji: string;
  count: number;
  mine: boolean;
}

/** Reactions grouped by emoji in the order each was first left. */
function groupsOf(message: MessageDto, viewerId: string): ReactionGroup[] {
  const groups = new Map<string, ReactionGroup>();
  for (const reaction of message.reactions) {
    const group = groups.get(reaction.emoji) ?? { emoji: reaction.emoji, count: 0, mine: false };
    group.count += 1;
    group.mine ||= reaction.userId === viewerId;
    groups.set(reaction.emoji, group);
  }
  return [...groups.values()];
}

interface MessageReactionsProps {
  message: MessageDto;
  viewerId: string;
}

/** The reactions under a message: one chip per emoji with its count; a click adds or removes yours. */
export function MessageReactions({ message, viewerId }: MessageReactionsProps) {
  const toggle = useToggleReaction();
  const groups = useMemo(() => groupsOf(message, viewerId), [message, viewerId]);
  if (groups.length === 0) return null;
  return (
    <div className="message-reactions" aria-label="Reactions">
      {groups.map((group) => (
        <button
          key={group.emoji}
          type="button"
          className={`reaction-chip${group.mine ? ' reaction-chip--mine' : ''}`}
          aria-pressed={group.mine}
          aria-label={`${group.emoji} ${group.count}${group.mine ? ', yours: remove it' : ''}`}
          onClick={() =>
            toggle.mutate({ messageId: message.id, emoji: group.emoji, active: group.mine })
          }
        >
          <span aria-hidden>{group.emoji}</span>
          <span className="reaction-chip__count">{group.count}</span>
        </button>
      ))}
    </div>
  );
}

/** A button that opens the quick reactions; picking one adds it (or takes yours back). */
export function ReactionPicker({ message, viewerId }: MessageReactionsProps) {
  const [open, setOpen] = useState(false);
  const toggle = useToggleReaction();
  const mine = new Set(
    message.reactions.filter((reaction) => reaction.userId === viewerId).map((r) => r.emoji),
  );
  const picker = (
    <div className="reaction-picker" role="group" aria-label="Pick a reaction">
      {QUICK_REACTIONS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className={`reaction-picker__emoji${mine.has(emoji) ? ' reaction-picker__emoji--mine' : ''}`}
          aria-label={`React with ${emoji}`}
          aria-pressed={mine.has(emoji)}
          onClick={() => {
            toggle.mutate({ messageId: message.id, emoji, active: mine.has(emoji) });
            setOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={picker} trigger="click" open={open} onOpenChange={setOpen}>
      <Button type="text" size="small" icon={<SmileOutlined />} aria-label="React" />
    </Popover>
  );
}
