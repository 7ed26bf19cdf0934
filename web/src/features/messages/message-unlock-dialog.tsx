import type { MessageDto } from '@tessera/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { queryKeys } from '../../api/query-keys';
import { PaymentCheckout } from '../billing/checkout/payment-checkout';
import { useUnlock } from '../billing/hooks/use-unlock';
import { formatUnlockPrice } from '../content/content-labels';

interface MessageUnlockDialogProps {
  open: boolean;
  message: MessageDto;
  onClose: () => void;
}

/**
 * Buys one pay-per-view message with a saved card. Billing sets the price; once the payment
 * settles the message opens by itself (`message:updated`), and the thread is read again too.
 */
export function MessageUnlockDialog({ open, message, onClose }: MessageUnlockDialogProps) {
  const unlock = useUnlock();
  const queryClient = useQueryClient();
  const price = formatUnlockPrice(message.priceCents ?? 0);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Unlock this message" destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Pay {price} once to see what was sent to you. It stays open to you for good.
      </Typography.Paragraph>
      <PaymentCheckout
        payLabel={`Unlock for ${price}`}
        amountCents={message.priceCents ?? 0}
        pay={(paymentMethodId, attempt) =>
          unlock.mutateAsync({ messageId: message.id, paymentMethodId, attempt })
        }
        onSucceeded={() =>
          queryClient.invalidateQueries({
            queryKey: queryKeys.messages.thread(message.conversationId),
          })
        }
        successTitle="Message unlocked"
        successDetail="It opens in the conversation in a moment."
      />
    </Modal>
  );
}
