#!/usr/bin/env bash
# A PostgreSQL 15 cluster for one machine, loopback only: a pg_auto_failover monitor, a primary and a
# synchronous standby (each node supervised by its own pg_autoctl keeper), and a pgBackRest repository
# the nodes archive their WAL into. For the high-availability test (scripts/ha-test.mjs) and for trying
# the runbook's steps (docs/runbook.md, "High availability") on a laptop; production runs the same
# engine on three machines (deploy/compose.ha.yaml).
#
#   deploy/ha/cluster.sh start DIR   # monitor on HA_PORT_BASE, nodes on +1 and +2 (default 5440..5442)
#   deploy/ha/cluster.sh state DIR   # pg_autoctl show state
#   deploy/ha/cluster.sh rejoin DIR N  # starts node N's keeper again: a failed primary comes back as standby
#   deploy/ha/cluster.sh stop DIR    # stops every process and removes DIR
#
# Everything runs as the `postgres` system user (pg_autoctl refuses root); DIR is created for it.
# Authentication is `trust` on 127.0.0.1 only: a test cluster, never reachable from another host.
set -euo pipefail

command=${1:?usage: cluster.sh start|state|rejoin|stop DIR [N]}
dir=${2:?usage: cluster.sh start|state|rejoin|stop DIR [N]}
base=${HA_PORT_BASE:-5440}
monitor_port=$base
node_ports=($((base + 1)) $((base + 2)))
export PG_CONFIG=${PG_CONFIG:-/usr/lib/postgresql/15/bin/pg_config}
pgbin=$(dirname "$PG_CONFIG")
monitor_url="postgres://autoctl_node@127.0.0.1:${monitor_port}/pg_auto_failover?sslmode=disable"
# pg_autoctl keeps each node's configuration and state under XDG_CONFIG_HOME/XDG_DATA_HOME: inside DIR,
# so that stop leaves nothing behind and a new cluster never meets an old one's state.
run_as() {
  local env=(env "XDG_CONFIG_HOME=$dir/xdg/config" "XDG_DATA_HOME=$dir/xdg/data" "PG_CONFIG=$PG_CONFIG")
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "${env[@]}" "$@"; else "${env[@]}" "$@"; fi
}
# psql_at PORT DATABASE SQL: each statement on its own (ALTER SYSTEM refuses a transaction block).
psql_at() { run_as "$pgbin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d "$2" -At <<<"$3"; }

wait_for() { # wait_for SECONDS DESCRIPTION COMMAND...
  local seconds=$1 what=$2
  shift 2
  for _ in $(seq 1 $((seconds * 5))); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  echo "cluster.sh: gave up waiting for $what" >&2
  return 1
}

start() {
  mkdir -p "$dir/logs" "$dir/backrest/repo" "$dir/backrest/spool"
  chown -R postgres:postgres "$dir"
  # pgBackRest: one repository on local disk; pg1/pg2 are the two nodes, whichever is primary is
  # backed up. archive-push is synchronous, so a WAL file is in the repository when archiving says so.
  cat >"$dir/backrest/pgbackrest.conf" <<CONF
[global]
repo1-path=$dir/backrest/repo
repo1-retention-full=2
spool-path=$dir/backrest/spool
lock-path=$dir/backrest/spool
log-path=$dir/logs
log-level-file=off
log-level-console=warn
start-fast=y
compress-type=lz4

[desh]
pg1-path=$dir/node1
pg1-port=${node_ports[0]}
pg1-socket-path=/var/run/postgresql
pg2-path=$dir/node2
pg2-port=${node_ports[1]}
pg2-socket-path=/var/run/postgresql
CONF
  chown postgres:postgres "$dir/backrest/pgbackrest.conf"

  # initdb without its final fsync (the files reach the disk at the first checkpoint anyway): on a
  # busy CI disk the sync was most of the start-up. pg_autoctl takes over an existing PGDATA.
  for name in monitor node1; do
    run_as "$pgbin/initdb" --no-sync --auth=trust --username=postgres -D "$dir/$name" >>"$dir/logs/initdb.log" 2>&1
  done
  # Settings the standby inherits with its base backup, in place before the first start (a restart
  # behind the keeper's back would leave PostgreSQL a child of this script): WAL to pgBackRest, short
  # replication timeouts, and loopback trust. archive_command runs in the node's data directory: pg1-path
  # is that directory, so each node pushes its own WAL (both share the repository and the stanza).
  cat >>"$dir/node1/postgresql.auto.conf" <<CONF
archive_mode = on
archive_command = 'pgbackrest --config=$dir/backrest/pgbackrest.conf --stanza=desh --pg1-path="\$(pwd)" archive-push %p'
wal_sender_timeout = '5s'
wal_receiver_timeout = '5s'
CONF
  printf 'host all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n' >>"$dir/node1/pg_hba.conf"
  # The monitor: one small PostgreSQL with the pgautofailover extension; it decides failovers.
  run_as pg_autoctl create monitor --pgdata "$dir/monitor" --pgport "$monitor_port" --hostname 127.0.0.1 \
    --auth trust --no-ssl >"$dir/logs/monitor-create.log" 2>&1 ||
    { cat "$dir/logs/monitor-create.log" >&2; return 1; }
  echo "host all all 127.0.0.1/32 trust" >>"$dir/monitor/pg_hba.conf"
  run_as bash -c "setsid nohup pg_autoctl run --pgdata '$dir/monitor' >>'$dir/logs/monitor.log' 2>&1 & echo \$! >'$dir/monitor.pid'"
  wait_for 30 "the monitor" psql_at "$monitor_port" pg_auto_failover "select 1"
  # Health checks every second, a node unreachable for 3 s is failed over (defaults: 5 s and 20 s),
  # after the old primary had 8 s to demote itself (default 30 s): its keeper gives up on a primary
  # that reaches neither the monitor nor the standby after 4 s (network_partition_timeout, default 20 s).
  # A primary cut off meanwhile commits nothing anyway: every commit waits for the synchronous standby.
  # docs/decisions/NEW-database-high-availability.md has the measured times.
  psql_at "$monitor_port" pg_auto_failover "
    alter system set pgautofailover.health_check_period = 1000;
    alter system set pgautofailover.health_check_timeout = 1000;
    alter system set pgautofailover.health_check_max_retries = 1;
    alter system set pgautofailover.health_check_retry_delay = 500;
    alter system set pgautofailover.node_considered_unhealthy_timeout = 3000;
    alter system set pgautofailover.primary_demote_timeout = 8000;
    select pg_reload_conf();" >/dev/null

  for i in 1 2; do
    local port=${node_ports[$((i - 1))]}
    run_as bash -c "setsid nohup pg_autoctl create postgres --pgdata '$dir/node$i' --pgport $port --hostname 127.0.0.1 \
      --name node$i --listen 127.0.0.1 --dbname desh --monitor '$monitor_url' --auth trust --no-ssl \
      --run >>'$dir/logs/node$i.log' 2>&1 & echo \$! >'$dir/node$i.pid'"
    if [ "$i" = 1 ]; then
      wait_for 60 "node1 to become primary" node_state 1 single
      # The standby's clone (pg_basebackup) starts with a spread checkpoint: flushed here at full speed
      # instead, that one has nothing left to write (on a busy disk it took minutes).
      psql_at "${node_ports[0]}" desh "checkpoint" >/dev/null
      run_as pgbackrest --config="$dir/backrest/pgbackrest.conf" --stanza=desh stanza-create \
        >>"$dir/logs/backrest.log" 2>&1 || { cat "$dir/logs/backrest.log" >&2; return 1; }
    fi
  done
  wait_for 120 "node2 to become the synchronous standby" node_state 2 secondary
  wait_for 30 "node1 to require it" node_state 1 primary
  # Set once the keepers have written their configuration (they would overwrite it while initialising).
  for i in 1 2; do
    run_as pg_autoctl config set --pgdata "$dir/node$i" timeout.network_partition_timeout 4 >/dev/null
  done
  echo "cluster.sh: primary 127.0.0.1:${node_ports[0]}, synchronous standby 127.0.0.1:${node_ports[1]}, monitor $monitor_port"
}

# node_state N STATE: the monitor says node N is in STATE (reported and assigned alike).
node_state() {
  [ "$(psql_at "$monitor_port" pg_auto_failover \
    "select reportedstate || '/' || goalstate from pgautofailover.node where nodename = 'node$1'")" = "$2/$2" ]
}

# The keeper of a node whose machine "died" starts again: it learns from the monitor that it was demoted,
# rewinds to the new primary's timeline and follows it; the survivor turns from wait_primary to primary.
rejoin() {
  local i=${1:?rejoin DIR N}
  run_as bash -c "setsid nohup pg_autoctl run --pgdata '$dir/node$i' >>'$dir/logs/node$i.log' 2>&1 & echo \$! >'$dir/node$i.pid'"
  wait_for 180 "node$i to come back as the standby" node_state "$i" secondary
  # Until the survivor is `primary` again it runs without a synchronous standby (wait_primary).
  wait_for 60 "node$((3 - i)) to require it" node_state "$((3 - i))" primary
  echo "cluster.sh: node$i is the synchronous standby again"
}

stop() {
  for name in node1 node2 node3 monitor; do
    if [ -f "$dir/$name.pid" ]; then kill -TERM "$(cat "$dir/$name.pid")" 2>/dev/null || true; fi
  done
  for name in node1 node2 node3 monitor; do
    if [ -d "$dir/$name" ]; then run_as "$pgbin/pg_ctl" -D "$dir/$name" -m immediate stop >/dev/null 2>&1 || true; fi
  done
  for name in node1 node2 node3 monitor; do
    if [ -f "$dir/$name.pid" ]; then
      for _ in $(seq 1 50); do kill -0 "$(cat "$dir/$name.pid")" 2>/dev/null || break; sleep 0.1; done
      kill -KILL "$(cat "$dir/$name.pid")" 2>/dev/null || true
    fi
  done
  rm -rf "$dir"
}

case $command in
  start) start ;;
  rejoin) rejoin "${3:-}" ;;
  stop) stop ;;
  state) run_as pg_autoctl show state --monitor "$monitor_url" ;;
  *) echo "usage: cluster.sh start|state|rejoin|stop DIR [N]" >&2; exit 2 ;;
esac
