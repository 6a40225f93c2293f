#!/usr/bin/env bash
# Issue 32's check of the cost model against the real thing: an ext4 image written whole on this
# machine's disk, attached with direct I/O (so the loop device reads the disk, not a page cache) and
# measured by `fragscope calibrate`; on it a contiguous 256 MiB file and the same bytes written into
# free space fragmented by 16 KiB files. For each: the cold read (`cat`, caches dropped; RUNS times,
# median) beside the model's read_seconds on the measured profile (`map --cost --profile`), and the
# error. Needs root:
#   sudo tests/perf/cost.sh [build-dir]     (SIZE=2G MIB=256 RUNS=3)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
size=${SIZE:-2G}
mib=${MIB:-256}
runs=${RUNS:-3}
work=$(mktemp -d "$top/build/perf-cost-XXXXXX") # the build tree's disk, not tmpfs
mnt=$work/mnt
mkdir "$mnt"
loop=
cleanup() {
    mountpoint -q "$mnt" && umount "$mnt"
    [ -n "$loop" ] && losetup -d "$loop"
    rm -rf "$work"
}
trap cleanup EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Every byte of the image written, so that no read of the device is a hole the host answers alone.
fio --name=fill --filename="$work/disk.img" --size="$size" --rw=write --bs=4m --direct=1 \
    --output=/dev/null >/dev/null
loop=$(losetup --direct-io=on -f --show "$work/disk.img")
mkfs.ext4 -q -b 4096 -E nodiscard "$loop"
mount "$loop" "$mnt"
export FRAGSCOPE_PROFILE_DIR=$work/profiles
"$build/app/fragscope" calibrate --format json --no-save "$loop" > "$work/profile.json"
python3 - "$work/profile.json" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
seq = [r["bytes_per_second"] / 1e6 for r in p["sequential"]]
acc = [a["seconds"] * 1e3 for a in p["access"]]
print(f"== calibrate {p['device']}: {p['seconds']:.1f} s; sequential {min(seq):.0f}-{max(seq):.0f} MB/s, "
      f"4 KiB access {min(acc):.3f}-{max(acc):.3f} ms, read-ahead {p['read_ahead_bytes'] // 1024} KiB")
PY

dd if=/dev/urandom of="$mnt/contiguous" bs=1M count="$mib" conv=fsync status=none
"$build/tests/fslab/fslab-tool" freespace "$mnt/fill" "$mnt/fragmented" "$mib"
sync

echo "== cold reads of $mib MiB: median of $runs, and the model on the measured profile"
printf '%-12s %10s %12s %12s %8s\n' file pieces measured predicted error
for f in contiguous fragmented; do
    reads=()
    for _ in $(seq "$runs"); do
        echo 3 > /proc/sys/vm/drop_caches
        s=$(date +%s.%N)
        cat "$mnt/$f" > /dev/null
        reads+=("$(echo "$(date +%s.%N) - $s" | bc)")
    done
    measured=$(printf '%s\n' "${reads[@]}" | median)
    "$build/app/fragscope" map --cost --profile "$work/profile.json" --format json "$mnt/$f" > "$work/map.json"
    python3 - "$work/map.json" "$f" "$measured" "${reads[*]}" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))["files"][0]
pred = m["cost"]["read_seconds"]
meas = float(sys.argv[3])
print(f"{sys.argv[2]:12} {m['report']['physical_runs'] if 'physical_runs' in m['report'] else m['report']['fragments']:10} "
      f"{meas:10.3f} s {pred:10.3f} s {100 * (pred - meas) / meas:+7.0f} %   ({sys.argv[4]})")
PY
done
