import { request } from 'undici';
import type { ServiceTarget } from '../routing/route-table';

const PROBE_TIMEOUT_MS = 2_000;

export interface ServiceHealth {
  name: string;
  status: 'up' | 'down';
  responseTimeMs: number;
  /** The service's own dependency checks, as its `/health` reported them. */
  checks: Record<string, unknown>;
  error?: string;
}

export interface ServicesHealthReport {
  status: 'up' | 'degraded';
  gateway: { status: 'up'; uptimeSeconds: number };
  services: ServiceHealth[];
}

function checksIn(body: unknown): Record<string, unknown> {
  const checks = (body as { data?: { checks?: unknown } } | null)?.data?.checks;
  return typeof checks === 'object' && checks !== null ? (checks as Record<string, unknown>) : {};
}

async function probe(service: ServiceTarget): Promise<ServiceHealth> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  try {
    const response = await request(`${service.baseUrl}/health`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const body: unknown = await response.body.json().catch(() => null);
    const up = response.statusCode === 200;
    return {
      name: service.name,
      status: up ? 'up' : 'down',
      responseTimeMs: elapsed(),
      checks: checksIn(body),
      ...(up ? {} : { error: `Health check answered ${response.statusCode}` }),
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      name: service.name,
      status: 'down',
      responseTimeMs: elapsed(),
      checks: {},
      error: timedOut ? `No answer within ${PROBE_TIMEOUT_MS} ms` : 'Unreachable',
    };
  }
}

/** Asks every service's `/health` at once; one slow service costs at most the probe timeout. */
export async function checkServicesHealth(
  services: readonly ServiceTarget[],
): Promise<ServicesHealthReport> {
  const results = await Promise.all(services.map(probe));
  return {
    status: results.every((result) => result.status === 'up') ? 'up' : 'degraded',
    gateway: { status: 'up', uptimeSeconds: Math.round(process.uptime()) },
    services: results,
  };
}
