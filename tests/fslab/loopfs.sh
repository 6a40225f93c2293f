# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the scripts that need a scratch file system: `loopfs TYPE SIZE [OPTIONS]` makes a
# sparse image of SIZE in a fresh temporary directory, formats it as TYPE (xfs, btrfs, ext4),
# loop-mounts it at $mnt (with mount OPTIONS when given), and arranges that it is unmounted,
# detached and removed on every exit. Needs root.
loopfs() {
    local type=$1 size=$2 options=${3:-}
    work=$(mktemp -d /tmp/fragscope-loopfs-XXXXXX)
    dev=
    mnt=
    trap loopfs_cleanup EXIT
    truncate -s "$size" "$work/$type.img"
    case $type in
        ext4) mkfs.ext4 -F -q "$work/$type.img" ;;
        *) "mkfs.$type" -f -q "$work/$type.img" ;;
    esac
    dev=$(losetup --find --show "$work/$type.img")
    mnt=$work/mnt
    mkdir "$mnt"
    mount ${options:+-o "$options"} "$dev" "$mnt"
}

loopfs_cleanup() {
    [ -n "$mnt" ] && mountpoint -q "$mnt" && umount "$mnt"
    [ -n "$dev" ] && losetup -d "$dev"
    rm -rf "$work"
}
