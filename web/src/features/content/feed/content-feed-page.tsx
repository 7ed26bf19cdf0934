import { Result, Typography } from 'antd';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentFeed } from '../../../hooks/use-content-feed';
import { PostStream } from './post-stream';

/** New posts from the creators the viewer subscribes to, newest first, loading as they scroll. */
export function ContentFeedPage() {
  return (
    <div className="page page--feed">
      <Typography.Title level={1} className="page-title">
        Your feed
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        New posts from the creators you subscribe to, newest first.
      </Typography.Paragraph>
      <PostStream
        stream={useContentFeed()}
        what="your feed"
        empty={
          <Result
            title="Your feed is empty"
            subTitle="Subscribe to creators and their new posts will show up here."
            extra={
              <ButtonLink to="/explore" type="primary">
                Explore creators
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
