import type { TagDto } from '@tessera/contracts';

export interface TagNode extends TagDto {
  children?: TagNode[];
}

/** The flat list as a tree for the table: roots first, each with its children under it. */
export function tagTree(tags: readonly TagDto[]): TagNode[] {
  const ids = new Set(tags.map((tag) => tag.id));
  const childrenOf = (parentId: string | null): TagNode[] =>
    tags
      .filter((tag) =>
        parentId === null
          ? tag.parentTagId === null || !ids.has(tag.parentTagId)
          : tag.parentTagId === parentId,
      )
      .map((tag) => {
        const children = childrenOf(tag.id);
        return children.length > 0 ? { ...tag, children } : { ...tag };
      });
  return childrenOf(null);
}
