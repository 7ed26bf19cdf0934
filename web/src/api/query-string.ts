/**
 * A contract's query as a fetcher fills it in. Zod gives a coerced number the input type
 * `unknown`; the contracts coerce only numbers, so such a field takes a number here.
 */
export type QueryParams<Query> = {
  [Key in keyof Query]: unknown extends Query[Key] ? number | undefined : Query[Key];
};

/**
 * `?a=1&b=x` from a query typed by its contract, named as the type argument; absent and empty
 * values are left out, and nothing at all gives ''.
 */
export function queryString<Query extends object = never>(
  query: NoInfer<QueryParams<Query>>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
