import LaptopOutlined from '@ant-design/icons/LaptopOutlined';
import type { AccountSessionDto } from '@tessera/contracts';
import { Alert, App, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useAccountSessions, useEndSession } from './use-account-sessions';

function formatTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function sessionHistory(session: AccountSessionDto): string {
  const parts = [
    `Signed in ${formatTime(session.createdAt)}`,
    `last active ${formatTime(session.lastUsedAt)}`,
  ];
  if (session.place) parts.push(session.place);
  return parts.join(' · ');
}

/** Every browser and device signed in to the account, each of the others can be signed out. */
export function SessionsCard() {
  const sessions = useAccountSessions();
  const end = useEndSession();
  const { notification } = App.useApp();

  const signOut = (session: AccountSessionDto) =>
    end.mutate(session.id, {
      onSuccess: () =>
        notification.success({
          title: 'Session ended',
          description: `${session.device} is signed out.`,
        }),
      onError: (error) =>
        notification.error({ title: 'The session could not be ended', description: error.message }),
    });

  return (
    <Card title="Where you are signed in" className="page-card">
      <Typography.Paragraph type="secondary">
        Sign out any session you do not recognise: it ends at once, everywhere. Places show the
        network a session came from, not a location.
      </Typography.Paragraph>
      {sessions.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {sessions.isError && (
        <Alert
          type="error"
          showIcon
          title="Your sessions could not be loaded"
          description={sessions.error.message}
          action={<Button onClick={() => void sessions.refetch()}>Try again</Button>}
        />
      )}
      {sessions.isSuccess && (
        <Flex vertical gap={16} component="ul" aria-label="Sessions" className="devices-list">
          {sessions.data.map((session) => (
            <li key={session.id} aria-label={session.device}>
              <Flex align="center" gap={12} justify="space-between" wrap>
                <Flex align="center" gap={12}>
                  <LaptopOutlined aria-hidden />
                  <div>
                    <Typography.Text strong>{session.device}</Typography.Text>{' '}
                    {session.current && <Tag color="blue">This session</Tag>}
                    <br />
                    <Typography.Text type="secondary">{sessionHistory(session)}</Typography.Text>
                  </div>
                </Flex>
                {!session.current && (
                  <Button
                    danger
                    onClick={() => signOut(session)}
                    loading={end.isPending && end.variables === session.id}
                    aria-label={`Sign out ${session.device}`}
                  >
                    Sign out
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}
