import type {
  CreateTagRequest,
  PlatformSettingsDocument,
  PlatformSettingsPatch,
  TagDto,
  UpdateTagRequest,
} from '@tessera/contracts';
import { apiRequest } from './http-client';

export const adminSettingsApi = {
  settings: () => apiRequest<PlatformSettingsDocument>('/admin/settings'),
  /** Changes the given settings only; answers the whole document. */
  updateSettings: (patch: PlatformSettingsPatch) =>
    apiRequest<PlatformSettingsDocument, PlatformSettingsPatch>('/admin/settings', {
      method: 'PUT',
      body: patch,
    }),
  tags: () => apiRequest<TagDto[]>('/admin/tags'),
  createTag: (body: CreateTagRequest) =>
    apiRequest<TagDto, CreateTagRequest>('/admin/tags', { method: 'POST', body }),
  updateTag: (id: string, body: UpdateTagRequest) =>
    apiRequest<TagDto, UpdateTagRequest>(`/admin/tags/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body,
    }),
  deleteTag: (id: string) =>
    apiRequest<null>(`/admin/tags/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
