import { Fragment } from 'react';

const MARK_TAGS = /(<mark>|<\/mark>)/;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** A highlighter may escape the text between the marks; people should read it unescaped. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** The plain and marked runs of a fragment, in order. */
function markedRuns(fragment: string): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of fragment.split(MARK_TAGS)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) runs.push({ text: decodeEntities(piece), marked });
  }
  return runs;
}

/** A fragment's text as it reads, without the marks. */
export function unmarkedText(fragment: string): string {
  return markedRuns(fragment)
    .map((run) => run.text)
    .join('');
}

/**
 * A server highlight fragment such as `the <mark>sunset</mark> series`, shown as text with the
 * marked words in <mark>. Only the mark tags are read; any other markup stays visible as text.
 */
export function MarkedText({ fragment }: { fragment: string }) {
  return (
    <>
      {markedRuns(fragment).map((run, index) =>
        run.marked ? (
          <mark key={index}>{run.text}</mark>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
