import {
  type AssessmentStatus,
  firstViewApiReads,
  type FirstViewAnswers,
  PageDataBlock,
  type SessionState,
} from '@anchor/contracts';

/**
 * The request the server's preload hint makes (first-view-hints.ts: `as="fetch"`, `crossorigin="use-credentials"`):
 * a read that differs in mode, credentials or headers would not get the preloaded answer and would ask again.
 * A GET needs no CSRF header.
 */
const PRELOADED_READ: RequestInit = { credentials: 'include' };

/** A clean answer's body; undefined for anything else, which the api asks again. */
async function read<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, PRELOADED_READ);
    return response.ok ? (JSON.parse(await response.text()) as T) : undefined;
  } catch {
    return undefined;
  }
}

async function readAll(pathname: string): Promise<FirstViewAnswers> {
  const paths = firstViewApiReads(pathname);
  const user = (await read<SessionState>(paths.user))?.user;
  // Asked after the user: the server's hint has usually fetched it already, and nobody signed in has none.
  if (!user || !paths.assessmentStatus) return { user };
  return { user, assessmentStatus: (await read<AssessmentStatus>(paths.assessmentStatus)) ?? undefined };
}

/**
 * The answers the server wrote into the page (services' shell-page.ts): it knows them when the request carries no
 * session (nobody is signed in) and when it rendered the page's first view with them. Null when it did not.
 */
function answersInPage(): FirstViewAnswers | null {
  const text = document.getElementById(PageDataBlock.firstViewAnswers)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstViewAnswers;
  } catch {
    return null;
  }
}

let pending: Promise<FirstViewAnswers> | null = null;

/**
 * The reads the page's first view waits for (contracts' firstViewApiReads): from the page when the server wrote
 * their answers there, else asked. The entry starts them while the shell's own chunks still run (the store does
 * not exist yet); bootstrap puts the answers in the store before the first render. Asked once per page.
 */
export function readFirstViewAnswers(pathname: string): Promise<FirstViewAnswers> {
  pending ??= Promise.resolve(answersInPage() ?? readAll(pathname));
  return pending;
}
