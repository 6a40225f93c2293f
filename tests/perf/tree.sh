#!/usr/bin/env bash
# Issues 16 and 32: a tree of fragmented files scattered over fragmented free space (fslab-tool
# tree: writers at once, fsync every 16 KiB) on an ext4 image written whole on this machine's disk,
# in three copies: as made, after e4defrag, after `fragscope defrag --together`. Each copy is
# attached with direct I/O (the loop device reads the disk, not a page cache). For each: the tree's
# cold read as tar reads it (`tar cf /dev/zero tree`, caches dropped; RUNS times, median), the same
# read warm (all in the page cache: what tar costs the CPU), the disk's share (cold less
# warm) and the device's busy time over the cold read (io_ticks of /sys/block/loopN/stat), beside
# the cost model's tar-order read (`defrag --plan --json --disk`) on a profile `fragscope
# calibrate` measured right after each cold read (the median of those): its disk's part against the
# disk's share, the whole (with the reader's CPU calibrate measured) against the cold read; the
# seeks, the span of the disk the files lie over and the tree's fragments.
# With THROTTLE="BYTES_PER_SECOND READS_PER_SECOND" the loop device is a disk of known speed: the
# cgroup v1 block throttle holds its reads (this script's, tar's and calibrate's) to those rates
# once the copy is defragmented, as a cloud volume caps its reads (THROTTLE="40000000 150": a hard
# disk's; "200000000 5000": a solid-state disk's).
# Needs root, e4defrag, fio and a built tree:
#   sudo tests/perf/tree.sh [build-dir]     (FILES=3000 WRITERS=8 SIZE=2G RUNS=3 THROTTLE=)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
files=${FILES:-3000}
writers=${WRITERS:-8}
size=${SIZE:-2G}
runs=${RUNS:-3}
throttle=${THROTTLE:-}
blkio=/sys/fs/cgroup/blkio
group=
work=$(mktemp -d "$top/build/perf-tree-XXXXXX") # the build tree's disk, not tmpfs
mnt=$work/mnt
mkdir "$mnt"
loop=
# The throttle's limits on the loop device (0 0: lifted).
limit() {
    local id
    id=$(cat "/sys/block/$(basename "$loop")/dev")
    echo "$id $1" > "$group/blkio.throttle.read_bps_device"
    echo "$id $2" > "$group/blkio.throttle.read_iops_device"
}
# Every step tried, whatever failed before it: the limits, the mount, the device, the group (its
# processes moved back first), the files.
cleanup() {
    set +e
    [ -n "$group" ] && [ -n "$loop" ] && limit 0 0
    mountpoint -q "$mnt" && umount "$mnt"
    [ -n "$loop" ] && losetup -d "$loop"
    if [ -n "$group" ]; then
        while read -r pid; do echo "$pid" > "$blkio/cgroup.procs"; done < "$group/cgroup.procs"
        rmdir "$group" || echo "tree.sh: cannot remove $group" >&2
    fi
    rm -rf "$work"
}
trap cleanup EXIT
if [ -n "$throttle" ]; then
    [[ $throttle =~ ^[1-9][0-9]*\ [1-9][0-9]*$ ]] || { echo "THROTTLE: two numbers, bytes and reads a second" >&2; exit 2; }
    [ -e "$blkio/blkio.throttle.read_iops_device" ] || { echo "no cgroup v1 block throttle ($blkio)" >&2; exit 1; }
    mkdir "$blkio/fragscope-tree-$$"
    group=$blkio/fragscope-tree-$$
    echo $$ > "$group/cgroup.procs" # this shell and all it starts: tar, cat, calibrate
fi

# shellcheck source=tests/perf/reads.sh
. "$top/tests/perf/reads.sh"
# As tar reads a tree, into /dev/zero: no pipe after it (a second process copying every byte twice
# more, which is not the reader's), and not /dev/null, where GNU tar reads no file at all.
tar_read() { tar cf /dev/zero -C "$mnt" tree; }

# Every byte of the image written (no read of the device is a hole the host answers alone), and
# copied without holes.
fio --name=fill --filename="$work/base.img" --size="$size" --rw=write --bs=4m --direct=1 \
    --output=/dev/null > /dev/null
mkfs.ext4 -q -F -b 4096 -E nodiscard "$work/base.img"
mount -o loop "$work/base.img" "$mnt"
"$build/tests/fslab/fslab-tool" tree "$mnt/fill" "$mnt/tree" "$files" "$writers"
umount "$mnt"
cp --sparse=never "$work/base.img" "$work/e4defrag.img"
cp --sparse=never "$work/base.img" "$work/together.img"
export FRAGSCOPE_PROFILE_DIR=$work/profiles
echo "== $files files by $writers writers on ${size} ext4; cold reads: median of $runs; model on the measured profile${throttle:+; reads throttled to $throttle (bytes/s, reads/s)}"

for variant in base e4defrag together; do
    loop=$(losetup --direct-io=on -f --show "$work/$variant.img")
    mount "$loop" "$mnt"
    start=$(date +%s.%N)
    case $variant in
    e4defrag) e4defrag "$mnt/tree" > /dev/null ;;
    together) "$build/app/fragscope" defrag --together "$mnt/tree" > /dev/null ;;
    esac
    took=$(echo "$(date +%s.%N) - $start" | bc)
    sync
    [ -n "$throttle" ] && limit "${throttle% *}" "${throttle#* }"
    reads=()
    busy=()
    models=()
    readers=()
    for run in $(seq "$runs"); do
        echo 3 > /proc/sys/vm/drop_caches
        [ -n "$throttle" ] && sleep 0.3 # a throttled device idle first: three of its 100 ms slices
        ticks=$(io_ticks "$loop")
        reads+=("$(seconds tar_read)")
        busy+=("$(busy_since "$loop" "$ticks")")
        # Measured right after each read: this virtual disk's speed wanders by a third within
        # minutes, so each read has its own profile and the model is the median of theirs.
        "$build/app/fragscope" calibrate --format json --no-save "$loop" > "$work/profile.json"
        "$build/app/fragscope" defrag --plan --json --disk "$work/profile.json" "$mnt/tree" > "$work/plan$run.json"
        models+=("$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["tree"]["read_before"]["seconds"])' \
            "$work/plan$run.json")")
        readers+=("$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["tree"]["read_before"]["reader_seconds"])' \
            "$work/plan$run.json")")
    done
    warm=()
    for _ in $(seq "$runs"); do
        warm+=("$(seconds tar_read)")
    done
    python3 - "$work/plan1.json" "$variant" "$took" "$(printf '%s\n' "${reads[@]}" | median)" \
        "$(printf '%s\n' "${warm[@]}" | median)" "$(printf '%s\n' "${busy[@]}" | median)" "${reads[*]}" \
        "$(printf '%s\n' "${models[@]}" | median)" "${models[*]}" "$(printf '%s\n' "${readers[@]}" | median)" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))["tree"]
r = t["read_before"]
frags = sum(f["fragments"] for f in t["plan"]["files"])
cold, warm, busy, model = float(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6]), float(sys.argv[8])
reader = float(sys.argv[10])  # of the model's seconds, the reader's CPU; the rest is the disk's part
disk = cold - warm
models = " ".join(f"{float(m):.3f}" for m in sys.argv[9].split())
print(f"-- {sys.argv[2]:9} defrag {float(sys.argv[3]):5.1f} s | tar cold {cold:.3f} s ({sys.argv[7]}), warm {warm:.3f} s, "
      f"disk's share {disk:.3f} s, device busy {busy:.3f} s | model {model:.3f} s ({models}), its disk "
      f"{model - reader:.3f} s, reader {reader:.3f} s; disk {100 * (model - reader - disk) / disk:+.0f} % of the disk's share, "
      f"whole {100 * (model - cold) / cold:+.0f} % of the cold read | {int(r['seeks'])} seeks, "
      f"span {r['span_bytes'] / 2**20:.1f} MiB | {frags} fragments in {r['files']} files")
PY
    [ -n "$throttle" ] && limit 0 0
    umount "$mnt"
    losetup -d "$loop"
    loop=
done
