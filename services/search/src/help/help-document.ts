/** A help article or a public page of the web app, as the help index holds it. */
export interface HelpDocument {
  slug: string;
  kind: 'article' | 'page';
  title: string;
  summary: string;
  keywords: string[];
  body: string;
  url: string;
  updatedAt: string | null;
}
