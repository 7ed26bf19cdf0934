import type { ContentDto } from '@tessera/contracts';

export interface MediaSource {
  key: string;
  kind: 'image' | 'video';
  /** Absent while the file is still being processed. */
  src?: string;
  poster?: string;
}

/** What a viewer with access can see of a post's media, in order. */
export function mediaSources(post: ContentDto): MediaSource[] {
  if (post.media.length > 0) {
    return post.media.map((media) => ({
      key: media.mediaId,
      kind: media.type,
      src: media.status === 'ready' ? (media.url ?? media.thumbnailUrl) : undefined,
      poster: media.thumbnailUrl,
    }));
  }
  const urls = post.mediaUrls?.length ? post.mediaUrls : post.mediaUrl ? [post.mediaUrl] : [];
  return urls.map((src) => ({
    key: src,
    kind: post.type === 'video' ? 'video' : 'image',
    src,
    poster: post.thumbnailUrl,
  }));
}
