import { checkoutPathForTier, getTier, tiersByType, type TierType } from '@tessera/rules';
import { App, Button, Flex, Modal, Segmented, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { LabelledSwitch } from '../../components/forms/labelled-switch';
import { PAYMENT_MESSAGES } from '../billing/checkout/payment-messages';
import { useChangePlan } from '../billing/hooks/use-change-plan';
import { useSession } from '../../session/session-context';
import { currentPlanId } from './current-plan';
import { PricingTierCard } from './pricing-tier-card';
import { TierComparisonTable } from './tier-comparison-table';
import { annualSavingLabel, type BillingCycle } from './tier-display';

const TAB_LABELS: Record<TierType, string> = {
  subscriber: 'Subscriber Plans',
  creator: 'Creator Plans',
};

/**
 * Plans from the shared catalogue. Continuing signs visitors in; members switch to a free plan at
 * once and pay for a paid one at checkout.
 */
export function PricingDialog() {
  const { pricingTab, closePricing } = useShellDialogs();
  const { user } = useSession();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TierType>('subscriber');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [compare, setCompare] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const currentId = currentPlanId(user);
  const changePlan = useChangePlan();
  const { message } = App.useApp();

  useEffect(() => {
    if (pricingTab) {
      setTab(pricingTab);
      setSelectedId(null);
    }
  }, [pricingTab]);

  const selected = getTier(selectedId);

  const handleContinue = () => {
    if (!selected) return;
    closePricing();
    if (!user) {
      navigate('/login');
      return;
    }
    if (selected.priceCents === 0) {
      changePlan.mutate(selected.id, {
        onSuccess: () => void message.success(`You are on ${selected.name} now`),
        onError: () => void message.error(PAYMENT_MESSAGES.updateFailed),
      });
      return;
    }
    navigate(checkoutPathForTier(selected.id));
  };

  const tierGrid = (type: TierType) => {
    const tiers = tiersByType(type);
    return (
      <Flex vertical gap={16}>
        {type === 'subscriber' && (
          <Typography.Text type="secondary">
            One paywall per creator: subscribing to a creator opens what their tier promises and
            lets you message them, with no plan needed. A plan adds its perks across every creator
            you subscribe to.
          </Typography.Text>
        )}
        <div className="tier-grid">
          {tiers.map((tier) => (
            <PricingTierCard
              key={tier.id}
              tier={tier}
              cycle={cycle}
              selected={tier.id === selectedId}
              isCurrent={tier.id === currentId}
              onSelect={setSelectedId}
            />
          ))}
        </div>
        {compare && <TierComparisonTable tiers={tiers} cycle={cycle} />}
      </Flex>
    );
  };

  return (
    <Modal
      open={pricingTab !== null}
      onCancel={closePricing}
      width={1040}
      title={
        <Typography.Title level={2} className="pricing-dialog__title">
          Choose your plan
        </Typography.Title>
      }
      className="pricing-dialog"
      footer={
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Text type="secondary" className="pricing-dialog__summary">
            {selected ? `Selected: ${selected.name}` : 'Select a plan to continue'}
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={closePricing}>Cancel</Button>
            <Button
              type="primary"
              disabled={!selected}
              loading={changePlan.isPending}
              onClick={handleContinue}
            >
              Continue to Checkout
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={12}
        className="pricing-dialog__controls"
      >
        <Flex align="center" gap={8}>
          <Segmented<BillingCycle>
            aria-label="Billing period"
            value={cycle}
            onChange={setCycle}
            options={[
              { label: 'Monthly', value: 'monthly' },
              { label: 'Annual', value: 'annual' },
            ]}
          />
          <Tag color="green">{annualSavingLabel()}</Tag>
        </Flex>
        <LabelledSwitch label="Compare features" checked={compare} onChange={setCompare} />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as TierType);
          setSelectedId(null);
        }}
        items={(Object.keys(TAB_LABELS) as TierType[]).map((type) => ({
          key: type,
          label: TAB_LABELS[type],
          children: tierGrid(type),
        }))}
      />
    </Modal>
  );
}
