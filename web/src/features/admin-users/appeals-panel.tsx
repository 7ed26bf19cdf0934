import type { AppealDto } from '@tessera/contracts';
import { App, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDecideAppeal } from '../../hooks/use-admin-user-actions';
import { useAppeals } from '../../hooks/use-appeals';
import { formatDateTime } from './admin-labels';

function AppealItem({ appeal }: { appeal: AppealDto }) {
  const decide = useDecideAppeal();
  const { message } = App.useApp();
  const [notes, setNotes] = useState('');
  const run = (decision: 'uphold' | 'reinstate') =>
    decide.mutate(
      { id: appeal.id, decision, notes: notes.trim() },
      {
        onSuccess: () =>
          void message.success(decision === 'reinstate' ? 'Account reinstated' : 'Decision upheld'),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <li className="appeal">
      <Flex vertical gap={6}>
        <Typography.Text>
          <Link to={`/admin/users/${appeal.userId}`}>
            {appeal.username ? `@${appeal.username}` : appeal.userId}
          </Link>{' '}
          appeals being {appeal.appealedStatus} ({appeal.statusReason}) ·{' '}
          <Typography.Text type="secondary">{formatDateTime(appeal.submittedAt)}</Typography.Text>
        </Typography.Text>
        <Typography.Paragraph className="appeal__message">{appeal.message}</Typography.Paragraph>
        <Input.TextArea
          aria-label="Decision notes"
          placeholder="Notes for the user (required)"
          value={notes}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Flex gap={8}>
          <Button disabled={!notes.trim()} loading={decide.isPending} onClick={() => run('uphold')}>
            Uphold
          </Button>
          <Button
            type="primary"
            disabled={!notes.trim()}
            loading={decide.isPending}
            onClick={() => run('reinstate')}
          >
            Reinstate
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}

/** Open appeals against suspensions and bans, each decided with notes the user is mailed. */
export function AppealsPanel() {
  const appeals = useAppeals('open');
  return (
    <Card size="small" title="Open appeals" id="appeals" className="admin-appeals">
      {appeals.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {appeals.isError && <Typography.Text type="danger">{appeals.error.message}</Typography.Text>}
      {appeals.isSuccess && appeals.data.items.length === 0 && (
        <Typography.Text type="secondary">No open appeals</Typography.Text>
      )}
      <ul className="appeals-list" aria-label="Open appeals">
        {(appeals.data?.items ?? []).map((appeal) => (
          <AppealItem key={appeal.id} appeal={appeal} />
        ))}
      </ul>
    </Card>
  );
}
