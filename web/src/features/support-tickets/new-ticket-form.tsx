import SendOutlined from '@ant-design/icons/SendOutlined';
import { openTicketSchema, TICKET_CATEGORIES, type TicketDto } from '@tessera/contracts';
import { Alert, Button, Form, Input, Select } from 'antd';
import { z } from 'zod';
import { useLiveValidation } from '../../lib/use-live-validation';
import { schemaRule } from '../../lib/zod-form-rules';
import { CATEGORY_LABELS } from './ticket-labels';
import { useOpenTicket } from './use-support-tickets';

const ticketFormSchema = openTicketSchema.pick({ category: true, subject: true }).extend({
  description: z
    .string()
    .trim()
    .min(10, 'Please write at least a sentence so we can help')
    .max(5000),
});

type TicketValues = z.infer<typeof ticketFormSchema>;

/** Opens a support ticket; the team answers on the ticket's page and the user is notified. */
export function NewTicketForm({ onOpened }: { onOpened: (ticket: TicketDto) => void }) {
  const liveValidation = useLiveValidation();
  const open = useOpenTicket();
  return (
    <>
      {open.error && (
        <Alert type="error" showIcon className="form-alert" title={open.error.message} />
      )}
      <Form<TicketValues>
        name="new-ticket"
        layout="vertical"
        requiredMark={false}
        noValidate
        {...liveValidation}
        onFinish={(values) =>
          open.mutate(
            {
              category: values.category,
              subject: values.subject.trim(),
              description: values.description.trim(),
            },
            { onSuccess: onOpened },
          )
        }
      >
        <Form.Item label="Topic" name="category" rules={[schemaRule(ticketFormSchema, 'category')]}>
          <Select
            options={TICKET_CATEGORIES.map((category) => ({
              value: category,
              label: CATEGORY_LABELS[category],
            }))}
            placeholder="Choose a topic"
          />
        </Form.Item>
        <Form.Item label="Subject" name="subject" rules={[schemaRule(ticketFormSchema, 'subject')]}>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item
          label="Message"
          name="description"
          rules={[schemaRule(ticketFormSchema, 'description')]}
        >
          <Input.TextArea rows={5} maxLength={5000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={open.isPending}>
          Send to support
        </Button>
      </Form>
    </>
  );
}
