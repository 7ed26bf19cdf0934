import type {
  Paginated,
  SubmitVerificationRequest,
  UploadedVerificationDocument,
  VerificationDecisionRequest,
  VerificationRequestDto,
  VerificationRequestStatus,
} from '@tessera/contracts';
import { apiRequest } from './http-client';
import { uploadRequest } from './upload-request';

export const verificationApi = {
  mine: () => apiRequest<{ request: VerificationRequestDto | null }>('/verification/requests/mine'),
  submit: (body: SubmitVerificationRequest) =>
    apiRequest<VerificationRequestDto, SubmitVerificationRequest>('/verification/requests', {
      method: 'POST',
      body,
    }),
  /** A private document: kept for the admins reviewing the request, never shown publicly. */
  uploadDocument: (file: File, onProgress: (percent: number) => void) =>
    uploadRequest<UploadedVerificationDocument>(
      '/upload?purpose=verification',
      () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
      { onProgress },
    ),
  queue: (status: VerificationRequestStatus) =>
    apiRequest<Paginated<VerificationRequestDto>>(`/admin/verifications?status=${status}&limit=50`),
  decide: (id: string, body: VerificationDecisionRequest) =>
    apiRequest<VerificationRequestDto, VerificationDecisionRequest>(
      `/admin/verifications/${encodeURIComponent(id)}/decision`,
      { method: 'POST', body },
    ),
};
