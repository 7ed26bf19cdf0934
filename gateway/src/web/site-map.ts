import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Written by the web build (vite.config.ts): the public pages, one path each. */
export const SITE_PATHS_FILE = 'site-paths.json';

/** The API, the signed-in screens and the one-time links are nothing for a search engine. */
const DISALLOWED = ['/api/', '/admin', '/messages', '/billing', '/settings', '/reset-password'];

function sitePaths(distDir: string): string[] {
  const file = join(distDir, SITE_PATHS_FILE);
  if (!existsSync(file)) return ['/'];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter((path) => typeof path === 'string') : ['/'];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function siteMapXml(publicUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `/robots.txt` and `/sitemap.xml` as text, not the web app's page: the public pages the build
 * lists, under the platform's public address, built once at start-up.
 */
export function serveSiteMap(fastify: FastifyInstance, distDir: string, publicUrl: string): void {
  const siteMap = siteMapXml(publicUrl, sitePaths(distDir));
  const robots = robotsTxt(publicUrl);
  const cache = 'public, max-age=3600';
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', cache).send(siteMap),
  );
  fastify.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robots),
  );
}
