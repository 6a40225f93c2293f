#!/usr/bin/env bash
# Makes the README's screenshots: the inspector on a btrfs file fragmented by copy-on-write, and
# its layout plot. Needs root (loop mount) and btrfs-progs and xfs_io. Writes only inside a fresh
# temporary directory and docs/screenshots/; unmounts and detaches on every exit.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=${FRAGSCOPE:-$top/build/dev/app/fragscope}
out=$top/docs/screenshots
. "$top/tests/fslab/loopfs.sh"
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

mkdir -p "$out"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$bin" --screenshot "$out/inspector-btrfs.png" --size 1400x900 "$file"
"$bin" --screenshot "$out/layout-plot-btrfs.png" --size 1400x900 --plot "$file"
echo "wrote $out/inspector-btrfs.png and $out/layout-plot-btrfs.png"
