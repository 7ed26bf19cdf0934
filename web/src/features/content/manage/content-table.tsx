import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import type { ContentDto, Paginated } from '@tessera/contracts';
import { Button, Flex, Popconfirm, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import {
  formatCount,
  formatDate,
  formatDateTime,
  PRIVACY_LABELS,
  TYPE_LABELS,
} from '../content-labels';
import { StatusTag } from '../status-tag';

interface ContentTableProps {
  page?: Paginated<ContentDto>;
  loading: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onPage: (page: number) => void;
  onEdit: (post: ContentDto) => void;
  onArchive: (post: ContentDto) => void;
  onDelete: (post: ContentDto) => void;
}

function PostCell({ post }: { post: ContentDto }) {
  const thumbnail = post.thumbnailUrl ?? post.media[0]?.thumbnailUrl;
  return (
    <Flex align="center" gap={12}>
      <div className="content-thumb" aria-hidden="true">
        {thumbnail ? <img src={thumbnail} alt="" /> : TYPE_LABELS[post.type].charAt(0)}
      </div>
      <Flex vertical className="content-thumb__text">
        <Link to={`/content/${encodeURIComponent(post.id)}`}>{post.title}</Link>
        <Typography.Text type="secondary" ellipsis className="content-table__meta">
          {[TYPE_LABELS[post.type], post.category, ...post.tags.map((tag) => `#${tag}`)]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

function StatusCell({ post }: { post: ContentDto }) {
  const tag = <StatusTag status={post.status} />;
  if (post.status === 'scheduled' && post.scheduledAt) {
    return (
      <Flex vertical gap={2}>
        {tag}
        <Typography.Text type="secondary" className="content-table__meta">
          {formatDateTime(post.scheduledAt)}
        </Typography.Text>
      </Flex>
    );
  }
  if (post.status === 'rejected' && post.moderationNotes) {
    return <Tooltip title={post.moderationNotes}>{tag}</Tooltip>;
  }
  return tag;
}

/** The creator's posts, one row each, with their state, numbers and what can be done to them. */
export function ContentTable(props: ContentTableProps) {
  const { page, loading, selected, onSelect, onPage, onEdit, onArchive, onDelete } = props;
  const columns: TableColumnsType<ContentDto> = [
    { title: 'Post', key: 'post', width: 220, render: (_, post) => <PostCell post={post} /> },
    { title: 'Status', key: 'status', width: 130, render: (_, post) => <StatusCell post={post} /> },
    {
      title: 'Privacy',
      key: 'privacy',
      width: 115,
      render: (_, post) => PRIVACY_LABELS[post.privacyLevel].label,
    },
    {
      title: 'Views · Likes · Comments',
      key: 'numbers',
      width: 120,
      render: (_, post) =>
        [post.viewsCount, post.likesCount, post.commentsCount].map(formatCount).join(' · '),
    },
    {
      title: 'Updated',
      key: 'updated',
      width: 110,
      render: (_, post) => formatDate(post.updatedAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, post) => (
        <Flex gap={4}>
          <Tooltip title="Edit">
            <Button
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(post)}
              aria-label={`Edit ${post.title}`}
            />
          </Tooltip>
          {post.status !== 'archived' && (
            <Tooltip title="Archive">
              <Button
                size="small"
                icon={<InboxOutlined />}
                onClick={() => onArchive(post)}
                aria-label={`Archive ${post.title}`}
              />
            </Tooltip>
          )}
          <Popconfirm
            title="Delete this post?"
            description="It is removed for good, with its likes and comments."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(post)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${post.title}`}
            />
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Table<ContentDto>
      rowKey="id"
      columns={columns}
      dataSource={page?.items ?? []}
      loading={loading}
      scroll={{ x: 860 }}
      tableLayout="fixed"
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
      }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.limit ?? 20,
        total: page?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
        hideOnSinglePage: true,
      }}
      locale={{ emptyText: 'No posts match these filters.' }}
    />
  );
}
