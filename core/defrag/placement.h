// SPDX-License-Identifier: GPL-3.0-or-later
// Inside defrag: where files laid down together go. The physically contiguous runs of a
// reservation (or, for a dry run, of the free-space map), and the placement of files, each whole
// and in order, over the narrowest stretch of the disk they allow. together.cpp reserves and moves.
#pragma once

#include "fs/freespace.h"
#include "util/error.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope::defrag {

// A physically contiguous run of a reservation: where it starts in the file and on the disk.
struct DiskRun
{
    std::uint64_t logical = 0;
    std::uint64_t length = 0;
    std::uint64_t physical = 0;
};

// The runs of a file as FIEMAP gives them (touching extents merged), each trimmed to whole pages
// (`align`), in physical order.
Result<std::vector<DiskRun>> physicalRuns(int fd, std::uint64_t align);

// Where each file goes: its offset in the reservation and the run that holds it.
struct Placement
{
    std::vector<std::uint64_t> offsets;
    std::vector<std::size_t> runOf;
    std::uint64_t low = 0, high = 0; // the disk they cover, [low, high)
};

// Of all ways to lay the files down in these runs in order, the one over the narrowest stretch of
// the disk, counted together with [low, high) (what earlier files took; low > high: none yet).
std::optional<Placement> narrowestPlacement(
    const std::vector<DiskRun>& runs, const std::vector<std::uint64_t>& sizes, std::uint64_t low, std::uint64_t high);

// Free stretches of the disk as a dry run plans on them: sorted, touching ones merged (GETFSMAP
// splits free space at block-group boundaries; a reservation's FIEMAP shows it whole), page-trimmed,
// each given its own place in an imagined reservation.
void normalizeRuns(std::vector<DiskRun>& runs, std::uint64_t align);
// A dry run's plan: the free extents as the free-space map lists them; nothing is allocated.
std::vector<DiskRun> freeRuns(const FreeSpace& space, std::uint64_t align);
// What a dry run's chunk takes out of the free runs, for the chunks after it.
void takeFromRuns(std::vector<DiskRun>& runs, const Placement& place, const std::vector<std::uint64_t>& sizes);

} // namespace fragscope::defrag
