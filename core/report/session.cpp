// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/session.h"

#include "bench/results/resultjson.h"
#include "report/labreport.h"
#include "report/mapjson.h"
#include "util/path.h"
#include "util/savefile.h"
#include "util/version.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Session)
};

const auto kKind = documents::kSession.kind;
// A session keeps every survey's files; a file system's survey is hundreds of MiB.
constexpr qint64 kLargestSession = 2LL << 30;

QByteArray compact(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// `"key":[part,part,...]`
void appendArray(QByteArray& out, const char* key, const std::vector<QByteArray>& parts)
{
    out += ",\"";
    out += key;
    out += "\":[";
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i)
            out += ',';
        out += parts[i];
    }
    out += ']';
}

// Where a part of the session stands, for its messages: "s.json (lab run 2)".
QString partSource(const QString& source, const char* part, qsizetype i)
{
    return QStringLiteral("%1 (%2 %3)").arg(source, QLatin1String(part)).arg(i + 1);
}

// The array `key`, each element read by `read` (one of the kinds' own readers) into `out`; the first
// that does not read spoils the whole, its error naming it.
template<typename T, typename Reader>
std::optional<Error> readParts(
    const QJsonObject& root, const char* key, const char* part, const QString& source, Reader read, std::vector<T>& out)
{
    const QJsonArray parts = root.value(QLatin1String(key)).toArray();
    for (qsizetype i = 0; i < parts.size(); ++i) {
        auto r = read(parts.at(i).toObject(), partSource(source, part, i));
        if (!r)
            return r.error();
        out.push_back(std::move(*r));
    }
    return std::nullopt;
}

} // namespace

bool SessionContent::empty() const
{
    return inspectedFiles.isEmpty() && recordedLayouts.isEmpty() && snapshots.empty() && benchResults.empty()
        && labRuns.empty() && surveys.empty();
}

QString SessionContent::summary() const
{
    QStringList parts;
    if (const auto n = inspectedFiles.size() + recordedLayouts.size())
        parts << Text::tr("%n inspected file(s)", "", int(n));
    if (!benchResults.empty())
        parts << Text::tr("%n benchmark result(s)", "", int(benchResults.size()));
    if (!snapshots.empty())
        parts << Text::tr("%n snapshot(s)", "", int(snapshots.size()));
    if (!labRuns.empty())
        parts << Text::tr("%n lab run(s)", "", int(labRuns.size()));
    if (!surveys.empty())
        parts << Text::tr("%n survey(s)", "", int(surveys.size()));
    return parts.isEmpty() ? Text::tr("nothing") : parts.join(QStringLiteral(", "));
}

QByteArray sessionJson(const SessionContent& c)
{
    QByteArray out = compact(QJsonObject{
        {QStringLiteral("kind"), kKind},
        {QStringLiteral("format_version"), kSessionVersion},
        {QStringLiteral("tool"), QStringLiteral("fragscope")},
        {QStringLiteral("version"), versionText()},
        {QStringLiteral("saved_at"), QDateTime::currentDateTime().toString(Qt::ISODateWithMs)},
        {QStringLiteral("inspected_files"), QJsonArray::fromStringList(c.inspectedFiles)},
        {QStringLiteral("recorded_layouts"), QJsonArray::fromStringList(c.recordedLayouts)},
    });
    out.chop(1); // the parts follow inside the same object
    std::vector<QByteArray> parts;
    for (const SessionSnapshot& s : c.snapshots) {
        QJsonObject o{{QStringLiteral("snapshot"), toJson(s.snapshot)}};
        if (s.read)
            o.insert(QStringLiteral("read"), spreadJson(*s.read));
        parts.push_back(compact(o));
    }
    appendArray(out, "snapshots", parts);
    parts.clear();
    for (const BenchResult& r : c.benchResults)
        parts.push_back(compact(toJson(r)));
    appendArray(out, "bench_results", parts);
    parts.clear();
    for (const LabResult& r : c.labRuns)
        parts.push_back(compact(labToJson(r)));
    appendArray(out, "lab_runs", parts);
    parts.clear();
    for (const SessionSurvey& s : c.surveys) {
        SurveyReportInput in;
        in.survey = s.survey.get();
        in.files = rankFiles(*s.survey, SurveySort::Runs);
        in.reopenable = true;
        in.freeSpace = s.freeSpace;
        in.freeSpaceUnavailable = s.freeSpaceUnavailable;
        in.spaceCells = &s.spaceCells;
        parts.push_back(surveyJson(in).trimmed());
    }
    appendArray(out, "surveys", parts);
    out += "}\n";
    return out;
}

Result<SessionContent> sessionFromJson(const QByteArray& bytes, const QString& source)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const bool cut = error.offset >= bytes.trimmed().size() - 1;
        return std::unexpected(Error{source,
            cut ? Text::tr("the session file ends early, at byte %1: it was cut short; nothing was opened")
                      .arg(bytes.size())
                : Text::tr("the session file is damaged at byte %1 (%2); nothing was opened")
                      .arg(error.offset)
                      .arg(error.errorString())});
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("kind")).toString() != kKind)
        return std::unexpected(Error{source, Text::tr("not a Fragscope session (no \"kind\": \"fragscope-session\")")});
    const int version = root.value(QLatin1String("format_version")).toInt(0);
    if (version < 1 || version > kSessionVersion)
        return std::unexpected(Error{source,
            Text::tr("session format %1, written by %2; this Fragscope (%3) reads format %4 only: nothing was opened")
                .arg(version)
                .arg(root.value(QLatin1String("version")).toString(), versionText())
                .arg(kSessionVersion)});
    SessionContent c;
    for (const QJsonValue& v : root.value(QLatin1String("inspected_files")).toArray())
        c.inspectedFiles << v.toString();
    for (const QJsonValue& v : root.value(QLatin1String("recorded_layouts")).toArray())
        c.recordedLayouts << v.toString();
    // A part that does not read spoils the whole: the message says which.
    const QJsonArray snapshots = root.value(QLatin1String("snapshots")).toArray();
    for (qsizetype i = 0; i < snapshots.size(); ++i) {
        const QJsonObject o = snapshots.at(i).toObject();
        auto s = snapshotFromJson(o.value(QLatin1String("snapshot")).toObject(), partSource(source, "snapshot", i));
        if (!s)
            return std::unexpected(s.error());
        SessionSnapshot entry{std::move(*s), std::nullopt};
        if (o.contains(QLatin1String("read")))
            entry.read = spreadFromJson(o.value(QLatin1String("read")).toObject());
        c.snapshots.push_back(std::move(entry));
    }
    if (auto err = readParts(root, "bench_results", "benchmark result", source, benchResultFromJson, c.benchResults))
        return std::unexpected(*err);
    if (auto err = readParts(root, "lab_runs", "lab run", source, labFromJson, c.labRuns))
        return std::unexpected(*err);
    std::vector<SavedSurvey> surveys;
    if (auto err = readParts(root, "surveys", "survey", source, surveyFromJson, surveys))
        return std::unexpected(*err);
    for (SavedSurvey& s : surveys) {
        c.surveys.push_back(SessionSurvey{std::make_shared<const Survey>(std::move(s.survey)), std::move(s.freeSpace),
            s.freeSpaceUnavailable, std::move(s.spaceCells)});
    }
    return c;
}

Result<SessionContent> loadSession(const QString& path)
{
    QFile file;
    if (!openForReading(file, path))
        return std::unexpected(Error{path, errnoText(errno), errno});
    if (file.size() > kLargestSession)
        return std::unexpected(Error{path, Text::tr("larger than 2 GiB: not a session file")});
    return sessionFromJson(file.readAll(), path);
}

Result<void> saveSession(const SessionContent& content, const QString& path)
{
    return writeFileDurably(path, sessionJson(content));
}

} // namespace fragscope
