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

/** Names a `Connection` header lists are hop-by-hop for this message too. */
function connectionListed(headers: RawHeaders): Set<string> | null {
  const raw = headers.connection;
  if (raw === undefined) return null;
  const values = Array.isArray(raw) ? raw : [raw];
  return new Set(
    values
      .flatMap((value) => value.split(','))
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name.length > 0),
  );
}

/**
 * A filter that copies headers without the hop-by-hop ones and without the extra names given;
 * the set of dropped names is built here, once, rather than for every message.
 */
export function hopByHopFilter(alsoDrop: readonly string[] = []): HeaderFilter {
  const dropped = new Set([...HOP_BY_HOP, ...alsoDrop.map((name) => name.toLowerCase())]);
  return (headers) => {
    const listed = connectionListed(headers);
    const kept: HeaderMap = {};
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      if (value === undefined || dropped.has(lower) || listed?.has(lower)) continue;
      kept[lower] = value;
    }
    return kept;
  };
}
