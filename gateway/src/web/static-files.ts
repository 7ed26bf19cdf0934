import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { ContentCoding } from './accept-encoding';

/** Vite names built assets by content hash, so a cached copy can never be stale. */
export const ASSETS_PATH = /^\/assets\//;

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) may change under the same name: revalidate each time. */
const REVALIDATE = 'no-cache';

/** Files up to this size are kept in memory; larger ones are streamed from disk. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Where the build puts each compressed variant: beside the original, with a suffix. */
const VARIANTS: readonly (readonly [Exclude<ContentCoding, 'identity'>, string])[] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.gz': 'application/gzip',
  '.br': 'application/octet-stream',
};

/** One encoding of a file, with every response header worked out in advance. */
export interface Representation {
  coding: ContentCoding;
  path: string;
  size: number;
  /** The bytes, unless the file is large enough to be streamed. */
  body: Buffer | null;
  etag: string;
  /** For a 200: type, length, encoding, validators and caching. */
  headers: Readonly<Record<string, string>>;
  /** For a 304: only the validators and caching (RFC 9110 §15.4.5). */
  notModifiedHeaders: Readonly<Record<string, string>>;
}

export interface StaticFile {
  /** The compressed variants the build wrote, then the original. */
  representations: Partial<Record<ContentCoding, Representation>> & { identity: Representation };
  /** Whether the response depends on Accept-Encoding (there is a compressed variant). */
  negotiated: boolean;
  /** Whole seconds, as HTTP dates have no finer resolution. */
  modifiedSeconds: number;
}

/** Every regular file under `dir`, skipping dot-entries (the Vite manifest) and symbolic links. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return filesUnder(path);
        return entry.isFile() ? [path] : [];
      }),
  );
  return nested.flat();
}

interface SharedHeaders {
  contentType: string;
  cacheControl: string;
  lastModified: string;
  /** Identifies this version of the original: its modification time and size. */
  version: string;
}

async function representation(
  coding: ContentCoding,
  path: string,
  size: number,
  common: SharedHeaders,
): Promise<Representation> {
  const body = size <= MAX_BUFFERED_BYTES ? await readFile(path) : null;
  // A strong validator per encoding: each is a different sequence of bytes.
  const etag = `"${common.version}${coding === 'identity' ? '' : `-${coding}`}"`;
  const notModifiedHeaders = {
    etag,
    'last-modified': common.lastModified,
    'cache-control': common.cacheControl,
  };
  const headers: Record<string, string> = {
    ...notModifiedHeaders,
    'content-type': common.contentType,
    'content-length': String(size),
  };
  if (coding === 'identity') headers['accept-ranges'] = 'bytes';
  else headers['content-encoding'] = coding;
  return { coding, path, size, body, etag, headers, notModifiedHeaders };
}

async function staticFile(
  path: string,
  urlPath: string,
  available: Set<string>,
): Promise<StaticFile> {
  const { size, mtimeMs } = await stat(path);
  const modifiedSeconds = Math.floor(mtimeMs / 1000);
  const common: SharedHeaders = {
    contentType: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: ASSETS_PATH.test(urlPath) ? LONG_CACHE : REVALIDATE,
    lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
    version: `${Math.floor(mtimeMs).toString(36)}-${size.toString(36)}`,
  };
  const representations: StaticFile['representations'] = {
    identity: await representation('identity', path, size, common),
  };
  for (const [coding, suffix] of VARIANTS) {
    const variant = path + suffix;
    if (!available.has(variant)) continue;
    const { size: variantSize } = await stat(variant);
    representations[coding] = await representation(coding, variant, variantSize, common);
  }
  return { representations, negotiated: Object.keys(representations).length > 1, modifiedSeconds };
}

/**
 * The servable files of a build by URL path, read once at start-up. A `.br` or `.gz` file beside
 * its original is that file's compressed variant, not a file of its own.
 */
export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const paths = await filesUnder(root);
  const available = new Set(paths);
  const isVariant = (path: string) =>
    VARIANTS.some(
      ([, suffix]) => path.endsWith(suffix) && available.has(path.slice(0, -suffix.length)),
    );
  const entries = await Promise.all(
    paths
      .filter((path) => !isVariant(path))
      .map(async (path) => {
        const urlPath = `/${relative(root, path).split(sep).join('/')}`;
        return [urlPath, await staticFile(path, urlPath, available)] as const;
      }),
  );
  return new Map(entries);
}
