#!/usr/bin/env bash
# Two jobs at once, fio against fragscope: a 1 MiB sequential reader (psync, buffered) beside a
# 4 KiB random reader (io_uring, iodepth 16, O_DIRECT), SECONDS_PER_RUN s (default 4) on a
# loop-mounted ext4 — the README's pair. Each job's figure (MB/s for the sequential one, IOPS for the
# random one) is compared per job: medians of RUNS alternating runs (default 7), fio first or second
# in turn. Target: each job gets 0.9x to 1.1x of what fio gives it (the same share of the disk: a
# figure should not depend on which engine ran it). tests/perf/bench.sh runs it as its last case.
#   sudo tests/perf/mixed.sh [build-dir]      (default build/release, else build/dev)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
runs=${RUNS:-7}
seconds=${SECONDS_PER_RUN:-4}
. "$top/tests/fslab/loopfs.sh"
loopfs ext4 4G
work=$(mktemp -d)
trap 'rm -rf "$work"; loopfs_cleanup' EXIT
echo "== build: $build, $runs runs of ${seconds} s per tool"
cat > "$work/pair.fio" <<JOBS
[global]
size=512m
time_based
runtime=${seconds}s
directory=$mnt
[seq read]
rw=read
bs=1m
[rand read]
rw=randread
bs=4k
ioengine=io_uring
iodepth=16
direct=1
JOBS
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# figures < fio-style JSON: "SEQ_BW RAND_IOPS" (fio's and our --output-format json alike).
figures() {
    python3 -c 'import json,sys
jobs = {j["jobname"]: j for j in json.load(sys.stdin)["jobs"]}
print(jobs["seq read"]["read"]["bw_bytes"], jobs["rand read"]["read"]["iops"])'
}
# fragscope lays its files out afresh for every run and removes them afterwards; fio's are removed
# before each of its runs too, so both lay out 1 GiB per run. (Otherwise only ours pays for the
# layout's writeback — of the loop image to the disk under it — during the timed phase, and fio's
# first run after its own layout is an outlier of 2-4x.)
ours_seq=() ours_rand=() fio_seq=() fio_rand=()
fio_run() {
    rm -f "$mnt/seq read.0.0" "$mnt/rand read.0.0"
    read -r s r < <(cd "$work" && fio --output-format=json "$work/pair.fio" | figures)
    fio_seq+=("$s")
    fio_rand+=("$r")
}
our_run() {
    read -r s r < <("$build/app/fragscope" bench "$work/pair.fio" --output-format json | figures)
    ours_seq+=("$s")
    ours_rand+=("$r")
}
for i in $(seq "$runs"); do
    if (( i % 2 )); then fio_run; our_run; else our_run; fio_run; fi
done
rm -f "$mnt"/seq\ read.0.0 "$mnt"/rand\ read.0.0
report() {
    local name=$1 ours=$2 theirs=$3
    local mo mt
    mo=$(tr ' ' '\n' <<< "$ours" | median)
    mt=$(tr ' ' '\n' <<< "$theirs" | median)
    echo "-- $name"
    echo "   fio:       median $mt  ($theirs)"
    echo "   fragscope: median $mo  ($ours)"
    awk -v a="$mo" -v b="$mt" 'BEGIN { r = a / b; printf "   ratio fragscope/fio: %.3f (target 0.9 to 1.1: %s)\n", r,
        (r >= 0.9 && r <= 1.1) ? "met" : "missed" }'
}
report "1 MiB sequential reader, psync (bytes/s)" "${ours_seq[*]}" "${fio_seq[*]}"
report "4 KiB random reader, io_uring iodepth 16, O_DIRECT (IOPS)" "${ours_rand[*]}" "${fio_rand[*]}"
