# kill-instance: two `uno serve` instances on one PostgreSQL behind
# HAProxy, SOAK_ROOMS rooms of 4 players through the balancer; a quarter
# into the run one instance is killed with SIGKILL. Every room it drove
# must resume on the other (HAProxy takes the dead one out, its leases
# run out, the other claims each room when asked and replays its game):
# no acknowledged move lost, every dropped socket back with its seat
# token, play going on after. Prints the time to resume (p50/p99/max).
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
before_b=$(soak_actions "$b")
rooms_a=$(curl -sf "http://$a/api/stats" | jq -r ".rooms_loaded // \"?\"")
fault=$(soak_now_ms)
kill -KILL "$SOAK_PID_a"
echo "soak: kill at $fault ms"
wait "$SOAK_PID_a" 2>/dev/null
echo "soak: killed instance a (pid $SOAK_PID_a, $rooms_a rooms) $(( (fault - SOAK_PLAY_MS) / 1000 )) s into play"
recovered=$fault
soak_wait_loadtest
after_b=$(soak_actions "$b")
echo "=== kill-instance: figures"
echo "  instance a killed with SIGKILL holding $rooms_a rooms; instance b applied $(( after_b - before_b )) actions after the kill"
soak_window_report kill "$fault" "$recovered"
soak_common_goals
soak_no_lasting_refusal
resumed=$(echo "$SOAK_REPORT" | jq -r '.resumed // 0')
soak_goal "the killed instance's clients reconnected ($resumed connections resumed)" test "$resumed" -gt 0
soak_goal "games go on after the kill ($SOAK_RATE_AFTER actions/s)" test "$SOAK_RATE_AFTER" -gt 0
soak_no_panic
exit $SOAK_FAILED
