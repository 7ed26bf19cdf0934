import MailOutlined from '@ant-design/icons/MailOutlined';
import { emailSchema } from '@tessera/rules';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { z } from 'zod';
import { SUPPORT_EMAIL } from '../../components/layout/app-footer';
import { schemaRule } from '../../lib/zod-form-rules';
import { useLiveValidation } from '../../lib/use-live-validation';
import { CONTACT_TOPICS } from './contact-topics';

const contactSchema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name'),
  email: emailSchema,
  topic: z.string().min(1, 'Please pick a topic'),
  message: z.string().trim().min(10, 'Please write at least a sentence so we can help'),
});

type ContactValues = z.infer<typeof contactSchema>;

export function buildMailto(values: ContactValues): string {
  const subject = `[${values.topic}] Message from ${values.name}`;
  const body = `${values.message}\n\n—\n${values.name}\n${values.email}`;
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * For a visitor: prepares an email to support in their own mail app, since support conversations
 * need an account; nothing is sent from the browser.
 */
export function ContactForm() {
  const liveValidation = useLiveValidation();
  return (
    <Card title="Write to us" className="page-card contact-card">
      <Alert
        type="info"
        showIcon
        className="form-alert"
        title="This opens your email app"
        description={`Signed in, you can write to our team in the app. Without an account, the form prepares an email to ${SUPPORT_EMAIL} for you to send.`}
      />
      <Form<ContactValues>
        name="contact"
        layout="vertical"
        requiredMark={false}
        noValidate
        {...liveValidation}
        onFinish={(values) => window.location.assign(buildMailto(values))}
      >
        <div className="form-grid">
          <Form.Item label="Your name" name="name" rules={[schemaRule(contactSchema, 'name')]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label="Your email" name="email" rules={[schemaRule(contactSchema, 'email')]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </div>
        <Form.Item label="Topic" name="topic" rules={[schemaRule(contactSchema, 'topic')]}>
          <Select
            options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: topic }))}
            placeholder="Choose a topic"
          />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[schemaRule(contactSchema, 'message')]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<MailOutlined />}>
          Open in my email app
        </Button>
        <Typography.Paragraph type="secondary" className="contact-card__direct">
          Prefer to write directly? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </Typography.Paragraph>
      </Form>
    </Card>
  );
}
