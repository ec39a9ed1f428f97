import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  type AssessmentStatus,
  type FirstViewAnswers,
  firstViewApiReads,
  firstViewPage,
  firstViewRemoteModules,
  type SessionState,
} from '@anchor/contracts';
import { hasSessionCookie } from '../auth/session-token';

/** A page's first view rendered on the server: markup for the shell's root element and the CSS it needs. */
export interface ServerFirstView {
  html: string;
  css: string;
}

/** What the first-view project's build writes to first-view/dist/ (first-view/src/render-first-view.tsx). */
interface FirstViewRenderer {
  renderFirstView(location: string, answers: FirstViewAnswers): Promise<ServerFirstView | null>;
}

const logger = new Logger('FirstViewRender');
const renderers = new Map<string, FirstViewRenderer | null>();

/** The renderer the first-view project's build wrote, loaded once; null (and said once) when it is missing. */
export function firstViewRenderer(webRoot: string): FirstViewRenderer | null {
  const file = path.join(webRoot, 'first-view', 'dist', 'first-view-renderer.js');
  if (!renderers.has(file)) {
    let renderer: FirstViewRenderer | null = null;
    if (existsSync(file)) renderer = createRequire(__filename)(file) as FirstViewRenderer;
    else logger.warn(`No first-view renderer at ${file}: pages are sent without their first view`);
    renderers.set(file, renderer);
  }
  return renderers.get(file) ?? null;
}

/** Loads the renderer and renders the sign-in page once (compiling its code), so no person waits for either. */
export function warmFirstViewRenderer(webRoot: string): void {
  firstViewRenderer(webRoot)
    ?.renderFirstView('/auth', { user: null })
    .catch((error: Error) => logger.warn(`First-view renderer warm-up failed: ${error.message}`));
}

/** One of the shell's first-view reads, answered by this server as the browser's own read would be. */
async function readAsBrowser<T>(request: FastifyRequest, url: string): Promise<{ status: number; body?: T }> {
  const answer = await request.server.inject({
    method: 'GET',
    url,
    // The person's own address and browser, as their read would carry them (sessions and audit lines keep them).
    remoteAddress: request.ip,
    headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
  });
  return answer.statusCode === 200
    ? { status: 200, body: JSON.parse(answer.body) as T }
    : { status: answer.statusCode };
}

/**
 * The answers of the first view's reads (contracts' firstViewApiReads) when this server knows them, for the page to
 * carry (the shell then does not ask) and to render the first view with; null when the browser should ask. A request
 * without a session is nobody signed in. With one, home's reads are made through the API's own routes with the
 * request's cookie, so they are exactly what the browser's would get; other pages leave them to the browser.
 */
export async function firstViewAnswers(request: FastifyRequest, pathname: string): Promise<FirstViewAnswers | null> {
  if (!hasSessionCookie(request)) return { user: null };
  const page = firstViewPage(pathname);
  const reads = firstViewApiReads(page);
  // Home's reads (the only page with a status read) are worth making here; other pages leave them to the browser.
  if (!reads.assessmentStatus) return null;
  try {
    const session = await readAsBrowser<SessionState>(request, reads.user);
    if (!session.body) return null;
    const { user } = session.body;
    if (!user) return { user: null };
    const status = await readAsBrowser<AssessmentStatus>(request, reads.assessmentStatus);
    return { user, ...(status.body ? { assessmentStatus: status.body } : {}) };
  } catch (error) {
    logger.warn(`First-view reads of ${page} not made: ${(error as Error).message}`);
    return null;
  }
}

/** Whether the shell's first render shows the page's own first view for these answers (else it sends them on). */
function rendersFirstView(page: string, { user, assessmentStatus }: FirstViewAnswers): boolean {
  if (page === '/auth') return user === null;
  return page === '/' && Boolean(user?.onboardingCompleted && assessmentStatus);
}

/**
 * The first view of the page asked for, rendered as the shell's first render will show it, so the browser paints it
 * before any script has run. Only while this server serves every remote module of that view itself
 * (`servedModules`): the renderer holds those remotes as built beside the shell, and a remote served from elsewhere
 * may be another version. Null whenever anything is missing or fails: the page then comes without it, as before.
 */
export async function serverFirstView(
  request: FastifyRequest,
  webRoot: string,
  servedModules: ReadonlySet<string>,
  answers: FirstViewAnswers,
): Promise<ServerFirstView | null> {
  const [pathname, query = ''] = request.url.split('?');
  const page = firstViewPage(pathname);
  const modules = firstViewRemoteModules(page, query);
  if (modules.length === 0 || !modules.every((moduleId) => servedModules.has(moduleId))) return null;
  if (!rendersFirstView(page, answers)) return null;
  const renderer = firstViewRenderer(webRoot);
  if (!renderer) return null;
  try {
    return await renderer.renderFirstView(query ? `${page}?${query}` : page, answers);
  } catch (error) {
    logger.warn(`First view of ${page} not rendered: ${(error as Error).message}`);
    return null;
  }
}
