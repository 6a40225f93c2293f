#!/usr/bin/env bash
# Two builds of the engine against each other, with fio beside them, in one script: the io_uring
# case of bench.sh (4 KiB random reads, O_DIRECT, iodepth 32, loop ext4), RUNS times (default 7),
# the two binaries in alternating order, medians. For a change to the engine, whose effect is
# smaller than this machine's run-to-run noise:
#   cp build/release/app/fragscope /tmp/before; <change, build>
#   sudo tests/perf/engine-ab.sh /tmp/before build/release/app/fragscope
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
[ $# = 2 ] || { echo "usage: $0 OLD-BINARY NEW-BINARY" >&2; exit 2; }
old=$1 new=$2
runs=${RUNS:-7}
seconds=${SECONDS_PER_RUN:-5}
. "$top/tests/fslab/loopfs.sh"
loopfs ext4 4G
iops() { python3 -c 'import json,sys; print(int(json.load(sys.stdin)["jobs"][0]["read"]["iops"]))'; }
opts=(--rw=randread --bs=4k --size=1g --ioengine=io_uring --iodepth=32 --direct=1)
ours() { "$1" bench "${opts[@]}" --runtime="${seconds}s" --time_based --output-format json "$mnt" | iops; }
f=() a=() b=()
for i in $(seq "$runs"); do
    f+=("$(cd "$mnt" && fio --name=perf "${opts[@]}" --runtime="$seconds" --time_based --output-format=json | iops)")
    rm -f "$mnt"/perf.0.0
    if [ $((i % 2)) = 0 ]; then a+=("$(ours "$old")"); b+=("$(ours "$new")")
    else b+=("$(ours "$new")"); a+=("$(ours "$old")"); fi
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
mf=$(median "${f[@]}") ma=$(median "${a[@]}") mb=$(median "${b[@]}")
echo "fio: median $mf  (${f[*]})"
echo "old: median $ma  (${a[*]})  $(awk -v x="$ma" -v y="$mf" 'BEGIN { printf "%.3f of fio", x / y }')"
echo "new: median $mb  (${b[*]})  $(awk -v x="$mb" -v y="$mf" 'BEGIN { printf "%.3f of fio", x / y }')"
