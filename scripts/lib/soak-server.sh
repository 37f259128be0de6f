# Shared by scripts/soak.d/{sigterm,sqlite-full,sqlite-readonly}.sh: one
# `uno serve` on a SQLite file and `uno loadtest` against it (sourced; the
# caller sets UNO_BIN, SOAK_ROOMS, SOAK_SECONDS and `tmp`).

UNO_BIN="${UNO_BIN:-target/release/uno}"
SOAK_ROOMS="${SOAK_ROOMS:-300}"
SOAK_SECONDS="${SOAK_SECONDS:-40}"
if [ ! -x "$UNO_BIN" ]; then
  cargo build --release --bin uno >&2 || exit 1
fi

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# start_server PORT DB [ARGS...]: sets SERVER_PID; waits for the address.
start_server() {
  local port=$1 db=$2
  shift 2
  "$UNO_BIN" serve --bind "127.0.0.1:$port" --db "$db" \
    --max-rooms-per-client 1000000 --max-rooms 1000000 --msg-rate 50 \
    --log warn "$@" >"$tmp/serve.out" 2>>"$tmp/serve.err" &
  SERVER_PID=$!
  for _ in $(seq 1 200); do
    grep -q "listening on" "$tmp/serve.out" 2>/dev/null && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || break
    sleep 0.05
  done
  echo "uno serve did not start:" >&2
  cat "$tmp/serve.err" >&2
  return 1
}

# start_load PORT: the load test in the background (LOAD_PID); its report
# is the last line of $tmp/load.out.
start_load() {
  "$UNO_BIN" loadtest --server "127.0.0.1:$1" --rooms "$SOAK_ROOMS" \
    --clients-per-room 4 --think-ms 150 --duration-s "$SOAK_SECONDS" \
    --idle-s 0 --parallel 32 >"$tmp/load.out" 2>"$tmp/load.err" &
  LOAD_PID=$!
}

# wait_playing PORT: until the server has accepted some actions.
wait_playing() {
  for _ in $(seq 1 1200); do
    local n
    n=$(curl -s "http://127.0.0.1:$1/api/stats" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("actions",0))' 2>/dev/null || echo 0)
    [ "${n:-0}" -ge 100 ] && return 0
    sleep 0.1
  done
  echo "no play" >&2
  return 1
}

# report FIELD...: the load test's report values (python expressions on r).
report() {
  python3 - "$tmp/load.out" "$@" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()
r = json.loads(lines[-1]) if lines else {}
for e in sys.argv[2:]:
    print(eval(e, {"r": r}))
PY
}

# metric NAME FILTER: the sum of a /metrics series' samples whose line
# holds FILTER.
metric() {
  curl -s "http://$METRICS/metrics" | awk -v n="$1" -v f="$2" \
    'index($0, n) == 1 && index($0, f) { s += $NF } END { printf "%d\n", s }'
}

# load_goals: the load test's own goals after a fault: nothing
# acknowledged lost, every dropped socket back. Prints the figures.
load_goals() {
  wait "$LOAD_PID"
  local rc=$?
  echo "load test (exit $rc): $(report 'r.get("acked_per_s")' | head -1) acknowledged actions/s," \
    "latency p50/p99/max $(report 'r["latency_ms"]["p50"]' 'r["latency_ms"]["p99"]' 'r["latency_ms"]["max"]' | paste -sd/) ms," \
    "resumed $(report 'r["resumed"]') (p50/p99 $(report 'r["resume_ms"]["p50"]' 'r["resume_ms"]["p99"]' | paste -sd/) ms)," \
    "not resumed $(report 'r["not_resumed"]'), byes $(report 'r["byes"]')," \
    "acknowledged moves lost $(report 'r["acked_lost"]'), finished games checked $(report 'r["finished_games_checked"]')"
  local lost notres
  lost=$(report 'r.get("acked_lost", -1)')
  notres=$(report 'r.get("not_resumed", -1)')
  [ "$rc" -eq 0 ] || { echo "FAIL: the load test failed (see $tmp/load.err)"; return 1; }
  [ "$lost" = 0 ] || { echo "FAIL: $lost acknowledged moves lost"; return 1; }
  [ "$notres" = 0 ] || { echo "FAIL: $notres sockets did not resume"; return 1; }
  return 0
}
