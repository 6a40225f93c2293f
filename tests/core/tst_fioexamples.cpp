// SPDX-License-Identifier: GPL-3.0-or-later
// fio's own example job files (Debian's fio-examples, written by fio's authors): every one that
// fio 3.33 itself accepts (fio --parse-only) is read by our parser for the fio engine with nothing
// refused, and the job file our writer makes of it is accepted by fio again. Every one our own
// engine takes runs on it, shrunk to a few seconds in a scratch directory.
#include "bench/engine/fileplan.h"
#include "bench/engine/runner.h"
#include "bench/jobs/fiooptions.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/threadsetup.h"
#include "fioserver.h"
#include "fslabskip.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace fragscope;

namespace {

const QString kExamples = QStringLiteral("/usr/share/doc/fio/examples");

// fio --parse-only on a file; empty when fio accepts it, else what fio said.
QString fioRefusal(const QString& path)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(QStringLiteral("fio"), {QStringLiteral("--parse-only"), path});
    if (!p.waitForFinished(20'000)) {
        p.kill();
        p.waitForFinished();
        return QStringLiteral("fio --parse-only did not finish");
    }
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0
        ? QString()
        : QString::fromLocal8Bit(p.readAll()).trimmed() + QStringLiteral(" (status %1)").arg(p.exitCode());
}

// A NUMA node list cut to the nodes this machine has ("all" when it has none of them).
QString nodesHere(const QString& list)
{
    const std::vector<int> have = bench::machineNodes();
    QStringList kept;
    for (int n : bench::parseNodeList(list).value_or(std::vector<int>{})) {
        if (std::find(have.begin(), have.end(), n) != have.end())
            kept << QString::number(n);
    }
    return kept.isEmpty() ? QStringLiteral("all") : kept.join(u',');
}

// A job of the examples made small enough to run in the suite: its files in `dir` (the null devices
// stay), at most 16 MiB (fill_device off) in zones of at most 4 MiB, 1 s (unless it verifies), 4
// clones, 2 loops, no ramp, the realtime I/O class only as root, NUMA nodes only those this machine
// has; what it asks for otherwise is kept.
JobSpec shrunk(JobSpec job, const QString& dir)
{
    constexpr std::uint64_t kMaxBytes = 16 << 20;
    job.directory = dir;
    for (QString* log : {&job.bwLog, &job.iopsLog, &job.latLog}) { // fio writes them where it runs
        if (!log->isEmpty())
            *log = QDir(dir).filePath(QFileInfo(*log).fileName());
    }
    if (!job.filename.isEmpty() && !bench::isNullDevice(job.filename))
        job.filename = QDir(dir).filePath(QStringLiteral("file.") + QString(job.filename).replace(u'/', u'_'));
    job.size = std::min(job.size ? job.size : kMaxBytes, kMaxBytes);
    job.ioSize = std::min(job.ioSize, kMaxBytes);
    job.runtimeUs = std::min<std::uint64_t>(job.runtimeUs ? job.runtimeUs : 1'000'000, 1'000'000);
    // What a verifying job writes, a later job reads back whole (surface-scan.fio): cut short by the
    // second on a loaded machine, the write would leave that reader blocks it never wrote. Its at
    // most 16 MiB bound it instead.
    if (!job.verify.isEmpty() && !job.timeBased)
        job.runtimeUs = 0;
    job.rampTimeUs = 0;
    job.startDelayUs = std::min<std::uint64_t>(job.startDelayUs, 100'000);
    job.numjobs = std::min(job.numjobs, 4);
    job.loops = std::min(job.loops, 2);
    job.fillDevice = false; // 16 MiB, not the disk
    if (::geteuid() != 0) { // the realtime I/O class is root's (CAP_SYS_ADMIN); best effort here
        job.prioClass = job.prioClass == 1 ? 2 : job.prioClass;
        for (int& c : job.cmdprioClass)
            c = c == 1 ? 2 : c;
    }
    if (!job.numaCpuNodes.isEmpty())
        job.numaCpuNodes = nodesHere(job.numaCpuNodes);
    if (const QString mode = job.numaMemPolicy.section(u':', 0, 0); job.numaMemPolicy.contains(u':'))
        job.numaMemPolicy = mode + u':'
            + (mode == QLatin1String("prefer") ? QString::number(bench::machineNodes().front())
                                               : nodesHere(job.numaMemPolicy.section(u':', 1)));
    job.offset = std::min(job.offset, kMaxBytes);
    job.offsetIncrement = std::min(job.offsetIncrement, kMaxBytes);
    job.zoneSize = std::min<std::uint64_t>(job.zoneSize, 4 << 20);
    return job;
}

} // namespace

class TestFioExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The option table is the installed fio's own (its options, their aliases, its engines' options),
    // as scripts/fio-option-names.sh reads them, when that fio is the one the table was made from.
    void optionTableIsFios()
    {
        if (!fslab::haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        QProcess version;
        version.start(QStringLiteral("fio"), {QStringLiteral("--version")});
        QVERIFY(version.waitForFinished(10'000));
        const QString v = QString::fromLocal8Bit(version.readAll()).trimmed();
        if (v != QLatin1String("fio-3.33"))
            QSKIP(qPrintable(QStringLiteral("the table is fio 3.33's; this is %1").arg(v)));
        QProcess script;
        script.start(QStringLiteral("bash"), {sourcePath(QStringLiteral("scripts/fio-option-names.sh"))});
        QVERIFY(script.waitForFinished(120'000));
        QCOMPARE(script.exitCode(), 0);
        const QStringList names
            = QString::fromLocal8Bit(script.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList table;
        for (std::string_view n : fio::kOptionNames)
            table << QString::fromLatin1(n.data(), qsizetype(n.size()));
        QCOMPARE(table, names);
        for (const char* alias : {"ratemin", "ss", "ss_dur", "ss_ramp", "threads", "cpuload", "port", "hostname"})
            QVERIFY2(isFioOption(QLatin1String(alias)), alias);
    }

    void everyExampleFioAcceptsParses()
    {
        if (!fslab::haveFio())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        const QStringList files = QDir(kExamples).entryList({QStringLiteral("*.fio")}, QDir::Files, QDir::Name);
        if (files.isEmpty())
            FSLAB_SKIP("fio's examples are not installed (Debian package fio-examples)");
        QTemporaryDir out;
        QVERIFY(out.isValid());
        int fioAccepts = 0, oursForFio = 0, ourEngine = 0;
        QStringList failures, ourEngineRuns;
        for (const QString& name : files) {
            const QString path = QDir(kExamples).filePath(name);
            if (!fioRefusal(path).isEmpty())
                continue; // needs what this machine has not got, or fio refuses it itself
            ++fioAccepts;
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const JobFileParse parse = parseJobFile(f.readAll(), name);
            if (!parse.okForFio()) {
                for (const JobFileProblem& p : parse.problems) {
                    if (!p.forFio)
                        failures << p.message();
                }
                continue;
            }
            ++oursForFio;
            // What our writer makes of it, fio takes again.
            const QString rewritten = out.filePath(name);
            QFile w(rewritten);
            QVERIFY(w.open(QIODevice::WriteOnly));
            w.write(writeJobFile(parse.jobs));
            w.close();
            if (const QString why = fioRefusal(rewritten); !why.isEmpty())
                failures << QStringLiteral("%1 as rewritten: %2").arg(name, why);
            if (parse.ok() && checkOurEngineRuns(parse.jobs)) {
                ++ourEngine;
                ourEngineRuns << name;
            }
        }
        qInfo("fio accepts %d of %d examples; fragscope reads %d of them for fio; its own engine runs %d as "
              "written: %s",
            fioAccepts, int(files.size()), oursForFio, ourEngine, qPrintable(ourEngineRuns.join(QStringLiteral(", "))));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        QCOMPARE(oursForFio, fioAccepts);
        QVERIFY(fioAccepts > 0);
    }

    // Every example our engine takes runs on it (shrunk): no error, and I/O done.
    void ourEngineRunsWhatItTakes()
    {
        const QStringList files = QDir(kExamples).entryList({QStringLiteral("*.fio")}, QDir::Files, QDir::Name);
        if (files.isEmpty())
            FSLAB_SKIP("fio's examples are not installed (Debian package fio-examples)");
        QTemporaryDir dir(QDir::current().filePath(QStringLiteral("fioexamples-XXXXXX"))); // on disk: O_DIRECT
        QVERIFY(dir.isValid());
        QStringList ran, failures;
        for (const QString& name : files) {
            QFile f(QDir(kExamples).filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const JobFileParse parse = parseJobFile(f.readAll(), name);
            if (!parse.ok() || !checkOurEngineRuns(parse.jobs))
                continue;
            std::vector<JobSpec> jobs;
            for (const JobSpec& job : parse.jobs)
                jobs.push_back(shrunk(job, dir.path()));
            std::atomic<bool> cancel{false};
            RunOptions options;
            options.registryPath = dir.filePath(QStringLiteral("owned"));
            const BenchResult r = runBench(jobs, options, cancel);
            std::uint64_t ios = 0;
            for (const JobRun& run : r.runs)
                ios += run.read.ios + run.write.ios;
            // Reads of emulated zones nothing was written to read nothing, as with fio (zbd-seq-read).
            const bool readsEmptyZones = std::all_of(jobs.begin(), jobs.end(),
                [](const JobSpec& j) { return j.zbdZones && !j.writes() && !j.readBeyondWp; });
            if (!r.error.isEmpty() || (ios == 0) != readsEmptyZones)
                failures << QStringLiteral("%1: %2 (%3 I/Os)").arg(name, r.error).arg(ios);
            ran << name;
            QVERIFY(QDir(dir.path()).entryList(QDir::Files).filter(QStringLiteral("fragscope-bench")).isEmpty());
        }
        qInfo("our engine ran %d examples: %s", int(ran.size()), qPrintable(ran.join(QStringLiteral(", "))));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
        QVERIFY(ran.size() >= 36);
    }
};

QTEST_GUILESS_MAIN(TestFioExamples)
#include "tst_fioexamples.moc"
