import type { QueueItemDto, QueueQueryParams, ReviewAction } from '@tessera/contracts';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Empty,
  Flex,
  Pagination,
  Segmented,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { useState } from 'react';
import { QueueItemCard } from './queue-item-card';
import { ResolveReportDialog } from './resolve-report-dialog';
import { ReviewNotesDialog } from './review-notes-dialog';
import { useModerationQueue, useQueueChange } from './use-moderation-queue';

const PAGE_SIZE = 10;
type Kind = NonNullable<QueueQueryParams['kind']> | 'all';
type Status = NonNullable<QueueQueryParams['status']>;

const REVIEW_DONE: Record<ReviewAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  delete: 'deleted',
};

/** Reports and posts awaiting review in one queue, most severe and oldest first. */
export function ModerationQueuePage() {
  const [kind, setKind] = useState<Kind>('all');
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [resolving, setResolving] = useState<QueueItemDto | null>(null);
  const [rejecting, setRejecting] = useState<string[]>([]);
  const { message, modal } = App.useApp();
  const queue = useModerationQueue({
    status,
    kind: kind === 'all' ? undefined : kind,
    page,
    limit: PAGE_SIZE,
  });
  const change = useQueueChange();

  const items = queue.data?.items ?? [];
  const reviews = items.filter((item) => item.kind === 'review' && item.status !== 'resolved');
  const chosen = selected.filter((postId) => reviews.some((item) => item.targetId === postId));
  const busyId = change.isPending && 'id' in change.variables ? change.variables.id : null;
  const failed = (error: Error) => void message.error(error.message);

  const review = (postIds: string[], action: ReviewAction, notes = '') =>
    change.mutate(
      { kind: 'reviews', request: { postIds, action, notes } },
      {
        onSuccess: (outcome) => {
          const results = 'results' in outcome ? outcome.results : [];
          const done = results.filter((result) => result.ok).length;
          void message.success(`${done} of ${postIds.length} ${REVIEW_DONE[action]}`);
          results.filter((r) => !r.ok).forEach((r) => void message.warning(r.error));
          setSelected([]);
          setRejecting([]);
        },
        onError: failed,
      },
    );

  const startReview = (postIds: string[], action: ReviewAction) => {
    if (action === 'reject') return setRejecting(postIds);
    if (action === 'approve') return review(postIds, action);
    modal.confirm({
      title: postIds.length === 1 ? 'Delete this post?' : `Delete ${postIds.length} posts?`,
      content: 'The creator loses the post and its media. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => review(postIds, action),
    });
  };

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Moderation queue
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Reports and posts awaiting review, most severe first and then oldest. Each has 7 days; media
        stay blurred until you choose to look.
      </Typography.Paragraph>

      <Flex gap={12} wrap align="center" className="queue-filters">
        <Segmented<Kind>
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: 'All' },
            { value: 'report', label: 'Reports' },
            { value: 'review', label: 'Reviews' },
          ]}
        />
        <Select<Status>
          value={status}
          aria-label="Status"
          className="queue-filters__status"
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'claimed', label: 'Claimed' },
            { value: 'resolved', label: 'Resolved' },
          ]}
        />
        {queue.data && (
          <Typography.Text type="secondary">{queue.data.total} in this view</Typography.Text>
        )}
      </Flex>

      {queue.isPending && <Skeleton active paragraph={{ rows: 8 }} />}
      {queue.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="The queue could not be loaded"
          description={queue.error.message}
          action={<Button onClick={() => void queue.refetch()}>Try again</Button>}
        />
      )}
      {queue.isSuccess && items.length === 0 && <Empty description="Nothing here" />}

      {reviews.length > 0 && (
        <Flex align="center" gap={12} wrap className="bulk-bar" role="toolbar">
          <Checkbox
            checked={chosen.length === reviews.length}
            indeterminate={chosen.length > 0 && chosen.length < reviews.length}
            onChange={(event) =>
              setSelected(event.target.checked ? reviews.map((item) => item.targetId) : [])
            }
          >
            Select all reviews on this page
          </Checkbox>
          {chosen.length > 0 && (
            <>
              <Button type="primary" onClick={() => startReview(chosen, 'approve')}>
                Approve {chosen.length}
              </Button>
              <Button onClick={() => startReview(chosen, 'reject')}>Reject {chosen.length}…</Button>
              <Button danger onClick={() => startReview(chosen, 'delete')}>
                Delete {chosen.length}
              </Button>
            </>
          )}
        </Flex>
      )}

      <Flex vertical gap={16}>
        {items.map((item) => (
          <QueueItemCard
            key={item.id}
            item={item}
            selected={chosen.includes(item.targetId)}
            busy={busyId === item.id}
            onSelect={(on) =>
              setSelected((current) =>
                on ? [...current, item.targetId] : current.filter((id) => id !== item.targetId),
              )
            }
            onClaim={() => change.mutate({ kind: 'claim', id: item.id }, { onError: failed })}
            onNote={(body) =>
              change.mutate({ kind: 'note', id: item.id, body }, { onError: failed })
            }
            onResolve={() => setResolving(item)}
            onReview={(action) => startReview([item.targetId], action)}
          />
        ))}
      </Flex>

      {(queue.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="moderation-pages"
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={queue.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}

      <ResolveReportDialog
        targetType={resolving?.targetType ?? 'post'}
        open={resolving !== null}
        pending={change.isPending}
        onClose={() => setResolving(null)}
        onResolve={(action, notes) =>
          resolving &&
          change.mutate(
            { kind: 'resolve', id: resolving.id, request: { action, notes } },
            {
              onSuccess: () => {
                void message.success('Report resolved; the reporter will be told');
                setResolving(null);
              },
              onError: failed,
            },
          )
        }
      />
      <ReviewNotesDialog
        count={rejecting.length}
        pending={change.isPending}
        onClose={() => setRejecting([])}
        onReject={(notes) => review(rejecting, 'reject', notes)}
      />
    </div>
  );
}
