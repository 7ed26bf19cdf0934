import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SERVICE_REGISTRY,
  type ServiceName,
  serviceEntry,
  serviceUrlVariable,
} from '@tessera/contracts';
import { dropDatabases, dropSearchIndices } from './databases';
import { freePort } from './free-port';
import { type RunningService, startService, waitUntilConsuming } from './processes';
import { gatewayEnv, jwksUrlOf, serviceEnv } from './test-env';

/** What a test file asks the shared stack for. */
export interface SharedStackRequest {
  services: ServiceName[];
  gateway: boolean;
}

/** The shared services a file asked for, with the settings each was started with. */
export interface SharedStackGrant {
  gatewayUrl: string | null;
  services: Array<{ name: ServiceName; url: string; env: Record<string, string> }>;
}

/**
 * The services and gateway the integration files share, started in the process that runs the tier
 * the first time a file asks for them, and stopped when the tier ends. Ports are chosen up front for
 * every registry service, so the gateway names them all even before a service runs. Files keep
 * apart by registering users of their own; a file that needs other settings or kills a process
 * starts its own stack instead.
 */
export class SharedStack {
  private readonly started = new Map<string, Promise<RunningService>>();
  private readonly running: RunningService[] = [];

  private constructor(private readonly ports: Map<string, number>) {}

  static async reservePorts(): Promise<SharedStack> {
    const ports = new Map<string, number>();
    for (const name of [...SERVICE_REGISTRY.map((entry) => entry.name), 'gateway']) {
      ports.set(name, await freePort());
    }
    return new SharedStack(ports);
  }

  async grant(request: SharedStackRequest): Promise<SharedStackGrant> {
    // One at a time, as a file's own stack starts them: on two busy cores, services booting
    // together each take longer than their readiness deadline allows.
    const services: RunningService[] = [];
    for (const name of request.services) services.push(await this.service(name));
    const gateway = request.gateway ? await this.gateway() : null;
    return {
      gatewayUrl: gateway?.url ?? null,
      services: services.map((service, index) => ({
        name: request.services[index],
        url: service.url,
        env: service.env,
      })),
    };
  }

  async stop(): Promise<void> {
    const stopped = await Promise.allSettled(this.running.map((service) => service.stop()));
    await dropDatabases(this.running.flatMap((service) => service.env.MONGO_DB ?? []));
    await dropSearchIndices(
      this.running.flatMap((service) => service.env.SEARCH_INDEX_PREFIX ?? []),
    );
    for (const outcome of stopped) if (outcome.status === 'rejected') throw outcome.reason;
  }

  /** `<NAME>_URL` of every registry service, for the gateway and services that call others. */
  private serviceUrls(): Record<string, string> {
    return Object.fromEntries(
      SERVICE_REGISTRY.map(({ name }) => [serviceUrlVariable(name), this.urlOf(name)]),
    );
  }

  private urlOf(name: string): string {
    return `http://127.0.0.1:${this.ports.get(name)}`;
  }

  private once(name: string, start: () => Promise<RunningService>): Promise<RunningService> {
    let starting = this.started.get(name);
    if (!starting) {
      starting = start().then(
        (service) => {
          this.running.push(service);
          return service;
        },
        (error: unknown) => {
          // The next file that asks tries again, rather than failing at once for this one.
          this.started.delete(name);
          throw error;
        },
      );
      this.started.set(name, starting);
    }
    return starting;
  }

  /** Auth first: every other process verifies tokens with its keys. */
  private service(name: ServiceName): Promise<RunningService> {
    return this.once(name, async () => {
      if (name !== 'auth') await this.service('auth');
      const env = {
        ...serviceEnv(name, 'shared'),
        JWKS_URL: jwksUrlOf(this.urlOf('auth')),
        PUBLIC_WEB_URL: this.urlOf('gateway'),
        ...this.serviceUrls(),
      };
      const port = this.ports.get(name) as number;
      const service = await startService(name, `services/${name}/dist/main.js`, port, env);
      if (serviceEntry(name).consumes.length > 0) await waitUntilConsuming(service);
      return service;
    });
  }

  private gateway(): Promise<RunningService> {
    return this.once('gateway', async () => {
      await this.service('auth');
      const env = gatewayEnv({
        ...this.serviceUrls(),
        JWKS_URL: jwksUrlOf(this.urlOf('auth')),
      });
      return startService(
        'gateway',
        'gateway/dist/main.js',
        this.ports.get('gateway') as number,
        env,
      );
    });
  }
}

/** Answers files' requests for shared services over HTTP on a free local port. */
export async function serveSharedStack(
  stack: SharedStack,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SharedStackRequest;
      stack.grant(asked).then(
        (grant) =>
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(grant)),
        (error: Error) => response.writeHead(500).end(error.stack ?? error.message),
      );
    });
  });
  // Starting a service takes longer than Node's default request timeout allows for.
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Asks the tier's shared stack for services, starting those not running yet. */
export async function requestSharedServices(
  brokerUrl: string,
  request: SharedStackRequest,
): Promise<SharedStackGrant> {
  const response = await fetch(brokerUrl, { method: 'POST', body: JSON.stringify(request) });
  if (!response.ok) throw new Error(`the shared stack could not start: ${await response.text()}`);
  return (await response.json()) as SharedStackGrant;
}
