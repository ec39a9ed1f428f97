/**
 * Where `/api` lives. Empty (same origin) in the shell; a page served apart from the API (the standalone
 * provider portal) names the API's origin in `<meta name="anchor-api-origin">`, and the API allows that
 * page's origin by CORS with credentials.
 */
export function apiUrl(path: string): string {
  if (typeof document === 'undefined') return path;
  const origin = document.querySelector<HTMLMetaElement>('meta[name="anchor-api-origin"]')?.content ?? '';
  return path.startsWith('/') ? `${origin.replace(/\/+$/, '')}${path}` : path;
}
