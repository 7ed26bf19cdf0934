import GiftOutlined from '@ant-design/icons/GiftOutlined';
import type { OfferLinkDto } from '@tessera/contracts';
import { Avatar, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { initialsOf } from '../../../components/avatar/avatar-initials';
import { ButtonLink } from '../../../components/navigation/button-link';
import { usePublicProfile } from '../../../hooks/use-public-profile';
import { formatDay, formatMoney } from '../billing-format';
import { useOfferLink } from '../hooks/use-offer-link';
import { offerHeadline } from '../subscribe/checkout-terms';

/**
 * `/offer/:code`: what a creator's trial or promotion link gives, open to anyone, and the way to
 * the checkout with it applied (sign-in comes first for a visitor).
 */
export function OfferLinkPage() {
  const { code = '' } = useParams();
  const offer = useOfferLink(code);

  if (offer.isPending) {
    return (
      <div className="page page--narrow">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (offer.isError) {
    return (
      <div className="page page--narrow">
        <Result
          status="404"
          title="This offer link is not valid"
          subTitle="Check the address, or ask the creator for a new link."
          extra={<ButtonLink to="/explore">Find creators</ButtonLink>}
        />
      </div>
    );
  }

  return <OfferLinkView link={offer.data} />;
}

function OfferLinkView({ link }: { link: OfferLinkDto }) {
  const profile = usePublicProfile(link.creatorId);
  const name = profile.data?.displayName ?? 'This creator';
  const monthly = formatMoney(link.monthlyPriceCents, link.currency);
  const checkout = `/subscribe/${encodeURIComponent(link.creatorId)}?tier=${encodeURIComponent(link.tierId)}&offer=${encodeURIComponent(link.code)}`;
  const after =
    link.kind === 'trial'
      ? `Nothing is charged today: a card on file is charged ${monthly} a month when the trial ends, unless you cancel before.`
      : `You pay ${formatMoney(link.firstChargeCents, link.currency)} for the first month, then ${monthly} a month.`;

  return (
    <div className="page page--narrow">
      <Card className="page-card">
        <Result
          icon={
            <Avatar size={64} src={profile.data?.avatar || undefined}>
              {initialsOf(name, 1)}
            </Avatar>
          }
          title={
            <Typography.Title level={1} className="page-title">
              <GiftOutlined aria-hidden="true" /> {offerHeadline(link)}
            </Typography.Title>
          }
          subTitle={
            <>
              <Typography.Paragraph strong>
                {name} offers you the {link.tierName} tier.
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary">{after} Cancel any time.</Typography.Paragraph>
              {!link.claimable && (
                <Typography.Paragraph type="warning">
                  This offer can no longer be claimed:{' '}
                  {link.claimsUsed >= link.maxClaims
                    ? 'every claim is taken.'
                    : 'it has ended or expired.'}
                </Typography.Paragraph>
              )}
            </>
          }
          extra={
            link.claimable ? (
              <ButtonLink type="primary" size="large" to={checkout}>
                Claim the offer
              </ButtonLink>
            ) : (
              <ButtonLink to={`/subscribe/${encodeURIComponent(link.creatorId)}`}>
                See the tiers
              </ButtonLink>
            )
          }
        />
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Claims left">
            {Math.max(link.maxClaims - link.claimsUsed, 0)} of {link.maxClaims}
          </Descriptions.Item>
          <Descriptions.Item label="Claim by">{formatDay(link.expiresAt)}</Descriptions.Item>
          <Descriptions.Item label="Limit">One offer per fan and creator</Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
