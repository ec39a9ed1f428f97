import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RemoteApps } from '@anchor/contracts';
import type { SpaFallback } from '../../common/api-exception.filter';
import type { AppConfig } from '../../config';
import type { RemotesService } from './remotes.service';
import { warmFirstViewRenderer } from './first-view-render';
import { sendShellPage, SHELL_PAGE_CACHE_CONTROL } from './shell-page';

/**
 * Entry files are re-fetched every time so a new build shows up; hashed assets never change. The web app manifest
 * and its icons keep fixed names (browsers and Home Screens look them up by URL), so they are revalidated too.
 */
const NO_CACHE_FILES = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
  'sw.js',
  'manifest.webmanifest',
  'manifest.json',
]);
const NO_CACHE_FOLDERS = ['/icons/'];

/** Builds write a brotli and a gzip twin of each text asset; the twin is served to browsers that accept it. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** The file a person asked for, whether its bytes come from it or from its compressed twin. */
function requestedName(filePath: string): string {
  return path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
}

function setCacheHeaders(reply: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const fixedName =
    NO_CACHE_FILES.has(requestedName(filePath)) ||
    NO_CACHE_FOLDERS.some((folder) => filePath.split(path.sep).join('/').includes(folder));
  const cache = fixedName ? 'no-cache' : 'public, max-age=31536000, immutable';
  reply.setHeader('Cache-Control', cache);
  // Caches between here and the browser must keep the encodings apart.
  reply.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Source maps carry full sources and build paths: they stay on the build machine, never served. A folder ('/')
 * is no file either: left to the static server, '/' asked without compression answered 403 (a folder without
 * an index) instead of the shell's page, which the SPA fallback gives it.
 */
function isServable(pathName: string): boolean {
  return !pathName.toLowerCase().endsWith('.map') && !pathName.endsWith('/');
}

export function shellDist(config: AppConfig): string {
  return path.join(config.webRoot, 'shell', 'dist');
}

/** Every value of a Vary header, once each, in the order first seen. */
function mergeVary(...headers: unknown[]): string {
  const names = headers.flatMap((header) => String(header ?? '').split(','));
  const seen = new Map<string, string>();
  for (const name of names.map((part) => part.trim()).filter(Boolean)) {
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()].join(', ');
}

/**
 * `@fastify/static` sets its headers on the raw response, and Fastify's own reply headers (CORS's
 * `Vary: Origin`) replace them when the answer is written; keep both Vary values.
 */
function keepStaticVary(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const rawVary = reply.raw.getHeader('vary');
    if (rawVary !== undefined && reply.hasHeader('vary'))
      reply.header('vary', mergeVary(reply.getHeader('vary'), rawVary));
    done(null, payload);
  });
}

/** Shell at `/`, each remote at `/remotes/<project>/`. Missing builds are skipped. */
export async function registerWebAssets(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  let decorated = false;
  keepStaticVary(fastify);
  const shellRoot = shellDist(config);
  if (existsSync(shellRoot)) {
    await fastify.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      wildcard: true,
      allowedPath: isServable,
      // '/' is a client-side route like any other: its page comes from the SPA fallback, with its hints.
      index: false,
      preCompressed: true,
      cacheControl: false,
      // No conditional requests for the shell: its page must always come with a fresh policy.
      etag: false,
      lastModified: false,
      setHeaders: (res, filePath) => {
        setCacheHeaders(res, filePath);
        if (requestedName(filePath) === 'index.html') res.setHeader('Cache-Control', SHELL_PAGE_CACHE_CONTROL);
      },
    });
    decorated = true;
  }
  for (const remote of RemoteApps) {
    const root = path.join(config.webRoot, remote.project, 'dist');
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote.project}/`,
      decorateReply: !decorated,
      allowedPath: isServable,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        setCacheHeaders(res, filePath);
        // Shells on other origins fetch manifests and chunks from here.
        res.setHeader('Access-Control-Allow-Origin', '*');
      },
    });
    decorated = true;
  }
}

/** The automatic test-user sign-in page exists only outside production. */
const DEVELOPMENT_ONLY_PAGES = new Set(['/test']);

function isDevelopmentOnlyPage(pathname: string, config: AppConfig): boolean {
  return config.isProduction && DEVELOPMENT_ONLY_PAGES.has(pathname.replace(/\/+$/, ''));
}

/** Client-side routes (GET, not /api, not /remotes, no file extension) get the shell's page (shell-page.ts). */
export function createSpaFallback(config: AppConfig, remotes: RemotesService): SpaFallback {
  const indexPath = path.join(shellDist(config), 'index.html');
  // Loaded now, not by the first person to open a page: reading and compiling the renderer takes a moment.
  warmFirstViewRenderer(config.webRoot);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/remotes/')) return false;
    if (path.posix.basename(pathname).includes('.')) return false;
    if (!existsSync(indexPath)) return false;
    // The shell still renders (it says the page is not available), but the answer is a real 404.
    const status = isDevelopmentOnlyPage(pathname, config) ? 404 : 200;
    void sendShellPage(request, reply, { indexPath, webRoot: config.webRoot, remotes, status });
    return true;
  };
}
