import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import { Button, Flex, Tag, Typography } from 'antd';
import { useShellDialogs } from '../../app/shell-dialogs';
import { FeatureOffNote } from '../../components/feedback/feature-off-note';
import { ButtonLink } from '../../components/navigation/button-link';
import { useFeatureSwitch } from '../../hooks/use-public-settings';
import { MosaicArt } from './mosaic-art';

export function HeroSection() {
  const { openPricing } = useShellDialogs();
  const registration = useFeatureSwitch('registrationOpen');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <Tag color="cyan" className="hero__eyebrow">
          Memberships for creators
        </Tag>
        <Typography.Title id="hero-title" className="hero__title">
          Your best work, backed by the people who <span className="hero__accent">love it</span>.
        </Typography.Title>
        <Typography.Paragraph className="hero__lead">
          Tessera lets photographers, filmmakers, writers and artists publish for paying
          subscribers, chat with their community and get paid every month, without giving away most
          of what they earn.
        </Typography.Paragraph>
        <Flex gap={12} wrap className="hero__actions">
          <Button size="large" type="primary" onClick={() => openPricing('subscriber')}>
            View Subscriber Plans
          </Button>
          {!registration.off && (
            <ButtonLink
              size="large"
              to="/register"
              icon={<ArrowRightOutlined />}
              iconPlacement="end"
            >
              Join for Free
            </ButtonLink>
          )}
        </Flex>
        {registration.off ? (
          <FeatureOffNote className="hero__note">{registration.note}</FeatureOffNote>
        ) : (
          <Typography.Text type="secondary" className="hero__note">
            <SafetyCertificateOutlined /> Free to join. Cancel a subscription any time.
          </Typography.Text>
        )}
      </div>
      <div className="hero__art">
        <MosaicArt />
      </div>
    </section>
  );
}
