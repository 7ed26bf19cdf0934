import SendOutlined from '@ant-design/icons/SendOutlined';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLiveValidation } from '../../lib/use-live-validation';
import { schemaRule } from '../../lib/zod-form-rules';
import { useStartSupportRequest } from '../messages/use-start-support-request';
import { CONTACT_TOPICS } from './contact-topics';

const supportSchema = z.object({
  topic: z.string().min(1, 'Please pick a topic'),
  subject: z.string().trim().min(1, 'Please give your request a subject').max(100),
  message: z.string().trim().min(10, 'Please write at least a sentence so we can help').max(5000),
});

type SupportValues = z.infer<typeof supportSchema>;

/**
 * For a signed-in person: the request goes to the platform's staff as a support conversation in
 * Messages, where their answer arrives.
 */
export function SupportRequestForm() {
  const liveValidation = useLiveValidation();
  const start = useStartSupportRequest();
  const navigate = useNavigate();
  return (
    <Card title="Ask our support team" className="page-card contact-card">
      <Typography.Paragraph type="secondary">
        Your request opens a conversation with our team in Messages; you will see the answer there
        and get a notification.
      </Typography.Paragraph>
      {start.error && (
        <Alert type="error" showIcon className="form-alert" title={start.error.message} />
      )}
      <Form<SupportValues>
        name="support-request"
        layout="vertical"
        requiredMark={false}
        noValidate
        {...liveValidation}
        onFinish={(values) =>
          start.mutate(
            { topic: values.topic, subject: values.subject.trim(), message: values.message.trim() },
            { onSuccess: (conversation) => navigate(`/messages?c=${conversation.id}`) },
          )
        }
      >
        <Form.Item label="Topic" name="topic" rules={[schemaRule(supportSchema, 'topic')]}>
          <Select
            options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: topic }))}
            placeholder="Choose a topic"
          />
        </Form.Item>
        <Form.Item label="Subject" name="subject" rules={[schemaRule(supportSchema, 'subject')]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[schemaRule(supportSchema, 'message')]}>
          <Input.TextArea rows={5} maxLength={5000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={start.isPending}>
          Send to support
        </Button>
      </Form>
    </Card>
  );
}
