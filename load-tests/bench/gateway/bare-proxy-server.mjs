// The ceiling of one proxy hop in Node on this machine: bare Fastify relaying `/api/*` to auth
// over an undici pool, with no logging, hooks, rate limits or security headers. Case (c) is what
// the gateway adds on top of this.
import Fastify from 'fastify';
import { Pool } from 'undici';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

const upstream = new Pool(process.env.UPSTREAM_URL, { connections: 128 });
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));
app.get('/api/*', async (request, reply) => {
  const answer = await upstream.request({ path: request.url, method: 'GET' });
  const body = Buffer.from(await answer.body.arrayBuffer());
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!HOP_BY_HOP.has(name)) void reply.header(name, value);
  }
  return reply.code(answer.statusCode).send(body);
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
