import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Link } from 'react-router-dom';
import { useShellDialogs } from '../../app/shell-dialogs';
import { BasicButton } from '../basic/basic-button';
import { TesseraLogo } from '../brand/tessera-logo';

export const SUPPORT_EMAIL = 'support@tessera.example';

const FOOTER_COLUMNS: { title: string; links: { href: string; label: string }[] }[] = [
  {
    title: 'Platform',
    links: [
      { href: '/about', label: 'About' },
      { href: '/how-it-works', label: 'How it works' },
      { href: '/creator-program', label: 'Creator program' },
      { href: '/success-stories', label: 'Success stories' },
    ],
  },
  {
    title: 'Support',
    links: [
      { href: '/help', label: 'Help centre' },
      { href: '/safety', label: 'Safety' },
      { href: '/guidelines', label: 'Community guidelines' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'For creators',
    links: [
      { href: '/best-practices', label: 'Best practices' },
      { href: '/analytics-guide', label: 'Analytics guide' },
      { href: '/tax-info', label: 'Tax information' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy policy' },
      { href: '/terms', label: 'Terms of service' },
      { href: '/cookies', label: 'Cookie policy' },
      { href: '/dmca', label: 'DMCA' },
    ],
  },
];

/** Screens that use the full height for their own layout. */
export const FOOTER_HIDDEN_PATHS = ['/messages', '/creator/upload'];

export function AppFooter() {
  const { openCookiePreferences } = useShellDialogs();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__brand">
          <TesseraLogo size={24} />
          <p>Where creators share their best work with the people who back them.</p>
          <a className="app-footer__mail" href={`mailto:${SUPPORT_EMAIL}`}>
            <MailOutlined /> {SUPPORT_EMAIL}
          </a>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} className="app-footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            {column.links.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
      <div className="app-footer__bottom">
        <span>© {new Date().getFullYear()} Tessera</span>
        <span className="app-footer__secure">
          <LockOutlined /> Card payments are processed by Stripe
        </span>
        <BasicButton variant="link" size="small" onClick={openCookiePreferences}>
          Cookie settings
        </BasicButton>
      </div>
    </footer>
  );
}
