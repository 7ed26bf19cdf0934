import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT } from '@tessera/platform';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/** How long a browser has to answer a challenge: the authenticator prompt, and some slack. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 120;

/** What a challenge was issued for: adding a passkey to an account, or signing in with one. */
export type PasskeyCeremony = { kind: 'registration'; userId: string } | { kind: 'sign-in' };

const challengeKey = (challenge: string) => `auth:passkey-challenge:${challenge}`;

/**
 * WebAuthn challenges, kept in Redis so any replica can finish a ceremony another began. Each is
 * 32 random bytes, lives two minutes and is taken once, whether its answer then verifies or not.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async issue(ceremony: PasskeyCeremony): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    await this.redis.set(
      challengeKey(challenge),
      JSON.stringify(ceremony),
      'EX',
      PASSKEY_CHALLENGE_TTL_SECONDS,
    );
    return challenge;
  }

  /** The ceremony a challenge was issued for, or null when it is unknown, expired or taken. */
  async take(challenge: string): Promise<PasskeyCeremony | null> {
    const raw = await this.redis.get(challengeKey(challenge));
    // Of two requests answering one challenge, only the one whose delete removed it goes on.
    if (!raw || (await this.redis.del(challengeKey(challenge))) !== 1) return null;
    return JSON.parse(raw) as PasskeyCeremony;
  }
}
