import type {
  ConsumerLagDto,
  DependencyHealthDto,
  ServiceHealthDto,
  ServiceHealthStatus,
} from '@tessera/contracts';
import { Flex, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const STATUS_COLORS: Record<ServiceHealthStatus, string> = {
  up: 'green',
  degraded: 'gold',
  down: 'red',
};

export function StatusBadge({ status }: { status: ServiceHealthStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{status}</Tag>;
}

function formatUptime(seconds: number | null): string {
  if (seconds === null) return '—';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

const serviceColumns: ColumnsType<ServiceHealthDto> = [
  { title: 'Service', dataIndex: 'name', key: 'name' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: ServiceHealthStatus) => <StatusBadge status={status} />,
  },
  {
    title: 'Response',
    dataIndex: 'responseTimeMs',
    key: 'responseTimeMs',
    align: 'right',
    render: (value: number | null) => (value === null ? '—' : `${value} ms`),
  },
  {
    title: 'Uptime',
    dataIndex: 'uptimeSeconds',
    key: 'uptimeSeconds',
    responsive: ['md'],
    render: formatUptime,
  },
  {
    title: 'Version',
    dataIndex: 'version',
    key: 'version',
    responsive: ['lg'],
    render: (value: string | null) => value ?? '—',
  },
  {
    title: 'Problems',
    dataIndex: 'problems',
    key: 'problems',
    render: (problems: string[]) =>
      problems.length === 0 ? (
        <Typography.Text type="secondary">none</Typography.Text>
      ) : (
        problems.join('; ')
      ),
  },
];

export function ServicesTable({
  services,
  dependencies,
}: {
  services: ServiceHealthDto[];
  dependencies: DependencyHealthDto[];
}) {
  return (
    <Flex vertical gap={8}>
      <Table
        size="small"
        rowKey="name"
        columns={serviceColumns}
        dataSource={services}
        pagination={false}
        scroll={{ x: true }}
      />
      <Flex gap={16} wrap>
        {dependencies.map((dependency) => (
          <Typography.Text key={dependency.name}>
            {dependency.name} <StatusBadge status={dependency.status} />
            <Typography.Text type="secondary">{dependency.detail}</Typography.Text>
          </Typography.Text>
        ))}
      </Flex>
    </Flex>
  );
}

/** A bar as wide as the lag is against the largest lag shown, so the laggards stand out. */
function LagBar({ lag, largest }: { lag: number | null; largest: number }) {
  const { token } = theme.useToken();
  if (lag === null) return <Typography.Text type="secondary">nothing committed</Typography.Text>;
  const width = largest === 0 ? 0 : Math.max(2, Math.round((lag / largest) * 100));
  return (
    <Flex align="center" gap={8}>
      <span style={{ flex: 1, minWidth: 60 }} aria-hidden>
        <span
          style={{
            display: 'block',
            width: `${width}%`,
            height: 8,
            borderRadius: 4,
            background: token.colorPrimary,
          }}
        />
      </span>
      <span>{lag}</span>
    </Flex>
  );
}

export function ConsumerLagTable({ rows }: { rows: ConsumerLagDto[] }) {
  const largest = Math.max(0, ...rows.map((row) => row.lag ?? 0));
  const columns: ColumnsType<ConsumerLagDto> = [
    { title: 'Service', dataIndex: 'service', key: 'service' },
    { title: 'Topic', dataIndex: 'topic', key: 'topic' },
    {
      title: 'Group',
      dataIndex: 'groupId',
      key: 'groupId',
      responsive: ['lg'],
    },
    {
      title: 'Lag',
      dataIndex: 'lag',
      key: 'lag',
      width: '35%',
      sorter: (a, b) => (a.lag ?? -1) - (b.lag ?? -1),
      defaultSortOrder: 'descend',
      render: (lag: number | null) => <LagBar lag={lag} largest={largest} />,
    },
  ];
  return (
    <Table
      size="small"
      rowKey={(row) => `${row.groupId}/${row.topic}`}
      columns={columns}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: true }}
    />
  );
}
