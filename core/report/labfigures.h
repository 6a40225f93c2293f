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
    std::optional<Spread> read; // cold reads, bytes/s
    QString
        readChange; // against the file written sequentially ("-63.2 %", "+4.1 %, within noise"); empty for that stage
    Noise readNoise = Noise::Unknown;
    double modelSeconds = 0; // the read time the disk model predicts for the layout
};
std::vector<LabStageFigures> labStageFigures(const LabTarget& target, const LabSettings& settings);

// A cold read for people: "148.9 MB/s (140.1–152.3)", or "not measured".
QString labReadText(const std::optional<Spread>& read);
// The read and its change in one line: "60.2 MB/s (58.1–61.0); -59.6 %".
QString labReadWithChange(const LabStageFigures& f);

} // namespace fragscope
