import type {
  AccountExportPart,
  AccountExportPartName,
  ProfileImagePurpose,
} from '@tessera/contracts';
import {
  badRequest,
  type Mailer,
  type OutgoingMail,
  type SessionRevocations,
} from '@tessera/platform';
import { createHash } from 'node:crypto';
import type { PasswordHasher } from '../credentials/password-hasher';
import { AccountDataPort } from '../account/account-data.client';
import { ProfileImagesPort } from '../users/profile-images.client';

/**
 * In-memory and recording stand-ins for auth's outside collaborators: Redis, mail, hashing and
 * content's profile images.
 */

/** The Redis commands the login throttle, the mail cap and the profile cache use, with expiry on the wall clock tests can move. */
export class InMemoryRedis {
  private readonly entries = new Map<string, { value: string; expiresAt: number | null }>();

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async incr(key: string): Promise<number> {
    const entry = this.live(key);
    const value = Number(entry?.value ?? 0) + 1;
    this.entries.set(key, { value: String(value), expiresAt: entry?.expiresAt ?? null });
    return value;
  }

  async set(key: string, value: string, _expiry: 'EX', seconds: number): Promise<'OK'> {
    this.entries.set(key, { value, expiresAt: Date.now() + seconds * 1000 });
    return 'OK';
  }

  /** With `NX`, only a key that has no expiry yet gets one. */
  async expire(key: string, seconds: number, mode?: 'NX'): Promise<number> {
    const entry = this.live(key);
    if (!entry || (mode === 'NX' && entry.expiresAt !== null)) return 0;
    entry.expiresAt = Date.now() + seconds * 1000;
    return 1;
  }

  /** A batch of the commands above, run in order by `exec` with Redis's `[error, reply]` pairs. */
  multi() {
    const queued: Array<() => Promise<unknown>> = [];
    const batch = {
      incr: (key: string) => {
        queued.push(() => this.incr(key));
        return batch;
      },
      expire: (key: string, seconds: number, mode?: 'NX') => {
        queued.push(() => this.expire(key, seconds, mode));
        return batch;
      },
      exec: async (): Promise<Array<[Error | null, unknown]>> => {
        const replies: Array<[Error | null, unknown]> = [];
        for (const command of queued) replies.push([null, await command()]);
        return replies;
      },
    };
    return batch;
  }

  /** Seconds left, rounded as Redis rounds them; -2 for no key, -1 for a key that never expires. */
  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return -2;
    if (entry.expiresAt === null) return -1;
    return Math.round((entry.expiresAt - Date.now()) / 1000);
  }

  async del(key: string): Promise<number> {
    return this.live(key) && this.entries.delete(key) ? 1 : 0;
  }

  /** Nobody subscribes here: a message reaches no one. */
  async publish(_channel: string, _message: string): Promise<number> {
    return 0;
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry?.expiresAt != null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** Records which sessions' access tokens were denied, and for how long. */
export class RecordingRevocations implements Pick<SessionRevocations, 'revoke' | 'isRevoked'> {
  readonly deniedForSeconds = new Map<string, number>();

  async revoke(sessionIds: readonly string[], ttlSeconds: number): Promise<void> {
    for (const id of sessionIds) this.deniedForSeconds.set(id, ttlSeconds);
  }

  isRevoked(sessionId: string): boolean {
    return this.deniedForSeconds.has(sessionId);
  }
}

/** Argon2 costs a tenth of a second a call; tests need the contract, not the cost. */
export class FastPasswordHasher implements PublicPart<PasswordHasher> {
  async hash(password: string): Promise<string> {
    return `sha256:${createHash('sha256').update(password).digest('hex')}`;
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    return hash !== null && hash === (await this.hash(password));
  }
}

export class RecordingMailer implements Pick<Mailer, 'sendInBackground'> {
  readonly sent: OutgoingMail[] = [];

  sendInBackground(mail: OutgoingMail): void {
    this.sent.push(mail);
  }

  /** The link in the latest mail to `to`. */
  lastLinkTo(to: string): URL {
    const mail = this.sent.findLast((candidate) => candidate.to === to);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no link was mailed to ${to}`);
    return new URL(link);
  }
}

/** Content's uploads as auth sees them: images that are ready, by id, with owner and purpose. */
export class InMemoryProfileImages extends ProfileImagesPort {
  readonly uploads = new Map<string, { ownerId: string; purpose: ProfileImagePurpose }>();

  async claim(ownerId: string, mediaId: string, purpose: ProfileImagePurpose): Promise<string> {
    const upload = this.uploads.get(mediaId);
    if (upload?.ownerId !== ownerId || upload.purpose !== purpose) {
      const field = purpose === 'avatar' ? 'avatarMediaId' : 'coverMediaId';
      throw badRequest('Upload the image again: it was not found', [
        { field, message: 'Upload the image again: it was not found' },
      ]);
    }
    return `/api/content/profile-images/${mediaId}`;
  }
}

/** The services keeping posts, messages and payments: answers by part, or a part that is down. */
export class InMemoryAccountData extends AccountDataPort {
  readonly answers = new Map<AccountExportPartName, AccountExportPart>();
  readonly down = new Set<AccountExportPartName>();

  async part(part: AccountExportPartName, _userId: string): Promise<AccountExportPart> {
    if (this.down.has(part)) throw new Error(`${part} did not answer`);
    return this.answers.get(part) ?? { items: [], total: 0, limit: 100 };
  }
}
