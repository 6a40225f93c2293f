// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"

#include <QString>

#include <optional>

namespace fragscope {

// The fio options our engine implements, each with what it sets (optiontable.cpp). Sets `option`
// (its canonical name) on the job, or says why the value was refused; nullopt when our engine does
// not implement the option. *kbBase carries kb_base= to the lines after.
std::optional<Result<void>> setImplementedOption(
    JobSpec& job, const QString& option, const QString& value, bool hasValue, int* kbBase);

} // namespace fragscope
