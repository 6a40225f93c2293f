// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/placement.h"

#include "extents/fiemapreader.h"

#include <QString>

#include <algorithm>

namespace fragscope::defrag {
namespace {

// The files one after another from run `first` on, a file that does not fit the rest of a run
// going to the start of the next (each file whole, so in physical order). Taking the runs in turn
// like this is the tightest such packing: if the files fit runs a..b at all, this ends by run b.
// Nothing when the runs cannot hold them all (*ranOut) or when they would reach `end` or beyond.
std::optional<Placement> placeFrom(const std::vector<DiskRun>& runs, std::size_t first,
    const std::vector<std::uint64_t>& sizes, std::uint64_t end, bool* ranOut)
{
    Placement p;
    std::size_t run = first;
    std::uint64_t used = 0;
    for (std::uint64_t bytes : sizes) {
        while (run < runs.size() && used + bytes > runs[run].length) {
            ++run;
            used = 0;
        }
        if (run == runs.size()) {
            *ranOut = true;
            return std::nullopt;
        }
        if (p.offsets.empty())
            p.low = runs[run].physical + used;
        p.offsets.push_back(runs[run].logical + used);
        p.runOf.push_back(run);
        used += bytes;
        p.high = runs[run].physical + used;
        if (p.high >= end)
            return std::nullopt;
    }
    return p;
}

} // namespace

Result<std::vector<DiskRun>> physicalRuns(int fd, std::uint64_t align)
{
    auto map = readExtents(QStringLiteral("/proc/self/fd/%1").arg(fd), FiemapOptions{.sync = true});
    if (!map)
        return std::unexpected(map.error());
    std::vector<DiskRun> merged;
    for (const Extent& e : map->extents) {
        if (!merged.empty() && merged.back().physical + merged.back().length == e.physical
            && merged.back().logical + merged.back().length == e.logical) {
            merged.back().length += e.length;
            continue;
        }
        merged.push_back(DiskRun{e.logical, e.length, e.physical});
    }
    std::vector<DiskRun> out;
    for (const DiskRun& r : merged) {
        const std::uint64_t start = (r.logical + align - 1) / align * align;
        const std::uint64_t end = (r.logical + r.length) / align * align;
        if (end > start)
            out.push_back(DiskRun{start, end - start, r.physical + (start - r.logical)});
    }
    std::sort(out.begin(), out.end(), [](const DiskRun& a, const DiskRun& b) { return a.physical < b.physical; });
    return out;
}

std::optional<Placement> narrowestPlacement(
    const std::vector<DiskRun>& runs, const std::vector<std::uint64_t>& sizes, std::uint64_t low, std::uint64_t high)
{
    std::optional<Placement> best;
    std::uint64_t bestSpan = ~0ULL;
    const bool earlier = low <= high;
    for (std::size_t first = 0; first < runs.size(); ++first) {
        // A start that cannot beat the best so far stops as soon as it reaches as far.
        const std::uint64_t from = earlier ? std::min(low, runs[first].physical) : runs[first].physical;
        const std::uint64_t end = bestSpan == ~0ULL ? ~0ULL : from + bestSpan;
        if (earlier && end <= high)
            continue;
        bool ranOut = false;
        auto p = placeFrom(runs, first, sizes, end, &ranOut);
        if (ranOut)
            break; // fewer runs after this one cannot hold them either
        if (!p)
            continue;
        const std::uint64_t span = earlier ? std::max(high, p->high) - std::min(low, p->low) : p->high - p->low;
        if (span < bestSpan) {
            bestSpan = span;
            best = std::move(p);
        }
    }
    return best;
}

void normalizeRuns(std::vector<DiskRun>& runs, std::uint64_t align)
{
    std::sort(runs.begin(), runs.end(), [](const DiskRun& a, const DiskRun& b) { return a.physical < b.physical; });
    std::vector<DiskRun> merged;
    for (const DiskRun& r : runs) {
        if (!merged.empty() && merged.back().physical + merged.back().length >= r.physical)
            merged.back().length = std::max(merged.back().length, r.physical + r.length - merged.back().physical);
        else
            merged.push_back(r);
    }
    runs.clear();
    std::uint64_t logical = 0;
    for (const DiskRun& r : merged) {
        const std::uint64_t start = (r.physical + align - 1) / align * align;
        const std::uint64_t end = (r.physical + r.length) / align * align;
        if (end <= start)
            continue;
        runs.push_back(DiskRun{logical, end - start, start});
        logical += end - start;
    }
}

std::vector<DiskRun> freeRuns(const FreeSpace& space, std::uint64_t align)
{
    std::vector<DiskRun> out;
    out.reserve(space.free.size());
    for (const SpaceRange& f : space.free)
        out.push_back(DiskRun{0, f.length, f.start});
    normalizeRuns(out, align);
    return out;
}

void takeFromRuns(std::vector<DiskRun>& runs, const Placement& place, const std::vector<std::uint64_t>& sizes)
{
    // Where each file goes on the disk, read off the runs as they were planned on.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> taken;
    for (std::size_t m = 0; m < sizes.size(); ++m) {
        const DiskRun& in = runs[place.runOf[m]];
        const std::uint64_t from = in.physical + (place.offsets[m] - in.logical);
        taken.emplace_back(from, from + sizes[m]);
    }
    for (const auto& [from, to] : taken) {
        std::vector<DiskRun> next;
        for (const DiskRun& r : runs) {
            const std::uint64_t end = r.physical + r.length;
            if (to <= r.physical || from >= end) {
                next.push_back(r);
                continue;
            }
            if (from > r.physical)
                next.push_back(DiskRun{r.logical, from - r.physical, r.physical});
            if (to < end)
                next.push_back(DiskRun{r.logical + (to - r.physical), end - to, to});
        }
        runs = std::move(next);
    }
}

} // namespace fragscope::defrag
