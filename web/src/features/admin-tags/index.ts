import { lazy } from 'react';

// The tags screen loads on demand, in its own chunk.

export const TagsPage = lazy(() => import('./tags-page').then((m) => ({ default: m.TagsPage })));
