/** The content codings the web app's build provides: brotli and gzip files beside the originals. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Equal weights go to the smallest encoding. */
const SERVER_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/** An unlisted identity is acceptable, but after any coding the client asked for by name. */
const UNLISTED_IDENTITY_WEIGHT = 0.0001;

/** Clients send a handful of distinct headers; remembering them keeps parsing off the hot path. */
const MEMO_LIMIT = 64;
const memo = new Map<string, readonly ContentCoding[]>();

function qvalue(params: string[]): number {
  for (const param of params) {
    const [name, value = ''] = param.split('=', 2).map((part) => part.trim());
    if (name.toLowerCase() !== 'q') continue;
    // RFC 9110 §12.4.2: 0 to 1 with up to three decimals; anything else is no weight at all.
    return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
  }
  return 1;
}

function weights(header: string): Map<string, number> {
  const byCoding = new Map<string, number>();
  for (const member of header.split(',')) {
    const [coding, ...params] = member.split(';');
    const name = coding.trim().toLowerCase();
    if (name) byCoding.set(name === 'x-gzip' ? 'gzip' : name, qvalue(params));
  }
  return byCoding;
}

function negotiate(header: string): readonly ContentCoding[] {
  const byCoding = weights(header);
  const wildcard = byCoding.get('*');
  const weightOf = (coding: ContentCoding): number =>
    byCoding.get(coding) ??
    (coding === 'identity' ? (wildcard ?? UNLISTED_IDENTITY_WEIGHT) : (wildcard ?? 0));
  return SERVER_PREFERENCE.filter((coding) => weightOf(coding) > 0).sort(
    (a, b) => weightOf(b) - weightOf(a),
  );
}

/**
 * The codings an `Accept-Encoding` header accepts, best first (RFC 9110 §12.5.3): by q-value, then
 * br before gzip before identity. Without the header, or with an empty one, only identity. The
 * list may be empty when the client refuses even identity.
 */
export function acceptedCodings(header: string | undefined): readonly ContentCoding[] {
  if (!header) return ['identity'];
  const known = memo.get(header);
  if (known) return known;
  const codings = negotiate(header);
  if (memo.size < MEMO_LIMIT) memo.set(header, codings);
  return codings;
}
