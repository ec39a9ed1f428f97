declare const __webpack_public_path__: string | undefined;

/**
 * A remote served on its own lives below `/remotes/<project>/` (or at `/` under `rspack serve`).
 * Its runtime public path ('auto') is exactly that folder, so the router uses it as basename.
 */
export function standaloneBasename(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  const pathname = new URL(publicPath, window.location.href).pathname;
  return pathname.replace(/\/+$/, '') || '/';
}
