import { freePort } from '../lib/free-port.mjs';
import { startNodeProcess } from '../lib/node-process.mjs';
import { serviceStack } from '../lib/service-stack.mjs';

/**
 * The servers under test, each its own process on a free port: the hello-world ceiling, auth on
 * its own bench database, a gateway in front of it and a bare proxy in front of it too. Both
 * services run as deployed (production mode, info logging) and verify access tokens with the keys
 * auth publishes; with `cpuProfileDir`, auth and the gateway write CPU profiles there when they
 * stop.
 */
export async function startBenchStack({ runId, database, cpuProfileDir }) {
  const nodeOptions = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const stack = serviceStack({ bench: 'gateway', runId });
  const auth = await stack.auth({ database, nodeOptions });
  const gateway = await stack.gateway({ upstreams: { AUTH_URL: auth.url }, nodeOptions });
  const hello = await startNodeProcess({
    name: 'gateway-hello',
    entry: 'load-tests/bench/gateway/hello-server.mjs',
    port: await freePort(),
    readyPath: '/hello',
    env: {},
  });
  const bareProxy = await startNodeProcess({
    name: 'gateway-bare-proxy',
    entry: 'load-tests/bench/gateway/bare-proxy-server.mjs',
    port: await freePort(),
    readyPath: '/hello',
    env: { UPSTREAM_URL: auth.url },
  });
  return { hello, auth, gateway, bareProxy };
}
