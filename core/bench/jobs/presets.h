// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"
#include "util/error.h"

#include <QString>

#include <vector>

namespace fragscope {

// The job files that ship with fragscope (resources/presets/*.fio).
struct Preset
{
    QString id; // the file's base name: "matrix-6", "cow-randwrite", "crystaldiskmark"
    QString title;
    QString resource;    // ":/presets/ID.fio"
    int repetitions = 1; // runs measured each on its own (RunOptions::repetitions), for a median and spread
};

std::vector<Preset> builtinPresets();
const Preset* findPreset(const QString& id); // nullptr when there is no such preset
QByteArray presetText(const QString& id);    // empty when there is no such preset
// The preset's jobs with directory= set to `directory` (when not empty).
Result<std::vector<JobSpec>> loadPreset(const QString& id, const QString& directory = {});

} // namespace fragscope
