import type { AccountExportDto } from '@tessera/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PasswordInput } from '../../components/forms/password-input';
import { useSession } from '../../session/session-context';
import { useDeleteAccount, useExportAccount } from './use-account-actions';
import { useTwoFactorStatus } from './use-two-factor';

/** What the downloaded file holds, in a sentence: which parts are missing or cut short. */
function exportSummary({ missing, capped }: AccountExportDto): string {
  const notes = [
    ...missing.map(({ reason }) => reason),
    ...capped.map(
      ({ part, included, total }) => `Your newest ${included} of ${total} ${part} are included.`,
    ),
  ];
  return notes.length > 0
    ? notes.join(' ')
    : 'Everything we keep about your account is in the file.';
}

/** Download your data, or delete the account for good (confirmed by password or code). */
export function AccountCard() {
  const exportAccount = useExportAccount();
  const deleteAccount = useDeleteAccount();
  const twoFactor = useTwoFactorStatus();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [confirming, setConfirming] = useState(false);
  const [form] = Form.useForm<{ proof: string }>();
  const withCode = twoFactor.data?.enabled === true;

  const download = () =>
    exportAccount.mutate(undefined, {
      onSuccess: (data) =>
        notification.success({
          title: 'Your data is downloading',
          description: exportSummary(data),
        }),
      onError: (error) =>
        notification.error({ title: 'The export failed', description: error.message }),
    });

  const remove = ({ proof }: { proof: string }) =>
    deleteAccount.mutate(withCode ? { code: proof } : { password: proof }, {
      onSuccess: () => {
        notification.success({
          title: 'Your account was deleted',
          description: 'A confirmation is on its way to your email.',
        });
        signOut('/');
        navigate('/', { replace: true });
      },
      onError: () => form.resetFields(),
    });

  return (
    <Card title="Your account" className="page-card">
      <Flex vertical gap={24}>
        <div>
          <Typography.Title level={3} className="settings-section__title">
            Download your data
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            One JSON file of your profile, sign-in details, sessions, posts, messages you sent and
            payments you made. Very large histories hold the newest records, and the file says how
            many there are in all.
          </Typography.Paragraph>
          <Button onClick={download} loading={exportAccount.isPending}>
            Download my data
          </Button>
        </div>
        <div>
          <Typography.Title level={3} className="settings-section__title">
            Delete your account
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Your profile and sign-in details are erased and you are signed out everywhere; your
            posts and media are removed. Payment records are kept as the law requires.
          </Typography.Paragraph>
          <Button danger onClick={() => setConfirming(true)}>
            Delete my account
          </Button>
        </div>
      </Flex>
      <Modal
        open={confirming}
        title="Delete your account?"
        okText="Delete for good"
        okButtonProps={{ danger: true, loading: deleteAccount.isPending }}
        onOk={() => form.submit()}
        onCancel={() => {
          setConfirming(false);
          deleteAccount.reset();
          form.resetFields();
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>
          This cannot be undone.{' '}
          {withCode
            ? 'Enter a code from your authenticator app to confirm.'
            : 'Enter your password to confirm.'}
        </Typography.Paragraph>
        {deleteAccount.isError && (
          <Alert type="error" showIcon title={deleteAccount.error.message} role="alert" />
        )}
        <Form<{ proof: string }>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={remove}
        >
          <Form.Item
            label={withCode ? 'Code from the app' : 'Password'}
            name="proof"
            rules={[{ required: true, message: withCode ? 'Enter a code' : 'Enter your password' }]}
          >
            {withCode ? (
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
            ) : (
              <PasswordInput autoComplete="current-password" />
            )}
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
