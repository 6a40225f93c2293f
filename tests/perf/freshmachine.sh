#!/usr/bin/env bash
# The README's `make test` on a fresh Debian 12, timed: a minimal Debian 12 made by debootstrap
# (fewer packages than a new machine of ours has: only make and git are added), a clean clone of
# this repository's HEAD in it, then `make test` in a chroot, which installs every package it needs,
# builds with a cold ccache and runs every suite. Prints each phase's seconds.
# Needs root, debootstrap and the network to Debian's mirror; the chroot shares this kernel, its
# loop devices and its cgroups. Its mounts live in a mount namespace of the script's own, so none
# outlives it. Everything is made under WORK (default /var/tmp/fragscope-fresh) and removed at the
# end, also after a failure; the logs stay in WORK.logs, and with KEEP=1 the chroot's files too:
#   sudo tests/perf/freshmachine.sh [WORK]
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
work=$(realpath -m -- "${1:-/var/tmp/fragscope-fresh}")
root=$work/root
logs=$work.logs
mirror=${MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" = 0 ] || { echo "freshmachine.sh: needs root (debootstrap, chroot, loop mounts)" >&2; exit 2; }
command -v debootstrap > /dev/null || { echo "freshmachine.sh: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
if [ -z "${FRESH_NAMESPACE:-}" ]; then
    # Every mount below is private to this namespace: gone with it, never seen by the machine's own.
    exec unshare --mount --propagation private env FRESH_NAMESPACE=1 "$0" "$work"
fi
for d in "$work" "$logs"; do
    [ ! -e "$d" ] || { echo "freshmachine.sh: $d exists; remove it or name another folder" >&2; exit 2; }
done

cleanup() {
    set +e
    # What the suites left mounted is a failure of theirs; it goes with the chroot's own mounts.
    findmnt -Rrn -o TARGET "$root" 2> /dev/null | sort -r | while read -r m; do umount -l "$m"; done
    cp "$work"/*.log "$logs"/ 2> /dev/null
    if findmnt -Rrn -o TARGET "$root" > /dev/null 2>&1; then
        echo "freshmachine.sh: something is still mounted under $root; not removing $work" >&2
    elif [ "${KEEP:-}" != 1 ]; then
        rm -rf --one-file-system "$work"
    fi
}
trap cleanup EXIT
mkdir -p "$work" "$logs"

t=$SECONDS
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$work/debootstrap.log"
echo "fresh: debootstrap (not part of make test): $((SECONDS - t)) s"
# A mount of its own at the chroot's root: /proc/self/mountinfo shows only the mounts under the
# process's root, and the file system the suites run on must be among them, as on a machine.
mount --bind "$root" "$root"
mount -t proc proc "$root/proc"
mount --rbind --make-rslave /sys "$root/sys"
mount --rbind --make-rslave /dev "$root/dev"
cp /etc/resolv.conf "$root/etc/resolv.conf"
t=$SECONDS
chroot "$root" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq make git > /dev/null'
echo "fresh: make and git (not part of make test): $((SECONDS - t)) s"
git clone -q "$top" "$root/root/fragscope"
[ -d "$top/../shared" ] && cp -r "$top/../shared" "$root/root/shared"

# make test's own phases, as the Makefile runs them.
phase() {
    local name=$1 s=$SECONDS
    shift
    chroot "$root" env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin TERM=dumb sh -c "cd /root/fragscope && $*" \
        > "$work/$name.log" 2>&1 || { echo "fresh: $name failed: $logs/$name.log" >&2; exit 1; }
    echo "fresh: $name: $((SECONDS - s)) s"
}
start=$SECONDS
phase packages make deps
phase configure-and-build make build
phase suites make test
echo "fresh: make test in all: $((SECONDS - start)) s"
grep -E "tests passed|Total Test" "$work/suites.log"
