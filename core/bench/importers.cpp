// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/importers.h"

#include "bench/resultjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QRegularExpression>

#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Import)
};

Error lineError(const QString& path, int line, const QString& reason)
{
    return Error{QStringLiteral("%1:%2").arg(path).arg(line), reason};
}

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

Result<BenchResult> importFioText(const QByteArray& text, const QString& path)
{
    static const QRegularExpression header(
        QStringLiteral(R"(^(\S.*?): \(groupid=(\d+), jobs=(\d+)\): err=\s*(-?\d+))"));
    static const QRegularExpression direction(QStringLiteral(R"(^\s+(read|write)\s*:\s*(.*)$)"));
    static const QRegularExpression newForm(
        QStringLiteral(R"(^IOPS=([0-9.]+[kKmM]?), BW=([0-9.]+\w*)/s(?: \([^)]*\))?\(([0-9.]+\w*)/([0-9.]+\w*)\))"));
    static const QRegularExpression clat(QStringLiteral(R"(^\s+clat \((\w+)\):\s*(.*)$)"));
    static const QRegularExpression percentiles(QStringLiteral(R"(^\s+clat percentiles \((\w+)\):)"));
    static const QRegularExpression percentile(QStringLiteral(R"(([0-9.]+)th=\[\s*([0-9]+)([kKmM]?)\])"));
    static const QRegularExpression cpu(QStringLiteral(R"(^\s+cpu\s*:\s*usr=([0-9.]+)%, sys=([0-9.]+)%)"));
    static const QRegularExpression issued(QStringLiteral(R"(^\s+issued rwts: total=(\d+),(\d+))"));
    static const QRegularExpression version(QStringLiteral(R"(^fio-([0-9][0-9.]*\S*))"));
    static const QRegularExpression disk(QStringLiteral(R"(^\s+(\S+): ios=(\d+)/(\d+),.*\butil=([0-9.]+)%)"));

    BenchResult result;
    result.title = QFileInfo(path).fileName();
    result.context.tool = QStringLiteral("fio");
    JobRun* run = nullptr;
    DirectionStats* dir = nullptr;
    double percentileUnit = 0; // ns per printed unit while inside a percentile block
    bool inDisks = false;      // inside fio's "Disk stats" block
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i + 1);
        // A terminal's view of the line: fio's status lines end in '\r' and the next text overwrites
        // them (a CRLF file's '\r' is only the end).
        QString raw = QString::fromUtf8(lines.at(i));
        if (raw.endsWith(QLatin1Char('\r')))
            raw.chop(1);
        const QString line = raw.mid(raw.lastIndexOf(QLatin1Char('\r')) + 1);
        if (const auto m = version.match(line); m.hasMatch() && result.origin.isEmpty()) {
            result.context.toolVersion = m.captured(1);
            result.origin = QStringLiteral("fio ") + m.captured(1);
            continue;
        }
        // "Disk stats (read/write):" and a line per disk; with status reports the last block counts.
        if (line.startsWith(QLatin1String("Disk stats"))) {
            result.disks.clear();
            inDisks = true;
            continue;
        }
        if (inDisks) {
            if (const auto m = disk.match(line); m.hasMatch()) {
                result.disks.push_back(DiskUtil{
                    m.captured(1), m.captured(2).toULongLong(), m.captured(3).toULongLong(), m.captured(4).toDouble()});
                continue;
            }
            inDisks = false;
        }
        if (const auto m = header.match(line); m.hasMatch()) {
            const QString name = m.captured(1).trimmed();
            auto job = std::find_if(
                result.jobs.begin(), result.jobs.end(), [&](const JobSpec& j) { return j.name == name; });
            if (job == result.jobs.end()) {
                JobSpec spec;
                spec.name = name;
                result.jobs.push_back(spec);
                job = result.jobs.end() - 1;
            }
            JobRun r;
            r.job = name;
            r.jobIndex = int(job - result.jobs.begin());
            r.repetition = int(std::count_if(
                result.runs.begin(), result.runs.end(), [&](const JobRun& x) { return x.jobIndex == r.jobIndex; }));
            result.runs.push_back(r);
            run = &result.runs.back();
            dir = nullptr;
            percentileUnit = 0;
            continue;
        }
        if (!run)
            continue; // fio's preamble: job lines, "Starting N processes", ...
        if (const auto m = direction.match(line); m.hasMatch()) {
            dir = m.captured(1) == QLatin1String("read") ? &run->read : &run->write;
            const QString rest = m.captured(2);
            percentileUnit = 0;
            if (const auto n = newForm.match(rest); n.hasMatch()) {
                const auto iops = countValue(n.captured(1));
                const auto io = fioBytesValue(n.captured(3), false);
                const auto runtime = timeValueUs(n.captured(4));
                if (!iops || !io || !runtime)
                    return std::unexpected(
                        lineError(path, lineNo, Text::tr("cannot read the %1 figures: %2").arg(m.captured(1), rest)));
                dir->ioBytes = std::uint64_t(*io);
                dir->runtimeUs = std::uint64_t(*runtime);
                dir->ios = std::uint64_t(std::llround(*iops * *runtime / 1e6));
            } else if (rest.startsWith(QLatin1String("io="))) {
                const auto kv = keyValues(rest);
                const auto io = fioBytesValue(kv.value(QStringLiteral("io")), true);
                const auto iops = countValue(kv.value(QStringLiteral("iops")));
                const auto runtime = timeValueUs(kv.value(QStringLiteral("runt")));
                if (!io || !iops || !runtime)
                    return std::unexpected(
                        lineError(path, lineNo, Text::tr("cannot read the %1 figures: %2").arg(m.captured(1), rest)));
                dir->ioBytes = std::uint64_t(*io);
                dir->runtimeUs = std::uint64_t(*runtime);
                dir->ios = std::uint64_t(std::llround(*iops * *runtime / 1e6));
            } else {
                return std::unexpected(
                    lineError(path, lineNo, Text::tr("neither fio 2 nor fio 3 %1 line: %2").arg(m.captured(1), rest)));
            }
            run->runtimeUs = std::max(run->runtimeUs, dir->runtimeUs);
            continue;
        }
        if (!dir)
            continue;
        if (const auto m = clat.match(line); m.hasMatch()) {
            const double unit = unitToNs(m.captured(1));
            const auto kv = keyValues(m.captured(2));
            const auto min = countValue(kv.value(QStringLiteral("min")));
            const auto max = countValue(kv.value(QStringLiteral("max")));
            const auto avg = countValue(kv.value(QStringLiteral("avg")));
            const auto dev = countValue(kv.value(QStringLiteral("stdev")));
            if (!min || !max || !avg || !dev)
                return std::unexpected(
                    lineError(path, lineNo, Text::tr("cannot read the latency line: %1").arg(line.trimmed())));
            dir->clat.minNs = std::uint64_t(*min * unit);
            dir->clat.maxNs = std::uint64_t(*max * unit);
            dir->clat.meanNs = *avg * unit;
            dir->clat.stddevNs = *dev * unit;
            dir->clat.samples = dir->ios;
            continue;
        }
        if (const auto m = percentiles.match(line); m.hasMatch()) {
            percentileUnit = unitToNs(m.captured(1));
            continue;
        }
        if (percentileUnit > 0 && line.trimmed().startsWith(QLatin1Char('|'))) {
            auto it = percentile.globalMatch(line);
            if (!it.hasNext())
                return std::unexpected(
                    lineError(path, lineNo, Text::tr("cannot read the percentiles: %1").arg(line.trimmed())));
            while (it.hasNext()) {
                const auto p = it.next();
                const double scale = p.captured(3).isEmpty()        ? 1
                    : p.captured(3).toLower() == QLatin1String("k") ? 1e3
                                                                    : 1e6;
                dir->clat.percentiles.emplace_back(
                    p.captured(1).toDouble(), std::uint64_t(p.captured(2).toDouble() * scale * percentileUnit));
            }
            continue;
        }
        percentileUnit = 0;
        if (const auto m = cpu.match(line); m.hasMatch()) {
            run->usrCpu = m.captured(1).toDouble();
            run->sysCpu = m.captured(2).toDouble();
        } else if (const auto m = issued.match(line); m.hasMatch()) {
            // Exact counts, where the IOPS line is rounded.
            run->read.ios = run->read.present() ? m.captured(1).toULongLong() : 0;
            run->write.ios = run->write.present() ? m.captured(2).toULongLong() : 0;
            run->read.clat.samples = run->read.ios;
            run->write.clat.samples = run->write.ios;
        }
    }
    if (result.runs.empty())
        return std::unexpected(
            Error{path, Text::tr("no fio job result found (a line like \"name: (groupid=0, jobs=1): err= 0: ...\")")});
    if (result.origin.isEmpty())
        result.origin = QStringLiteral("fio");
    return result;
}

Result<BenchResult> importBonnieCsv(const QByteArray& text, const QString& path)
{
    // The I/O figures after the size fields: name, direction, and whether it is K/sec or per second.
    struct Test
    {
        const char* name;
        bool write;
        bool perSecond; // seeks, file operations: counts per second, not KiB/s
    };
    static constexpr Test kIo[] = {{"putc", true, false}, {"put_block", true, false}, {"rewrite", true, false},
        {"getc", false, false}, {"get_block", false, false}, {"seeks", false, true}};
    static constexpr Test kFiles[] = {{"seq_create", true, true}, {"seq_stat", false, true}, {"seq_del", true, true},
        {"ran_create", true, true}, {"ran_stat", false, true}, {"ran_del", true, true}};
    // A rate is kept as a count over this long: bonnie++ prints at most one decimal (seeks 187.3/s).
    constexpr std::uint64_t kRateUs = 10'000'000;

    BenchResult result;
    result.title = QFileInfo(path).fileName();
    result.context.tool = QStringLiteral("bonnie++");
    const auto jobIndex = [&](const QString& name, const QString& test) {
        for (std::size_t i = 0; i < result.jobs.size(); ++i) {
            if (result.jobs[i].name == name)
                return int(i);
        }
        JobSpec spec;
        spec.name = name;
        spec.foreignTest = test;
        result.jobs.push_back(spec);
        return int(result.jobs.size() - 1);
    };
    // bonnie++'s whole output (without -q): its table first, then the same figures as CSV rows.
    const bool table = text.trimmed().startsWith("Version ");
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i + 1);
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty() || (table && !line.contains(QLatin1Char(','))))
            continue;
        const QStringList f = line.split(QLatin1Char(','));
        const QString format = f.value(0);
        if (format != QLatin1String("1.96") && format != QLatin1String("1.97") && format != QLatin1String("1.98")) {
            return std::unexpected(lineError(path, lineNo,
                Text::tr("not a bonnie++ CSV row: the first field is the format version 1.96, 1.97 or 1.98, not '%1'")
                    .arg(format)));
        }
        const int shift = format == QLatin1String("1.98") ? 2 : 0; // the seek count and seeker processes
        const int expected = 48 + shift;
        if (f.size() < 36 + shift)
            return std::unexpected(lineError(path, lineNo,
                Text::tr("a bonnie++ %1 row has %2 fields, %3 expected").arg(format).arg(f.size()).arg(expected)));
        if (result.origin.isEmpty()) {
            result.origin = QStringLiteral("bonnie++ ") + f.value(1);
            result.context.toolVersion = f.value(1);
        }
        const QString label = f.value(2);
        const int io0 = 7 + shift, files0 = 24 + shift, latency0 = 36 + shift;
        // What each test does, with this row's sizes (an empty chunk size is bonnie++'s 8 KiB; the
        // number of files is in units of 1024).
        const QString fileSize = f.value(5);
        const QString chunk = f.value(6).isEmpty() ? QStringLiteral("8k") : f.value(6);
        const QString seeks = shift ? Text::tr("%1 random seeks by %2 processes").arg(f.value(7), f.value(8))
                                    : Text::tr("random seeks by several processes");
        const QString files = f.value(files0 - 5);
        const auto describe = [&](const QString& test) -> QString {
            if (test == QLatin1String("putc"))
                return Text::tr("bonnie++: writes a %1 file a byte at a time (putc)").arg(fileSize);
            if (test == QLatin1String("put_block"))
                return Text::tr("bonnie++: writes a %1 file in blocks of %2 (write)").arg(fileSize, chunk);
            if (test == QLatin1String("rewrite"))
                return Text::tr("bonnie++: rewrites the %1 file: reads a block of %2, changes it, writes it back")
                    .arg(fileSize, chunk);
            if (test == QLatin1String("getc"))
                return Text::tr("bonnie++: reads the %1 file a byte at a time (getc)").arg(fileSize);
            if (test == QLatin1String("get_block"))
                return Text::tr("bonnie++: reads the %1 file in blocks of %2 (read)").arg(fileSize, chunk);
            if (test == QLatin1String("seeks"))
                return Text::tr("bonnie++: %1 in the %2 file, each reading a block of %3 and writing every tenth back")
                    .arg(seeks, fileSize, chunk);
            const QString many = Text::tr("%1×1024 files").arg(files);
            if (test == QLatin1String("seq_create"))
                return Text::tr("bonnie++: creates %1 in numeric order").arg(many);
            if (test == QLatin1String("seq_stat"))
                return Text::tr("bonnie++: stats %1 in numeric order").arg(many);
            if (test == QLatin1String("seq_del"))
                return Text::tr("bonnie++: deletes %1 in numeric order").arg(many);
            if (test == QLatin1String("ran_create"))
                return Text::tr("bonnie++: creates %1 in random order").arg(many);
            if (test == QLatin1String("ran_stat"))
                return Text::tr("bonnie++: stats %1 in random order").arg(many);
            return Text::tr("bonnie++: deletes %1 in random order").arg(many);
        };
        const auto addTest = [&](const Test& t, const QString& value, const QString& cpuField,
                                 const QString& latency) -> std::optional<Error> {
            if (value.isEmpty())
                return std::nullopt; // the test was not run
            const QString name = QStringLiteral("%1 %2").arg(label, QLatin1String(t.name));
            if (value.startsWith(QLatin1Char('+'))) {
                result.warnings.push_back(
                    {name, Text::tr("too fast to measure (+++++): bonnie++ needs a larger file or more files")});
                return std::nullopt;
            }
            bool ok = false;
            const double v = value.toDouble(&ok);
            if (!ok)
                return lineError(path, lineNo, Text::tr("%1: '%2' is not a number").arg(QLatin1String(t.name), value));
            JobRun run;
            run.job = name;
            run.jobIndex = jobIndex(name, describe(QLatin1String(t.name)));
            run.repetition = int(result.runsOf(run.jobIndex).size());
            DirectionStats& d = t.write ? run.write : run.read;
            d.runtimeUs = kRateUs;
            const double perRate = double(kRateUs) / 1e6;
            if (t.perSecond)
                d.ios = std::uint64_t(std::llround(v * perRate));
            else
                d.ioBytes = std::uint64_t(std::llround(v * 1024 * perRate)); // K/sec means KiB/s
            run.runtimeUs = d.runtimeUs;
            run.usrCpu = cpuField.startsWith(QLatin1Char('+')) ? 0 : cpuField.toDouble(); // bonnie++ gives one CPU %
            static const QRegularExpression lat(QStringLiteral(R"(^([0-9.]+)(us|ms|s)$)"));
            if (const auto m = lat.match(latency); m.hasMatch()) {
                const double scale = m.captured(2) == QLatin1String("us") ? 1e3
                    : m.captured(2) == QLatin1String("ms")                ? 1e6
                                                                          : 1e9;
                d.clat.maxNs = std::uint64_t(m.captured(1).toDouble() * scale); // bonnie++ reports the worst latency
            } else if (!latency.isEmpty()) {
                return lineError(path, lineNo,
                    Text::tr("%1 latency: '%2' is not a time in us, ms or s").arg(QLatin1String(t.name), latency));
            }
            result.runs.push_back(run);
            return std::nullopt;
        };
        for (int t = 0; t < 6; ++t) {
            if (auto err = addTest(kIo[t], f.value(io0 + 2 * t), f.value(io0 + 2 * t + 1), f.value(latency0 + t)))
                return std::unexpected(*err);
        }
        for (int t = 0; t < 6; ++t) {
            if (auto err
                = addTest(kFiles[t], f.value(files0 + 2 * t), f.value(files0 + 2 * t + 1), f.value(latency0 + 6 + t)))
                return std::unexpected(*err);
        }
    }
    if (result.jobs.empty() && result.warnings.empty())
        return std::unexpected(Error{path, Text::tr("no bonnie++ CSV row found")});
    return result;
}

Result<BenchResult> importFioTerse(const QByteArray& text, const QString& path)
{
    // Per direction 41 fields: KiB, KiB/s, IOPS, runtime in ms; slat, clat (min and max in whole us,
    // mean and deviation in us); 20 percentiles "p%=us"; total latency; bandwidth samples.
    constexpr int kDirection = 41, kRead = 5, kWrite = kRead + kDirection, kCpu = kWrite + kDirection;
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
            return std::unexpected(lineError(path, lineNo,
                Text::tr("not a line of fio's terse output version 3 (the first field is '%1')").arg(f.value(0))));
        if (f.size() < kCpu + 2)
            return std::unexpected(lineError(path, lineNo,
                Text::tr("a terse line has %1 fields, at least %2 expected").arg(f.size()).arg(kCpu + 2)));
        QString bad;
        const auto number = [&](int index) {
            bool ok = false;
            QString cell = f.value(index);
            if (cell.endsWith(QLatin1Char('%')))
                cell.chop(1);
            const double v = cell.toDouble(&ok);
            if (!ok && bad.isEmpty())
                bad = Text::tr("field %1 ('%2') is not a number").arg(index + 1).arg(f.value(index));
            return v;
        };
        const auto latency = [&](int at) {
            LatencyStats l;
            l.minNs = std::uint64_t(number(at) * 1000);
            l.maxNs = std::uint64_t(number(at + 1) * 1000);
            l.meanNs = number(at + 2) * 1000;
            l.stddevNs = number(at + 3) * 1000;
            return l;
        };
        const auto direction = [&](int at) {
            DirectionStats d;
            d.ioBytes = std::uint64_t(number(at)) * 1024;
            d.printedIops = number(at + 2); // no I/O count in this format
            d.runtimeUs = std::uint64_t(number(at + 3)) * 1000;
            if (!d.present())
                return d;
            d.slat = latency(at + 4);
            d.clat = latency(at + 8);
            for (int p = 0; p < 20; ++p) {
                const QString cell = f.value(at + 12 + p);
                const qsizetype eq = cell.indexOf(QLatin1String("%="));
                bool okP = false, okV = false;
                const double percent = cell.left(eq).toDouble(&okP);
                const double us = cell.mid(eq + 2).toDouble(&okV);
                if (eq < 0 || !okP || !okV) {
                    if (bad.isEmpty())
                        bad = Text::tr("field %1 ('%2') is not a percentile").arg(at + 13 + p).arg(cell);
                    continue;
                }
                if (percent > 0)
                    d.clat.percentiles.emplace_back(percent, std::uint64_t(us * 1000));
            }
            d.lat = latency(at + 32);
            // Only a weight for merging moments: the count is the printed rate over the runtime.
            d.clat.samples = std::uint64_t(std::llround(d.printedIops * double(d.runtimeUs) / 1e6));
            d.lat.samples = d.clat.samples;
            d.slat.samples = d.slat.maxNs ? d.clat.samples : 0;
            return d;
        };
        JobRun run;
        run.job = f.value(2);
        run.read = direction(kRead);
        run.write = direction(kWrite);
        run.runtimeUs = std::max(run.read.runtimeUs, run.write.runtimeUs);
        run.usrCpu = number(kCpu);
        run.sysCpu = number(kCpu + 1);
        if (!bad.isEmpty())
            return std::unexpected(lineError(path, lineNo, bad));
        if (result.origin.isEmpty()) { // "fio-3.33", as fio's JSON import says it: "fio 3.33"
            QString version = f.value(1);
            if (version.startsWith(QLatin1String("fio-")))
                version.remove(0, 4);
            result.origin = QStringLiteral("fio ") + version;
            result.context.toolVersion = version;
        }
        int index = -1;
        for (std::size_t j = 0; j < result.jobs.size(); ++j) {
            if (result.jobs[j].name == run.job)
                index = int(j);
        }
        if (index < 0) {
            JobSpec spec;
            spec.name = run.job;
            spec.foreignTest = Text::tr("a fio job (fio's terse output does not carry its options)");
            result.jobs.push_back(spec);
            index = int(result.jobs.size() - 1);
        }
        run.jobIndex = index;
        run.repetition = int(result.runsOf(index).size());
        result.runs.push_back(run);
    }
    if (result.runs.empty())
        return std::unexpected(Error{path, Text::tr("no terse line found")});
    return result;
}

Result<BenchResult> importDiskMarkText(const QByteArray& text, const QString& path)
{
    const QString all = QString::fromUtf8(text);
    BenchResult result;
    result.title = QFileInfo(path).fileName();
    static const QRegularExpression cdm(QStringLiteral(R"(CrystalDiskMark ([0-9.]+))"));
    static const QRegularExpression kdm(QStringLiteral(R"(KDiskMark \(([0-9.]+)\))"));
    if (const auto m = cdm.match(all); m.hasMatch()) {
        result.context.tool = QStringLiteral("CrystalDiskMark");
        result.context.toolVersion = m.captured(1);
    } else if (const auto k = kdm.match(all); k.hasMatch()) {
        result.context.tool = QStringLiteral("KDiskMark");
        result.context.toolVersion = k.captured(1);
    } else {
        return std::unexpected(Error{path, Text::tr("neither CrystalDiskMark nor KDiskMark is named in the text")});
    }
    result.origin = result.context.tool + u' ' + result.context.toolVersion;
    // Each figure was measured for this long; without it a second stands in (only the byte count
    // behind the printed MB/s depends on it).
    static const QRegularExpression measure(QStringLiteral(R"(Measure:?\s*([0-9]+)\s*sec)"));
    const auto m = measure.match(all);
    const std::uint64_t seconds = m.hasMatch() ? std::max<std::uint64_t>(1, m.captured(1).toULongLong()) : 1;
    static const QRegularExpression comment(
        QStringLiteral(R"(^\s*Comment:\s*(.+)$)"), QRegularExpression::MultilineOption);
    if (const auto c = comment.match(all); c.hasMatch() && !c.captured(1).trimmed().isEmpty())
        result.title = c.captured(1).trimmed();

    // "  SEQ    1MiB (Q=  8, T= 1):   384.064 MB/s [    366.3 IOPS] < 21765.43 us>" (CrystalDiskMark 8),
    // "Sequential   1 MiB (Q=  8, T= 1): ..." (KDiskMark).
    static const QRegularExpression row(QStringLiteral(
        R"(^\s*(SEQ|RND|Sequential|Random)\s+([0-9]+)\s*(KiB|MiB)\s*\(Q=\s*([0-9]+),\s*T=\s*([0-9]+)\)\s*:\s*)"
        R"(([0-9.]+)\s*MB/s\s*\[\s*([0-9.]+)\s*IOPS\]\s*<\s*([0-9.]+)\s*us>)"));
    int section = -1; // 0 read, 1 write, 2 a mix (one figure for both directions: left out)
    const QStringList lines = all.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line == QLatin1String("[Read]"))
            section = 0;
        else if (line == QLatin1String("[Write]"))
            section = 1;
        else if (line.startsWith(QLatin1String("[Mix")))
            section = 2;
        const auto r = row.match(lines.at(i));
        if (!r.hasMatch())
            continue;
        const bool sequential = r.captured(1).startsWith(QLatin1Char('S'));
        const QString size = r.captured(2) + (r.captured(3) == QLatin1String("MiB") ? u'M' : u'K');
        const QString label
            = QStringLiteral("%1%2 Q%3T%4")
                  .arg(sequential ? QStringLiteral("SEQ") : QStringLiteral("RND"), size, r.captured(4), r.captured(5));
        if (section < 0)
            return std::unexpected(lineError(path, int(i + 1), Text::tr("a figure before [Read] or [Write]")));
        if (section == 2) {
            result.warnings.push_back({label + QStringLiteral(" mix"),
                Text::tr("a mixed test's figure is not split into reads and writes: left out")});
            continue;
        }
        const bool write = section == 1;
        JobSpec spec;
        spec.name = label + (write ? QStringLiteral(" write") : QStringLiteral(" read"));
        spec.foreignTest = Text::tr("%1: %2 %3 %4, queue depth %5, %6 thread(s)")
                               .arg(result.origin, sequential ? Text::tr("sequential") : Text::tr("random"),
                                   r.captured(2) + u' ' + r.captured(3), write ? Text::tr("writes") : Text::tr("reads"),
                                   r.captured(4), r.captured(5));
        result.jobs.push_back(spec);
        JobRun run;
        run.job = spec.name;
        run.jobIndex = int(result.jobs.size() - 1);
        DirectionStats& d = write ? run.write : run.read;
        d.runtimeUs = seconds * 1'000'000;
        d.ioBytes = std::uint64_t(std::llround(r.captured(6).toDouble() * 1e6 * double(seconds)));
        d.printedIops = r.captured(7).toDouble();        // printed apart from the MB/s, which it need not match
        d.clat.meanNs = r.captured(8).toDouble() * 1000; // the mean latency: no minimum or maximum
        d.clat.samples = std::max<std::uint64_t>(1, std::uint64_t(std::llround(d.printedIops * double(seconds))));
        run.runtimeUs = d.runtimeUs;
        result.runs.push_back(run);
    }
    if (result.runs.empty() && result.warnings.empty())
        return std::unexpected(Error{path, Text::tr("no test line found (like \"SEQ 1MiB (Q= 8, T= 1): ... MB/s\")")});
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
    if ((trimmed.contains("CrystalDiskMark") || trimmed.contains("KDiskMark")) && trimmed.contains("[Read]"))
        return importDiskMarkText(text, path);
    if (trimmed.startsWith("3;"))
        return importFioTerse(text, path);
    if (trimmed.startsWith("1.9") || (trimmed.startsWith("Version ") && trimmed.contains("\n1.9")))
        return importBonnieCsv(text, path);
    return importFioText(text, path);
}

Result<BenchResult> importResultFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(Error{path, file.errorString()});
    if (file.size() > 256 << 20)
        return std::unexpected(Error{path, Text::tr("larger than 256 MiB: not a result file")});
    return importResult(file.readAll(), path);
}

} // namespace fragscope
