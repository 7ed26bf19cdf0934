import { useMutation } from '@tanstack/react-query';
import { contentApi, type ContentReport } from '../api/content.api';

export function useReportContent(id: string) {
  return useMutation({
    mutationFn: (report: ContentReport) => contentApi.report(id, report),
  });
}
