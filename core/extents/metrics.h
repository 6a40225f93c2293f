// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "extents/ondisk.h"

#include <QMetaType>

namespace fragscope {

// The fragmentation figures of one file. One definition each, used by CLI, GUI and reports.
// All sizes in bytes.
struct FragReport
{
    std::uint64_t fileSize = 0;
    std::uint64_t mappedBytes = 0;   // sum of extent lengths
    std::uint64_t extentRecords = 0; // what FIEMAP returned
    std::uint64_t fragments = 0;     // filefrag's "N extents found" (FIEMAP's records, as filefrag counts)
    // From here to seekDistanceBytes: the disk's truth (DiskLayout), as diskTruth says.
    std::uint64_t physicalRuns = 0;    // runs contiguous both logically and on disk
    std::uint64_t idealExtents = 0;    // fewest extents the data could fit in
    std::uint64_t bestExtentBytes = 0; // the extent size idealExtents was computed with
    double e4defragScore = 0;          // 0-30 fine, 31-55 a little fragmented, 56+ needs defrag
    std::uint64_t averageExtentBytes = 0;
    std::uint64_t largestExtentBytes = 0;
    double contiguity = 1.0;             // share of bytes in the idealExtents largest physical runs
    std::uint64_t seekDistanceBytes = 0; // sum of jumps between consecutive pieces read in order
    DiskTruth diskTruth = DiskTruth::Fiemap;
    std::uint64_t diskBytes = 0;         // the extents the file uses, once each, as stored
    std::uint64_t uncompressedBytes = 0; // the same, decompressed
    std::uint64_t referencedBytes = 0;   // the file's bytes in them
    std::uint64_t holes = 0;             // unmapped ranges inside the file
    std::uint64_t holeBytes = 0;
    std::uint64_t sharedBytes = 0;    // in records flagged shared (with another file or snapshot)
    std::uint64_t exclusiveBytes = 0; // in the other records that have space: btrfs filesystem du's Exclusive
    std::uint64_t unwrittenBytes = 0;
    std::uint64_t inlineBytes = 0;
    std::uint64_t encodedBytes = 0;
    std::uint64_t delallocBytes = 0;

    bool operator==(const FragReport&) const = default;
};

// filefrag's rule for where a new fragment starts: cur is neither where prev would continue at the
// same logical distance, nor right after prev physically. prev is all zeros for the first extent,
// as in filefrag. expected is the physical byte filefrag prints in its "expected" column.
struct FragmentBreak
{
    bool isNew = false;
    std::uint64_t expected = 0;
};
FragmentBreak fragmentBreak(const Extent& prev, const Extent& cur);

// filefrag's count over a whole list.
std::uint64_t countFragments(const std::vector<Extent>& extents);

// Whether a record's bytes count as the file's own space, as `btrfs filesystem du` counts its
// Exclusive: not shared, and taking data space (not inline data, nor what has no place yet).
bool takesExclusiveSpace(const Extent& e);

// The physical runs of a layout: its pieces by place on disk, neighbours contiguous both in the
// file and on disk joined (as are two parts of one compressed extent).
std::uint64_t countPhysicalRuns(const std::vector<DiskPiece>& pieces);

// e4defrag's score for r = (extents - best) * 100 / blocks: 8 r up to 10, 80 + 20 r / 100 above.
// 0-30 no problem, 31-55 a little fragmented, 56 and up needs defrag. One definition for the
// file report, the survey's files and its totals.
double e4defragScore(double ratio);

// bestExtentBytes: the largest extent the file system can make in one piece, e4defrag's
// blocks_per_group * groups_per_flex * block size on ext4; 0 means "one extent is ideal". The
// figures of the disk come from layout; without one, from the map's FIEMAP records.
FragReport computeFragReport(const ExtentMap& map, std::uint64_t bestExtentBytes, const DiskLayout& layout);
FragReport computeFragReport(const ExtentMap& map, std::uint64_t bestExtentBytes);

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::FragReport)
