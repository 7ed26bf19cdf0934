import type { AccountStatus } from '@tessera/contracts';
import { brandedMailHtml as layout, type OutgoingMail } from '@tessera/platform';

const STATUS_WORDS: Record<AccountStatus, string> = {
  active: 'active',
  pending: 'pending review',
  suspended: 'suspended',
  banned: 'banned',
};

export function statusChangeMail(
  to: string,
  name: string,
  status: AccountStatus,
  reason: string,
  appealUrl: string,
  appealDays: number,
): OutgoingMail {
  const lines = [
    `Your Tessera account has been ${STATUS_WORDS[status]}. While it is, you cannot sign in, and your profile and posts are hidden.`,
    `The reason our team gave: ${reason}`,
    `If you think this is a mistake, you may appeal once, within ${appealDays} days, through the link below. A member of the team who did not make the decision will read it, and we will write to you with the outcome.`,
  ];
  return {
    to,
    subject: `Your account has been ${STATUS_WORDS[status]}`,
    text: `Hi ${name},\n\n${lines.join('\n\n')}\n\n${appealUrl}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Appeal this decision', url: appealUrl }),
  };
}

export function reinstatedMail(
  to: string,
  name: string,
  reason: string,
  signInUrl: string,
): OutgoingMail {
  const lines = [
    'Your Tessera account is active again: you can sign in, and your profile and posts are back.',
    `Our team's note: ${reason}`,
  ];
  return {
    to,
    subject: 'Your account is active again',
    text: `Hi ${name},\n\n${lines.join('\n\n')}\n\n${signInUrl}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Sign in', url: signInUrl }),
  };
}

export function appealUpheldMail(
  to: string,
  name: string,
  notes: string,
  guidelinesUrl: string,
): OutgoingMail {
  const lines = [
    'We have read your appeal and reviewed the decision on your Tessera account. The decision stands.',
    `Our team's note: ${notes}`,
    'This was the one appeal the decision allows.',
  ];
  return {
    to,
    subject: 'The outcome of your appeal',
    text: `Hi ${name},\n\n${lines.join('\n\n')}\n\n${guidelinesUrl}\n`,
    html: layout(`Hi ${name},`, lines, {
      label: 'Read the community guidelines',
      url: guidelinesUrl,
    }),
  };
}
