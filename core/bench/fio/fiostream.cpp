// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/fio/fiostream.h"

#include "bench/import/importers.h"
#include "util/json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <utility>

namespace fragscope {

std::vector<QJsonObject> FioStreamParser::feed(const QByteArray& bytes)
{
    std::vector<QJsonObject> done;
    for (const char c : bytes) {
        if (m_depth == 0) {
            takeText(c);
        } else if (takeDocumentChar(c)) {
            if (auto doc = closeDocument())
                done.push_back(std::move(*doc));
        }
    }
    return done;
}

// Outside documents: lines of text, until a brace opens one.
void FioStreamParser::takeText(char c)
{
    if (c == '{') {
        m_depth = 1;
        m_document = QByteArray(1, c);
    } else if (c == '\n' || c == '\r') {
        m_lines << QString::fromLocal8Bit(m_line);
        m_line.clear();
    } else {
        m_line += c;
    }
}

// Inside a document: braces counted outside strings. True when this one closed it.
bool FioStreamParser::takeDocumentChar(char c)
{
    m_document += c;
    if (m_inString) {
        if (m_escaped)
            m_escaped = false;
        else if (c == '\\')
            m_escaped = true;
        else if (c == '"')
            m_inString = false;
        return false;
    }
    if (c == '"')
        m_inString = true;
    else if (c == '{')
        ++m_depth;
    else if (c == '}')
        return --m_depth == 0;
    return false;
}

std::optional<QJsonObject> FioStreamParser::closeDocument()
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(m_document, &error);
    m_document.clear();
    if (error.error == QJsonParseError::NoError && doc.isObject())
        return doc.object();
    m_error = error.errorString();
    return std::nullopt;
}

QStringList FioStreamParser::takeLines()
{
    return std::exchange(m_lines, {});
}

namespace {

// "eta 01h:02m:03s" (days and hours only when there are any) in seconds.
std::optional<int> etaOf(const QString& field)
{
    static const QRegularExpression eta(QStringLiteral("(?:(\\d+)d:)?(?:(\\d+)h:)?(\\d+)m:(\\d+)s"));
    const auto m = eta.match(field);
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toInt() * 86400 + m.captured(2).toInt() * 3600 + m.captured(3).toInt() * 60
        + m.captured(4).toInt();
}

// "r=97.4M,w=1M" (bytes/s, fio's kb_base 1024) or "r=24.3k,w=256 IOPS" into the line's figures.
void readRates(const QString& field, FioStatusLine& s)
{
    const bool iops = field.endsWith(QLatin1String(" IOPS"));
    const QString body = iops ? field.chopped(5) : field;
    for (const QString& part : body.split(u',')) {
        const int eq = part.indexOf(u'=');
        const QString dir = eq < 0 ? QString() : part.left(eq).trimmed();
        QString figure = part.mid(eq + 1).trimmed();
        if (figure.endsWith(QLatin1String("/s")))
            figure.chop(2);
        const double v = fioBytesValue(figure, true).value_or(0);
        if (dir == QLatin1String("r"))
            (iops ? s.readIops : s.readBytesPerSecond) = v;
        else if (dir == QLatin1String("w"))
            (iops ? s.writeIops : s.writeBytesPerSecond) = v;
    }
}

} // namespace

std::optional<FioStatusLine> parseFioStatusLine(const QString& line)
{
    static const QRegularExpression head(QStringLiteral("^Jobs: (\\d+)"));
    const auto h = head.match(line);
    if (!h.hasMatch())
        return std::nullopt;
    FioStatusLine s;
    s.jobs = h.captured(1).toInt();
    // The bracketed fields: [r(1)][85.7%][r=97.4M,w=1M][r=24.3k,w=256 IOPS][eta 00m:01s]
    static const QRegularExpression field(QStringLiteral("\\[([^\\]]*)\\]"));
    for (auto it = field.globalMatch(line); it.hasNext();) {
        const QString f = it.next().captured(1);
        if (f.endsWith(u'%')) {
            s.percent = f.chopped(1).toDouble();
        } else if (f.startsWith(QLatin1String("eta "))) {
            if (const auto eta = etaOf(f))
                s.etaSeconds = eta;
        } else if (f.contains(u'=')) {
            readRates(f, s);
        }
    }
    return s;
}

std::vector<FioReport> fioReports(const QJsonObject& document)
{
    std::vector<FioReport> out;
    const bool client = document.contains(QLatin1String("client_stats"));
    const QJsonArray entries = document.value(QLatin1String(client ? "client_stats" : "jobs")).toArray();
    for (const QJsonValue& v : entries) {
        const QJsonObject o = v.toObject();
        FioReport r;
        r.job = o.value(QLatin1String("jobname")).toString();
        if (client && r.job == QLatin1String("All clients"))
            continue;
        r.host = o.value(QLatin1String("hostname")).toString();
        r.port = o.value(QLatin1String("port")).toInt();
        r.groupId = o.value(QLatin1String("groupid")).toInt();
        r.runtimeMs = jsonU64(o.value(QLatin1String("job_runtime")));
        const char* dirs[2] = {"read", "write"};
        for (int d = 0; d < 2; ++d) {
            const QJsonObject dir = o.value(QLatin1String(dirs[d])).toObject();
            r.bytes[d] = jsonU64(dir.value(QLatin1String("io_bytes")));
            r.ios[d] = jsonU64(dir.value(QLatin1String("total_ios")));
        }
        out.push_back(std::move(r));
    }
    return out;
}

std::optional<FioInterval> fioInterval(const FioReport& earlier, const FioReport& later)
{
    if (later.runtimeMs <= earlier.runtimeMs)
        return std::nullopt;
    const double dt = double(later.runtimeMs - earlier.runtimeMs) / 1000.0;
    FioInterval i;
    i.seconds = double(later.runtimeMs) / 1000.0;
    for (int d = 0; d < 2; ++d) {
        i.bytesPerSecond[d] = double(later.bytes[d] - std::min(later.bytes[d], earlier.bytes[d])) / dt;
        i.iops[d] = double(later.ios[d] - std::min(later.ios[d], earlier.ios[d])) / dt;
    }
    return i;
}

} // namespace fragscope
