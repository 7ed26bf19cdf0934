import type { ContentCreatorDto } from '@tessera/contracts';
import { Avatar, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { initialsOf } from '../../components/avatar/avatar-initials';

interface CreatorBylineProps {
  creator: ContentCreatorDto;
  /** Shown after the username, e.g. when the post went out. */
  meta?: string;
}

export function CreatorByline({ creator, meta }: CreatorBylineProps) {
  return (
    <Flex align="center" gap={10} className="creator-byline">
      <Avatar src={creator.avatar || undefined} className="creator-byline__avatar">
        {initialsOf(creator.displayName, 1)}
      </Avatar>
      <Flex vertical>
        <Link to={`/profile/${encodeURIComponent(creator.id)}`} className="creator-byline__name">
          {creator.displayName}
        </Link>
        <Typography.Text type="secondary" className="creator-byline__meta">
          @{creator.username}
          {meta ? ` · ${meta}` : ''}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
