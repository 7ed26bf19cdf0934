import type { IncomingHttpHeaders } from 'node:http';
import type { AuthenticatedUser } from '../../auth/access-token';

export const BOARD_COOKIE = 'tessera_queue_board';

/**
 * Upper bound of the cookie's life. The token inside is verified again on every request, so the
 * board closes when the token expires or its session is revoked, whatever the cookie says.
 */
const BOARD_COOKIE_MAX_AGE_SECONDS = 15 * 60;

/** Says whose an access token is; rejects a forged, expired or revoked one. */
export type TokenCheck = (token: string) => Promise<AuthenticatedUser>;

export type BoardAccess =
  { allowed: true; user: AuthenticatedUser } | { allowed: false; status: 401 | 403; error: string };

/** The bearer token of an API call, or else the token the board's session cookie carries. */
export function boardTokenOf(headers: IncomingHttpHeaders): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '');
  if (bearer) return bearer[1];
  for (const pair of (headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === BOARD_COOKIE) {
      return pair.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}

/** Admits admins only: 401 without a valid token, 403 for any other role. */
export async function decideBoardAccess(
  headers: IncomingHttpHeaders,
  verify: TokenCheck,
): Promise<BoardAccess> {
  const token = boardTokenOf(headers);
  if (!token) return { allowed: false, status: 401, error: 'No authentication token found' };
  let user: AuthenticatedUser;
  try {
    user = await verify(token);
  } catch {
    return { allowed: false, status: 401, error: 'Invalid or expired token' };
  }
  if (user.role !== 'admin') {
    return { allowed: false, status: 403, error: 'The queue board is for admins only' };
  }
  return { allowed: true, user };
}

/**
 * The cookie the board's pages and their XHRs carry: HttpOnly so page scripts cannot read it,
 * SameSite=Strict so no other site can make the browser send it (the board's actions are safe
 * from cross-site requests), and scoped to the board's path so no other route ever receives it.
 */
export function boardSessionCookie(token: string, path: string): string {
  return `${BOARD_COOKIE}=${token}; Path=${path}; Max-Age=${BOARD_COOKIE_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Strict`;
}

export function clearedBoardSessionCookie(path: string): string {
  return `${BOARD_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}
