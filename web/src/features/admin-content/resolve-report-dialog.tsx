import {
  REPORT_ACTIONS_BY_TARGET,
  type ReportAction,
  type ReportTargetType,
} from '@tessera/contracts';
import { Form, Input, Modal, Radio } from 'antd';

/** Who answers for each kind of target, in the actions' labels. */
const WHO: Record<ReportTargetType, string> = {
  post: 'the creator',
  user: 'the user',
  message: 'the sender',
};

const actionText = (action: ReportAction, target: ReportTargetType): string => {
  const who = WHO[target];
  const texts: Record<ReportAction, string> = {
    dismiss: 'Dismiss: no breach; the reporter is told so.',
    remove_content: `Remove the content: ${who} is told why.`,
    remove_message: `Remove the message: ${who} is told why; the report keeps a copy.`,
    warn_creator: `Warn ${who}: they are told why.`,
    suspend_creator: `Suspend ${who}: ends their sessions; they are told why and may appeal.`,
    ban_user: `Ban ${who}: ends their sessions for good; they are told why and may appeal.`,
  };
  return texts[action];
};

interface ResolveReportDialogProps {
  /** What was reported: only the actions that fit it are offered. */
  targetType: ReportTargetType;
  open: boolean;
  pending: boolean;
  onResolve: (action: ReportAction, notes: string) => void;
  onClose: () => void;
}

/** The decision on a report, with the reason the creator will read. */
export function ResolveReportDialog({
  targetType,
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
            options={REPORT_ACTIONS_BY_TARGET[targetType].map((action) => ({
              value: action,
              label: actionText(action, targetType),
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
                  : Promise.reject(new Error(`Tell ${WHO[targetType]} why`)),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
