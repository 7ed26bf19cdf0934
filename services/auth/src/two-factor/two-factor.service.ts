import { Inject, Injectable } from '@nestjs/common';
import type { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from '@tessera/contracts';
import { badRequest, conflict, type RequestContext } from '@tessera/platform';
import { randomBytes } from 'node:crypto';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config';
import { hashSecret } from '../credentials/opaque-token';
import { auditEvent } from '../events/auth-event.builder';
import { SigningKeyCipher } from '../signing-keys/signing-key.cipher';
import type { User } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { matchingTimeStep, newTotpSecret, otpauthUrl } from './totp';
import { TwoFactorRepository } from './two-factor.repository';

export const RECOVERY_CODE_COUNT = 10;
export const ALREADY_ENABLED = 'Two-factor sign-in is already on';
export const NOT_ENABLED = 'Two-factor sign-in is not on';
export const SETUP_FIRST = 'Start the setup again: no authenticator secret is waiting';
export const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten characters from an alphabet without look-alikes (about 49 bits), shown as xxxxx-xxxxx. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Recovery codes are compared without dashes, spaces or letter case. */
export function recoveryCodeHash(code: string): string {
  return hashSecret(code.replace(/[\s-]+/g, '').toLowerCase());
}

/**
 * Authenticator-app (TOTP) sign-in for one account: set up, turned on with a first code, checked at
 * sign-in, turned off. The secret is encrypted at rest with a key of its own, derived from the
 * service's secret, and never returned after setup.
 */
@Injectable()
export class TwoFactorService {
  private readonly cipher: SigningKeyCipher;

  constructor(
    private readonly credentials: TwoFactorRepository,
    private readonly users: UsersRepository,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.cipher = new SigningKeyCipher(`two-factor:${config.SIGNING_KEY_SECRET}`);
  }

  async status(userId: string): Promise<TwoFactorStatusDto> {
    const credential = await this.credentials.findByUserId(userId);
    const enabledAt = credential?.enabledAt ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt: enabledAt ? new Date(enabledAt).toISOString() : null,
      recoveryCodesLeft: enabledAt ? (credential?.recoveryCodeHashes.length ?? 0) : 0,
    };
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.credentials.findByUserId(userId))?.enabledAt != null;
  }

  /** A new secret for the app to scan; nothing changes for sign-in until `enable`. */
  async setup(user: Pick<User, '_id' | 'email'>): Promise<TwoFactorSetupDto> {
    const secret = newTotpSecret();
    if (!(await this.credentials.savePending(user._id, this.cipher.encrypt(secret)))) {
      throw conflict(ALREADY_ENABLED);
    }
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  /** Turns sign-in codes on once a code proves the app holds the secret; the codes show once. */
  async enable(userId: string, code: string, context: RequestContext): Promise<RecoveryCodesDto> {
    const credential = await this.credentials.findByUserId(userId);
    if (credential?.enabledAt) throw conflict(ALREADY_ENABLED);
    if (!credential?.pendingSecret) throw badRequest(SETUP_FIRST);
    const timeStep = await matchingTimeStep(this.cipher.decrypt(credential.pendingSecret), code, 0);
    if (timeStep === null) throw badRequest(WRONG_CODE);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const enabled = await this.credentials.enable(
      userId,
      credential.pendingSecret,
      recoveryCodes.map(recoveryCodeHash),
      timeStep,
    );
    if (!enabled) throw badRequest(SETUP_FIRST);
    await this.audit(userId, 'user.two_factor_enabled', context);
    return { recoveryCodes };
  }

  /**
   * Whether `code` is the account's current one; a code accepted once is refused for the rest of
   * its window, so one seen over a shoulder cannot be replayed.
   */
  async acceptCode(userId: string, code: string): Promise<boolean> {
    const credential = await this.credentials.findByUserId(userId);
    if (!credential?.enabledAt || !credential.secret) return false;
    const secret = this.cipher.decrypt(credential.secret);
    const timeStep = await matchingTimeStep(secret, code, credential.lastTimeStep);
    return timeStep !== null && this.credentials.acceptTimeStep(userId, timeStep);
  }

  /** Uses up one recovery code; each works once. */
  async acceptRecoveryCode(
    userId: string,
    code: string,
    context: RequestContext,
  ): Promise<boolean> {
    const used = await this.credentials.consumeRecoveryCode(userId, recoveryCodeHash(code));
    if (used) await this.audit(userId, 'user.recovery_code_used', context);
    return used;
  }

  /** Turns sign-in codes off; the caller has checked a code or the password. */
  async disable(userId: string, context: RequestContext): Promise<void> {
    if (!(await this.isEnabled(userId))) throw badRequest(NOT_ENABLED);
    await this.credentials.remove(userId);
    await this.audit(userId, 'user.two_factor_disabled', context);
  }

  /** Forgets the account's credential with the account itself. */
  async erase(userId: string): Promise<void> {
    await this.credentials.remove(userId);
  }

  private audit(
    userId: string,
    action: 'user.two_factor_enabled' | 'user.two_factor_disabled' | 'user.recovery_code_used',
    context: RequestContext,
  ): Promise<void> {
    return this.users.appendEvents(userId, [
      auditEvent(
        { action, outcome: 'success', userId, resource: 'user', resourceId: userId },
        context,
      ),
    ]);
  }
}
