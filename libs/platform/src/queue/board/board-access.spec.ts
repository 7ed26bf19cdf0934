import { describe, expect, it } from 'vitest';
import type { AuthenticatedUser } from '../../auth/access-token';
import {
  BOARD_COOKIE,
  boardSessionCookie,
  boardTokenOf,
  clearedBoardSessionCookie,
  decideBoardAccess,
} from './board-access';

const users: Record<string, AuthenticatedUser> = {
  'admin-token': { id: 'u1', role: 'admin', sessionId: 's1' },
  'creator-token': { id: 'u2', role: 'creator', sessionId: 's2' },
};
const verify = async (token: string) => {
  const user = users[token];
  if (!user) throw new Error('invalid');
  return user;
};

describe('board access', () => {
  it('takes the bearer token first, else the board cookie among the others', () => {
    expect(boardTokenOf({ authorization: 'Bearer abc.def' })).toBe('abc.def');
    expect(boardTokenOf({ cookie: `theme=dark; ${BOARD_COOKIE}=tok.en.x; other=1` })).toBe(
      'tok.en.x',
    );
    expect(boardTokenOf({ authorization: 'Bearer first', cookie: `${BOARD_COOKIE}=second` })).toBe(
      'first',
    );
    expect(boardTokenOf({ authorization: 'Basic dXNlcg==', cookie: 'theme=dark' })).toBeUndefined();
    expect(boardTokenOf({ cookie: `${BOARD_COOKIE}=` })).toBeUndefined();
  });

  it('admits admins only: 401 without a valid token, 403 for other roles', async () => {
    expect(await decideBoardAccess({}, verify)).toMatchObject({ allowed: false, status: 401 });
    expect(await decideBoardAccess({ authorization: 'Bearer forged' }, verify)).toMatchObject({
      allowed: false,
      status: 401,
    });
    expect(
      await decideBoardAccess({ cookie: `${BOARD_COOKIE}=creator-token` }, verify),
    ).toMatchObject({ allowed: false, status: 403 });
    expect(await decideBoardAccess({ authorization: 'Bearer admin-token' }, verify)).toEqual({
      allowed: true,
      user: users['admin-token'],
    });
  });

  it('scopes the session cookie to the board and keeps it from scripts and other sites', () => {
    const cookie = boardSessionCookie('admin-token', '/api/content/queues');
    expect(cookie).toMatch(new RegExp(`^${BOARD_COOKIE}=admin-token;`));
    for (const attribute of ['Path=/api/content/queues', 'HttpOnly', 'Secure', 'SameSite=Strict']) {
      expect(cookie.split('; ')).toContain(attribute);
    }
    expect(clearedBoardSessionCookie('/api/content/queues').split('; ')).toContain('Max-Age=0');
  });
});
