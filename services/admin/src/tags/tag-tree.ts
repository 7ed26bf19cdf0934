/**
 * Whether making `parentId` the parent of `tagId` would put the tag under itself: walking up from
 * the new parent reaches the tag. `parentOf` answers each tag's current parent.
 */
export function wouldCreateCycle(
  tagId: string,
  parentId: string,
  parentOf: ReadonlyMap<string, string | null>,
): boolean {
  const seen = new Set<string>();
  for (let at: string | null = parentId; at !== null; at = parentOf.get(at) ?? null) {
    if (at === tagId || seen.has(at)) return true;
    seen.add(at);
  }
  return false;
}
