import type { DeadLetterCountDto, DeadLetterReplayDto } from '@tessera/contracts';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useDeadLetters } from '../../hooks/use-dead-letters';
import { useReplayDeadLetters } from '../../hooks/use-replay-dead-letters';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Confirms a replay of one consumer's dead letters on one topic: all of them, or the ones ticked,
 * then says how many went out again.
 */
function ReplayDialog({ row, onClose }: { row: DeadLetterCountDto; onClose: () => void }) {
  const parked = useDeadLetters(row.service, row.topic, true);
  const replay = useReplayDeadLetters();
  const [selected, setSelected] = useState<string[]>([]);
  const [result, setResult] = useState<DeadLetterReplayDto | null>(null);
  const confirm = () =>
    replay.mutate(
      selected.length > 0
        ? { service: row.service, topic: row.topic, ids: selected }
        : { service: row.service, topic: row.topic, all: true },
      { onSuccess: setResult },
    );
  const count = selected.length > 0 ? selected.length : (parked.data?.length ?? row.count);
  return (
    <Modal
      open
      title={`Replay dead letters of ${row.service} on ${row.topic}`}
      okText={result ? 'Close' : `Replay ${count}`}
      onOk={result ? onClose : confirm}
      okButtonProps={{ disabled: !result && count === 0 }}
      cancelButtonProps={{ style: result ? { display: 'none' } : undefined }}
      onCancel={onClose}
      confirmLoading={replay.isPending}
      width={720}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          Each event is published again on {row.topic} for the consumer group {row.groupId} only. An
          event the group has handled since is skipped, so nothing applies twice; one that fails
          again is parked again.
        </Typography.Text>
        {replay.isError && <Alert type="error" showIcon title={replay.error.message} />}
        {result && (
          <Alert
            type="success"
            showIcon
            title={`${result.replayed} replayed${result.skipped > 0 ? `, ${result.skipped} already replayed or gone` : ''}`}
          />
        )}
        {parked.isError && <Alert type="error" showIcon title={parked.error.message} />}
        {!result && (
          <Table
            size="small"
            rowKey="id"
            loading={parked.isPending}
            dataSource={parked.data ?? []}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String)),
            }}
            columns={[
              { title: 'Event', dataIndex: 'eventId', key: 'eventId', ellipsis: true },
              { title: 'Reason', dataIndex: 'reason', key: 'reason', ellipsis: true },
              {
                title: 'Failed',
                dataIndex: 'failedAt',
                key: 'failedAt',
                responsive: ['md'],
                render: (value: string) => dateTime.format(new Date(value)),
              },
            ]}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            scroll={{ x: true }}
          />
        )}
      </Flex>
    </Modal>
  );
}

/** Dead letters per consumer and topic, each with its replay. */
export function DeadLettersPanel({ rows }: { rows: DeadLetterCountDto[] }) {
  const [replaying, setReplaying] = useState<DeadLetterCountDto | null>(null);
  const columns: ColumnsType<DeadLetterCountDto> = [
    { title: 'Service', dataIndex: 'service', key: 'service' },
    { title: 'Topic', dataIndex: 'topic', key: 'topic' },
    { title: 'Parked', dataIndex: 'count', key: 'count', align: 'right' },
    {
      title: 'Last failure',
      dataIndex: 'lastReason',
      key: 'lastReason',
      responsive: ['md'],
      ellipsis: true,
      render: (reason: string | null, row) =>
        reason && row.lastFailedAt
          ? `${dateTime.format(new Date(row.lastFailedAt))}: ${reason}`
          : '—',
    },
    {
      title: 'Action',
      key: 'action',
      render: (_value, row) => (
        <Button size="small" onClick={() => setReplaying(row)}>
          Replay
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        Events a consumer could not handle after its retries are parked. Fix the cause, then replay
        them.
      </Typography.Text>
      <Table
        size="small"
        rowKey={(row) => `${row.service}/${row.topic}`}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: 'No dead letters' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      {replaying && <ReplayDialog row={replaying} onClose={() => setReplaying(null)} />}
    </Flex>
  );
}
