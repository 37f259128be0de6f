# pg-restart: two `uno serve` instances on one PostgreSQL behind HAProxy,
# SOAK_ROOMS rooms of 4 players through the balancer; a quarter into the
# run PostgreSQL is restarted (`pg_ctl restart -m fast`: every connection
# is closed, the server down for the restart's duration). Goals: both
# instances reconnect by themselves (each applies actions again after
# it), clients see at most refused actions they can retry, no
# acknowledged move is lost, every dropped socket resumes, games go on.
set -uo pipefail
. scripts/lib/soak.sh
soak_init
soak_pg_start
a=127.0.0.1:$(soak_port); b=127.0.0.1:$(soak_port); lb=127.0.0.1:$(soak_port)
soak_instance a "${a#*:}"
soak_instance b "${b#*:}"
soak_haproxy "$lb" "$a" "$b"
soak_loadtest "$lb"
soak_at $(( SOAK_SECONDS / 4 ))
fault=$(soak_now_ms)
soak_pg_ctl restart -m fast -w -t 60 -l "$SOAK_TMP/pg/server.log" >/dev/null || { echo "soak: pg_ctl restart failed" >&2; exit 1; }
recovered=$(soak_now_ms)
echo "soak: PostgreSQL restarted $(( (fault - SOAK_PLAY_MS) / 1000 )) s into play; down for $(( recovered - fault )) ms"
soak_at_ms $(( recovered + 5000 ))
a0=$(soak_actions "$a"); b0=$(soak_actions "$b")
soak_at $(( SOAK_SECONDS - 1 ))
a1=$(soak_actions "$a"); b1=$(soak_actions "$b")
soak_wait_loadtest
echo "=== pg-restart: figures"
echo "  pg_ctl restart -m fast took $(( recovered - fault )) ms"
soak_window_report restart "$fault" "$recovered"
echo "  actions applied from 5 s after the restart: instance a $(( a1 - a0 )), instance b $(( b1 - b0 ))"
echo "  database errors logged: instance a $(grep -c 'ERROR' "$SOAK_TMP/a.log"), instance b $(grep -c 'ERROR' "$SOAK_TMP/b.log")"
soak_common_goals
soak_no_lasting_refusal
soak_goal "instance a reconnected to PostgreSQL ($(( a1 - a0 )) actions after)" test $(( a1 - a0 )) -gt 0
soak_goal "instance b reconnected to PostgreSQL ($(( b1 - b0 )) actions after)" test $(( b1 - b0 )) -gt 0
soak_goal "games go on after the restart ($SOAK_RATE_AFTER actions/s)" test "$SOAK_RATE_AFTER" -gt 0
soak_no_panic
exit $SOAK_FAILED
