#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
# is set), then end-to-end tests in real Chromium against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# lint: eslint, the dependency rules and the compiler (a route or client typed apart from its contract fails here).
echo "== lint";      npm run --silent lint
# The PostgreSQL tests run the portal through PgBouncer too (lib/server/db/pgbouncer.int.test.ts).
if [ -n "${TEST_DATABASE_URL:-}" ]; then bash scripts/ensure-package.sh /usr/sbin/pgbouncer pgbouncer "the PostgreSQL tests' connection pooler"; fi
echo "== vitest";    npx vitest run
echo "== e2e";       bash scripts/ensure-chromium.sh
export NEXT_DIST_DIR=.next-test
node scripts/build.mjs
npx playwright test
echo "== two app processes on one PostgreSQL"
npx tsx --conditions=react-server scripts/two-processes.ts
