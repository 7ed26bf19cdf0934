import type { CreateTagRequest, TagDto } from '@tessera/contracts';
import { Alert, App, Button, Popconfirm, Skeleton, Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminTags, useSaveTag } from '../../hooks/use-admin-tags';
import { TagDialog } from './tag-dialog';
import { type TagNode, tagTree } from './tag-tree';

type Editing = { tag?: TagDto } | null;

/** The tags admins manage, as a tree with each tag's color, state and how many posts use it. */
export function TagsPage() {
  const { message } = App.useApp();
  const tags = useAdminTags();
  const save = useSaveTag();
  const [editing, setEditing] = useState<Editing>(null);
  const all = tags.data ?? [];

  const run = async (change: Parameters<typeof save.mutateAsync>[0], done: string) => {
    try {
      await save.mutateAsync(change);
      void message.success(done);
      return true;
    } catch (error) {
      void message.error((error as Error).message);
      return false;
    }
  };

  const columns: ColumnsType<TagNode> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, tag) => (
        <>
          <span className="admin-tags__swatch" style={{ background: tag.color }} aria-hidden />
          {name}
        </>
      ),
    },
    { title: 'Category', dataIndex: 'category', responsive: ['md'] },
    { title: 'Posts', dataIndex: 'usageCount', align: 'right' },
    {
      title: 'Active',
      dataIndex: 'isActive',
      render: (isActive: boolean, tag) => (
        <Switch
          size="small"
          checked={isActive}
          aria-label={`${tag.name} active`}
          onChange={(checked) =>
            void run(
              { kind: 'update', id: tag.id, body: { isActive: checked } },
              checked ? `${tag.name} is active` : `${tag.name} is inactive`,
            )
          }
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, tag) => (
        <Space>
          <Button size="small" onClick={() => setEditing({ tag })}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete ${tag.name}?`}
            okText="Delete"
            onConfirm={() => void run({ kind: 'delete', id: tag.id }, `${tag.name} deleted`)}
          >
            <Button size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const submit = async (values: CreateTagRequest) => {
    const tag = editing?.tag;
    const saved = tag
      ? await run({ kind: 'update', id: tag.id, body: values }, `${values.name} saved`)
      : await run({ kind: 'create', body: values }, `${values.name} created`);
    if (saved) setEditing(null);
  };

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Tags
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Tags creators choose from, grouped under parents. The count is of published posts.
      </Typography.Paragraph>
      {tags.isError && <Alert type="error" message={tags.error.message} />}
      <div className="admin-tags__toolbar">
        <Button type="primary" onClick={() => setEditing({})}>
          New tag
        </Button>
      </div>
      {tags.isPending ? (
        <Skeleton active />
      ) : (
        <Table
          aria-label="Tags"
          rowKey="id"
          columns={columns}
          dataSource={tagTree(all)}
          pagination={false}
          scroll={{ x: true }}
          expandable={{ defaultExpandAllRows: true }}
        />
      )}
      {editing && (
        <TagDialog
          tag={editing.tag}
          tags={all}
          saving={save.isPending}
          onSave={(values) => void submit(values)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
