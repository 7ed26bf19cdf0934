import { useMutation } from '@tanstack/react-query';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportRequestBody } from '@tessera/contracts';
import { App, Form, Input, Modal, Select } from 'antd';
import { reportsApi } from '../../api/reports.api';

type ReportReason = ReportRequestBody['reason'];
type ReportTarget = { type: 'user'; userId: string } | { type: 'message'; messageId: string };

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));
const TITLES = { user: 'Report this account', message: 'Report this message' } as const;

interface ReportTargetDialogProps {
  target: ReportTarget;
  open: boolean;
  onClose: () => void;
}

/** Tells the moderators what is wrong with an account or a message: a reason and, if wanted, details. */
export function ReportTargetDialog({ target, open, onClose }: ReportTargetDialogProps) {
  const [form] = Form.useForm<{ reason: ReportReason; description?: string }>();
  const { message } = App.useApp();
  const report = useMutation({
    mutationFn: (body: ReportRequestBody) =>
      target.type === 'user'
        ? reportsApi.user(target.userId, body)
        : reportsApi.message(target.messageId, body),
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    report.mutate(
      { reason: values.reason, description: values.description?.trim() ?? '' },
      {
        onSuccess: () => {
          void message.success('Thanks. Our moderators will take a look.');
          form.resetFields();
          onClose();
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <Modal
      title={TITLES[target.type]}
      open={open}
      okText="Send report"
      okButtonProps={{ danger: true }}
      confirmLoading={report.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="What is wrong?"
          rules={[{ required: true, message: 'Pick a reason' }]}
        >
          <Select options={REASONS} placeholder="Pick a reason" aria-label="Reason" />
        </Form.Item>
        <Form.Item name="description" label="Details (optional)">
          <Input.TextArea rows={3} maxLength={1000} aria-label="Details" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
