// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/snapshotcompare.h"

#include <QCoreApplication>
#include <QLocale>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SnapshotCompare)
};

} // namespace

std::vector<FigureRow> comparisonRows(const SnapshotDiff& d, std::optional<Spread> readA, std::optional<Spread> readB)
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
            QStringLiteral("bytes"), false},
        {QStringLiteral("moved_bytes"), Text::tr("Bytes that moved"), 0, double(d.movedBytes), QStringLiteral("bytes"),
            false},
        {QStringLiteral("appeared_bytes"), Text::tr("Bytes that appeared"), 0, double(d.appearedBytes),
            QStringLiteral("bytes")},
        {QStringLiteral("vanished_bytes"), Text::tr("Bytes that vanished"), 0, double(d.vanishedBytes),
            QStringLiteral("bytes")},
    };
    if (readA && readB) {
        rows.push_back({QStringLiteral("read_mb_s"), Text::tr("Cold read, median of %1").arg(readA->count),
            readA->median / 1e6, readB->median / 1e6, QStringLiteral("MB/s"), false});
        rows.push_back({QStringLiteral("read_min_mb_s"), Text::tr("Cold read, slowest"), readA->min / 1e6,
            readB->min / 1e6, QStringLiteral("MB/s"), false});
        rows.push_back({QStringLiteral("read_max_mb_s"), Text::tr("Cold read, fastest"), readA->max / 1e6,
            readB->max / 1e6, QStringLiteral("MB/s"), false});
    }
    return rows;
}

QString formatPercentChange(double a, double b)
{
    if (a == 0)
        return QStringLiteral("–");
    const double p = (b - a) * 100.0 / a;
    return QStringLiteral("%1%2 %").arg(p >= 0 ? QStringLiteral("+") : QString(), QLocale().toString(p, 'f', 1));
}

} // namespace fragscope
