import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { NotificationsService } from './notifications.service';

/**
 * The support team answered a user's ticket: the user is told, with the start of the answer and
 * a link to their tickets. Internal notes never produce this event.
 */
@Controller()
export class SupportTicketEvents {
  constructor(private readonly notifications: NotificationsService) {}

  @ConsumeEvent('support_ticket.replied')
  async onReplied({ id, data }: TypedEvent<'support_ticket.replied'>): Promise<void> {
    await this.notifications.notify({
      userId: data.userId,
      cause: id,
      type: 'support',
      actorId: null,
      text: () => ({ title: `Support replied: ${data.subject}`, body: data.excerpt }),
    });
  }
}
