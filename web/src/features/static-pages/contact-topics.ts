/** What visitors write to support about, for the contact form's prepared email. */
export const CONTACT_TOPICS = [
  'Account and sign-in',
  'Billing and payments',
  'Creator support',
  'Safety report',
  'Something else',
] as const;
