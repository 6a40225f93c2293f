// SPDX-License-Identifier: GPL-3.0-or-later
// What a defrag buys, said before anything is written: for each file the pieces it can become in
// today's free space, its read time now and after on the cost disk, the bytes it writes and the
// room it needs; the thresholds that leave files out; the sums over a queue or a tree.
#pragma once

#include "defrag/defrag.h"

#include "extents/extent.h"
#include "extents/ondisk.h"
#include "fs/btrfschunks.h"
#include "fs/freespace.h"
#include "model/hddmodel.h"
#include "util/error.h"

#include <QString>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>

namespace fragscope {

struct DefragPreview
{
    std::uint64_t fragments = 0;   // as filefrag counts them
    std::uint64_t piecesNow = 0;   // places on the disk a read goes to one after another
    std::uint64_t piecesAfter = 0; // at best: the fewest free extents that hold it (1 where unknown)
    bool roomKnown = false;        // the free extents were read (GETFSMAP): piecesAfter is theirs
    bool fits = true;              // the free space holds a new copy
    double readNowSeconds = 0;
    double readAfterSeconds = 0;
    // What the defrag writes, the file's data on disk once, and the free space it needs while it
    // runs, a new copy beside the old: 0 both when it cannot become fewer pieces (nothing is done).
    std::uint64_t writeBytes = 0;
    std::uint64_t roomBytes = 0;
    bool improves() const { return piecesAfter < piecesNow; }
    double gainSeconds() const { return std::max(0.0, readNowSeconds - readAfterSeconds); }
};

// The file as it lies (`layout`, its FIEMAP records `map`) and as it would lie written anew in
// `space`: in the largest free extents that hold it, read in the order of the disk (GETFSMAP's map;
// without one: one piece where its first piece lies, as readCost's ideal). A file the free space
// cannot make fewer pieces gains nothing. `rewritten`, when given, says which pieces the defrag
// writes anew (btrfs: btrfsRewrites); each run of them becomes one piece where it starts, the others
// stay where they are, and only they are written. `chunks`, when given (btrfs, root), prices each
// piece where it lies on the device, now and after, as the file's own figures do (readExtents).
DefragPreview previewDefrag(const ExtentMap& map, const DiskLayout& layout, const FreeSpace* space,
    const HddParams& disk, const std::vector<bool>* rewritten = nullptr, const BtrfsChunkMap* chunks = nullptr);

// previewDefrag as the run's engine will do it on a file system of `fsMagic`: on btrfs (not
// compressing) only the pieces its kernel defrag rewrites, known from btrfs's own records.
DefragPreview previewDefragOn(const ExtentMap& map, const DiskLayout& layout, const FreeSpace* space,
    const HddParams& disk, std::uint64_t fsMagic, const DefragOptions& options, const BtrfsChunkMap* chunks = nullptr);

// Previews files by path: each one's map and layout read as the survey reads them, its file
// system's free space read once (GETFSMAP; where it cannot be read, one piece is the best case).
class DefragPreviewer
{
public:
    // options: the run's (btrfs: the threshold and compression it gives the kernel's defrag).
    explicit DefragPreviewer(HddParams disk, DefragOptions options = {})
        : m_disk(std::move(disk))
        , m_options(std::move(options))
    { }
    Result<DefragPreview> preview(const QString& path);

private:
    HddParams m_disk;
    DefragOptions m_options;
    std::map<std::uint64_t, std::optional<FreeSpace>> m_spaces;             // by st_dev
    std::map<std::uint64_t, std::shared_ptr<const BtrfsChunkMap>> m_chunks; // by st_dev; null: none read
};

// What leaves a file out of a run although it could improve; 0: no threshold.
struct DefragThresholds
{
    double minGainSeconds = 0;      // --min-gain
    std::uint64_t minFragments = 0; // --min-fragments (filefrag's count)
    bool any() const { return minGainSeconds > 0 || minFragments > 0; }
};
// Why the thresholds leave a file out ("gains less than the 10.0 ms asked (--min-gain)"), empty when
// they do not.
QString thresholdSkip(std::uint64_t fragments, double gainSeconds, const DefragThresholds& thresholds);

// The previews of the files that would run, summed.
struct PreviewTotals
{
    int files = 0;
    int improving = 0; // of them, those that can become fewer pieces
    double readNowSeconds = 0;
    double readAfterSeconds = 0;
    std::uint64_t writeBytes = 0;
    std::uint64_t roomBytes = 0; // the most one file needs: the files run one at a time
    void add(const DefragPreview& preview);
    double gainSeconds() const { return std::max(0.0, readNowSeconds - readAfterSeconds); }
    // Some would be written, for a gain below 1 % of the read time: not worth what it writes.
    bool notWorthWriting() const { return improving > 0 && gainSeconds() < 0.01 * readNowSeconds; }
};

} // namespace fragscope
