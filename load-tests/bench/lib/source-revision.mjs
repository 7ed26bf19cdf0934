import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './repo-root.mjs';

const git = (...args) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** The commit the measured services were built from, and whether their sources differed from it. */
export function describeSourceRevision() {
  const commit = git('rev-parse', '--short', 'HEAD');
  const changed = git('status', '--porcelain', '--', 'libs', 'services', 'gateway') !== '';
  return changed ? `${commit} with uncommitted changes in libs/, services/ or gateway/` : commit;
}
