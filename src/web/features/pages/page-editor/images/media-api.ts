import { MEDIA_FILE_FIELD, MEDIA_LIMITS, type Media, mediaSchema } from '@shared/api/media';
import { ApiError, errorText } from '@/lib/api';

const MB = MEDIA_LIMITS.maxBytes / (1024 * 1024);

/** POST /api/media (multipart, the session cookie; the browser sends the same-origin Origin). */
export async function uploadPhoto(file: File): Promise<Media> {
  if (file.size > MEDIA_LIMITS.maxBytes) {
    // The server would refuse it too (413): say so without sending 10+ MB first.
    throw new ApiError(413, '413: too large', `The photo is larger than ${MB} MB. Use a smaller one.`);
  }
  const form = new FormData();
  form.append(MEDIA_FILE_FIELD, file);
  const response = await fetch('/api/media', { method: 'POST', body: form, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) {
    let serverMessage: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') serverMessage = parsed.message;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, serverMessage);
  }
  return mediaSchema.parse(JSON.parse(text));
}

/** What went wrong with an upload, in words for the person who chose the file. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fallback: Record<number, string> = {
      401: 'Your session has ended. Sign in again, then choose the photo.',
      409: 'Your photo storage is full. Delete photos you no longer use, then try again.',
      413: `The photo is too large: use one under ${MB} MB and ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels.`,
      415: 'This file is not a photo that can be used: choose a JPEG, PNG, WebP, GIF or AVIF image.',
      429: 'Too many photos uploaded in the last hour. Try again later.',
    };
    if (fallback[error.status]) return error.serverMessage ?? fallback[error.status]!;
  }
  return errorText(error, 'The photo could not be uploaded. Please try again.');
}
