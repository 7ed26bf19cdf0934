import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { MongoRepository } from '@tessera/platform';
import type { Model } from 'mongoose';
import { Passkey } from './passkey.schema';

export type NewPasskey = Omit<Passkey, 'createdAt' | 'lastUsedAt'>;

/** Every read and write of passkeys; each write is one conditional single-document update. */
@Injectable()
export class PasskeysRepository extends MongoRepository<Passkey> {
  constructor(@InjectModel(Passkey.name) model: Model<Passkey>) {
    super(model);
  }

  /** Stores a new passkey; false when its credential id is stored already. */
  create(passkey: NewPasskey): Promise<boolean> {
    return this.insertUnlessExists({ ...passkey, lastUsedAt: null });
  }

  findById(id: string): Promise<Passkey | null> {
    return this.model.findById(id).lean<Passkey>();
  }

  /** The account's passkeys, newest first. */
  listByUser(userId: string): Promise<Passkey[]> {
    return this.model.find({ userId }).sort({ createdAt: -1 }).lean<Passkey[]>();
  }

  /** Renames one of the account's passkeys; null when it has none by that id. */
  rename(userId: string, id: string, name: string): Promise<Passkey | null> {
    return this.model
      .findOneAndUpdate({ _id: id, userId }, { $set: { name } }, { new: true })
      .lean<Passkey>();
  }

  /** Removes one of the account's passkeys; false when it has none by that id. */
  async remove(userId: string, id: string): Promise<boolean> {
    const result = await this.model.deleteOne({ _id: id, userId });
    return result.deletedCount === 1;
  }

  /** Erases every passkey of an account, as its deletion erases its other credentials. */
  async removeAllOf(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }

  /**
   * Records a sign-in with the counter it reported, only if the stored counter is still the one
   * the signature was checked against: of two sign-ins racing with one counter value, one wins.
   */
  async recordUse(id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: id, counter: checkedCounter },
      { $set: { counter: newCounter, lastUsedAt: new Date() } },
    );
    return result.modifiedCount === 1;
  }
}
