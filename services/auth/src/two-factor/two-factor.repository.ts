import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { EncryptedSecret } from '../signing-keys/signing-key.cipher';
import { TwoFactorCredential } from './two-factor.schema';

/** Every read and write of authenticator credentials; each write is one conditional update. */
@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectModel(TwoFactorCredential.name) private readonly model: Model<TwoFactorCredential>,
  ) {}

  findByUserId(userId: string): Promise<TwoFactorCredential | null> {
    return this.model.findById(userId).lean<TwoFactorCredential>();
  }

  /** Keeps a new secret aside until it is confirmed; an enabled credential is left alone. */
  async savePending(userId: string, pendingSecret: EncryptedSecret): Promise<boolean> {
    const result = await this.model
      .updateOne(
        { _id: userId, enabledAt: null },
        {
          $set: { pendingSecret },
          $setOnInsert: { secret: null, recoveryCodeHashes: [], lastTimeStep: 0 },
        },
        { upsert: true },
      )
      .catch((error: { code?: number }) => {
        // An enabled credential does not match, so the upsert tries to insert its id again.
        if (error.code === 11000) return null;
        throw error;
      });
    return result !== null;
  }

  /** Turns the pending secret on with fresh recovery codes; false if it changed meanwhile. */
  async enable(
    userId: string,
    pendingSecret: EncryptedSecret,
    recoveryCodeHashes: string[],
    timeStep: number,
  ): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: userId, enabledAt: null, 'pendingSecret.data': pendingSecret.data },
      {
        $set: {
          secret: pendingSecret,
          pendingSecret: null,
          enabledAt: new Date(),
          recoveryCodeHashes,
          lastTimeStep: timeStep,
        },
      },
    );
    return result.modifiedCount === 1;
  }

  /** Records the time step a code was accepted for, only if no later or equal one was. */
  async acceptTimeStep(userId: string, timeStep: number): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: userId, enabledAt: { $ne: null }, lastTimeStep: { $lt: timeStep } },
      { $set: { lastTimeStep: timeStep } },
    );
    return result.modifiedCount === 1;
  }

  /** Uses up a recovery code; false when it is not (or no longer) one of the account's. */
  async consumeRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: userId, enabledAt: { $ne: null }, recoveryCodeHashes: codeHash },
      { $pull: { recoveryCodeHashes: codeHash } },
    );
    return result.modifiedCount === 1;
  }

  async remove(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId });
  }
}
