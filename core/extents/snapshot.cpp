// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/snapshot.h"

#include <algorithm>

namespace fragscope {

Result<Snapshot> takeSnapshot(const QString& path, const QString& label)
{
    auto inspection = inspectFile(path, FiemapOptions{.sync = true});
    if (!inspection)
        return std::unexpected(inspection.error());
    return Snapshot{std::move(*inspection), label};
}

SnapshotDiff diffSnapshots(const Snapshot& a, const Snapshot& b)
{
    SnapshotDiff d;
    d.before = a.inspection.report;
    d.after = b.inspection.report;
    // Walk both extent lists by logical offset at once: at every point where either changes, the
    // piece in between is in a, in b, or in both (same place on disk, or not).
    struct Piece
    {
        std::uint64_t logical, end, physical;
    };
    const auto pieces = [](const ExtentMap& m) {
        std::vector<Piece> out;
        for (const Extent& e : m.extents) {
            if (e.length)
                out.push_back({e.logical, e.logicalEnd(), e.locationUnknown() ? ~0ULL : e.physical});
        }
        std::sort(out.begin(), out.end(), [](const Piece& x, const Piece& y) { return x.logical < y.logical; });
        return out;
    };
    const std::vector<Piece> pa = pieces(a.inspection.map), pb = pieces(b.inspection.map);
    std::size_t i = 0, j = 0;
    std::uint64_t at = 0;
    const auto addMoved = [&](std::uint64_t from, std::uint64_t to) {
        if (!d.movedRanges.empty() && d.movedRanges.back().second == from)
            d.movedRanges.back().second = to;
        else
            d.movedRanges.emplace_back(from, to);
    };
    while (i < pa.size() || j < pb.size()) {
        while (i < pa.size() && pa[i].end <= at)
            ++i;
        while (j < pb.size() && pb[j].end <= at)
            ++j;
        if (i == pa.size() && j == pb.size())
            break;
        const bool inA = i < pa.size() && pa[i].logical <= at;
        const bool inB = j < pb.size() && pb[j].logical <= at;
        if (!inA && !inB) { // a gap in both: jump to the next start
            at = std::min(i < pa.size() ? pa[i].logical : ~0ULL, j < pb.size() ? pb[j].logical : ~0ULL);
            continue;
        }
        std::uint64_t next = ~0ULL;
        if (i < pa.size())
            next = std::min(next, inA ? pa[i].end : pa[i].logical);
        if (j < pb.size())
            next = std::min(next, inB ? pb[j].end : pb[j].logical);
        const std::uint64_t len = next - at;
        if (inA && inB) {
            const std::uint64_t physA = pa[i].physical + (at - pa[i].logical);
            const std::uint64_t physB = pb[j].physical + (at - pb[j].logical);
            if (physA == physB && pa[i].physical != ~0ULL) {
                d.stayedBytes += len;
            } else {
                d.movedBytes += len;
                addMoved(at, next);
            }
        } else if (inA) {
            d.vanishedBytes += len;
        } else {
            d.appearedBytes += len;
        }
        at = next;
    }
    return d;
}

} // namespace fragscope
