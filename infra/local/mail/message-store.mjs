// Keeps received mails in memory and as one JSON file each, so they survive a restart.
// One file per mail keeps every write small and atomic (write to a temp name, then rename).
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class MessageStore {
  #directory;
  #messages = [];

  constructor(directory) {
    this.#directory = directory;
  }

  async load() {
    await mkdir(this.#directory, { recursive: true });
    const files = (await readdir(this.#directory)).filter((name) => name.endsWith('.json'));
    const loaded = await Promise.all(
      files.map(async (name) =>
        JSON.parse(await readFile(path.join(this.#directory, name), 'utf8')),
      ),
    );
    this.#messages = loaded.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }

  async add(message) {
    const target = path.join(this.#directory, `${message.id}.json`);
    await writeFile(`${target}.tmp`, JSON.stringify(message));
    await rename(`${target}.tmp`, target);
    this.#messages.push(message);
  }

  /** Oldest first; with a recipient, only the mails addressed to it (case-insensitive). */
  list(recipient) {
    if (!recipient) return [...this.#messages];
    const wanted = recipient.trim().toLowerCase();
    return this.#messages.filter((message) =>
      message.to.some((address) => address.toLowerCase() === wanted),
    );
  }

  async clear() {
    const files = (await readdir(this.#directory)).filter((name) => name.endsWith('.json'));
    await Promise.all(files.map((name) => rm(path.join(this.#directory, name), { force: true })));
    this.#messages = [];
  }
}
