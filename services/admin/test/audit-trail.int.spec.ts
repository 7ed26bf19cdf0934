import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createAdmin, eventually, register } from '../../../test/support/actors';
import { apiClient, type Call } from '../../../test/support/api-client';
import { EventProducer } from '../../../test/support/event-producer';
import { KafkaProbe } from '../../../test/support/kafka-probe';
import { REPO_ROOT } from '../../../test/support/processes';
import { useStack } from '../../../test/support/stack';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const events = new EventProducer(brokers);
const probe = new KafkaProbe(brokers);
// Sealing every second keeps the file short; the rule is the same at the default minute.
const stack = useStack({
  services: ['auth', 'admin'],
  env: () => ({ admin: { AUDIT_SEAL_INTERVAL_SECONDS: '1' } }),
});

let api: Call;
let admin: Actor;
let creator: Actor;
let subscriber: Actor;
const targetId = `user-${randomUUID()}`;
let suspensionId = '';
let reinstatementId = '';

const asAdmin = (path: string) => api('GET', path, undefined, { token: admin.token });

function auditLog(action: 'user.status_change' | 'settings.changed', reason: string) {
  return {
    action,
    outcome: 'success' as const,
    userId: targetId,
    resource: 'user',
    resourceId: targetId,
    reason,
    before: { status: 'active' },
    after: { status: 'suspended' },
    details: {},
    ipAddress: '203.0.113.7',
    userAgent: 'integration-test',
    timestamp: new Date().toISOString(),
  };
}

/**
 * `npm run audit:verify` against the admin service's database: its exit code and report. It starts
 * a Node process, so the tests that run it have more time.
 */
async function verifyFromDatabase(): Promise<{ code: number; report: Record<string, unknown> }> {
  const cli = path.join(REPO_ROOT, 'services/admin/dist/cli/verify-audit.js');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli], {
      env: { ...process.env, ...stack.env('admin') },
    });
    return { code: 0, report: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: JSON.parse(failed.stdout) };
  }
}

beforeAll(async () => {
  api = apiClient(stack.gatewayUrl);
  await events.start();
  await probe.start(['audit.log', 'audit.digest']);
  admin = await createAdmin(api, stack.env('auth'));
  creator = await register(api, 'creator');
  subscriber = await register(api, 'subscriber');
});

afterAll(async () => {
  await events.stop();
  await probe.stop();
});

describe('the searchable copy of audit.log', () => {
  it('keeps one entry per event, however often it is delivered', async () => {
    suspensionId = await events.send(
      'audit.log',
      auditLog('user.status_change', 'Spam in messages'),
      targetId,
      2,
    );
    reinstatementId = await events.send(
      'audit.log',
      auditLog('settings.changed', 'Tips back on'),
      targetId,
    );
    const listed = await eventually(
      () => asAdmin(`/api/admin/audit?targetId=${targetId}`),
      (result) => result.body.data?.total === 2,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((item: { id: string }) => item.id)).toEqual([
      reinstatementId,
      suspensionId,
    ]);
    const [newest, oldest] = listed.body.data.items;
    expect(newest.sequence).toBeGreaterThan(oldest.sequence);
    expect(oldest).toMatchObject({
      action: 'user.status_change',
      category: 'Account Change',
      outcome: 'success',
      userId: targetId,
      resourceId: targetId,
      reason: 'Spam in messages',
      before: { status: 'active' },
      after: { status: 'suspended' },
      ipAddress: '203.0.113.7',
      userAgent: 'integration-test',
      producer: 'test',
    });
  });

  it('filters by action, actor and time, and pages newest first', async () => {
    const byAction = await asAdmin(`/api/admin/audit?targetId=${targetId}&action=settings.changed`);
    expect(byAction.body.data.items.map((item: { id: string }) => item.id)).toEqual([
      reinstatementId,
    ]);

    const logins = await asAdmin(`/api/admin/audit?action=user.login&actorId=${admin.id}`);
    expect(logins.body.data.total).toBeGreaterThanOrEqual(1);
    expect(logins.body.data.items[0]).toMatchObject({
      actorId: admin.id,
      category: 'Authentication',
      producer: 'auth',
    });

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await asAdmin(`/api/admin/audit?targetId=${targetId}&from=${future}`);
    expect(none.body.data).toMatchObject({ items: [], total: 0 });

    const paged = await asAdmin(`/api/admin/audit?targetId=${targetId}&limit=1&page=2`);
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.body.data.items[0].id).toBe(suspensionId);

    const one = await asAdmin(`/api/admin/audit/${suspensionId}`);
    expect(one.body.data.id).toBe(suspensionId);
    expect((await asAdmin(`/api/admin/audit/${randomUUID()}`)).status).toBe(404);
  });

  it('refuses a malformed query with a clear message', async () => {
    const badLimit = await asAdmin('/api/admin/audit?limit=500');
    expect(badLimit.status).toBe(400);
    expect(JSON.stringify(badLimit.body)).toContain('limit may be at most 100');
    const badAction = await asAdmin('/api/admin/audit?action=user.flew');
    expect(badAction.status).toBe(400);
    expect(JSON.stringify(badAction.body)).toContain('action must be one of');
    const backwards = await asAdmin('/api/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('from must not be after to');
  });

  it('is for admins only', async () => {
    for (const path of [
      '/api/admin/audit',
      '/api/admin/audit/verify',
      `/api/admin/audit/${suspensionId}`,
    ]) {
      expect((await api('GET', path)).status).toBe(401);
      expect((await api('GET', path, undefined, { token: creator.token })).status).toBe(403);
      expect((await api('GET', path, undefined, { token: subscriber.token })).status).toBe(403);
    }
  });
});

describe('platform events as CloudEvents', () => {
  it("carries ce_* headers on every record, here auth's audit.log", async () => {
    const record = await probe.waitFor(
      'audit.log',
      (value) => value.producer === 'auth' && value.key === subscriber.id,
    );
    const envelope = record.value as { id: string; occurredAt: string };
    expect(record.headers).toMatchObject({
      ce_specversion: '1.0',
      ce_id: envelope.id,
      ce_type: 'audit.log',
      ce_source: '/tessera/auth',
      ce_time: envelope.occurredAt,
      ce_subject: subscriber.id,
    });
  });
});

describe('sealing', () => {
  it('seals every entry into a signed chain that verifies, and publishes each digest', async () => {
    const verified = await eventually(
      () => asAdmin('/api/admin/audit/verify'),
      (result) => result.body.data?.unsealedEntries === 0 && result.body.data.checkedEntries >= 2,
      30_000,
    );
    expect(verified.body.data).toMatchObject({ valid: true, unsealedEntries: 0 });
    expect(verified.body.data.checkedDigests).toBeGreaterThanOrEqual(1);
    expect(verified.body.data.firstBrokenAt).toBeUndefined();

    const sealed = await asAdmin(`/api/admin/audit/${suspensionId}`);
    const digestNumber = sealed.body.data.sealedBy as number;
    expect(digestNumber).toBeGreaterThanOrEqual(1);
    const record = await probe.waitFor(
      'audit.digest',
      (value) => (value.data as { number: number }).number === digestNumber,
    );
    const digest = (record.value as { data: Record<string, unknown> }).data;
    expect(digest).toMatchObject({ digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(digest.fromSequence as number).toBeLessThanOrEqual(sealed.body.data.sequence);
    expect(digest.toSequence as number).toBeGreaterThanOrEqual(sealed.body.data.sequence);
    expect(record.headers).toMatchObject({ ce_type: 'audit.digest', ce_source: '/tessera/admin' });

    const fromDatabase = await verifyFromDatabase();
    expect(fromDatabase.code).toBe(0);
    expect(fromDatabase.report).toMatchObject({ valid: true });
  }, 120_000);

  it('names the entry changed after it was sealed', async () => {
    const before = await asAdmin(`/api/admin/audit/${suspensionId}`);
    const client = new mongoose.mongo.MongoClient(stack.env('admin').MONGO_URL);
    try {
      await client.connect();
      await client
        .db(stack.env('admin').MONGO_DB)
        .collection<{ _id: string }>('audit_entries')
        .updateOne({ _id: suspensionId }, { $set: { reason: 'Nothing happened' } });
    } finally {
      await client.close();
    }
    const verified = await asAdmin('/api/admin/audit/verify');
    expect(verified.body.data.valid).toBe(false);
    expect(verified.body.data.firstBrokenAt).toEqual({
      digest: before.body.data.sealedBy,
      sequence: before.body.data.sequence,
      entryId: suspensionId,
      problem: 'the entry was changed after it was sealed',
    });

    const fromDatabase = await verifyFromDatabase();
    expect(fromDatabase.code).toBe(1);
    expect(fromDatabase.report).toMatchObject({
      valid: false,
      firstBrokenAt: verified.body.data.firstBrokenAt,
    });
  }, 120_000);
});
