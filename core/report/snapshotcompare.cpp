// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/snapshotcompare.h"

#include "util/documents.h"

#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotCompare)
};

} // namespace

HddPrediction predictSnapshotRead(const Snapshot& s, const HddParams& params)
{
    const std::vector<Extent> read = readExtents(s.inspection.onDisk, s.inspection.chunks.get());
    const std::uint64_t readAhead = s.inspection.onDisk.readAheadBytes;
    return predictHddRead(read.empty() ? std::span<const Extent>(s.inspection.map.extents) : read, params, readAhead);
}

HddComparison compareOnHdd(const Snapshot& a, const Snapshot& b, const HddParams& params)
{
    return HddComparison{params, predictSnapshotRead(a, params), predictSnapshotRead(b, params)};
}

std::vector<FigureRow> comparisonRows(const SnapshotDiff& d, std::optional<Spread> readA, std::optional<Spread> readB,
    const std::optional<HddComparison>& hdd)
{
    const FragReport& a = d.before;
    const FragReport& b = d.after;
    std::vector<FigureRow> rows = {
        {QStringLiteral("fragments"), Text::tr("Fragments"), double(a.fragments), double(b.fragments), QString()},
        {QStringLiteral("extent_records"), Text::tr("Extent records"), double(a.extentRecords), double(b.extentRecords),
            QString()},
        {QStringLiteral("physical_runs"), Text::tr("Physical runs"), double(a.physicalRuns), double(b.physicalRuns),
            QString()},
        {QStringLiteral("e4defrag_score"), Text::tr("e4defrag score"), a.e4defragScore, b.e4defragScore, QString()},
        {QStringLiteral("seek_distance_bytes"), Text::tr("Seek distance"), double(a.seekDistanceBytes),
            double(b.seekDistanceBytes), QStringLiteral("bytes")},
        {QStringLiteral("largest_extent_bytes"), Text::tr("Largest extent"), double(a.largestExtentBytes),
            double(b.largestExtentBytes), QStringLiteral("bytes"), false},
        {QStringLiteral("contiguity"), Text::tr("Contiguity"), a.contiguity, b.contiguity, QString(), false},
        {QStringLiteral("stayed_bytes"), Text::tr("Bytes that stayed"), 0, double(d.stayedBytes),
            QStringLiteral("bytes"), false, false},
        {QStringLiteral("moved_bytes"), Text::tr("Bytes that moved"), 0, double(d.movedBytes), QStringLiteral("bytes"),
            false, false},
        {QStringLiteral("appeared_bytes"), Text::tr("Bytes that appeared"), 0, double(d.appearedBytes),
            QStringLiteral("bytes"), true, false},
        {QStringLiteral("vanished_bytes"), Text::tr("Bytes that vanished"), 0, double(d.vanishedBytes),
            QStringLiteral("bytes"), true, false},
    };
    // What matters most comes first, after the fragments: how fast it reads, measured and modelled.
    std::vector<FigureRow> reads;
    if (readA && readB) {
        reads.push_back({QStringLiteral("read_mb_s"), Text::tr("Cold read, median of %1").arg(readA->count),
            readA->median / 1e6, readB->median / 1e6, QStringLiteral("MB/s"), false});
        reads.push_back({QStringLiteral("read_min_mb_s"), Text::tr("Cold read, slowest"), readA->min / 1e6,
            readB->min / 1e6, QStringLiteral("MB/s"), false});
        reads.push_back({QStringLiteral("read_max_mb_s"), Text::tr("Cold read, fastest"), readA->max / 1e6,
            readB->max / 1e6, QStringLiteral("MB/s"), false});
    }
    if (hdd) {
        const QString disk = diskName(hdd->params);
        reads.push_back({QStringLiteral("hdd_read_s"), Text::tr("Read, %1 (model)").arg(disk), hdd->a.seconds,
            hdd->b.seconds, QStringLiteral("s")});
        reads.push_back({QStringLiteral("hdd_read_mb_s"), Text::tr("Read speed, %1 (model)").arg(disk),
            hdd->a.bytesPerSecond() / 1e6, hdd->b.bytesPerSecond() / 1e6, QStringLiteral("MB/s"), false});
    }
    rows.insert(rows.begin() + 1, reads.begin(), reads.end());
    return rows;
}

QString formatFigure(const FigureRow& row, double v)
{
    if (row.unit == QLatin1String("bytes"))
        return formatBytes(std::uint64_t(v));
    if (row.unit == QLatin1String("MB/s"))
        return QStringLiteral("%1 MB/s").arg(QLocale().toString(v, 'f', 1));
    if (row.unit == QLatin1String("s"))
        return QStringLiteral("%1 s").arg(QLocale().toString(v, 'f', v < 10 ? 2 : 1));
    if (row.key == QLatin1String("contiguity"))
        return formatPercent(v);
    return QLocale().toString(v, 'f', v == std::floor(v) ? 0 : 1);
}

QString formatPercentChange(double a, double b)
{
    if (a == 0)
        return QStringLiteral("–");
    const double p = (b - a) * 100.0 / a;
    return QStringLiteral("%1%2 %").arg(p >= 0 ? QStringLiteral("+") : QString(), QLocale().toString(p, 'f', 1));
}

QString formatMeasuredChange(const Spread& a, const Spread& b)
{
    const QString change = formatPercentChange(a.median, b.median);
    return noiseBetween(a, b) == Noise::Within ? Text::tr("%1, within noise").arg(change) : change;
}

QString formatMeasuredRate(const Spread& s)
{
    const auto mb = [](double bytesPerSecond) { return QLocale().toString(bytesPerSecond / 1e6, 'f', 1); };
    if (s.count < 2)
        return Text::tr("%1 MB/s").arg(mb(s.median));
    return Text::tr("%1 MB/s (%2–%3)").arg(mb(s.median), mb(s.min), mb(s.max));
}

std::shared_ptr<const Comparison> compareSnapshots(const Snapshot& a, const Snapshot& b, std::optional<Spread> readA,
    std::optional<Spread> readB, const HddParams& hdd)
{
    auto c = std::make_shared<Comparison>();
    c->a = a;
    c->b = b;
    c->mapA = std::make_shared<const ExtentMap>(a.inspection.map);
    c->mapB = std::make_shared<const ExtentMap>(b.inspection.map);
    c->indexA = std::make_shared<const MapIndex>(indexMap(*c->mapA));
    c->indexB = std::make_shared<const MapIndex>(indexMap(*c->mapB));
    c->diff = diffSnapshots(a, b);
    c->rows = comparisonRows(c->diff, readA, readB, compareOnHdd(a, b, hdd));
    return c;
}

QJsonObject comparisonJson(const Snapshot& a, const Snapshot& b, const std::vector<FigureRow>& rows)
{
    QJsonObject figures;
    for (const FigureRow& r : rows)
        figures.insert(r.key,
            r.compared ? QJsonObject{{QStringLiteral("a"), r.a}, {QStringLiteral("b"), r.b},
                {QStringLiteral("change"), r.change()}}
                       : QJsonObject{{QStringLiteral("value"), r.b}});
    return document(documents::kComparison,
        {{QStringLiteral("a"), a.label}, {QStringLiteral("b"), b.label},
            {QStringLiteral("path_a"), a.inspection.map.path}, {QStringLiteral("path_b"), b.inspection.map.path},
            {QStringLiteral("figures"), figures}});
}

} // namespace fragscope
