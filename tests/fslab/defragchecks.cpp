// SPDX-License-Identifier: GPL-3.0-or-later
#include "defragchecks.h"

#include "defrag/filestate.h"
#include "util/path.h"

namespace fragscope::fslab {
namespace {

QString differs(const QString& path, const FileState& before, const FileState& after)
{
    QStringList what;
    if (after.digest != before.digest)
        what << QStringLiteral("digest %1, was %2").arg(digestText(after.digest), digestText(before.digest));
    if (after.size != before.size)
        what << QStringLiteral("size %1, was %2").arg(after.size).arg(before.size);
    if (after.mtimeNs != before.mtimeNs)
        what << QStringLiteral("mtime %1 ns, was %2").arg(after.mtimeNs).arg(before.mtimeNs);
    return what.isEmpty() ? QString() : displayPathText(path) + QStringLiteral(": ") + what.join(QStringLiteral("; "));
}

} // namespace

QString keptContent(const DefragResult& r)
{
    if (!r.stateBefore.digested || !r.stateAfter.digested)
        return displayPathText(r.path) + QStringLiteral(": the run did not digest the content before and after");
    return differs(r.path, r.stateBefore, r.stateAfter);
}

QString wholeOnDisk(LoopFs& lab, const DefragResult& r)
{
    if (const QString why = lab.remount(); !why.isEmpty())
        return QStringLiteral("remount: ") + why;
    auto now = fileState(r.path, true);
    if (!now)
        return now.error().message();
    return differs(r.path, r.stateBefore, *now);
}

QString everyFileDone(const std::vector<Result<DefragResult>>& results, bool moved)
{
    for (const auto& one : results) {
        if (!one)
            return one.error().message();
        if (!moved)
            continue;
        if (!one->defragmented || one->changedByOthers)
            return displayPathText(one->path) + QStringLiteral(": ") + one->outcome;
        if (QString kept = keptContent(*one); !kept.isEmpty())
            return kept;
    }
    return {};
}

QString unchangedOnDisk(LoopFs& lab, const Digests& before)
{
    if (const QString why = lab.remount(); !why.isEmpty())
        return QStringLiteral("remount: ") + why;
    return changedContent(before);
}

} // namespace fragscope::fslab
