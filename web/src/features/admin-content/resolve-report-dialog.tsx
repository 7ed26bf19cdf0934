import { type ReportAction } from '@tessera/contracts';
import { Form, Input, Modal, Radio } from 'antd';

const ACTIONS: Array<{ value: ReportAction; label: string; hint: string }> = [
  { value: 'dismiss', label: 'Dismiss', hint: 'No breach; the reporter is told so.' },
  { value: 'remove_content', label: 'Remove the content', hint: 'The creator is told why.' },
  { value: 'warn_creator', label: 'Warn the creator', hint: 'The creator is told why.' },
  {
    value: 'suspend_creator',
    label: 'Suspend the creator',
    hint: 'Ends their sessions; they are told why and may appeal.',
  },
];

interface ResolveReportDialogProps {
  open: boolean;
  pending: boolean;
  onResolve: (action: ReportAction, notes: string) => void;
  onClose: () => void;
}

/** The decision on a report, with the reason the creator will read. */
export function ResolveReportDialog({
  open,
  pending,
  onResolve,
  onClose,
}: ResolveReportDialogProps) {
  const [form] = Form.useForm<{ action: ReportAction; notes?: string }>();
  return (
    <Modal
      open={open}
      title="Resolve report"
      okText="Resolve"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ action: 'dismiss' }}
        onFinish={(values) => onResolve(values.action, values.notes?.trim() ?? '')}
      >
        <Form.Item name="action" label="Decision">
          <Radio.Group
            className="resolve-actions"
            options={ACTIONS.map((action) => ({
              value: action.value,
              label: `${action.label}: ${action.hint}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="notes"
          label="Reason"
          dependencies={['action']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                getFieldValue('action') === 'dismiss' || value?.trim()
                  ? Promise.resolve()
                  : Promise.reject(new Error('Tell the creator why')),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
