#!/usr/bin/env bash
# Proves the quick start: `npm start` with no DATABASE_URL serves the app and its API on a fresh data directory.
set -euo pipefail
port="${SMOKE_PORT:-3210}"
data="$(mktemp -d)"
log="$data/start.log"
setsid env -u DATABASE_URL PORT="$port" DATA_DIR="$data" npm start >"$log" 2>&1 &
pid=$!
cleanup() { kill -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$data"; }
trap cleanup EXIT
for _ in $(seq 1 120); do
  if curl -fsS "http://localhost:$port/api/health" >/dev/null 2>&1; then break; fi
  sleep 1
done
# Each answer is read whole before it is searched: `curl | grep -q` fails under pipefail when grep
# stops reading early (curl exits 23, "failed writing body") once a page outgrows the pipe buffer.
health="$(curl -fsS "http://localhost:$port/api/health")"
grep -q '"status":"ok"' <<<"$health"
# The landing page arrives prerendered, in English unless the visitor asks for Bangla.
landing="$(curl -fsS "http://localhost:$port/")"
grep -q '<div id="root" data-lang="en"' <<<"$landing"
# The signed session token comes back as a header (never in the body the browser reads).
signin_headers="$(curl -fsS -D - -o /dev/null -X POST "http://localhost:$port/api/auth/sign-in/email" \
  -H 'content-type: application/json' -H "origin: http://localhost:$port" \
  -d '{"email":"customer@desh.test","password":"customer123"}')"
grep -qi '^set-auth-token: ' <<<"$signin_headers"
grep -q 'admin@desh.test' "$log"
echo "npm start: ok (health, web page, demo sign-in)"
