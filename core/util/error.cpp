// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/error.h"

#include <cstring>

namespace fragscope {

QString errnoText(int errnum)
{
    char buffer[256];
    // GNU strerror_r may return a static string instead of filling the buffer.
    const char* text = strerror_r(errnum, buffer, sizeof buffer);
    return QString::fromLocal8Bit(text);
}

} // namespace fragscope
