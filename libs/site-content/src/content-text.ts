import type { ContentSection } from './content-types';

/** Every heading, paragraph, bullet and step of the sections as one text, tokens unresolved. */
export function sectionsText(sections: readonly ContentSection[]): string {
  return sections
    .flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
      ...(section.steps ?? []),
    ])
    .join(' ');
}
