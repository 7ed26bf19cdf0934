#!/usr/bin/env node
// Writes `.br` (brotli, maximum quality) and `.gz` (gzip -9) next to every compressible file of the
// build, so the gateway can send compressed files without compressing on each request. A variant
// that would not be smaller than its original is not written: the gateway then sends the original.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.map',
  '.wasm',
  '.ico',
  '.ttf',
  '.otf',
]);
/** Text-like files compress better with brotli's text mode; the rest use its generic mode. */
const BINARY = new Set(['.wasm', '.ico', '.ttf', '.otf']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Files to serve: dot-directories (the Vite manifest) are build metadata, never requested. */
async function compressibleFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return compressibleFiles(path);
        return entry.isFile() && COMPRESSIBLE.has(extname(entry.name)) ? [path] : [];
      }),
  );
  return nested.flat();
}

/** Writes the variant if it saves bytes; returns the size the gateway will send either way. */
async function writeVariant(path, extension, original, compressed) {
  if (compressed.length >= original.length) return original.length;
  await writeFile(`${path}${extension}`, compressed);
  return compressed.length;
}

async function precompress(path) {
  const original = await readFile(path);
  const mode = BINARY.has(extname(path))
    ? constants.BROTLI_MODE_GENERIC
    : constants.BROTLI_MODE_TEXT;
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: mode,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    raw: original.length,
    br: await writeVariant(path, '.br', original, br),
    gz: await writeVariant(path, '.gz', original, gz),
  };
}

/** Runs `task` over `items` with at most `limit` running at once (brotli 11 is CPU-heavy). */
async function mapWithLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const started = performance.now();
const files = await compressibleFiles(dist);
const results = await mapWithLimit(files, availableParallelism(), precompress);
const total = (field) => results.reduce((sum, result) => sum + result[field], 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `precompressed ${files.length} files in ${relative(process.cwd(), dist) || '.'}: ` +
    `${kB(total('raw'))} -> br ${kB(total('br'))}, gzip ${kB(total('gz'))} ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
