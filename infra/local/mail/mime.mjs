// A small MIME reader: enough of RFC 2045-2047 to show what a mail said. It reads headers
// (folded lines and encoded words), walks multipart bodies of any depth and decodes the
// quoted-printable and base64 transfer encodings with the part's charset.

import { TextDecoder } from 'node:util';

const CRLF_SPLIT = /\r?\n/;

/** Splits a raw entity into its header block and body at the first empty line. */
function splitEntity(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headerBlock: raw, body: '' };
  return { headerBlock: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

/** Header names lower-cased; repeated headers keep their first value. */
export function parseHeaders(headerBlock) {
  const headers = new Map();
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(CRLF_SPLIT)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** Reads `type/subtype; key=value; key="quoted value"` into a value and its parameters. */
export function parseHeaderValue(value = '') {
  const [main, ...rest] = splitOutsideQuotes(value, ';');
  const params = new Map();
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals <= 0) continue;
    const key = param.slice(0, equals).trim().toLowerCase();
    let paramValue = param.slice(equals + 1).trim();
    if (paramValue.startsWith('"') && paramValue.endsWith('"')) {
      paramValue = paramValue.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    params.set(key, paramValue);
  }
  return { value: main.trim().toLowerCase(), params };
}

function splitOutsideQuotes(text, separator) {
  const pieces = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      pieces.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current);
  return pieces;
}

function decodeBytes(bytes, charset = 'utf-8') {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Turns a quoted-printable string into raw bytes (soft line breaks removed). */
export function decodeQuotedPrintable(text) {
  const withoutSoftBreaks = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < withoutSoftBreaks.length; i += 1) {
    const char = withoutSoftBreaks[i];
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

function decodeTransfer(body, encoding) {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      // The raw message is held as latin1, so this restores the original 7bit/8bit bytes.
      return Buffer.from(body, 'latin1');
  }
}

/** Decodes RFC 2047 encoded words such as `=?UTF-8?B?...?=` found in subjects and names. */
export function decodeEncodedWords(text = '') {
  const encodedWord = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  // Whitespace between two adjacent encoded words is not part of the text.
  const joined = text.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(encodedWord, (_match, charset, kind, payload) => {
    const bytes =
      kind.toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64')
        : decodeQuotedPrintable(payload.replace(/_/g, ' '));
    return decodeBytes(bytes, charset.split('*')[0]);
  });
}

function parseEntity(raw, found) {
  const { headerBlock, body } = splitEntity(raw);
  const headers = parseHeaders(headerBlock);
  const contentType = parseHeaderValue(headers.get('content-type') ?? 'text/plain');
  const disposition = parseHeaderValue(headers.get('content-disposition') ?? 'inline');

  if (contentType.value.startsWith('multipart/')) {
    const boundary = contentType.params.get('boundary');
    if (boundary) {
      for (const part of splitMultipart(body, boundary)) parseEntity(part, found);
    }
    return headers;
  }
  if (disposition.value === 'attachment') return headers;

  const field =
    contentType.value === 'text/html' ? 'html' : contentType.value === 'text/plain' ? 'text' : null;
  if (field && found[field] === null) {
    const bytes = decodeTransfer(body, headers.get('content-transfer-encoding'));
    found[field] = decodeBytes(bytes, contentType.params.get('charset') ?? 'utf-8');
  }
  return headers;
}

function splitMultipart(body, boundary) {
  const lines = body.split(/\r?\n/);
  const parts = [];
  let current = null;
  for (const line of lines) {
    if (line.startsWith(`--${boundary}--`)) {
      if (current) parts.push(current.join('\r\n'));
      return parts;
    }
    if (line.startsWith(`--${boundary}`)) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else if (current) {
      current.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

/**
 * Reads a raw RFC 5322 message (a Buffer as received over SMTP) into its subject, sender and
 * first text/plain and text/html bodies; a body the mail does not have is null.
 */
export function parseMail(rawMessage) {
  const raw = Buffer.isBuffer(rawMessage) ? rawMessage.toString('latin1') : rawMessage;
  const found = { text: null, html: null };
  const headers = parseEntity(raw, found);
  return {
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    from: decodeEncodedWords(headers.get('from') ?? ''),
    text: found.text,
    html: found.html,
  };
}
