import { Typography } from 'antd';
import { Link } from 'react-router-dom';

interface FanNameProps {
  userId: string;
  displayName: string | null;
  username: string | null;
}

/** A fan's name linking to their profile, with the @username beneath when it differs. */
export function FanName({ userId, displayName, username }: FanNameProps) {
  const name = displayName ?? (username ? `@${username}` : 'Unnamed fan');
  return (
    <span
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      <Link to={`/profile/${encodeURIComponent(userId)}`}>{name}</Link>
      {displayName && username && (
        <Typography.Text type="secondary" ellipsis>
          @{username}
        </Typography.Text>
      )}
    </span>
  );
}
