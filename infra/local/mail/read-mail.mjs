// Reads a raw message, as received over SMTP, into what the catcher shows of it.
import { simpleParser } from 'mailparser';

function formatAddresses(addressObject) {
  const addresses = [addressObject ?? []].flat().flatMap((entry) => entry.value);
  return addresses
    .map(({ name, address }) => (name ? `${name} <${address}>` : (address ?? '')))
    .join(', ');
}

/**
 * The subject, sender and the first text/plain and text/html bodies of a mail; a body the mail
 * does not have is null. No text is derived from the HTML, so a mail without a text part shows
 * none, as its recipients' plain-text clients would.
 */
export async function readMail(raw) {
  const parsed = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  return {
    subject: parsed.subject ?? '',
    from: formatAddresses(parsed.from),
    text: parsed.text || null,
    html: parsed.html || null,
  };
}
