import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { robotsTxt, serveSiteMap, SITE_PATHS_FILE, siteMapXml } from './site-map';

const BASE = 'https://fans.example';
const dirs: string[] = [];

async function served(paths?: unknown) {
  const dist = mkdtempSync(join(tmpdir(), 'site-map-'));
  dirs.push(dist);
  if (paths !== undefined) writeFileSync(join(dist, SITE_PATHS_FILE), JSON.stringify(paths));
  const app = Fastify();
  serveSiteMap(app, dist, BASE);
  await app.ready();
  return app;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('site map', () => {
  it('names every page the build lists by its full URL, escaped', () => {
    const xml = siteMapXml(BASE, ['/', '/help/refund-policy', '/a&b']);
    expect(xml).toContain('<loc>https://fans.example/</loc>');
    expect(xml).toContain('<loc>https://fans.example/help/refund-policy</loc>');
    expect(xml).toContain('<loc>https://fans.example/a&amp;b</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps crawlers off the API and the private screens and points them at the map', () => {
    const robots = robotsTxt(BASE);
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Sitemap: https://fans.example/sitemap.xml');
  });

  it('serves both as text, and only the landing page without a build', async () => {
    const app = await served(['/', '/help']);
    const map = await app.inject({ url: '/sitemap.xml' });
    expect(map.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(map.body).toContain('<loc>https://fans.example/help</loc>');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    await app.close();

    const unbuilt = await served();
    const bare = await unbuilt.inject({ url: '/sitemap.xml' });
    expect(bare.body).toContain('<loc>https://fans.example/</loc>');
    expect(bare.body.match(/<url>/g)).toHaveLength(1);
    await unbuilt.close();
  });
});
