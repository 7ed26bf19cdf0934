import { describe, expect, it, vi } from 'vitest';
import type { ServiceTarget } from '../routing/route-table';
import { OpenApiAggregator } from './openapi-aggregator';
import type { OpenApiDocument } from './openapi-merge';

const services: ServiceTarget[] = [
  { name: 'auth', baseUrl: 'http://auth' },
  { name: 'content', baseUrl: 'http://content' },
];
const gateway = { paths: { '/api/health': { get: {} } } };
const documentOf = (service: ServiceTarget): OpenApiDocument => ({
  paths: { [`/api/${service.name}`]: { get: {} } },
});

describe('OpenApiAggregator', () => {
  it('asks every service and reuses the result for 30 seconds', async () => {
    let now = 1_000;
    const fetchDocument = vi.fn(async (service: ServiceTarget) => documentOf(service));
    const aggregator = new OpenApiAggregator(services, gateway, fetchDocument, () => now);

    const first = await aggregator.document();
    expect(Object.keys(first.paths as object)).toEqual([
      '/api/health',
      '/api/auth',
      '/api/content',
    ]);
    expect(fetchDocument).toHaveBeenCalledTimes(2);

    now += 29_000;
    expect(await aggregator.document()).toBe(first);
    expect(fetchDocument).toHaveBeenCalledTimes(2);

    now += 2_000;
    await aggregator.document();
    expect(fetchDocument).toHaveBeenCalledTimes(4);
  });

  it('shares one round of requests between callers arriving together', async () => {
    const fetchDocument = vi.fn(async (service: ServiceTarget) => documentOf(service));
    const aggregator = new OpenApiAggregator(services, gateway, fetchDocument);

    const [a, b] = await Promise.all([aggregator.document(), aggregator.document()]);
    expect(a).toBe(b);
    expect(fetchDocument).toHaveBeenCalledTimes(2);
  });

  it('marks a service without a document as unavailable', async () => {
    const fetchDocument = async (service: ServiceTarget) =>
      service.name === 'content' ? null : documentOf(service);
    const document = await new OpenApiAggregator(services, gateway, fetchDocument).document();
    expect(document['x-services']).toEqual([
      { name: 'auth', status: 'available' },
      { name: 'content', status: 'unavailable' },
    ]);
  });
});
