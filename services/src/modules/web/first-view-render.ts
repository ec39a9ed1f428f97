import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  type AssessmentStatus,
  firstViewApiReads,
  firstViewPage,
  firstViewRemoteModules,
  type PublicUser,
} from '@anchor/contracts';
import { hasSessionCookie } from '../auth/session-token';

/** The answers the shell's first render reads (app-runtime's FirstViewAnswers). */
interface FirstViewAnswers {
  user: PublicUser | null;
  assessmentStatus?: AssessmentStatus;
}

/** What the shell's build writes to dist-server/ (shell/src/first-view/render-first-view.tsx). */
interface FirstViewRenderer {
  renderFirstView(location: string, answers: FirstViewAnswers): Promise<{ html: string; css: string } | null>;
}

/** A page's first view rendered on the server: markup for the shell's root element and the CSS it needs. */
export interface ServerFirstView {
  html: string;
  css: string;
}

const logger = new Logger('FirstViewRender');
const renderers = new Map<string, FirstViewRenderer | null>();

/** The renderer the shell's build wrote beside its dist/, loaded once; null (and said once) when it is missing. */
export function firstViewRenderer(webRoot: string): FirstViewRenderer | null {
  const file = path.join(webRoot, 'shell', 'dist-server', 'first-view-renderer.js');
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
async function readAsBrowser<T>(request: FastifyRequest, url: string): Promise<T | null> {
  const answer = await request.server.inject({
    method: 'GET',
    url,
    // The person's own address and browser, as their read would carry them (sessions and audit lines keep them).
    remoteAddress: request.ip,
    headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
  });
  return answer.statusCode === 200 ? (JSON.parse(answer.body) as T) : null;
}

/**
 * The answers the page's first view is rendered with, or null when the server should not render it: the sign-in
 * page for someone signed in (the shell sends them on), home for someone who is not, or who has not finished
 * onboarding. Signed out is known from the request alone; a session is read through the API's own routes.
 */
async function answersFor(request: FastifyRequest, page: string): Promise<FirstViewAnswers | null> {
  const signedIn = hasSessionCookie(request);
  if (page === '/auth') return signedIn ? null : { user: null };
  if (page !== '/' || !signedIn) return null;
  const reads = firstViewApiReads(page);
  const user = await readAsBrowser<PublicUser>(request, reads.user);
  if (!user?.onboardingCompleted || !reads.assessmentStatus) return null;
  const assessmentStatus = await readAsBrowser<AssessmentStatus>(request, reads.assessmentStatus);
  return assessmentStatus ? { user, assessmentStatus } : null;
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
): Promise<ServerFirstView | null> {
  const [pathname, query] = request.url.split('?');
  const page = firstViewPage(pathname);
  const modules = firstViewRemoteModules(page);
  if (modules.length === 0 || !modules.every((moduleId) => servedModules.has(moduleId))) return null;
  const renderer = firstViewRenderer(webRoot);
  if (!renderer) return null;
  try {
    const answers = await answersFor(request, page);
    if (!answers) return null;
    return await renderer.renderFirstView(query === undefined ? page : `${page}?${query}`, answers);
  } catch (error) {
    logger.warn(`First view of ${page} not rendered: ${(error as Error).message}`);
    return null;
  }
}
