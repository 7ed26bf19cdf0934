import type { ReactNode } from 'react';
import { TesseraLogo } from '../../components/brand/tessera-logo';
import { MosaicArt } from '../landing/mosaic-art';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider card for multi-column content such as the registration tiers. */
  wide?: boolean;
}

/** The sign-in family of screens: a brand panel beside a focused form card. */
export function AuthLayout({ title, subtitle, children, wide = false }: AuthLayoutProps) {
  return (
    <div className={wide ? 'auth-layout auth-layout--wide' : 'auth-layout'}>
      {!wide && (
        <aside className="auth-layout__brand" aria-hidden="true">
          <TesseraLogo size={32} />
          <p className="auth-layout__tagline">
            Publish what you love. Get paid by the people who love it too.
          </p>
          <MosaicArt />
        </aside>
      )}
      <section className="auth-layout__panel">
        <div className="auth-card">
          <h1 className="basic-heading auth-card__title">{title}</h1>
          {subtitle && (
            <p className="basic-paragraph basic-secondary auth-card__subtitle">{subtitle}</p>
          )}
          {children}
        </div>
      </section>
    </div>
  );
}
