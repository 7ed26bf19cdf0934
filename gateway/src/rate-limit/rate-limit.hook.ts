import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { forwardedClient } from '../http/forwarded-client';
import { type RateLimitPolicy, type RateLimitRule, rateLimitKeyPrefix } from './rate-limit-policy';
import type { RateLimitOutcome, RateLimiter } from './rate-limiter';

export interface RateLimitHookOptions {
  limiter: RateLimiter;
  policy: RateLimitPolicy;
  trustedProxyHops: number;
  /** Requests carrying this key in `x-load-test-key` are not limited. */
  loadTestKey?: string;
  logger: Logger;
}

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/** Repeating the same Redis outage on every request would drown the logs. */
const OUTAGE_WARNING_INTERVAL_MS = 30_000;

const digest = (value: string) => createHash('sha256').update(value).digest();

export function loadTestBypass(key: string | undefined): (header: unknown) => boolean {
  if (!key) return () => false;
  const expected = digest(key);
  return (header) => typeof header === 'string' && timingSafeEqual(digest(header), expected);
}

/** What a rule adds to every request it counts, written out once: its key prefix and policy header. */
interface PreparedRule {
  keyPrefix: string;
  policyHeader: string;
}

function prepareRules(policy: RateLimitPolicy): Map<RateLimitRule, PreparedRule> {
  return new Map(
    policy.rules.map((rule) => [
      rule,
      {
        keyPrefix: rateLimitKeyPrefix(rule),
        policyHeader: `${rule.limit};w=${rule.windowMs / 1000}`,
      },
    ]),
  );
}

function setRateLimitHeaders(reply: FastifyReply, policyHeader: string, outcome: RateLimitOutcome) {
  void reply.headers({
    'ratelimit-limit': outcome.limit,
    'ratelimit-remaining': outcome.remaining,
    'ratelimit-reset': Math.ceil(outcome.resetMs / 1000),
    'ratelimit-policy': policyHeader,
  });
}

/**
 * Counts `/api` requests per client address and route class before their bodies are read, after
 * CORS has run so a browser can read the 429. When Redis is unreachable requests go through: a
 * Redis outage must not take the whole API down.
 */
export function registerRateLimits(fastify: FastifyInstance, options: RateLimitHookOptions): void {
  const isLoadTest = loadTestBypass(options.loadTestKey);
  const prepared = prepareRules(options.policy);
  let lastOutageWarningAt = 0;

  const decide = (reply: FastifyReply, policyHeader: string, outcome: RateLimitOutcome) => {
    setRateLimitHeaders(reply, policyHeader, outcome);
    if (outcome.allowed) return true;
    void reply
      .code(429)
      .header('retry-after', Math.ceil(outcome.resetMs / 1000))
      .send({ error: TOO_MANY_REQUESTS_MESSAGE });
    return false;
  };

  // A callback hook, not an async one: most requests are decided on this replica's counts at
  // once, and need no promise. One that is refused is answered here and goes no further.
  fastify.addHook('preParsing', (request, reply, payload, done) => {
    const rule = options.policy.ruleFor(request.method, request.url);
    if (!rule || isLoadTest(request.headers['x-load-test-key'])) {
      done(null, payload);
      return;
    }
    const { address } = forwardedClient(request.raw, options.trustedProxyHops);
    const { keyPrefix, policyHeader } = prepared.get(rule)!;
    const key = keyPrefix + address;
    const local = options.limiter.hitLocally(key, rule);
    if (local) {
      if (decide(reply, policyHeader, local)) done(null, payload);
      return;
    }
    options.limiter.hit(key, rule).then(
      (outcome) => {
        if (decide(reply, policyHeader, outcome)) done(null, payload);
      },
      (error: unknown) => {
        if (Date.now() - lastOutageWarningAt > OUTAGE_WARNING_INTERVAL_MS) {
          lastOutageWarningAt = Date.now();
          options.logger.warn({ err: error }, 'rate limits not enforced: Redis is unavailable');
        }
        done(null, payload);
      },
    );
  });
}
