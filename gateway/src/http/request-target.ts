/**
 * The path and query of a request target. Clients may send the absolute form
 * (`GET http://host/api/x HTTP/1.1`), which the router serves like `/api/x`, so everything that
 * looks at or forwards the path must see that same origin form.
 */
export function originFormTarget(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return `/${url}`;
  }
}
