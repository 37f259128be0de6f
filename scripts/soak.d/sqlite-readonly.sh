#!/usr/bin/env bash
# A read-only database under load (docs/scaling.md "Shutting down, and a
# full disk"). On Linux a file system cannot be remounted read-only while
# a process holds a file on it open for writing (`mount: mount point is
# busy`), and root writes to a chmod 444 file: from outside, a running
# server's database can only turn read-only through a device failure.
# This scenario tries the remount (tmpfs, root only) and says what it got;
# when refused it checks what can happen: the server started on a
# database file it may not write (a read-only bind mount) refuses to start
# with a clear message rather than serve and lose moves. The running
# case (SQLITE_READONLY on every write) is the Rust test storage_faults.
# Environment: UNO_BIN, SOAK_ROOMS, SOAK_SECONDS.
set -uo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d /tmp/soak-ro.XXXXXX)
SERVER_PID=""
LOAD_PID=""
mnt="$tmp/mnt"
ro="$tmp/ro"
cleanup() {
  [ -n "$LOAD_PID" ] && kill "$LOAD_PID" 2>/dev/null
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null
  wait 2>/dev/null
  umount "$ro" 2>/dev/null
  umount "$mnt" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
. scripts/lib/soak-server.sh

mkdir -p "$mnt" "$ro"
if ! mount -t tmpfs -o size=256m tmpfs "$mnt" 2>"$tmp/mount.err"; then
  echo "sqlite-readonly: SKIPPED: cannot mount a tmpfs here ($(cat "$tmp/mount.err"))"
  exit 0
fi
port=$(free_port)
mport=$(free_port)
METRICS="127.0.0.1:$mport"
start_server "$port" "$mnt/uno.db" --metrics-addr "$METRICS" || exit 1
start_load "$port"
wait_playing "$port" || exit 1
sleep $((SOAK_SECONDS / 3))
fail=0
if mount -o remount,ro "$mnt" 2>"$tmp/remount.err"; then
  nr0=$(metric uno_actions_total 'outcome="not_recorded"')
  sleep $((SOAK_SECONDS / 4))
  nr1=$(metric uno_actions_total 'outcome="not_recorded"')
  mount -o remount,rw "$mnt"
  echo "sqlite-readonly: read-only for $((SOAK_SECONDS / 4)) s: $((nr1 - nr0)) actions refused"
  [ $((nr1 - nr0)) -gt 0 ] || { echo "FAIL: nothing was refused"; fail=1; }
else
  echo "sqlite-readonly: remounting the database's file system read-only under a running server: refused ($(tr -d '\n' <"$tmp/remount.err"))"
fi
load_goals || fail=1
# A server started on a database it may not write.
kill -TERM "$SERVER_PID"
wait "$SERVER_PID"
SERVER_PID=""
mount --bind "$mnt" "$ro" && mount -o remount,bind,ro "$ro"
out=$("$UNO_BIN" serve --bind 127.0.0.1:0 --db "$ro/uno.db" --log warn 2>&1 </dev/null &
  pid=$!; sleep 3; kill -TERM $pid 2>/dev/null; wait $pid; echo "exit $?")
echo "sqlite-readonly: uno serve on a read-only file: $(echo "$out" | tr '\n' ' ' | cut -c1-300)"
case "$out" in
  *"exit 0"*) echo "FAIL: it served a database it cannot write"; fail=1 ;;
esac
[ $fail -eq 0 ] && echo "sqlite-readonly: goals met"
exit $fail
