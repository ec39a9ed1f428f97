/** A bare http(s) origin (scheme, host, port; no path), as configuration names a stand-in service. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/+$/, '');
  } catch {
    return false;
  }
}
