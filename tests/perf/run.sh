#!/usr/bin/env bash
# Speed targets of the inspector, measured side by side with the reference tools in one go, so
# the ratios hold on a shared, noisy machine. Needs root (loop-mounted XFS) and a built tree:
#   sudo tests/perf/run.sh [build-dir]       (default build/release, else build/dev)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
runs=${RUNS:-11}
. "$top/tests/fslab/loopfs.sh"

echo "== build: $build"
loopfs xfs 2G
file=$mnt/100k
"$build/tests/fslab/fslab-tool" interleave "$file" "$mnt/partner" 100000
filefrag "$file"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# Wall time of one run in milliseconds, by bash's own clock: no helper process in the timing.
ms() { local TIMEFORMAT=%3R t; t=$( { time "$@" > /dev/null; } 2>&1 ); echo "${t/./}" | sed 's/^0*//'; }

echo "== fragscope map --format filefrag vs filefrag -v, $runs runs each, alternating (milliseconds)"
ff=(); fs=()
for _ in $(seq "$runs"); do
    ff+=("$(ms filefrag -v "$file")")
    fs+=("$(ms "$build/app/fragscope" map --format filefrag "$file")")
done
mf=$(printf '%s\n' "${ff[@]}" | median)
ms_=$(printf '%s\n' "${fs[@]}" | median)
echo "filefrag -v:                     median ${mf} ms  (${ff[*]})"
echo "fragscope map --format filefrag: median ${ms_} ms  (${fs[*]})"
awk -v a="$ms_" -v b="$mf" 'BEGIN { printf "ratio fragscope/filefrag: %.2f (target <= 0.6)\n", a / b }'
cmp <("$build/app/fragscope" map --format filefrag "$file") <(filefrag -v "$file") && echo "outputs identical"

echo "== in-process read vs bare ioctl loop"
"$build/tests/perf/fiemap_bench" "$file" "$runs"

echo "== ExtentMapView, 1,000,000 extents at 1920x1080"
QT_QPA_PLATFORM=offscreen "$build/tests/perf/tst_mapview_bench" -median "$runs" 2>&1 \
    | grep -E "RESULT|msecs|resident|PASS|FAIL" || true
