/** What people write to support about, for the contact form and support requests alike. */
export const CONTACT_TOPICS = [
  'Account and sign-in',
  'Billing and payments',
  'Creator support',
  'Safety report',
  'Something else',
] as const;
