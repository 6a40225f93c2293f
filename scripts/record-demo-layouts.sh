#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Records the layouts the demo ships (resources/recorded/): the talk's experiment — a 1 GiB file
# written in order, then 16,384 random 4 KiB writes with fsync after each — on throwaway btrfs and
# ext4 loop images, and keeps each file's map after the writes as a snapshot. Run as root from the
# source tree with a build: scripts/record-demo-layouts.sh [build/dev]. Nothing but the lab's own
# images is written; they are removed by the lab.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/dev}
out=resources/recorded
# RUN=lab.json converts a run made before (fragscope lab ... --json) instead of running one.
run=${RUN:-}
if [ -z "$run" ]; then
    run=$(mktemp)
    trap 'rm -f "$run"' EXIT
    "$build/app/fragscope" lab --images btrfs,ext4 --size 1G --write-total 64M --bs 4k --repeat 1 --json > "$run"
fi
python3 - "$run" "$out" <<'PY'
import json, sys

run, out = sys.argv[1], sys.argv[2]
lab = json.load(open(run))
settings = lab["settings"]
for target in lab["targets"]:
    stage = next(s for s in target["stages"] if s["name"] == "after_writes")
    snap = dict(stage["snapshot"])
    fs = snap["fs"]["type"]
    unit = snap["block_size"] or 1
    rows = [[e["logical"], e["physical"], e["length"], e["flag_bits"]] for e in snap.pop("extents")]
    if any(v % unit for r in rows for v in r[:3]):
        unit = 1
    # The compact form the reader takes: extent_rows in extent_unit bytes, one array per extent.
    snap["extent_unit"] = unit
    snap["extent_rows"] = [[r[0] // unit, r[1] // unit, r[2] // unit, r[3]] for r in rows]
    date = lab["started"][:10]
    snap["label"] = (f"Recorded on {fs}, {date}: a {settings['file_bytes'] >> 30} GiB file written in order, "
                     f"then {target['writes']:,} random {settings['write_bytes'] >> 10} KiB writes, each followed by fsync")
    snap["path"] = f"recorded/cow-{fs}"
    snap["snapshot"] = 1
    snap["format_version"] = 2
    snap["recorded_with"] = f"fragscope {lab['version']} lab, kernel {lab['kernel']}"
    with open(f"{out}/cow-{fs}.json", "w") as f:
        json.dump(snap, f, separators=(",", ":"))
        f.write("\n")
    print(f"{out}/cow-{fs}.json: {len(rows)} extents")
PY
