import type {
  BookmarkStateDto,
  CategoryDto,
  CommentDto,
  CommentRequestBody,
  ContentDto,
  ContentFeedPage,
  ContentStatsDto,
  CreateContentRequestBody,
  CreatorCountsDto,
  ExplorePageDto,
  ExploreQueryParams,
  FeedQueryParams,
  FolderDto,
  FolderRequestBody,
  LikeStateDto,
  ListContentQueryParams,
  MediaDto,
  PageQueryParams,
  Paginated,
  ReportRequestBody,
  TagCountDto,
  UpdateContentRequestBody,
  UploadedMediaDto,
  UploadPurpose,
} from '@tessera/contracts';
import type { UploadKind } from '@tessera/rules';
import { apiRequest } from './http-client';
import { queryString, type QueryParams } from './query-string';
import { uploadRequest, type UploadRequestOptions } from './upload-request';

const item = (id: string) => `/content/${encodeURIComponent(id)}`;

export const contentApi = {
  list: (query: QueryParams<ListContentQueryParams>) =>
    apiRequest<Paginated<ContentDto>>(`/content${queryString<ListContentQueryParams>(query)}`),
  feed: (cursor: string | null, limit?: number) =>
    apiRequest<ContentFeedPage>(
      `/content/feed${queryString<FeedQueryParams>({ cursor: cursor ?? undefined, limit })}`,
    ),
  bookmarks: (cursor: string | null, limit?: number) =>
    apiRequest<ContentFeedPage>(
      `/content/bookmarks${queryString<FeedQueryParams>({ cursor: cursor ?? undefined, limit })}`,
    ),
  explore: (limit?: number) =>
    apiRequest<ExplorePageDto>(`/content/explore${queryString<ExploreQueryParams>({ limit })}`),
  stats: () => apiRequest<ContentStatsDto>('/content/stats'),
  creatorCounts: (creatorId: string) =>
    apiRequest<CreatorCountsDto>(`/content/creators/${encodeURIComponent(creatorId)}/stats`),
  get: (id: string) => apiRequest<ContentDto>(item(id)),
  create: (body: CreateContentRequestBody) =>
    apiRequest<ContentDto, CreateContentRequestBody>('/content', { method: 'POST', body }),
  update: (id: string, body: UpdateContentRequestBody) =>
    apiRequest<ContentDto, UpdateContentRequestBody>(item(id), { method: 'PUT', body }),
  remove: (id: string) => apiRequest<unknown>(item(id), { method: 'DELETE' }),
  setLiked: (id: string, liked: boolean) =>
    apiRequest<LikeStateDto>(`${item(id)}/like`, {
      method: liked ? 'POST' : 'DELETE',
    }),
  setBookmarked: (id: string, bookmarked: boolean) =>
    apiRequest<BookmarkStateDto>(`${item(id)}/bookmark`, {
      method: bookmarked ? 'POST' : 'DELETE',
    }),
  comments: (id: string, page: number, limit: number) =>
    apiRequest<Paginated<CommentDto>>(
      `${item(id)}/comments${queryString<PageQueryParams>({ page, limit })}`,
    ),
  addComment: (id: string, text: string) =>
    apiRequest<CommentDto, CommentRequestBody>(`${item(id)}/comments`, {
      method: 'POST',
      body: { text },
    }),
  recordView: (id: string) => apiRequest<unknown>(`${item(id)}/view`, { method: 'POST' }),
  report: (id: string, body: ReportRequestBody) =>
    apiRequest<null, ReportRequestBody>(`${item(id)}/report`, { method: 'POST', body }),
  folders: () => apiRequest<FolderDto[]>('/content/folders'),
  createFolder: (name: string, description: string) =>
    apiRequest<FolderDto, FolderRequestBody>('/content/folders', {
      method: 'POST',
      body: { name, description },
    }),
  categories: () => apiRequest<CategoryDto[]>('/content/categories'),
  tags: () => apiRequest<TagCountDto[]>('/content/tags'),
};

export const uploadApi = {
  /**
   * One file for a post, or with `purpose` 'message' as a message attachment, 'avatar' or
   * 'cover' as the uploader's profile picture or cover.
   */
  upload: (
    file: File,
    type: UploadKind,
    options?: UploadRequestOptions,
    purpose: UploadPurpose = 'post',
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
};
