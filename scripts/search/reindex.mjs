// Rebuilds the search indices from the owning services with no downtime and shows its progress:
// `npm run search:reindex`. It asks the search service (SEARCH_URL, by default the local one) over
// its internal route with the shared INTERNAL_API_TOKEN, then polls until the rebuild ends.
const searchUrl = (process.env.SEARCH_URL ?? 'http://127.0.0.1:3006').replace(/\/$/, '');
const token = process.env.INTERNAL_API_TOKEN;
if (!token) {
  console.error('INTERNAL_API_TOKEN is not set: run through `npm run search:reindex`');
  process.exit(2);
}

async function call(method, path) {
  const response = await fetch(`${searchUrl}${path}`, {
    method,
    headers: { 'x-internal-token': token },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${body.error ?? ''}`);
  }
  return body.data;
}

const started = Date.now();
const { id } = await call('POST', '/internal/search/rebuilds');
console.log(`rebuild ${id} started`);
let last = '';
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rebuild = await call('GET', `/internal/search/rebuilds/${id}`);
  const seconds = (Date.now() - started) / 1000;
  const line = `${rebuild.phase ?? 'starting'}: ${rebuild.indexed} documents, ${seconds.toFixed(1)} s`;
  if (line !== last && process.stdout.isTTY) process.stdout.write(`\r${line}   `);
  last = line;
  if (rebuild.status === 'running') continue;
  if (process.stdout.isTTY) process.stdout.write('\n');
  if (rebuild.status === 'failed') {
    console.error(`rebuild failed: ${rebuild.error}`);
    process.exit(1);
  }
  const rate = rebuild.indexed / seconds;
  console.log(
    `rebuilt ${rebuild.indexed} documents in ${seconds.toFixed(1)} s (${rate.toFixed(0)}/s)`,
  );
  break;
}
