import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { getTier } from '@tessera/rules';
import { Button, Card, Flex, Result, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { useSession } from '../../session/session-context';
import { UnlockCheckout } from '../billing/unlock/unlock-checkout';
import { currentPlanId } from './current-plan';
import { PlanPayment } from './plan-payment';
import { tierPrice } from './tier-display';

/**
 * `/subscription/checkout`: `?tier=` pays for a platform plan chosen in the pricing dialog or at
 * registration; `?creatorId=` leads to that creator's tiers and `?contentId=` unlocks one post.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const creatorId = params.get('creatorId');
  const contentId = params.get('contentId');
  if (creatorId) return <Navigate to={`/subscribe/${encodeURIComponent(creatorId)}`} replace />;
  if (contentId) return <UnlockCheckout contentId={contentId} />;
  return <PlanCheckout tierId={params.get('tier')} />;
}

function PlanCheckout({ tierId }: { tierId: string | null }) {
  const { openPricing } = useShellDialogs();
  const { user } = useSession();
  const tier = getTier(tierId);
  // The plan at arrival: paying changes the session's plan, and the receipt should stay shown.
  const [planOnArrival] = useState(() => currentPlanId(user));

  if (!tier) {
    return (
      <div className="page page--narrow">
        <Result
          status="warning"
          title="We could not find that plan"
          subTitle="The link may be out of date. Pick a plan from the current line-up instead."
          extra={
            <Button type="primary" onClick={() => openPricing('subscriber')}>
              View plans
            </Button>
          }
        />
      </div>
    );
  }

  const monthly = tierPrice(tier, 'monthly');
  const annual = tierPrice(tier, 'annual');
  const isFree = tier.priceCents === 0;
  const isCurrent = planOnArrival === tier.id;

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Checkout
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Review the plan you picked, then pay for it.
      </Typography.Paragraph>
      <Card className="checkout-card">
        <Flex vertical gap={16}>
          <Flex align="center" gap={10} wrap>
            <span className="checkout-card__swatch" style={{ background: tier.color }} />
            <Typography.Title level={2} className="checkout-card__name">
              {tier.name}
            </Typography.Title>
            {tier.isPopular && <Tag color="gold">Most Popular</Tag>}
            {isCurrent && <Tag color="green">Current Plan</Tag>}
          </Flex>
          <Typography.Paragraph className="checkout-card__description">
            {tier.description}
          </Typography.Paragraph>
          <Flex gap={24} wrap className="checkout-card__prices">
            <div>
              <div className="checkout-card__amount">{monthly.amount}</div>
              <Typography.Text type="secondary">
                {isFree ? 'No card needed' : `per ${monthly.period}`}
              </Typography.Text>
            </div>
            {!isFree && (
              <div>
                <div className="checkout-card__amount">{annual.amount}</div>
                <Typography.Text type="secondary">
                  per {annual.period}, billed yearly
                </Typography.Text>
              </div>
            )}
          </Flex>
          <ul className="check-list">
            {tier.features.map((feature) => (
              <li key={feature}>
                <CheckOutlined /> {feature}
              </li>
            ))}
          </ul>
          {isCurrent ? (
            <Typography.Text type="secondary">You are on this plan already.</Typography.Text>
          ) : (
            <PlanPayment tier={tier} />
          )}
          <Button
            type="link"
            className="checkout-card__compare"
            onClick={() => openPricing(tier.type)}
          >
            Compare plans
          </Button>
        </Flex>
      </Card>
    </div>
  );
}
