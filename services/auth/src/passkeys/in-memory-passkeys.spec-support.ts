import type { PublicPart } from '../testing/in-memory-repositories.spec-support';
import type { Passkey } from './passkey.schema';
import type { NewPasskey, PasskeysRepository } from './passkeys.repository';

/** Passkeys in memory, with the MongoDB version's conditional writes. */
export class InMemoryPasskeysRepository implements PublicPart<PasskeysRepository> {
  private readonly passkeys = new Map<string, Passkey>();

  async create(passkey: NewPasskey): Promise<boolean> {
    if (this.passkeys.has(passkey._id)) return false;
    this.passkeys.set(passkey._id, {
      ...structuredClone(passkey),
      lastUsedAt: null,
      createdAt: new Date(),
    });
    return true;
  }

  async findById(id: string): Promise<Passkey | null> {
    const passkey = this.passkeys.get(id);
    return passkey ? structuredClone(passkey) : null;
  }

  async listByUser(userId: string): Promise<Passkey[]> {
    return [...this.passkeys.values()]
      .filter((passkey) => passkey.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((passkey) => structuredClone(passkey));
  }

  async rename(userId: string, id: string, name: string): Promise<Passkey | null> {
    const passkey = this.passkeys.get(id);
    if (!passkey || passkey.userId !== userId) return null;
    passkey.name = name;
    return structuredClone(passkey);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const passkey = this.passkeys.get(id);
    if (!passkey || passkey.userId !== userId) return false;
    return this.passkeys.delete(id);
  }

  async removeAllOf(userId: string): Promise<void> {
    for (const passkey of [...this.passkeys.values()])
      if (passkey.userId === userId) this.passkeys.delete(passkey._id);
  }

  async recordUse(id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
    const passkey = this.passkeys.get(id);
    if (!passkey || passkey.counter !== checkedCounter) return false;
    passkey.counter = newCounter;
    passkey.lastUsedAt = new Date();
    return true;
  }
}
