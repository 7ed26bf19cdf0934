import type { QueryBody } from '../engine/search-engine.repository';

/** Who is searching: nobody signed in, or a member. */
export type Viewer = { id: string; role: string } | null;

/** Privacy levels whose teaser (title, description, tags) anyone may find; `private` is the creator's own. */
const DISCOVERABLE_LEVELS = ['public', 'subscribers', 'premium'];

/**
 * The posts a viewer may find, as filters of the query itself, so nothing else is ever matched,
 * highlighted, suggested or counted: published and not removed, and discoverable or their own.
 * Posts waiting for review, rejected, archived or scheduled are not `published`.
 */
export function visiblePostFilters(viewer: Viewer): QueryBody[] {
  return [
    { term: { status: 'published' } },
    { bool: { must_not: [{ exists: { field: 'removedAt' } }] } },
    {
      bool: {
        should: [
          { terms: { privacyLevel: DISCOVERABLE_LEVELS } },
          ...(viewer ? [{ term: { creatorId: viewer.id } }] : []),
        ],
        minimum_should_match: 1,
      },
    },
  ];
}

/**
 * The posts the real-data content list shows: with `includePrivate`, a creator also sees their
 * own drafts, scheduled and private posts; nobody sees another's.
 */
export function listedPostFilters(viewer: Viewer, includePrivate: boolean): QueryBody[] {
  if (!includePrivate || !viewer) return visiblePostFilters(viewer);
  return [
    { bool: { must_not: [{ exists: { field: 'removedAt' } }] } },
    {
      bool: {
        should: [
          { bool: { filter: visiblePostFilters(viewer) } },
          { term: { creatorId: viewer.id } },
        ],
        minimum_should_match: 1,
      },
    },
  ];
}

/** Creators are found and listed; members who only subscribe, and admins, stay private. */
export const LISTED_PEOPLE_FILTERS: QueryBody[] = [{ term: { role: 'creator' } }];
