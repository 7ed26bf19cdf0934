import {
  BUNDLE_MONTHS,
  type CreatorTierDto,
  MAX_OFFER_DISCOUNT_PERCENT,
  type TierBundlesDto,
} from '@tessera/contracts';
import { bundlePriceCents } from '@tessera/rules';
import { App, Button, Checkbox, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../billing-format';
import { useSaveTierBundles } from '../hooks/use-save-tier-bundles';

interface TierBundlesEditorProps {
  tier: CreatorTierDto;
  bundles: TierBundlesDto | undefined;
}

type Draft = Record<number, { on: boolean; discountPercent: number | null }>;

const SUGGESTED_DISCOUNT: Record<number, number> = { 3: 10, 6: 15, 12: 25 };

function draftOf(bundles: TierBundlesDto | undefined): Draft {
  return Object.fromEntries(
    BUNDLE_MONTHS.map((months) => {
      const set = bundles?.bundles.find((bundle) => bundle.months === months);
      return [
        months,
        { on: Boolean(set), discountPercent: set?.discountPercent ?? SUGGESTED_DISCOUNT[months] },
      ];
    }),
  );
}

/** The tier's bundles: for 3, 6 and 12 months, on or off, each at the discount the creator sets. */
export function TierBundlesEditor({ tier, bundles }: TierBundlesEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(bundles));
  const save = useSaveTierBundles(tier.creatorId);
  const { message } = App.useApp();
  const chosen = BUNDLE_MONTHS.flatMap((months) => {
    const entry = draft[months];
    return entry?.on && entry.discountPercent
      ? [{ months, discountPercent: entry.discountPercent }]
      : [];
  });
  const incomplete = BUNDLE_MONTHS.some(
    (months) => draft[months]?.on && !draft[months]?.discountPercent,
  );

  const change = (months: number, next: Partial<Draft[number]>) =>
    setDraft((current) => ({
      ...current,
      [months]: { ...current[months], ...next } as Draft[number],
    }));

  return (
    <Flex vertical gap={8} className="tier-bundles-editor">
      <Typography.Text strong>Bundles</Typography.Text>
      <Typography.Text type="secondary">
        Fans pay several months at once for less. A bundle renews at its price for as many months
        while you keep it; change or remove it and its fans are told a month ahead, then renew at
        the new terms.
      </Typography.Text>
      {BUNDLE_MONTHS.map((months) => {
        const entry = draft[months];
        const price =
          entry?.discountPercent != null
            ? bundlePriceCents(tier.priceCents, { months, discountPercent: entry.discountPercent })
            : null;
        return (
          <Flex key={months} gap={8} align="center" wrap>
            <Checkbox
              checked={entry?.on}
              onChange={(event) => change(months, { on: event.target.checked })}
            >
              {months} months
            </Checkbox>
            <InputNumber<number>
              aria-label={`Discount for ${months} months, in percent`}
              min={1}
              max={MAX_OFFER_DISCOUNT_PERCENT}
              precision={0}
              suffix="% off"
              disabled={!entry?.on}
              value={entry?.discountPercent}
              onChange={(value) => change(months, { discountPercent: value })}
            />
            {entry?.on && price !== null && (
              <Typography.Text type="secondary">
                {formatMoney(price, tier.currency)} at once · saves{' '}
                {formatMoney(tier.priceCents * months - price, tier.currency)}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
      <div>
        <Button
          disabled={incomplete}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { tierId: tier.id, body: { bundles: chosen } },
              {
                onSuccess: () => void message.success('Bundles saved'),
                onError: (error) => void message.error(error.message),
              },
            )
          }
        >
          Save bundles
        </Button>
      </div>
    </Flex>
  );
}
