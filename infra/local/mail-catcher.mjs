// Local SMTP catcher: accepts every mail on 127.0.0.1:1025 (no auth, no TLS) and shows what it
// received over HTTP on 127.0.0.1:1080.
//   GET    /messages[?to=address]  -> [{ id, from, to, subject, text, html, receivedAt }], newest last
//   DELETE /messages               -> removes every stored mail
// Mails are kept as JSON under MAIL_DATA_DIR (default <repo>/.infra/data/mail).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { MessageStore } from './mail/message-store.mjs';
import { readMail } from './mail/read-mail.mjs';

const HOST = '127.0.0.1';
const SMTP_PORT = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 1080);
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = process.env.MAIL_DATA_DIR ?? path.join(repoRoot, '.infra/data/mail');

const store = new MessageStore(dataDir);
await store.load();

function readStream(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

async function receive(stream, session) {
  const raw = await readStream(stream);
  if (stream.sizeExceeded) {
    throw Object.assign(new Error('Message too large'), { responseCode: 552 });
  }
  const parsed = await readMail(raw);
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const message = {
    id: randomUUID(),
    from: parsed.from || envelopeFrom,
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject,
    text: parsed.text,
    html: parsed.html,
    receivedAt: new Date().toISOString(),
  };
  await store.add(message);
  console.log(`mail ${message.id} to ${message.to.join(', ')}: ${message.subject}`);
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  hideSTARTTLS: true,
  size: MAX_MESSAGE_BYTES,
  logger: false,
  onData(stream, session, callback) {
    receive(stream, session).then(() => callback(), callback);
  },
});
smtp.on('error', (error) => console.error(`smtp error: ${error.message}`));

function sendJson(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}:${HTTP_PORT}`);
  if (url.pathname !== '/messages') {
    sendJson(response, 404, { message: 'Not found' });
    return;
  }
  if (request.method === 'GET') {
    sendJson(response, 200, store.list(url.searchParams.get('to')));
    return;
  }
  if (request.method === 'DELETE') {
    store.clear().then(
      () => sendJson(response, 200, { deleted: true }),
      (error) => sendJson(response, 500, { message: error.message }),
    );
    return;
  }
  response.setHeader('allow', 'GET, DELETE');
  sendJson(response, 405, { message: 'Method not allowed' });
});

smtp.listen(SMTP_PORT, HOST, () => console.log(`smtp listening on ${HOST}:${SMTP_PORT}`));
http.listen(HTTP_PORT, HOST, () => console.log(`http listening on ${HOST}:${HTTP_PORT}`));

function shutdown() {
  http.close();
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
