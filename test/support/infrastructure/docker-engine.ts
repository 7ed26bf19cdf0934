import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { homedir } from 'node:os';
import path from 'node:path';

/** The Docker sockets testcontainers would try, in its order, when DOCKER_HOST is not set. */
function socketCandidates(): string[] {
  const candidates = ['/var/run/docker.sock', path.join(homedir(), '.docker/run/docker.sock')];
  if (process.env.XDG_RUNTIME_DIR) {
    candidates.push(path.join(process.env.XDG_RUNTIME_DIR, 'docker.sock'));
  }
  return candidates;
}

/**
 * Whether a Docker engine answers: DOCKER_HOST says so outright; otherwise a local socket must
 * exist and answer `/_ping` within a second. Without a socket this checks a few paths and returns,
 * so machines without Docker pay nothing.
 */
export async function dockerEngineAnswers(sockets = socketCandidates()): Promise<boolean> {
  if (process.env.DOCKER_HOST) return true;
  const socketPath = sockets.find((candidate) => existsSync(candidate));
  if (!socketPath) return false;
  return new Promise((resolve) => {
    const ping = request({ socketPath, path: '/_ping', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    ping.once('timeout', () => ping.destroy());
    ping.once('error', () => resolve(false));
    ping.end();
  });
}
