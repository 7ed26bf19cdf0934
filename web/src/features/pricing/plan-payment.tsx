import type { BillingPeriod } from '@tessera/contracts';
import { annualPriceCents, type SubscriptionTier } from '@tessera/rules';
import { Alert, Button, Flex, Result, Segmented } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../../components/navigation/button-link';
import { PaymentCheckout } from '../billing/checkout/payment-checkout';
import { PAYMENT_MESSAGES } from '../billing/checkout/payment-messages';
import { useChangePlan } from '../billing/hooks/use-change-plan';
import { usePayPlan } from '../billing/hooks/use-pay-plan';
import { tierPrice } from './tier-display';

const DONE_ACTIONS = [
  <ButtonLink key="dashboard" type="primary" to="/dashboard">
    Go to your dashboard
  </ButtonLink>,
  <ButtonLink key="billing" to="/billing?tab=transactions">
    See the receipt
  </ButtonLink>,
];

/** Switches to a free plan at once; a paid plan is paid for with a card first. */
export function PlanPayment({ tier }: { tier: SubscriptionTier }) {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const changePlan = useChangePlan();
  const payPlan = usePayPlan();

  if (tier.priceCents === 0) {
    if (changePlan.isSuccess) {
      return (
        <Result
          status="success"
          title={`You are on ${tier.name}`}
          subTitle="Nothing was charged."
          extra={DONE_ACTIONS[0]}
        />
      );
    }
    return (
      <Flex vertical gap={12}>
        {changePlan.isError && (
          <Alert type="error" showIcon title={PAYMENT_MESSAGES.updateFailed} />
        )}
        <Button
          type="primary"
          size="large"
          loading={changePlan.isPending}
          onClick={() => changePlan.mutate(tier.id)}
        >
          Switch to {tier.name}
        </Button>
      </Flex>
    );
  }

  const amountCents = period === 'annual' ? annualPriceCents(tier.priceCents) : tier.priceCents;
  const price = tierPrice(tier, period);
  return (
    <Flex vertical gap={16}>
      <Segmented<BillingPeriod>
        aria-label="Billing period"
        value={period}
        onChange={setPeriod}
        options={[
          { label: 'Pay monthly', value: 'monthly' },
          { label: 'Pay yearly', value: 'annual' },
        ]}
      />
      <PaymentCheckout
        key={period}
        payLabel={`Pay ${price.amount} per ${price.period}`}
        amountCents={amountCents}
        pay={(paymentMethodId, attempt) =>
          payPlan.mutateAsync({
            tierId: tier.id,
            amountCents,
            currency: tier.currency,
            billingPeriod: period,
            paymentMethodId,
            attempt,
          })
        }
        successTitle={`Welcome to ${tier.name}`}
        successDetail={`Your plan is active. You paid ${price.amount}.`}
        successActions={DONE_ACTIONS}
      />
    </Flex>
  );
}
