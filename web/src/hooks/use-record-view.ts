import { useMutation } from '@tanstack/react-query';
import { contentApi } from '../api/content.api';

export function useRecordView() {
  return useMutation({
    mutationFn: (id: string) => contentApi.recordView(id),
  });
}
