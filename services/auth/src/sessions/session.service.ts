import type {
  AccountSessionDto,
  AuthSessionDto,
  AuditAction,
  TypedEvent,
} from '@tessera/contracts';
import {
  forbidden,
  notFound,
  PlatformSettingsReader,
  SessionRevocations,
  unauthorized,
  type RequestContext,
} from '@tessera/platform';
import { REMEMBER_ME_MAX_AGE_MS } from '@tessera/rules';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { signInRefusalOf } from '../account-status/account-standing';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { AccessTokenIssuer } from '../credentials/access-token.issuer';
import { hashSecret, issueOpaqueToken, parseOpaqueToken } from '../credentials/opaque-token';
import { deviceLabel } from '../devices/device-label';
import { auditEvent, sessionRevokedEvent } from '../events/auth-event.builder';
import type { User } from '../users/user.schema';
import { toUserDto } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';
import type { SessionRevokedReason } from './session.schema';
import { networkPlace } from './network-place';
import { SessionsRepository } from './sessions.repository';

export const INVALID_REFRESH_TOKEN = 'Invalid or expired refresh token';

export interface StartSessionOptions {
  rememberMe: boolean;
  context: RequestContext;
  /** Audit action recorded with the new session (sign-in, registration, device sign-in...). */
  action: AuditAction;
  method: 'password' | 'google' | 'device' | 'registration' | 'link' | 'passkey';
  /** The remembered device that signs in, so forgetting the device ends this session too. */
  deviceId?: string;
}

/** Why every session of a user ends at once. */
export type EndAllReason = Extract<
  SessionRevokedReason,
  | 'password-reset'
  | 'password-changed'
  | 'account-deleted'
  | 'role-changed'
  | 'suspended'
  | 'banned'
>;

export const SESSION_NOT_FOUND = 'Session not found';

/** Sessions are refresh-token families: rotated on every refresh, revoked whole on reuse. */
@Injectable()
export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokenIssuer,
    private readonly revocations: SessionRevocations,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly settings: PlatformSettingsReader,
  ) {}

  /** Every way of signing in ends here, so a suspended or banned account is refused by all. */
  async start(user: User, options: StartSessionOptions): Promise<AuthSessionDto> {
    await this.refuseLockedOut(user, options.method, options.context);
    const refresh = issueOpaqueToken(randomUUID());
    // Without "remember me", a session lasts the platform settings' timeout (24 hours by default).
    const { security } = await this.settings.current();
    const lifetime = options.rememberMe
      ? REMEMBER_ME_MAX_AGE_MS
      : security.sessionTimeoutSeconds * 1000;
    const expiresAt = new Date(Date.now() + lifetime);
    await this.sessions.create(
      {
        _id: refresh.id,
        userId: user._id,
        rememberMe: options.rememberMe,
        currentTokenHash: hashSecret(refresh.secret),
        expiresAt,
        userAgent: options.context.userAgent,
        ipAddress: options.context.ipAddress,
        deviceId: options.deviceId ?? null,
      },
      [
        auditEvent(
          {
            action: options.action,
            outcome: 'success',
            userId: user._id,
            resource: 'session',
            resourceId: refresh.id,
            details: { method: options.method, rememberMe: options.rememberMe },
          },
          options.context,
        ),
      ],
    );
    const access = await this.accessTokens.issue(user._id, user.role, refresh.id);
    return {
      user: toUserDto(user),
      token: access.token,
      refreshToken: refresh.token,
      expiresAt: access.expiresAt.toISOString(),
      sessionExpiresAt: expiresAt.toISOString(),
    };
  }

  async refresh(refreshToken: string, context: RequestContext): Promise<AuthSessionDto> {
    const parsed = parseOpaqueToken(refreshToken);
    if (!parsed) throw unauthorized(INVALID_REFRESH_TOKEN);
    const session = await this.sessions.findById(parsed.id);
    if (!session) throw unauthorized(INVALID_REFRESH_TOKEN);

    const presentedHash = hashSecret(parsed.secret);
    const next = issueOpaqueToken(session._id);
    const rotated = await this.sessions.rotate(session._id, presentedHash, hashSecret(next.secret));
    if (!rotated) {
      if (session.revokedAt === null && session.rotatedTokenHashes.includes(presentedHash)) {
        await this.sessions.revoke(session._id, 'reuse-detected', [
          auditEvent(
            {
              action: 'session.refresh_reuse_detected',
              outcome: 'failure',
              userId: session.userId,
              resource: 'session',
              resourceId: session._id,
            },
            context,
          ),
          sessionRevokedEvent(session.userId, [session._id], 'reuse-detected', context),
        ]);
        await this.denyAccessTokens([session._id]);
      }
      throw unauthorized(INVALID_REFRESH_TOKEN);
    }

    const user = await this.users.findById(session.userId);
    if (!user) throw unauthorized(INVALID_REFRESH_TOKEN);
    await this.refuseLockedOut(user, 'refresh', context);
    const access = await this.accessTokens.issue(user._id, user.role, session._id);
    return {
      user: toUserDto(user),
      token: access.token,
      refreshToken: next.token,
      expiresAt: access.expiresAt.toISOString(),
      sessionExpiresAt: new Date(session.expiresAt).toISOString(),
    };
  }

  /** Ends the caller's session; a refresh token from another account's session is ignored. */
  async end(userId: string, sessionId: string, context: RequestContext): Promise<void> {
    const session = await this.sessions.findById(sessionId);
    if (!session || session.userId !== userId) return;
    await this.sessions.revoke(sessionId, 'logout', [
      auditEvent(
        {
          action: 'user.logout',
          outcome: 'success',
          userId,
          resource: 'session',
          resourceId: sessionId,
        },
        context,
      ),
      sessionRevokedEvent(userId, [sessionId], 'logout', context),
    ]);
    await this.denyAccessTokens([sessionId]);
  }

  /** The caller's live sessions, most recently used first, marking the one they call from. */
  async listOwn(userId: string, currentSessionId: string): Promise<AccountSessionDto[]> {
    return (await this.sessions.listLive(userId)).map((session) => ({
      id: session._id,
      current: session._id === currentSessionId,
      createdAt: new Date(session.createdAt).toISOString(),
      lastUsedAt: new Date(session.lastUsedAt).toISOString(),
      device: deviceLabel(session.userAgent),
      place: networkPlace(session.ipAddress),
    }));
  }

  /**
   * Ends one of the caller's sessions everywhere at once (its refresh token, its access tokens and
   * its sockets); another account's session, or one already ended, is as unknown as none.
   */
  async endOwn(userId: string, sessionId: string, context: RequestContext): Promise<void> {
    const revoked = await this.sessions.revoke(
      sessionId,
      'logout',
      [
        auditEvent(
          {
            action: 'session.revoked_by_owner',
            outcome: 'success',
            userId,
            resource: 'session',
            resourceId: sessionId,
          },
          context,
        ),
        sessionRevokedEvent(userId, [sessionId], 'logout', context),
      ],
      userId,
    );
    if (!revoked) throw notFound(SESSION_NOT_FOUND);
    await this.denyAccessTokens([sessionId]);
  }

  /** Ends every live session of a user but `keepSessionId` (after a password change). */
  async endOthers(
    userId: string,
    keepSessionId: string,
    reason: EndAllReason,
    context?: RequestContext,
  ): Promise<void> {
    const others = (await this.sessions.liveSessionIds(userId)).filter(
      (id) => id !== keepSessionId,
    );
    await this.endSessions(userId, others, reason, context);
  }

  /**
   * Ends every live session of a user (password reset, role change, suspension or ban), in every
   * process at once: their refresh tokens stop working and their access tokens are denied.
   */
  async endAll(userId: string, reason: EndAllReason, context?: RequestContext): Promise<void> {
    await this.endSessions(userId, await this.sessions.liveSessionIds(userId), reason, context);
  }

  /**
   * The `session.revoked` event that ends every live session of a user, for a write of the user
   * that must carry it (a suspension or ban); null when none is live. Once the write is stored,
   * `applyRevocation` completes it.
   */
  async revocationOfAll(
    userId: string,
    reason: EndAllReason,
    context?: RequestContext,
  ): Promise<TypedEvent<'session.revoked'> | null> {
    const ids = await this.sessions.liveSessionIds(userId);
    return ids.length === 0 ? null : sessionRevokedEvent(userId, ids, reason, context);
  }

  /** Ends the sessions a remembered device started, once the device is forgotten. */
  async endDeviceSessions(
    userId: string,
    deviceId: string,
    context?: RequestContext,
  ): Promise<void> {
    const ids = await this.sessions.liveSessionIds(userId, deviceId);
    await this.endSessions(userId, ids, 'logout', context);
  }

  /**
   * Completes a revocation from its `session.revoked` event: the sessions end and their access
   * tokens are denied, both again should the process that wrote the event have died before.
   */
  async applyRevocation(sessionIds: string[], reason: SessionRevokedReason): Promise<void> {
    await this.sessions.revokeMany(sessionIds, reason);
    await this.denyAccessTokens(sessionIds);
  }

  /**
   * The event goes into the account's outbox before the sessions change, so a crash after it is
   * completed by its consumer, and a crash before it changed nothing.
   */
  private async endSessions(
    userId: string,
    sessionIds: string[],
    reason: SessionRevokedReason,
    context?: RequestContext,
  ): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.users.appendEvents(userId, [
      sessionRevokedEvent(userId, sessionIds, reason, context),
    ]);
    await this.applyRevocation(sessionIds, reason);
  }

  /** A suspended or banned account gets no new session nor token; the refusal is audited. */
  private async refuseLockedOut(
    user: User,
    method: StartSessionOptions['method'] | 'refresh',
    context: RequestContext,
  ): Promise<void> {
    const refusal = signInRefusalOf(user);
    if (!refusal) return;
    await this.users.appendEvents(user._id, [
      auditEvent(
        {
          action: 'user.login_failed',
          outcome: 'failure',
          userId: user._id,
          resource: 'user',
          resourceId: user._id,
          details: { reason: user.status, method },
        },
        context,
      ),
    ]);
    throw forbidden(refusal);
  }

  /**
   * Refuses the sessions' access tokens in every process now; the `session.revoked` event written
   * with the change does the same again should this process die before getting here.
   */
  private denyAccessTokens(sessionIds: string[]): Promise<void> {
    return this.revocations.revoke(sessionIds, this.config.ACCESS_TOKEN_TTL_SECONDS);
  }
}
