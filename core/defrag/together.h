// SPDX-License-Identifier: GPL-3.0-or-later
// Files laid down together: on ext4, one donor file for up to 1 GiB of files, allocated with room
// to choose from, and each file's blocks moved into its own stretch of it (EXT4_IOC_MOVE_EXT takes
// a donor offset), in the order given. Each file ends contiguous and right after the one before it
// (or at the start of the next free extent used, further on); the donor then holds their old
// blocks and goes when it is closed (it never had a name, so not even a SIGKILL leaves it behind).
#pragma once

#include "defrag/defrag.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <vector>

namespace fragscope {

// The order files are laid down in: as the directory lists them, by name, or as a list says.
enum class TogetherOrder { Directory, Name, List };

// The files under `paths` (directories walked, links not followed) in `order`: Directory is tar's
// order (depth first, each directory's entries as it lists them); for List, `paths` are files
// already in the order wanted (see readOrderList).
QStringList togetherFiles(const QStringList& paths, TogetherOrder order);
// A list of paths, one a line (blank lines and lines starting with # skipped; relative paths are
// relative to the list's folder), such as the files a program opens in the order it opens them.
Result<QStringList> readOrderList(const QString& listFile);

// The files laid down one right after another in one free extent: [first, first + count) of the
// files given.
struct TogetherGroup
{
    int first = 0;
    int count = 0;
    std::uint64_t bytes = 0; // each file's size in whole pages
};

struct TogetherRun
{
    std::vector<Result<DefragResult>> results; // one a file, in the order given
    std::vector<TogetherGroup> groups;
    QStringList notes;     // the groups split for the free space, or why the files were not put together
    bool together = false; // false: not ext4, each file was defragmented on its own
    // The stretch of the disk the files were placed over, [firstByte, endByte) (a dry run: would be).
    std::uint64_t firstByte = 0;
    std::uint64_t endByte = 0;
    std::uint64_t spanBytes() const { return endByte > firstByte ? endByte - firstByte : 0; }
    // The free space when the run began (statfs f_bavail), and what it left to others at every moment.
    std::uint64_t freeFound = 0;
    std::uint64_t keptFree = 0;
};

// Lays `files` down together in this order, at most 1 GiB at a time: for each such chunk three times
// its size is reserved for a moment (never more than three quarters of the free space), and the
// files go, each whole and in order, over the narrowest stretch of the disk the reserved free
// extents hold them in (a later chunk counted with the earlier ones); the rest is given back at
// once. A group is what one free extent holds; more than one is said in a note. Every file keeps
// the single-file engine's guarantees: content verified, a file changed meanwhile reported and left
// correct. Elsewhere than ext4 each file is defragmented on its own and a note says so. The run never
// takes more than statfs's f_bavail allows, and leaves at least a tenth of what was free at its start
// to other programs (or refuses the chunk, with the figures). A dry run allocates nothing: it says
// where each file would go from the free-space map, and what the run would reserve.
TogetherRun defragTogether(const QStringList& files, const DefragOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(int file, const DefragProgress&)>& progress = {});

} // namespace fragscope
