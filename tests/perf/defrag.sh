#!/usr/bin/env bash
# Speed targets of defrag, side by side with the file systems' own tools in one go: each run makes
# identically fragmented files on a fresh loop image and times fragscope (with and without content
# verification) against e4defrag on ext4 and xfs_fsr on XFS, caches dropped before each command
# (then the program alone loaded again).
# Medians of RUNS runs (default 5). Needs root and a built tree:
#   sudo tests/perf/defrag.sh [build-dir]      (default build/release, else build/dev)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
runs=${RUNS:-5}
bin=$build/app/fragscope
tool=$build/tests/fslab/fslab-tool
. "$top/tests/fslab/loopfs.sh"
echo "== build: $build, $runs runs"

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# ms COMMAND...: wall milliseconds of COMMAND with the file's data out of the cache but the program
# and its libraries in it (a defrag tool is timed, not the loading of Qt from disk).
ms() {
    local TIMEFORMAT=%3R t
    sync; echo 3 > /proc/sys/vm/drop_caches
    "$1" --version > /dev/null 2>&1 || true
    t=$( { time "$@" > /dev/null 2>&1; } 2>&1 ); echo "${t/./}" | sed 's/^0*//'
}
extents() { filefrag "$1" | awk '{print $(NF-2)}'; }

# Each command gets a fresh image made by the same recipe, so every tool starts from the same shape.
# ext4: 100 MiB written into free space fragmented by 16 KiB filler files (about 6,000 extents), the
# fillers deleted, and the file system grown offline (resize2fs) so there is room to defragment into.
ext4_case() {
    loopfs ext4 600M
    "$tool" freespace "$mnt/fill" "$mnt/file" 100 > /dev/null
    rm -rf "$mnt/fill"; sync
    umount "$mnt"; truncate -s 1200M "$work/ext4.img"; losetup -c "$dev"
    e2fsck -f -y "$dev" > /dev/null 2>&1 || true; resize2fs "$dev" > /dev/null 2>&1; mount "$dev" "$mnt"
}
# XFS: 100 MiB of data in 25,600 extents (two files allocated 4 KiB at a time in turns, one deleted).
xfs_case() {
    loopfs xfs 800M
    "$tool" interleave "$mnt/file" "$mnt/partner" 25600 > /dev/null
    dd if=/dev/urandom of="$mnt/file" bs=1M count=100 conv=notrunc,fsync status=none
}
# timed CASE COMMAND...: prints the milliseconds and the extents before -> after to stderr.
timed() {
    local case=$1; shift
    "$case"
    local before after t
    before=$(extents "$mnt/file")
    t=$(ms "$@" "$mnt/file")
    after=$(extents "$mnt/file")
    loopfs_cleanup; trap - EXIT
    echo "   $* : $before -> $after extents, $t ms" >&2
    echo "$t"
}

# CASES=xfs or CASES=ext4 runs one side only.
cases=${CASES:-ext4 xfs}
plain=(0); verified=(0); e4=(1); ours=(0); fsr=(1)
[[ $cases == *ext4* ]] && plain=() && verified=() && e4=()
[[ $cases == *xfs* ]] && ours=() && fsr=()
for r in $(seq "$runs"); do
    echo "run $r"
    if [[ $cases == *ext4* ]]; then
        e4+=("$(timed ext4_case e4defrag)")
        plain+=("$(timed ext4_case "$bin" defrag --no-verify)")
        verified+=("$(timed ext4_case "$bin" defrag)")
    fi
    if [[ $cases == *xfs* ]]; then
        fsr+=("$(timed xfs_case xfs_fsr)")
        ours+=("$(timed xfs_case "$bin" defrag)")
    fi
done
mp=$(printf '%s\n' "${plain[@]}" | median); mv=$(printf '%s\n' "${verified[@]}" | median); me=$(printf '%s\n' "${e4[@]}" | median)
echo "-- ext4, 100 MiB, free-space fragmented (milliseconds)"
echo "   e4defrag:                      median $me  (${e4[*]})"
echo "   fragscope defrag --no-verify:  median $mp  (${plain[*]})"
echo "   fragscope defrag (verified):   median $mv  (${verified[*]})"
awk -v a="$mp" -v b="$mv" -v e="$me" 'BEGIN { printf "   ratios: %.2f without verification (target <= 0.5), %.2f with (target <= 1.0)\n", a / e, b / e }'
mo=$(printf '%s\n' "${ours[@]}" | median); mf=$(printf '%s\n' "${fsr[@]}" | median)
echo "-- XFS, 100 MiB in 25,600 extents (milliseconds)"
echo "   xfs_fsr:                       median $mf  (${fsr[*]})"
echo "   fragscope defrag (verified):   median $mo  (${ours[*]})"
awk -v a="$mo" -v b="$mf" 'BEGIN { printf "   ratio: %.2f (target <= 1.0)\n", a / b }'
