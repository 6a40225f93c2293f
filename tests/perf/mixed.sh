#!/usr/bin/env bash
# Two jobs at once, fio against fragscope: a 1 MiB sequential reader (psync, buffered) beside a
# 4 KiB random reader (io_uring, iodepth 16, O_DIRECT), SECONDS_PER_RUN s (default 4) on a
# loop-mounted ext4 — the README's pair. Each job's figure (MB/s for the sequential one, IOPS for the
# random one) is compared per job: medians of RUNS rounds (default 7), each round running fio as it
# runs by default (each job a process of its own), fio with --thread (the jobs threads of one
# process, as fragscope's engine runs them) and fragscope, in an order that turns every round.
# Target: each job gets 0.9x to 1.1x of what fio with --thread gives it (the same share of the disk:
# a figure should not depend on which engine ran it), and each job's share of the pair's reads
# likewise. fio's own two ways are compared too: on this machine they differ by 6-8 % for the
# sequential reader (docs/performance.md), so fragscope against fio's processes is reported beside.
# tests/perf/bench.sh runs it as its last case.
#
# The disk is one that caps reads, as a cloud volume does: a cgroup v1 block throttle holds the loop
# device to IOPS reads a second (default 3000, a gp3 volume's baseline), so the two jobs share a
# fixed number of reads and what each gets is its share. IOPS=0 takes the cap off: the loop device
# then answers from the image's cached pages as fast as two cores copy, and the figures follow the
# machine's noise (±20 % run to run) more than the tools. Both tools read the same two files, laid out
# once before the first run (neither pays for a layout's writeback during another's timed phase).
#   sudo tests/perf/mixed.sh [build-dir]      (default build/release, else build/dev)
set -euo pipefail
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build/release}
[ -x "$build/app/fragscope" ] || build=$top/build/dev
build=$(cd "$build" && pwd) # the runs start in the jobs' folder
runs=${RUNS:-7}
seconds=${SECONDS_PER_RUN:-4}
iops=${IOPS:-3000}
blkio=/sys/fs/cgroup/blkio
. "$top/tests/fslab/loopfs.sh"
loopfs ext4 4G # sets $work (its folder), $dev and $mnt
jobs_dir=$(mktemp -d)
group= devno=
home_group=$blkio$(awk -F: '$2 ~ /(^|,)blkio(,|$)/ {print $3}' /proc/self/cgroup)
# Every step tried, whatever failed before it: the tools stopped, the cap lifted, this shell moved
# back to its own group, the group, the files, the mount and the device.
cleanup() {
    set +e
    pkill -P $$ 2> /dev/null
    wait
    if [ -n "$group" ]; then
        echo "$devno 0" > "$group/blkio.throttle.read_iops_device"
        while read -r pid; do echo "$pid" > "$home_group/cgroup.procs"; done < "$group/cgroup.procs"
        rmdir "$group" || echo "mixed.sh: cannot remove $group" >&2
    fi
    rm -rf "$jobs_dir"
    loopfs_cleanup
}
trap cleanup EXIT
trap 'exit 130' INT TERM
if [ "$iops" != 0 ]; then
    [ -e "$blkio/blkio.throttle.read_iops_device" ] || { echo "no cgroup v1 block throttle ($blkio): IOPS=0" >&2; exit 1; }
    group=$blkio/fragscope-mixed-$$
    mkdir "$group"
    devno=$(cat "/sys/block/$(basename "$dev")/dev")
    echo "$devno $iops" > "$group/blkio.throttle.read_iops_device"
    echo $$ > "$group/cgroup.procs" # this shell and both tools
fi
cap="reads capped at $iops a second"
[ "$iops" = 0 ] && cap="reads not capped"
echo "== build: $build, $runs runs of ${seconds} s per tool, $cap"
cat > "$jobs_dir/pair.fio" <<JOBS
[global]
size=512m
time_based
runtime=${seconds}s
directory=$mnt
[seq read]
filename=seq
rw=read
bs=1m
[rand read]
filename=rand
rw=randread
bs=4k
ioengine=io_uring
iodepth=16
direct=1
JOBS
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# figures < fio-style JSON: "SEQ_BW RAND_IOPS" (fio's and our --output-format json alike).
figures() {
    python3 -c 'import json,sys
jobs = {j["jobname"]: j for j in json.load(sys.stdin)["jobs"]}
print(jobs["seq read"]["read"]["bw_bytes"], jobs["rand read"]["read"]["iops"])'
}
# The files, laid out once and written back: fio and fragscope both read what is there.
for f in seq rand; do
    dd if=/dev/urandom of="$mnt/$f" bs=1M count=512 status=none
done
sync
ours_seq=() ours_rand=() fio_seq=() fio_rand=() thread_seq=() thread_rand=()
# run_tool NAME COMMAND...: runs the pair, appends the two figures to NAME_seq and NAME_rand.
run_tool() {
    local name=$1 s r
    shift
    (cd "$jobs_dir" && "$@" > out.json)
    read -r s r < <(figures < "$jobs_dir/out.json")
    local -n seqs=${name}_seq rands=${name}_rand
    seqs+=("$s")
    rands+=("$r")
}
fio_run() { run_tool fio fio --output-format=json pair.fio; }
thread_run() { run_tool thread fio --thread --output-format=json pair.fio; }
our_run() { run_tool ours "$build/app/fragscope" bench pair.fio --output-format json; }
for i in $(seq "$runs"); do
    case $((i % 3)) in
        1) fio_run; thread_run; our_run ;;
        2) thread_run; our_run; fio_run ;;
        0) our_run; fio_run; thread_run ;;
    esac
done
# report TITLE OURS FIO_THREAD FIO: the medians, fragscope against fio --thread (the target) and
# against fio's processes, and fio's two ways against each other.
report() {
    local name=$1 ours=$2 thread=$3 procs=$4
    local mo mt mp
    mo=$(tr ' ' '\n' <<< "$ours" | median)
    mt=$(tr ' ' '\n' <<< "$thread" | median)
    mp=$(tr ' ' '\n' <<< "$procs" | median)
    echo "-- $name"
    echo "   fio:          median $mp  ($procs)"
    echo "   fio --thread: median $mt  ($thread)"
    echo "   fragscope:    median $mo  ($ours)"
    awk -v o="$mo" -v t="$mt" -v p="$mp" 'BEGIN { r = o / t
        printf "   ratio fragscope/fio --thread: %.3f (target 0.9 to 1.1: %s)\n", r, (r >= 0.9 && r <= 1.1) ? "met" : "missed"
        printf "   ratio fragscope/fio: %.3f; fio --thread/fio: %.3f\n", o / p, t / p }'
}
report "1 MiB sequential reader, psync (bytes/s)" "${ours_seq[*]}" "${thread_seq[*]}" "${fio_seq[*]}"
report "4 KiB random reader, io_uring iodepth 16, O_DIRECT (IOPS)" "${ours_rand[*]}" "${thread_rand[*]}" \
    "${fio_rand[*]}"
# Each job's share of the reads the pair made (1 MiB reads and 4 KiB reads counted alike): what the
# disk gave each. A tool that gets more from the disk in all raises both figures, not the shares.
share() { # share SEQ-FIGURES RAND-FIGURES seq|rand
    paste <(tr ' ' '\n' <<< "$1") <(tr ' ' '\n' <<< "$2") |
        awk -v job="$3" '{ s = $1 / 1048576; x = s / (s + $2); if (job != "seq") x = 1 - x
                           if (NR > 1) printf " "; printf "%.4f", x }'
}
for job in seq rand; do
    report "the $job reader's share of the pair's reads" "$(share "${ours_seq[*]}" "${ours_rand[*]}" $job)" \
        "$(share "${thread_seq[*]}" "${thread_rand[*]}" $job)" "$(share "${fio_seq[*]}" "${fio_rand[*]}" $job)"
done
