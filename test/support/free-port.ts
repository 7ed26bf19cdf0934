import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768 and up), so no outgoing connection of a process under test
// can take the port between the moment it is chosen and the moment the service binds it.
const LOWEST = 20_000;
const HIGHEST = 32_000;

/** A port nothing listens on right now, outside the range the kernel hands to outgoing connections. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
