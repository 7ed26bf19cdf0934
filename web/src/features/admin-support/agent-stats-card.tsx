import type { TicketAgentStatsDto } from '@tessera/contracts';
import { Card, Table } from 'antd';
import { useSession } from '../../session/session-context';
import { useTicketStats } from './use-admin-tickets';

type Agent = TicketAgentStatsDto['agents'][number];

/** Minutes as the largest sensible unit: 45 min, 3.5 h, 2.1 days. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 60 * 24) return `${(minutes / 60).toFixed(1)} h`;
  return `${(minutes / 60 / 24).toFixed(1)} days`;
}

/** Each admin's tickets: assigned now, resolved, and the average time to resolve. */
export function AgentStatsCard() {
  const { user } = useSession();
  const stats = useTicketStats();
  const columns = [
    {
      title: 'Admin',
      dataIndex: 'adminId',
      render: (adminId: string) => (adminId === user?.id ? 'You' : adminId.slice(0, 8)),
    },
    { title: 'Assigned', dataIndex: 'assigned' },
    { title: 'Resolved', dataIndex: 'resolved' },
    {
      title: 'Average time to resolve',
      dataIndex: 'averageResolutionMinutes',
      render: formatDuration,
    },
  ];
  return (
    <Card title="The team" className="page-card" size="small">
      <Table<Agent>
        rowKey="adminId"
        size="small"
        columns={columns}
        dataSource={stats.data?.agents ?? []}
        loading={stats.isPending}
        pagination={false}
        locale={{ emptyText: 'No ticket has been assigned yet' }}
      />
    </Card>
  );
}
