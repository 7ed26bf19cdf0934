import { Alert, Button, Flex } from 'antd';
import { formatMoney } from '../billing-format';
import type { ChangedPrice } from './checkout-attempt';

interface PriceChangeNoticeProps {
  shownCents: number;
  changed: ChangedPrice;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The price changed since it was shown: nothing was charged; the buyer confirms the new one. */
export function PriceChangeNotice({
  shownCents,
  changed,
  onConfirm,
  onDismiss,
}: PriceChangeNoticeProps) {
  const now = formatMoney(changed.currentAmountCents, changed.currency);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={`The price is now ${now}`}
      description={`It was ${formatMoney(shownCents, changed.currency)} when you opened this checkout. Nothing was charged.`}
      action={
        <Flex vertical gap={8}>
          <Button type="primary" onClick={onConfirm}>
            Pay {now}
          </Button>
          <Button onClick={onDismiss}>Not now</Button>
        </Flex>
      }
    />
  );
}
