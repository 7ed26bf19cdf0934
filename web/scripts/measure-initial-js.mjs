#!/usr/bin/env node
// The JavaScript a visitor downloads before the landing page runs, brotli-compressed as the
// gateway serves it: the scripts of index.html (the first-paint script, the entry chunk and its
// static imports, the modulepreload links) and the landing route's lazy chunk with its static
// imports, if it has one. Fails above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The public pages load without Ant Design (128 kB when set): room for a little, not for a library.
const BUDGET_BYTES = 160_000;
const LANDING_PAGE_SOURCE = 'src/features/landing/landing-page.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifestPath = `${dist}.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build -w web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(`${dist}index.html`, 'utf8');

/** Root-relative URLs of the tags in index.html that make the browser fetch JavaScript. */
function htmlScriptUrls() {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const isPreload = tag.startsWith('<link') && /\srel="modulepreload"/.test(tag);
    const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) urls.push(url.replace(/^\//, ''));
  }
  return urls;
}

/** Manifest keys of a chunk and every chunk it imports statically, in load order. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry chunk');

/** Files needed for the first paint of `/`, each with why it is loaded. */
const needed = new Map();
const add = (file, reason) => needed.has(file) || needed.set(file, reason);
for (const key of staticClosure(entryKey)) {
  add(manifest[key].file, key === entryKey ? 'entry' : 'static import of entry');
}
for (const file of htmlScriptUrls()) add(file, 'index.html');
const landing = manifest[LANDING_PAGE_SOURCE];
if (landing?.isDynamicEntry) {
  for (const key of staticClosure(LANDING_PAGE_SOURCE)) {
    add(manifest[key].file, key === LANDING_PAGE_SOURCE ? 'landing route' : 'landing import');
  }
}

function brotliSize(path, bytes) {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

const rows = [...needed].map(([file, reason]) => {
  const bytes = readFileSync(`${dist}${file}`);
  return {
    file,
    reason,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliSize(`${dist}${file}`, bytes),
  };
});
rows.sort((a, b) => b.brotli - a.brotli);

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(8);
const sum = (field) => rows.reduce((total, row) => total + row[field], 0);
const width = Math.max(...rows.map((row) => row.file.length), 'total'.length);
console.log(`${'file'.padEnd(width)}  ${'loaded as'.padEnd(22)}  raw kB  gzip kB    br kB`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${row.reason.padEnd(22)}${kB(row.raw)}${kB(row.gzip)}${kB(row.brotli)}`,
  );
}
console.log(
  `${'total'.padEnd(width)}  ${''.padEnd(22)}${kB(sum('raw'))}${kB(sum('gzip'))}${kB(sum('brotli'))}`,
);
if (!landing) console.log(`(${LANDING_PAGE_SOURCE} is bundled into the entry chunk)`);

const total = sum('brotli');
if (total > BUDGET_BYTES) {
  console.error(
    `Initial JavaScript is ${kB(total).trim()} kB brotli, over the ${BUDGET_BYTES / 1000} kB budget.`,
  );
  process.exit(1);
}
console.log(
  `Initial JavaScript: ${kB(total).trim()} kB brotli, within the ${BUDGET_BYTES / 1000} kB budget.`,
);
