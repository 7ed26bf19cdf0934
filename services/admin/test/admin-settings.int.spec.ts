import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call, newUser } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { useStack } from '../../../test/support/stack';

// Settings are platform-wide: this stack follows its own admin's changes only, so stacks sharing
// the broker never turn each other's features off.
const scope = `settings-test-${randomUUID()}`;
const scoped = { PLATFORM_SETTINGS_SCOPE: scope };
const stack = useStack({
  services: ['auth', 'admin', 'subscription-billing'],
  env: () => ({ auth: scoped, admin: scoped, 'subscription-billing': scoped }),
});
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const probe = new KafkaProbe(brokers);
const events = new EventProducer(brokers);
const suffix = randomUUID().slice(0, 8);

let api: Call;
let admin: Actor;
let creator: Actor;
let subscriber: Actor;

const as = (actor: Actor | null) => ({ token: actor?.token });
const putSettings = (body: unknown, actor: Actor | null = admin) =>
  api('PUT', '/api/admin/settings', body, as(actor));
const tip = () =>
  api('POST', '/api/billing/tips', { creatorId: creator.id, amountCents: 500 }, as(subscriber));
const signUp = () => api('POST', '/api/auth/register', newUser({ role: 'subscriber' }));

/** How long the service took to obey, from the moment the change was saved. */
async function obeyedWithin<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const started = Date.now();
  const answer = await eventually(read, check, 10_000);
  return { answer, elapsedMs: Date.now() - started };
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await Promise.all([probe.start(['settings.changed', 'audit.log']), events.start()]);
  admin = await createAdmin(api, stack.env('auth'));
  [creator, subscriber] = await Promise.all([
    register(api, 'creator'),
    register(api, 'subscriber'),
  ]);
});

afterAll(async () => {
  await Promise.all([probe.stop(), events.stop()]);
});

describe('who may use the admin settings and tags', () => {
  it.each([
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings'],
    ['GET', '/api/admin/tags'],
    ['POST', '/api/admin/tags'],
  ])('%s %s: 401 without a token, 403 for creators and subscribers', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    expect((await api(method, path, body)).status).toBe(401);
    expect((await api(method, path, body, as(creator))).status).toBe(403);
    expect((await api(method, path, body, as(subscriber))).status).toBe(403);
  });
});

describe('platform settings', () => {
  it("starts from section 9's defaults, version 0", async () => {
    const answer = await api('GET', '/api/admin/settings', undefined, as(admin));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      version: 0,
      settings: {
        features: { registrationOpen: true, tipsEnabled: true, liveStreamingEnabled: false },
        content: { moderationRequired: true, autoApproval: false, maxUploadBytes: 104_857_600 },
        security: { emailVerificationRequired: true, sessionTimeoutSeconds: 86_400 },
      },
    });
  });

  it('refuses invalid changes with 400 and changes nothing', async () => {
    for (const body of [
      { features: { tipsEnabled: 'no' } },
      { content: { maxUploadBytes: 10 } },
      { content: { allowedTypes: ['application/pdf'] } },
      { security: { sessionTimeoutSeconds: 5 } },
      { features: { teleportEnabled: true } },
      { billing: {} },
    ]) {
      const answer = await putSettings(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const current = await api('GET', '/api/admin/settings', undefined, as(admin));
    expect(current.body.data.version).toBe(0);
  });

  it('merges a partial change, publishes it and audits only what changed', async () => {
    const saved = await putSettings({ features: { tipsEnabled: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, changedBy: admin.id });
    expect(saved.body.data.settings.features).toMatchObject({
      tipsEnabled: false,
      messagingEnabled: true,
      registrationOpen: true,
    });
    const read = await api('GET', '/api/admin/settings', undefined, as(admin));
    expect(read.body.data).toEqual(saved.body.data);

    const changed = await probe.waitFor('settings.changed', (value) => value.key === scope);
    expect(changed.value).toMatchObject({
      producer: 'admin',
      actorId: admin.id,
      data: { version: 1, actorId: admin.id, settings: saved.body.data.settings },
    });
    const audit = await probe.waitFor(
      'audit.log',
      (value) =>
        value.actorId === admin.id &&
        (value.data as { action: string }).action === 'settings.changed',
    );
    expect((audit.value as { data: unknown }).data).toMatchObject({
      resource: 'platform.settings',
      before: { 'features.tipsEnabled': true },
      after: { 'features.tipsEnabled': false },
    });
    expect(Object.keys((audit.value as { data: { after: object } }).data.after)).toEqual([
      'features.tipsEnabled',
    ]);
  });

  it('is obeyed by billing within seconds: a tip is refused, naming the setting', async () => {
    const { answer, elapsedMs } = await obeyedWithin(tip, (result) => result.status === 403);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('Tips are turned off on this platform');
    expect(elapsedMs).toBeLessThan(5000);
    console.info(`billing refused tips ${elapsedMs} ms after the change was read back`);
  });

  it('is obeyed by auth within seconds: sign-ups are refused while registration is closed', async () => {
    const closed = await putSettings({ features: { registrationOpen: false } });
    expect(closed.body.data.version).toBe(2);
    const { answer, elapsedMs } = await obeyedWithin(signUp, (result) => result.status === 403);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('Registration is closed on this platform');
    expect(elapsedMs).toBeLessThan(5000);
    console.info(`auth closed registration ${elapsedMs} ms after the change was saved`);

    await putSettings({ features: { registrationOpen: true, tipsEnabled: true } });
    const reopened = await eventually(signUp, (result) => result.status === 201);
    expect(reopened.status).toBe(201);
    const tipAgain = await eventually(tip, (result) => result.status !== 403);
    expect(tipAgain.body.error).not.toBe('Tips are turned off on this platform');
  });

  it('tells anyone which features are on and the upload limits', async () => {
    const answer = await api('GET', '/api/support/platform-settings');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      platformName: 'Tessera',
      supportEmail: 'support@tessera.local',
      features: expect.objectContaining({ tipsEnabled: true, registrationOpen: true }),
      uploads: {
        maxUploadBytes: 104_857_600,
        allowedTypes: ['image/jpeg', 'image/png', 'video/mp4', 'video/webm'],
      },
    });
  });
});

describe('tags', () => {
  const create = (body: Record<string, unknown>) => api('POST', '/api/admin/tags', body, as(admin));
  const update = (id: string, body: Record<string, unknown>) =>
    api('PUT', `/api/admin/tags/${id}`, body, as(admin));
  const remove = (id: string) => api('DELETE', `/api/admin/tags/${id}`, undefined, as(admin));
  const list = () => api('GET', '/api/admin/tags', undefined, as(admin));

  it('keeps a tree of unique names, refuses cycles, counts use and audits each change', async () => {
    const art = await create({ name: `Art ${suffix}`, color: '#AA3366', category: 'visual' });
    expect(art.status).toBe(201);
    expect(art.body.data).toMatchObject({ usageCount: 0, isActive: true, parentTagId: null });
    const artId = art.body.data.id as string;

    expect((await create({ name: `ART ${suffix}` })).status).toBe(409);
    expect((await create({ name: `Bad ${suffix}`, color: 'red' })).status).toBe(400);
    expect((await create({ name: `Orphan ${suffix}`, parentTagId: 'missing' })).status).toBe(400);

    const painting = await create({ name: `Painting ${suffix}`, parentTagId: artId });
    expect(painting.status).toBe(201);
    const paintingId = painting.body.data.id as string;

    const cycle = await update(artId, { parentTagId: paintingId });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error).toBe('A tag cannot be placed under itself or one of its children');
    expect((await update(artId, { parentTagId: artId })).status).toBe(400);

    const renamed = await update(paintingId, { description: 'Oil and acrylic', isActive: false });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ isActive: false, parentTagId: artId });

    await events.send(
      'content.published',
      {
        contentId: `post-${suffix}`,
        creatorId: creator.id,
        title: 'A painting',
        description: '',
        type: 'text',
        privacyLevel: 'public',
        isPublic: true,
        tags: [`art ${suffix}`, 'unmanaged'],
        category: 'art',
        status: 'published',
        priceCents: null,
        publishedAt: new Date().toISOString(),
        scheduled: false,
      },
      `post-${suffix}`,
    );
    const counted = await eventually(list, (answer) =>
      answer.body.data.some(
        (tag: { id: string; usageCount: number }) => tag.id === artId && tag.usageCount === 1,
      ),
    );
    const listedArt = counted.body.data.find((tag: { id: string }) => tag.id === artId);
    expect(listedArt).toMatchObject({ usageCount: 1, childTags: [paintingId] });

    expect((await remove(artId)).status).toBe(409);
    expect((await remove(paintingId)).status).toBe(200);
    expect((await remove(artId)).status).toBe(200);
    expect((await remove(artId)).status).toBe(404);

    for (const action of ['tag.created', 'tag.updated', 'tag.deleted']) {
      const entry = await probe.waitFor(
        'audit.log',
        (value) =>
          (value.data as { action: string; resourceId?: string }).action === action &&
          (value.data as { resourceId?: string }).resourceId === paintingId,
      );
      expect(entry.value).toMatchObject({ actorId: admin.id });
    }
  });
});
