#!/usr/bin/env bash
# SIGTERM under load (docs/scaling.md "Shutting down, and a full disk"):
# `uno serve` on a SQLite file under `uno loadtest` gets SIGTERM a third of
# the way in; goals: it exits 0 within its drain bound (5 s), every client
# is told to reconnect (`bye` `wrong_instance`), and once the server is
# started again on the same port and file the clients resume with no
# acknowledged move lost. Environment: UNO_BIN, SOAK_ROOMS, SOAK_SECONDS.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d /tmp/soak-sigterm.XXXXXX)
SERVER_PID=""
LOAD_PID=""
cleanup() {
  [ -n "$LOAD_PID" ] && kill "$LOAD_PID" 2>/dev/null
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
. scripts/lib/soak-server.sh
DRAIN_S=5
drain=(--drain-timeout-s "$DRAIN_S")
# A binary from before the drain (a comparison run) has no such option.
"$UNO_BIN" serve --help | grep -q drain-timeout-s || drain=()

port=$(free_port)
start_server "$port" "$tmp/uno.db" "${drain[@]}" || exit 1
start_load "$port"
wait_playing "$port" || exit 1
sleep $((SOAK_SECONDS / 3))
conns=$(curl -s "http://127.0.0.1:$port/api/stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)["connections"])')
t0=$(date +%s.%N)
kill -TERM "$SERVER_PID"
wait "$SERVER_PID"
rc=$?
t1=$(date +%s.%N)
SERVER_PID=""
exit_s=$(python3 -c "print(round($t1 - $t0, 3))")
echo "sigterm: $conns connections; uno serve exited with status $rc ${exit_s} s after SIGTERM (bound ${DRAIN_S} s)"
grep -i "drain" "$tmp/serve.err" | tail -3
start_server "$port" "$tmp/uno.db" "${drain[@]}" || exit 1
fail=0
load_goals || fail=1
byes=$(report 'r["byes"].get("wrong_instance", 0)')
[ "$rc" -eq 0 ] || { echo "FAIL: exit status $rc"; fail=1; }
python3 -c "import sys; sys.exit(0 if $t1 - $t0 <= $DRAIN_S + 1 else 1)" ||
  { echo "FAIL: exit took ${exit_s} s"; fail=1; }
[ "$byes" -ge "$conns" ] || { echo "FAIL: $byes reconnect byes for $conns connections"; fail=1; }
[ $fail -eq 0 ] && echo "sigterm: goals met"
exit $fail
