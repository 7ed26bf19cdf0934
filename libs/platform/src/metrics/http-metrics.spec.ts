import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsRegistry, registerHttpMetrics } from './http-metrics';

describe('registerHttpMetrics', () => {
  it('counts requests by method, route pattern and status in the duration histogram', async () => {
    const app = Fastify();
    registerHttpMetrics(app);
    app.get('/things/:id', async () => ({ data: 'thing' }));
    await app.ready();
    for (const url of ['/things/1', '/things/2', '/nowhere']) {
      await app.inject({ method: 'GET', url });
    }
    await app.close();

    const text = await metricsRegistry.metrics();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/things/:id",status_code="200"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="5",method="GET",route="\/things\/:id",status_code="200"\} 2/,
    );
  });
});
