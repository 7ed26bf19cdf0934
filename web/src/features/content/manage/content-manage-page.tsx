import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import type { ContentDto } from '@tessera/contracts';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../../components/navigation/button-link';
import { useContentList } from '../../../hooks/use-content-list';
import { useDeleteContent } from '../../../hooks/use-delete-content';
import { useUpdateContent } from '../../../hooks/use-update-content';
import { useSession } from '../../../session/session-context';
import { ContentEditDrawer } from './content-edit-drawer';
import { ContentFiltersBar } from './content-filters-bar';
import { ContentStatsPanel } from './content-stats-panel';
import { ContentTable } from './content-table';
import { useManageFilters } from './use-manage-filters';

const plural = (count: number) => (count === 1 ? '1 post' : `${count} posts`);

/** The creator's library: stats, the filtered list, edits and single or bulk archive and delete. */
export function ContentManagePage() {
  const { user } = useSession();
  const { filters, setFilters, query } = useManageFilters(user?.id ?? '');
  const list = useContentList(query, Boolean(user));
  const update = useUpdateContent();
  const remove = useDeleteContent();
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ContentDto | null>(null);

  const archive = (ids: string[]) =>
    update.mutate(
      ids.map((id) => ({ id, update: { status: 'archived' as const } })),
      {
        onSuccess: () => {
          void message.success(`${plural(ids.length)} archived`);
          setSelected((current) => current.filter((id) => !ids.includes(id)));
        },
        onError: (error) => void message.error(error.message),
      },
    );

  const destroy = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: () => {
        void message.success(`${plural(ids.length)} deleted`);
        setSelected((current) => current.filter((id) => !ids.includes(id)));
      },
      onError: (error) => void message.error(error.message),
    });

  const confirmBulkDelete = () =>
    modal.confirm({
      title: `Delete ${plural(selected.length)}?`,
      content: 'They are removed for good, with their likes and comments.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => destroy(selected),
    });

  return (
    <div className="page">
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div>
          <Typography.Title level={1} className="page-title">
            Your content
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="page-lead">
            Everything you have published, drafted or scheduled.
          </Typography.Paragraph>
        </div>
        <ButtonLink to="/content/upload" type="primary" icon={<CloudUploadOutlined />}>
          Upload
        </ButtonLink>
      </Flex>

      <ContentStatsPanel />

      <Card className="page-card">
        <ContentFiltersBar filters={filters} onChange={setFilters} />
        {selected.length > 0 && (
          <Flex align="center" gap={8} wrap className="bulk-bar" role="toolbar">
            <Typography.Text strong>{plural(selected.length)} selected</Typography.Text>
            <Button loading={update.isPending} onClick={() => archive(selected)}>
              Archive selected
            </Button>
            <Button danger loading={remove.isPending} onClick={confirmBulkDelete}>
              Delete selected
            </Button>
            <Button type="link" onClick={() => setSelected([])}>
              Clear selection
            </Button>
          </Flex>
        )}
        {list.isError && (
          <Alert
            type="error"
            showIcon
            className="page-alert"
            title="Your posts could not be loaded"
            description={list.error.message}
            action={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        )}
        <ContentTable
          page={list.data}
          loading={list.isFetching}
          selected={selected}
          onSelect={setSelected}
          onPage={(page) => setFilters({ page })}
          onEdit={setEditing}
          onArchive={(post) => archive([post.id])}
          onDelete={(post) => destroy([post.id])}
        />
      </Card>

      <ContentEditDrawer post={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
