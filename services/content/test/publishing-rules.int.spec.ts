import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { useStack } from '../../../test/support/stack';
import { bannedTermRefusal, VERIFY_BEFORE_PUBLISHING } from '../src/publishing/publishing-rules';
import { type Actor, createAdmin, eventually, register } from './content-actors';

// The banned terms and settings are platform-wide: this stack follows its own scope only, so
// stacks sharing the broker never refuse each other's posts.
const scope = `publishing-rules-${randomUUID()}`;
const stack = useStack({
  services: ['auth', 'admin', 'content'],
  env: () => ({
    admin: { PLATFORM_SETTINGS_SCOPE: scope },
    content: { PLATFORM_SETTINGS_SCOPE: scope, CONTENT_MODERATION_REQUIRED: 'false' },
  }),
});
const events = new EventProducer((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','));
const term = `zq${randomUUID().slice(0, 6)} blend`;

let api: Call;
let admin: Actor;
let creator: Actor;

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  admin = await createAdmin(api, stack.env('auth'));
  creator = await register(api, 'creator');
});

afterAll(() => events.stop());

const post = (body: Record<string, unknown>, actor: Actor = creator) =>
  api(
    'POST',
    '/api/content',
    { title: 'Morning light', body: 'Words', type: 'text', privacyLevel: 'public', ...body },
    { token: actor.token },
  );
const edit = (id: string, body: Record<string, unknown>) =>
  api('PUT', `/api/content/${id}`, body, { token: creator.token });
const read = (id: string) => api('GET', `/api/content/${id}`, undefined, { token: creator.token });
/** Search's change to the list, as it publishes it. */
const banTerms = (terms: string[]) =>
  events.send(
    'banned_terms.changed',
    { terms, changedAt: new Date().toISOString(), actorId: admin.id },
    scope,
  );
const requireVerification = (on: boolean) =>
  api(
    'PUT',
    '/api/admin/settings',
    { content: { verificationRequiredToPublish: on } },
    { token: admin.token },
  );

describe('banned terms', () => {
  it('refuses a post holding a banned term, naming it, until the term is unbanned', async () => {
    await banTerms([term]);
    const refusal = bannedTermRefusal(term);
    const refused = await eventually(
      () => post({ title: `Fresh ${term.toUpperCase()} today` }),
      (answer) => answer.status === 400,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(refusal);

    // Full-width letters in a tag, and a draft: still refused.
    const fullWidth = term.replace(/[a-z0-9]/g, (c) =>
      String.fromCodePoint(c.codePointAt(0)! + 0xfee0),
    );
    const inTag = await post({ tags: [fullWidth], saveAsDraft: true });
    expect(inTag.status).toBe(400);
    expect(inTag.body.error).toBe(refusal);

    // A word that only contains the term's first word is not the term.
    const fine = await post({ title: `The ${term.split(' ')[0]}blend recipe` });
    expect(fine.status).toBe(201);
    const editedIn = await edit(fine.body.data.id, { description: `Now with ${term}` });
    expect(editedIn.status).toBe(400);
    expect(editedIn.body.error).toBe(refusal);

    await banTerms([]);
    const accepted = await eventually(
      () => post({ title: `Fresh ${term} today` }),
      (answer) => answer.status === 201,
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.status).toBe('published');
  });
});

describe('verification before publishing', () => {
  afterAll(async () => {
    await requireVerification(false);
  });

  it('holds an unverified creator to drafts while the setting is on, within seconds', async () => {
    const writer = await register(api, 'creator');
    // Scheduled before the setting is on, due well after every replica follows it.
    const scheduled = await post(
      { title: 'Due later', scheduledAt: new Date(Date.now() + 15_000).toISOString() },
      writer,
    );
    expect(scheduled.body.data.status).toBe('scheduled');

    const saved = await requireVerification(true);
    expect(saved.status).toBe(200);
    const started = Date.now();
    const refused = await eventually(
      () => post({ title: 'Too soon' }, writer),
      (answer) => answer.status === 403,
      10_000,
    );
    const elapsedMs = Date.now() - started;
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(VERIFY_BEFORE_PUBLISHING);
    expect(refused.body.error).toContain('/settings/verification');
    expect(elapsedMs).toBeLessThan(5_000);

    const draft = await post({ title: 'Kept for later', saveAsDraft: true }, writer);
    expect(draft.status).toBe(201);
    expect(draft.body.data.status).toBe('draft');
    const publishing = await api(
      'PUT',
      `/api/content/${draft.body.data.id}`,
      { status: 'published' },
      { token: writer.token },
    );
    expect(publishing.status).toBe(403);

    // The schedule came due while the creator was unverified: the post is back to draft.
    const due = await eventually(
      () =>
        api('GET', `/api/content/${scheduled.body.data.id}`, undefined, { token: writer.token }),
      (answer) => answer.body.data?.status !== 'scheduled',
      25_000,
    );
    expect(due.body.data.status).toBe('draft');

    const verified = await api(
      'PUT',
      `/api/users/${writer.id}`,
      { isVerified: true },
      { token: admin.token },
    );
    expect(verified.status).toBe(200);
    const published = await eventually(
      () =>
        api(
          'PUT',
          `/api/content/${draft.body.data.id}`,
          { status: 'published' },
          { token: writer.token },
        ),
      (answer) => answer.status === 200,
    );
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('published');
  });

  it('lets every creator publish again once the setting is off', async () => {
    await requireVerification(false);
    const answer = await eventually(
      () => post({ title: 'Open again' }),
      (result) => result.status === 201,
      10_000,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data.status).toBe('published');
    expect((await read(answer.body.data.id)).body.data.status).toBe('published');
  });
});
