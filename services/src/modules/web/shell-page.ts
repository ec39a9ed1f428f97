import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageDataBlock, PageMarker } from '@anchor/contracts';
import { firstViewHead, firstViewReadHints } from './first-view-hints';
import { firstViewAnswers, serverFirstView, type ServerFirstView } from './first-view-render';
import type { RemotesService } from './remotes.service';

/**
 * The shell's page carries a Content-Security-Policy built per request from the live remotes mapping;
 * a revalidated (304) copy would keep an outdated policy, so the page is never stored.
 */
export const SHELL_PAGE_CACHE_CONTROL = 'no-store';

/** A page this small compresses in well under a millisecond at this quality. */
const BROTLI_QUALITY = 5;

function encodeFor(request: FastifyRequest, html: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const body = Buffer.from(html, 'utf8');
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
    return { body: brotliCompressSync(body, { params }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

/** A JSON data block the shell reads at once. `<` is escaped so no value can close the element. */
function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The server's rendering of the first view, put in the shell's root element: the browser paints it before any
 * script has run. It is inert (no focus, no typing, no clicks) until the shell's first render replaces it and
 * removes its style element (the shell's FirstViewTakeover, PageMarker.firstView): nothing typed into it could be lost.
 */
function withFirstView(page: string, view: ServerFirstView | null): string {
  if (!view) return page;
  const css = view.css.replace(/<\/style/gi, '<\\/style');
  // Replacer functions: a `$&` in someone's name must stay text, not become a replacement pattern.
  return page
    .replace('</head>', () => `<style ${PageMarker.firstView}>${css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" inert ${PageMarker.firstView}>${view.html}</div>`);
}

export interface ShellPageOptions {
  indexPath: string;
  webRoot: string;
  remotes: RemotesService;
  status: number;
}

/**
 * Sends the shell's index.html with preload hints for the API reads and the code the asked-for page shows at once
 * (first-view-hints.ts), the live remotes mapping (what /remotes.json answers) and the manifests of the remotes
 * the page shows at once, compressed as the browser accepts. Written per request, like its security policy,
 * because remotes move at run time (REMOTE_*_URL, REMOTES_FILE).
 */
export async function sendShellPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { indexPath, webRoot, remotes, status }: ShellPageOptions,
): Promise<void> {
  try {
    const [pathname, search = ''] = request.url.split('?');
    const [template, mapping] = await Promise.all([readFile(indexPath, 'utf8'), remotes.manifest(request)]);
    const [{ hints, manifests, servedModules }, answers] = await Promise.all([
      firstViewHead(pathname, search, mapping, webRoot),
      firstViewAnswers(request, pathname),
    ]);
    // Answers the page carries are not asked for again: no read hints then.
    const reads = answers ? '' : firstViewReadHints(pathname);
    const view = answers ? await serverFirstView(request, webRoot, servedModules, answers) : null;
    const data =
      jsonDataBlock(PageDataBlock.remotesMapping, mapping) +
      jsonDataBlock(PageDataBlock.remoteManifests, manifests) +
      (answers ? jsonDataBlock(PageDataBlock.firstViewAnswers, answers) : '');
    const page = withFirstView(
      template.replace('<head>', `<head>${reads}`).replace('</head>', `${hints}${data}</head>`),
      view,
    );
    const { body, encoding } = encodeFor(request, page);
    if (encoding) reply.header('Content-Encoding', encoding);
    await reply
      .status(status)
      .header('Cache-Control', SHELL_PAGE_CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  } catch (error) {
    await reply.send(error);
  }
}
