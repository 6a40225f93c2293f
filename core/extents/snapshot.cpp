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

namespace {

// A mapped piece of a file: [logical, end) at `physical` (~0 where unknown).
struct Piece
{
    std::uint64_t logical, end, physical;
};

std::vector<Piece> piecesOf(const ExtentMap& m)
{
    std::vector<Piece> out;
    for (const Extent& e : m.extents) {
        if (e.length)
            out.push_back({e.logical, e.logicalEnd(), e.locationUnknown() ? ~0ULL : e.physical});
    }
    std::sort(out.begin(), out.end(), [](const Piece& x, const Piece& y) { return x.logical < y.logical; });
    return out;
}

// One file's pieces walked by logical offset.
class PieceCursor
{
public:
    explicit PieceCursor(std::vector<Piece> pieces)
        : m_pieces(std::move(pieces))
    { }
    void skipTo(std::uint64_t at)
    {
        while (m_i < m_pieces.size() && m_pieces[m_i].end <= at)
            ++m_i;
    }
    bool done() const { return m_i == m_pieces.size(); }
    const Piece* covering(std::uint64_t at) const
    {
        return !done() && m_pieces[m_i].logical <= at ? &m_pieces[m_i] : nullptr;
    }
    std::uint64_t nextStart() const { return done() ? ~0ULL : m_pieces[m_i].logical; }
    // Where what covers `at` changes next: the end of the piece there, or the start of the next one.
    std::uint64_t nextChange(std::uint64_t at) const
    {
        if (done())
            return ~0ULL;
        return covering(at) ? m_pieces[m_i].end : m_pieces[m_i].logical;
    }

private:
    std::vector<Piece> m_pieces;
    std::size_t m_i = 0;
};

// [at, next) of the file: in both at the same place, moved, only in a (vanished), only in b.
void count(SnapshotDiff& d, const Piece* a, const Piece* b, std::uint64_t at, std::uint64_t next)
{
    const std::uint64_t len = next - at;
    if (a && b) {
        const std::uint64_t physA = a->physical + (at - a->logical);
        const std::uint64_t physB = b->physical + (at - b->logical);
        if (physA == physB && a->physical != ~0ULL) {
            d.stayedBytes += len;
        } else if (!d.movedRanges.empty() && d.movedRanges.back().second == at) {
            d.movedBytes += len;
            d.movedRanges.back().second = next;
        } else {
            d.movedBytes += len;
            d.movedRanges.emplace_back(at, next);
        }
    } else if (a) {
        d.vanishedBytes += len;
    } else {
        d.appearedBytes += len;
    }
}

} // namespace

SnapshotDiff diffSnapshots(const Snapshot& a, const Snapshot& b)
{
    SnapshotDiff d;
    d.before = a.inspection.report;
    d.after = b.inspection.report;
    // Walk both extent lists by logical offset at once: at every point where either changes, the
    // piece in between is in a, in b, or in both (same place on disk, or not).
    PieceCursor ca(piecesOf(a.inspection.map)), cb(piecesOf(b.inspection.map));
    std::uint64_t at = 0;
    while (true) {
        ca.skipTo(at);
        cb.skipTo(at);
        if (ca.done() && cb.done())
            break;
        const Piece* pa = ca.covering(at);
        const Piece* pb = cb.covering(at);
        if (!pa && !pb) { // a gap in both: jump to the next start
            at = std::min(ca.nextStart(), cb.nextStart());
            continue;
        }
        const std::uint64_t next = std::min(ca.nextChange(at), cb.nextChange(at));
        count(d, pa, pb, at, next);
        at = next;
    }
    return d;
}

} // namespace fragscope
