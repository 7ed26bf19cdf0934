import type { ExportedPost } from '@tessera/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import {
  internalPathsThroughGateway,
  isExportPage,
  rawGet,
  readWholeExport,
  withInternalToken,
} from '../../../test/support/internal-export';
import { useStack } from '../../../test/support/stack';
import { type Actor, createAdmin, register } from './content-actors';

const stack = useStack({ services: ['auth', 'content'] });
const EXPORT = '/internal/export/posts';
let api: Call;
let content: Call;
let creator: Actor;
let admin: Actor;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  content = apiClient(stack.url('content'));
  creator = await register(api, 'creator');
  admin = await createAdmin(api, stack.env('auth'));
});

async function newPost(body: Record<string, unknown>): Promise<string> {
  const created = await api(
    'POST',
    '/api/content',
    { body: 'Words', type: 'text', privacyLevel: 'public', ...body },
    { token: creator.token },
  );
  expect(created.status).toBe(201);
  return created.body.data.id as string;
}

describe('post export', () => {
  it('pages through every post but removed ones in id order, with summary and counters', async () => {
    const published = await newPost({
      title: 'Exported sunset',
      tags: ['sunset'],
      priceCents: 300,
    });
    const approve = { decision: 'approve', notes: '' };
    const moderation = `/api/content/${published}/moderation`;
    expect((await api('POST', moderation, approve, { token: admin.token })).status).toBe(200);
    const fan = await register(api, 'subscriber');
    expect(
      (await api('POST', `/api/content/${published}/like`, undefined, { token: fan.token })).status,
    ).toBe(200);
    const pending = await newPost({
      title: 'Waiting',
      privacyLevel: 'subscribers',
      priceCents: 200,
    });
    const removed = await newPost({ title: 'Gone soon' });
    const remove = await api('DELETE', `/api/content/${removed}`, undefined, {
      token: creator.token,
    });
    expect(remove.status).toBe(200);

    const posts = await readWholeExport<ExportedPost>(content, EXPORT, 'posts', 7);
    const ids = posts.map((post) => post.contentId);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(removed);
    const byId = new Map(posts.map((post) => [post.contentId, post]));
    expect(byId.get(published)).toEqual({
      contentId: published,
      creatorId: creator.id,
      title: 'Exported sunset',
      description: '',
      type: 'text',
      privacyLevel: 'public',
      isPublic: true,
      tags: ['sunset'],
      category: expect.any(String),
      status: 'published',
      priceCents: 300,
      publishedAt: expect.any(String),
      updatedAt: expect.any(String),
      likesCount: 1,
      commentsCount: 0,
      viewsCount: 0,
    });
    expect(byId.get(pending)).toMatchObject({
      status: 'pending',
      privacyLevel: 'subscribers',
      isPublic: false,
      publishedAt: null,
    });

    // A page of one continues exactly where the previous one ended.
    const first = await content('GET', `${EXPORT}?limit=1`, undefined, withInternalToken());
    expect(first.body.data.posts).toHaveLength(1);
    expect(first.body.data.next).toBe(first.body.data.posts[0].contentId);
    const second = await content(
      'GET',
      `${EXPORT}?limit=1&after=${first.body.data.next}`,
      undefined,
      withInternalToken(),
    );
    expect(second.body.data.posts[0].contentId).toBe(ids[1]);
    const past = await content(
      'GET',
      `${EXPORT}?after=${ids.at(-1)}`,
      undefined,
      withInternalToken(),
    );
    expect(past.body.data).toEqual({ posts: [], next: null });
  });

  it('answers 401 without the internal token and 403 with another one', async () => {
    const missing = await content('GET', EXPORT);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ error: 'Internal token required' });
    const wrong = await content('GET', EXPORT, undefined, withInternalToken('x'.repeat(40)));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'Internal token not accepted' });
    // A user's access token is no internal token.
    const asUser = await content('GET', EXPORT, undefined, { token: admin.token });
    expect(asUser.status).toBe(401);
  });

  it('answers 400 for a limit outside 1..1000 and a malformed cursor', async () => {
    for (const query of ['limit=0', 'limit=1001', 'limit=abc', 'limit=2.5', 'after=a%24b']) {
      const answer = await content('GET', `${EXPORT}?${query}`, undefined, withInternalToken());
      expect(answer.status, query).toBe(400);
      expect(answer.body.error, query).toEqual(expect.any(String));
    }
  });

  it('is not reachable through the gateway, even with the token, nor under /api on the service', async () => {
    for (const target of internalPathsThroughGateway('posts', 'content')) {
      const answer = await rawGet(stack.gatewayUrl, target, withInternalToken().headers);
      expect(isExportPage(answer.body, 'posts'), target).toBe(false);
      if (target.startsWith('/api/')) expect(answer.status, target).toBe(404);
    }
    const underApi = await content('GET', `/api${EXPORT}`, undefined, withInternalToken());
    expect(underApi.status).toBe(404);
  });

  it('stays out of the API document the gateway publishes', async () => {
    const service = await content('GET', '/openapi.json');
    expect(Object.keys(service.body.paths).some((path) => path.includes('internal'))).toBe(false);
    const merged = await api('GET', '/api/docs-json');
    expect(Object.keys(merged.body.paths).some((path) => path.includes('internal'))).toBe(false);
  });
});
