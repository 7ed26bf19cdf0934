import type { EncryptedSecret } from '../signing-keys/signing-key.cipher';
import type { TwoFactorRepository } from '../two-factor/two-factor.repository';
import type { TwoFactorCredential } from '../two-factor/two-factor.schema';
import type { PublicPart } from './in-memory-repositories.spec-support';

/** Authenticator credentials in memory, with the MongoDB version's conditional writes. */
export class InMemoryTwoFactorRepository implements PublicPart<TwoFactorRepository> {
  private readonly credentials = new Map<string, TwoFactorCredential>();

  async findByUserId(userId: string): Promise<TwoFactorCredential | null> {
    const credential = this.credentials.get(userId);
    return credential ? structuredClone(credential) : null;
  }

  async savePending(userId: string, pendingSecret: EncryptedSecret): Promise<boolean> {
    const current = this.credentials.get(userId);
    if (current?.enabledAt) return false;
    this.credentials.set(userId, {
      _id: userId,
      secret: null,
      enabledAt: null,
      recoveryCodeHashes: [],
      lastTimeStep: 0,
      ...current,
      pendingSecret,
    });
    return true;
  }

  async enable(
    userId: string,
    pendingSecret: EncryptedSecret,
    recoveryCodeHashes: string[],
    timeStep: number,
  ): Promise<boolean> {
    const current = this.credentials.get(userId);
    if (!current || current.enabledAt || current.pendingSecret?.data !== pendingSecret.data) {
      return false;
    }
    Object.assign(current, {
      secret: pendingSecret,
      pendingSecret: null,
      enabledAt: new Date(),
      recoveryCodeHashes: [...recoveryCodeHashes],
      lastTimeStep: timeStep,
    });
    return true;
  }

  async acceptTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const current = this.credentials.get(userId);
    if (!current?.enabledAt || current.lastTimeStep >= timeStep) return false;
    current.lastTimeStep = timeStep;
    return true;
  }

  async consumeRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const current = this.credentials.get(userId);
    if (!current?.enabledAt || !current.recoveryCodeHashes.includes(codeHash)) return false;
    current.recoveryCodeHashes = current.recoveryCodeHashes.filter((hash) => hash !== codeHash);
    return true;
  }

  async remove(userId: string): Promise<void> {
    this.credentials.delete(userId);
  }
}
