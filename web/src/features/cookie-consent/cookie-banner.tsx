import { Link } from 'react-router-dom';
import { BasicButton } from '../../components/basic/basic-button';

interface CookieBannerProps {
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onCustomize: () => void;
}

export function CookieBanner({ onAcceptAll, onDeclineAll, onCustomize }: CookieBannerProps) {
  return (
    <section className="cookie-banner" role="region" aria-label="Cookie consent">
      <div className="cookie-banner__text">
        <h2 className="basic-heading cookie-banner__title">We value your privacy</h2>
        <p className="cookie-banner__body">
          We use necessary cookies to keep you signed in. With your permission we also use cookies
          to remember your preferences, understand how Tessera is used and show relevant offers.
          Read our <Link to="/legal/cookie-policy">cookie policy</Link>,{' '}
          <Link to="/legal/privacy-policy">privacy policy</Link> and{' '}
          <Link to="/legal/terms-of-service">terms of service</Link>.
        </p>
      </div>
      <div className="cookie-banner__actions">
        <BasicButton onClick={onCustomize}>Customize</BasicButton>
        <BasicButton onClick={onDeclineAll}>Decline All</BasicButton>
        <BasicButton variant="primary" onClick={onAcceptAll}>
          Accept All
        </BasicButton>
      </div>
    </section>
  );
}
