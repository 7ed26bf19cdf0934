import type { ServiceHealthDto } from '@tessera/contracts';

interface ReadinessReport {
  status?: string;
  checks?: Record<string, { status: string; error?: string }>;
}

/** `process_start_time_seconds` and the runtime's version from a Prometheus scrape. */
export function parseProcessMetrics(text: string, now: number) {
  const started = /^process_start_time_seconds\s+([\d.e+]+)/m.exec(text);
  const runtime = /^nodejs_version_info\{[^}]*version="([^"]+)"/m.exec(text);
  return {
    uptimeSeconds: started ? Math.max(0, Math.round(now / 1000 - Number(started[1]))) : null,
    version: runtime ? `node ${runtime[1]}` : null,
  };
}

async function getWithin(url: string, timeoutMs: number): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * One service's readiness: 200 is up, 503 (a dependency failed its check) degraded, no answer
 * within `timeoutMs` down. Uptime and runtime version come from its metrics route when that is on
 * the app's port (elsewhere they stay null).
 */
export async function probeService(
  name: string,
  url: string,
  timeoutMs: number,
): Promise<ServiceHealthDto> {
  const started = performance.now();
  const [ready, metrics] = await Promise.allSettled([
    getWithin(`${url}/health/ready`, timeoutMs),
    getWithin(`${url}/metrics`, timeoutMs).then((response) => (response.ok ? response.text() : '')),
  ]);
  const process =
    metrics.status === 'fulfilled'
      ? parseProcessMetrics(metrics.value, Date.now())
      : { uptimeSeconds: null, version: null };
  if (ready.status === 'rejected') {
    const reason = (ready.reason as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
    return { name, url, status: 'down', responseTimeMs: null, problems: [reason], ...process };
  }
  const responseTimeMs = Math.round(performance.now() - started);
  const body = (await ready.value.json().catch(() => ({}))) as { data?: ReadinessReport };
  const failed = Object.entries(body.data?.checks ?? {})
    .filter(([, check]) => check.status !== 'up')
    .map(([check, result]) => `${check}: ${result.error ?? 'down'}`);
  const status = ready.value.ok ? 'up' : ready.value.status === 503 ? 'degraded' : 'down';
  const problems = status === 'down' ? [`answered ${ready.value.status}`] : failed;
  return { name, url, status, responseTimeMs, problems, ...process };
}
