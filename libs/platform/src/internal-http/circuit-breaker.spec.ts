import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';

describe('CircuitBreaker', () => {
  const setup = () => {
    let now = 1000;
    const breaker = new CircuitBreaker({ failureThreshold: 2, openMs: 500 }, () => now);
    return { breaker, advance: (ms: number) => (now += ms) };
  };

  it('opens after consecutive failures, a success in between resets the count', () => {
    const { breaker } = setup();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    expect(breaker.tryPass()).toBe(true);
    breaker.recordFailure();
    expect(breaker.tryPass()).toBe(false);
  });

  it('lets a single trial through after the pause; its outcome closes or reopens the circuit', () => {
    const { breaker, advance } = setup();
    breaker.recordFailure();
    breaker.recordFailure();
    advance(500);
    expect(breaker.tryPass()).toBe(true);
    expect(breaker.tryPass()).toBe(false);
    breaker.recordFailure();
    expect(breaker.tryPass()).toBe(false);
    advance(500);
    expect(breaker.tryPass()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.tryPass()).toBe(true);
    expect(breaker.tryPass()).toBe(true);
  });

  it('frees the trial slot when the trial call is abandoned', () => {
    const { breaker, advance } = setup();
    breaker.recordFailure();
    breaker.recordFailure();
    advance(500);
    expect(breaker.tryPass()).toBe(true);
    breaker.release();
    expect(breaker.tryPass()).toBe(true);
  });
});
