// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/failpoint.h"

#ifdef FRAGSCOPE_FAILPOINTS_ON
#define FIU_ENABLE 1
#include <fiu.h>

#include <csignal>
#include <cstdint>

namespace fragscope {

bool failing(FailPoint point)
{
    static const int initialised = fiu_init(0);
    (void)initialised;
    if (!fiu_fail(failPointName(point)))
        return false;
    const auto info = reinterpret_cast<std::intptr_t>(fiu_failinfo());
    if (info == -SIGKILL)
        ::raise(SIGKILL); // a test's SIGKILL at exactly this step (fiu-run -c "enable name=...,failinfo=-9")
    errno = info > 0 ? int(info) : EIO;
    return true;
}

} // namespace fragscope
#endif
