import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequestOptions {
  headers?: Record<string, string>;
  body?: string;
  /** Connect from this loopback address (127.0.0.2, ...) to act as another client. */
  localAddress?: string;
}

/**
 * Sends the request target exactly as given (percent-encoded or absolute-form), which fetch would normalise.
 * `target` is what goes on the request line: `/%61pi/user` or `http://127.0.0.1:1234/api/user`.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(options.body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port: Number(port), method, path: target, headers, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${target} timed out`)));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The variants of one path the CSRF and cache rules must treat alike: plain, percent-encoded, absolute-form. */
export function pathVariants(baseUrl: string, path: string): string[] {
  const encoded = path.replace(/^\/api\//, '/%61pi/');
  return [path, encoded, `${baseUrl}${path}`];
}
