import type { ActivityActionResult } from '@playhall/contracts/rewards';
import { apiRequest } from '@/lib/api-client';

/** Applies to an application activity with a comment and up to three images (multipart: comment first, files). */
export function applyToActivity(
  id: string,
  comment: string,
  files: readonly File[],
): Promise<ActivityActionResult> {
  const formData = new FormData();
  formData.append('comment', comment.trim());
  for (const file of files) formData.append('files', file, file.name);
  return apiRequest<ActivityActionResult>(`/wps/member/rewards/activities/${encodeURIComponent(id)}/apply`, {
    method: 'POST',
    formData,
    timeoutMs: 60_000,
  });
}
