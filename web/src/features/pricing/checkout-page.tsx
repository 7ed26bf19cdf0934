import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { getTier } from '@tessera/rules';
import { Alert, Button, Card, Flex, Result, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { ButtonLink } from '../../components/navigation/button-link';
import { tierPrice } from './tier-display';

/** Summary of the plan chosen in the pricing dialog or at registration. */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const { openPricing } = useShellDialogs();
  const tier = getTier(params.get('tier'));

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

  return (
    <div className="page page--narrow">
      <Typography.Title level={1} className="page-title">
        Checkout
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="page-lead">
        Review the plan you picked.
      </Typography.Paragraph>
      <Card className="checkout-card">
        <Flex vertical gap={16}>
          <Flex align="center" gap={10} wrap>
            <span className="checkout-card__swatch" style={{ background: tier.color }} />
            <Typography.Title level={2} className="checkout-card__name">
              {tier.name}
            </Typography.Title>
            {tier.isPopular && <Tag color="gold">Most Popular</Tag>}
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
          <Alert
            type="info"
            showIcon
            icon={isFree ? <InfoCircleOutlined /> : <CreditCardOutlined />}
            title={isFree ? 'This plan is free' : 'Payment opens when billing launches'}
            description={
              isFree
                ? 'Every creator account starts on this plan, so there is nothing to pay.'
                : 'Card and PayPal checkout is not live yet. Nothing has been charged, and you can come back to this page from the pricing dialog at any time.'
            }
          />
          <Flex gap={8} wrap>
            <ButtonLink to="/dashboard" type="primary">
              Go to your dashboard
            </ButtonLink>
            <Button onClick={() => openPricing(tier.type)}>Compare plans</Button>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
