import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import FlagOutlined from '@ant-design/icons/FlagOutlined';
import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/api-error';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentItem } from '../../../hooks/use-content-item';
import { useRecordView } from '../../../hooks/use-record-view';
import { useSession } from '../../../session/session-context';
import { formatDateTime } from '../content-labels';
import { CreatorByline } from '../creator-byline';
import { LockedMedia } from '../locked-media';
import { PostActions } from '../post-actions';
import { StatusTag } from '../status-tag';
import { TipButton } from '../../billing/tip/tip-button';
import { CommentsSection } from './comments-section';
import { MediaGallery } from './media-gallery';
import { ReportDialog } from './report-dialog';

/** One post: its media or text, or the lock and how to lift it; reactions, comments, report. */
export function ContentPostPage() {
  const { contentId = '' } = useParams();
  const post = useContentItem(contentId);
  const { user } = useSession();
  const { mutate: recordView } = useRecordView();
  const recorded = useRef<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const allowed = post.data?.access.allowed ?? false;

  useEffect(() => {
    if (!allowed || recorded.current === contentId) return;
    recorded.current = contentId;
    recordView(contentId);
  }, [allowed, contentId, recordView]);

  if (post.isPending) {
    return (
      <div className="page page--narrow">
        <Skeleton active avatar paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (post.isError) {
    const missing = isApiError(post.error) && post.error.status === 404;
    return (
      <div className="page page--narrow">
        <Result
          status={missing ? '404' : 'error'}
          title={missing ? 'Post not found' : 'This post could not be loaded'}
          subTitle={missing ? 'It may have been removed by its creator.' : post.error.message}
          extra={<ButtonLink to="/feed">Back to your feed</ButtonLink>}
        />
      </div>
    );
  }

  const data = post.data;
  const isOwn = user?.id === data.creatorId;
  return (
    <div className="page page--narrow">
      <Link to={isOwn ? '/content/manage' : '/feed'} className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> {isOwn ? 'Your content' : 'Your feed'}
      </Link>
      <Card className="page-card post-view">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <CreatorByline
            creator={data.creator}
            meta={formatDateTime(data.publishedAt ?? data.createdAt)}
          />
          {isOwn && data.status !== 'published' && <StatusTag status={data.status} />}
        </Flex>
        <Typography.Title level={1} className="post-view__title">
          {data.title}
        </Typography.Title>
        {data.description && <Typography.Paragraph>{data.description}</Typography.Paragraph>}
        {data.access.allowed ? (
          <>
            <MediaGallery post={data} />
            {data.body && <div className="post-view__body">{data.body}</div>}
          </>
        ) : (
          <LockedMedia post={data} access={data.access} />
        )}
        {data.tags.length > 0 && (
          <Flex gap={4} wrap className="post-view__tags">
            {data.tags.map((tag) => (
              <Tag key={tag}>#{tag}</Tag>
            ))}
          </Flex>
        )}
        <Flex justify="space-between" align="center" wrap>
          <PostActions post={data} />
          {!isOwn && (
            <Flex gap={4}>
              <TipButton creatorId={data.creatorId} creatorName={data.creator.displayName} />
              <Button type="text" icon={<FlagOutlined />} onClick={() => setReporting(true)}>
                Report
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
      <Card className="page-card">
        <CommentsSection post={data} />
      </Card>
      <ReportDialog contentId={data.id} open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}
