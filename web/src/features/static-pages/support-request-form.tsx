import { Card, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { NewTicketForm } from '../support-tickets/new-ticket-form';

/**
 * For a signed-in person: the request opens a support ticket, which waits for the team in its
 * queue; the answer arrives on the ticket's page, with a notification.
 */
export function SupportRequestForm() {
  const navigate = useNavigate();
  return (
    <Card title="Ask our support team" className="page-card contact-card">
      <Typography.Paragraph type="secondary">
        Your request opens a support ticket. You will get a notification when we answer, and can
        follow all your requests under <Link to="/help/tickets">your tickets</Link>.
      </Typography.Paragraph>
      <NewTicketForm onOpened={(ticket) => navigate(`/help/tickets/${ticket.id}`)} />
    </Card>
  );
}
