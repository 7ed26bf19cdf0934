import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { PAYOUT_SCHEDULE, tiersByType } from '@tessera/rules';
import { useShellDialogs } from '../../app/shell-dialogs';
import { BasicButton, BasicButtonLink } from '../../components/basic/basic-button';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { creatorKeepRange } from './creator-earnings-share';

export function CreatorsSection() {
  const { openPricing } = useShellDialogs();
  const registration = useFeatureSwitch('registrationOpen');
  const freeTier = tiersByType('creator').find((tier) => tier.priceCents === 0);
  return (
    <section className="creators-band" aria-labelledby="creators-title">
      <div className="creators-band__inner">
        <div>
          <h2 id="creators-title" className="basic-heading creators-band__title">
            Built for creators. Keep {creatorKeepRange()} of what you earn.
          </h2>
          <p className="basic-paragraph creators-band__lead">
            Start free{freeTier ? ` on ${freeTier.name}` : ''}, then move up when you want lower
            fees, live streaming and custom branding. Your subscribers, your prices, your content.
          </p>
          <ul className="creators-band__points">
            <li>
              <CheckCircleFilled /> Set your own tiers and prices
            </li>
            <li>
              <CheckCircleFilled /> Schedule posts and message subscribers in bulk
            </li>
            <li>
              <CheckCircleFilled /> {PAYOUT_SCHEDULE[0]?.toUpperCase()}
              {PAYOUT_SCHEDULE.slice(1)} payouts with transparent fees
            </li>
          </ul>
        </div>
        <div className="creators-band__actions">
          <BasicButton size="large" variant="primary" onClick={() => openPricing('creator')}>
            View Creator Plans
          </BasicButton>
          {registration.off ? (
            <FeatureOffNote>{registration.note}</FeatureOffNote>
          ) : (
            <BasicButtonLink size="large" to="/register?role=creator">
              Start Creating for Free
            </BasicButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
