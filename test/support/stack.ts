import { type ServiceName, serviceEntry, serviceUrlVariable } from '@tessera/contracts';
import { afterAll, beforeAll, inject } from 'vitest';
import { dropDatabases, dropSearchIndices } from './databases';
import { freePort } from './free-port';
import { type RunningService, startService, waitUntilConsuming } from './processes';
import { requestSharedServices } from './shared-stack';
import { gatewayEnv, jwksUrlOf, serviceEnv } from './test-env';

export interface StackSpec {
  /** Registry services this file needs; only these are started. */
  services: ServiceName[];
  /** Starts a gateway in front of them (default true). */
  gateway?: boolean;
  /**
   * Extra settings per service (or `gateway`), computed when the stack starts. A file with settings
   * of its own starts its own stack; the others share the tier's.
   */
  env?: () => StackEnv | Promise<StackEnv>;
}

type StackEnv = Partial<Record<ServiceName | 'gateway', Record<string, string>>>;

export interface Stack {
  readonly gatewayUrl: string;
  url(service: ServiceName): string;
  /** The settings a service was started with, for a CLI run or a second instance. */
  env(service: ServiceName): Record<string, string>;
  /** Starts one more instance of a service on a free port; it is stopped with the file. */
  startInstance(service: ServiceName, env: Record<string, string>): Promise<RunningService>;
  /** A gateway with other settings in front of this stack's services. */
  startGateway(extra: Record<string, string>): Promise<RunningService>;
}

/**
 * The services a test file declares. Without settings of its own, a file uses the tier's shared
 * stack (started once, see `shared-stack.ts`) and keeps apart from other files by its own users and
 * ids. With settings, or outside the integration tier, it starts them on free ports with their own
 * databases before its tests, and stops them and drops their databases after; in the tier, such a
 * file still shares auth when it gives auth no settings. Consumers start at the latest offsets
 * and are waited for, so no event a test publishes is missed. Instances and gateways a file adds
 * are always its own.
 */
export function useStack(spec: StackSpec): Stack {
  const running: RunningService[] = [];
  const urls = new Map<string, string>();
  const envs = new Map<string, Record<string, string>>();
  const databases = new Set<string>();
  /** The shared stack's databases outlive the file, even when an instance of its own used one. */
  const sharedDatabases = new Set<string>();
  let gatewayUrl: string | null = null;
  let instances = 0;

  /** Every process verifies tokens with the keys of this stack's auth service. */
  const jwks = (): Record<string, string> => {
    const authUrl = urls.get('auth');
    return authUrl ? { JWKS_URL: jwksUrlOf(authUrl) } : {};
  };

  const launch = async (name: ServiceName, env: Record<string, string>, port?: number) => {
    port ??= await freePort();
    const service = await startService(name, `services/${name}/dist/main.js`, port, env);
    running.push(service);
    if (!sharedDatabases.has(env.MONGO_DB)) databases.add(env.MONGO_DB);
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
      if (!gatewayUrl) throw new Error('this stack has no gateway');
      return gatewayUrl;
    },
    url(name) {
      const url = urls.get(name);
      if (!url) throw new Error(`${name} is not part of this stack`);
      return url;
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

  /** Starts the services the file does not share, then its gateway, on free ports. */
  const startOwn = async (extra: StackEnv, shared: ServiceName[]) => {
    const own = spec.services.filter((name) => !shared.includes(name));
    const gatewayPort = await freePort();
    const ports = new Map<string, number>();
    for (const name of own) ports.set(name, await freePort());
    for (const name of own) urls.set(name, `http://127.0.0.1:${ports.get(name)}`);
    for (const name of own) {
      const env = {
        ...serviceEnv(name, 'main'),
        ...jwks(),
        // Where the other services of the stack are, for services that call them.
        ...serviceUrls(),
        PUBLIC_WEB_URL: `http://127.0.0.1:${gatewayPort}`,
        ...extra[name],
      };
      envs.set(name, env);
      await launch(name, env, ports.get(name));
    }
    if (spec.gateway ?? true)
      gatewayUrl = (await startGateway(extra.gateway ?? {}, gatewayPort)).url;
  };

  /** Takes services (and the gateway) from the tier's shared stack, starting them if none runs. */
  const share = async (sharedStackUrl: string, services: ServiceName[], gateway: boolean) => {
    const granted = await requestSharedServices(sharedStackUrl, { services, gateway });
    for (const service of granted.services) {
      urls.set(service.name, service.url);
      envs.set(service.name, service.env);
      sharedDatabases.add(service.env.MONGO_DB);
    }
    gatewayUrl = granted.gatewayUrl;
  };

  beforeAll(async () => {
    const sharedStackUrl = inject('sharedStackUrl');
    if (sharedStackUrl && !spec.env)
      return share(sharedStackUrl, spec.services, spec.gateway ?? true);
    const extra = (await spec.env?.()) ?? {};
    // Auth calls no other service, so a file that gives it no settings shares the tier's auth and
    // starts the rest itself, pointed at it: one start of auth less per such file.
    const shared: ServiceName[] =
      sharedStackUrl && spec.services.includes('auth') && !extra.auth ? ['auth'] : [];
    if (shared.length > 0) await share(sharedStackUrl, shared, false);
    await startOwn(extra, shared);
  });

  afterAll(async () => {
    await Promise.all(running.map((service) => service.stop()));
    await dropDatabases([...databases]);
    await dropSearchIndices(running.flatMap((service) => service.env.SEARCH_INDEX_PREFIX ?? []));
  });

  return stack;
}
