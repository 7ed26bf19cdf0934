import { serviceStack } from '../lib/service-stack.mjs';

// Room above the sockets for the health checks and the bench's own HTTP calls.
const SPARE_CONNECTIONS = 1_000;

/**
 * Auth, the messaging replicas sharing the run's database and Redis (rooms meet over the socket.io
 * Redis adapter) and the gateways that spread new sockets over the replicas in turn, each its own
 * process on a free port, as deployed (production mode, warnings logged). Replicas and gateways
 * open the V8 inspector on loopback so the bench can profile them.
 */
export async function startMessagingStack({
  runId,
  authDatabase,
  messagingDatabase,
  redisPrefix,
  settings,
}) {
  const stack = serviceStack({ bench: 'messaging', runId, logLevel: 'warn' });
  const auth = await stack.auth({ database: authDatabase });
  const replicas = [];
  for (let index = 1; index <= settings.replicas; index += 1) {
    replicas.push(
      // Replicas of one deployment: one consumer group, one database, one Redis namespace.
      await stack.service('messaging', {
        name: `messaging-${index}`,
        database: messagingDatabase,
        inspect: true,
        env: { MESSAGING_REDIS_PREFIX: redisPrefix },
      }),
    );
  }
  const gateways = [];
  for (let index = 1; index <= settings.gateways; index += 1) {
    gateways.push(
      await stack.gateway({
        name: `gateway-${index}`,
        inspect: true,
        upstreams: {
          AUTH_URL: auth.url,
          MESSAGING_URL: replicas[0].url,
          SOCKET_IO_URL: replicas.map((replica) => replica.url).join(','),
        },
        env: {
          MAX_CONNECTIONS: String(
            Math.ceil(settings.sockets / settings.gateways) + SPARE_CONNECTIONS,
          ),
        },
      }),
    );
  }
  return { auth, replicas, gateways, signingKeySecret: auth.signingKeySecret };
}
