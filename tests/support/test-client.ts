export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as-is (for malformed-body tests); otherwise `json` is serialised. */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  json?: unknown;
  /** Omit the Origin header (browsers always send it on writes). */
  noOrigin?: boolean;
}

/** A minimal browser stand-in: keeps cookies, sends a same-origin Origin on writes. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options);
  post = <T = any>(path: string, json?: unknown, options?: RequestOptions) =>
    this.request<T>('POST', path, { ...options, json: options?.rawBody === undefined ? json : undefined });
  put = <T = any>(path: string, json?: unknown, options?: RequestOptions) =>
    this.request<T>('PUT', path, { ...options, json });
  delete = <T = any>(path: string, options?: RequestOptions) => this.request<T>('DELETE', path, options);

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {};
    if (method !== 'GET' && !options.noOrigin) headers.origin = this.baseUrl;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | Uint8Array<ArrayBuffer> | undefined = options.rawBody;
    if (body === undefined && options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    Object.assign(headers, options.headers);
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.storeCookie(cookie);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  private storeCookie(header: string) {
    const [pair, ...attributes] = header.split(';');
    const separator = pair!.indexOf('=');
    const name = pair!.slice(0, separator).trim();
    const value = pair!.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key, attrValue] = attribute.trim().split('=');
      if (key?.toLowerCase() === 'max-age') return Number(attrValue) <= 0;
      if (key?.toLowerCase() === 'expires') return Date.parse(attrValue ?? '') <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** Registers and signs in a new account; returns its user. */
  async register(username: string, password = 'test-user-secret') {
    const response = await this.post<{ user: { id: number; username: string; role: string } }>(
      '/api/auth/register',
      {
        username,
        password,
      },
    );
    if (response.status !== 201)
      throw new Error(`register ${username} failed: ${response.status} ${response.text}`);
    return response.body.user;
  }

  async login(username: string, password: string) {
    const response = await this.post('/api/auth/login', { username, password });
    if (response.status !== 200)
      throw new Error(`login ${username} failed: ${response.status} ${response.text}`);
    return response.body.user;
  }
}
