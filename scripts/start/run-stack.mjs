// Runs every service of the service registry and the gateway under the stack supervisor, prints
// where the platform answers once the gateway reports healthy, and stops everything on Ctrl-C or
// SIGTERM. scripts/start.sh calls it after the infrastructure is up and everything is built.
import { createRequire } from 'node:module';
import { StackSupervisor } from './stack-supervisor.mjs';

const require = createRequire(import.meta.url);
const { SERVICE_REGISTRY, serviceUrlVariable } = require('../../libs/contracts/dist');

const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8080);
const supervisor = new StackSupervisor();
const serviceUrls = {};

for (const { name, port } of SERVICE_REGISTRY) {
  supervisor.run(name, process.execPath, [`services/${name}/dist/main.js`], { PORT: String(port) });
  serviceUrls[serviceUrlVariable(name)] = `http://127.0.0.1:${port}`;
}
supervisor.run('gateway', process.execPath, ['gateway/dist/main.js'], {
  ...serviceUrls,
  PORT: String(gatewayPort),
});

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  void supervisor.stop().then(() => process.exit(code));
};
process.on('SIGINT', () => stop(130));
process.on('SIGTERM', () => stop(143));

const healthUrl = `http://127.0.0.1:${gatewayPort}/api/health`;
for (let attempt = 0; attempt < 120 && !stopping; attempt += 1) {
  const healthy = await fetch(healthUrl).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) {
    console.log(
      `\nTessera is running: http://localhost:${gatewayPort} (API health: /api/health, docs: /api/docs)`,
    );
    console.log('A process that stops is started again. Press Ctrl-C to stop everything.');
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
