// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "model/hddmodel.h"
#include "survey/survey.h"

#include <vector>

namespace fragscope {

// What e4defrag divides by: its block size (st_blksize) and blocks per group × groups per flex
// (0 when unknown: then one extent is the best).
struct E4defragGeometry
{
    std::uint32_t blockSize = 4096;
    std::uint64_t spanBlocks = 0;
};

// The figures of f its extents give, in logical order: records, fragments (filefrag's rule), the
// flags and the bytes they mark, where its first placed extent starts, e4defrag's now/best/score
// when e4defrag counts the file; and those of its layout on disk: physical runs, compsize's totals,
// and its read time and time lost (readCost) on the disk, where the read goes on the device when
// btrfs's chunk map is given (readExtents).
void fileFigures(const std::vector<Extent>& extents, const DiskLayout& layout, bool e4defragCounts,
    const E4defragGeometry& e4, const HddParams& hdd, const BtrfsChunkMap* chunks, SurveyFile& f);

// A file with one block or less allocated has at most one extent: one record, one fragment, and
// for e4defrag one block whose best is one extent. Exact without asking FIEMAP; its read time the
// disk's for one block (oneBlockRead).
void oneBlockFigures(SurveyFile& f, const HddPrediction& read);
HddPrediction oneBlockRead(std::uint32_t blockSize, const HddParams& hdd);

// Adds f to the totals and the histograms; extents (when read) give the extent-size rows.
void countFile(
    const SurveyFile& f, const std::vector<Extent>* extents, SurveyTotals& totals, SurveyHistograms& histograms);

} // namespace fragscope
