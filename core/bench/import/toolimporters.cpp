// SPDX-License-Identifier: GPL-3.0-or-later
// The importers of other tools' results: bonnie++, CrystalDiskMark and KDiskMark (fio's are in
// importers.cpp).
#include "bench/import/importers.h"
#include "bench/import/importtext.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace fragscope {

using importtext::lineError;
using importtext::lineFailure;
using importtext::Text;

namespace {

// One of bonnie++'s tests: its name, direction, and whether it is K/sec or per second.
struct BonnieTest
{
    const char* name;
    bool write;
    bool perSecond; // seeks, file operations: counts per second, not KiB/s
};
constexpr BonnieTest kBonnieIo[] = {{"putc", true, false}, {"put_block", true, false}, {"rewrite", true, false},
    {"getc", false, false}, {"get_block", false, false}, {"seeks", false, true}};
constexpr BonnieTest kBonnieFiles[] = {{"seq_create", true, true}, {"seq_stat", false, true}, {"seq_del", true, true},
    {"ran_create", true, true}, {"ran_stat", false, true}, {"ran_del", true, true}};
// A rate is kept as a count over this long: bonnie++ prints at most one decimal (seeks 187.3/s).
constexpr std::uint64_t kBonnieRateUs = 10'000'000;

// The sizes of one row, which say what each test did (an empty chunk size is bonnie++'s 8 KiB; the
// number of files is in units of 1024).
struct BonnieSizes
{
    QString fileSize;
    QString chunk;
    QString seeks;
    QString files;

    QString describe(const QString& test) const
    {
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
        return describeFiles(test);
    }

    QString describeFiles(const QString& test) const
    {
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
    }
};

// bonnie++'s worst latency: "123us", "4.5ms", "2s"; nullopt when it is not such a time.
std::optional<std::uint64_t> bonnieLatencyNs(const QString& text)
{
    static const QRegularExpression lat(QStringLiteral(R"(^([0-9.]+)(us|ms|s)$)"));
    const auto m = lat.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double scale = m.captured(2) == QLatin1String("us") ? 1e3 : m.captured(2) == QLatin1String("ms") ? 1e6 : 1e9;
    return std::uint64_t(m.captured(1).toDouble() * scale);
}

// bonnie++'s CSV rows read one by one into a result: a job per label and test, a run per row.
class BonnieImport
{
public:
    explicit BonnieImport(const QString& path)
        : m_path(path)
    {
        m_result.title = QFileInfo(path).fileName();
        m_result.context.tool = QStringLiteral("bonnie++");
    }

    Result<void> readRow(const QString& line, int lineNo)
    {
        m_lineNo = lineNo;
        const QStringList f = line.split(QLatin1Char(','));
        const QString format = f.value(0);
        if (format != QLatin1String("1.96") && format != QLatin1String("1.97") && format != QLatin1String("1.98"))
            return failAt(
                Text::tr("not a bonnie++ CSV row: the first field is the format version 1.96, 1.97 or 1.98, not '%1'")
                    .arg(format));
        const int shift = format == QLatin1String("1.98") ? 2 : 0; // the seek count and seeker processes
        if (f.size() < 36 + shift)
            return failAt(
                Text::tr("a bonnie++ %1 row has %2 fields, %3 expected").arg(format).arg(f.size()).arg(48 + shift));
        if (m_result.origin.isEmpty()) {
            m_result.origin = QStringLiteral("bonnie++ ") + f.value(1);
            m_result.context.toolVersion = f.value(1);
        }
        m_label = f.value(2);
        const int io0 = 7 + shift, files0 = 24 + shift, latency0 = 36 + shift;
        m_sizes = BonnieSizes{f.value(5), f.value(6).isEmpty() ? QStringLiteral("8k") : f.value(6),
            shift ? Text::tr("%1 random seeks by %2 processes").arg(f.value(7), f.value(8))
                  : Text::tr("random seeks by several processes"),
            f.value(files0 - 5)};
        for (int t = 0; t < 6; ++t) {
            if (auto added
                = addTest(kBonnieIo[t], f.value(io0 + 2 * t), f.value(io0 + 2 * t + 1), f.value(latency0 + t));
                !added)
                return added;
        }
        for (int t = 0; t < 6; ++t) {
            if (auto added = addTest(
                    kBonnieFiles[t], f.value(files0 + 2 * t), f.value(files0 + 2 * t + 1), f.value(latency0 + 6 + t));
                !added)
                return added;
        }
        return {};
    }

    Result<BenchResult> take()
    {
        if (m_result.jobs.empty() && m_result.warnings.empty())
            return std::unexpected(Error{m_path, Text::tr("no bonnie++ CSV row found")});
        return std::move(m_result);
    }

private:
    std::unexpected<Error> failAt(const QString& reason) const { return lineFailure(m_path, m_lineNo, reason); }

    int jobIndex(const QString& name, const QString& test)
    {
        for (std::size_t i = 0; i < m_result.jobs.size(); ++i) {
            if (m_result.jobs[i].name == name)
                return int(i);
        }
        JobSpec spec;
        spec.name = name;
        spec.foreignTest = test;
        m_result.jobs.push_back(spec);
        return int(m_result.jobs.size() - 1);
    }

    // One test's figure, CPU and worst latency; a test not run is left out, one too fast to measure
    // said as a warning.
    Result<void> addTest(const BonnieTest& t, const QString& value, const QString& cpuField, const QString& latency)
    {
        if (value.isEmpty())
            return {}; // the test was not run
        const QString name = QStringLiteral("%1 %2").arg(m_label, QLatin1String(t.name));
        if (value.startsWith(QLatin1Char('+'))) {
            m_result.warnings.push_back(
                {name, Text::tr("too fast to measure (+++++): bonnie++ needs a larger file or more files")});
            return {};
        }
        bool ok = false;
        const double v = value.toDouble(&ok);
        if (!ok)
            return failAt(Text::tr("%1: '%2' is not a number").arg(QLatin1String(t.name), value));
        const auto worstNs = bonnieLatencyNs(latency);
        if (!worstNs && !latency.isEmpty())
            return failAt(
                Text::tr("%1 latency: '%2' is not a time in us, ms or s").arg(QLatin1String(t.name), latency));
        JobRun run;
        run.job = name;
        run.jobIndex = jobIndex(name, m_sizes.describe(QLatin1String(t.name)));
        run.repetition = int(m_result.runsOf(run.jobIndex).size());
        DirectionStats& d = t.write ? run.write : run.read;
        d.runtimeUs = kBonnieRateUs;
        const double perRate = double(kBonnieRateUs) / 1e6;
        if (t.perSecond)
            d.ios = std::uint64_t(std::llround(v * perRate));
        else
            d.ioBytes = std::uint64_t(std::llround(v * 1024 * perRate)); // K/sec means KiB/s
        d.clat.maxNs = worstNs.value_or(0);                              // bonnie++ reports the worst latency
        run.runtimeUs = d.runtimeUs;
        run.usrCpu = cpuField.startsWith(QLatin1Char('+')) ? 0 : cpuField.toDouble(); // bonnie++ gives one CPU %
        m_result.runs.push_back(run);
        return {};
    }

    const QString m_path;
    BenchResult m_result;
    int m_lineNo = 0;
    QString m_label; // the row's machine label
    BonnieSizes m_sizes;
};

} // namespace

Result<BenchResult> importBonnieCsv(const QByteArray& text, const QString& path)
{
    BonnieImport import(path);
    // bonnie++'s whole output (without -q): its table first, then the same figures as CSV rows.
    const bool table = text.trimmed().startsWith("Version ");
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty() || (table && !line.contains(QLatin1Char(','))))
            continue;
        if (auto read = import.readRow(line, int(i + 1)); !read)
            return std::unexpected(read.error());
    }
    return import.take();
}

namespace {

// Which of the DiskMark tools wrote the text, and its version: false when none.
bool readDiskMarkTool(const QString& all, BenchContext& context)
{
    static const std::pair<const char*, QRegularExpression> kTools[] = {
        {"CrystalDiskMark", QRegularExpression(QStringLiteral(R"(CrystalDiskMark ([0-9.]+))"))},
        {"KDiskMark", QRegularExpression(QStringLiteral(R"(KDiskMark \(([0-9.]+)\))"))},
        // our own results in their layout
        {"Fragscope",
            QRegularExpression(QStringLiteral(R"(^Fragscope ([0-9.]+))"), QRegularExpression::MultilineOption)},
    };
    for (const auto& [tool, pattern] : kTools) {
        if (const auto m = pattern.match(all); m.hasMatch()) {
            context.tool = QLatin1String(tool);
            context.toolVersion = m.captured(1);
            return true;
        }
    }
    return false;
}

// The section a line opens: 0 [Read], 1 [Write], 2 a mix (one figure for both directions), or
// the one it was in.
int diskMarkSection(const QString& line, int section)
{
    if (line == QLatin1String("[Read]"))
        return 0;
    if (line == QLatin1String("[Write]"))
        return 1;
    return line.startsWith(QLatin1String("[Mix")) ? 2 : section;
}

// A figure's job and run: "SEQ1M Q8T1 read" with the test in words, its bytes, IOPS and mean latency.
void addDiskMarkFigure(
    BenchResult& result, const QRegularExpressionMatch& r, const QString& label, bool write, std::uint64_t seconds)
{
    const bool sequential = r.captured(1).startsWith(QLatin1Char('S'));
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

} // namespace

Result<BenchResult> importDiskMarkText(const QByteArray& text, const QString& path)
{
    const QString all = QString::fromUtf8(text);
    BenchResult result;
    result.title = QFileInfo(path).fileName();
    if (!readDiskMarkTool(all, result.context))
        return std::unexpected(Error{path, Text::tr("neither CrystalDiskMark nor KDiskMark is named in the text")});
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
    int section = -1;
    const QStringList lines = all.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        section = diskMarkSection(lines.at(i).trimmed(), section);
        const auto r = row.match(lines.at(i));
        if (!r.hasMatch())
            continue;
        const QString size = r.captured(2) + (r.captured(3) == QLatin1String("MiB") ? u'M' : u'K');
        const QString label
            = QStringLiteral("%1%2 Q%3T%4")
                  .arg(r.captured(1).startsWith(QLatin1Char('S')) ? QStringLiteral("SEQ") : QStringLiteral("RND"), size,
                      r.captured(4), r.captured(5));
        if (section < 0)
            return lineFailure(path, int(i + 1), Text::tr("a figure before [Read] or [Write]"));
        if (section == 2) {
            result.warnings.push_back({label + QStringLiteral(" mix"),
                Text::tr("a mixed test's figure is not split into reads and writes: left out")});
            continue;
        }
        addDiskMarkFigure(result, r, label, section == 1, seconds);
    }
    if (result.runs.empty() && result.warnings.empty())
        return std::unexpected(Error{path, Text::tr("no test line found (like \"SEQ 1MiB (Q= 8, T= 1): ... MB/s\")")});
    return result;
}

} // namespace fragscope
