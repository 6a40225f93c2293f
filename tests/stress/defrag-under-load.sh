#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writers on every engine for minutes rather than seconds, before a release: runs the suite
# tst_defragwriters (root, loop ext4, XFS and btrfs) with each of its 32 rows (4 engines × 8
# writers) lasting STRESS_SECONDS (default 75: ten minutes an engine), then prints the table —
# runs, runs that moved data, runs that saw the writer, refusals, writes, bad blocks. The suite
# fails on any bad block and on any complaint of e2fsck, xfs_repair or btrfs check at its end.
#   sudo tests/stress/defrag-under-load.sh [BUILD_DIR]      # STRESS_SECONDS=5 for a quick look
set -u
build=${1:-build/dev}
suite="$build/tests/fslab/tst_defragwriters"
if [ ! -x "$suite" ]; then
    echo "defrag-under-load: $suite is not built (make build)" >&2
    exit 2
fi
if [ "$(id -u)" != 0 ]; then
    echo "defrag-under-load: needs root (loop-mounted file systems)" >&2
    exit 2
fi
seconds=${STRESS_SECONDS:-75}
log=$(mktemp /tmp/defrag-under-load.XXXXXX.log)
echo "defrag-under-load: $seconds s a row, 32 rows ($(date -u +%FT%TZ)); the suite's output in $log"
# Qt Test stops a test function after 5 minutes unless told otherwise: here it runs every row.
QTEST_FUNCTION_TIMEOUT=$(awk -v s="$seconds" 'BEGIN { printf "%d", (s * 32 + 600) * 1000 }') FRAGSCOPE_REQUIRE_FSLAB=1 \
    FRAGSCOPE_STRESS_SECONDS=$seconds "$suite" >"$log" 2>&1
status=$?
printf '%-36s %8s %8s %8s %8s %8s %6s\n' "engine: writer" runs moved "saw it" refused writes bad
sed -n 's/^QINFO  : TestDefragWriters::writersOnEveryEngine([^)]*) \(.*\): \([0-9]*\) runs, \([0-9]*\) moved data, \([0-9]*\) saw the writer, \([0-9]*\) refused; \([0-9]*\) writes; \([0-9]*\) bad blocks$/\1|\2|\3|\4|\5|\6|\7/p' "$log" |
    while IFS='|' read -r row runs moved saw refused writes bad; do
        printf '%-36s %8s %8s %8s %8s %8s %6s\n' "$row" "$runs" "$moved" "$saw" "$refused" "$writes" "$bad"
    done
grep -E '^(FAIL|SKIP)' "$log"
if grep -q 'cleanupTestCase' "$log" && ! grep -q '^FAIL!  : TestDefragWriters::cleanupTestCase' "$log"; then
    echo "fsck: e2fsck -fn, xfs_repair -n and btrfs check --readonly clean"
fi
grep '^Totals' "$log"
[ $status = 0 ] && rm -f "$log"
exit $status
