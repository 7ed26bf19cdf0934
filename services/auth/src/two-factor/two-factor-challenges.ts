import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  hashSecret,
  issueOpaqueToken,
  parseOpaqueToken,
  secretMatches,
} from '../credentials/opaque-token';
import type { StartSessionOptions } from '../sessions/session.service';

/** How long the second step may take after the first factor was accepted. */
export const CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes one challenge takes before it is spent and the sign-in starts over. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** What the first factor settled, kept until the second one completes the sign-in. */
export interface PendingSignIn {
  userId: string;
  rememberMe: boolean;
  method: StartSessionOptions['method'];
}

interface StoredChallenge extends PendingSignIn {
  secretHash: string;
}

const challengeKey = (id: string) => `auth:2fa-challenge:${id}`;
const attemptsKey = (id: string) => `auth:2fa-challenge:${id}:attempts`;

/**
 * Sign-ins waiting for their second factor, in Redis so any replica can finish them. The token is
 * `<id>.<secret>`; only a hash of the secret is stored.
 */
@Injectable()
export class TwoFactorChallenges {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async issue(pending: PendingSignIn): Promise<string> {
    const token = issueOpaqueToken(randomUUID());
    const stored: StoredChallenge = { ...pending, secretHash: hashSecret(token.secret) };
    await this.redis.set(
      challengeKey(token.id),
      JSON.stringify(stored),
      'EX',
      CHALLENGE_TTL_SECONDS,
    );
    return token.token;
  }

  /** The sign-in a token stands for, or null when it is unknown, expired or spent. */
  async find(challengeToken: string): Promise<(PendingSignIn & { id: string }) | null> {
    const parsed = parseOpaqueToken(challengeToken);
    if (!parsed) return null;
    const raw = await this.redis.get(challengeKey(parsed.id));
    if (!raw) return null;
    const { secretHash, ...pending } = JSON.parse(raw) as StoredChallenge;
    return secretMatches(parsed.secret, secretHash) ? { ...pending, id: parsed.id } : null;
  }

  /** Counts a wrong code; the challenge is spent once it has taken too many. */
  async recordFailure(id: string): Promise<void> {
    const attempts = await this.redis.incr(attemptsKey(id));
    if (attempts === 1) await this.redis.expire(attemptsKey(id), CHALLENGE_TTL_SECONDS);
    if (attempts >= CHALLENGE_MAX_ATTEMPTS) await this.spend(id);
  }

  /** A challenge completes one sign-in only. */
  async spend(id: string): Promise<boolean> {
    return (await this.redis.del(challengeKey(id))) === 1;
  }
}
