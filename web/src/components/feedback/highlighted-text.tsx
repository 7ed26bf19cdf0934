import { Fragment } from 'react';
import { escapeRegExp } from '../../lib/text-search';

/** Wraps the parts of `text` that start with any of the terms in <mark>. */
export function HighlightedText({ text, terms }: { text: string; terms: string[] }) {
  const usable = terms.filter((term) => term.length > 0);
  if (usable.length === 0) return <>{text}</>;
  const pattern = new RegExp(`\\b(${usable.map(escapeRegExp).join('|')})`, 'gi');
  const parts: { text: string; marked: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index}>{part.text}</mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
