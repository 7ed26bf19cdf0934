import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port';
import type { RunningService } from '../../test/support/processes';
import { useStack } from '../../test/support/stack';

const stack = useStack({ services: [], gateway: false });
let gateway: RunningService;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  gateway = await stack.startGateway({ METRICS_PORT: String(metricsPort) });
  metricsUrl = `http://127.0.0.1:${metricsPort}`;
});

describe('gateway metrics', () => {
  it('are not served on the public port', async () => {
    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect((await fetch(`${gateway.url}/metrics/`)).status).toBe(404);
  });

  it('are served on the metrics port, with the requests the public port answered', async () => {
    await fetch(`${gateway.url}/health/live`);
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('nodejs_version_info');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/health\/live"/,
    );
  });

  it('answer nothing else on the metrics port', async () => {
    const response = await fetch(`${metricsUrl}/health/live`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
