#!/usr/bin/env bash
# The README's `make test` on a fresh Debian 12, timed: a minimal Debian 12 made by debootstrap
# (fewer packages than a new machine of ours has: only make and git are added), a clean clone of
# this repository's HEAD in it, then `make test` in a chroot, which installs every package it needs,
# builds with a cold ccache and runs every suite. Prints each phase's seconds.
# Needs root, debootstrap and the network to Debian's mirror; the chroot shares this kernel, its
# loop devices and its cgroups. Everything is made under WORK (default /var/tmp/fragscope-fresh) and
# removed at the end, mounts first, also after a failure:
#   sudo tests/perf/freshmachine.sh [WORK]
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-/var/tmp/fragscope-fresh}
root=$work/root
mirror=${MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" = 0 ] || { echo "freshmachine.sh: needs root (debootstrap, chroot, loop mounts)" >&2; exit 2; }
command -v debootstrap > /dev/null || { echo "freshmachine.sh: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
[ ! -e "$work" ] || { echo "freshmachine.sh: $work exists; remove it or name another folder" >&2; exit 2; }

cleanup() {
    # Mounts the suites left are a failure of theirs; take them down with the chroot's own.
    grep -o " $root[^ ]*" /proc/self/mounts | sort -r | while read -r m; do umount -l "$m" || true; done
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT
mkdir -p "$work"

t=$SECONDS
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$work/debootstrap.log"
echo "fresh: debootstrap (not part of make test): $((SECONDS - t)) s"
mount -t proc proc "$root/proc"
mount --rbind /sys "$root/sys"
mount --make-rslave "$root/sys"
mount --rbind /dev "$root/dev"
mount --make-rslave "$root/dev"
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
        > "$work/$name.log" 2>&1 || { tail -40 "$work/$name.log"; echo "fresh: $name failed" >&2; exit 1; }
    echo "fresh: $name: $((SECONDS - s)) s"
}
start=$SECONDS
phase packages make deps
phase configure-and-build make build
phase suites make test
echo "fresh: make test in all: $((SECONDS - start)) s"
grep -E "tests passed|Total Test" "$work/suites.log"
