import type { AuditEntryDto } from '@tessera/contracts';
import { Alert, Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAuditEntries } from '../../hooks/use-audit-entries';
import { AuditChainBanner } from './audit-chain-banner';
import { AuditChangeDiff } from './audit-change-diff';
import { type AuditFilterValues, AuditFiltersBar, toAuditFilters } from './audit-filters-bar';

const PAGE_SIZE = 25;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: ColumnsType<AuditEntryDto> = [
  {
    title: 'Time',
    dataIndex: 'occurredAt',
    render: (at: string) => <time dateTime={at}>{dateTime.format(new Date(at))}</time>,
  },
  {
    title: 'Actor',
    dataIndex: 'actorId',
    render: (actorId: string | null) =>
      actorId ?? <Typography.Text type="secondary">—</Typography.Text>,
  },
  {
    title: 'Action',
    dataIndex: 'action',
    render: (action: string, entry) => (
      <>
        <Typography.Text code className="audit-action">
          {action}
        </Typography.Text>
        <div>
          <Typography.Text type="secondary">{entry.category}</Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: 'Target',
    key: 'target',
    render: (_: unknown, entry) =>
      `${entry.resource}${entry.resourceId ? ` ${entry.resourceId}` : ''}`,
  },
  {
    title: 'Outcome',
    dataIndex: 'outcome',
    render: (outcome: string) => (
      <Tag color={outcome === 'success' ? 'green' : 'red'}>{outcome}</Tag>
    ),
  },
  {
    title: 'Reason',
    dataIndex: 'reason',
    render: (reason: string | null) =>
      reason ?? <Typography.Text type="secondary">—</Typography.Text>,
  },
];

/** Who did what to whom, newest first, with the check of the trail's signed seal on top. */
export function AuditTrailPage() {
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const entries = useAuditEntries(toAuditFilters(filters), page, PAGE_SIZE);

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Audit trail
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Every admin action and every security-relevant action of the platform, sealed every minute
        into a signed chain. Entries are kept for 400 days.
      </Typography.Paragraph>
      <AuditChainBanner />
      <AuditFiltersBar
        onApply={(values) => {
          setFilters(values);
          setPage(1);
        }}
      />
      {entries.isError && (
        <Alert
          type="error"
          showIcon
          className="page-alert"
          title="The audit trail could not be loaded"
          description={entries.error.message}
          action={<Button onClick={() => void entries.refetch()}>Try again</Button>}
        />
      )}
      <Table<AuditEntryDto>
        rowKey="id"
        size="middle"
        aria-label="Audit entries"
        loading={entries.isFetching}
        columns={COLUMNS}
        dataSource={entries.data?.items ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No entries match these filters' }}
        expandable={{
          rowExpandable: (entry) => entry.before !== null || entry.after !== null,
          expandedRowRender: (entry) => <AuditChangeDiff entry={entry} />,
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: entries.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
