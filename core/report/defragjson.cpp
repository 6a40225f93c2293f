// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/defragjson.h"

#include "defrag/filestate.h"
#include "report/mapjson.h"
#include "util/documents.h"
#include "util/version.h"

namespace fragscope {
namespace {

QJsonObject readJson(const Spread& s)
{
    return QJsonObject{{QStringLiteral("median_bytes_per_s"), s.median}, {QStringLiteral("min_bytes_per_s"), s.min},
        {QStringLiteral("max_bytes_per_s"), s.max}, {QStringLiteral("repetitions"), s.count}};
}

} // namespace

QJsonObject defragResultJson(const DefragResult& r, const std::optional<Spread>& readBefore,
    const std::optional<Spread>& readAfter, const std::optional<HddComparison>& hdd)
{
    QJsonObject o{{QStringLiteral("path"), r.path}, {QStringLiteral("method"), defragMethodName(r.method)},
        {QStringLiteral("dry_run"), r.dryRun}, {QStringLiteral("defragmented"), r.defragmented},
        {QStringLiteral("changed_by_others"), r.changedByOthers}, {QStringLiteral("cancelled"), r.cancelled},
        {QStringLiteral("outcome"), r.outcome}, {QStringLiteral("expected_fragments"), double(r.expectedFragments)},
        {QStringLiteral("seconds"), r.seconds}, {QStringLiteral("before"), toJson(r.before)}};
    if (r.unshareBytes > 0) {
        o.insert(QStringLiteral("unshare_bytes"), double(r.unshareBytes));
        o.insert(QStringLiteral("unshare_space_bytes"), double(r.unshareSpaceBytes));
        o.insert(QStringLiteral("free_bytes"), double(r.freeBytes));
    }
    if (r.roomNeededBytes > 0) {
        o.insert(QStringLiteral("room_needed_bytes"), double(r.roomNeededBytes));
        o.insert(QStringLiteral("room_kept_bytes"), double(r.roomKeptBytes));
    }
    if (r.pieceBytes > 0) {
        o.insert(QStringLiteral("piece_bytes"), double(r.pieceBytes));
        o.insert(QStringLiteral("pieces"), double(r.pieces));
    }
    if (!r.after.inspection.map.path.isEmpty())
        o.insert(QStringLiteral("after"), toJson(r.after));
    if (r.stateBefore.digested)
        o.insert(QStringLiteral("digest_before"), digestText(r.stateBefore.digest));
    if (r.stateAfter.digested)
        o.insert(QStringLiteral("digest_after"), digestText(r.stateAfter.digest));
    if (readBefore)
        o.insert(QStringLiteral("read_before"), readJson(*readBefore));
    if (readAfter)
        o.insert(QStringLiteral("read_after"), readJson(*readAfter));
    if (hdd) {
        o.insert(QStringLiteral("hdd_model_read_s"),
            QJsonObject{{QStringLiteral("before"), hdd->a.seconds}, {QStringLiteral("after"), hdd->b.seconds},
                {QStringLiteral("rpm"), hdd->params.rpm}});
    }
    return o;
}

QJsonObject defragErrorJson(const QString& path, const QString& reason)
{
    return QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("error"), reason}};
}

QJsonObject defragDocument(const QJsonArray& results, const std::optional<QJsonObject>& tree)
{
    // What copying the shared extents of every file would take, in total.
    double unshare = 0, space = 0;
    for (const QJsonValue& v : results) {
        unshare += v.toObject().value(QLatin1String("unshare_bytes")).toDouble();
        space += v.toObject().value(QLatin1String("unshare_space_bytes")).toDouble();
    }
    QJsonObject body{{QStringLiteral("build_type"), buildType()}, {QStringLiteral("results"), results},
        {QStringLiteral("unshare_bytes"), unshare}, {QStringLiteral("unshare_space_bytes"), space}};
    if (tree)
        body.insert(QStringLiteral("tree"), *tree);
    return document(documents::kDefrag, body);
}

} // namespace fragscope
