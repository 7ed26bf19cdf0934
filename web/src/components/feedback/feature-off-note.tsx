import StopOutlined from '@ant-design/icons/StopOutlined';

interface FeatureOffNoteProps {
  /** The setting's refusal, e.g. "Tips are turned off on this platform". */
  children: string;
  className?: string;
}

/** Stands where an action would be when an admin has turned its feature off, and says so. */
export function FeatureOffNote({ children, className }: FeatureOffNoteProps) {
  return (
    <span
      role="note"
      className={['basic-secondary', 'feature-off-note', className].filter(Boolean).join(' ')}
    >
      <StopOutlined aria-hidden="true" /> {children}
    </span>
  );
}
