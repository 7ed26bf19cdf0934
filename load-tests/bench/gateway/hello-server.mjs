// The ceiling of one Node HTTP hop on this machine: bare Fastify answering a fixed JSON body,
// without logging, Nest or anything else the services add.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
