import type { TierBundlesDto } from '@tessera/contracts';
import { Flex, Radio, Tag, Typography } from 'antd';
import { formatMoney } from '../billing-format';

interface BundleChoiceProps {
  tierName: string;
  bundles: TierBundlesDto;
  /** 0 for month by month, else the bundle's months. */
  value: number;
  onChange: (months: number) => void;
}

/** Month by month, or one of the tier's bundles paid at once with what it saves. */
export function BundleChoice({ tierName, bundles, value, onChange }: BundleChoiceProps) {
  const currency = bundles.currency;
  return (
    <Radio.Group
      className="bundle-choice"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      aria-label={`How to pay for ${tierName}`}
    >
      <Flex vertical gap={8}>
        <Radio value={0}>
          <Typography.Text strong>Monthly</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {formatMoney(bundles.monthlyPriceCents, currency)} a month
          </Typography.Text>
        </Radio>
        {bundles.bundles.map((bundle) => (
          <Radio key={bundle.months} value={bundle.months}>
            <Typography.Text strong>{bundle.months} months</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {formatMoney(bundle.priceCents, currency)} at once
            </Typography.Text>{' '}
            <Tag color="green">
              Save {formatMoney(bundle.savingCents, currency)} ({bundle.discountPercent} % off)
            </Tag>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
