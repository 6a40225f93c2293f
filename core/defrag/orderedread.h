// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace fragscope {

enum class ReadEnd {
    Done,    // every range read, or the file ended (a short read)
    Stopped, // the consumer said stop
    Refused, // the request was refused as invalid (EINVAL: O_DIRECT with an alignment the device refuses)
};

// Reads [start, end) ranges of a file, `depth` reads of `chunk` bytes in flight (fewer and smaller
// where the ranges need less: a small file gets one buffer of its size), and hands the
// pieces to `consume` in file order as they arrive. The reads go through io_uring straight to the
// kernel's worker threads (one at a time where io_uring is not available), which do them side by
// side: reading a file in thousands of extents is mostly the kernel mapping and submitting each
// piece, and that then runs on every core. With O_DIRECT (starts and chunk multiples of the
// device's block size) this reads the disk; without, it fills the page cache. A read past the end
// of the file ends it. `consume` returns false to stop; no read is left in flight on return.
// Where a file of `size` bytes holds data (SEEK_DATA and SEEK_HOLE), each [start, end) widened to
// whole 4 KiB pages (within reach of O_DIRECT everywhere), in order: what a reader of its content
// reads. The whole file where the file system cannot say.
std::vector<std::pair<std::uint64_t, std::uint64_t>> dataRegions(int fd, std::uint64_t size);

using PieceConsumer = std::function<bool(std::uint64_t offset, const char* data, std::size_t length)>;
Result<ReadEnd> readInOrder(int fd, const std::vector<std::pair<std::uint64_t, std::uint64_t>>& ranges,
    std::uint32_t chunk, int depth, const PieceConsumer& consume);

} // namespace fragscope
