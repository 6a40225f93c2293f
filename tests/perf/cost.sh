#!/usr/bin/env bash
# Issue 32's check of the cost model against the real thing: an ext4 image written whole on this
# machine's disk, attached with direct I/O (so the loop device reads the disk, not a page cache) and
# measured by `fragscope calibrate`; on it a contiguous 256 MiB file and the same bytes written into
# free space fragmented by 16 KiB files. For each: the cold read (`cat`, caches dropped; RUNS times,
# median), the same read warm (cat copying from the page cache, which no disk model predicts) and the
# disk's share (cold less warm, as tests/perf/tree.sh) and the device's busy time over the cold read
# (io_ticks of /sys/block/loopN/stat), beside the model's read_seconds and its disk's part
# (`map --cost --disk`: disk_seconds, read_seconds less the reader's CPU, which calibrate measures)
# on a profile measured right after each cold read (the median of those), the disk's part against
# the disk's share and the busy time, the whole against the whole cold read. Needs root:
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

# shellcheck source=tests/perf/reads.sh
. "$top/tests/perf/reads.sh"

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
p = json.load(open(sys.argv[1]))["profiles"][0]  # the calibration document's one profile
seq = [r["bytes_per_second"] / 1e6 for r in p["sequential"]]
acc = [a["seconds"] * 1e3 for a in p["access"]]
print(f"== calibrate {p['device']}: {p['seconds']:.1f} s; sequential {min(seq):.0f}-{max(seq):.0f} MB/s, "
      f"4 KiB access {min(acc):.3f}-{max(acc):.3f} ms, read-ahead {p['read_ahead_bytes'] // 1024} KiB")
PY

dd if=/dev/urandom of="$mnt/contiguous" bs=1M count="$mib" conv=fsync status=none
"$build/tests/fslab/fslab-tool" freespace "$mnt/fill" "$mnt/fragmented" "$mib"
sync

echo "== cold reads of $mib MiB (median of $runs), warm, the disk's share, and the model on profiles measured after each"
printf '%-12s %7s %9s %9s %9s %9s %9s %9s %8s %8s %8s\n' file pieces cold warm "disk's" busy predicted "its disk" "vs disk's" "vs busy" "vs cold"
for f in contiguous fragmented; do
    reads=()
    busy=()
    models=()
    disks=()
    for _ in $(seq "$runs"); do
        echo 3 > /proc/sys/vm/drop_caches
        ticks=$(io_ticks "$loop")
        reads+=("$(seconds cat "$mnt/$f")")
        busy+=("$(busy_since "$loop" "$ticks")")
        # Measured right after each read: this virtual disk's speed wanders by a third within
        # minutes, so each read has its own profile and the model is the median of theirs.
        "$build/app/fragscope" calibrate --format json --no-save "$loop" > "$work/profile.json"
        "$build/app/fragscope" map --cost --disk "$work/profile.json" --format json "$mnt/$f" > "$work/map.json"
        models+=("$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["files"][0]["cost"]["read_seconds"])' \
            "$work/map.json")")
        disks+=("$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["files"][0]["cost"]["disk_seconds"])' \
            "$work/map.json")")
    done
    warm=()
    for _ in $(seq "$runs"); do
        warm+=("$(seconds cat "$mnt/$f")")
    done
    measured=$(printf '%s\n' "${reads[@]}" | median)
    python3 - "$work/map.json" "$f" "$measured" "${reads[*]}" "$(printf '%s\n' "${models[@]}" | median)" \
        "${models[*]}" "$(printf '%s\n' "${warm[@]}" | median)" "$(printf '%s\n' "${busy[@]}" | median)" \
        "$(printf '%s\n' "${disks[@]}" | median)" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))["files"][0]
pred, cold, warm, busy = float(sys.argv[5]), float(sys.argv[3]), float(sys.argv[7]), float(sys.argv[8])
its_disk = float(sys.argv[9])
disk = cold - warm
models = " ".join(f"{float(x):.3f}" for x in sys.argv[6].split())
print(f"{sys.argv[2]:12} {m['report']['physical_runs'] if 'physical_runs' in m['report'] else m['report']['fragments']:7} "
      f"{cold:7.3f} s {warm:7.3f} s {disk:7.3f} s {busy:7.3f} s {pred:7.3f} s {its_disk:7.3f} s "
      f"{100 * (its_disk - disk) / disk:+6.0f} % {100 * (its_disk - busy) / busy:+6.0f} % "
      f"{100 * (pred - cold) / cold:+6.0f} %   (cold {sys.argv[4]}; model {models})")
PY
done
