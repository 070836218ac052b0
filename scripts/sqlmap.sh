#!/usr/bin/env bash
# Runs Debian's sqlmap against the API's parameters (loopback only) and fails if it finds an injection.
# Usage: npm run sqlmap   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test; SQLMAP_PORT to 3112)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v sqlmap >/dev/null 2>&1; then
  echo "[sqlmap] installing Debian's sqlmap"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y sqlmap
fi
exec node --import tsx scripts/stress/sqlmap.ts
