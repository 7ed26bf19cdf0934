export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const catcherUrl = () => process.env.MAIL_CATCHER_URL ?? 'http://127.0.0.1:1080';

/** Waits for a mail to reach the local SMTP catcher. */
export async function waitForMail(
  to: string,
  subject: RegExp,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${catcherUrl()}/messages?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as CaughtMail[];
    const found = mails.reverse().find((mail) => subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail "${subject}" for ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The `token` query parameter of the first link in a mail. */
export function linkToken(mail: CaughtMail): string {
  const match = /https?:\/\/\S+?[?&]token=([A-Za-z0-9._-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link token in mail "${mail.subject}"`);
  return match[1];
}
