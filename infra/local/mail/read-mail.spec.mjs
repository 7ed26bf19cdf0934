import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { readMail } from './read-mail.mjs';

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

describe('readMail', () => {
  it('reads a multipart/alternative mail with quoted-printable parts and an encoded subject', async () => {
    const text = `Bonjour Zoë, confirmez ici : https://tessera.test/verify?token=${'x'.repeat(90)} — merci`;
    const html =
      '<p>Bonjour Zoë, <a href="https://tessera.test/verify?token=abc">confirmer</a></p>';
    const raw = await rawMail({ subject: 'Vérifiez votre adresse ✓', text, html });

    expect(raw.toString()).toContain('multipart/alternative');
    expect(raw.toString()).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(raw.toString()).toContain('=?UTF-8?');
    const mail = await readMail(raw);
    expect(mail.subject).toBe('Vérifiez votre adresse ✓');
    expect(mail.from).toBe('Tessera <no-reply@tessera.test>');
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(html);
  });

  it('decodes base64 bodies and shows no HTML for a text-only mail', async () => {
    const text = 'Réinitialisez votre mot de passe : 123456';
    const raw = await rawMail({ subject: 'Reset', text, textEncoding: 'base64' });

    expect(raw.toString()).toMatch(/Content-Transfer-Encoding: base64/i);
    const mail = await readMail(raw);
    expect(mail.text).toBe(text);
    expect(mail.html).toBeNull();
  });

  it('shows no text for an HTML-only mail instead of deriving one', async () => {
    const raw = await rawMail({ subject: 'Only HTML', html: '<p>Welcome</p>' });

    const mail = await readMail(raw);
    expect(mail.text).toBeNull();
    expect(mail.html).toContain('<p>Welcome</p>');
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

    expect(raw.toString()).toContain('multipart/mixed');
    const mail = await readMail(raw);
    expect(mail.text).toBe('Your invoice is attached.');
    expect(mail.html).toBe('<p>Your invoice is attached.</p>');
  });

  it('unfolds headers and decodes 8bit bodies in their charset', async () => {
    const raw = Buffer.concat([
      Buffer.from(
        'From: =?UTF-8?Q?Z=C3=B6e?= <zoe@tessera.test>\r\nSubject: a long\r\n subject line\r\n',
      ),
      Buffer.from('Content-Type: text/plain; charset=iso-8859-1\r\n'),
      Buffer.from('Content-Transfer-Encoding: 8bit\r\n\r\n'),
      Buffer.from('caf\xe9\r\n', 'latin1'),
    ]);

    const mail = await readMail(raw);
    expect(mail.subject).toBe('a long subject line');
    expect(mail.from).toBe('Zöe <zoe@tessera.test>');
    expect(mail.text).toBe('café\n');
  });
});
