import { Result, Typography } from 'antd';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useBookmarks } from '../../../hooks/use-bookmarks';
import { PostStream } from './post-stream';

/** The posts the viewer saved, newest bookmark first. */
export function BookmarksPage() {
  return (
    <div className="page page--feed">
      <Typography.Title level={1} className="page-title">
        Bookmarks
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Posts you saved to come back to, the latest first. A post you can no longer open shows
        locked; a deleted one is gone.
      </Typography.Paragraph>
      <PostStream
        stream={useBookmarks()}
        what="your bookmarks"
        empty={
          <Result
            title="No bookmarks yet"
            subTitle="Use the bookmark button on any post to save it here."
            extra={
              <ButtonLink to="/explore" type="primary">
                Explore posts
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
