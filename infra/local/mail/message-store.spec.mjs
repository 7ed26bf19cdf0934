import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MessageStore } from './message-store.mjs';

function message(id, to, receivedAt) {
  return { id, from: 'no-reply@tessera.test', to, subject: id, text: 't', html: null, receivedAt };
}

describe('MessageStore', () => {
  let directory;

  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'mail-store-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('lists mails oldest first and filters by recipient, ignoring case', async () => {
    const store = new MessageStore(directory);
    await store.load();
    await store.add(message('a', ['Ana@Example.test'], '2025-01-01T00:00:01.000Z'));
    await store.add(message('b', ['bo@example.test'], '2025-01-01T00:00:02.000Z'));

    expect(store.list().map((m) => m.id)).toEqual(['a', 'b']);
    expect(store.list('ana@example.test').map((m) => m.id)).toEqual(['a']);
    expect(store.list('nobody@example.test')).toEqual([]);
  });

  it('keeps mails across restarts and forgets them when cleared', async () => {
    const first = new MessageStore(directory);
    await first.load();
    await first.add(message('b', ['bo@example.test'], '2025-01-01T00:00:02.000Z'));
    await first.add(message('a', ['ana@example.test'], '2025-01-01T00:00:01.000Z'));

    const reopened = new MessageStore(directory);
    await reopened.load();
    expect(reopened.list().map((m) => m.id)).toEqual(['a', 'b']);

    await reopened.clear();
    expect(reopened.list()).toEqual([]);
    expect(await readdir(directory)).toEqual([]);
  });
});
