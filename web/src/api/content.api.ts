import type {
  CategoryDto,
  CommentDto,
  ContentCreatorDto,
  ContentDto,
  ContentFeedPage,
  ContentStatsDto,
  FolderDto,
  MediaDto,
  ModerationDecision,
  PostStatus,
  UploadedMediaDto,
  UploadSessionDto,
} from '@tessera/contracts';
import type { ContentType, PrivacyLevel, UploadKind } from '@tessera/rules';
import { apiRequest } from './http-client';
import { uploadRequest, type UploadRequestOptions } from './upload-request';

export interface Paged<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** The query of GET /content; empty values are left out of the URL. */
export interface ContentListQuery {
  page?: number;
  limit?: number;
  type?: ContentType;
  category?: string;
  status?: PostStatus;
  privacyLevel?: PrivacyLevel;
  tags?: string[];
  q?: string;
  creatorId?: string;
}

export interface ContentExplore {
  trending: ContentDto[];
  recent: ContentDto[];
  creators: ContentCreatorDto[];
}

export interface ContentInput {
  title: string;
  description?: string;
  body?: string;
  type: ContentType;
  mediaIds?: string[];
  privacyLevel: PrivacyLevel;
  tags?: string[];
  category?: string;
  folderId?: string | null;
  /** Pay-per-view price, $1.00 to $1,000.00; null sells the post only with subscriptions. */
  priceCents?: number | null;
  scheduledAt?: string | null;
  saveAsDraft?: boolean;
}

export type ContentUpdate = Partial<Omit<ContentInput, 'saveAsDraft'>> & {
  status?: Extract<PostStatus, 'archived' | 'draft' | 'published'>;
};

export interface ContentReport {
  reason: string;
  description: string;
}

export interface TagCount {
  tag: string;
  count: number;
}

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const item = (id: string) => `/content/${encodeURIComponent(id)}`;
const uploadSession = (sessionId: string) => `/upload/sessions/${encodeURIComponent(sessionId)}`;

export const contentApi = {
  list: ({ tags, ...query }: ContentListQuery) =>
    apiRequest<Paged<ContentDto>>(
      `/content${queryString({ ...query, tags: tags?.length ? tags.join(',') : undefined })}`,
    ),
  feed: (cursor: string | null, limit?: number) =>
    apiRequest<ContentFeedPage>(
      `/content/feed${queryString({ cursor: cursor ?? undefined, limit })}`,
    ),
  explore: (limit?: number) =>
    apiRequest<ContentExplore>(`/content/explore${queryString({ limit })}`),
  stats: () => apiRequest<ContentStatsDto>('/content/stats'),
  get: (id: string) => apiRequest<ContentDto>(item(id)),
  create: (body: ContentInput) => apiRequest<ContentDto>('/content', { method: 'POST', body }),
  update: (id: string, body: ContentUpdate) =>
    apiRequest<ContentDto>(item(id), { method: 'PUT', body }),
  remove: (id: string) => apiRequest<unknown>(item(id), { method: 'DELETE' }),
  setLiked: (id: string, liked: boolean) =>
    apiRequest<{ liked: boolean; likesCount: number }>(`${item(id)}/like`, {
      method: liked ? 'POST' : 'DELETE',
    }),
  setBookmarked: (id: string, bookmarked: boolean) =>
    apiRequest<{ bookmarked: boolean }>(`${item(id)}/bookmark`, {
      method: bookmarked ? 'POST' : 'DELETE',
    }),
  comments: (id: string, page: number, limit: number) =>
    apiRequest<Paged<CommentDto>>(`${item(id)}/comments${queryString({ page, limit })}`),
  addComment: (id: string, text: string) =>
    apiRequest<CommentDto>(`${item(id)}/comments`, { method: 'POST', body: { text } }),
  recordView: (id: string) => apiRequest<unknown>(`${item(id)}/view`, { method: 'POST' }),
  report: (id: string, body: ContentReport) =>
    apiRequest<unknown>(`${item(id)}/report`, { method: 'POST', body }),
  pendingModeration: (page: number, limit: number) =>
    apiRequest<Paged<ContentDto>>(`/content/moderation/pending${queryString({ page, limit })}`),
  moderate: (id: string, body: ModerationDecision) =>
    apiRequest<ContentDto>(`${item(id)}/moderation`, { method: 'POST', body }),
  folders: () => apiRequest<FolderDto[]>('/content/folders'),
  createFolder: (name: string, description: string) =>
    apiRequest<FolderDto>('/content/folders', { method: 'POST', body: { name, description } }),
  categories: () => apiRequest<CategoryDto[]>('/content/categories'),
  tags: () => apiRequest<TagCount[]>('/content/tags'),
};

export const uploadApi = {
  /** One file for a post, or with `purpose` 'message' as a message attachment. */
  upload: (
    file: File,
    type: UploadKind,
    options?: UploadRequestOptions,
    purpose: 'post' | 'message' = 'post',
  ) =>
    uploadRequest<UploadedMediaDto>(
      purpose === 'post' ? '/upload' : `/upload?purpose=${purpose}`,
      () => {
        const form = new FormData();
        form.append('file', file);
        form.append('type', type);
        return form;
      },
      options,
    ),
  media: (mediaId: string) => apiRequest<MediaDto>(`/upload/${encodeURIComponent(mediaId)}`),
  /** Opens a resumable upload of a large file, sent afterwards in chunks. */
  openSession: (file: File) =>
    apiRequest<UploadSessionDto>('/upload/sessions', {
      method: 'POST',
      body: { fileName: file.name, mimeType: file.type, size: file.size },
    }),
  /** The session as the server has it: `offset` is where the upload continues. */
  session: (sessionId: string) => apiRequest<UploadSessionDto>(uploadSession(sessionId)),
  /** The chunk of the file starting at `offset`. */
  sendChunk: (sessionId: string, offset: number, chunk: Blob, options?: UploadRequestOptions) =>
    uploadRequest<UploadSessionDto>(
      uploadSession(sessionId),
      () => {
        const form = new FormData();
        form.append('chunk', chunk, 'chunk');
        return form;
      },
      { ...options, method: 'PUT', headers: { 'Upload-Offset': String(offset) } },
    ),
  completeSession: (sessionId: string) =>
    apiRequest<UploadedMediaDto>(`${uploadSession(sessionId)}/complete`, { method: 'POST' }),
  /** Gives the session up: the server deletes the parts it holds. */
  cancelSession: (sessionId: string) =>
    apiRequest<null>(uploadSession(sessionId), { method: 'DELETE' }),
};
