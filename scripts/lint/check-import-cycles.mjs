// Fails `npm run lint` when files import each other in a circle anywhere in the libraries, the
// services, the gateway or the web app: the parts of a cycle can be neither read, tested nor moved
// alone, and a module cycle is what Nest's forwardRef papers over.
import madge from 'madge';

const TREES = [
  { dirs: ['libs', 'services', 'gateway/src'], tsConfig: 'tsconfig.base.json', extensions: ['ts'] },
  { dirs: ['web/src'], tsConfig: 'web/tsconfig.json', extensions: ['ts', 'tsx'] },
];
const SKIPPED = [/node_modules/, /\/dist\//, /\.d\.ts$/];

let cycles = [];
let files = 0;
for (const { dirs, tsConfig, extensions } of TREES) {
  const graph = await madge(dirs, {
    tsConfig,
    fileExtensions: extensions,
    excludeRegExp: SKIPPED,
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  files += Object.keys(graph.obj()).length;
  cycles = cycles.concat(graph.circular());
}

if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${files} files`);
