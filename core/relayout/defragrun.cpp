// SPDX-License-Identifier: GPL-3.0-or-later
#include "relayout/defragrun.h"

namespace fragscope {

MeasuredDefrag defragMeasured(const QString& path, const DefragOptions& options, int repetitions,
    const std::atomic<bool>& cancel, const DefragProgressFn& progress)
{
    MeasuredDefrag m;
    const int reads = options.dryRun ? 0 : repetitions;
    if (reads > 0)
        m.readBefore = coldReadSpread(path, reads, cancel);
    m.result = defragFile(path, options, cancel, progress);
    if (reads > 0 && m.result && m.result->defragmented)
        m.readAfter = coldReadSpread(path, reads, cancel);
    return m;
}

} // namespace fragscope
