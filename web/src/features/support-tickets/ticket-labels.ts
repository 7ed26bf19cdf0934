import type { TicketCategory, TicketPriority, TicketStatus } from '@tessera/contracts';

export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  billing: 'Billing and payments',
  technical: 'Something is not working',
  account: 'My account',
  other: 'Something else',
};

export const STATUS_LABELS: Record<TicketStatus, { label: string; color: string }> = {
  open: { label: 'Open', color: 'blue' },
  in_progress: { label: 'In progress', color: 'geekblue' },
  waiting: { label: 'Waiting for you', color: 'orange' },
  resolved: { label: 'Resolved', color: 'green' },
  closed: { label: 'Closed', color: 'default' },
};

export const PRIORITY_LABELS: Record<TicketPriority, { label: string; color: string }> = {
  low: { label: 'Low', color: 'default' },
  normal: { label: 'Normal', color: 'blue' },
  high: { label: 'High', color: 'orange' },
  urgent: { label: 'Urgent', color: 'red' },
};
