import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

interface CookieBannerProps {
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onCustomize: () => void;
}

export function CookieBanner({ onAcceptAll, onDeclineAll, onCustomize }: CookieBannerProps) {
  return (
    <section className="cookie-banner" role="region" aria-label="Cookie consent">
      <div className="cookie-banner__text">
        <Typography.Title level={2} className="cookie-banner__title">
          We value your privacy
        </Typography.Title>
        <Typography.Paragraph className="cookie-banner__body">
          We use necessary cookies to keep you signed in. With your permission we also use cookies
          to remember your preferences, understand how Tessera is used and show relevant offers.
          Read our <Link to="/legal/cookie-policy">cookie policy</Link>,{' '}
          <Link to="/legal/privacy-policy">privacy policy</Link> and{' '}
          <Link to="/legal/terms-of-service">terms of service</Link>.
        </Typography.Paragraph>
      </div>
      <Flex gap={8} wrap className="cookie-banner__actions">
        <Button onClick={onCustomize}>Customize</Button>
        <Button onClick={onDeclineAll}>Decline All</Button>
        <Button type="primary" onClick={onAcceptAll}>
          Accept All
        </Button>
      </Flex>
    </section>
  );
}
