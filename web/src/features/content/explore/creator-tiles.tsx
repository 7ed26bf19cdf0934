import type { ContentCreatorDto } from '@tessera/contracts';
import { Avatar, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** New creators, each linking to their profile. */
export function CreatorTiles({ creators }: { creators: ContentCreatorDto[] }) {
  return (
    <ul className="creator-tiles">
      {creators.map((creator) => (
        <li key={creator.id}>
          <Link to={`/profile/${encodeURIComponent(creator.id)}`} className="creator-tile">
            <Avatar size={56} src={creator.avatar || undefined} className="creator-byline__avatar">
              {creator.displayName.charAt(0).toUpperCase()}
            </Avatar>
            <Typography.Text strong ellipsis className="creator-tile__name">
              {creator.displayName}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis className="creator-tile__handle">
              @{creator.username}
            </Typography.Text>
          </Link>
        </li>
      ))}
    </ul>
  );
}
