import KeyOutlined from '@ant-design/icons/KeyOutlined';
import { type PasskeyDto, renamePasskeyRequestSchema } from '@tessera/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Popconfirm,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { passkeyFailureMessage } from '../../api/passkeys.api';
import { schemaRule } from '../../lib/zod-form-rules';
import { PasskeyRenameForm } from './passkeys-rename-form';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './passkeys-queries';

const nameRule = schemaRule(renamePasskeyRequestSchema, 'name');

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

function passkeyHistory(passkey: PasskeyDto): string {
  const used = passkey.lastUsedAt ? `last used ${formatDate(passkey.lastUsedAt)}` : 'not used yet';
  return `Added ${formatDate(passkey.createdAt)} · ${used}`;
}

/** Names and makes a passkey on this device. */
function AddPasskeyForm() {
  const add = useAddPasskey();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const supported = typeof window.PublicKeyCredential !== 'undefined';

  if (!supported)
    return (
      <Alert
        type="info"
        showIcon
        title="This browser cannot make passkeys"
        description="Open Settings in a current browser on your phone or computer to add one."
      />
    );

  return (
    <Form<{ name: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={({ name }) =>
        add.mutate(name.trim(), {
          onSuccess: (passkey) => {
            form.resetFields();
            notification.success({
              title: 'Passkey added',
              description: `Next time, sign in with “${passkey.name}”.`,
            });
          },
        })
      }
    >
      {add.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The passkey was not added"
          description={passkeyFailureMessage(add.error, 'Please try again.')}
        />
      )}
      <Form.Item
        label="Name it after the device or password manager that keeps it"
        name="name"
        rules={[nameRule]}
      >
        <Input placeholder="Work laptop" maxLength={64} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<KeyOutlined />} loading={add.isPending}>
        {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
      </Button>
    </Form>
  );
}

interface PasskeyItemProps {
  passkey: PasskeyDto;
}

function PasskeyItem({ passkey }: PasskeyItemProps) {
  const remove = useRemovePasskey();
  const { notification } = App.useApp();
  const [renaming, setRenaming] = useState(false);

  const removeIt = () =>
    remove.mutate(passkey.id, {
      onSuccess: () =>
        notification.success({
          title: 'Passkey removed',
          description: `“${passkey.name}” no longer signs in to your account.`,
        }),
      onError: (error) =>
        notification.error({ title: 'The passkey was not removed', description: error.message }),
    });

  if (renaming)
    return (
      <li aria-label={passkey.name}>
        <PasskeyRenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      </li>
    );

  return (
    <li aria-label={passkey.name}>
      <Flex align="center" gap={12} justify="space-between" wrap>
        <Flex align="center" gap={12}>
          <KeyOutlined aria-hidden />
          <div>
            <Typography.Text strong>{passkey.name}</Typography.Text>{' '}
            {passkey.synced && <Tag>Synced</Tag>}
            <br />
            <Typography.Text type="secondary">{passkeyHistory(passkey)}</Typography.Text>
          </div>
        </Flex>
        <Flex gap={8}>
          <Button onClick={() => setRenaming(true)} aria-label={`Rename ${passkey.name}`}>
            Rename
          </Button>
          <Popconfirm
            title={`Remove “${passkey.name}”?`}
            description="It will no longer sign in to your account."
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={removeIt}
          >
            <Button danger loading={remove.isPending} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </li>
  );
}

/** Passkeys: sign in with the device's lock (fingerprint, face, PIN) instead of a password. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  return (
    <Card title="Passkeys" className="page-card">
      <Typography.Paragraph type="secondary">
        Sign in with your fingerprint, face or device PIN instead of your password. A passkey is
        both steps of two-factor sign-in at once, and it only works on Tessera, so it cannot be
        phished.
      </Typography.Paragraph>
      {passkeys.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {passkeys.isError && (
        <Alert
          type="error"
          showIcon
          title="Your passkeys could not be loaded"
          description={passkeys.error.message}
          action={<Button onClick={() => void passkeys.refetch()}>Try again</Button>}
        />
      )}
      {passkeys.isSuccess && (
        <Flex vertical gap={16}>
          {passkeys.data.length === 0 ? (
            <Typography.Paragraph>You have no passkeys yet.</Typography.Paragraph>
          ) : (
            <Flex vertical gap={16} component="ul" aria-label="Passkeys" className="devices-list">
              {passkeys.data.map((passkey) => (
                <PasskeyItem key={passkey.id} passkey={passkey} />
              ))}
            </Flex>
          )}
          <AddPasskeyForm />
        </Flex>
      )}
    </Card>
  );
}
