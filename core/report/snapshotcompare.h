// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/result.h"
#include "extents/snapshot.h"

#include <QString>

#include <optional>
#include <vector>

namespace fragscope {

// One figure of two snapshots side by side, for the compare table and `fragscope compare`.
struct FigureRow
{
    QString key;   // stable name for JSON: "fragments", "read_mb_s", ...
    QString label; // for people, translated
    double a = 0;
    double b = 0;
    QString unit; // empty for counts
    bool lowerIsBetter = true;

    double change() const { return b - a; }
    std::optional<double> percent() const { return a != 0 ? std::optional((b - a) * 100.0 / a) : std::nullopt; }
};

// The figures of the diff, then the bytes that stayed, moved, appeared and vanished, then the cold
// read speeds (bytes/s over repetitions, see coldReadSpread) when both are known.
std::vector<FigureRow> comparisonRows(
    const SnapshotDiff& diff, std::optional<Spread> readA = {}, std::optional<Spread> readB = {});

// "+12.5 %", "-3.0 %", or "–" when there is no base to compare with.
QString formatPercentChange(double a, double b);
inline QString formatPercentChange(const FigureRow& row)
{
    return formatPercentChange(row.a, row.b);
}

} // namespace fragscope
