import type { OutgoingMail } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(greeting: string, lines: string[], action: { label: string; url: string }): string {
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto">
<h2 style="color:#4f46e5">Tessera</h2><p>${escapeHtml(greeting)}</p>${paragraphs}
<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:13px">If the button does not work, paste this link into your browser: ${escapeHtml(action.url)}</p></div>`;
}

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
