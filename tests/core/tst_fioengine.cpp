// SPDX-License-Identifier: GPL-3.0-or-later
// fio as our second engine, and fio's client/server: the installed fio runs the jobs here, and two
// `fio --server` processes on 127.0.0.1 (each in a directory of its own, started and stopped here)
// stand for two machines. Only loopback addresses; every run is bounded in time.
#include "bench/engine/runner.h"
#include "bench/fio/fioengine.h"
#include "bench/fio/hostlatency.h"
#include "bench/jobs/jobfile.h"
#include "bench/results/latencytimeline.h"
#include "bench/results/suspects.h"
#include "fioserver.h"
#include "fslab.h"
#include "fslabskip.h"
#include "report/benchtext.h"
#include "util/proc.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <signal.h>

#include <array>
#include <map>
#include <memory>
#include <thread>

using namespace fragscope;

namespace {

using fslab::FioServer;
using fslab::haveFio;
using fslab::LoopbackSocket;

int freePort()
{
    return fslab::freeLoopbackPort();
}

JobSpec timedRandRead(int seconds)
{
    JobSpec job;
    job.name = QStringLiteral("rr");
    job.rw = RwMode::RandRead;
    job.bs = 4096;
    job.size = 16 << 20;
    job.timeBased = true;
    job.runtimeUs = std::uint64_t(seconds) * 1'000'000;
    return job;
}

// A row a fio tool printed per interval: its start (ms), its samples and three percentiles (ns).
struct ToolRow
{
    double startMs = 0;
    double samples = 0;
    double ns[3] = {0, 0, 0};
};

// python3 and a fio tool Debian ships compressed under /usr/share/doc/fio (`name`); empty, with
// `why` saying so, where either is missing.
QString fioDocTool(const char* name, QString* python, QString* why)
{
    const QString tool = QStringLiteral("/usr/share/doc/fio/%1.gz").arg(QLatin1String(name));
    *python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (!QFile::exists(tool) || python->isEmpty()) {
        *why = QStringLiteral("fio's %1 (Debian package fio) or python3 is missing").arg(QLatin1String(name));
        return {};
    }
    return tool;
}

// What python3 printed running `args`; empty, with `why` holding its output, where it failed.
QByteArray runPython(const QString& python, const QStringList& args, int timeoutMs, QString* why)
{
    QProcess run;
    run.start(python, args);
    if (!run.waitForFinished(timeoutMs) || run.exitCode() != 0) {
        *why = QString::fromLocal8Bit(run.readAllStandardOutput() + run.readAllStandardError());
        return {};
    }
    return run.readAllStandardOutput();
}

// The lines of `output` with `fields` comma-separated numbers: start, samples and three latencies
// from the fields `columns` names, the latencies times `toNs`.
std::vector<ToolRow> toolRows(const QByteArray& output, int fields, const std::array<int, 5>& columns, double toNs)
{
    std::vector<ToolRow> rows;
    for (const QByteArray& line : output.split('\n')) {
        const QList<QByteArray> f = line.split(',');
        bool ok = f.size() == fields;
        ToolRow r;
        for (std::size_t k = 0; ok && k < columns.size(); ++k) {
            const double v = f[columns[k]].trimmed().toDouble(&ok);
            if (k == 0)
                r.startMs = v;
            else if (k == 1)
                r.samples = v;
            else
                r.ns[k - 2] = v * toNs;
        }
        if (ok)
            rows.push_back(r);
    }
    return rows;
}

// fio's own reader of histogram logs, fio-histo-log-pctiles.py, run on `logs`: per time quantum of
// one second, (start ms, samples, p50, p99, p99.9). Empty (and `why` set) where it cannot run.
std::vector<ToolRow> fioHistoLogPctiles(const QStringList& logs, int logMsec, QString* why)
{
    QString python;
    const QString tool = fioDocTool("fio-histo-log-pctiles.py", &python, why);
    if (tool.isEmpty())
        return {};
    QProcess unzip;
    unzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), tool});
    unzip.waitForFinished(10'000);
    QTemporaryDir dir;
    QFile script(dir.filePath(QStringLiteral("pctiles.py")));
    if (!script.open(QIODevice::WriteOnly) || script.write(unzip.readAllStandardOutput()) <= 0) {
        *why = QStringLiteral("cannot unpack %1 into %2").arg(tool, script.fileName());
        return {};
    }
    script.close();
    QStringList args{script.fileName(), QStringLiteral("--log-hist-msec"), QString::number(logMsec),
        QStringLiteral("--time-quantum"), QStringLiteral("1"), QStringLiteral("--percentiles"), QStringLiteral("50"),
        QStringLiteral("99"), QStringLiteral("99.9"), QStringLiteral("--")};
    args << logs;
    return toolRows(runPython(python, args, 60'000, why), 5, {0, 1, 2, 3, 4}, 1000); // it prints µs
}

// fio's own reader of per-I/O latency logs, fiologparser.py, on `logs` together: per interval of
// `intervalMs` from the logs' first completion, (start ms, samples, p90, p95, p99 in ns), as its -A
// prints them. The logs are handed to it as it reads them: times counted from their first
// completion (it walks intervals from 0) and four fields a line (fio 3.33 writes a fifth). Its own
// code windows and sorts; only its median, which Python 3 cannot run (a float index) and which is
// not compared, is replaced.
std::vector<ToolRow> fioLogParserAll(const QStringList& logs, int intervalMs, QString* why)
{
    QString python;
    const QString tool = fioDocTool("fiologparser.py", &python, why);
    if (tool.isEmpty())
        return {};
    static const char* const wrapper = R"(import gzip, os, sys, tempfile, types
tool, interval, logs = sys.argv[1], sys.argv[2], sys.argv[3:]
rows = [[l.split(', ') for l in open(f).read().splitlines() if l.strip()] for f in logs]
origin = min(int(r[0][0]) for r in rows if r)
work = tempfile.TemporaryDirectory()
files = []
for i, r in enumerate(rows):
    files.append(os.path.join(work.name, 'log%d' % i))
    with open(files[-1], 'w') as out:
        for f in r:
            out.write('%d, %s, %s, %s\n' % (int(f[0]) - origin, f[1], f[2], f[3]))
m = types.ModuleType('fiologparser')
exec(compile(gzip.open(tool, 'rt').read(), 'fiologparser.py', 'exec'), m.__dict__)
m.median = lambda values: 0
sys.argv = ['fiologparser.py', '-A', '-i', interval] + files
m.ctx = m.parse_args()
m.print_all_stats(m.ctx, [m.TimeSeries(m.ctx, f) for f in files])
)";
    const QStringList args
        = QStringList{QStringLiteral("-c"), QString::fromLatin1(wrapper), tool, QString::number(intervalMs)} + logs;
    return toolRows(runPython(python, args, 120'000, why), 9, {0, 1, 5, 6, 7}, 1);
}

// Within one and a half buckets of fio's histogram (about 2 %): ours gives a bucket's middle, the
// tool the value itself, and a few I/Os at an interval's edge count in the next one by its rule.
bool withinABucket(double ours, double theirs)
{
    return std::abs(ours - theirs)
        <= 1.5 * double(latencybuckets::width(latencybuckets::indexOf(std::uint64_t(theirs))));
}

} // namespace

class TestFioEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hostSyntax_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("address");
        QTest::addColumn<int>("port");
        QTest::newRow("name") << "node1"
                              << "node1" << 8765;
        QTest::newRow("name:port") << "node1.lab:9000"
                                   << "node1.lab" << 9000;
        QTest::newRow("ipv4:port") << "127.0.0.1:18765"
                                   << "127.0.0.1" << 18765;
        QTest::newRow("[v6]:port") << "[::1]:8766"
                                   << "::1" << 8766;
        QTest::newRow("bare v6") << "fe80::1"
                                 << "fe80::1" << 8765;
        QTest::newRow("port 0") << "node:0"
                                << "" << 0;
        QTest::newRow("port too big") << "node:70000"
                                      << "" << 0;
        QTest::newRow("space") << "no de"
                               << "" << 0;
        QTest::newRow("empty") << ""
                               << "" << 0;
    }
    void hostSyntax()
    {
        QFETCH(QString, text);
        QFETCH(QString, address);
        QFETCH(int, port);
        const auto host = parseFioHost(text);
        QCOMPARE(host.has_value(), !address.isEmpty());
        if (!host)
            return;
        QCOMPARE(host->address, address);
        QCOMPARE(host->port, port);
        QCOMPARE(parseFioHost(fioHostText(*host)), host); // and back
    }

    // Options only fio implements: the file parses for fio, keeps them as written, our engine says
    // which ones it lacks, and fio runs the job.
    void fioOnlyOptionsPassThrough()
    {
        const QByteArray text = "[global]\nsize=8m\nbs=4k\n[j]\nrw=randread\nexitall_on_error\nexec_prerun=true\n";
        const JobFileParse parse = parseJobFile(text, QStringLiteral("zipf.fio"));
        QVERIFY(!parse.ok());
        QVERIFY(parse.okForFio());
        QCOMPARE(parse.problems.size(), std::size_t(2));
        QCOMPARE(parse.problems.front().line, 6);
        const JobSpec& job = parse.jobs.front();
        QCOMPARE(job.fioOnly.size(), 2);
        QCOMPARE(job.fioOnly.at(0).first, QStringLiteral("exitall_on_error"));
        QVERIFY(job.fioOnly.at(0).second.isNull());
        QCOMPARE(job.fioOnly.at(1), qMakePair(QStringLiteral("exec_prerun"), QStringLiteral("true")));
        const QByteArray written = writeJobFile(parse.jobs);
        QVERIFY2(written.contains("\nexitall_on_error\nexec_prerun=true\n"), written.constData());
        const JobFileParse back = parseJobFile(written, QStringLiteral("written.fio"));
        QCOMPARE(back.jobs.front().fioOnly, job.fioOnly);

        FSLAB_SCRATCH_DIR(dir, "fio-only");
        std::vector<JobSpec> jobs = parse.jobs;
        jobs.front().directory = dir.path();
        const std::atomic<bool> cancel{false};
        const BenchResult ours = runBench(jobs, RunOptions{}, cancel);
        QVERIFY2(ours.error.contains(QLatin1String("exitall_on_error, exec_prerun")), qPrintable(ours.error));
        QVERIFY(ours.runs.empty());
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio): the fio half of this test needs it");
        // fio writes exec_prerun's output (j.prerun.txt) where it runs: not in the suite's folder.
        QTemporaryDir cwd;
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(cwd.path()));
        const BenchResult fio = runFio(jobs, FioRunOptions{}, cancel);
        QVERIFY(QDir::setCurrent(before));
        QVERIFY2(fio.error.isEmpty(), qPrintable(fio.error));
        QCOMPARE(fio.runs.size(), std::size_t(1));
        QCOMPARE(
            fio.runs.front().read.ioBytes, std::uint64_t(8 << 20)); // 2048 random 4 KiB reads, whatever their order
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty()); // fio removed its file (unlink=1)
    }

    // fio's word on its steady state (ss=): one job whose criterion nothing meets (IOPS within 0 %
    // of their mean for a second), one that any run meets (within 1000 %, fio stops it there). The
    // result says which reached it, and the first is a suspect.
    void steadyStateFromFio()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        FSLAB_SCRATCH_DIR(dir, "fio-ss");
        // Each run alone: fio wants one set of steady-state options in a reporting group.
        const auto runWith = [&](const QByteArray& name, const QByteArray& criterion) {
            const JobFileParse parse = parseJobFile("[global]\nsize=8m\nbs=4k\nrw=randread\ntime_based\nruntime=4s\n["
                    + name + "]\nss=" + criterion + "\nss_dur=1s\n",
                QStringLiteral("ss.fio"));
            std::vector<JobSpec> jobs = parse.jobs;
            for (JobSpec& j : jobs)
                j.directory = dir.path();
            const std::atomic<bool> cancel{false};
            return runFio(jobs, FioRunOptions{}, cancel);
        };
        const BenchResult never = runWith("never", "iops:0%");
        const BenchResult soon = runWith("soon", "iops:1000%");
        for (const BenchResult* r : {&never, &soon}) {
            QVERIFY2(r->error.isEmpty(), qPrintable(r->error));
            QCOMPARE(r->runs.size(), std::size_t(1));
        }
        QCOMPARE(never.runs[0].steadyState, -1);
        QCOMPARE(soon.runs[0].steadyState, 1);
        const auto flagged = [](const BenchResult& r) {
            const std::vector<Suspect> all = suspects(r);
            return std::any_of(
                all.begin(), all.end(), [](const Suspect& d) { return d.id == QLatin1String("not_steady"); });
        };
        QVERIFY(flagged(never));
        QVERIFY(!flagged(soon));
        // The report says when: fio stopped the second once its one-second window first held, the
        // first ran its 4 s.
        QVERIFY2(
            benchText(never).contains(QLatin1String("steady state not reached in 4 s")), qPrintable(benchText(never)));
        const double soonSeconds = double(soon.runs[0].runtimeUs) / 1e6;
        QVERIFY2(soonSeconds >= 0.5 && soonSeconds < 3.9, qPrintable(QString::number(soonSeconds)));
        QVERIFY2(benchText(soon).contains(
                     QStringLiteral("steady state reached after %1 s").arg(QString::number(soonSeconds, 'f', 0))),
            qPrintable(benchText(soon)));
    }

    // The same job on our engine and on fio: the same result shape, the figures within a band, and
    // fio's live samples kept in the result.
    void localSameShapeAsOurs()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        // Both engines empty the file's pages from the cache at each pass (invalidate=1, fio's
        // default): they read from the disk, so another suite's drop_caches changes nothing. Not on
        // tmpfs, which cannot be emptied: there the figures are the CPU's, and a sanitizer slows
        // only ours (5.6x under AddressSanitizer).
        FSLAB_SCRATCH_DIR(dir, "fio-local");
        JobSpec job = timedRandRead(2);
        job.directory = dir.path();
        JobSpec seq = job;
        seq.name = QStringLiteral("seq");
        seq.rw = RwMode::Read;
        seq.bs = 1 << 20;
        const std::vector<JobSpec> jobs{job, seq};
        const std::atomic<bool> cancel{false};
        std::vector<BenchTick> ticks;
        const BenchResult fio = runFio(jobs, FioRunOptions{}, cancel, [&](const BenchTick& t) { ticks.push_back(t); });
        const BenchResult ours = runBench(jobs, RunOptions{}, cancel);
        QVERIFY2(fio.error.isEmpty(), qPrintable(fio.error));
        QVERIFY2(ours.error.isEmpty(), qPrintable(ours.error));
        QVERIFY(fio.origin.startsWith(QLatin1String("fio 3")));
        QCOMPARE(fio.jobs, ours.jobs);
        QCOMPARE(fio.runs.size(), ours.runs.size());
        for (std::size_t i = 0; i < fio.runs.size(); ++i) {
            const JobRun& f = fio.runs[i];
            const JobRun& o = ours.runs[i];
            QCOMPARE(f.jobIndex, o.jobIndex);
            QCOMPARE(f.job, o.job);
            QCOMPARE(f.read.present(), o.read.present());
            QCOMPARE(f.write.present(), o.write.present());
            QVERIFY(f.read.clat.samples > 0 && !f.read.clat.percentiles.empty());
            // The same disk, the same job; a wide band for a shared machine.
            const double ratio = f.read.bandwidth() / o.read.bandwidth();
            QVERIFY2(ratio > 0.25 && ratio < 4, qPrintable(QStringLiteral("%1: fio/ours = %2").arg(f.job).arg(ratio)));
        }
        // Live: per job and in total, several intervals, with latency percentiles of the interval.
        QVERIFY2(ticks.size() >= 2, qPrintable(QString::number(ticks.size())));
        QCOMPARE(fio.series.size(), [&] {
            std::size_t n = 0;
            for (const BenchTick& t : ticks)
                n += t.samples.size();
            return n;
        }());
        bool sawJob0 = false, sawTotal = false;
        for (const BenchSample& s : fio.series) {
            sawJob0 = sawJob0 || (s.jobIndex == 0 && s.readIops > 0 && s.p50Ns > 0 && s.p99Ns >= s.p50Ns);
            sawTotal = sawTotal || s.jobIndex == -1;
        }
        QVERIFY(sawJob0);
        QVERIFY(sawTotal);
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    // fio's unlink= removes whatever file a job used: a job on the user's own file leaves it as it
    // was; a job on a file fio lays out for us leaves nothing.
    void fioLeavesTheUsersFile()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        QTemporaryDir dir;
        const QString mine = dir.filePath(QStringLiteral("mine.img"));
        QByteArray content(1 << 20, Qt::Uninitialized);
        for (qsizetype i = 0; i < content.size(); ++i)
            content[i] = char(i * 7 + i / 4096);
        {
            QFile f(mine);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(content) == content.size());
        }
        JobSpec own = timedRandRead(1);
        own.name = QStringLiteral("own");
        own.filename = mine;
        own.size = 1 << 20;
        JobSpec made = timedRandRead(1);
        made.directory = dir.path();
        made.stonewall = true;
        const std::atomic<bool> cancel{false};
        const BenchResult r = runFio({own, made}, FioRunOptions{}, cancel);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.runs.size(), std::size_t(2));
        QVERIFY(r.runs[0].read.ios > 0 && r.runs[1].read.ios > 0);
        QFile f(mine);
        QVERIFY2(f.open(QIODevice::ReadOnly), "fio removed the user's file");
        QVERIFY(f.readAll() == content);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("mine.img")});
    }

    void missingFioIsAClearError()
    {
        FioRunOptions options;
        options.program = QStringLiteral("/nonexistent/fio");
        const std::atomic<bool> cancel{false};
        const BenchResult r = runFio({timedRandRead(1)}, options, cancel);
        QVERIFY2(
            r.error.contains(QLatin1String("/nonexistent/fio")) && r.error.contains(QLatin1String("not installed")),
            qPrintable(r.error));
    }

    // One job on two servers at once: a result per host, the total their sum, live samples per
    // host before the end; the probe names each.
    void twoHosts()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        FioServer a, b;
        QVERIFY(a.start());
        QVERIFY(b.start());
        const auto probe = probeFioHost(FioHost{QStringLiteral("127.0.0.1"), a.port});
        QVERIFY2(probe, probe ? "" : qPrintable(probe.error().message()));
        QVERIFY(probe->fioVersion.startsWith(QLatin1String("fio-3")));
        QVERIFY(!probe->hostname.isEmpty());

        FioRunOptions options;
        options.hosts = {FioHost{QStringLiteral("127.0.0.1"), a.port}, FioHost{QStringLiteral("127.0.0.1"), b.port}};
        options.interval = std::chrono::milliseconds(250);
        const std::atomic<bool> cancel{false};
        std::map<int, int> liveSamples;
        QElapsedTimer t;
        t.start();
        const BenchResult r = runFio({timedRandRead(4)}, options, cancel, [&](const BenchTick& tick) {
            for (const BenchSample& s : tick.samples)
                ++liveSamples[s.host];
        });
        QVERIFY2(t.elapsed() < 30'000, "bounded");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.hosts.size(), std::size_t(2));
        std::uint64_t bytes = 0, ios = 0;
        for (const HostResult& h : r.hosts) {
            QVERIFY2(h.error.isEmpty(), qPrintable(h.error));
            QVERIFY(h.fioVersion.startsWith(QLatin1String("fio-3")));
            QCOMPARE(h.runs.size(), std::size_t(1));
            QVERIFY(h.runs.front().read.ioBytes > 0);
            bytes += h.runs.front().read.ioBytes;
            ios += h.runs.front().read.ios;
            // fio's disk statistics of the host, where its directory has a block device under it.
            struct stat st
            {
            };
            QCOMPARE(::stat(QFile::encodeName(a.dir.path()).constData(), &st), 0);
            if (diskCounters(st.st_dev))
                QVERIFY(!h.disks.empty() && h.disks.front().readIos > 0);
        }
        QCOMPARE(r.runs.size(), std::size_t(1));
        QCOMPARE(r.runs.front().read.ioBytes, bytes);
        QCOMPARE(r.runs.front().read.ios, ios);
        QVERIFY2(liveSamples[0] > 1 && liveSamples[1] > 1 && liveSamples[-1] > 1,
            qPrintable(QStringLiteral("%1 %2 %3").arg(liveSamples[0]).arg(liveSamples[1]).arg(liveSamples[-1])));
        // Each server made and removed its own files where it runs.
        QVERIFY(QDir(a.dir.path()).entryList(QDir::Files).isEmpty());
    }

    // Which latency logs the hosts' jobs write: histograms from a client that brings them back
    // whole; from fio 3.33, every I/O's latency for jobs short enough for a host to keep it in
    // memory (30 s, 5 million I/Os), else none.
    void hostLogKindByVersionAndLength()
    {
        JobSpec shortJob = timedRandRead(5);
        JobSpec longJob = timedRandRead(60);
        JobSpec fourClones = shortJob; // 20 s of clones
        fourClones.numjobs = 4;
        JobSpec small; // 1 GiB of 4 KiB reads: 262,144 I/Os
        small.size = std::uint64_t(1) << 30;
        JobSpec large = small; // 100 GiB: 26 million
        large.size *= 100;
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.36"), {longJob}), fio::HostLogKind::Histogram);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {shortJob}), fio::HostLogKind::PerIo);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {small}), fio::HostLogKind::PerIo);
        QCOMPARE(fio::hostLogKind(QStringLiteral("fio-3.28"), {shortJob, small}), fio::HostLogKind::PerIo);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {shortJob, longJob}), fio::HostLogKind::None);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {fourClones}), fio::HostLogKind::None);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {large}), fio::HostLogKind::None);
        QCOMPARE(fio::hostLogKind(QStringLiteral("fio-2.2"), {shortJob}), fio::HostLogKind::None); // µs logs
        // Room for the lines the client writes here: a GiB a host.
        constexpr std::uint64_t gib = std::uint64_t(1) << 30;
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {shortJob}, gib / 2, 1), fio::HostLogKind::NoRoom);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {shortJob}, 3 * gib, 2), fio::HostLogKind::PerIo);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {shortJob}, 3 * gib, 4), fio::HostLogKind::NoRoom);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.36"), {shortJob}, 0, 4), fio::HostLogKind::Histogram);
        QCOMPARE(fio::hostLogKind(QStringLiteral("3.33"), {longJob}, 0, 1), fio::HostLogKind::None);
    }

    // The jobs as a fio 3.33 host runs them: every I/O logged, where the job keeps no log of its
    // own; a job's own latency log, its log_avg_msec and a histogram log are left as they are.
    void hostJobsLogEveryIoUnlessTheyLogThemselves()
    {
        JobSpec plain = timedRandRead(2);
        JobSpec ownLat = plain;
        ownLat.latLog = QStringLiteral("mine");
        ownLat.logAvgMsec = 500;
        JobSpec ownHist = plain;
        ownHist.fioOnly.append({QStringLiteral("write_hist_log"), QStringLiteral("hist")});
        const std::vector<JobSpec> jobs{plain, ownLat, ownHist};
        QTemporaryDir logs;
        FioRunOptions options;
        options.latencyLogDir = logs.path();
        fio::HostLatencyLogs hostLogs(jobs, options);
        hostLogs.choose(QStringLiteral("3.33"));
        const std::vector<JobSpec> run = hostLogs.jobsFor(0);
        const auto option = [](const JobSpec& j, const char* name) {
            for (const auto& [key, value] : j.fioOnly) {
                if (key == QLatin1String(name))
                    return value;
            }
            return QString();
        };
        QCOMPARE(option(run[0], "write_lat_log"), logs.filePath(fio::latencyLogName(0, 0)));
        QCOMPARE(option(run[0], "log_avg_msec"), QStringLiteral("0"));
        QCOMPARE(option(run[1], "write_lat_log"), QString());
        QCOMPARE(run[1].latLog, QStringLiteral("mine"));
        QCOMPARE(run[1].logAvgMsec, std::uint64_t(500));
        QCOMPARE(option(run[2], "write_lat_log"), QString());
        QCOMPARE(option(run[2], "write_hist_log"), QStringLiteral("hist"));
    }

    // Per-I/O logs as fio 3.33 writes them (time ms, latency ns, direction, size, priority): each
    // I/O in the interval of its completion from the given origin, trims left out, a clone's file
    // added to the job's; a count that is not fio's, or a line that is not one, refused by name.
    void perIoLogsIntoIntervals()
    {
        QTemporaryDir dir;
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
        };
        const QString job0 = fio::latencyLogName(0, 0);
        write(job0 + QStringLiteral("_clat.1.log.h"),
            "1000000000100, 1000, 0, 4096, 0\n1000000000900, 2000, 1, 4096, 0\n1000000001500, 3000000, 0, 4096, 0\n"
            "1000000001600, 50, 2, 4096, 0\n");
        write(job0 + QStringLiteral("_clat.2.log.h"),
            "1000000000099, 1000, 0, 4096, 0\n1000000002100, 1000, 1, 4096, 0\n");
        write(job0 + QStringLiteral("_lat.1.log.h"), "1000000000100, 999999, 0, 4096, 0\n"); // not read
        const std::uint64_t origin = fio::firstPerIoCompletion(dir.path(), QStringLiteral("fragscope-h*_clat.*"));
        QCOMPARE(origin, std::uint64_t(1000000000099));
        const fio::HostLatency read = fio::readHostPerIoLatency(dir.path(), 0, {{0, {3, 2}}}, 1.0, origin);
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join(QLatin1Char('\n'))));
        QCOMPARE(read.wholeRun.at(0)[0].total(), std::uint64_t(3));
        QCOMPARE(read.wholeRun.at(0)[1].total(), std::uint64_t(2));
        std::map<double, std::uint64_t> perSecond;
        for (const LatencyInterval& l : read.intervals) {
            QCOMPARE(l.host, 0);
            QCOMPARE(l.jobIndex, 0);
            perSecond[l.seconds] += l.bins.total();
        }
        const std::map<double, std::uint64_t> want{{1.0, 3}, {2.0, 1}, {3.0, 1}};
        QCOMPARE(perSecond, want);
        QVERIFY(read.wholeRun.at(0)[0].percentile(99) > 2'000'000); // the 3 ms read

        const fio::HostLatency miscounted = fio::readHostPerIoLatency(dir.path(), 0, {{0, {30, 2}}}, 1.0, origin);
        QVERIFY(miscounted.intervals.empty());
        QCOMPARE(miscounted.problems.size(), 1);
        QVERIFY(miscounted.problems.front().contains(job0));
        write(job0 + QStringLiteral("_clat.3.log.h"), "1000000000100, 1000, 0, 4096, 0\nnot a line\n");
        const fio::HostLatency bad = fio::readHostPerIoLatency(dir.path(), 0, {{0, {4, 2}}}, 1.0, origin);
        QVERIFY(bad.intervals.empty());
        QCOMPARE(bad.problems.size(), 1);
        QVERIFY2(
            bad.problems.front().contains(QStringLiteral("_clat.3.log.h, line 2")), qPrintable(bad.problems.front()));
    }

    // Two hosts' latency over time: the logs fio's client brings back (histograms, or from fio 3.33
    // every I/O's latency), merged bin by bin; each host's p99 as fio printed it, the sum's that of
    // both hosts' bins together, and per second and for the whole run the percentiles fio's own
    // fiologparser.py gives of both hosts' logs.
    void twoHostsLatencyOverTime()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        FioServer a, b;
        QVERIFY(a.start());
        QVERIFY(b.start());
        QTemporaryDir logs;
        FioRunOptions options;
        options.hosts = {FioHost{QStringLiteral("127.0.0.1"), a.port}, FioHost{QStringLiteral("127.0.0.1"), b.port}};
        options.interval = std::chrono::milliseconds(1000);
        options.latencyLogDir = logs.path();
        JobSpec job = timedRandRead(5); // four whole seconds at least for the comparison below
        job.rw = RwMode::RandRw;
        job.rwmixread = 70;
        const std::atomic<bool> cancel{false};
        const BenchResult r = runFio({job}, options, cancel);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.hosts.size(), std::size_t(2));

        for (const BenchWarning& w : r.warnings)
            QVERIFY2(!w.text.contains(QLatin1String("latency")), qPrintable(w.text));
        // Each host's run has its logs' histograms, close to what fio printed for it (fio's also
        // counts the run's last, unlogged 100 ms); the sum's are both hosts' together.
        LatencyHistogram both;
        for (const HostResult& h : r.hosts) {
            QCOMPARE(h.runs.size(), std::size_t(1));
            const DirectionStats& read = h.runs.front().read;
            QVERIFY(!read.histogram.empty() && !h.runs.front().write.histogram.empty());
            const auto printed = std::find_if(read.clat.percentiles.begin(), read.clat.percentiles.end(),
                [](const auto& p) { return p.first == 99.0; });
            QVERIFY(printed != read.clat.percentiles.end());
            const double ours = double(read.histogram.percentile(99));
            QVERIFY2(std::abs(ours - double(printed->second)) <= 0.1 * double(printed->second) + 1000,
                qPrintable(QStringLiteral("%1: p99 %2 ns from the logs, fio printed %3 ns")
                               .arg(h.label())
                               .arg(ours)
                               .arg(printed->second)));
            both.merge(read.histogram);
            both.merge(h.runs.front().write.histogram);
        }
        LatencyHistogram sum = r.runs.front().read.histogram;
        sum.merge(r.runs.front().write.histogram);
        QCOMPARE(sum.total(), both.total());
        QCOMPARE(sum.percentile(99), both.percentile(99));
        const LatencyTimeline timeline = latencyTimeline(r);
        const LatencyLine* all = findLatencyLine(timeline, -1, -1);
        QVERIFY(all && all->merged && all->points.size() >= 3);
        for (int h = 0; h < 2; ++h) {
            const LatencyLine* host = findLatencyLine(timeline, -1, h);
            QVERIFY(host && !host->merged && host->host == h);
        }

        // From fio 3.33's client, every I/O's latency (it garbles the histogram logs): the merged
        // line and the total row as fio's fiologparser.py gives both hosts' logs together.
        const QStringList perIo = QDir(logs.path()).entryList({QStringLiteral("*_clat.*")}, QDir::Files, QDir::Name);
        if (perIo.isEmpty())
            QSKIP("this fio's client brought histogram logs back: checked above against fio's report");
        QCOMPARE(perIo.size(), 2);
        QStringList paths;
        for (const QString& name : perIo)
            paths << logs.filePath(name);
        QString why;
        const std::vector<ToolRow> rows = fioLogParserAll(paths, 1000, &why);
        if (rows.empty() && why.contains(QLatin1String("missing")))
            FSLAB_SKIP(why);
        QVERIFY2(!rows.empty(), qPrintable(QStringLiteral("fiologparser.py gave nothing: ") + why));
        // Whole intervals only: the tool stops at the host that finished first, ours at the last.
        const std::size_t compared = std::min(rows.size(), all->points.size()) - 1;
        QVERIFY2(compared >= 3, qPrintable(QStringLiteral("%1 intervals").arg(compared)));
        for (std::size_t i = 0; i < compared; ++i) {
            const SparseHistogram& bins = all->points[i].bins;
            const ToolRow& row = rows[i];
            QVERIFY2(std::abs(double(bins.total()) - row.samples) <= 0.02 * row.samples,
                qPrintable(QStringLiteral("interval %1: %2 I/Os here, %3 by fiologparser.py")
                               .arg(i)
                               .arg(bins.total())
                               .arg(row.samples)));
            const double p[3] = {90, 95, 99};
            for (int k = 0; k < 3; ++k) {
                QVERIFY2(withinABucket(double(bins.percentile(p[k])), row.ns[k]),
                    qPrintable(QStringLiteral("interval %1: p%2 %3 ns here, %4 ns by fiologparser.py")
                                   .arg(i)
                                   .arg(p[k])
                                   .arg(bins.percentile(p[k]))
                                   .arg(row.ns[k])));
            }
        }
        qInfo("%zu seconds compared; the first: %.0f I/Os, p99 %llu ns here, %.0f ns by fiologparser.py", compared,
            rows[0].samples, static_cast<unsigned long long>(all->points[0].bins.percentile(99)), rows[0].ns[2]);
        const std::vector<ToolRow> whole = fioLogParserAll(paths, 1'000'000'000, &why);
        QVERIFY2(whole.size() == 1, qPrintable(why));
        QVERIFY2(withinABucket(double(sum.percentile(99)), whole.front().ns[2]),
            qPrintable(QStringLiteral("total p99 %1 ns here, %2 ns by fiologparser.py")
                           .arg(sum.percentile(99))
                           .arg(whole.front().ns[2])));
    }

    // fio's histogram logs of two fio runs at once here (as two hosts' would be), read by us and by
    // fio's own fio-histo-log-pctiles.py: the same percentiles of both together, second by second.
    void histLogsAsFioToolsReadThem()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        QTemporaryDir work, logs;
        std::array<std::unique_ptr<QProcess>, 2> runs;
        for (int h = 0; h < 2; ++h) {
            runs[h] = std::make_unique<QProcess>();
            runs[h]->start(QStringLiteral("fio"),
                {QStringLiteral("--name=mix%1").arg(h), QStringLiteral("--rw=randrw"), QStringLiteral("--rwmixread=70"),
                    QStringLiteral("--bs=4k"), QStringLiteral("--size=16m"), QStringLiteral("--time_based"),
                    QStringLiteral("--runtime=6"), QStringLiteral("--directory=") + work.path(),
                    QStringLiteral("--write_hist_log=") + logs.filePath(fio::latencyLogName(h, 0)),
                    QStringLiteral("--log_hist_msec=100"), QStringLiteral("--output-format=json")});
        }
        BenchResult r;
        r.jobs.resize(1);
        r.hosts.resize(2);
        for (int h = 0; h < 2; ++h) {
            QVERIFY(runs[h]->waitForFinished(30'000));
            QCOMPARE(runs[h]->exitCode(), 0);
            const QJsonObject job = QJsonDocument::fromJson(runs[h]->readAllStandardOutput())
                                        .object()
                                        .value(QLatin1String("jobs"))
                                        .toArray()
                                        .at(0)
                                        .toObject();
            const std::map<int, std::array<std::uint64_t, 2>> ios{{0,
                {std::uint64_t(
                     job.value(QLatin1String("read")).toObject().value(QLatin1String("total_ios")).toDouble()),
                    std::uint64_t(
                        job.value(QLatin1String("write")).toObject().value(QLatin1String("total_ios")).toDouble())}}};
            const fio::HostLatency read = fio::readHostLatency(logs.path(), h, ios, 100, 1.0);
            QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.join(QLatin1Char('\n'))));
            QVERIFY(read.intervals.size() >= 3);
            r.latency.insert(r.latency.end(), read.intervals.begin(), read.intervals.end());
        }
        const LatencyTimeline timeline = latencyTimeline(r);
        const LatencyLine* all = findLatencyLine(timeline, -1, -1);
        QVERIFY(all && all->merged);

        // fio's tool takes a record's time as its interval's start (and the next record's as its
        // end), while fio writes its end, and weighs a record that straddles two seconds by time
        // where we count it in the second that holds its middle. So it is given, per direction, each
        // record's second as we count it: the records of second k start at k s, 10 ms apart, and
        // the last ends where the next second's first begins. What is compared is then what is made
        // of the same records: the merge and the percentiles.
        QStringList shifted;
        for (const QString& name : QDir(logs.path()).entryList(QDir::Files)) {
            QFile in(logs.filePath(name));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QFile out(work.filePath(QStringLiteral("seconds-") + name));
            QVERIFY(out.open(QIODevice::WriteOnly));
            std::map<std::pair<long long, int>, int> inSecond; // (second, direction) -> records so far
            for (const QByteArray& line : in.readAll().split('\n')) {
                const QList<QByteArray> head = line.split(',');
                if (head.size() < 3)
                    continue;
                const long long second = (head[0].trimmed().toLongLong() - 50) / 1000; // its middle's
                const int m = inSecond[{second, head[1].trimmed().toInt()}]++;
                out.write(QByteArray::number(second * 1000 + 10 * m) + line.mid(line.indexOf(',')) + '\n');
            }
            shifted << out.fileName();
        }
        QCOMPARE(shifted.size(), 2);
        QString why;
        const auto rows = fioHistoLogPctiles(shifted, 100, &why);
        QVERIFY2(!rows.empty(), qPrintable(why)); // python3 and the tool come with make test
        int compared = 0;
        for (const ToolRow& row : rows) {
            const double end = row.startMs / 1000 + 1;
            const auto point = std::find_if(all->points.begin(), all->points.end(),
                [&](const LatencyPoint& p) { return std::abs(p.seconds - end) < 1e-6; });
            // The first and last seconds: the tool takes only the time both runs' logs cover.
            if (point == all->points.end() || std::abs(double(point->bins.total()) - row.samples) > 0.5)
                continue;
            ++compared;
            for (int k = 0; k < 3; ++k) {
                const double ours = double(point->bins.percentile(kLatencyPercentiles[k]));
                const double bin = double(latencybuckets::width(latencybuckets::indexOf(std::uint64_t(ours))));
                QVERIFY2(std::abs(ours - row.ns[k]) <= bin + 1,
                    qPrintable(QStringLiteral("second %1, p%2: ours %3 ns, fio's tool %4 ns (a bin is %5 ns)")
                                   .arg(end)
                                   .arg(kLatencyPercentiles[k])
                                   .arg(ours)
                                   .arg(row.ns[k])
                                   .arg(bin)));
            }
        }
        QVERIFY2(compared >= 4, qPrintable(QStringLiteral("%1 seconds compared of %2").arg(compared).arg(rows.size())));
    }

    // A server that dies mid-run: that host failed with fio's reason, the other kept its result.
    void serverKilledMidRun()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        FioServer a, b;
        QVERIFY(a.start());
        QVERIFY(b.start());
        FioRunOptions options;
        options.hosts = {FioHost{QStringLiteral("127.0.0.1"), a.port}, FioHost{QStringLiteral("127.0.0.1"), b.port}};
        options.interval = std::chrono::milliseconds(250);
        const std::atomic<bool> cancel{false};
        std::atomic<bool> killed{false};
        std::thread killer([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(2500));
            ::kill(-pid_t(b.process.processId()), SIGKILL);
            killed = true;
        });
        QElapsedTimer t;
        t.start();
        const BenchResult r = runFio({timedRandRead(5)}, options, cancel);
        killer.join();
        QVERIFY2(t.elapsed() < 30'000, "bounded");
        QCOMPARE(r.hosts.size(), std::size_t(2));
        QVERIFY2(r.hosts[0].error.isEmpty(), qPrintable(r.hosts[0].error));
        QVERIFY(!r.hosts[1].error.isEmpty());
        QVERIFY2(r.error.contains(QStringLiteral("127.0.0.1:%1").arg(b.port)), qPrintable(r.error));
        QCOMPARE(r.runs.size(), std::size_t(1));
        QCOMPARE(r.runs.front().read.ioBytes, r.hosts[0].runs.front().read.ioBytes);
    }

    void refusedPortFailsFast()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        const int port = freePort();
        FioRunOptions options;
        options.hosts = {FioHost{QStringLiteral("127.0.0.1"), port}};
        const std::atomic<bool> cancel{false};
        QElapsedTimer t;
        t.start();
        const BenchResult r = runFio({timedRandRead(1)}, options, cancel);
        QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(r.hosts.size(), std::size_t(1));
        QVERIFY2(r.hosts[0].error.contains(QLatin1String("refused")), qPrintable(r.hosts[0].error));
        QVERIFY2(r.error.contains(QStringLiteral("127.0.0.1:%1").arg(port)), qPrintable(r.error));
        const auto probe = probeFioHost(options.hosts.front());
        QVERIFY(!probe);
        QVERIFY2(probe.error().message().contains(QLatin1String("refused")), qPrintable(probe.error().message()));
    }

    // A listener that never answers (accepts, says nothing): the connect timeout ends it.
    void silentServerTimesOut()
    {
        if (!haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        const LoopbackSocket mute(true); // the kernel completes the connection; nobody answers
        QVERIFY(mute.port > 0);
        FioRunOptions options;
        options.hosts = {FioHost{QStringLiteral("127.0.0.1"), mute.port}};
        options.connectTimeout = std::chrono::milliseconds(1500);
        const std::atomic<bool> cancel{false};
        QElapsedTimer t;
        t.start();
        const BenchResult r = runFio({timedRandRead(1)}, options, cancel);
        QVERIFY2(t.elapsed() < 15'000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(r.hosts.size(), std::size_t(1));
        QVERIFY2(r.hosts[0].error.contains(QLatin1String("no answer")), qPrintable(r.hosts[0].error));
    }
};

QTEST_GUILESS_MAIN(TestFioEngine)
#include "tst_fioengine.moc"
