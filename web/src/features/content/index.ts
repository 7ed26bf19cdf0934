import { lazy } from 'react';

// What the app may use of the content feature. Its screens load on demand, each in its
// own chunk, so a visitor downloads only what is in front of them.

export const ContentUploadPage = lazy(() =>
  import('./upload/content-upload-page').then((m) => ({
    default: m.ContentUploadPage,
  })),
);
export const ContentManagePage = lazy(() =>
  import('./manage/content-manage-page').then((m) => ({
    default: m.ContentManagePage,
  })),
);
export const ContentFeedPage = lazy(() =>
  import('./feed/content-feed-page').then((m) => ({
    default: m.ContentFeedPage,
  })),
);
export const BookmarksPage = lazy(() =>
  import('./feed/bookmarks-page').then((m) => ({ default: m.BookmarksPage })),
);
export const ExplorePage = lazy(() =>
  import('./explore/explore-page').then((m) => ({ default: m.ExplorePage })),
);
export const ContentPostPage = lazy(() =>
  import('./post/content-post-page').then((m) => ({
    default: m.ContentPostPage,
  })),
);
export const CreatorStudioPage = lazy(() =>
  import('./studio/creator-studio-page').then((m) => ({
    default: m.CreatorStudioPage,
  })),
);
export const CreatorOnlyPage = lazy(() =>
  import('./creator-only-page').then((m) => ({ default: m.CreatorOnlyPage })),
);
