// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/inspection.h"

#include <QString>

namespace fragscope {

// A file's layout at one moment, with a name: taken before and after a defrag, or by hand.
struct Snapshot
{
    Inspection inspection; // the map, its file system, the figures and the time
    QString label;
};

Result<Snapshot> takeSnapshot(const QString& path, const QString& label);

// What changed between two layouts of a file, by logical range.
struct SnapshotDiff
{
    std::uint64_t stayedBytes = 0;   // mapped in both, at the same place on disk
    std::uint64_t movedBytes = 0;    // mapped in both, somewhere else now
    std::uint64_t appearedBytes = 0; // mapped only in b (the file grew, a hole was filled)
    std::uint64_t vanishedBytes = 0; // mapped only in a (truncated, punched)
    std::vector<std::pair<std::uint64_t, std::uint64_t>> movedRanges; // logical [start, end) in b
    FragReport before;
    FragReport after;
};
SnapshotDiff diffSnapshots(const Snapshot& a, const Snapshot& b);

} // namespace fragscope
