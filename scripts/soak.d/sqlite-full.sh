#!/usr/bin/env bash
# A full disk under load (docs/scaling.md "Shutting down, and a full
# disk"): `uno serve`'s SQLite file lives on a small tmpfs (root only:
# `mount -t tmpfs`); a third of the way into `uno loadtest` a file fills
# the file system for SOAK_SECONDS/4 seconds, then is removed. Goals: the
# server keeps running, actions are refused (`storage_unavailable`,
# counted as uno_actions_total{outcome="not_recorded"}), play resumes by
# itself once space returns, and no acknowledged move is lost.
# Environment: UNO_BIN, SOAK_ROOMS, SOAK_SECONDS.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d /tmp/soak-full.XXXXXX)
SERVER_PID=""
LOAD_PID=""
mnt="$tmp/mnt"
cleanup() {
  [ -n "$LOAD_PID" ] && kill "$LOAD_PID" 2>/dev/null
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  wait 2>/dev/null
  umount "$mnt" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
. scripts/lib/soak-server.sh

mkdir -p "$mnt"
if ! mount -t tmpfs -o size=256m tmpfs "$mnt" 2>"$tmp/mount.err"; then
  echo "sqlite-full: SKIPPED: cannot mount a tmpfs here ($(cat "$tmp/mount.err")); the Rust test storage_faults covers SQLITE_FULL"
  exit 0
fi
port=$(free_port)
mport=$(free_port)
METRICS="127.0.0.1:$mport"
start_server "$port" "$mnt/uno.db" --metrics-addr "$METRICS" || exit 1
start_load "$port"
wait_playing "$port" || exit 1
sleep $((SOAK_SECONDS / 3))
ok0=$(metric uno_actions_total 'outcome="accepted"')
nr0=$(metric uno_actions_total 'outcome="not_recorded"')
dd if=/dev/zero of="$mnt/filler" bs=64k 2>/dev/null
echo "sqlite-full: disk full ($(df -h "$mnt" | awk 'NR==2 {print $3 " used of " $2}'))"
hold=$((SOAK_SECONDS / 4))
[ "$hold" -ge 3 ] || hold=3
sleep "$hold"
ok1=$(metric uno_actions_total 'outcome="accepted"')
nr1=$(metric uno_actions_total 'outcome="not_recorded"')
alive=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/stats")
t0=$(date +%s.%N)
rm -f "$mnt/filler"
# The time until actions are stored again.
back=""
for _ in $(seq 1 300); do
  ok=$(metric uno_actions_total 'outcome="accepted"')
  if [ "$ok" -gt "$ok1" ]; then
    back=$(python3 -c "print(round($(date +%s.%N) - $t0, 2))")
    break
  fi
  sleep 0.1
done
echo "sqlite-full: while full (${hold} s): $((nr1 - nr0)) actions refused (not recorded), $((ok1 - ok0)) accepted (the WAL's space already allocated); server answered $alive; actions stored again ${back:-never} s after space returned"
fail=0
load_goals || fail=1
kill -0 "$SERVER_PID" 2>/dev/null || { echo "FAIL: the server exited"; fail=1; }
[ "$alive" = 200 ] || { echo "FAIL: the server did not answer while full"; fail=1; }
[ $((nr1 - nr0)) -gt 0 ] || { echo "FAIL: nothing was refused while full"; fail=1; }
[ -n "$back" ] || { echo "FAIL: play did not resume"; fail=1; }
[ $fail -eq 0 ] && echo "sqlite-full: goals met"
exit $fail
