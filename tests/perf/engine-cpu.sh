#!/usr/bin/env bash
# The engine's own cost beside fio's, where a loop device's noise cannot hide it: the io_uring case
# of bench.sh (4 KiB random reads, O_DIRECT, iodepth 32, loop-mounted ext4) as a fixed amount of
# work — 1 GiB of reads (262,144 I/Os) of one file both tools are given — rather than a fixed time.
# Each tool's CPU (user + system, of its process) and wall time, alternating, RUNS times (default 9),
# medians. The device's time is the loop worker's, in neither process: what differs is the tool.
# Each tool's start (the same job with one read: fio's 0.17 s of CPU and 0.29 s of wall here, ours
# 0.01 and 0.03) is measured the same way and taken off, so the figures are the reads'.
#   sudo tests/perf/engine-cpu.sh [build-dir]      (default build/release, else build/dev)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
runs=${RUNS:-9}
. "$top/tests/fslab/loopfs.sh"
loopfs ext4 4G
opts=(--filename=perf.0.0 --rw=randread --bs=4k --size=1g --io_size=1g --ioengine=io_uring --iodepth=32 --direct=1)
(cd "$mnt" && fio --name=perf "${opts[@]}" --io_size=4k --output-format=terse > /dev/null) # the file, laid out once
echo "== build: $build, $runs runs of 262,144 reads per tool"

# cost COMMAND...: "CPU-seconds wall-seconds" of one run, by bash's own clock.
cost() { local TIMEFORMAT='%U %S %R'; { time "$@" > /dev/null; } 2>&1 | awk '{printf "%.3f %.3f\n", $1 + $2, $3}'; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
fc=() fw=() oc=() ow=() sfc=() sfw=() soc=() sow=()
for _ in $(seq "$runs"); do
    read -r c w < <(cd "$mnt" && cost fio --name=perf "${opts[@]}" --io_size=4k --output-format=json)
    sfc+=("$c") sfw+=("$w")
    read -r c w < <(cd "$mnt" && cost "$build/app/fragscope" bench --name=perf "${opts[@]}" --io_size=4k --output-format json "$mnt")
    soc+=("$c") sow+=("$w")
    read -r c w < <(cd "$mnt" && cost fio --name=perf "${opts[@]}" --output-format=json)
    fc+=("$c") fw+=("$w")
    read -r c w < <(cd "$mnt" && cost "$build/app/fragscope" bench --name=perf "${opts[@]}" --output-format json "$mnt")
    oc+=("$c") ow+=("$w")
done
m() { printf '%s\n' "$@" | median; }
mfc=$(m "${fc[@]}") mfw=$(m "${fw[@]}") moc=$(m "${oc[@]}") mow=$(m "${ow[@]}")
sfc=$(m "${sfc[@]}") sfw=$(m "${sfw[@]}") soc=$(m "${soc[@]}") sow=$(m "${sow[@]}")
echo "fio:       CPU median $mfc s (${fc[*]}); wall median $mfw s (${fw[*]}); start $sfc s CPU, $sfw s wall"
echo "fragscope: CPU median $moc s (${oc[*]}); wall median $mow s (${ow[*]}); start $soc s CPU, $sow s wall"
mfc=$(awk -v a="$mfc" -v b="$sfc" 'BEGIN { print a - b }') mfw=$(awk -v a="$mfw" -v b="$sfw" 'BEGIN { print a - b }')
moc=$(awk -v a="$moc" -v b="$soc" 'BEGIN { print a - b }') mow=$(awk -v a="$mow" -v b="$sow" 'BEGIN { print a - b }')
echo "the reads alone: fio $mfc s CPU, $mfw s wall; fragscope $moc s CPU, $mow s wall"
awk -v a="$moc" -v b="$mfc" 'BEGIN { printf "CPU per I/O, fragscope/fio: %.2f (target <= 1.0)\n", a / b }'
awk -v a="$mow" -v b="$mfw" 'BEGIN { printf "reads per second, fragscope/fio: %.2f (target >= 1.0)\n", b / a }'
