/**
 * The one HTTP client of the web app (docs/product.md, 'Errors and toasts'): credentials on every
 * request, JSON writes, and a non-success response raises `ApiError` whose message is "status:
 * body" (or the status text for an empty body). `serverMessage` carries the JSON `message` for
 * friendlier toasts; `body` the whole JSON object, for refusals that say more than words (a
 * stale save's `currentVersionId`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    // body was not JSON
  }
  const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
  throw new ApiError(response.status, `${response.status}: ${text}`, serverMessage, body);
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal,
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The best text for a toast: the server's message, else the error's, else a fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
