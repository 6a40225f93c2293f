// SPDX-License-Identifier: GPL-3.0-or-later
#include "savedkind.h"

#include "bench/import/importers.h"
#include "util/documents.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SavedKind)
};

constexpr qint64 kLargestSaved = 1LL << 30; // a survey of a large file system is hundreds of MiB

SavedKind jsonKind(const QJsonObject& o)
{
    const auto has = [&o](const char* key) { return o.contains(QLatin1String(key)); };
    if (o.value(QLatin1String("kind")).toString() == documents::kLab.kind)
        return SavedKind::LabRun;
    if (o.value(QLatin1String("kind")).toString() == documents::kSession.kind)
        return SavedKind::Session;
    if (has("roots") && o.value(QLatin1String("files")).isArray())
        return SavedKind::Survey;
    if (has("results") || has("files") || (has("extents") && (has("file_size") || has("fileSize"))))
        return SavedKind::Snapshot;
    if (has("fio version") || has("fragscope"))
        return SavedKind::BenchResult;
    return SavedKind::Layout;
}

} // namespace

SavedKind savedKindOf(const QString& path)
{
    const QFileInfo info(path); // the name only: the file is looked at by its bytes
    if (pathKind(canonicalPath(path)) != PathKind::File)
        return SavedKind::Layout;
    const QString suffix = info.suffix().toLower();
    if (suffix == QLatin1String("fio"))
        return SavedKind::JobFile;
    const bool json = suffix == QLatin1String("json");
    const bool text
        = suffix == QLatin1String("txt") || suffix == QLatin1String("csv") || suffix == QLatin1String("log");
    if ((!json && !text) || fileSizeAt(canonicalPath(path)) > kLargestSaved)
        return SavedKind::Layout;
    QFile file;
    if (!openForReading(file, path))
        return SavedKind::Layout; // the inspector says why it cannot be read
    const QByteArray content = file.readAll();
    if (json) {
        // fio may print warnings before its JSON (importResult skips them): so may this.
        const qsizetype brace = content.trimmed().startsWith('{') ? content.indexOf('{') : content.indexOf("\n{");
        const QJsonDocument doc = QJsonDocument::fromJson(brace >= 0 ? content.mid(brace) : content);
        if (doc.isObject())
            return jsonKind(doc.object());
    }
    return importResult(content, path) ? SavedKind::BenchResult : SavedKind::Layout;
}

QString savedKindName(SavedKind kind)
{
    switch (kind) {
    case SavedKind::Layout:
        return Text::tr("a file to inspect");
    case SavedKind::Snapshot:
        return Text::tr("a layout snapshot");
    case SavedKind::BenchResult:
        return Text::tr("a benchmark result");
    case SavedKind::LabRun:
        return Text::tr("a lab run");
    case SavedKind::Survey:
        return Text::tr("a survey");
    case SavedKind::JobFile:
        return Text::tr("a fio job file");
    case SavedKind::Session:
        return Text::tr("a session");
    }
    return {};
}

} // namespace fragscope
