import { Controller } from '@nestjs/common';
import type { TypedEvent } from '@tessera/contracts';
import { ConsumeEvent } from '@tessera/platform';
import { formatAmount } from './notification-texts';
import { NotificationsService } from './notifications.service';

/**
 * Money went back to a payer: they are told how much, whether it was all of the payment, and the
 * reason the platform gave. The notification's id derives from the event's, so a redelivery
 * notifies no one again.
 */
@Controller()
export class RefundEvents {
  constructor(private readonly notifications: NotificationsService) {}

  @ConsumeEvent('payment.refunded')
  async onRefunded({ id, data }: TypedEvent<'payment.refunded'>): Promise<void> {
    const amount = formatAmount(data.amountCents, data.currency);
    await this.notifications.notify({
      userId: data.payerId,
      cause: id,
      type: 'billing',
      actorId: null,
      text: () => ({
        title: data.full ? `Refunded: ${amount}` : `Partly refunded: ${amount}`,
        body: data.reason,
      }),
    });
  }
}
