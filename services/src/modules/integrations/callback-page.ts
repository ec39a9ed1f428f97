import { INTEGRATION_SERVICE_NAMES, type IntegrationServiceId, SETTINGS_HASH } from '@anchor/contracts';

/** How an authorization came back from the provider. */
export type CallbackOutcome =
  | { kind: 'connected'; service: IntegrationServiceId }
  | { kind: 'denied'; service: IntegrationServiceId }
  | { kind: 'exchange_failed'; service: IntegrationServiceId }
  | { kind: 'invalid_state' };

/** Settings is a panel of home; this address opens it. */
const SETTINGS_URL = `/${SETTINGS_HASH}`;

const name = (outcome: CallbackOutcome) => ('service' in outcome ? INTEGRATION_SERVICE_NAMES[outcome.service] : '');

/** The words of the callback page, per failed outcome: a title and one or two sentences. */
export const CallbackPageCopy = {
  denied: (service: string) => ({
    title: `${service} was not connected`,
    body: 'You chose not to give Anchor access, so nothing was connected or shared. You can connect it from Settings at any time.',
  }),
  exchange_failed: (service: string) => ({
    title: `${service} could not be connected`,
    body: `${service} did not confirm the connection, so nothing was saved. Please try again in a few minutes.`,
  }),
  invalid_state: () => ({
    title: 'This connection request has expired',
    body: 'It was already used, is more than ten minutes old, or was started in another sign-in. Nothing was connected. Start again from Settings.',
  }),
  back: 'Back to Settings',
} as const;

type FailedOutcome = Exclude<CallbackOutcome, { kind: 'connected' }>;

const STATUS: Record<FailedOutcome['kind'], number> = {
  denied: 200,
  exchange_failed: 502,
  invalid_state: 400,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A connection goes straight back to Settings, whose card then says it is connected (a page that moved on by
 * itself after a delay would be a timed refresh, which WCAG 2.2.1 rules out). A failure gets a plain page (no
 * script: the page's Content-Security-Policy allows none inline) that stays so that the person can read why.
 */
export function renderCallbackPage(
  outcome: CallbackOutcome,
): { status: number; html: string } | { redirectTo: string } {
  if (outcome.kind === 'connected') return { redirectTo: SETTINGS_URL };
  const { title, body } = CallbackPageCopy[outcome.kind](name(outcome));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Anchor</title>
<style>
body{margin:0;font:18px/1.5 system-ui,sans-serif;background:#f5f7fa;color:#1f2933}
main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .75rem}
a{display:inline-block;margin-top:1.25rem;padding:.75rem 1.25rem;border-radius:8px;background:#2b6cb0;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #1a365d;outline-offset:2px}
@media (max-width:36rem){main{margin:1rem}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<a href="${SETTINGS_URL}">${CallbackPageCopy.back}</a>
</main>
</body>
</html>
`;
  return { status: STATUS[outcome.kind], html };
}
