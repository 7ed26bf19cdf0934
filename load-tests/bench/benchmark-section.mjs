import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root.mjs';

const DOC_PATH = path.join(REPO_ROOT, 'docs/benchmarks.md');

/**
 * Adds a run to its benchmark's section of docs/benchmarks.md (`## heading`), above that section's
 * older runs; a section not there yet is appended with its introduction.
 */
export function recordRunInSection({ heading, introduction, section }) {
  const doc = readFileSync(DOC_PATH, 'utf8');
  const at = doc.indexOf(heading);
  if (at === -1) {
    writeFileSync(DOC_PATH, `${doc.trimEnd()}\n\n${introduction}\n\n${section.trimEnd()}\n`);
    return;
  }
  const firstRun = doc.indexOf('\n### ', at);
  const nextSection = doc.indexOf('\n## ', at + heading.length);
  const sectionEnd = nextSection === -1 ? doc.length : nextSection + 1;
  const insertAt = firstRun !== -1 && firstRun < sectionEnd ? firstRun + 1 : sectionEnd;
  const before = doc.slice(0, insertAt).trimEnd();
  const after = doc.slice(insertAt);
  writeFileSync(DOC_PATH, `${before}\n\n${section.trimEnd()}\n${after ? `\n${after}` : ''}`);
}
