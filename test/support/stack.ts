import { type ServiceName, serviceEntry, serviceUrlVariable } from '@tessera/contracts';
import mongoose from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port';
import { type RunningService, startService, waitUntilConsuming } from './processes';
import { gatewayEnv, infraEnv, jwksUrlOf, serviceEnv } from './test-env';

export interface StackSpec {
  /** Registry services this file needs; only these are started. */
  services: ServiceName[];
  /** Starts a gateway in front of them (default true). */
  gateway?: boolean;
  /** Extra settings per service (or `gateway`), computed when the stack starts. */
  env?: () => StackEnv | Promise<StackEnv>;
}

type StackEnv = Partial<Record<ServiceName | 'gateway', Record<string, string>>>;

export interface Stack {
  readonly gatewayUrl: string;
  url(service: ServiceName): string;
  /** The settings a service was started with, for a CLI run or a second instance. */
  env(service: ServiceName): Record<string, string>;
  /** Starts one more instance of a service on a free port; it is stopped with the stack. */
  startInstance(service: ServiceName, env: Record<string, string>): Promise<RunningService>;
  /** A gateway with other settings in front of this stack's services. */
  startGateway(extra: Record<string, string>): Promise<RunningService>;
}

/**
 * Starts the services a test file declares, on free ports with their own databases, before its
 * tests, and stops them and drops their databases after. Consumers start at the latest offsets and
 * are waited for, so no event a test publishes is missed.
 */
export function useStack(spec: StackSpec): Stack {
  const running: RunningService[] = [];
  const envs = new Map<string, Record<string, string>>();
  const databases = new Set<string>();
  let gateway: RunningService | null = null;
  let instances = 0;

  const ports = new Map<string, number>();
  /** Every process verifies tokens with the keys of this stack's auth service. */
  const jwks = () => {
    const authPort = ports.get('auth');
    return authPort ? { JWKS_URL: jwksUrlOf(`http://127.0.0.1:${authPort}`) } : {};
  };

  const launch = async (name: ServiceName, env: Record<string, string>, port?: number) => {
    port ??= await freePort();
    const service = await startService(name, `services/${name}/dist/main.js`, port, env);
    running.push(service);
    databases.add(env.MONGO_DB);
    if (serviceEntry(name).consumes.length > 0) await waitUntilConsuming(service);
    return service;
  };

  const serviceUrls = () =>
    Object.fromEntries(spec.services.map((name) => [serviceUrlVariable(name), stack.url(name)]));

  const startGateway = async (extra: Record<string, string>, port?: number) => {
    const started = await startService(
      'gateway',
      'gateway/dist/main.js',
      port ?? (await freePort()),
      gatewayEnv({ ...serviceUrls(), ...jwks(), ...extra }),
    );
    running.push(started);
    return started;
  };

  const stack: Stack = {
    get gatewayUrl() {
      if (!gateway) throw new Error('this stack has no gateway');
      return gateway.url;
    },
    url(name) {
      const service = running.find((candidate) => candidate.name === name);
      if (!service) throw new Error(`${name} is not part of this stack`);
      return service.url;
    },
    env(name) {
      const env = envs.get(name);
      if (!env) throw new Error(`${name} is not part of this stack`);
      return env;
    },
    startInstance(name, env) {
      instances += 1;
      return launch(name, { ...serviceEnv(name, `extra${instances}`), ...jwks(), ...env });
    },
    startGateway: (extra) => startGateway(extra),
  };

  beforeAll(async () => {
    const extra = (await spec.env?.()) ?? {};
    const gatewayPort = await freePort();
    for (const name of spec.services) ports.set(name, await freePort());
    for (const name of spec.services) {
      const env = {
        ...serviceEnv(name, 'main'),
        ...jwks(),
        PUBLIC_WEB_URL: `http://127.0.0.1:${gatewayPort}`,
        ...extra[name],
      };
      envs.set(name, env);
      await launch(name, env, ports.get(name));
    }
    if (spec.gateway ?? true) gateway = await startGateway(extra.gateway ?? {}, gatewayPort);
  });

  afterAll(async () => {
    await Promise.all(running.map((service) => service.stop()));
    await dropDatabases([...databases]);
  });

  return stack;
}

async function dropDatabases(names: string[]): Promise<void> {
  const client = new mongoose.mongo.MongoClient(infraEnv().MONGO_URL);
  try {
    await client.connect();
    await Promise.all(names.map((name) => client.db(name).dropDatabase()));
  } finally {
    await client.close();
  }
}
