import type { AdminUserDto, AdminUserListParams, BulkUserAction } from '@tessera/contracts';
import { Alert, Button, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAdminUsers } from '../../hooks/use-admin-users';
import {
  dollars,
  formatDateTime,
  ROLE_OPTIONS,
  STATUS_COLORS,
  STATUS_OPTIONS,
  VERIFICATION_OPTIONS,
} from './admin-labels';
import { BulkActionDialog } from './bulk-action-dialog';

const PAGE_SIZE = 20;

const COLUMNS: ColumnsType<AdminUserDto> = [
  {
    title: 'User',
    key: 'user',
    render: (_: unknown, user) => (
      <>
        <Link to={`/admin/users/${user.id}`}>{user.displayName || user.username}</Link>
        <div>
          <Typography.Text type="secondary">
            @{user.username}
            {user.email ? ` · ${user.email}` : ''}
          </Typography.Text>
        </div>
      </>
    ),
  },
  { title: 'Role', dataIndex: 'role', responsive: ['sm'] },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: AdminUserDto['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag>,
  },
  { title: 'Verification', dataIndex: 'verificationStatus', responsive: ['lg'] },
  { title: 'Posts', dataIndex: 'createdContentCount', align: 'right', responsive: ['md'] },
  { title: 'Spent', dataIndex: 'totalSpent', align: 'right', render: dollars, responsive: ['md'] },
  { title: 'Last active', dataIndex: 'lastActiveAt', render: formatDateTime, responsive: ['lg'] },
];

type Filters = Omit<AdminUserListParams, 'page' | 'limit'>;

/** Find users, filter them, and act on one or many, previewing a bulk action first. */
export function AdminUsersPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkAction, setBulkAction] = useState<BulkUserAction | null>(null);
  const users = useAdminUsers({ ...filters, page, limit: PAGE_SIZE });
  const items = users.data?.items ?? [];
  const names = Object.fromEntries(items.map((user) => [user.id, `@${user.username}`]));

  const filter = (change: Filters) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
    setSelected([]);
  };

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Users
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Search by the start of an email, username or name. Suspending or banning mails the user your
        reason and lets them appeal once.
      </Typography.Paragraph>
      <Flex gap={8} wrap className="admin-users__filters" role="search">
        <Input.Search
          allowClear
          aria-label="Search users"
          placeholder="Email, username or name"
          className="admin-users__search"
          onSearch={(q) => filter({ q: q.trim() || undefined })}
        />
        <Select
          allowClear
          aria-label="Role"
          placeholder="Any role"
          options={[...ROLE_OPTIONS]}
          onChange={(role?: Filters['role']) => filter({ role })}
          className="admin-users__select"
        />
        <Select
          allowClear
          aria-label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          onChange={(status?: Filters['status']) => filter({ status })}
          className="admin-users__select"
        />
        <Select
          allowClear
          aria-label="Verification"
          placeholder="Any verification"
          options={VERIFICATION_OPTIONS}
          onChange={(verificationStatus?: Filters['verificationStatus']) =>
            filter({ verificationStatus })
          }
          className="admin-users__select"
        />
      </Flex>
      {selected.length > 0 && (
        <Flex
          align="center"
          gap={8}
          wrap
          className="bulk-bar"
          role="toolbar"
          aria-label="Bulk actions"
        >
          <Typography.Text>{selected.length} selected</Typography.Text>
          <Button onClick={() => setBulkAction('activate')}>Activate</Button>
          <Button onClick={() => setBulkAction('suspend')}>Suspend</Button>
          <Button danger onClick={() => setBulkAction('ban')}>
            Ban
          </Button>
        </Flex>
      )}
      {users.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="Users could not be loaded"
          description={users.error.message}
          action={<Button onClick={() => void users.refetch()}>Try again</Button>}
        />
      )}
      <Table<AdminUserDto>
        rowKey="id"
        size="middle"
        aria-label="Users"
        loading={users.isFetching}
        columns={COLUMNS}
        dataSource={items}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (user) => ({ disabled: user.role === 'admin' }),
        }}
        locale={{ emptyText: 'No users match' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} users`,
          onChange: (next) => {
            setPage(next);
            setSelected([]);
          },
        }}
      />
      {bulkAction && (
        <BulkActionDialog
          key={bulkAction}
          action={bulkAction}
          userIds={selected}
          names={names}
          onClose={(applied) => {
            setBulkAction(null);
            if (applied) setSelected([]);
          }}
        />
      )}
    </div>
  );
}
