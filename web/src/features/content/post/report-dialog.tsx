import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportRequestBody } from '@tessera/contracts';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useReportContent } from '../../../hooks/use-report-content';

type ReportReason = ReportRequestBody['reason'];

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

interface ReportDialogProps {
  contentId: string;
  open: boolean;
  onClose: () => void;
}

/** Tells the moderators what is wrong with a post. */
export function ReportDialog({ contentId, open, onClose }: ReportDialogProps) {
  const [form] = Form.useForm<{ reason: ReportReason; description?: string }>();
  const report = useReportContent(contentId);
  const { message } = App.useApp();

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
      title="Report this post"
      open={open}
      okText="Send report"
      okButtonProps={{ danger: true }}
      confirmLoading={report.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="What is wrong?"
          rules={[{ required: true, message: 'Pick a reason' }]}
        >
          <Radio.Group options={REASONS} className="report-reasons" />
        </Form.Item>
        <Form.Item name="description" label="Details (optional)">
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
