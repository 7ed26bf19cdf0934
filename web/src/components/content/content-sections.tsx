import { resolveContentTokens, type ContentSection } from '@tessera/site-content';

export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Renders article or page sections: heading, paragraphs, then a list or numbered steps. */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="prose">
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={sectionId(section.heading)}>
          <h2 id={sectionId(section.heading)}>{resolveContentTokens(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{resolveContentTokens(paragraph)}</p>
          ))}
          {section.bullets && section.bullets.length > 0 && (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{resolveContentTokens(bullet)}</li>
              ))}
            </ul>
          )}
          {section.steps && section.steps.length > 0 && (
            <ol className="prose__steps">
              {section.steps.map((step) => (
                <li key={step}>{resolveContentTokens(step)}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
