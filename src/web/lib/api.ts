/**
 * The one HTTP client of the web app (docs/product.md, 'Errors and toasts'): credentials on every
 * request, JSON writes, and a non-success response raises `ApiError` whose message is "status:
 * body" (or the status text for an empty body). `serverMessage` carries the JSON `message` for
 * friendlier toasts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let serverMessage: string | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
  } catch {
    // body was not JSON
  }
  throw new ApiError(response.status, `${response.status}: ${text}`, serverMessage);
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
