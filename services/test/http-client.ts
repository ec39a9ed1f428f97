/** One simulated browser: keeps cookies between calls and sends the headers the web client sends. */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body text, sent as application/json unless `headers` name another Content-Type. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Leave out X-Requested-With (CSRF tests). */
  noCsrfHeader?: boolean;
  /** 'manual': answer a redirect itself (its status and Location) instead of following it. */
  redirect?: 'manual';
}

export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>('POST', path, options);
  }
  patch<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, options);
  }
  put<T = unknown>(path: string, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, options);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (!options.noCsrfHeader) headers['X-Requested-With'] = 'XMLHttpRequest';
    // What every browser sends and script cannot remove; Node's fetch sends Sec-Fetch-Mode but not this.
    headers['Sec-Fetch-Site'] ??= 'same-origin';
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.Cookie = cookie;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: options.redirect });
    this.storeCookies(response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (HTML, static files): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  private storeCookies(setCookies: string[]): void {
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
