#!/usr/bin/env bash
# One database machine's role (deploy/ha/compose.db.yaml): ROLE=monitor or ROLE=node. The first start
# creates the node (a node registers with the monitor: the first becomes the primary, the next clones it
# and becomes its synchronous standby); every later start runs the existing one.
set -euo pipefail
: "${ROLE:?ROLE=monitor or ROLE=node}" "${NODE_HOST:?NODE_HOST: this machine's address the others reach}"
export PGDATA=/var/lib/postgresql/data/pgdata
export XDG_CONFIG_HOME=/var/lib/postgresql/data/config XDG_DATA_HOME=/var/lib/postgresql/data/state
if [ -f "$PGDATA/PG_VERSION" ] && [ -d "$XDG_CONFIG_HOME/pg_autoctl" ]; then exec pg_autoctl run; fi
case $ROLE in
  monitor)
    exec pg_autoctl create monitor --pgdata "$PGDATA" --pgport 5432 --hostname "$NODE_HOST" \
      --auth scram-sha-256 --ssl-self-signed --run ;;
  node)
    : "${MONITOR_URL:?MONITOR_URL=postgres://autoctl_node@<monitor>:5432/pg_auto_failover?sslmode=require}"
    exec pg_autoctl create postgres --pgdata "$PGDATA" --pgport 5432 --hostname "$NODE_HOST" \
      --name "${NODE_NAME:-$NODE_HOST}" --dbname desh --username desh --monitor "$MONITOR_URL" \
      --auth scram-sha-256 --ssl-self-signed --pg-hba-lan --run ;;
  *) echo "ROLE must be monitor or node" >&2; exit 2 ;;
esac
