// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"
#include "model/hddmodel.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// One stage of a lab target as every view shows it (the CLI's lines, the page's table, the report's
// summary and sections): each figure defined once, here.
struct LabStageFigures
{
    QString key;   // "created", "after_writes", "after_defrag"
    QString title; // "After 4,096 random writes"
    bool ran = false;
    std::uint64_t extents = 0;
    std::uint64_t fragments = 0;
    std::optional<double> read; // cold read, median bytes/s
    QString readChange;         // against the file written sequentially ("-63.2 %"); empty for that stage
    double modelSeconds = 0;    // the read time the disk model predicts for the layout
};
std::vector<LabStageFigures> labStageFigures(const LabTarget& target, const HddParams& hdd);

// A cold read for people: "148.9 MB/s", or "not measured".
QString labReadText(const std::optional<double>& bytesPerSecond);

} // namespace fragscope
