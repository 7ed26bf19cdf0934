import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { useShellDialogs } from '../../app/shell-dialogs';
import { BasicButton, BasicButtonLink } from '../../components/basic/basic-button';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { MosaicArt } from './mosaic-art';

export function HeroSection() {
  const { openPricing } = useShellDialogs();
  const registration = useFeatureSwitch('registrationOpen');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <span className="basic-tag basic-tag--cyan hero__eyebrow">Memberships for creators</span>
        <h1 id="hero-title" className="basic-heading hero__title">
          Your best work, backed by the people who <span className="hero__accent">love it</span>.
        </h1>
        <p className="basic-paragraph hero__lead">
          Tessera lets photographers, filmmakers, writers and artists publish for paying
          subscribers, chat with their community and get paid every month, without giving away most
          of what they earn.
        </p>
        <div className="hero__actions">
          <BasicButton size="large" variant="primary" onClick={() => openPricing('subscriber')}>
            View Subscriber Plans
          </BasicButton>
          {!registration.off && (
            <BasicButtonLink size="large" to="/register" iconAfter={<ArrowRightOutlined />}>
              Join for Free
            </BasicButtonLink>
          )}
        </div>
        {registration.off ? (
          <FeatureOffNote className="hero__note">{registration.note}</FeatureOffNote>
        ) : (
          <span className="basic-secondary hero__note">
            <SafetyCertificateOutlined /> Free to join. Cancel a subscription any time.
          </span>
        )}
      </div>
      <div className="hero__art">
        <MosaicArt />
      </div>
    </section>
  );
}
