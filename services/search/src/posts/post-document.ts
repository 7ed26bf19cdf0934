/** A post as the posts index holds it: its public teaser and counters, never its media or body. */
export interface PostDocument {
  contentId: string;
  creatorId: string;
  title: string;
  description: string;
  tags: string[];
  category: string;
  type: 'photo' | 'video' | 'text';
  privacyLevel: 'public' | 'subscribers' | 'premium' | 'private';
  isPublic: boolean;
  status: string;
  priceCents: number | null;
  publishedAt: string | null;
  likesCount: number;
  commentsCount: number;
  viewsCount: number;
  summaryChangedAt: string | null;
  countsChangedAt: string | null;
  removedAt: string | null;
}

export type PostSummaryFields = Pick<
  PostDocument,
  | 'creatorId'
  | 'title'
  | 'description'
  | 'tags'
  | 'category'
  | 'type'
  | 'privacyLevel'
  | 'isPublic'
  | 'status'
  | 'priceCents'
> &
  Partial<Pick<PostDocument, 'publishedAt'>>;

/** A post's engagement counters. */
export interface Counts {
  likes: number;
  comments: number;
  views: number;
}

/** What the embedding of a post is made of. */
export function postText(post: Pick<PostDocument, 'title' | 'description' | 'tags' | 'category'>) {
  return [post.title, post.description, post.tags.join(', '), post.category]
    .filter(Boolean)
    .join('. ');
}
