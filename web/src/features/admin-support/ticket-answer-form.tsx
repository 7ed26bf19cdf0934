import type { AdminTicketMessageRequest } from '@tessera/contracts';
import { Button, Card, Checkbox, Form, Input } from 'antd';

interface TicketAnswerFormProps {
  /** A closed ticket takes internal notes only. */
  closed: boolean;
  pending: boolean;
  onAnswer: (request: AdminTicketMessageRequest, done: () => void) => void;
}

/** A reply the user reads and is notified of, or an internal note for the other admins. */
export function TicketAnswerForm({ closed, pending, onAnswer }: TicketAnswerFormProps) {
  const [form] = Form.useForm<{ body: string; isInternal: boolean }>();
  const isInternal = Form.useWatch('isInternal', form) ?? closed;
  return (
    <Card title="Answer" className="page-card">
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ body: '', isInternal: closed }}
        onFinish={({ body, isInternal: internal }) =>
          onAnswer({ body: body.trim(), isInternal: internal }, () => form.resetFields(['body']))
        }
      >
        <Form.Item
          name="body"
          label="Message"
          extra={
            isInternal ? 'Only admins will read this note.' : 'The user is notified of this reply.'
          }
          rules={[{ required: true, whitespace: true, message: 'Write something first' }]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="isInternal" valuePropName="checked">
          <Checkbox disabled={closed}>Internal note (the user never sees it)</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending}>
          {isInternal ? 'Add note' : 'Send reply'}
        </Button>
      </Form>
    </Card>
  );
}
