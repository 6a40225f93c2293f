#!/usr/bin/env bash
# Speed of the survey with its read times (scan --cost), side by side with filefrag and e4defrag in
# one go: a tree of 100,000 small files in 1,000 directories, and one of 100,000 files whose sizes
# follow /usr/share's, each on a loop-mounted ext4, timed warm (everything cached) and cold (caches
# dropped before each command, the program itself loaded again first), alternating the tools; then
# the free space of a 16 GiB ext4 image with fragmented free space against e2freefrag.
# Medians of RUNS runs (default 5). Needs root and a built tree:
#   sudo tests/perf/survey.sh [build-dir]      (default build/release, else build/dev)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
runs=${RUNS:-5}
bin=$build/app/fragscope
. "$top/tests/fslab/loopfs.sh"
echo "== build: $build, $runs runs"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# ms cold|warm COMMAND...: wall milliseconds.
ms() {
    local mode=$1 TIMEFORMAT=%3R t
    shift
    if [ "$mode" = cold ]; then
        sync; echo 3 > /proc/sys/vm/drop_caches
        "$bin" --version > /dev/null 2>&1 || true
        command -v "$1" > /dev/null && "$1" --version > /dev/null 2>&1 || true
    fi
    t=$( { time "$@" > /dev/null 2>&1; } 2>&1 ); echo "${t/./}" | sed 's/^0*//'
}

loopfs ext4 2G
tree=$mnt/tree
python3 - "$tree" <<'PY'
import os, sys
for d in range(1000):
    os.makedirs(f"{sys.argv[1]}/{d}")
    for f in range(100):
        with open(f"{sys.argv[1]}/{d}/{f}", "wb") as out:
            out.write(b"x" * ((f * 37) % 3000 + 1))
PY
sync
echo "tree: $(find "$tree" -type f | wc -l) files"

# survey TREE LABEL: scan (with --cost: the read times too) against find+filefrag and e4defrag -c,
# warm and cold, alternating.
survey() {
    local tree=$1 label=$2 mode s ff e4 S F E best
    for mode in warm cold; do
        s=(); ff=(); e4=()
        [ "$mode" = warm ] && { "$bin" scan --cost --format json "$tree" > /dev/null; find "$tree" -type f -exec filefrag {} + > /dev/null; }
        for i in $(seq "$runs"); do
            s+=("$(ms $mode "$bin" scan --cost --format json "$tree")")
            ff+=("$(ms $mode sh -c "find '$tree' -type f -exec filefrag {} +")")
            e4+=("$(ms $mode e4defrag -c "$tree")")
        done
        S=$(printf '%s\n' "${s[@]}" | median); F=$(printf '%s\n' "${ff[@]}" | median); E=$(printf '%s\n' "${e4[@]}" | median)
        best=$(( F < E ? F : E ))
        echo "$label $mode: scan --cost ${S} ms, find+filefrag ${F} ms, e4defrag -c ${E} ms; ratio to the faster $(awk "BEGIN{printf \"%.2f\", $S/$best}")"
    done
}
survey "$tree" "small files"
rss=$(/usr/bin/time -f %M "$bin" scan --format text "$tree" 2>&1 >/dev/null | tail -1)
echo "scan peak memory (text output): ${rss} KiB for 100,000 files"
loopfs_cleanup

# A tree whose sizes follow /usr/share's on Debian 12 (60,511 files: the share of files in each
# power of two of size, measured with find -printf %s), 100,000 files in 1,000 directories, at most
# 1 MiB each: three in five fit one block, the rest need FIEMAP.
loopfs ext4 4G
tree=$mnt/share
python3 - "$tree" <<'PY'
import os, random, sys
# bits of the size (0: empty) -> percent of the files
share = {0: 0.23, 5: 0.24, 6: 1.08, 7: 1.06, 8: 3.68, 9: 9.31, 10: 19.39, 11: 26.22, 12: 13.91, 13: 7.79,
         14: 5.83, 15: 4.72, 16: 2.8, 17: 1.96, 18: 1.14, 19: 0.37, 20: 0.15, 21: 0.06}
rng = random.Random(32)
bits, weights = zip(*share.items())
chunk = os.urandom(1 << 20)
for d in range(1000):
    os.makedirs(f"{sys.argv[1]}/{d}")
    for f in range(100):
        b = rng.choices(bits, weights)[0]
        size = 0 if b == 0 else min(1 << 20, rng.randrange(1 << (b - 1), 1 << b))
        with open(f"{sys.argv[1]}/{d}/{f}", "wb") as out:
            out.write(chunk[:size])
PY
sync
echo "tree like /usr/share: $(find "$tree" -type f | wc -l) files, $(du -sh "$tree" | cut -f1)"
survey "$tree" "/usr/share-like"
loopfs_cleanup

# Free space: 16 GiB ext4, filled with 64 KiB files, every other one deleted (fragmented free space).
loopfs ext4 16G
mkdir "$mnt/fill"
python3 - "$mnt/fill" <<'PY'
import sys
for i in range(20000):
    with open(f"{sys.argv[1]}/{i}", "wb") as out:
        out.write(b"\0" * 65536)
PY
sync; rm -f "$mnt"/fill/*[02468]; sync
# The free space alone: a scan of one file, so what is timed is reading the space map. A run takes a
# few milliseconds, so each sample is the mean of 20 runs in a row (bash's time has 1 ms steps).
echo x > "$mnt/one"; sync
ms20() { local TIMEFORMAT=%3R t; t=$( { time for _ in $(seq 20); do "$@" > /dev/null 2>&1; done; } 2>&1 ); awk "BEGIN{printf \"%.2f\", ${t}*1000/20}"; }
ours=(); theirs=(); bare=(); start=(); theirStart=()
for i in $(seq "$runs"); do
    ours+=("$(ms20 "$bin" scan --free-space --format json "$mnt/one")")
    theirs+=("$(ms20 e2freefrag "$dev")")
    bare+=("$(ms20 "$bin" scan --format json "$mnt/one")")
    start+=("$(ms20 "$bin" --version)")
    theirStart+=("$(ms20 e2freefrag -h)")
done
fmedian() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
O=$(printf '%s\n' "${ours[@]}" | fmedian); T=$(printf '%s\n' "${theirs[@]}" | fmedian)
Z=$(printf '%s\n' "${bare[@]}" | fmedian); V=$(printf '%s\n' "${start[@]}" | fmedian)
H=$(printf '%s\n' "${theirStart[@]}" | fmedian)
echo "free space (16 GiB, $(e2freefrag "$dev" | awk '/Num. free extent/{print $4}') free extents): scan --free-space ${O} ms, e2freefrag ${T} ms; ratio $(awk "BEGIN{printf \"%.2f\", $O/$T}")"
# Start-up apart: a process linking Qt Core starts in ~5 ms here, e2freefrag in ~1.4 ms. The work
# itself: ours is the scan with --free-space minus the same scan without; e2freefrag's is its run
# minus its own start (-h, which prints the usage and exits).
echo "  start-up: fragscope --version ${V} ms, the scan without --free-space ${Z} ms; e2freefrag -h ${H} ms"
echo "  reading the free space alone: ours $(awk "BEGIN{printf \"%.2f\", $O-$Z}") ms, e2freefrag's $(awk "BEGIN{printf \"%.2f\", $T-$H}") ms; ratio $(awk "BEGIN{printf \"%.2f\", ($O-$Z)/($T-$H)}")"
loopfs_cleanup

# Memory of a survey of 1,000,000 files (1,000 directories of 1,000 one-byte files).
loopfs ext4 20G
python3 - "$mnt/million" <<'PY'
import os, sys
for d in range(1000):
    os.makedirs(f"{sys.argv[1]}/{d}")
    for f in range(1000):
        with open(f"{sys.argv[1]}/{d}/{f}", "wb") as out:
            out.write(b"x")
PY
sync
rss=$(/usr/bin/time -f %M "$bin" scan --format text "$mnt/million" 2>&1 >/dev/null | tail -1)
echo "scan peak memory (text output): ${rss} KiB for $(find "$mnt/million" -type f | wc -l) files"
# the trap unmounts and detaches this last one
