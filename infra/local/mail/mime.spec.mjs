import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { decodeEncodedWords, decodeQuotedPrintable, parseMail } from './mime.mjs';

/** Builds the raw bytes nodemailer would send over SMTP, without sending anything. */
async function rawMail(message) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message: raw } = await transport.sendMail({
    from: 'Tessera <no-reply@tessera.test>',
    to: 'ana@example.test',
    ...message,
  });
  return raw;
}

describe('parseMail', () => {
  it('reads a multipart/alternative mail with quoted-printable parts and an encoded subject', async () => {
    const text = `Bonjour Zoë, confirmez ici : https://tessera.test/verify?token=${'x'.repeat(90)} — merci`;
    const html =
      '<p>Bonjour Zoë, <a href="https://tessera.test/verify?token=abc">confirmer</a></p>';
    const raw = await rawMail({ subject: 'Vérifiez votre adresse ✓', text, html });

    expect(raw.toString()).toContain('multipart/alternative');
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Vérifiez votre adresse ✓');
    expect(mail.from).toBe('Tessera <no-reply@tessera.test>');
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(html);
  });

  it('decodes base64 bodies', async () => {
    const text = 'Réinitialisez votre mot de passe : 123456';
    const raw = await rawMail({ subject: 'Reset', text, textEncoding: 'base64' });

    expect(raw.toString()).toMatch(/Content-Transfer-Encoding: base64/i);
    const mail = parseMail(raw);
    expect(mail.text).toBe(text);
    expect(mail.html).toBeNull();
  });

  it('keeps to the bodies inside multipart/mixed and skips attachments', async () => {
    const raw = await rawMail({
      subject: 'Invoice',
      text: 'Your invoice is attached.',
      html: '<p>Your invoice is attached.</p>',
      attachments: [
        { filename: 'invoice.txt', content: 'attachment body', contentType: 'text/plain' },
      ],
    });

    const mail = parseMail(raw);
    expect(mail.text).toBe('Your invoice is attached.');
    expect(mail.html).toBe('<p>Your invoice is attached.</p>');
  });

  it('unfolds headers and decodes 8bit bodies in their charset', () => {
    const raw = Buffer.concat([
      Buffer.from(
        'Subject: a long\r\n subject line\r\nContent-Type: text/plain; charset=iso-8859-1\r\n',
      ),
      Buffer.from('Content-Transfer-Encoding: 8bit\r\n\r\n'),
      Buffer.from('caf\xe9\r\n', 'latin1'),
    ]);

    const mail = parseMail(raw);
    expect(mail.subject).toBe('a long subject line');
    expect(mail.text).toBe('café\r\n');
  });
});

describe('decodeQuotedPrintable', () => {
  it('joins soft line breaks and decodes escaped bytes as UTF-8', () => {
    expect(decodeQuotedPrintable('caf=C3=A9 =\r\nau lait').toString('utf8')).toBe('café au lait');
  });
});

describe('decodeEncodedWords', () => {
  it('decodes B and Q words and drops the space between adjacent words', () => {
    expect(decodeEncodedWords('=?UTF-8?B?Q2Fmw6k=?= =?UTF-8?Q?_cr=C3=A8me?=')).toBe('Café crème');
  });

  it('leaves plain text alone', () => {
    expect(decodeEncodedWords('Welcome to Tessera')).toBe('Welcome to Tessera');
  });
});
