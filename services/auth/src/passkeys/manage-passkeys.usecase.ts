import { Injectable } from '@nestjs/common';
import type { PasskeyDto } from '@tessera/contracts';
import { notFound, type RequestContext } from '@tessera/platform';
import { auditEvent } from '../events/auth-event.builder';
import { UsersRepository } from '../users/users.repository';
import { toPasskeyDto } from './passkey-view';
import { PasskeysRepository } from './passkeys.repository';

export const PASSKEY_NOT_FOUND = 'Passkey not found';

/** The signed-in account's passkeys: listed, renamed, removed; another's are as unknown as none. */
@Injectable()
export class ManagePasskeys {
  constructor(
    private readonly passkeys: PasskeysRepository,
    private readonly users: UsersRepository,
  ) {}

  async list(userId: string): Promise<PasskeyDto[]> {
    return (await this.passkeys.listByUser(userId)).map(toPasskeyDto);
  }

  async rename(
    userId: string,
    passkeyId: string,
    name: string,
    context: RequestContext,
  ): Promise<PasskeyDto> {
    const renamed = await this.passkeys.rename(userId, passkeyId, name);
    if (!renamed) throw notFound(PASSKEY_NOT_FOUND);
    await this.audit(userId, 'user.passkey_renamed', passkeyId, context);
    return toPasskeyDto(renamed);
  }

  /** A removed passkey signs in no more; sessions it started run on until they end. */
  async remove(userId: string, passkeyId: string, context: RequestContext): Promise<void> {
    if (!(await this.passkeys.remove(userId, passkeyId))) throw notFound(PASSKEY_NOT_FOUND);
    await this.audit(userId, 'user.passkey_removed', passkeyId, context);
  }

  private audit(
    userId: string,
    action: 'user.passkey_renamed' | 'user.passkey_removed',
    passkeyId: string,
    context: RequestContext,
  ): Promise<void> {
    return this.users.appendEvents(userId, [
      auditEvent(
        { action, outcome: 'success', userId, resource: 'passkey', resourceId: passkeyId },
        context,
      ),
    ]);
  }
}
