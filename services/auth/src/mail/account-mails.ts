import { brandedMailHtml as layout, type OutgoingMail } from '@tessera/platform';

/** A page of the web app that takes a single-use token from its query string. */
export function linkTo(webUrl: string, path: string, token: string): string {
  const url = new URL(path, webUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function verificationMail(
  to: string,
  name: string,
  url: string,
  hours: number,
): OutgoingMail {
  const lines = [
    'Welcome to Tessera! Please confirm this is your email address.',
    `The link works once and expires in ${hours} hours.`,
  ];
  return {
    to,
    subject: 'Confirm your email address',
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Confirm email', url }),
  };
}

export function passwordResetMail(
  to: string,
  name: string,
  url: string,
  minutes: number,
): OutgoingMail {
  const lines = [
    'Someone asked to reset the password of your Tessera account.',
    `The link works once and expires in ${minutes} minutes. If it was not you, ignore this mail: your password stays the same.`,
  ];
  return {
    to,
    subject: 'Reset your password',
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Choose a new password', url }),
  };
}

export function signInLinkMail(
  to: string,
  name: string,
  url: string,
  minutes: number,
): OutgoingMail {
  const lines = [
    'Here is the link to sign in to your Tessera account without your password.',
    `It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  ];
  return {
    to,
    subject: 'Your sign-in link',
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Sign in', url }),
  };
}

export function accountDeletedMail(to: string, name: string, webUrl: string): OutgoingMail {
  const lines = [
    'Your Tessera account was deleted as you asked. Your profile, sign-in details and sessions are gone, and your posts and media are being removed.',
    'Records of payments stay with billing for as long as the law requires. If you did not delete your account, contact support at once.',
  ];
  return {
    to,
    subject: 'Your account was deleted',
    text: `Hi ${name},\n\n${lines.join('\n\n')}\n\n${webUrl}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Open Tessera', url: webUrl }),
  };
}

export function emailChangeMail(
  to: string,
  name: string,
  url: string,
  minutes: number,
): OutgoingMail {
  const lines = [
    'Someone asked to move a Tessera account to this email address.',
    `Confirm it with the link, which works once and expires in ${minutes} minutes. If it was not you, ignore this mail: nothing changes.`,
  ];
  return {
    to,
    subject: 'Confirm your new email address',
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${url}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Confirm new address', url }),
  };
}

export function emailChangedMail(
  to: string,
  name: string,
  newEmail: string,
  webUrl: string,
): OutgoingMail {
  const lines = [
    `The email address of your Tessera account is now ${newEmail}; mails will go there from now on.`,
    'If you did not make this change, reset your password and contact support at once.',
  ];
  return {
    to,
    subject: 'Your email address was changed',
    text: `Hi ${name},\n\n${lines.join('\n')}\n\n${webUrl}\n`,
    html: layout(`Hi ${name},`, lines, { label: 'Open Tessera', url: webUrl }),
  };
}
