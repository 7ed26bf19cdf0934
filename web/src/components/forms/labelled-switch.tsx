import { Switch } from 'antd';
import { useId } from 'react';

interface LabelledSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A small switch with a clickable caption. The label sits beside the switch, not around it:
 * wrapping would turn one click on the switch into two and leave it unchanged.
 */
export function LabelledSwitch({ label, checked, onChange }: LabelledSwitchProps) {
  const id = useId();
  return (
    <span className="inline-switch">
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}
