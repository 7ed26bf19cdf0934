/** Headers that describe one connection (RFC 9110 §7.6.1), never the message a proxy relays. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export type HeaderValue = string | string[];
export type HeaderMap = Record<string, HeaderValue>;
export type RawHeaders = Record<string, HeaderValue | undefined>;

/** Names a `Connection` header lists are hop-by-hop for this message too. */
function connectionListed(headers: RawHeaders): Set<string> {
  const raw = headers.connection;
  const values = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return new Set(
    values
      .flatMap((value) => value.split(','))
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name.length > 0),
  );
}

/** A copy of `headers` without hop-by-hop headers and without the extra names given. */
export function withoutHopByHopHeaders(
  headers: RawHeaders,
  alsoDrop: readonly string[] = [],
): HeaderMap {
  const listed = connectionListed(headers);
  const dropped = new Set(alsoDrop.map((name) => name.toLowerCase()));
  const kept: HeaderMap = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || listed.has(lower) || dropped.has(lower)) {
      continue;
    }
    kept[lower] = value;
  }
  return kept;
}
