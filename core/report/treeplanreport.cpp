// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/treeplanreport.h"

#include "report/defragpreview.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <map>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(TreeDefrag)
};

} // namespace

QString treePlanSummary(const TreePlan& plan)
{
    const QLocale l;
    QString out = Text::tr("plan: %1 of %2 files, %3 to move; read one by one on the %5 (model), they would take %4 s "
                           "less")
                      .arg(l.toString(plan.planned), l.toString(qulonglong(plan.files.size())),
                          formatBytes(plan.totals.writeBytes), l.toString(plan.totals.gainSeconds(), 'f', 2),
                          diskName(plan.hdd));
    if (plan.room.known)
        out += Text::tr("; the largest free extent is %1").arg(formatBytes(plan.room.largestFreeBytes));
    return out;
}

std::vector<TreeSkips> treePlanSkips(const TreePlan& plan)
{
    std::map<QString, TreeSkips> by;
    for (const TreePlanFile& f : plan.files) {
        if (f.skip.isEmpty())
            continue;
        TreeSkips& s = by[f.skip];
        if (s.files++ == 0) {
            s.reason = f.skip;
            s.example = f.path;
        }
    }
    std::vector<TreeSkips> out;
    out.reserve(by.size());
    for (auto& [reason, s] : by)
        out.push_back(std::move(s));
    return out;
}

QString treePlanText(const TreePlan& plan)
{
    const QLocale l;
    QString out = treePlanSummary(plan) + u'\n';
    if (const QString verdict = previewVerdict(plan.totals); !verdict.isEmpty())
        out += verdict + u'\n';
    for (const TreePlanFile& f : plan.files) {
        if (!f.skip.isEmpty())
            continue;
        out += QStringLiteral("  %1 s  %2  %3  %4\n")
                   .arg(l.toString(f.gainSeconds, 'f', 3), 8)
                   .arg(Text::tr("%n fragment(s)", nullptr, int(f.fragments)), 14)
                   .arg(formatBytes(f.bytes), 10)
                   .arg(f.path);
    }
    for (const TreeSkips& s : treePlanSkips(plan))
        out += Text::tr("  skipped, %1: %2 (%3)\n", "reason: how many (one of them)")
                   .arg(s.reason, l.toString(s.files), s.example);
    return out;
}

QJsonObject treePlanJson(const TreePlan& plan)
{
    QJsonArray files;
    for (const TreePlanFile& f : plan.files) {
        QJsonObject o{{QStringLiteral("path"), f.path}, {QStringLiteral("bytes"), double(f.bytes)},
            {QStringLiteral("fragments"), double(f.fragments)}, {QStringLiteral("gain_s"), f.gainSeconds}};
        if (!f.skip.isEmpty()) {
            o.insert(QStringLiteral("skip"), f.skip);
            o.insert(QStringLiteral("can_move"), f.canMove);
        }
        files.append(o);
    }
    QJsonObject out{{QStringLiteral("planned"), plan.planned}, {QStringLiteral("gain_s"), plan.totals.gainSeconds()},
        {QStringLiteral("bytes_to_move"), double(plan.totals.writeBytes)}, {QStringLiteral("disk"), diskName(plan.hdd)},
        {QStringLiteral("preview"), previewTotalsJson(plan.totals)}, {QStringLiteral("files"), files}};
    if (plan.room.known)
        out.insert(QStringLiteral("largest_free_bytes"), double(plan.room.largestFreeBytes));
    return out;
}

QString treeReadLine(const QString& label, const TreeRead& r, const HddParams& hdd)
{
    const QLocale l;
    return Text::tr("%1 (as tar reads it, %2, model): %3 s, %4 seeks, %5 files over %6 of the disk\n")
        .arg(label, diskName(hdd), l.toString(r.read.seconds, 'f', 2), l.toString(qulonglong(r.read.seeks)),
            l.toString(qulonglong(r.files)), formatBytes(r.spanBytes()));
}

QJsonObject treeReadJson(const TreeRead& r)
{
    return QJsonObject{{QStringLiteral("seconds"), r.read.seconds}, {QStringLiteral("bytes"), double(r.read.bytes)},
        {QStringLiteral("seeks"), double(r.read.seeks)}, {QStringLiteral("cache_hits"), double(r.read.cacheHits)},
        {QStringLiteral("files"), double(r.files)}, {QStringLiteral("span_bytes"), double(r.spanBytes())},
        {QStringLiteral("first_byte"), double(r.firstByte)},
        {QStringLiteral("metadata_reads"), double(r.metadataReads)}, {QStringLiteral("map_reads"), double(r.mapReads)},
        {QStringLiteral("metadata_seconds"), r.metadataSeconds},
        {QStringLiteral("reader_seconds"), r.read.readerSeconds}};
}

} // namespace fragscope
