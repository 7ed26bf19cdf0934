import type { AuthSessionDto } from '@tessera/contracts';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthHarness,
  auditActions,
  createAuthHarness,
  refusal,
  requestContext,
  sessionRevocations,
} from '../testing/in-memory-auth.spec-support';
import type { User } from '../users/user.schema';
import { SESSION_NOT_FOUND } from './session.service';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let auth: AuthHarness;
let user: User;

beforeEach(async () => {
  auth = createAuthHarness();
  user = await auth.seedUser();
});

function start(owner: User, userAgent = FIREFOX): Promise<AuthSessionDto> {
  return auth.sessions.start(owner, {
    rememberMe: false,
    context: { ...requestContext, userAgent },
    action: 'user.login',
    method: 'password',
  });
}

const idOf = (session: AuthSessionDto) => decodeJwt(session.token).sid as string;

describe("the owner's list of sessions", () => {
  it('shows each live session with its device and network, marking the current one', async () => {
    const laptop = await start(user);
    const other = await start(user, 'curl/8.0');
    await auth.sessions.end(user._id, idOf(other), requestContext);

    const listed = await auth.sessions.listOwn(user._id, idOf(laptop));

    expect(listed).toEqual([
      {
        id: idOf(laptop),
        current: true,
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        device: 'Firefox on Windows',
        place: 'Network 203.0.113.x',
      },
    ]);
  });
});

describe('ending one of your sessions', () => {
  it('revokes it and denies its access tokens at once', async () => {
    const current = await start(user);
    const phone = await start(user);

    await auth.sessions.endOwn(user._id, idOf(phone), requestContext);

    expect(auth.stores.revocations.isRevoked(idOf(phone))).toBe(true);
    expect(auth.stores.revocations.isRevoked(idOf(current))).toBe(false);
    const events = auth.stores.sessions.eventsOf(idOf(phone));
    expect(auditActions(events)).toContain('session.revoked_by_owner');
    expect(sessionRevocations(events)[0].data.sessionIds).toEqual([idOf(phone)]);
    await expect(auth.sessions.refresh(phone.refreshToken, requestContext)).rejects.toMatchObject({
      status: 401,
    });
  });

  it("answers 404 for another account's session and for one already ended", async () => {
    const stranger = await auth.seedUser();
    const theirs = await start(stranger);
    const mine = await start(user);
    await auth.sessions.endOwn(user._id, idOf(mine), requestContext);

    for (const id of [idOf(theirs), idOf(mine), 'no-such-session']) {
      await expect(auth.sessions.endOwn(user._id, id, requestContext)).rejects.toMatchObject(
        refusal(404, SESSION_NOT_FOUND),
      );
    }
    expect(auth.stores.revocations.isRevoked(idOf(theirs))).toBe(false);
  });
});
