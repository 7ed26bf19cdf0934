import { type OnlineStatus, onlineStatusDisplay } from '@tessera/rules';

/** A coloured dot on an avatar: green online, yellow away, red busy, grey offline. */
export function PresenceDot({ status }: { status: OnlineStatus | undefined }) {
  if (!status) return null;
  const { label } = onlineStatusDisplay(status);
  return (
    <span
      className={`presence-dot presence-dot--${status.toLowerCase()}`}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
