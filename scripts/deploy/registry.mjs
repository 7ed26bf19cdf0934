// The service registry as the deploy generator reads it: the built contracts library.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export function loadRegistry() {
  const entry = path.join(REPO_ROOT, 'libs/contracts/dist/index.js');
  if (!existsSync(entry)) {
    execFileSync('npx', ['tsc', '-b', 'libs/contracts'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const { SERVICE_REGISTRY, serviceUrlVariable } = createRequire(import.meta.url)(entry);
  return { services: SERVICE_REGISTRY, urlVariable: serviceUrlVariable };
}

/** Replaces the text between a begin and an end marker line, keeping the markers. */
export function replaceBetween(text, begin, end, body, file) {
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start < 0 || stop < start) throw new Error(`${file}: markers "${begin}" / "${end}" missing`);
  const afterBegin = text.indexOf('\n', start) + 1;
  const endLineStart = text.lastIndexOf('\n', stop) + 1;
  return text.slice(0, afterBegin) + body + text.slice(endLineStart);
}
