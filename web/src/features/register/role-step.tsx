import HeartOutlined from '@ant-design/icons/HeartOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import { tiersByType, type SelfServiceRole, type TierId } from '@tessera/rules';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LabelledSwitch } from '../../components/forms/labelled-switch';
import { ButtonLink } from '../../components/navigation/button-link';
import { TierOptionCard } from './tier-option-card';

interface RoleStepProps {
  role: SelfServiceRole | null;
  selectedTier: TierId | null;
  showDetails: boolean;
  onRoleChange: (role: SelfServiceRole) => void;
  onTierChange: (tier: TierId) => void;
  onShowDetailsChange: (show: boolean) => void;
  onContinue: () => void;
}

const ROLE_CARDS: { role: SelfServiceRole; title: string; text: string; icon: ReactNode }[] = [
  {
    role: 'subscriber',
    title: 'Subscriber',
    text: 'Follow creators you love, unlock their posts and message them directly.',
    icon: <HeartOutlined />,
  },
  {
    role: 'creator',
    title: 'Creator',
    text: 'Publish photos, videos and writing, and earn from subscriptions and tips.',
    icon: <VideoCameraOutlined />,
  },
];

export function RoleStep(props: RoleStepProps) {
  const { role, selectedTier, showDetails } = props;
  return (
    <Flex vertical gap={24}>
      <div className="role-grid" role="radiogroup" aria-label="Account type">
        {ROLE_CARDS.map((card) => (
          <button
            key={card.role}
            type="button"
            role="radio"
            aria-checked={role === card.role}
            className={role === card.role ? 'role-card role-card--selected' : 'role-card'}
            onClick={() => props.onRoleChange(card.role)}
          >
            <span className="role-card__icon" aria-hidden="true">
              {card.icon}
            </span>
            <span className="role-card__title">
              {card.title}
              {card.role === 'subscriber' && <Tag color="gold">Most Popular</Tag>}
            </span>
            <span className="role-card__text">{card.text}</span>
          </button>
        ))}
      </div>

      {role && (
        <section aria-labelledby="tier-heading">
          <Flex justify="space-between" align="center" wrap gap={12} className="tier-heading">
            <Typography.Title level={2} id="tier-heading" className="tier-heading__title">
              Pick a plan <span className="tier-heading__optional">(you can change it later)</span>
            </Typography.Title>
            <LabelledSwitch
              label="Show detailed features"
              checked={showDetails}
              onChange={props.onShowDetailsChange}
            />
          </Flex>
          <div className="tier-option-grid">
            {tiersByType(role).map((tier) => (
              <TierOptionCard
                key={tier.id}
                tier={tier}
                selected={tier.id === selectedTier}
                showDetails={showDetails}
                onSelect={props.onTierChange}
              />
            ))}
          </div>
        </section>
      )}

      <Flex justify="space-between" gap={12} wrap>
        <ButtonLink to="/" size="large">
          Back to Home
        </ButtonLink>
        <Button type="primary" size="large" disabled={!role} onClick={props.onContinue}>
          Continue
        </Button>
      </Flex>
    </Flex>
  );
}
