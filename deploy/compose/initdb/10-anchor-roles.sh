#!/bin/sh
# Run once by the postgres image on an empty data directory: the roles of docs/operations.md, "Database roles".
set -eu
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" \
  -v owner_password="$ANCHOR_OWNER_PASSWORD" -v app_password="$ANCHOR_APP_PASSWORD" <<'SQL'
CREATE ROLE anchor_owner LOGIN PASSWORD :'owner_password' NOSUPERUSER NOCREATEDB NOCREATEROLE;
CREATE ROLE anchor_app LOGIN PASSWORD :'app_password' NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT;
ALTER DATABASE anchor OWNER TO anchor_owner;
ALTER SCHEMA public OWNER TO anchor_owner;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON DATABASE anchor FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE anchor TO anchor_app;
SQL
