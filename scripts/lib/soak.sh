# Shared start-up for scripts/soak.d/*.sh (sourced, not run): a
# throw-away PostgreSQL (scripts/pg-tmp), `uno serve` instances on it and
# HAProxy with deploy/haproxy.cfg in front, as scripts/cluster starts
# them, but in a temporary directory of the scenario, on free ports, with
# logs kept there; `uno loadtest` in the background; and the figures of
# its JSON report. Everything started is stopped on exit.
#
# A scenario calls soak_init first; it then finds $SOAK_TMP, and after
# soak_pg_start $SOAK_PG_URL and $SOAK_PG_DATA.

soak_init() {
  : "${UNO_BIN:=target/release/uno}" "${SOAK_ROOMS:=300}" "${SOAK_SECONDS:=40}"
  if ! [[ "$SOAK_ROOMS" =~ ^[0-9]+$ ]] || [ "$SOAK_ROOMS" -lt 1 ] || [ "$SOAK_ROOMS" -gt 5000 ]; then
    echo "soak: SOAK_ROOMS is a number of rooms from 1 to 5000, not '$SOAK_ROOMS'" >&2
    exit 2
  fi
  # A fault a quarter in, and seconds after it to measure.
  if ! [[ "$SOAK_SECONDS" =~ ^[0-9]+$ ]] || [ "$SOAK_SECONDS" -lt 20 ] || [ "$SOAK_SECONDS" -gt 600 ]; then
    echo "soak: SOAK_SECONDS is from 20 to 600 seconds of play, not '$SOAK_SECONDS'" >&2
    exit 2
  fi
  if [ ! -x "$UNO_BIN" ]; then
    echo "soak: $UNO_BIN is missing (cargo build --release --bin uno)" >&2
    exit 2
  fi
  command -v haproxy >/dev/null || { echo "soak: haproxy is missing (apt-get install haproxy)" >&2; exit 2; }
  command -v jq >/dev/null || { echo "soak: jq is missing (apt-get install jq)" >&2; exit 2; }
  SOAK_TMP=$(mktemp -d /tmp/uno-soak.XXXXXX)
  chmod 755 "$SOAK_TMP"
  SOAK_PIDS=()
  trap soak_cleanup EXIT
  trap 'exit 130' INT TERM
}

soak_cleanup() {
  local p
  # A paused PostgreSQL (pg-unreachable) must run again to stop.
  [ -n "${SOAK_PG_DATA:-}" ] && soak_pg_signal CONT 2>/dev/null
  for p in "${SOAK_PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${SOAK_PIDS[@]}"; do wait "$p" 2>/dev/null || true; done
  if [ -n "${SOAK_PG_DATA:-}" ]; then scripts/pg-tmp stop "$SOAK_TMP/pg" || true; fi
  if [ -n "${SOAK_KEEP:-}" ]; then
    echo "soak: logs kept in $SOAK_TMP" >&2
  else
    rm -rf "$SOAK_TMP"
  fi
}

# A port on 127.0.0.1 that nothing answers on, below the range the
# kernel hands out to outgoing connections (an outgoing socket's port
# answers nothing but cannot be bound).
soak_port() {
  local port lo
  lo=$(cut -f1 /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)
  while :; do
    port=$(( 10000 + RANDOM % (lo - 10000) ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
}

soak_pg_bin() { ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1; }

# pg_ctl as the data directory's owner (postgres when run as root).
soak_pg_ctl() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$(soak_pg_bin)/pg_ctl" -D "$SOAK_PG_DATA" "$@"
  else
    "$(soak_pg_bin)/pg_ctl" -D "$SOAK_PG_DATA" "$@"
  fi
}

soak_pg_start() {
  SOAK_PG_URL=$(scripts/pg-tmp start "$SOAK_TMP/pg") || exit 1
  SOAK_PG_DATA="$SOAK_TMP/pg/data"
}

# Sends SIG to the postmaster and every process it started (its backends,
# the checkpointer, the WAL writer...): by their process ids.
soak_pg_signal() {
  local sig=$1 pm kids
  pm=$(head -n 1 "$SOAK_PG_DATA/postmaster.pid" 2>/dev/null) || return 1
  [ -n "$pm" ] || return 1
  kids=$(ps -o pid= --ppid "$pm" | tr -d ' ')
  # Stop the postmaster first (it starts no backend while stopped) and
  # continue it last.
  if [ "$sig" = STOP ]; then
    kill -STOP "$pm"
    for k in $kids; do kill -STOP "$k" 2>/dev/null || true; done
  else
    for k in $kids; do kill -"$sig" "$k" 2>/dev/null || true; done
    kill -"$sig" "$pm"
  fi
}

# soak_instance NAME PORT: `uno serve` on PostgreSQL, its log in
# $SOAK_TMP/NAME.log; sets SOAK_PID_<NAME>.
soak_instance() {
  local name=$1 port=$2 max=$(( SOAK_ROOMS * 2 + 100 ))
  "$UNO_BIN" serve --bind "127.0.0.1:$port" --db "$SOAK_PG_URL" --client-ip-header X-Forwarded-For \
    --max-rooms-per-client "$max" --max-rooms "$max" --msg-rate 50 --bot-delay-ms 300 \
    --round-pause-ms 1000 --log "${SOAK_LOG:-warn}" ${SOAK_SERVE_ARGS:-} >"$SOAK_TMP/$name.log" 2>&1 &
  SOAK_PIDS+=($!)
  printf -v "SOAK_PID_$name" '%s' $!
  soak_wait_http "127.0.0.1:$port" "$name" || exit 1
}

# soak_haproxy LB A B: deploy/haproxy.cfg in front of instances A and B.
soak_haproxy() {
  UNO_LB_BIND="$1" UNO_A="$2" UNO_B="$3" haproxy -W -db -f deploy/haproxy.cfg >"$SOAK_TMP/haproxy.log" 2>&1 &
  SOAK_PIDS+=($!)
  soak_wait_http "$1" haproxy || exit 1
  # Both instances in: the health check needs two good answers.
  sleep 1.5
}

soak_wait_http() {
  local i
  for i in $(seq 1 100); do
    curl -sf "http://$1/api/health" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "soak: $2 did not answer on $1; its log:" >&2
  cat "$SOAK_TMP/$2.log" >&2 2>/dev/null
  return 1
}

# soak_loadtest LB: `uno loadtest` through the balancer in the background
# (Mario Kart rules: games end and rematch, so finished games' records are
# checked too); returns when play has begun. Sets SOAK_LT_PID, SOAK_PLAY_MS.
soak_loadtest() {
  "$UNO_BIN" loadtest --target "$1" --rooms "$SOAK_ROOMS" --duration-s "$SOAK_SECONDS" \
    --think-ms "${SOAK_THINK_MS:-500}" --idle-s 1 --rules mario-kart >"$SOAK_TMP/loadtest.out" 2>"$SOAK_TMP/loadtest.err" &
  SOAK_LT_PID=$!
  SOAK_PIDS+=($!)
  local i
  for i in $(seq 1 1200); do
    # The set-up line comes just before play begins (the report's
    # play_start_unix_ms has the exact time).
    if grep -q '^setup: ' "$SOAK_TMP/loadtest.out"; then
      SOAK_PLAY_MS=$(soak_now_ms)
      return 0
    fi
    kill -0 "$SOAK_LT_PID" 2>/dev/null || break
    sleep 0.1
  done
  echo "soak: the load test did not begin to play:" >&2
  cat "$SOAK_TMP/loadtest.out" "$SOAK_TMP/loadtest.err" >&2
  exit 1
}

soak_now_ms() { date +%s%3N; }

# Sleeps until SECONDS after play began.
soak_at() {
  local ms=$(( SOAK_PLAY_MS + $1 * 1000 - $(soak_now_ms) ))
  [ "$ms" -gt 0 ] && sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
  return 0
}

# Sleeps until the Unix time MS.
soak_at_ms() {
  local ms=$(( $1 - $(soak_now_ms) ))
  [ "$ms" -gt 0 ] && sleep "$(printf '%d.%03d' $((ms / 1000)) $((ms % 1000)))"
  return 0
}

# The actions an instance has applied (its /api/stats).
soak_actions() { curl -sf "http://$1/api/stats" | jq -r '.actions // 0' 2>/dev/null || echo 0; }

# soak_wait_loadtest: waits for the load test; prints its output; sets
# SOAK_LT_RC and SOAK_REPORT (the JSON report, its last line).
soak_wait_loadtest() {
  wait "$SOAK_LT_PID"
  SOAK_LT_RC=$?
  cat "$SOAK_TMP/loadtest.out"
  sed 's/^/  loadtest stderr: /' "$SOAK_TMP/loadtest.err" | sort | uniq -c | sort -rn | head -n 20
  SOAK_REPORT=$(tail -n 1 "$SOAK_TMP/loadtest.out")
  echo "$SOAK_REPORT" | jq -e . >/dev/null 2>&1 || SOAK_REPORT='{}'
}

# soak_figures FAULT_MS RECOVERED_MS: from the load test's per-second
# timeline, three windows: before the fault, during it (to 5 s after it
# ended) and after. Prints "ACKED/S-BEFORE ACKED/S-DURING ACKED/S-AFTER
# SECONDS-AFTER REFUSED-BEFORE REFUSED-DURING REFUSED-AFTER" (the refused
# actions are counts; races refuse a few at any time).
soak_figures() {
  echo "$SOAK_REPORT" | jq -r --argjson f "$1" --argjson r "$2" '
    (.play_start_unix_ms // 0) as $s | (.timeline_acked // []) as $t | (.timeline_refused // []) as $x |
    ((($f - $s) / 1000) | floor) as $a | ((($r - $s) / 1000) | ceil + 5) as $b | ($t | length) as $n |
    def rate(x; y): if y > x then ($t[x:y] | add // 0) / (y - x) else 0 end;
    def sum(x; y): if y > x then ($x[x:y] | add // 0) else 0 end;
    "\(rate(0; $a) | floor) \(rate($a; $b) | floor) \(rate($b; $n) | floor) \([$n - $b, 0] | max) \(sum(0; $a)) \(sum($a; $b)) \(sum($b; $n))"'
}

# Goals: soak_goal "what" CONDITION-EXIT-STATUS
SOAK_FAILED=0
soak_goal() {
  local what=$1
  shift
  if "$@"; then
    echo "  goal met: $what"
  else
    echo "  GOAL FAILED: $what"
    SOAK_FAILED=1
  fi
}

# The load test's figures every scenario reports, and its goals.
soak_common_goals() {
  local lost not_resumed
  lost=$(echo "$SOAK_REPORT" | jq -r '.acked_lost // "unknown"')
  not_resumed=$(echo "$SOAK_REPORT" | jq -r '.not_resumed // "unknown"')
  echo "  rooms $SOAK_ROOMS, sockets $(echo "$SOAK_REPORT" | jq -r .sockets), acknowledged moves lost: $lost, refused by code: $(echo "$SOAK_REPORT" | jq -c '.refused_by_code // {}'), byes: $(echo "$SOAK_REPORT" | jq -c '.byes // {}')"
  echo "  connections lost and resumed: $(echo "$SOAK_REPORT" | jq -r .resumed), time to resume p50/p99/max: $(echo "$SOAK_REPORT" | jq -r '"\(.resume_ms.p50)/\(.resume_ms.p99)/\(.resume_ms.max) ms"'), not resumed: $not_resumed"
  echo "  finished games checked against their stored record: $(echo "$SOAK_REPORT" | jq -r .finished_games_checked)"
  soak_goal "the load test ran to its end (exit status $SOAK_LT_RC)" test "$SOAK_LT_RC" = 0
  soak_goal "no acknowledged move lost ($lost)" test "$lost" = 0
  soak_goal "every lost connection resumed ($not_resumed not resumed)" test "$not_resumed" = 0
}

# No panic in the instances' logs.
soak_no_panic() {
  local n
  n=$(cat "$SOAK_TMP"/*.log 2>/dev/null | grep -c 'panicked' || true)
  soak_goal "no panic in the instances' logs ($n)" test "$n" = 0
}

# soak_window_report NAME FAULT_MS RECOVERED_MS: prints the three
# windows; sets SOAK_RATE_AFTER.
soak_window_report() {
  local rb rd ra as xb xd xa
  read -r rb rd ra as xb xd xa <<<"$(soak_figures "$2" "$3")"
  echo "  acknowledged actions/s: before the $1 ${rb:-?}, from it to 5 s after it ${rd:-?}, after that ${ra:-?} (over ${as:-?} s)"
  echo "  refused actions: ${xb:-?} before the $1, ${xd:-?} from it to 5 s after it, ${xa:-?} after that"
  SOAK_RATE_AFTER=${ra:-0}
}

# Refusals a client cannot simply retry: its seat, room or session gone.
soak_no_lasting_refusal() {
  local bad
  bad=$(echo "$SOAK_REPORT" | jq -r '(.refused_by_code // {}) | to_entries
    | map(select(.key | IN("bad_token", "no_such_room", "not_seated", "not_authenticated", "no_game", "server_full", "too_many_rooms")))
    | map("\(.key) \(.value)") | join(", ")')
  soak_goal "clients saw only refusals they retry (none of bad_token, no_such_room, not_seated...: [$bad])" test -z "$bad"
  bad=$(echo "$SOAK_REPORT" | jq -r '(.byes // {}) | to_entries | map(select(.key != "wrong_instance")) | map("\(.key) \(.value)") | join(", ")')
  soak_goal "no bye other than wrong_instance (reconnect elsewhere): [$bad]" test -z "$bad"
}
