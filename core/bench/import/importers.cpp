// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/import/importers.h"

#include "bench/import/importtext.h"
#include "bench/results/resultjson.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>

#include <cmath>

namespace fragscope {

using importtext::lineError;
using importtext::lineFailure;
using importtext::Text;

namespace {

// "28.1k", "8368", "1.2M": a count with fio's decimal prefixes.
std::optional<double> countValue(const QString& text)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*([kKmM]?)\s*$)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString p = m.captured(2).toLower();
    return m.captured(1).toDouble() * (p == QLatin1String("k") ? 1e3 : p == QLatin1String("m") ? 1e6 : 1);
}

// "1001msec", "90002msec", "5s", "200usec": microseconds.
std::optional<double> timeValueUs(const QString& text)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*(nsec|usec|msec|sec|s|ms|us)?\s*$)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString u = m.captured(2);
    const double n = m.captured(1).toDouble();
    if (u == QLatin1String("nsec"))
        return n / 1000;
    if (u == QLatin1String("usec") || u == QLatin1String("us"))
        return n;
    if (u == QLatin1String("sec") || u == QLatin1String("s"))
        return n * 1e6;
    return n * 1e3; // msec, and fio's runt= without a unit
}

double unitToNs(const QString& unit)
{
    if (unit == QLatin1String("nsec"))
        return 1;
    if (unit == QLatin1String("msec"))
        return 1e6;
    if (unit == QLatin1String("sec"))
        return 1e9;
    return 1e3; // usec
}

// "key=value, key=value" into a lookup, values trimmed.
QHash<QString, QString> keyValues(const QString& text)
{
    QHash<QString, QString> out;
    for (const QString& part : text.split(QLatin1Char(','))) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq > 0)
            out.insert(part.left(eq).trimmed(), part.mid(eq + 1).trimmed());
    }
    return out;
}

} // namespace

std::optional<double> fioBytesValue(const QString& text, bool binary)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*([KMGTP]?)(i?)B?\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double n = m.captured(1).toDouble();
    const QString prefix = m.captured(2).toUpper();
    binary = binary || !m.captured(3).isEmpty();
    const double base = binary ? 1024.0 : 1000.0;
    const int power = prefix.isEmpty() ? 0 : int(QStringLiteral("KMGTP").indexOf(prefix)) + 1;
    return n * std::pow(base, power);
}

namespace {

// fio's normal (text) output, fio 2's and fio 3's, read a line at a time: a run per job header, its
// directions, their latency and percentiles, its CPU and exact counts; the disks' block.
class FioTextImport
{
public:
    explicit FioTextImport(const QString& path)
        : m_path(path)
    {
        m_result.title = QFileInfo(path).fileName();
        m_result.context.tool = QStringLiteral("fio");
    }

    Result<void> readLine(const QString& line, int lineNo)
    {
        m_lineNo = lineNo;
        if (readVersion(line) || readDisks(line) || readHeader(line))
            return {};
        if (!m_run)
            return {}; // fio's preamble: job lines, "Starting N processes", ...
        if (auto read = readDirection(line))
            return *read;
        if (!m_dir)
            return {};
        if (auto read = readLatency(line))
            return *read;
        if (auto read = readPercentiles(line))
            return *read;
        m_percentileUnit = 0;
        readRunTail(line);
        return {};
    }

    Result<BenchResult> take()
    {
        if (m_result.runs.empty())
            return std::unexpected(Error{
                m_path, Text::tr("no fio job result found (a line like \"name: (groupid=0, jobs=1): err= 0: ...\")")});
        if (m_result.origin.isEmpty())
            m_result.origin = QStringLiteral("fio");
        return std::move(m_result);
    }

private:
    std::unexpected<Error> failAt(const QString& reason) const { return lineFailure(m_path, m_lineNo, reason); }

    bool readVersion(const QString& line)
    {
        static const QRegularExpression version(QStringLiteral(R"(^fio-([0-9][0-9.]*\S*))"));
        const auto m = version.match(line);
        if (!m.hasMatch() || !m_result.origin.isEmpty())
            return false;
        m_result.context.toolVersion = m.captured(1);
        m_result.origin = QStringLiteral("fio ") + m.captured(1);
        return true;
    }

    // "Disk stats (read/write):" and a line per disk; with status reports the last block counts.
    bool readDisks(const QString& line)
    {
        static const QRegularExpression disk(QStringLiteral(R"(^\s+(\S+): ios=(\d+)/(\d+),.*\butil=([0-9.]+)%)"));
        if (line.startsWith(QLatin1String("Disk stats"))) {
            m_result.disks.clear();
            m_inDisks = true;
            return true;
        }
        if (!m_inDisks)
            return false;
        if (const auto m = disk.match(line); m.hasMatch()) {
            m_result.disks.push_back(DiskUtil{
                m.captured(1), m.captured(2).toULongLong(), m.captured(3).toULongLong(), m.captured(4).toDouble()});
            return true;
        }
        m_inDisks = false;
        return false;
    }

    // "name: (groupid=0, jobs=1): err= 0: ...": a new run of the job (a job seen before repeats).
    bool readHeader(const QString& line)
    {
        static const QRegularExpression header(
            QStringLiteral(R"(^(\S.*?): \(groupid=(\d+), jobs=(\d+)\): err=\s*(-?\d+))"));
        const auto m = header.match(line);
        if (!m.hasMatch())
            return false;
        const QString name = m.captured(1).trimmed();
        auto job = std::find_if(
            m_result.jobs.begin(), m_result.jobs.end(), [&](const JobSpec& j) { return j.name == name; });
        if (job == m_result.jobs.end()) {
            JobSpec spec;
            spec.name = name;
            job = m_result.jobs.insert(m_result.jobs.end(), spec);
        }
        JobRun r;
        r.job = name;
        r.jobIndex = int(job - m_result.jobs.begin());
        r.repetition = int(std::count_if(
            m_result.runs.begin(), m_result.runs.end(), [&](const JobRun& x) { return x.jobIndex == r.jobIndex; }));
        m_result.runs.push_back(r);
        m_run = &m_result.runs.back();
        m_dir = nullptr;
        m_percentileUnit = 0;
        return true;
    }

    // "  read: IOPS=..., BW=...(io/runtime)" (fio 3) or "  read : io=..., bw=..., iops=..., runt=..."
    // (fio 2).
    std::optional<Result<void>> readDirection(const QString& line)
    {
        static const QRegularExpression direction(QStringLiteral(R"(^\s+(read|write)\s*:\s*(.*)$)"));
        static const QRegularExpression newForm(
            QStringLiteral(R"(^IOPS=([0-9.]+[kKmM]?), BW=([0-9.]+\w*)/s(?: \([^)]*\))?\(([0-9.]+\w*)/([0-9.]+\w*)\))"));
        const auto m = direction.match(line);
        if (!m.hasMatch())
            return std::nullopt;
        m_dir = m.captured(1) == QLatin1String("read") ? &m_run->read : &m_run->write;
        const QString rest = m.captured(2);
        m_percentileUnit = 0;
        std::optional<double> iops, io, runtime;
        if (const auto n = newForm.match(rest); n.hasMatch()) {
            iops = countValue(n.captured(1));
            io = fioBytesValue(n.captured(3), false);
            runtime = timeValueUs(n.captured(4));
        } else if (rest.startsWith(QLatin1String("io="))) {
            const auto kv = keyValues(rest);
            io = fioBytesValue(kv.value(QStringLiteral("io")), true);
            iops = countValue(kv.value(QStringLiteral("iops")));
            runtime = timeValueUs(kv.value(QStringLiteral("runt")));
        } else {
            return failAt(Text::tr("neither fio 2 nor fio 3 %1 line: %2").arg(m.captured(1), rest));
        }
        if (!iops || !io || !runtime)
            return failAt(Text::tr("cannot read the %1 figures: %2").arg(m.captured(1), rest));
        m_dir->ioBytes = std::uint64_t(*io);
        m_dir->runtimeUs = std::uint64_t(*runtime);
        m_dir->ios = std::uint64_t(std::llround(*iops * *runtime / 1e6));
        m_run->runtimeUs = std::max(m_run->runtimeUs, m_dir->runtimeUs);
        return Result<void>{};
    }

    // "    clat (usec): min=..., max=..., avg=..., stdev=...".
    std::optional<Result<void>> readLatency(const QString& line)
    {
        static const QRegularExpression clat(QStringLiteral(R"(^\s+clat \((\w+)\):\s*(.*)$)"));
        const auto m = clat.match(line);
        if (!m.hasMatch())
            return std::nullopt;
        const double unit = unitToNs(m.captured(1));
        const auto kv = keyValues(m.captured(2));
        const auto min = countValue(kv.value(QStringLiteral("min")));
        const auto max = countValue(kv.value(QStringLiteral("max")));
        const auto avg = countValue(kv.value(QStringLiteral("avg")));
        const auto dev = countValue(kv.value(QStringLiteral("stdev")));
        if (!min || !max || !avg || !dev)
            return failAt(Text::tr("cannot read the latency line: %1").arg(line.trimmed()));
        m_dir->clat.minNs = std::uint64_t(*min * unit);
        m_dir->clat.maxNs = std::uint64_t(*max * unit);
        m_dir->clat.meanNs = *avg * unit;
        m_dir->clat.stddevNs = *dev * unit;
        m_dir->clat.samples = m_dir->ios;
        return Result<void>{};
    }

    // "    clat percentiles (usec):" and its "     | 1.00th=[ 42], ..." lines.
    std::optional<Result<void>> readPercentiles(const QString& line)
    {
        static const QRegularExpression percentiles(QStringLiteral(R"(^\s+clat percentiles \((\w+)\):)"));
        static const QRegularExpression percentile(QStringLiteral(R"(([0-9.]+)th=\[\s*([0-9]+)([kKmM]?)\])"));
        if (const auto m = percentiles.match(line); m.hasMatch()) {
            m_percentileUnit = unitToNs(m.captured(1));
            return Result<void>{};
        }
        if (m_percentileUnit <= 0 || !line.trimmed().startsWith(QLatin1Char('|')))
            return std::nullopt;
        auto it = percentile.globalMatch(line);
        if (!it.hasNext())
            return failAt(Text::tr("cannot read the percentiles: %1").arg(line.trimmed()));
        while (it.hasNext()) {
            const auto p = it.next();
            const double scale = p.captured(3).isEmpty()        ? 1
                : p.captured(3).toLower() == QLatin1String("k") ? 1e3
                                                                : 1e6;
            m_dir->clat.percentiles.emplace_back(
                p.captured(1).toDouble(), std::uint64_t(p.captured(2).toDouble() * scale * m_percentileUnit));
        }
        return Result<void>{};
    }

    // The run's CPU line and its exact I/O counts.
    void readRunTail(const QString& line)
    {
        static const QRegularExpression cpu(QStringLiteral(R"(^\s+cpu\s*:\s*usr=([0-9.]+)%, sys=([0-9.]+)%)"));
        static const QRegularExpression issued(QStringLiteral(R"(^\s+issued rwts: total=(\d+),(\d+))"));
        if (const auto m = cpu.match(line); m.hasMatch()) {
            m_run->usrCpu = m.captured(1).toDouble();
            m_run->sysCpu = m.captured(2).toDouble();
        } else if (const auto m = issued.match(line); m.hasMatch()) {
            // Exact counts, where the IOPS line is rounded.
            m_run->read.ios = m_run->read.present() ? m.captured(1).toULongLong() : 0;
            m_run->write.ios = m_run->write.present() ? m.captured(2).toULongLong() : 0;
            m_run->read.clat.samples = m_run->read.ios;
            m_run->write.clat.samples = m_run->write.ios;
        }
    }

    const QString m_path;
    BenchResult m_result;
    int m_lineNo = 0;
    JobRun* m_run = nullptr;
    DirectionStats* m_dir = nullptr;
    double m_percentileUnit = 0; // ns per printed unit while inside a percentile block
    bool m_inDisks = false;      // inside fio's "Disk stats" block
};

} // namespace

Result<BenchResult> importFioText(const QByteArray& text, const QString& path)
{
    FioTextImport import(path);
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // A terminal's view of the line: fio's status lines end in '\r' and the next text overwrites
        // them (a CRLF file's '\r' is only the end).
        QString raw = QString::fromUtf8(lines.at(i));
        if (raw.endsWith(QLatin1Char('\r')))
            raw.chop(1);
        if (auto read = import.readLine(raw.mid(raw.lastIndexOf(QLatin1Char('\r')) + 1), int(i + 1)); !read)
            return std::unexpected(read.error());
    }
    return import.take();
}

namespace {

// One line of fio's terse output, version 3. Per direction 41 fields: KiB, KiB/s, IOPS, runtime in
// ms; slat, clat (min and max in whole us, mean and deviation in us); 20 percentiles "p%=us"; total
// latency; bandwidth samples. The first field that is not what it should be is kept in `bad`.
class TerseLine
{
public:
    static constexpr int kDirection = 41, kRead = 5, kWrite = kRead + kDirection, kCpu = kWrite + kDirection;

    explicit TerseLine(QStringList fields)
        : m_f(std::move(fields))
    { }

    JobRun run()
    {
        JobRun run;
        run.job = m_f.value(2);
        run.read = direction(kRead);
        run.write = direction(kWrite);
        run.runtimeUs = std::max(run.read.runtimeUs, run.write.runtimeUs);
        run.usrCpu = number(kCpu);
        run.sysCpu = number(kCpu + 1);
        return run;
    }
    const QString& bad() const { return m_bad; }

private:
    double number(int index)
    {
        bool ok = false;
        QString cell = m_f.value(index);
        if (cell.endsWith(QLatin1Char('%')))
            cell.chop(1);
        const double v = cell.toDouble(&ok);
        if (!ok && m_bad.isEmpty())
            m_bad = Text::tr("field %1 ('%2') is not a number").arg(index + 1).arg(m_f.value(index));
        return v;
    }
    LatencyStats latency(int at)
    {
        LatencyStats l;
        l.minNs = std::uint64_t(number(at) * 1000);
        l.maxNs = std::uint64_t(number(at + 1) * 1000);
        l.meanNs = number(at + 2) * 1000;
        l.stddevNs = number(at + 3) * 1000;
        return l;
    }
    void percentiles(int at, LatencyStats& clat)
    {
        for (int p = 0; p < 20; ++p) {
            const QString cell = m_f.value(at + p);
            const qsizetype eq = cell.indexOf(QLatin1String("%="));
            bool okP = false, okV = false;
            const double percent = cell.left(eq).toDouble(&okP);
            const double us = cell.mid(eq + 2).toDouble(&okV);
            if (eq < 0 || !okP || !okV) {
                if (m_bad.isEmpty())
                    m_bad = Text::tr("field %1 ('%2') is not a percentile").arg(at + 1 + p).arg(cell);
                continue;
            }
            if (percent > 0)
                clat.percentiles.emplace_back(percent, std::uint64_t(us * 1000));
        }
    }
    DirectionStats direction(int at)
    {
        DirectionStats d;
        d.ioBytes = std::uint64_t(number(at)) * 1024;
        d.printedIops = number(at + 2); // no I/O count in this format
        d.runtimeUs = std::uint64_t(number(at + 3)) * 1000;
        if (!d.present())
            return d;
        d.slat = latency(at + 4);
        d.clat = latency(at + 8);
        percentiles(at + 12, d.clat);
        d.lat = latency(at + 32);
        // Only a weight for merging moments: the count is the printed rate over the runtime.
        d.clat.samples = std::uint64_t(std::llround(d.printedIops * double(d.runtimeUs) / 1e6));
        d.lat.samples = d.clat.samples;
        d.slat.samples = d.slat.maxNs ? d.clat.samples : 0;
        return d;
    }

    const QStringList m_f;
    QString m_bad;
};

// The job of a terse line's run, by name; a job seen for the first time is added.
int terseJobIndex(BenchResult& result, const QString& name)
{
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        if (result.jobs[j].name == name)
            return int(j);
    }
    JobSpec spec;
    spec.name = name;
    spec.foreignTest = Text::tr("a fio job (fio's terse output does not carry its options)");
    result.jobs.push_back(spec);
    return int(result.jobs.size() - 1);
}

} // namespace

Result<BenchResult> importFioTerse(const QByteArray& text, const QString& path)
{
    BenchResult result;
    result.title = QFileInfo(path).fileName();
    result.context.tool = QStringLiteral("fio");
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i + 1);
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList f = line.split(QLatin1Char(';'));
        if (f.value(0) != QLatin1String("3"))
            return lineFailure(path, lineNo,
                Text::tr("not a line of fio's terse output version 3 (the first field is '%1')").arg(f.value(0)));
        if (f.size() < TerseLine::kCpu + 2)
            return lineFailure(path, lineNo,
                Text::tr("a terse line has %1 fields, at least %2 expected").arg(f.size()).arg(TerseLine::kCpu + 2));
        TerseLine terse(f);
        JobRun run = terse.run();
        if (!terse.bad().isEmpty())
            return lineFailure(path, lineNo, terse.bad());
        if (result.origin.isEmpty()) { // "fio-3.33", as fio's JSON import says it: "fio 3.33"
            QString version = f.value(1);
            if (version.startsWith(QLatin1String("fio-")))
                version.remove(0, 4);
            result.origin = QStringLiteral("fio ") + version;
            result.context.toolVersion = version;
        }
        run.jobIndex = terseJobIndex(result, run.job);
        run.repetition = int(result.runsOf(run.jobIndex).size());
        result.runs.push_back(run);
    }
    if (result.runs.empty())
        return std::unexpected(Error{path, Text::tr("no terse line found")});
    return result;
}

Result<BenchResult> importResult(const QByteArray& text, const QString& path)
{
    const QByteArray trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::unexpected(Error{path, Text::tr("the file is empty")});
    // fio may print warnings before its JSON: start at the first line that opens an object.
    const qsizetype brace = trimmed.startsWith('{') ? 0 : trimmed.indexOf("\n{");
    if (brace >= 0) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(trimmed.mid(brace), &error);
        if (error.error != QJsonParseError::NoError) {
            const QByteArray before = trimmed.left(brace + error.offset);
            return std::unexpected(
                lineError(path, int(before.count('\n')) + 1, Text::tr("JSON: %1").arg(error.errorString())));
        }
        return benchResultFromJson(doc.object(), path);
    }
    if ((trimmed.contains("CrystalDiskMark") || trimmed.contains("KDiskMark") || trimmed.contains("\nFragscope "))
        && (trimmed.contains("\n[Read]") || trimmed.contains("\n[Write]")))
        return importDiskMarkText(text, path);
    if (trimmed.startsWith("3;"))
        return importFioTerse(text, path);
    if (trimmed.startsWith("1.9") || (trimmed.startsWith("Version ") && trimmed.contains("\n1.9")))
        return importBonnieCsv(text, path);
    return importFioText(text, path);
}

Result<BenchResult> importResultFile(const QString& path)
{
    QFile file;
    if (!openForReading(file, path)) // by its bytes: a name need not be UTF-8
        return std::unexpected(Error{path, errnoText(errno), errno});
    if (file.size() > 256 << 20)
        return std::unexpected(Error{path, Text::tr("larger than 256 MiB: not a result file")});
    return importResult(file.readAll(), path);
}

} // namespace fragscope
