import { Typography } from 'antd';
import { ContentSections } from '../../components/content/content-sections';
import { STATIC_PAGES, resolveContentTokens, type StaticPage } from '@tessera/site-content';
import { NotFoundPage } from '../errors/not-found-page';
import { useSession } from '../../session/session-context';
import { ContactForm } from './contact-form';
import { SupportRequestForm } from './support-request-form';

/** Paths that serve another page's text under a second address. */
const PATH_ALIASES: Record<string, string> = { '/guidelines': '/community-guidelines' };
const LEGAL_PATHS = new Set(['/privacy', '/terms', '/cookies', '/dmca']);
const CONTACT_PATHS = new Set(['/contact', '/contact-us']);

interface StaticPageViewProps {
  path: string;
  pages?: readonly StaticPage[];
}

export function StaticPageView({ path, pages = STATIC_PAGES }: StaticPageViewProps) {
  const { user } = useSession();
  const target = PATH_ALIASES[path] ?? path;
  const page = pages.find((candidate) => candidate.path === target);
  if (!page) return <NotFoundPage />;
  const updated = new Date(page.updatedAt);

  return (
    <article className="page page--reading">
      <Typography.Title level={1} className="page-title">
        {page.title}
      </Typography.Title>
      <Typography.Paragraph className="page-lead">
        {resolveContentTokens(page.intro)}
      </Typography.Paragraph>
      {LEGAL_PATHS.has(target) && !Number.isNaN(updated.getTime()) && (
        <Typography.Text type="secondary" className="article-meta">
          Last updated {updated.toLocaleDateString(undefined, { dateStyle: 'long' })}
        </Typography.Text>
      )}
      {CONTACT_PATHS.has(path) && (user ? <SupportRequestForm /> : <ContactForm />)}
      <ContentSections sections={page.sections} />
    </article>
  );
}
