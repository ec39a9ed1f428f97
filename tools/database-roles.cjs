// Least privilege for the embedded PostgreSQL (and the recipe for any other): the bootstrap superuser only
// creates two roles and hands the database over.
// - anchor_owner owns the database, the public schema and every object in it; migrations run as it.
// - anchor_app (the API and the worker) may only read and write rows: SELECT, INSERT, UPDATE, DELETE on the
//   tables and the sequences they use, granted by services/src/database/app-role.ts after each migration run.
// CommonJS so that tools/infra.mjs and the jest tests load the same code.
const OWNER_ROLE = 'anchor_owner';
const APP_ROLE = 'anchor_app';

/** Embedded PostgreSQL listens on 127.0.0.1 only; each role's password is its name, as the superuser's is. */
function roleUrl(serverUrl, role, database) {
  const url = new URL(serverUrl);
  url.username = role;
  url.password = role;
  url.pathname = `/${database}`;
  return url.toString();
}

/** Idempotent. `client` is a pg.Client connected as the superuser to `database`. */
async function ensureDatabaseRoles(client, database) {
  const db = client.escapeIdentifier(database);
  await client.query(`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${OWNER_ROLE}') THEN
        CREATE ROLE ${OWNER_ROLE} LOGIN PASSWORD '${OWNER_ROLE}' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} LOGIN PASSWORD '${APP_ROLE}' NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOINHERIT;
      END IF;
    END $$`);
  await client.query(`ALTER DATABASE ${db} OWNER TO ${OWNER_ROLE}`);
  await client.query(`ALTER SCHEMA public OWNER TO ${OWNER_ROLE}`);
  await client.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
  await client.query(`REVOKE ALL ON DATABASE ${db} FROM PUBLIC`);
  await client.query(`GRANT CONNECT, TEMPORARY ON DATABASE ${db} TO ${APP_ROLE}`);
  // A data directory made before these roles existed: its tables, sequences and functions belong to the superuser.
  await client.query(`
    DO $$ DECLARE item record; BEGIN
      FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
                     AND pg_get_userbyid(c.relowner) <> '${OWNER_ROLE}' LOOP
        EXECUTE format('ALTER TABLE %s OWNER TO ${OWNER_ROLE}', item.name);
      END LOOP;
      FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind = 'S'
                     AND pg_get_userbyid(c.relowner) <> '${OWNER_ROLE}' LOOP
        EXECUTE format('ALTER SEQUENCE %s OWNER TO ${OWNER_ROLE}', item.name);
      END LOOP;
      FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                   WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> '${OWNER_ROLE}' LOOP
        EXECUTE format('ALTER FUNCTION %s OWNER TO ${OWNER_ROLE}', item.name);
      END LOOP;
    END $$`);
}

module.exports = { OWNER_ROLE, APP_ROLE, roleUrl, ensureDatabaseRoles };
