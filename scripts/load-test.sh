#!/usr/bin/env bash
# Puts `sudokit serve` under load on loopback and prints what it measured:
#   1. GET /api/health, 16 kept-alive connections: requests/s and p99 latency;
#   2. POST /api/solve of a hard puzzle: one connection, then 64 at once (errors, p99);
#   3. 200 connections that trickle a header byte a second: /api/health's answer time;
#   4. a soak of the solve load, with the server's resident memory before and after.
# Fails when a request goes unanswered or gets an error status, or when health checks stop
# answering under slow clients; the figures themselves are reported, not judged (the
# machine is shared). Usage: scripts/load-test.sh [BUILD_DIR] [SECONDS_PER_RUN]
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
seconds=${2:-5}
sudokit="$build_dir/sudokit"
hard='4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
export BODY="{\"puzzle\":\"$hard\"}"
failures=0

"$sudokit" serve --port 0 --threads 2 >"$build_dir/load-serve.out" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  grep -q listening "$build_dir/load-serve.out" 2>/dev/null && break
  sleep 0.1
done
port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$build_dir/load-serve.out")
url="http://127.0.0.1:$port"
rss() { awk '/VmRSS/ {print $2 " kB"}' "/proc/$server/status"; }

# Runs wrk and prints its summary lines; counts any error as a failure.
run_wrk() {
  local label=$1; shift
  local out
  out=$(wrk --latency "$@")
  echo "== $label"
  grep -E "Requests/sec|Latency  |99%|Socket errors|Non-2xx" <<<"$out" | sed 's/^/   /'
  if grep -qE "Socket errors|Non-2xx" <<<"$out"; then
    echo "   FAILED: errors under load"
    failures=$((failures + 1))
  fi
}

echo "server RSS at start: $(rss)"
run_wrk "GET /api/health, 16 connections, 2 threads" -t2 -c16 -d"${seconds}s" "$url/api/health"
run_wrk "POST /api/solve (hard puzzle), 1 connection" -t1 -c1 -d"${seconds}s" \
  -s bench/load/post_json.lua "$url/api/solve"
run_wrk "POST /api/solve (hard puzzle), 64 connections" -t2 -c64 -d"${seconds}s" \
  -s bench/load/post_json.lua "$url/api/solve"

echo "== 200 slow connections (one header byte a second), then GET /api/health"
slow_fds=()
for _ in $(seq 200); do
  exec {fd}<>"/dev/tcp/127.0.0.1/$port"
  printf 'G' >&"$fd"
  slow_fds+=("$fd")
done
(for byte in E T ' ' /; do
   sleep 1
   for fd in "${slow_fds[@]}"; do printf '%s' "$byte" >&"$fd" 2>/dev/null || true; done
 done) &
trickler=$!
worst=0
for _ in $(seq 20); do
  t=$(curl -s -o /dev/null -w '%{time_total}' --max-time 5 "$url/api/health" || echo 5)
  worst=$(awk -v a="$worst" -v b="$t" 'BEGIN {print (b > a) ? b : a}')
  sleep 0.1
done
kill $trickler 2>/dev/null || true
wait $trickler 2>/dev/null || true
for fd in "${slow_fds[@]}"; do exec {fd}>&-; done
# The trickler's last `sleep` still holds the sockets for up to a second; the server counts
# them against its 256 connections until they close.
sleep 2
echo "   slowest of 20 health checks: $(awk -v t="$worst" 'BEGIN {printf "%.1f ms", t * 1000}')"
if awk -v t="$worst" 'BEGIN {exit !(t > 0.1)}'; then
  echo "   FAILED: over 100 ms"
  failures=$((failures + 1))
fi

run_wrk "soak: POST /api/solve, 64 connections, $((seconds * 4)) s" -t2 -c64 \
  -d"$((seconds * 4))s" -s bench/load/post_json.lua "$url/api/solve"
echo "server RSS after the soak: $(rss)"
exit $((failures > 0))
