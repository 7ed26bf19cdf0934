import CheckOutlined from '@ant-design/icons/CheckOutlined';
import type { ContentDto } from '@tessera/contracts';
import { Alert, App, Button, Checkbox, Flex, Pagination, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../components/navigation/button-link';
import { useModerateContent } from '../../hooks/use-moderate-content';
import { useModerationQueue } from '../../hooks/use-moderation-queue';
import { ModerationItemCard } from './moderation-item-card';
import { RejectDialog } from './reject-dialog';

const PAGE_SIZE = 10;

const plural = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

/** The posts creators sent for review: approve one, several at once, or reject with notes. */
export function ContentModerationPage() {
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(page, PAGE_SIZE);
  const moderate = useModerateContent();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<ContentDto | null>(null);

  const items = queue.data?.items ?? [];
  const total = queue.data?.total ?? 0;
  const visibleSelected = selected.filter((id) => items.some((post) => post.id === id));
  const deciding = moderate.isPending ? moderate.variables.ids : [];

  const decide = (ids: string[], decision: 'approve' | 'reject', notes = '') =>
    moderate.mutate(
      { ids, decision: { decision, notes } },
      {
        onSuccess: () => {
          void message.success(
            `${plural(ids.length)} ${decision === 'approve' ? 'approved' : 'rejected'}`,
          );
          setSelected((current) => current.filter((id) => !ids.includes(id)));
          setRejecting(null);
          if (ids.length === items.length && page > 1) setPage(page - 1);
        },
        onError: (error) => void message.error(error.message),
      },
    );

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Content moderation
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Posts creators have sent for review. Approved posts go out at once or at their scheduled
        time; rejected ones stay hidden with your notes.
      </Typography.Paragraph>

      {queue.isPending && <Skeleton active avatar paragraph={{ rows: 8 }} />}
      {queue.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="The review queue could not be loaded"
          description={queue.error.message}
          action={<Button onClick={() => void queue.refetch()}>Try again</Button>}
        />
      )}
      {queue.isSuccess && total === 0 && (
        <Result
          status="success"
          title="Nothing waits for review"
          subTitle="New posts appear here as creators send them."
          extra={<ButtonLink to="/dashboard">Back to your dashboard</ButtonLink>}
        />
      )}

      {items.length > 0 && (
        <Flex align="center" gap={12} wrap className="bulk-bar moderation-toolbar" role="toolbar">
          <Checkbox
            checked={visibleSelected.length === items.length}
            indeterminate={visibleSelected.length > 0 && visibleSelected.length < items.length}
            onChange={(event) => setSelected(event.target.checked ? items.map((p) => p.id) : [])}
          >
            Select all on this page
          </Checkbox>
          <Typography.Text type="secondary">{plural(total)} waiting</Typography.Text>
          {visibleSelected.length > 0 && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={moderate.isPending && deciding.length > 1}
              onClick={() => decide(visibleSelected, 'approve')}
              className="moderation-toolbar__approve"
            >
              Approve {plural(visibleSelected.length)}
            </Button>
          )}
        </Flex>
      )}

      <Flex vertical gap={16}>
        {items.map((post) => (
          <ModerationItemCard
            key={post.id}
            post={post}
            selected={visibleSelected.includes(post.id)}
            busy={deciding.includes(post.id)}
            onSelect={(on) => toggle(post.id, on)}
            onApprove={() => decide([post.id], 'approve')}
            onReject={() => setRejecting(post)}
          />
        ))}
      </Flex>

      {total > PAGE_SIZE && (
        <Pagination
          className="moderation-pages"
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}

      <RejectDialog
        post={rejecting}
        pending={moderate.isPending}
        onReject={(notes) => rejecting && decide([rejecting.id], 'reject', notes)}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
}
