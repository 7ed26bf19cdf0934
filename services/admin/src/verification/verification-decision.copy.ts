import { brandedMailHtml as layout, type OutgoingMail } from '@tessera/platform';

export function verificationApprovedMail(to: string, name: string, url: string): OutgoingMail {
  const lines = [
    'Our team has checked your documents: your identity is verified, and your profile now shows it.',
    'The documents you sent will be deleted from our systems 30 days after this decision.',
  ];
  return {
    to,
    subject: 'Your identity is verified',
    text: `Hi ${name},\n\n${lines.join('\n\n')}\n\n${url}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'See your verification', url }),
  };
}

export function verificationRejectedMail(
  to: string,
  name: string,
  notes: string,
  url: string,
): OutgoingMail {
  const lines = [
    'Our team could not verify your identity from the documents you sent.',
    `Their note: ${notes}`,
    'You may send new documents at any time from your verification page. The documents of this request will be deleted from our systems 30 days after this decision.',
  ];
  return {
    to,
    subject: 'Your identity could not be verified',
    text: `Hi ${name},\n\n${lines.join('\n\n')}\n\n${url}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Send new documents', url }),
  };
}
