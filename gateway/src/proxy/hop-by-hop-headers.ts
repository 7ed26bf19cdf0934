/** Headers that describe one connection (RFC 9110 §7.6.1), never the message a proxy relays. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

export type HeaderValue = string | string[];
export type HeaderMap = Record<string, HeaderValue>;
export type RawHeaders = Record<string, HeaderValue | undefined>;
export type HeaderFilter = (headers: RawHeaders) => HeaderMap;

/**
 * Names a `Connection` header lists beyond those always dropped, which are hop-by-hop for this
 * message too; null when there are none, as with the usual `keep-alive` or `close`. Runs on every
 * message both ways, so it splits by hand rather than through intermediate arrays.
 */
function connectionListed(headers: RawHeaders, dropped: ReadonlySet<string>): Set<string> | null {
  const raw = headers.connection;
  if (raw === undefined) return null;
  let listed: Set<string> | null = null;
  for (const value of Array.isArray(raw) ? raw : [raw]) {
    let start = 0;
    while (start <= value.length) {
      const comma = value.indexOf(',', start);
      const end = comma === -1 ? value.length : comma;
      const name = value.slice(start, end).trim().toLowerCase();
      if (name.length > 0 && name !== 'close' && !dropped.has(name)) {
        listed ??= new Set();
        listed.add(name);
      }
      start = end + 1;
    }
  }
  return listed;
}

/**
 * A filter that copies headers without the hop-by-hop ones and without the extra names given;
 * the set of dropped names is built here, once, rather than for every message. Node gives header
 * names in lower case already.
 */
export function hopByHopFilter(alsoDrop: readonly string[] = []): HeaderFilter {
  const dropped = new Set([...HOP_BY_HOP, ...alsoDrop.map((name) => name.toLowerCase())]);
  return (headers) => {
    const listed = connectionListed(headers, dropped);
    const kept: HeaderMap = {};
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined) continue;
      const lower = name.toLowerCase();
      if (dropped.has(lower) || listed?.has(lower)) continue;
      kept[lower] = value;
    }
    return kept;
  };
}
