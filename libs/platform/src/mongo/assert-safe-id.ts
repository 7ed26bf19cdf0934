/** Plain id characters: safe to use as part of a field path. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Refuses an id that is not plain before it becomes part of a field name in a query or update
 * (`creators.<id>`): a dot or a `$` would reach another field or an operator.
 */
export function assertSafeId(id: string, what: string): void {
  if (!SAFE_ID.test(id)) throw new Error(`${what} '${id}' is not a plain id`);
}
