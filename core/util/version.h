// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fragscope {

// How this binary was built (CMake's build type: Debug, RelWithDebInfo, Release, ...), shown by
// --version and kept in saved results, where a Debug build's figures would mislead.
QString buildType();

// "0.1.0 (RelWithDebInfo)".
QString versionText();

} // namespace fragscope
