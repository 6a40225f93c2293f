// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/random.h"
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <functional>

namespace fragscope {

enum class FillStart { Keep, Truncate };

// Writes bytes [from, to) of the existing file at `path` in 1 MiB pieces of incompressible data, then
// fsyncs: compression cannot hide the layout, and later reads and overwrites find real blocks. With
// FillStart::Truncate the file is emptied first, so nothing of an earlier layout stays. `goOn` is
// asked before each piece (false: an Error marked cancelled); `progress` gets each piece's bytes.
Result<void> writeIncompressible(const QString& path, std::uint64_t from, std::uint64_t to, Rng& rng,
    const std::function<bool()>& goOn, const std::function<void(std::uint64_t)>& progress,
    FillStart start = FillStart::Keep);

} // namespace fragscope
