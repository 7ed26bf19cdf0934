import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app';

const PAGE = `<!doctype html><html><body><div id="root"></div>${'<!-- filler -->'.repeat(80)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
const SCRIPT_PATH = '/assets/index-Ab12Cd34.js';
const PHOTO_PATH = '/assets/photo-Ef56Gh78.png';
const PHOTO = randomBytes(1024 * 1024 + 100);
const BROWSER = 'gzip, deflate, br, zstd';

/** A build as `npm run build -w web` leaves it, with a secret next to it that must stay put. */
function writeBuild(base: string): string {
  const dist = join(base, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(base, 'secret.txt'), 'top secret');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'assets', 'photo-Ef56Gh78.png'), PHOTO);
  for (const [name, text] of [
    ['index.html', PAGE],
    ['assets/index-Ab12Cd34.js', SCRIPT],
  ]) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text, { level: 9 }));
  }
  return dist;
}

let base: string;
let app: FastifyInstance;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'web-app-'));
  app = Fastify();
  // As @fastify/cors does before any handler runs.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('vary', 'Origin');
  });
  serveWebApp(app, writeBuild(base));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(base, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers } as InjectOptions);
}

describe('serveWebApp encodings', () => {
  it('sends the brotli file when the client accepts br', async () => {
    const response = await get(SCRIPT_PATH, { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and follows q-values', async () => {
    for (const acceptEncoding of ['gzip, deflate', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const response = await get(SCRIPT_PATH, { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
    }
  });

  it('sends the file as it is when no coding is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': '*;q=0' }]) {
      const response = await get(SCRIPT_PATH, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-length']).toBe(String(SCRIPT.length));
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('varies on Accept-Encoding, keeping what was there, and sends originals without a variant', async () => {
    expect((await get(SCRIPT_PATH)).headers.vary).toBe('Origin, accept-encoding');
    const favicon = await get('/favicon.svg', { 'accept-encoding': BROWSER });
    expect(favicon.headers.vary).toBe('Origin, accept-encoding');
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.body).toBe('<svg/>');
  });
});

describe('serveWebApp caching', () => {
  it('caches hashed assets forever and revalidates everything else', async () => {
    expect((await get(SCRIPT_PATH)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(PHOTO_PATH)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 when the entity tag still matches, per encoding', async () => {
    const first = await get(SCRIPT_PATH, { 'accept-encoding': BROWSER });
    const etag = String(first.headers.etag);
    const again = await get(SCRIPT_PATH, { 'accept-encoding': BROWSER, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers).toMatchObject({
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Origin, accept-encoding',
    });
    const withoutWeakPrefix = await get(SCRIPT_PATH, {
      'accept-encoding': BROWSER,
      'if-none-match': etag.replace(/^W\//, ''),
    });
    expect(withoutWeakPrefix.statusCode).toBe(304);
    const otherEncoding = await get(SCRIPT_PATH, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers.etag).not.toBe(etag);
  });

  it('answers 304 to If-Modified-Since from the Last-Modified it sent', async () => {
    const first = await get('/index.html');
    const lastModified = String(first.headers['last-modified']);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    expect((await get('/index.html', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await get('/index.html', { 'if-modified-since': earlier })).statusCode).toBe(200);
  });
});

describe('serveWebApp pages and paths', () => {
  it('answers client-side routes with index.html, compressed and revalidated', async () => {
    for (const url of ['/', '/help/password-reset', '/profile/42?tab=posts']) {
      const response = await get(url, { 'accept-encoding': BROWSER });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Origin, accept-encoding',
      });
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/', { 'accept-encoding': BROWSER }, 'HEAD');
    const full = await get('/', { 'accept-encoding': BROWSER });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it('leaves missing assets and reserved paths to the 404 handler', async () => {
    expect((await get('/assets/missing-00000000.js')).statusCode).toBe(404);
    expect((await get('/api/nowhere')).statusCode).toBe(404);
    expect((await get('/health')).statusCode).toBe(404);
  });

  it('serves nothing outside the build, nor its metadata', async () => {
    expect((await get('/%E0%A4%A')).statusCode).toBeGreaterThanOrEqual(400);
    for (const url of [
      '/../secret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/.vite/manifest.json',
      '/index.html.br',
    ]) {
      const response = await get(url);
      expect(response.body).not.toContain('top secret');
      expect(response.body).not.toBe('{}');
      if (response.statusCode === 200) expect(response.body).toBe(PAGE);
    }
  });
});

describe('serveWebApp ranges and large files', () => {
  it('streams a large file whole and in ranges', async () => {
    const whole = await get(PHOTO_PATH);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['content-length']).toBe(String(PHOTO.length));
    expect(whole.rawPayload.equals(PHOTO)).toBe(true);
    const part = await get(PHOTO_PATH, { range: 'bytes=-100' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(
      `bytes ${PHOTO.length - 100}-${PHOTO.length - 1}/${PHOTO.length}`,
    );
    expect(part.rawPayload.equals(PHOTO.subarray(-100))).toBe(true);
  });

  it('serves ranges of the representation sent, while If-Range matches', async () => {
    const part = await get(SCRIPT_PATH, { range: 'bytes=7-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('5');
    expect(part.body).toBe(SCRIPT.slice(7, 12));
    const current = await get(SCRIPT_PATH, { range: 'bytes=7-11', 'if-range': part.headers.etag });
    expect(current.statusCode).toBe(206);
    const compressed = await get(SCRIPT_PATH, { range: 'bytes=0-3', 'accept-encoding': 'br' });
    expect(compressed.statusCode).toBe(206);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.equals(brotliCompressSync(SCRIPT).subarray(0, 4))).toBe(true);
    const stale = await get(SCRIPT_PATH, { range: 'bytes=7-11', 'if-range': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(SCRIPT);
    const beyond = await get(SCRIPT_PATH, { range: `bytes=${SCRIPT.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${SCRIPT.length}`);
  });
});

describe('serveWebApp without a build', () => {
  it('says at / that the web app is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'web-app-empty-'));
    const bare = Fastify();
    serveWebApp(bare, empty);
    const response = await bare.inject({ method: 'GET', url: '/' });
    expect(response.json().data).toMatchObject({ webApp: 'not built' });
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
