import { performance } from 'node:perf_hooks';
import { URLSearchParams } from 'node:url';
import { percentile } from '../lib/bench-run.mjs';

const SOLO_REPEATS = 3;

/**
 * The user searches an admin makes: by the start of a first name, a full name, a username or an
 * email, each alone and with the list's filters, and the filters alone.
 */
export function userSearchPaths({ firstNames, lastNames }) {
  const query = (params) => `/api/admin/users?${new URLSearchParams(params)}`;
  const [first, second, third] = firstNames;
  const [last, otherLast] = lastNames;
  return [
    query({ q: first.toLowerCase().slice(0, 3) }),
    query({ q: `${second} ${otherLast}` }),
    query({ q: `${third.toLowerCase()}_${last.toLowerCase()}1` }),
    query({ q: `${first.toLowerCase()}.${last.toLowerCase()}` }),
    query({ q: second, role: 'creator' }),
    query({ q: third, status: 'suspended' }),
    query({ role: 'creator', verificationStatus: 'pending' }),
    query({ status: 'banned' }),
    query({ role: 'creator', status: 'active', page: '3' }),
    query({}),
  ];
}

/** The queue's first page as a moderator opens it, and with its filters. */
export function queuePaths() {
  const query = (params) => `/api/admin/reports?${new URLSearchParams(params)}`;
  return [
    query({}),
    query({ status: 'open' }),
    query({ status: 'open', reason: 'spam' }),
    query({ status: 'claimed' }),
    query({ reason: 'illegal' }),
    query({ status: 'open', kind: 'review' }),
  ];
}

/**
 * Each path alone, one request at a time: its median and worst latency, the total it reports and
 * its non-2xx answers, which shows which query shapes cost the most.
 */
export async function timeEachAlone(base, paths, token) {
  const rows = [];
  for (const path of paths) {
    const times = [];
    let total = null;
    const failures = [];
    for (let repeat = 0; repeat < SOLO_REPEATS; repeat += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await response.json().catch(() => null);
      times.push(performance.now() - started);
      if (response.ok) total = body.data.total;
      else failures.push(response.status);
    }
    const sorted = Float64Array.from(times).sort();
    rows.push({ path, total, failures, p50Ms: percentile(sorted, 0.5), maxMs: sorted.at(-1) });
  }
  return rows;
}
