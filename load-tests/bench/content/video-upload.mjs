import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const CHUNK_BYTES = 1024 * 1024;
const SAMPLE_INTERVAL_MS = 50;

/** The process listening on a loopback port, as `ss` reports it. */
export function pidListeningOn(url) {
  const { port } = new URL(url);
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process found listening on port ${port}`);
  return Number(pid);
}

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)[1]) * 1024;
}

/** Resident memory of each process, sampled until stopped: the first sample and the highest. */
function sampleRss(pids) {
  const baseline = pids.map(rssBytes);
  const peak = [...baseline];
  const timer = setInterval(() => {
    pids.forEach((pid, index) => {
      peak[index] = Math.max(peak[index], rssBytes(pid));
    });
  }, SAMPLE_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    return pids.map((_, index) => ({ baseline: baseline[index], peak: peak[index] }));
  };
}

/**
 * The bytes of an MP4 of `size` bytes as far as the upload's signature check reads it: an `ftyp`
 * box, then filler. Produced chunk by chunk, so the sender holds one chunk at a time.
 */
function* videoChunks(size) {
  const filler = randomBytes(CHUNK_BYTES);
  const head = Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  ]);
  yield head;
  for (let sent = head.length; sent < size; sent += CHUNK_BYTES) {
    yield filler.subarray(0, Math.min(CHUNK_BYTES, size - sent));
  }
}

/**
 * Streams one video of `size` bytes as `POST /api/upload` multipart through the gateway, sampling
 * the resident memory of the gateway and the content service while it goes.
 */
export async function measureVideoUpload({ gatewayUrl, token, size, pids }) {
  const boundary = `----tessera-bench-${randomBytes(8).toString('hex')}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nvideo\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const stopSampling = sampleRss(pids);
  const started = process.hrtime.bigint();

  const { status, body } = await new Promise((resolve, reject) => {
    const request = http.request(`${gatewayUrl}/api/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': preamble.length + size + closing.length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const parts = [];
      response.on('data', (part) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode, body: Buffer.concat(parts).toString() }),
      );
    });
    (async () => {
      const write = (chunk) =>
        request.write(chunk) ? null : new Promise((drained) => request.once('drain', drained));
      await write(preamble);
      for (const chunk of videoChunks(size)) await write(chunk);
      request.end(closing);
    })().catch(reject);
  });

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const [gateway, content] = stopSampling();
  if (status !== 201) throw new Error(`the upload answered ${status}: ${body.slice(0, 500)}`);
  return { size, seconds, mbPerSecond: size / 1024 / 1024 / seconds, gateway, content };
}
