import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isDuplicateKeyError } from '@tessera/platform';
import type { Model } from 'mongoose';
import { SigningKey } from './signing-key.schema';

@Injectable()
export class SigningKeysRepository {
  constructor(@InjectModel(SigningKey.name) private readonly model: Model<SigningKey>) {}

  findById(id: string): Promise<SigningKey | null> {
    return this.model.findById(id).lean<SigningKey>();
  }

  /** Keys whose tokens may still be alive at `since`, newest first. */
  findSigningAfter(since: Date): Promise<SigningKey[]> {
    return this.model
      .find({ signUntil: { $gt: since } })
      .sort({ signFrom: -1 })
      .lean<SigningKey[]>();
  }

  /** Stores the key unless another replica stored one for the same period first; returns the winner. */
  async insertOnce(key: SigningKey): Promise<SigningKey> {
    try {
      await this.model.updateOne({ _id: key._id }, { $setOnInsert: key }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const stored = await this.findById(key._id);
    if (!stored) throw new Error(`signing key ${key._id} vanished after it was stored`);
    return stored;
  }
}
