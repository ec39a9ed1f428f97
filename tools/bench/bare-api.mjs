// The baseline of the API bench: a bare Fastify server doing what GET /api/user and GET /api/settings do
// in PostgreSQL, with nothing else: the session found by the SHA-256 of the Bearer token joined to its
// user (the same columns), then for /settings the user's settings row, answered with the same JSON bodies as the
// api's. Same database and the same pool settings as the api's (services/src/database/data-source.ts).
// `DATABASE_URL=… PORT=… node tools/bench/bare-api.mjs`
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, connectionTimeoutMillis: 5000 });
const SESSION_SQL = `SELECT s.id, s.user_id, s.token_hash, s.created_at, s.last_seen_at, s.expires_at, s.revoked_at,
       s.user_agent, u.id AS uid, u.username, u.email, u.password, u.first_name, u.last_name, u.role,
       u.onboarding_completed, u.setup_completed, u.subscription_tier, u.subscription_status,
       u.subscription_start_date, u.subscription_end_date, u.payment_provider, u.healthcare_provider_sharing,
       u.time_zone, u.created_at AS u_created_at, u.updated_at AS u_updated_at
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`;

async function sessionUser(request, reply) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const hash = createHash('sha256')
    .update(token ?? '')
    .digest('hex');
  const { rows } = await pool.query(SESSION_SQL, [hash]);
  const row = rows[0];
  if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) {
    reply.code(401).send({ message: 'Not signed in' });
    return null;
  }
  return row;
}

const app = Fastify();
let reported = false;
app.setErrorHandler((error, _request, reply) => {
  if (!reported) console.error('bare api:', error);
  reported = true;
  reply.code(500).send({ message: 'error' });
});
app.get('/api/user', async (request, reply) => {
  const row = await sessionUser(request, reply);
  if (!row) return reply;
  // The api's public user (services/src/modules/users/public-user.ts), field for field.
  return {
    id: row.uid,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    onboardingCompleted: row.onboarding_completed,
    setupCompleted: row.setup_completed,
    subscriptionTier: row.subscription_tier,
    subscriptionStatus: row.subscription_status,
    subscriptionStartDate: row.subscription_start_date?.toISOString() ?? null,
    subscriptionEndDate: row.subscription_end_date?.toISOString() ?? null,
    paymentProvider: row.payment_provider,
    healthcareProviderSharing: row.healthcare_provider_sharing,
    createdAt: row.u_created_at.toISOString(),
    updatedAt: row.u_updated_at.toISOString(),
  };
});
app.get('/api/settings', async (request, reply) => {
  const row = await sessionUser(request, reply);
  if (!row) return reply;
  const { rows } = await pool.query(
    'SELECT allow_video_apps, allow_voice_apps, allow_message_apps FROM settings WHERE user_id = $1',
    [row.uid],
  );
  const settings = rows[0];
  return {
    allowVideoApps: settings.allow_video_apps,
    allowVoiceApps: settings.allow_voice_apps,
    allowMessageApps: settings.allow_message_apps,
  };
});
app.get('/api/health', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
