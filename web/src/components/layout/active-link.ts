function stripTrailingSlashes(path: string): string {
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * A link is active on its exact path (trailing slashes ignored), on any path below it, or on its
 * -v2 / -v3 variant. The root link is active only on the root itself.
 */
export function isActiveLink(currentPath: string, href: string): boolean {
  const current = stripTrailingSlashes(currentPath.split(/[?#]/)[0] ?? '/');
  const target = stripTrailingSlashes(href.split(/[?#]/)[0] ?? '/');
  if (current === target) return true;
  if (target === '/') return false;
  if (current.startsWith(`${target}/`)) return true;
  return current === `${target}-v2` || current === `${target}-v3`;
}

/**
 * Of the links active on one page, only the most specific ones count, so /admin/content lights
 * "Content" and not also "Overview" at /admin.
 */
export function mostSpecificLinks(activeHrefs: readonly string[]): Set<string> {
  const pathOf = (href: string) => stripTrailingSlashes(href.split(/[?#]/)[0] ?? '/');
  const longest = Math.max(0, ...activeHrefs.map((href) => pathOf(href).length));
  return new Set(activeHrefs.filter((href) => pathOf(href).length === longest));
}
