#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The guide's picture of a fleet (docs/screenshots/fleet-prometheus.png): three "hosts" on this
# machine, each a loop-mounted file system (ext4, XFS, btrfs) with its own node_exporter on
# 127.0.0.1 reading the textfile `fragscope metrics` writes for it, and one Prometheus scraping the
# three every second under the hosts' names. Each round rewrites some of each host's files in pieces
# (a different pace on each) and surveys again; then fleet-picture draws what Prometheus answers to
# the dashboard's queries. Needs root (loop mounts) and the tools tests/tools/fetch.sh unpacks.
# Writes only inside a fresh temporary directory and the picture; stops the servers, unmounts and
# detaches on every exit.
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=${FRAGSCOPE:-$top/build/dev/app/fragscope}
picture=${FLEET_PICTURE:-$(dirname "$bin")/../tests/fslab/fleet-picture}
out=${1:-$top/docs/screenshots/fleet-prometheus.png}
rounds=${ROUNDS:-8}
tool() { command -v "$1" 2> /dev/null || echo "$top/build/test-tools/root/usr/bin/$1"; }
exporter=$(tool prometheus-node-exporter)
prometheus=$(tool prometheus)
for t in "$bin" "$picture" "$exporter" "$prometheus"; do
    [ -x "$t" ] || { echo "make-fleet-picture.sh: $t is missing (make build; tests/tools/fetch.sh)" >&2; exit 1; }
done
work=$(mktemp -d /tmp/fragscope-fleet-XXXXXX)
devs=() pids=()
cleanup() {
    set +e
    for pid in "${pids[@]}"; do kill "$pid"; done
    wait
    for m in "$work"/mnt-*; do mountpoint -q "$m" && { umount "$m" || umount -l "$m"; }; done
    for d in "${devs[@]}"; do losetup -d "$d"; done
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

hosts=(build-server:ext4 mail:xfs backup:btrfs)
targets=
for h in "${hosts[@]}"; do
    name=${h%%:*} type=${h##*:}
    truncate -s 512M "$work/$name.img"
    if [ "$type" = ext4 ]; then mkfs.ext4 -F -q "$work/$name.img"; else "mkfs.$type" -f -q "$work/$name.img"; fi
    dev=$(losetup --find --show "$work/$name.img")
    devs+=("$dev")
    mkdir "$work/mnt-$name" "$work/textfile-$name"
    mount "$dev" "$work/mnt-$name"
    p=$(port)
    "$exporter" --web.listen-address="127.0.0.1:$p" --collector.disable-defaults --collector.textfile \
        --collector.textfile.directory="$work/textfile-$name" > "$work/exporter-$name.log" 2>&1 &
    pids+=($!)
    targets+="  - targets: ['127.0.0.1:$p']
    labels: {instance: '$name'}
"
done
promport=$(port)
cat > "$work/prometheus.yml" <<CONFIG
global: {scrape_interval: 1s, evaluation_interval: 1s}
rule_files: ['$top/resources/prometheus/fragscope-rules.yml']
scrape_configs:
- job_name: node
  static_configs:
$targets
CONFIG
(cd "$work" && exec "$prometheus" --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/tsdb" \
    --web.listen-address="127.0.0.1:$promport" > "$work/prometheus.log" 2>&1) &
pids+=($!)

# Each round: every host's files rewritten in pieces, 4 KiB at a time in turns with a partner file
# that is then deleted (host i writes i+1 such files a round), and surveyed.
start=$(date +%s)
for round in $(seq "$rounds"); do
    i=0
    for h in "${hosts[@]}"; do
        name=${h%%:*}
        m=$work/mnt-$name
        mkdir -p "$m/data/r$round"
        for k in $(seq $((3 - i))); do
            f=$m/data/r$round/f$k
            cmds=()
            for b in $(seq 0 47); do cmds+=(-c "pwrite -q $((b * 4096)) 4096" -c fsync); done
            xfs_io -f "${cmds[@]}" "$f" > /dev/null &
            writer=$!
            xfs_io -f "${cmds[@]}" "$f.partner" > /dev/null
            wait "$writer"
            rm -f "$f.partner"
        done
        # Some whole files too: not every byte written is fragmented.
        dd if=/dev/zero of="$m/data/r$round/whole" bs=1M count=$((2 + i * 3)) status=none
        sync
        "$bin" metrics --textfile "$work/textfile-$name" "$m" 2> /dev/null
        i=$((i + 1))
    done
    sleep 3
done
sleep 2
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$picture" "$promport" "$start" "$out"
echo "wrote $out"
