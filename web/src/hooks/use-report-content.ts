import { useMutation } from '@tanstack/react-query';
import type { ReportRequestBody } from '@tessera/contracts';
import { contentApi } from '../api/content.api';

export function useReportContent(id: string) {
  return useMutation({
    mutationFn: (report: ReportRequestBody) => contentApi.report(id, report),
  });
}
