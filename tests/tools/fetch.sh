#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Prometheus tools the metrics tests compare against — Debian's prometheus (with promtool) and
# prometheus-node-exporter — unpacked under build/test-tools/root, not installed: installing them
# starts both servers at once, on every interface of the machine, and enables them at boot. The
# suites find them there (tests/common/testtools.h) or on PATH. `make deps` runs this.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
dest=$top/build/test-tools
packages=(prometheus prometheus-node-exporter)
tools=(promtool prometheus prometheus-node-exporter)
have=1
for tool in "${tools[@]}"; do
    command -v "$tool" > /dev/null || [ -x "$dest/root/usr/bin/$tool" ] || have=0
done
[ "$have" = 1 ] && exit 0
sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
# Downloaded into a folder of this run's own (as root, apt warns that it cannot drop to _apt here),
# and only what was downloaded is unpacked.
debs=$(mktemp -d)
trap 'rm -rf "$debs"' EXIT
cd "$debs"
if ! apt-get download -qq "${packages[@]}" 2> /dev/null; then
    $sudo apt-get update -qq
    apt-get download -qq "${packages[@]}" 2> /dev/null
fi
mkdir -p "$dest/root"
for package in "${packages[@]}"; do
    debfile=("$debs/${package}"_*.deb)
    [ "${#debfile[@]}" = 1 ] && [ -f "${debfile[0]}" ] || { echo "fetch.sh: no $package package downloaded" >&2; exit 1; }
    dpkg-deb -x "${debfile[0]}" "$dest/root"
done
echo "fetch.sh: ${packages[*]} unpacked under $dest/root"
