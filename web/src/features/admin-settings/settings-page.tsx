import type { PlatformSettings } from '@tessera/contracts';
import { Alert, App, Button, Form, Modal, Skeleton, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { usePlatformSettings, useUpdatePlatformSettings } from '../../hooks/use-platform-settings';
import { describeSetting, patchOf, type SettingChange, settingChanges } from './settings-diff';
import { SettingsFields } from './settings-fields';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ChangesTable({ changes }: { changes: SettingChange[] }) {
  return (
    <Table
      aria-label="Settings to change"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={changes}
      columns={[
        { title: 'Setting', dataIndex: 'key', render: (key: string) => <code>{key}</code> },
        { title: 'Now', key: 'before', render: (_, c) => describeSetting(c.key, c.before) },
        { title: 'After saving', key: 'after', render: (_, c) => describeSetting(c.key, c.after) },
      ]}
    />
  );
}

/**
 * The platform settings every service obeys within seconds. Saving shows what will change and
 * asks to confirm; the change is audited with each setting before and after.
 */
export function SettingsPage() {
  const { message } = App.useApp();
  const settings = usePlatformSettings();
  const update = useUpdatePlatformSettings();
  const [form] = Form.useForm<PlatformSettings>();
  const [pending, setPending] = useState<SettingChange[] | null>(null);
  const document = settings.data;

  useEffect(() => {
    if (document) form.setFieldsValue(document.settings);
  }, [document, form]);

  if (settings.isError) return <Alert type="error" message={settings.error.message} />;
  if (!document) return <Skeleton active />;

  const review = (edited: PlatformSettings) => {
    const changes = settingChanges(document.settings, { ...document.settings, ...edited });
    if (changes.length === 0) void message.info('Nothing has changed');
    else setPending(changes);
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync(patchOf(pending));
      void message.success('Settings saved; the services follow within seconds');
      setPending(null);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };

  return (
    <div className="page">
      <Typography.Title level={1} className="page-title">
        Platform settings
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        {document.changedAt
          ? `Version ${document.version}, last changed ${dateTime.format(new Date(document.changedAt))} by ${document.changedBy}.`
          : 'The defaults: nobody has changed anything yet.'}{' '}
        Every change is in the audit trail.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={review} initialValues={document.settings}>
        <SettingsFields />
        <div className="form-actions">
          <Button onClick={() => form.setFieldsValue(document.settings)}>Reset</Button>
          <Button type="primary" htmlType="submit">
            Review changes
          </Button>
        </div>
      </Form>
      <Modal
        open={pending !== null}
        title="Save these changes?"
        okText="Save changes"
        confirmLoading={update.isPending}
        onOk={() => void confirm()}
        onCancel={() => setPending(null)}
        width={640}
      >
        {pending && <ChangesTable changes={pending} />}
      </Modal>
    </div>
  );
}
