// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"
#include "extents/mapbins.h"
#include "extents/snapshot.h"
#include "model/hddmodel.h"

#include <QJsonObject>
#include <QString>

#include <memory>
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
    // false for figures of the change itself (bytes that moved, ...): only B means something, so no
    // A and no percentage is shown.
    bool compared = true;

    double change() const { return b - a; }
    std::optional<double> percent() const { return a != 0 ? std::optional((b - a) * 100.0 / a) : std::nullopt; }
};

// The read time the HDD model predicts for two layouts (a model, labelled as one).
struct HddComparison
{
    HddParams params;
    HddPrediction a;
    HddPrediction b;
};
// The model's cold read of a snapshot as it goes to disk: its layout's pieces (on btrfs the stored
// extents, each once), as every read time is worked out; the map's extents for a snapshot saved
// without its layout.
HddPrediction predictSnapshotRead(const Snapshot& s, const HddParams& params);
HddComparison compareOnHdd(const Snapshot& a, const Snapshot& b, const HddParams& params = {});

// The fragments; the cold read speeds (bytes/s over repetitions, see coldReadSpread) when both are
// known and what the HDD model predicts when given; the other figures of the diff; the bytes that
// stayed, moved, appeared and vanished.
std::vector<FigureRow> comparisonRows(const SnapshotDiff& diff, std::optional<Spread> readA = {},
    std::optional<Spread> readB = {}, const std::optional<HddComparison>& hdd = {});

// Everything a side-by-side comparison shows, computed in one go off the GUI thread: both
// snapshots, their maps shared with the views and indexed for drawing, what moved, every figure.
struct Comparison
{
    Snapshot a;
    Snapshot b;
    std::shared_ptr<const ExtentMap> mapA;
    std::shared_ptr<const ExtentMap> mapB;
    std::shared_ptr<const MapIndex> indexA;
    std::shared_ptr<const MapIndex> indexB;
    SnapshotDiff diff;
    std::vector<FigureRow> rows;
};
std::shared_ptr<const Comparison> compareSnapshots(const Snapshot& a, const Snapshot& b,
    std::optional<Spread> readA = {}, std::optional<Spread> readB = {}, const HddParams& hdd = {});

// One value of a row for people, in its unit: "1.2 MiB", "148.9 MB/s", "1.80 s", "97.0 %", "42".
// `compare --json`: the two sides and every figure, in a document of kind "comparison". A figure
// of both sides has a, b and the change; a figure of the change itself (bytes that stayed, moved,
// appeared, vanished) is one value.
QJsonObject comparisonJson(const Snapshot& a, const Snapshot& b, const std::vector<FigureRow>& rows);

QString formatFigure(const FigureRow& row, double value);

// "+12.5 %", "-3.0 %", or "–" when there is no base to compare with.
QString formatPercentChange(double a, double b);
inline QString formatPercentChange(const FigureRow& row)
{
    return formatPercentChange(row.a, row.b);
}

// The change of the medians, marked when it is within the noise of the runs: "+59.6 %, within noise".
QString formatMeasuredChange(const Spread& a, const Spread& b);
// A measured rate, the median of its runs with their range: "148.9 MB/s (140.1–152.3)", or the one value.
QString formatMeasuredRate(const Spread& s);

} // namespace fragscope
