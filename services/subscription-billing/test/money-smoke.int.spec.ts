import { describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/support/api-client';
import { useStack } from '../../../test/support/stack';

const stack = useStack({ services: ['subscription-billing'], gateway: false });

describe('subscription-billing service', () => {
  it('starts with its registry consumers and answers health checks', async () => {
    const api = apiClient(stack.url('subscription-billing'));
    const health = await api('GET', '/health');
    expect(health.status).toBe(200);
  });
});
