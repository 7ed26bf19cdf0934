import type { QueryBody } from '../engine/search-engine.repository';

/** Who is searching: nobody signed in, or a member. */
export type Viewer = { id: string; role: string } | null;

/** Privacy levels whose teaser (title, description, tags) anyone may find; `private` is the creator's own. */
const DISCOVERABLE_LEVELS = ['public', 'subscribers', 'premium'];

/** Leaves out suspended and banned accounts (`withdrawn`), by the field naming the account. */
const excluding = (field: 'creatorId' | 'userId', withdrawn: readonly string[]): QueryBody[] =>
  withdrawn.length > 0 ? [{ bool: { must_not: [{ terms: { [field]: withdrawn } }] } }] : [];

/**
 * The posts a viewer may find, as filters of the query itself, so nothing else is ever matched,
 * highlighted, suggested or counted: published and not removed, by an account that is neither
 * suspended nor banned, and discoverable or their own. Posts waiting for review, rejected,
 * archived or scheduled are not `published`.
 */
export function visiblePostFilters(viewer: Viewer, withdrawn: readonly string[]): QueryBody[] {
  return [
    ...excluding('creatorId', withdrawn),
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
export function listedPostFilters(
  viewer: Viewer,
  includePrivate: boolean,
  withdrawn: readonly string[],
): QueryBody[] {
  if (!includePrivate || !viewer) return visiblePostFilters(viewer, withdrawn);
  return [
    ...excluding('creatorId', withdrawn),
    { bool: { must_not: [{ exists: { field: 'removedAt' } }] } },
    {
      bool: {
        should: [
          { bool: { filter: visiblePostFilters(viewer, withdrawn) } },
          { term: { creatorId: viewer.id } },
        ],
        minimum_should_match: 1,
      },
    },
  ];
}

/**
 * Creators are found and listed, unless suspended or banned; members who only subscribe, and
 * admins, stay private.
 */
export function listedPeopleFilters(withdrawn: readonly string[]): QueryBody[] {
  return [{ term: { role: 'creator' } }, ...excluding('userId', withdrawn)];
}
