import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dockerEngineAnswers } from './docker-engine';

const servers: Server[] = [];
const socketIn = (directory: string) => path.join(directory, 'docker.sock');

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const socketPath = socketIn(mkdtempSync(path.join(tmpdir(), 'docker-engine-')));
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return socketPath;
}

beforeEach(() => {
  vi.stubEnv('DOCKER_HOST', '');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('whether a Docker engine answers', () => {
  it('is no at once when no socket exists', async () => {
    const started = Date.now();
    const missing = socketIn(mkdtempSync(path.join(tmpdir(), 'docker-engine-')));
    expect(await dockerEngineAnswers([missing])).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('is yes when the socket answers its ping', async () => {
    const socketPath = await listen((request, response) => {
      response.writeHead(request.url === '/_ping' ? 200 : 404).end('OK');
    });
    expect(await dockerEngineAnswers([socketPath])).toBe(true);
  });

  it('is no within about a second when the socket never answers', async () => {
    const socketPath = await listen(() => {});
    const started = Date.now();
    expect(await dockerEngineAnswers([socketPath])).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is yes when DOCKER_HOST names an engine', async () => {
    vi.stubEnv('DOCKER_HOST', 'tcp://docker.example:2375');
    expect(await dockerEngineAnswers([])).toBe(true);
  });
});
