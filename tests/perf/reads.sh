# shellcheck shell=bash
# Sourced by the perf scripts that time cold and warm reads (cost.sh, tree.sh).

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Seconds the command takes, its output thrown away.
seconds() {
    local start
    start=$(date +%s.%N)
    "$@" > /dev/null
    echo "$(date +%s.%N) - $start" | bc
}

# A block device's busy time so far (io_ticks of /sys/block/NAME/stat, ms), and the seconds it was
# busy since such a count.
io_ticks() { awk '{print $10}' "/sys/block/$(basename "$1")/stat"; }
busy_since() { awk -v t="$2" '{print ($10 - t) / 1000}' "/sys/block/$(basename "$1")/stat"; }
