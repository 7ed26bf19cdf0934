const POLL_MS = 250;
const GIVE_UP_MS = 900_000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a rebuild of the search indices (`POST /internal/search/rebuilds`) and polls it until it
 * ends; answers the documents it wrote, its rate from the service's own start and end times, and
 * the error it failed with, if it did.
 */
export async function rebuildIndices(searchUrl, internalToken) {
  const headers = { 'x-internal-token': internalToken };
  const started = await fetch(`${searchUrl}/internal/search/rebuilds`, { method: 'POST', headers });
  const startBody = await started.json();
  if (started.status !== 202) {
    throw new Error(`starting a rebuild answered ${started.status}: ${JSON.stringify(startBody)}`);
  }
  const { id } = startBody.data;
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const response = await fetch(`${searchUrl}/internal/search/rebuilds/${id}`, { headers });
    const { data } = await response.json();
    if (data.status !== 'running') {
      const seconds = (Date.parse(data.finishedAt) - Date.parse(data.startedAt)) / 1000;
      return {
        documents: data.indexed,
        seconds,
        perSecond: data.indexed / seconds,
        error: data.error,
      };
    }
    if (Date.now() > deadline) throw new Error(`rebuild ${id} still running after 15 minutes`);
    await pause(POLL_MS);
  }
}
