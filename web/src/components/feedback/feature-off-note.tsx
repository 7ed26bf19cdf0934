import StopOutlined from '@ant-design/icons/StopOutlined';
import { Typography } from 'antd';

interface FeatureOffNoteProps {
  /** The setting's refusal, e.g. "Tips are turned off on this platform". */
  children: string;
  className?: string;
}

/** Stands where an action would be when an admin has turned its feature off, and says so. */
export function FeatureOffNote({ children, className }: FeatureOffNoteProps) {
  return (
    <Typography.Text
      type="secondary"
      role="note"
      className={className ? `feature-off-note ${className}` : 'feature-off-note'}
    >
      <StopOutlined aria-hidden="true" /> {children}
    </Typography.Text>
  );
}
