#!/usr/bin/env bash
# Issue 16's measure: one image of loop ext4 holding a tree of fragmented files scattered over
# fragmented free space (fslab-tool tree: writers at once, fsync every 16 KiB), in three copies: as
# made, after e4defrag, after `fragscope defrag --together`. For each: the tree's cold read as tar
# reads it (`tar cf - tree | cat`, caches dropped; RUNS times, median), and on the disk model
# (7,200 rpm preset, tar's order): its time, seeks and the span of the disk the files lie over; and
# the tree's fragments. Needs root, e4defrag and a built tree:
#   sudo tests/perf/tree.sh [build-dir]     (FILES=3000 WRITERS=8 SIZE=2G RUNS=3)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
files=${FILES:-3000}
writers=${WRITERS:-8}
size=${SIZE:-2G}
runs=${RUNS:-3}
work=$(mktemp -d "$top/build/perf-tree-XXXXXX") # the build tree's disk, not tmpfs
mnt=$work/mnt
mkdir "$mnt"
cleanup() {
    mountpoint -q "$mnt" && umount "$mnt"
    rm -rf "$work"
}
trap cleanup EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

truncate -s "$size" "$work/base.img"
mkfs.ext4 -q -b 4096 "$work/base.img"
mount -o loop "$work/base.img" "$mnt"
"$build/tests/fslab/fslab-tool" tree "$mnt/fill" "$mnt/tree" "$files" "$writers"
umount "$mnt"
cp --sparse=always "$work/base.img" "$work/e4defrag.img"
cp --sparse=always "$work/base.img" "$work/together.img"
echo "== $files files by $writers writers on ${size} ext4; cold reads: median of $runs"

for variant in base e4defrag together; do
    mount -o loop "$work/$variant.img" "$mnt"
    start=$(date +%s.%N)
    case $variant in
    e4defrag) e4defrag "$mnt/tree" > /dev/null ;;
    together) "$build/app/fragscope" defrag --together "$mnt/tree" > /dev/null ;;
    esac
    took=$(echo "$(date +%s.%N) - $start" | bc)
    sync
    reads=()
    for _ in $(seq "$runs"); do
        echo 3 > /proc/sys/vm/drop_caches
        s=$(date +%s.%N)
        tar cf - -C "$mnt" tree | cat > /dev/null
        reads+=("$(echo "$(date +%s.%N) - $s" | bc)")
    done
    "$build/app/fragscope" defrag --plan --json "$mnt/tree" > "$work/plan.json"
    python3 - "$work/plan.json" "$variant" "$took" "$(printf '%s\n' "${reads[@]}" | median)" "${reads[*]}" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))["tree"]
r = t["read_before"]
frags = sum(f["fragments"] for f in t["plan"]["files"])
print(f"-- {sys.argv[2]:9} defrag {float(sys.argv[3]):6.1f} s | tar read {float(sys.argv[4]):6.2f} s ({sys.argv[5]}) | "
      f"model {r['seconds']:6.2f} s, {int(r['seeks']):6d} seeks, span {r['span_bytes'] / 2**20:8.1f} MiB | "
      f"{frags} fragments in {r['files']} files")
PY
    umount "$mnt"
done
