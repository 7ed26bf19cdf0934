import { randomBytes } from 'node:crypto';
import { infraAddresses } from '../bench-settings.mjs';
import { freePort } from '../free-port.mjs';
import { startNodeProcess } from '../node-process.mjs';

// Far above anything a run sends, so the gateway still counts every handshake in Redis, as it does
// in production, but never answers 429.
const UNREACHABLE_RATE_LIMIT = '1000000000';
// Room above the sockets for the health checks and the bench's own HTTP calls.
const SPARE_CONNECTIONS = 1_000;

/** A process under test with an inspector on loopback, so the bench can profile it on demand. */
async function startProfiledProcess(options) {
  const inspectorPort = await freePort();
  const started = await startNodeProcess({
    ...options,
    port: await freePort(),
    nodeOptions: [`--inspect=127.0.0.1:${inspectorPort}`],
  });
  return { ...started, name: options.name, inspectorPort };
}

/**
 * Auth, the messaging replicas sharing the run's database and Redis (rooms meet over the socket.io
 * Redis adapter) and the gateways that spread new sockets over the replicas in turn, each its own
 * process on a free port, as deployed (production mode, warnings logged).
 */
export async function startMessagingStack({
  runId,
  authDatabase,
  messagingDatabase,
  redisPrefix,
  settings,
}) {
  const infra = infraAddresses();
  const deployed = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const consumer = (service) => ({
    KAFKA_CLIENT_ID: `${service}-mbench-${runId}`,
    KAFKA_GROUP_ID: `${service}-mbench-${runId}`,
    KAFKA_FROM_BEGINNING: 'false',
  });
  const signingKeySecret = randomBytes(32).toString('hex');
  const authPort = await freePort();
  const jwksUrl = `http://127.0.0.1:${authPort}/.well-known/jwks.json`;

  const auth = await startNodeProcess({
    name: 'messaging-bench-auth',
    entry: 'services/auth/dist/main.js',
    port: authPort,
    readyPath: '/health/consumers',
    env: {
      ...infra,
      ...deployed,
      ...consumer('auth'),
      SIGNING_KEY_SECRET: signingKeySecret,
      JWKS_URL: jwksUrl,
      MONGO_DB: authDatabase,
    },
  });
  const replicas = [];
  for (let index = 1; index <= settings.replicas; index += 1) {
    replicas.push(
      await startProfiledProcess({
        name: `messaging-bench-messaging-${index}`,
        entry: 'services/messaging/dist/main.js',
        readyPath: '/health/consumers',
        env: {
          ...infra,
          ...deployed,
          // Replicas of one deployment: one consumer group, one database, one Redis namespace.
          ...consumer('messaging'),
          JWKS_URL: jwksUrl,
          MONGO_DB: messagingDatabase,
          MESSAGING_REDIS_PREFIX: redisPrefix,
        },
      }),
    );
  }
  const gateways = [];
  for (let index = 1; index <= settings.gateways; index += 1) {
    gateways.push(
      await startProfiledProcess({
        name: `messaging-bench-gateway-${index}`,
        entry: 'gateway/dist/main.js',
        readyPath: '/health/ready',
        env: {
          REDIS_URL: infra.REDIS_URL,
          ...deployed,
          JWKS_URL: jwksUrl,
          AUTH_URL: auth.url,
          MESSAGING_URL: replicas[0].url,
          SOCKET_IO_URL: replicas.map((replica) => replica.url).join(','),
          MAX_CONNECTIONS: String(
            Math.ceil(settings.sockets / settings.gateways) + SPARE_CONNECTIONS,
          ),
          METRICS_PORT: '0',
          RATE_LIMIT_API_MAX: UNREACHABLE_RATE_LIMIT,
          RATE_LIMIT_CREDENTIALS_MAX: UNREACHABLE_RATE_LIMIT,
        },
      }),
    );
  }
  return { auth, replicas, gateways, signingKeySecret };
}
