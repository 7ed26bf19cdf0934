import type { QueueFiguresDto } from '@tessera/contracts';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { adminSystemApi, QUEUE_BOARD_PATH } from '../../api/admin-system.api';
import { BarChart } from '../content/charts/bar-chart';

/** The queues with the most jobs waiting to run are charted, the rest are in the table. */
const CHARTED_QUEUES = 8;

const count = (value: number | null) => (value === null ? '—' : value);

const columns: ColumnsType<QueueFiguresDto> = [
  { title: 'Service', dataIndex: 'service', key: 'service' },
  { title: 'Queue', dataIndex: 'name', key: 'name' },
  { title: 'Waiting', dataIndex: 'waiting', key: 'waiting', align: 'right' },
  { title: 'Active', dataIndex: 'active', key: 'active', align: 'right' },
  { title: 'Delayed', dataIndex: 'delayed', key: 'delayed', align: 'right', responsive: ['md'] },
  {
    title: 'Failed',
    dataIndex: 'failed',
    key: 'failed',
    align: 'right',
    render: (failed: number) => (failed > 0 ? <Tag color="red">{failed}</Tag> : failed),
  },
  {
    title: 'Done, last hour',
    dataIndex: 'completedLastHour',
    key: 'completedLastHour',
    align: 'right',
    responsive: ['md'],
    render: count,
  },
  {
    title: 'Failed, last hour',
    dataIndex: 'failedLastHour',
    key: 'failedLastHour',
    align: 'right',
    responsive: ['md'],
    render: count,
  },
];

/** Every service's BullMQ queues: what waits to run, charted, and the figures per queue. */
export function QueuesPanel({
  rows,
  errors,
}: {
  rows: QueueFiguresDto[];
  errors: Array<{ service: string; error: string }>;
}) {
  const backlog = rows
    .map((row) => ({
      label: row.name,
      value: row.waiting + row.active + row.delayed,
      color: row.failed > 0 ? 'var(--brand-terracotta)' : 'var(--primary)',
    }))
    .sort((a, b) => b.value - a.value)
    .slice(0, CHARTED_QUEUES);
  const [boardError, setBoardError] = useState<string | null>(null);
  const openBoard = () => {
    // Opened before the session call resolves, so the browser treats it as the click's window.
    const board = window.open('', '_blank');
    adminSystemApi.openQueueBoard().then(
      () => {
        if (board) board.location.href = `${QUEUE_BOARD_PATH}/`;
      },
      (error: Error) => {
        board?.close();
        setBoardError(error.message);
      },
    );
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button size="small" onClick={openBoard}>
          Open queue board
        </Button>
      </Flex>
      {boardError && <Alert type="error" showIcon title={boardError} />}
      {backlog.some((bar) => bar.value > 0) && (
        <div style={{ maxWidth: 560 }}>
          <BarChart label="Jobs waiting, running or delayed per queue" data={backlog} />
        </div>
      )}
      <Table
        size="small"
        rowKey={(row) => `${row.service}/${row.name}`}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: 'No queues' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      {errors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Some services' queues could not be read"
          description={
            <Typography.Text>
              {errors.map(({ service, error }) => `${service}: ${error}`).join('; ')}
            </Typography.Text>
          }
        />
      )}
    </Flex>
  );
}
