// Fails `npm run lint` when a source file's name does not say what it is: every folder and file
// under the libraries, the services, the gateway and the web app is kebab-case, a file may carry
// only a role suffix from the lists below (`<name>.<role>.ts`), and a file that declares a Nest
// module, controller, event handler, socket gateway or mongoose schema carries that role's suffix,
// so the two new services copy one naming scheme and a reader finds a feature's parts by name.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// The roles in use when this check was written; a new role belongs here with the files that need it.
const SERVER_ROLES = [
  'adapter',
  'api-responses',
  'builder',
  'cache',
  'catalogue',
  'check',
  'cipher',
  'client',
  'constants',
  'controller',
  'copy',
  'decision',
  'decorator',
  'error',
  'errors',
  'events',
  'filter',
  'fixtures',
  'gateway',
  'guard',
  'health',
  'hook',
  'indicator',
  'issuer',
  'job',
  'lookup',
  'mapper',
  'module',
  'pipe',
  'repository',
  'rule',
  'schema',
  'service',
  'service-definition',
  'store',
  'strategy',
  'stream',
  'sweep',
  'sweeper',
  'token',
  'tokens',
  'types',
  'usecase',
  'util',
  'verifier',
  'writer',
];
const WEB_ROLES = ['api', 'article', 'page'];
const TEST_SUFFIXES = ['spec', 'int.spec', 'spec-support', 'test'];

const TREES = [
  // The help articles and static pages moved out of the web app keep their content roles.
  { root: /^libs\/site-content\/src\//, roles: ['article', 'page'] },
  { root: /^(libs\/[^/]+\/src|services\/[^/]+\/src|gateway\/src)\//, roles: SERVER_ROLES },
  { root: /^web\/src\//, roles: WEB_ROLES },
];
const EXTENSIONS = ['ts', 'tsx', 'css'];

// What a file declares decides its suffix: `@Controller()` also marks a Kafka handler class, which
// lives in `<name>.events.ts` beside its feature.
const DECLARATIONS = [
  { pattern: /^@Module\(/m, suffixes: ['module'] },
  { pattern: /^@Controller\(/m, suffixes: ['controller', 'events'] },
  { pattern: /^\s*@ConsumeEvents?\(/m, suffixes: ['events'] },
  { pattern: /^@WebSocketGateway\(/m, suffixes: ['gateway'] },
  { pattern: /^@Schema\(/m, suffixes: ['schema'] },
];

function listFiles() {
  const out = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      'libs',
      'services',
      'gateway',
      'web',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return out.split('\n').filter(Boolean);
}

function checkName(path, tree, problems) {
  const relative = path.replace(tree.root, '');
  const segments = relative.split('/');
  const fileName = segments.pop();
  for (const folder of segments) {
    if (!KEBAB.test(folder)) problems.push(`${path}: folder "${folder}" is not kebab-case`);
  }
  const parts = fileName.split('.');
  const extension = parts.pop();
  if (!EXTENSIONS.includes(extension)) return null;
  const [base, ...suffixParts] = parts;
  if (!KEBAB.test(base)) problems.push(`${path}: "${base}" is not kebab-case`);
  let suffix = suffixParts.join('.');
  const test = TEST_SUFFIXES.find((t) => suffix === t || suffix.endsWith(`.${t}`));
  if (test) suffix = suffix.slice(0, Math.max(0, suffix.length - test.length - 1));
  if (suffix && !tree.roles.includes(suffix)) {
    problems.push(`${path}: ".${suffix}" is not a known role suffix (${tree.roles.join(', ')})`);
  }
  return { suffix, test: Boolean(test), extension };
}

const problems = [];
let checked = 0;
for (const path of listFiles()) {
  const tree = TREES.find((t) => t.root.test(path));
  if (!tree) continue;
  const name = checkName(path, tree, problems);
  if (!name) continue;
  checked += 1;
  if (name.test || name.extension !== 'ts' || tree.roles !== SERVER_ROLES) continue;
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    continue; // deleted in the work tree, still in the index
  }
  for (const { pattern, suffixes } of DECLARATIONS) {
    const declared = text.match(pattern);
    if (declared && !suffixes.includes(name.suffix)) {
      const wanted = suffixes.map((s) => `*.${s}.ts`).join(' or ');
      problems.push(`${path}: declares ${declared[0].trim()}…) so it is named ${wanted}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} file name(s) to fix:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`${checked} file names are kebab-case with known role suffixes`);
