// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fragscope {

// Text to standard output as is, and to standard error with a newline, in the locale's encoding.
void printOut(const QString& text);
void printErr(const QString& text);

} // namespace fragscope
