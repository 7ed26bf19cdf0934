import { Injectable } from '@nestjs/common';
import { DELETED_MESSAGE_TEXT } from '@tessera/rules';
import { MessagesRepository } from '../messages/messages.repository';
import { MessagingUsersRepository } from '../users/messaging-users.repository';

/** How conversations name a participant whose account was deleted. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/**
 * A deleted account leaves messaging: conversations name it "Deleted account" with no picture,
 * no notification mail reaches its old address, and every message it sent is deleted in place,
 * while the other participants keep their own messages and the conversation. Safe to repeat: the
 * profile change is applied once per event, and messages already deleted are skipped.
 */
@Injectable()
export class ForgetDeletedAccount {
  constructor(
    private readonly users: MessagingUsersRepository,
    private readonly messages: MessagesRepository,
  ) {}

  async execute(eventId: string, userId: string, deletedAt: Date): Promise<number> {
    await this.users.applyProfile(eventId, userId, {
      displayName: DELETED_ACCOUNT_NAME,
      username: '',
      avatar: '',
      email: '',
    });
    return this.messages.eraseAllOfSender(userId, DELETED_MESSAGE_TEXT, deletedAt);
  }
}
