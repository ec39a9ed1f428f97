import type { ApiPath, AssessmentApiPath } from './api-paths';
import type { AssessmentStatus } from './assessment';
import type { PublicUser } from './user';
import { firstViewPage } from './first-view-remotes';

// The paths by their contract types (a path that differs does not compile): importing the path tables would put
// every API path into the shell's entry, which /auth's JavaScript budget counts.
// eslint-disable-next-line no-restricted-syntax -- typed by its contract constant, see above
const SESSION_PATH: typeof ApiPath.session = '/api/session';
// eslint-disable-next-line no-restricted-syntax -- typed by its contract constant, see above
const ASSESSMENT_STATUS_PATH: typeof AssessmentApiPath.status = '/api/assessment/status';

export interface FirstViewApiReads {
  /** Who is signed in (`{ user }`, null for nobody): every page waits for it. */
  user: typeof SESSION_PATH;
  /** Home's tabs wait for the assessment banner, which needs the status (for a signed-in person only). */
  assessmentStatus?: typeof ASSESSMENT_STATUS_PATH;
}

/**
 * The API reads a page's first view waits for. When the server knows their answers it writes them into the page
 * (PageDataBlock.firstViewAnswers); otherwise it asks the browser to start them with the page itself (fetch
 * preloads, ahead of the scripts: the browser's six connections are soon all busy with scripts), and the shell's
 * entry reads them with the same request, so it gets the preloaded answers.
 */
export function firstViewApiReads(pathname: string): FirstViewApiReads {
  return firstViewPage(pathname) === '/'
    ? { user: SESSION_PATH, assessmentStatus: ASSESSMENT_STATUS_PATH }
    : { user: SESSION_PATH };
}

/**
 * The answers of those reads: read by the shell's entry before the store exists, or carried by the page when the
 * server knows them (PageDataBlock.firstViewAnswers). A field left out was not answered cleanly.
 */
export interface FirstViewAnswers {
  /** Who is signed in; `null` when nobody is. */
  user?: PublicUser | null;
  assessmentStatus?: AssessmentStatus;
}
