# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the scripts that need a scratch file system: `loopfs TYPE SIZE [OPTIONS]` makes a
# sparse image of SIZE in a fresh temporary directory, formats it as TYPE (xfs, btrfs, ext4),
# loop-mounts it at $mnt (with mount OPTIONS when given), and arranges that it is unmounted,
# detached and removed on every exit. LOOPFS_DIRECT=1: the image is written whole and the loop
# device reads it with direct I/O (the disk, not holes or the page cache: what `fragscope calibrate`
# can measure). Needs root.
loopfs() {
    local type=$1 size=$2 options=${3:-}
    work=$(mktemp -d /tmp/fragscope-loopfs-XXXXXX)
    dev=
    mnt=
    trap loopfs_cleanup EXIT
    truncate -s "$size" "$work/$type.img"
    local keep=() # mkfs's discard would punch the written image full of holes again
    if [ -n "${LOOPFS_DIRECT:-}" ]; then
        dd if=/dev/zero of="$work/$type.img" bs=4M iflag=count_bytes count="$(numfmt --from=iec "$size")" \
            conv=notrunc oflag=direct status=none
        if [ "$type" = ext4 ]; then keep=(-E nodiscard); else keep=(-K); fi
    fi
    case $type in
        ext4) mkfs.ext4 -F -q "${keep[@]}" "$work/$type.img" ;;
        *) "mkfs.$type" -f -q "${keep[@]}" "$work/$type.img" ;;
    esac
    dev=$(losetup ${LOOPFS_DIRECT:+--direct-io=on} --find --show "$work/$type.img")
    mnt=$work/mnt
    mkdir "$mnt"
    mount ${options:+-o "$options"} "$dev" "$mnt"
}

loopfs_cleanup() {
    [ -n "$mnt" ] && mountpoint -q "$mnt" && umount "$mnt"
    [ -n "$dev" ] && losetup -d "$dev"
    rm -rf "$work"
}
