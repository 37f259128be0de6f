# pg-unreachable: two `uno serve` instances on one PostgreSQL behind
# HAProxy, SOAK_ROOMS rooms of 4 players through the balancer; a quarter
# into the run PostgreSQL stops answering for SOAK_PG_PAUSE_S seconds
# (default 10): the postmaster and every process it started get SIGSTOP,
# then SIGCONT. Its connections stay open and its port accepts TCP
# connections (the kernel completes them), but nothing is answered: what
# a database behind a dead network link or a hung host looks like, and
# the harder case for a client (no error to react to, only silence; a
# stopped server that refuses connections is what pg-restart shows). The
# pause is longer than the room leases (3 s), so every lease expires in
# the meantime. Goals as pg-restart: both instances go on by themselves,
# clients see at most refused actions they can retry, no acknowledged
# move lost, every dropped socket resumes, games go on.
#
# SOAK_PG_HOW=stop: instead, PostgreSQL is stopped (`pg_ctl stop -m fast`)
# and started again after the pause: connections refused for the whole
# time, so every write in it fails at once (refused `internal`) instead
# of waiting.
set -uo pipefail
. scripts/lib/soak.sh
soak_init
pause_s=${SOAK_PG_PAUSE_S:-10}
if ! [[ "$pause_s" =~ ^[0-9]+$ ]] || [ $(( SOAK_SECONDS / 4 + pause_s + 10 )) -gt "$SOAK_SECONDS" ]; then
  echo "soak: SOAK_PG_PAUSE_S ($pause_s) must leave 10 s of play after the pause in SOAK_SECONDS ($SOAK_SECONDS)" >&2
  exit 2
fi
soak_pg_start
a=127.0.0.1:$(soak_port); b=127.0.0.1:$(soak_port); lb=127.0.0.1:$(soak_port)
soak_instance a "${a#*:}"
soak_instance b "${b#*:}"
soak_haproxy "$lb" "$a" "$b"
soak_loadtest "$lb"
soak_at $(( SOAK_SECONDS / 4 ))
how=${SOAK_PG_HOW:-sigstop}
fault=$(soak_now_ms)
case "$how" in
  sigstop)
    soak_pg_signal STOP
    echo "soak: PostgreSQL paused (SIGSTOP) $(( (fault - SOAK_PLAY_MS) / 1000 )) s into play, for $pause_s s"
    soak_at_ms $(( fault + pause_s * 1000 ))
    soak_pg_signal CONT
    ;;
  stop)
    soak_pg_ctl stop -m fast -w >/dev/null
    echo "soak: PostgreSQL stopped $(( (fault - SOAK_PLAY_MS) / 1000 )) s into play, for $pause_s s"
    soak_at_ms $(( fault + pause_s * 1000 ))
    # The options scripts/pg-tmp started it with (pg_ctl start does not
    # keep them as restart does).
    soak_pg_ctl start -w -t 60 -l "$SOAK_TMP/pg/server.log" \
      -o "-p $(cat "$SOAK_TMP/pg/port") -k $SOAK_TMP/pg -c listen_addresses=127.0.0.1 -c max_connections=200" >/dev/null || { echo "soak: PostgreSQL did not start again" >&2; exit 1; }
    ;;
  *)
    echo "soak: SOAK_PG_HOW is sigstop or stop, not '$how'" >&2
    exit 2
    ;;
esac
recovered=$(soak_now_ms)
echo "soak: PostgreSQL answers again $(( recovered - fault )) ms after the fault ($how)"
soak_at_ms $(( recovered + 5000 ))
a0=$(soak_actions "$a"); b0=$(soak_actions "$b")
soak_at $(( SOAK_SECONDS - 1 ))
a1=$(soak_actions "$a"); b1=$(soak_actions "$b")
soak_wait_loadtest
echo "=== pg-unreachable: figures"
echo "  PostgreSQL unreachable ($how) for $(( recovered - fault )) ms"
soak_window_report pause "$fault" "$recovered"
echo "  actions applied from 5 s after the pause: instance a $(( a1 - a0 )), instance b $(( b1 - b0 ))"
echo "  database errors logged: instance a $(grep -c 'ERROR' "$SOAK_TMP/a.log"), instance b $(grep -c 'ERROR' "$SOAK_TMP/b.log")"
soak_common_goals
soak_no_lasting_refusal
soak_goal "instance a works with PostgreSQL again ($(( a1 - a0 )) actions after)" test $(( a1 - a0 )) -gt 0
soak_goal "instance b works with PostgreSQL again ($(( b1 - b0 )) actions after)" test $(( b1 - b0 )) -gt 0
soak_goal "games go on after the pause ($SOAK_RATE_AFTER actions/s)" test "$SOAK_RATE_AFTER" -gt 0
soak_no_panic
exit $SOAK_FAILED
