#!/usr/bin/env bash
# Makes the README's screenshots: the inspector on a btrfs file fragmented by copy-on-write, and
# its layout plot; the benchmark page running two jobs on that file system, its CrystalDiskMark-style
# matrix, and the same jobs run by fio compared with ours; then the defrag page on the first file, and
# the lab page on throwaway btrfs and ext4 it makes itself; last, the fleet in Prometheus
# (make-fleet-picture.sh). Needs root (loop mount), btrfs-progs,
# xfs_io and fio. Writes only inside a fresh
# temporary directory and docs/screenshots/; unmounts and detaches on every exit.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=${FRAGSCOPE:-$top/build/dev/app/fragscope}
# SCREENSHOT_LANG=ja makes the Japanese guide's pictures, the same scenes in docs/screenshots/ja.
if [ "${SCREENSHOT_LANG:-en}" = ja ]; then
    out=$top/docs/screenshots/ja
    export LANG=ja_JP.UTF-8 LC_ALL= LANGUAGE=
else
    out=$top/docs/screenshots
    export LANG=C.UTF-8 LC_ALL= LANGUAGE=
fi
mkdir -p "$out"
. "$top/tests/fslab/loopfs.sh"
# Read times on this machine's disk as measured, not a preset: each image's loop device reads it with
# direct I/O and is calibrated (`measured`), its profile kept apart from the user's.
export LOOPFS_DIRECT=1
export FRAGSCOPE_PROFILE_DIR=$top/build/screenshot-profiles
rm -rf "$FRAGSCOPE_PROFILE_DIR"
measured() { "$bin" calibrate "$dev" > /dev/null; }
loopfs btrfs 1G
file=$mnt/database.bin
# 64 MiB written in one go, then 1,500 random 4 KiB overwrites, each made durable with fsync:
# copy-on-write puts every one of them somewhere new.
xfs_io -f -c "pwrite -q -S 0x61 0 64m" -c fsync "$file"
cmds=()
for i in $(seq 1 1500); do
    cmds+=(-c "pwrite -q -S 0x62 $(( (RANDOM * 32768 + RANDOM) % 16384 * 4096 )) 4k" -c fsync)
done
xfs_io "${cmds[@]}" "$file"
filefrag "$file"
measured

mkdir -p "$out"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$bin" --screenshot "$out/inspector-btrfs.png" --size 1400x900 "$file"
"$bin" --screenshot "$out/layout-plot-btrfs.png" --size 1400x900 --plot "$file"
# The same on a 200 % screen (the map drawn a bin per device pixel) and in dark colours.
QT_SCALE_FACTOR=2 "$bin" --screenshot "$out/inspector-btrfs-2x.png" --size 1400x900 "$file"
"$bin" --dark --screenshot "$out/inspector-btrfs-dark.png" --size 1400x900 --plot "$file"
echo "wrote $out/inspector-btrfs.png, layout-plot-btrfs.png, inspector-btrfs-2x.png and inspector-btrfs-dark.png"
# The recorded layouts the demo opens where the file system will not fragment its files.
"$bin" --recorded --screenshot "$out/demo-recorded.png" --size 1400x900
echo "wrote $out/demo-recorded.png"

# The benchmark page: a sequential and a random reader at once; fio runs the same file first and
# its result is imported, so the Compare tab shows fio against fragscope.
jobs=$work/two-readers.fio
cat > "$jobs" <<'JOBS'
[global]
size=128m
time_based
runtime=4s
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
mkdir -p "$mnt/bench"
(cd "$mnt/bench" && fio --output-format=json --output="$work/fio.json" "$jobs" > /dev/null && rm -f ./*.0)
"$bin" --bench "$jobs" --bench-dir "$mnt/bench" --size 1400x900 --screenshot "$out/benchmark-live.png"
"$bin" --bench "$jobs" --bench-dir "$mnt/bench" --bench-import "$work/fio.json" --bench-tab compare --size 1400x900 \
    --screenshot "$out/benchmark-compare.png"
sed -e 's/^runtime=.*/runtime=2s/' -e 's/^size=1g/size=256m/' "$top/resources/presets/crystaldiskmark.fio" \
    > "$work/cdm.fio"
"$bin" --bench "$work/cdm.fio" --bench-dir "$mnt/bench" --bench-tab matrix --size 1400x900 --screenshot "$out/benchmark-matrix.png"
echo "wrote $out/benchmark-live.png, benchmark-compare.png and benchmark-matrix.png"

# One job on two machines through fio's client/server: two fio --server processes on 127.0.0.1 stand
# for them, each in its own directory on the image; stopped when the picture is taken (or the script fails).
mkdir -p "$mnt/host-a" "$mnt/host-b"
(cd "$mnt/host-a" && exec fio --server=ip:127.0.0.1,18765) > /dev/null 2>&1 &
server_a=$!
(cd "$mnt/host-b" && exec fio --server=ip:127.0.0.1,18766) > /dev/null 2>&1 &
server_b=$!
stop_servers() { kill "$server_a" "$server_b" 2> /dev/null || true; wait "$server_a" "$server_b" 2> /dev/null || true; }
trap 'stop_servers; loopfs_cleanup' EXIT
sleep 1
cat > "$work/hosts.fio" <<'JOBS'
[global]
size=64m
time_based
runtime=8s
[randrw]
rw=randrw
rwmixread=70
bs=4k
JOBS
"$bin" --bench "$work/hosts.fio" --bench-host 127.0.0.1:18765 --bench-host 127.0.0.1:18766 --size 1400x900 \
    --screenshot "$out/benchmark-hosts.png"
stop_servers
trap loopfs_cleanup EXIT
echo "wrote $out/benchmark-hosts.png"

# The defrag page on the copy-on-write file of the first pictures: before and after side by side.
"$bin" --defrag "$file" --size 1400x900 --screenshot "$out/defrag-btrfs.png"
filefrag "$file"
echo "wrote $out/defrag-btrfs.png"

# The lab page: the quick experiment on throwaway btrfs and ext4 made by the page, defragmented afterwards.
"$bin" --lab-images btrfs,ext4 --size 1400x900 --screenshot "$out/lab.png"
if [ "${SCREENSHOT_LANG:-en}" != ja ]; then # the README's picture of the window in Japanese
    LANG=ja_JP.UTF-8 "$bin" --lab-images btrfs,ext4 --size 1400x900 --screenshot "$out/lab-ja.png"
    echo "wrote $out/lab-ja.png"
fi
echo "wrote $out/lab.png"
# The parallel writers (O_DIRECT, quick) on throwaway ext4 and XFS, then defrag.
"$bin" --lab-images ext4,xfs --lab-experiment parallel-writers --size 1400x900 --screenshot "$out/lab-writers.png"
"$bin" --lab-images xfs,xfs --lab-experiment discard --size 1400x900 --screenshot "$out/lab-discard.png"
"$bin" --lab-images ext4,xfs --lab-experiment copy-tools --size 1400x900 --screenshot "$out/lab-copy.png"
"$bin" --lab-images btrfs --lab-experiment snapshots --size 1400x900 --screenshot "$out/lab-snapshots.png"
echo "wrote $out/lab-writers.png, lab-discard.png, lab-copy.png and lab-snapshots.png"

# A tree for the survey: logs appended in turns, each append made durable (so each is in pieces),
# photos written in one go, and two more databases overwritten at random.
mkdir -p "$mnt/logs" "$mnt/photos"
for round in $(seq 0 39); do
    for n in 1 2 3 4 5 6; do
        xfs_io -f -c "pwrite -q -S 0x6$n $(( round * 65536 )) 64k" -c fsync "$mnt/logs/app$n.log"
    done
done
for n in 1 2 3 4 5 6 7 8; do xfs_io -f -c "pwrite -q 0 ${n}m" -c fsync "$mnt/photos/img$n.jpg"; done
for n in 1 2; do
    cmds=(-c "pwrite -q -S 0x61 0 16m" -c fsync)
    for i in $(seq 1 300); do cmds+=(-c "pwrite -q -S 0x62 $(( RANDOM % 4096 * 4096 )) 4k" -c fsync); done
    xfs_io -f "${cmds[@]}" "$mnt/db$n.bin"
done

# The survey page: that tree on the btrfs image the benchmark and defrag churned, as a disk map.
"$bin" --survey "$mnt" --size 1400x900 --screenshot "$out/survey.png"
"$bin" --survey "$mnt" --survey-view treemap --size 1400x900 --screenshot "$out/survey-treemap.png"
echo "wrote $out/survey.png and survey-treemap.png"

# Measure This Disk on this machine's disk: through a loop device reading, with direct I/O, an image
# written whole on it (the disk itself may not be open to anyone in a container), its profile kept
# apart from the user's.
head -c 512M /dev/urandom > "$work/disk.img"
caldev=$(losetup --direct-io=on --find --show "$work/disk.img")
"$bin" --calibrate "$caldev" --screenshot "$out/calibrate.png" \
    || { losetup -d "$caldev"; exit 1; }
losetup -d "$caldev"
rm -f "$work/disk.img"
echo "wrote $out/calibrate.png"

# The defrag page with a queue: the survey's five worst files of that image, worst first.
mapfile -t worst < <("$bin" scan --format csv --top 5 "$mnt" | tail -n +2 | cut -d, -f1)
args=()
for f in "${worst[@]}"; do args+=(--defrag "$f"); done
"$bin" "${args[@]}" --size 1400x900 --screenshot "$out/defrag-queue.png"
echo "wrote $out/defrag-queue.png"

# The defrag page on a folder: 400 files scattered by 8 writers over fragmented free space, planned,
# then laid down together in directory order (tar's); its disk map before and after.
loopfs_cleanup
loopfs ext4 512M
measured
fslab_tool=$(dirname "$bin")/../tests/fslab/fslab-tool
"$fslab_tool" tree "$mnt/fill" "$mnt/folder" 400 8
"$bin" --defrag-plan "$mnt/folder" --size 1400x900 --screenshot "$out/defrag-plan.png"
"$bin" --defrag-folder "$mnt/folder" --defrag-together dir --size 1400x900 --screenshot "$out/defrag-folder.png"
echo "wrote $out/defrag-plan.png and defrag-folder.png"

# Copy-on-write told truthfully: under compress=zstd (Fedora's default) a log written in order is one
# run on disk though FIEMAP lists it in 1,600 records; a subvolume's snapshot shares its data, and
# overwrites leave bookends (extent bytes no file references).
loopfs_cleanup
loopfs btrfs 1G compress=zstd
measured
seq -w 1 3600000 | sed "s/$/: a line of a log that compresses well, as logs do/" > "$mnt/text.log"
sync
"$bin" --screenshot "$out/inspector-compressed.png" --size 1400x900 "$mnt/text.log"
btrfs -q subvolume create "$mnt/home"
head -c 64m /dev/urandom > "$mnt/home/photos.raw"
cp --reflink=always "$mnt/home/photos.raw" "$mnt/home/photos-edited.raw"
head -c 32m /dev/urandom > "$mnt/home/mail.db"
sync
dd if=/dev/urandom of="$mnt/home/mail.db" bs=1M seek=8 count=8 conv=notrunc,fsync status=none
head -c 16m "$mnt/text.log" > "$mnt/home/notes.txt"
sync
btrfs -q subvolume snapshot "$mnt/home" "$mnt/home-snapshot"
dd if=/dev/urandom of="$mnt/home/photos.raw" bs=1M count=16 conv=notrunc,fsync status=none
sync
"$bin" --survey "$mnt" --survey-view hilbert --size 1400x900 --screenshot "$out/survey-snapshot.png"
echo "wrote $out/inspector-compressed.png and survey-snapshot.png"
rm -rf "$FRAGSCOPE_PROFILE_DIR"

# The guide's fleet: three hosts' metrics in Prometheus, drawn from its answers (a script of its own);
# one picture for both languages.
if [ "${SCREENSHOT_LANG:-en}" != ja ]; then
    FRAGSCOPE=$bin "$top/tests/fslab/make-fleet-picture.sh" "$out/fleet-prometheus.png"
fi
