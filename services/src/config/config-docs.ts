/**
 * Every environment variable Anchor reads: the one source of the configuration table in docs/operations.md
 * (`npm run docs` writes it there; a test fails when the two differ).
 */
export interface ConfigDoc {
  name: string;
  default: string;
  description: string;
}

export const configDocs: ConfigDoc[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port of the api entry point.' },
  {
    name: 'HOST',
    default: '127.0.0.1',
    description: 'Interface the api listens on (0.0.0.0 to accept remote clients).',
  },
  { name: 'NODE_ENV', default: 'development', description: 'development, test or production.' },
  {
    name: 'DATABASE_URL',
    default: '(required)',
    description:
      'PostgreSQL connection URL of the api and worker: a role that may only read and write rows (`npm start`: `anchor_app`).',
  },
  {
    name: 'MIGRATION_DATABASE_URL',
    default: '(DATABASE_URL)',
    description: 'PostgreSQL URL migrations connect with: the role that owns the schema (`npm start`: `anchor_owner`).',
  },
  {
    name: 'DATABASE_APP_ROLE',
    default: '(none)',
    description:
      'Role the api and worker connect as; after migrating, `migrate` grants it `SELECT, INSERT, UPDATE, DELETE` on the tables and nothing else.',
  },
  {
    name: 'REDIS_URL',
    default: '(required)',
    description:
      "Redis connection URL (BullMQ queues, rate limits, caches; `rediss://` for TLS). With `REDIS_CLUSTER`: any one node of the cluster, such as a managed service's configuration endpoint; the others are discovered.",
  },
  {
    name: 'REDIS_CLUSTER',
    default: 'false',
    description:
      'true: REDIS_URL is a Redis Cluster node; every client (queues, pub/sub, rate limits, caches) speaks cluster.',
  },
  {
    name: 'REDIS_PREFIX',
    default: 'anchor (`{anchor}` with REDIS_CLUSTER)',
    description:
      "Key prefix of every Anchor key in Redis. On a cluster it must contain a hash tag (`{…}`), which keeps each queue's keys in one slot.",
  },
  {
    name: 'DATA_ENCRYPTION_KEY',
    default: '(required in production; a fixed development key otherwise)',
    description: '64 hex characters (32 bytes): AES-256-GCM key for free-text health data at rest.',
  },
  {
    name: 'BACKUP_KEY',
    default: '(none: npm run backup and restore refuse to run; npm start generates one)',
    description:
      '64 hex characters (32 bytes), read by `npm run backup` and `npm run restore` only: each backup file is encrypted (AES-256-GCM) with a key derived from it. Never the data encryption key (refused); kept by other people than the backups (docs/operations.md, Backups and disaster recovery).',
  },
  {
    name: 'SHARING_HMAC_SECRET',
    default: '(required in production; a fixed development key otherwise)',
    description: '64 hex characters (32 bytes): HMAC-SHA256 key that signs provider-sharing records.',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(a fixed development pair outside production; none: no web push)',
    description: 'Web Push VAPID public key (URL-safe base64, from `npx web-push generate-vapid-keys`).',
  },
  { name: 'VAPID_PRIVATE_KEY', default: '(see VAPID_PUBLIC_KEY)', description: 'Web Push VAPID private key.' },
  {
    name: 'VAPID_SUBJECT',
    default: '(see VAPID_PUBLIC_KEY)',
    description: 'mailto: or https: contact sent to push services with every push.',
  },
  {
    name: 'PUSH_SERVICE_HOSTS',
    default:
      'the push services of Chrome, Firefox, Edge and Safari (`fcm.googleapis.com`, `android.googleapis.com`, `updates.push.services.mozilla.com`, `*.push.services.mozilla.com`, `*.notify.windows.com`, `web.push.apple.com`, `*.push.apple.com`)',
    description:
      'Comma-separated hosts a Web Push endpoint may point at (`*.example.com` allows subdomains). Endpoints elsewhere, not https, or resolving to a loopback, private, link-local or unique-local address are refused at registration (400) and again by the worker at every send (the subscription is dropped).',
  },
  {
    name: 'PUSH_STAND_IN_ORIGIN',
    default: '(none)',
    description:
      'Origin of a local stand-in push service (tests, `tools/bench-reminders.mjs`), allowed over http on loopback; refused in production.',
  },
  {
    name: 'OUTBOUND_STAND_IN_ORIGINS',
    default: '(none)',
    description:
      'Comma-separated origins of local stand-ins (OAuth server, Stripe API) the server may call although they are on loopback or private addresses; every other OAuth token endpoint or payment API on such an address is refused. For tests and benchmarks; leave it unset in a real deployment.',
  },

  { name: 'SESSION_ABSOLUTE_HOURS', default: '8', description: 'A session ends this many hours after sign-in.' },
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '30',
    description: 'A session ends after this many minutes without a request.',
  },
  {
    name: 'PROVIDER_SESSION_IDLE_MINUTES',
    default: '15',
    description: "A provider's session ends after this many minutes without a request.",
  },
  {
    name: 'PROVIDER_INVITE_HOURS',
    default: '72',
    description: "A provider's one-time sign-up link expires after this many hours.",
  },
  {
    name: 'PROVIDER_PORTAL_URL',
    default: 'http://localhost:3100',
    description:
      'Where the standalone provider portal is served; sign-up links point there, and its origin is the one CORS_ORIGINS allows by default.',
  },
  {
    name: 'PROVIDER_CONTACT_EMAIL',
    default: 'admin@localhost',
    description: "Address behind the portal's Contact Admin button.",
  },
  {
    name: 'COOKIE_SECURE',
    default: 'true in production, false otherwise',
    description: 'Send the session cookie only over HTTPS. Always on when PUBLIC_URL is https (which also adds HSTS).',
  },
  {
    name: 'WEB_ROOT',
    default: '(repository root)',
    description: 'Folder holding built web apps: shell at <WEB_ROOT>/shell/dist, remote X at <WEB_ROOT>/<X>/dist.',
  },
  {
    name: 'REMOTE_<NAME>_URL',
    default: '/remotes/<project>/mf-manifest.json',
    description: 'mf-manifest.json URL of each remote (e.g. REMOTE_MF_ASSESSMENT_URL), published in /remotes.json.',
  },
  {
    name: 'REMOTES_FILE',
    default: '(none)',
    description:
      'JSON file {remoteName: manifestUrl} re-read on every /remotes.json request and merged over REMOTE_*_URL.',
  },
  {
    name: 'CORS_ORIGINS',
    default: '(the origin of PROVIDER_PORTAL_URL)',
    description:
      'Comma-separated origins allowed to call /api with credentials; replaces the default, so list the portal there too.',
  },
  {
    name: 'RATE_LIMIT_LOGIN_PER_USERNAME',
    default: '5',
    description:
      'Failed sign-ins (and wrong two-step codes) per username from one client address per 15 minutes; six times as many per username from all addresses together.',
  },
  { name: 'RATE_LIMIT_LOGIN_PER_IP', default: '30', description: 'Sign-in attempts per client IP per 15 minutes.' },
  { name: 'RATE_LIMIT_REGISTER_PER_IP', default: '10', description: 'Registrations per client IP per hour.' },
  {
    name: 'WORKER_HEALTH_PORT',
    default: '3010',
    description:
      'Worker: HTTP port (on HOST) of its probes, `GET /api/health` (alive) and `GET /api/health/ready` (PostgreSQL and Redis answer and its queue workers run; else 503). 0 serves none (several workers on one machine). Not 3001-3006: `npm run dev` serves the remotes there.',
  },
  {
    name: 'WORKER_LOCK_MS',
    default: '30000',
    description:
      "Worker: how long a job's lock lives without renewal (BullMQ lockDuration); a killed worker's jobs are taken up again after it. Keep the default in production.",
  },
  {
    name: 'WORKER_STALLED_INTERVAL_MS',
    default: '30000',
    description: 'Worker: how often it looks for jobs whose lock expired (BullMQ stalledInterval).',
  },
  {
    name: 'REDIS_LOSS_CHECK_MS',
    default: '15000',
    description:
      'Worker: how often it checks that Redis still holds the reminder work, and rebuilds it from PostgreSQL if not.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'log',
    description: 'Lowest level logged (JSON lines on stdout): error, warn, log, debug or verbose.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    description:
      'Public origin of the api; OAuth redirect URIs are <PUBLIC_URL>/api/integrations/callback. An https origin turns on HSTS and the Secure cookie.',
  },
  {
    name: 'OAUTH_<SERVICE>_CLIENT_ID',
    default: '(none: the service answers "not configured")',
    description:
      'OAuth 2.0 client id of an integration service (e.g. OAUTH_FITBIT_CLIENT_ID, OAUTH_APPLE_WATCH_CLIENT_ID).',
  },
  {
    name: 'OAUTH_<SERVICE>_CLIENT_SECRET',
    default: '(none: a public client, PKCE only)',
    description: "The service's OAuth 2.0 client secret, sent to its token endpoint with HTTP Basic authentication.",
  },
  {
    name: 'OAUTH_<SERVICE>_AUTHORIZE_URL',
    default: "(the provider's own authorization endpoint, where it has one)",
    description: 'Overrides the authorization endpoint; required for services without a public OAuth endpoint.',
  },
  {
    name: 'OAUTH_<SERVICE>_TOKEN_URL',
    default: "(the provider's own token endpoint, where it has one)",
    description:
      'Overrides the token endpoint the authorization code is exchanged at; a service is set up only with a client id, an authorization endpoint and a token endpoint.',
  },
  {
    name: 'OAUTH_<SERVICE>_SCOPE',
    default: "(the provider's read scopes)",
    description: 'Overrides the scope requested from the service (space-separated).',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(none: the sandbox, which takes no payment)',
    description:
      'Stripe secret key (sk_live_... or sk_test_...); with STRIPE_WEBHOOK_SECRET it makes Stripe take the payments.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(none)',
    description:
      'Signing secret (whsec_...) of the Stripe webhook endpoint <PUBLIC_URL>/api/subscription/stripe-webhook.',
  },
  {
    name: 'STRIPE_API_BASE_URL',
    default: "(Stripe's own API)",
    description: 'Where the Stripe SDK sends its calls, for a local stand-in in tests; production accepts only https.',
  },
  {
    name: 'SMTP_URL',
    default: '(none: mail is written to MAIL_OUTBOX_DIR)',
    description:
      'SMTP server for verification codes and notices, `smtp://` or `smtps://` with credentials (`smtps://user:password@mail.example.org`). Production needs it or an explicit MAIL_OUTBOX_DIR, and refuses to start with neither.',
  },
  {
    name: 'MAIL_FROM',
    default: '(required in production with SMTP_URL; no-reply@anchor.invalid otherwise)',
    description: 'Sender address of every e-mail Anchor sends.',
  },
  {
    name: 'MAIL_OUTBOX_DIR',
    default: '`.data/outbox` (`npm start`: `outbox` in ANCHOR_DATA_DIR when SMTP_URL is not set)',
    description:
      'Without SMTP_URL every e-mail is written here as an `.eml` file, and a log line names the file (never the code).',
  },
  {
    name: 'ASSISTANT_MODEL_BASE_URL',
    default: '(none: the offline engine answers)',
    description: 'OpenAI-compatible chat-completions base URL (e.g. https://host/v1); crisis messages never reach it.',
  },
  { name: 'ASSISTANT_MODEL_API_KEY', default: '(none)', description: 'Bearer key for ASSISTANT_MODEL_BASE_URL.' },
  {
    name: 'ASSISTANT_MODEL_NAME',
    default: 'gpt-4o-mini',
    description: 'Model name sent with every completion request.',
  },
  {
    name: 'ASSISTANT_MODEL_TIMEOUT_MS',
    default: '8000',
    description: 'After this many milliseconds the offline engine answers instead.',
  },
  {
    name: 'ANCHOR_BUILD_LABEL',
    default: 'dev',
    description:
      'Build-time only: a label each web bundle stamps on its root element (`data-build`), to tell builds apart.',
  },
  {
    name: 'ANCHOR_DIST_DIR',
    default: '`<app>/dist`',
    description: 'Build-time only: where `rspack build` writes an app (a second build of a remote, say).',
  },
];

/** The configuration table of docs/operations.md: one row per variable, in the order above. */
export function configTableMarkdown(docs: ConfigDoc[] = configDocs): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = docs.map((doc) => `| \`${doc.name}\` | ${cell(doc.default)} | ${cell(doc.description)} |`);
  return ['| variable | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}
