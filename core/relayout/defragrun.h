// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/engine/runner.h"
#include "defrag/defrag.h"

#include <optional>

namespace fragscope {

// One file's defrag with its cold sequential read speed measured before and after.
struct MeasuredDefrag
{
    Result<DefragResult> result = std::unexpected(Error{});
    std::optional<Spread> readBefore; // none for a dry run or repetitions 0
    std::optional<Spread> readAfter;  // only when the layout changed
};

// Cold reads (repetitions times; none for a dry run), the defrag, and the same reads again when
// the layout changed: what `fragscope defrag --measure-read N` and the defrag page both do.
MeasuredDefrag defragMeasured(const QString& path, const DefragOptions& options, int repetitions,
    const std::atomic<bool>& cancel, const DefragProgressFn& progress = {});

} // namespace fragscope
