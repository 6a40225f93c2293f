// SPDX-License-Identifier: GPL-3.0-or-later
// The .fio parser and writer: the rules of fio's HOWTO, every error message, and a round trip that
// fio itself checks.
#include "bench/jobs/jobfile.h"
#include "bench/jobs/presets.h"
#include "fslabskip.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

class TestJobFile : public QObject
{
    Q_OBJECT

private slots:
    void sizes_data();
    void sizes();
    void times_data();
    void times();
    void sizeTextRoundTrip();
    void globalInheritance();
    void commentsAndFlags();
    void problems_data();
    void problems();
    void everyProblemCollected();
    void presetsParse();
    void roundTripThroughFio();
    void errorsToGoOnAfter();
    void unknownVerifyRefused();
};

void TestJobFile::sizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kbBase");
    QTest::addColumn<qulonglong>("bytes"); // 0: malformed
    QTest::newRow("plain") << "512" << 1024 << 512ULL;
    QTest::newRow("k") << "4k" << 1024 << 4096ULL;
    QTest::newRow("K") << "4K" << 1024 << 4096ULL;
    QTest::newRow("m") << "1m" << 1024 << 1048576ULL;
    QTest::newRow("g") << "2g" << 1024 << 2147483648ULL;
    QTest::newRow("KiB") << "64KiB" << 1024 << 65536ULL;
    QTest::newRow("KB compat") << "64KB" << 1024 << 65536ULL;
    QTest::newRow("KB si") << "64KB" << 1000 << 64000ULL;
    QTest::newRow("KiB si") << "64KiB" << 1000 << 65536ULL;
    QTest::newRow("MiB") << "3MiB" << 1024 << 3145728ULL;
    QTest::newRow("spaces") << " 8k " << 1024 << 8192ULL;
    QTest::newRow("unknown suffix") << "4x" << 1024 << 0ULL;
    QTest::newRow("no number") << "k" << 1024 << 0ULL;
    QTest::newRow("percent") << "50%" << 1024 << 0ULL;
    QTest::newRow("overflow") << "99999999e" << 1024 << 0ULL;
}

void TestJobFile::sizes()
{
    QFETCH(QString, text);
    QFETCH(int, kbBase);
    QFETCH(qulonglong, bytes);
    const auto parsed = parseFioSize(text, kbBase);
    if (bytes == 0)
        QVERIFY2(!parsed, qPrintable(QStringLiteral("parsed as %1").arg(parsed.value_or(0))));
    else
        QCOMPARE(parsed.value_or(0), bytes);
}

void TestJobFile::times_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qulonglong>("us");
    QTest::newRow("seconds by default") << "30" << 30'000'000ULL;
    QTest::newRow("ms") << "500ms" << 500'000ULL;
    QTest::newRow("us") << "250us" << 250ULL;
    QTest::newRow("m") << "2m" << 120'000'000ULL;
    QTest::newRow("h") << "1h" << 3'600'000'000ULL;
    QTest::newRow("s") << "5s" << 5'000'000ULL;
    QTest::newRow("bad") << "5 parsecs" << 0ULL;
}

void TestJobFile::times()
{
    QFETCH(QString, text);
    QFETCH(qulonglong, us);
    QCOMPARE(parseFioTime(text).value_or(0), us);
}

void TestJobFile::sizeTextRoundTrip()
{
    for (std::uint64_t v : {1ULL, 512ULL, 1000ULL, 4096ULL, 65536ULL, 3ULL << 20, 1ULL << 30, 5000ULL << 10}) {
        QCOMPARE(parseFioSize(fioSizeText(v)).value_or(0), v);
    }
    QCOMPARE(fioSizeText(4096), QStringLiteral("4k"));
    QCOMPARE(fioSizeText(1 << 30), QStringLiteral("1g"));
    for (std::uint64_t us : {1ULL, 1500ULL, 2'000'000ULL, 250'000ULL})
        QCOMPARE(parseFioTime(fioTimeText(us)).value_or(0), us);
}

void TestJobFile::globalInheritance()
{
    const QByteArray text = "[global]\n"
                            "bs=64k\n"
                            "ioengine=libaio\n"
                            "iodepth=16\n"
                            "[first]\n"
                            "rw=randread\n"
                            "size=1g\n"
                            "[global]\n" // a later [global] reaches only the jobs after it
                            "direct=1\n"
                            "[second]\n"
                            "rw=write\n"
                            "size=256m\n"
                            "bs=4k\n"; // a job's own option beats [global]
    const JobFileParse p = parseJobFile(text, QStringLiteral("t.fio"));
    QVERIFY2(p.ok(), p.problems.empty() ? "no jobs" : qPrintable(p.problems.front().message()));
    QCOMPARE(p.jobs.size(), std::size_t(2));
    QCOMPARE(p.jobs[0].name, QStringLiteral("first"));
    QCOMPARE(p.jobs[0].bs, 65536ULL);
    QCOMPARE(p.jobs[0].ioengine, IoEngine::Libaio);
    QCOMPARE(p.jobs[0].iodepth, 16);
    QCOMPARE(p.jobs[0].rw, RwMode::RandRead);
    QCOMPARE(p.jobs[0].direct, false);
    QCOMPARE(p.jobs[1].direct, true);
    QCOMPARE(p.jobs[1].bs, 4096ULL);
    QCOMPARE(p.jobs[1].iodepth, 16);
    QCOMPARE(p.jobs[1].size, 256ULL << 20);
}

void TestJobFile::commentsAndFlags()
{
    const QByteArray text = "; a comment\n"
                            "# another\n"
                            "\n"
                            "[j]\n"
                            "  rw = readwrite   ; inline comment\n"
                            "rwmixwrite=30\n"
                            "blocksize=8k\n"
                            "size=16m\n"
                            "time_based\n"
                            "runtime=10\n"
                            "ramp_time=2s\n"
                            "fsync=4\n"
                            "end_fsync=1\n"
                            "group_reporting\n"
                            "randrepeat=0\n"
                            "randseed=1234\n"
                            "thread\n"
                            "loops=3\n"
                            "startdelay=500ms\n"
                            "io_limit=8m\n";
    const JobFileParse p = parseJobFile(text, QStringLiteral("t.fio"));
    QVERIFY2(p.ok(), p.problems.empty() ? "no jobs" : qPrintable(p.problems.front().message()));
    const JobSpec& j = p.jobs.front();
    QCOMPARE(j.rw, RwMode::ReadWrite);
    QCOMPARE(j.rwmixread, 70);
    QCOMPARE(j.bs, 8192ULL);
    QVERIFY(j.timeBased);
    QCOMPARE(j.runtimeUs, 10'000'000ULL);
    QCOMPARE(j.rampTimeUs, 2'000'000ULL);
    QCOMPARE(j.fsync, 4u);
    QVERIFY(j.endFsync);
    QVERIFY(j.groupReporting);
    QVERIFY(!j.randrepeat);
    QCOMPARE(j.randseed, 1234ULL);
    QCOMPARE(j.loops, 3);
    QCOMPARE(j.startDelayUs, 500'000ULL);
    QCOMPARE(j.ioSize, 8ULL << 20);
}

void TestJobFile::problems_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("option");
    QTest::addColumn<bool>("notSupported");
    QTest::addColumn<QString>("reasonPart");
    QTest::newRow("unknown option") << QByteArray("[j]\nsize=1m\nblocksise=4k\n") << 3 << "blocksise" << false
                                    << "not a fio option";
    QTest::newRow("fio option not implemented")
        << QByteArray("[j]\nsize=1m\nexec_prerun=true\n") << 3 << "exec_prerun" << true << "does not implement";
    QTest::newRow("bad size") << QByteArray("[j]\nsize=lots\n") << 2 << "size" << false << "not a size";
    QTest::newRow("bad rw") << QByteArray("[j]\nsize=1m\nrw=sideways\n") << 3 << "rw" << false << "randrw";
    QTest::newRow("bad engine") << QByteArray("[j]\nsize=1m\nioengine=mmap\n") << 3 << "ioengine" << false
                                << "io_uring";
    QTest::newRow("bad bool") << QByteArray("[j]\nsize=1m\ndirect=maybe\n") << 3 << "direct" << false << "not 0 or 1";
    QTest::newRow("numjobs range") << QByteArray("[j]\nsize=1m\nnumjobs=0\n") << 3 << "numjobs" << false << "from 1";
    QTest::newRow("missing value") << QByteArray("[j]\nbs\n") << 2 << "bs" << false << "needs a value";
    QTest::newRow("before section") << QByteArray("bs=4k\n[j]\nsize=1m\n") << 1 << "bs" << false << "before any";
    QTest::newRow("broken header") << QByteArray("[global]\n[j\n") << 2 << "" << false << "[name]";
    QTest::newRow("four bs") << QByteArray("[j]\nsize=1m\nbs=4k,8k,4k,4k\n") << 3 << "bs" << false << "at most three";
    QTest::newRow("env var") << QByteArray("[j]\nsize=$SIZE\n") << 2 << "size" << true << "environment";
    QTest::newRow("no size") << QByteArray("[j]\nrw=read\n") << 0 << "" << false << "needs size=";
    QTest::newRow("time_based without runtime")
        << QByteArray("[j]\nsize=1m\ntime_based\n") << 0 << "" << false << "needs runtime";
    QTest::newRow("numa nodes") << QByteArray("[j]\nsize=1m\nnuma_cpu_nodes=0-\n") << 3 << "numa_cpu_nodes" << false
                                << "not a list of NUMA nodes";
    QTest::newRow("numa descending") << QByteArray("[j]\nsize=1m\nnuma_cpu_nodes=3-1\n") << 3 << "numa_cpu_nodes"
                                     << false << "not a list of NUMA nodes";
    QTest::newRow("prefer two nodes") << QByteArray("[j]\nsize=1m\nnuma_mem_policy=prefer:0,1\n") << 3
                                      << "numa_mem_policy" << false << "not a memory policy";
    QTest::newRow("bind without nodes") << QByteArray("[j]\nsize=1m\nnuma_mem_policy=bind\n") << 3 << "numa_mem_policy"
                                        << false << "not a memory policy";
    QTest::newRow("local with nodes") << QByteArray("[j]\nsize=1m\nnuma_mem_policy=local:0\n") << 3 << "numa_mem_policy"
                                      << false << "not a memory policy";
    QTest::newRow("no job") << QByteArray("[global]\nbs=4k\n") << 0 << "" << false << "no job section";
}

void TestJobFile::problems()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, option);
    QFETCH(bool, notSupported);
    QFETCH(QString, reasonPart);
    const JobFileParse p = parseJobFile(text, QStringLiteral("bad.fio"));
    QVERIFY(!p.ok());
    QCOMPARE(p.problems.size(), std::size_t(1));
    const JobFileProblem& problem = p.problems.front();
    QCOMPARE(problem.line, line);
    QCOMPARE(problem.option, option);
    QCOMPARE(problem.notSupported, notSupported);
    QVERIFY2(problem.reason.contains(reasonPart), qPrintable(problem.reason));
    // The message names the file, the line and the option.
    const QString message = problem.message();
    QVERIFY2(message.startsWith(line ? QStringLiteral("bad.fio:%1: ").arg(line) : QStringLiteral("bad.fio: ")),
        qPrintable(message));
    if (!option.isEmpty())
        QVERIFY2(message.contains(QStringLiteral("'%1'").arg(option)), qPrintable(message));
}

void TestJobFile::everyProblemCollected()
{
    const JobFileParse p = parseJobFile("[a]\nsize=1m\nbogus=1\nexec_prerun=true\nbs=huge\n", QStringLiteral("x.fio"));
    QCOMPARE(p.problems.size(), std::size_t(3));
    QCOMPARE(p.problems[0].line, 3);
    QCOMPARE(p.problems[1].line, 4);
    QCOMPARE(p.problems[2].line, 5);
}

void TestJobFile::presetsParse()
{
    QVERIFY(builtinPresets().size() >= 3);
    for (const Preset& preset : builtinPresets()) {
        auto jobs = loadPreset(preset.id, QStringLiteral("/somewhere"));
        QVERIFY2(jobs, qPrintable(preset.id + QStringLiteral(": ") + (jobs ? QString() : jobs.error().message())));
        for (const JobSpec& job : *jobs)
            QCOMPARE(job.directory, QStringLiteral("/somewhere"));
    }
    auto matrix = loadPreset(QStringLiteral("matrix-6"));
    QVERIFY(matrix);
    QCOMPARE(findPreset(QStringLiteral("matrix-6"))->repetitions, 5);
    QVERIFY(!findPreset(QStringLiteral("matrix-7")));
    QCOMPARE(matrix->size(), std::size_t(6));
    for (const JobSpec& job : *matrix) {
        QCOMPARE(job.bs, 4096ULL);
        QCOMPARE(job.numjobs, 8);
        QCOMPARE(job.iodepth, 4);
        QVERIFY(job.direct);
        QCOMPARE(job.ioengine, IoEngine::Libaio);
        QVERIFY(job.timeBased);
        QCOMPARE(job.loops, 1);
        QVERIFY(job.stonewall);
    }
    auto cow = loadPreset(QStringLiteral("cow-randwrite"));
    QVERIFY(cow);
    QCOMPARE(cow->front().rw, RwMode::RandWrite);
    QCOMPARE(cow->front().size, 1ULL << 30);
    QCOMPARE(cow->front().ioSize, 64ULL << 20);
    QCOMPARE(cow->front().fsync, 1u);
    QCOMPARE(cow->front().ioengine, IoEngine::Sync);
    QVERIFY(!loadPreset(QStringLiteral("nope")));
}

void TestJobFile::roundTripThroughFio()
{
    JobSpec a;
    a.name = QStringLiteral("alpha");
    a.directory = QStringLiteral("/tmp");
    a.rw = RwMode::RandRw;
    a.rwmixread = 70;
    a.bs = 16384;
    a.size = 64ULL << 20;
    a.ioSize = 32ULL << 20;
    a.numjobs = 4;
    a.iodepth = 8;
    a.ioengine = IoEngine::IoUring;
    a.direct = true;
    a.fsync = 8;
    a.endFsync = true;
    a.timeBased = true;
    a.runtimeUs = 1'500'000;
    a.rampTimeUs = 500'000;
    a.loops = 2;
    a.startDelayUs = 2'000'000;
    a.invalidate = false;
    a.overwrite = true;
    a.randrepeat = false;
    a.randseed = 42;
    a.refillBuffers = true;
    a.groupReporting = true;
    a.numaCpuNodes = QStringLiteral("0"); // fio checks the nodes against this machine's
    a.numaMemPolicy = QStringLiteral("interleave:all");
    JobSpec b;
    b.name = QStringLiteral("beta");
    b.rw = RwMode::Write;
    b.size = 1 << 20;
    b.ioengine = IoEngine::Libaio;
    b.fdatasync = 3;
    b.stonewall = true;
    b.numaMemPolicy = QStringLiteral("local");
    const std::vector<JobSpec> jobs{a, b};
    const QByteArray text = writeJobFile(jobs);

    // Our parser reads back exactly what was written.
    const JobFileParse back = parseJobFile(text, QStringLiteral("written.fio"));
    QVERIFY2(back.ok(), back.problems.empty() ? "no jobs" : qPrintable(back.problems.front().message()));
    QCOMPARE(back.jobs.size(), jobs.size());
    QVERIFY(back.jobs[0] == a);
    QVERIFY(back.jobs[1] == b);

    // And fio accepts it.
    const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    if (fio.isEmpty())
        FSLAB_SKIP(
            "fio is not installed (apt-get install fio): the round trip through fio --parse-only is not checked");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("written.fio"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();
    QProcess p;
    p.start(fio, {QStringLiteral("--parse-only"), path});
    QVERIFY(p.waitForFinished(30000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
}

// continue_on_error= names kinds; ignore_error= gives each kind its errnos (by name or number) and
// with them goes on after those, as in fio; fio's default list is EIO and EILSEQ.
void TestJobFile::errorsToGoOnAfter()
{
    const auto parse
        = [](const QByteArray& options) { return parseJobFile("[j]\nsize=1m\n" + options, QStringLiteral("e.fio")); };
    JobFileParse p = parse("continue_on_error=io\n");
    QVERIFY(p.ok());
    JobSpec j = p.jobs.front();
    QVERIFY(j.continuesAfter(JobSpec::ReadError, EIO) && j.continuesAfter(JobSpec::WriteError, EILSEQ));
    QVERIFY(!j.continuesAfter(JobSpec::WriteError, ENOSPC));
    QVERIFY(!j.continuesAfter(JobSpec::VerifyError, EIO));

    p = parse("ignore_error=EAGAIN,ENOSPC:122\nerror_dump=0\n");
    QVERIFY(p.ok());
    j = p.jobs.front();
    QVERIFY(j.continuesAfter(JobSpec::ReadError, EAGAIN));
    QVERIFY(!j.continuesAfter(JobSpec::ReadError, EIO)); // the list replaces the default
    QVERIFY(j.continuesAfter(JobSpec::WriteError, ENOSPC) && j.continuesAfter(JobSpec::WriteError, EDQUOT));
    QVERIFY(!j.errorDump);
    const JobFileParse back = parseJobFile(writeJobFile({j}), QStringLiteral("back.fio"));
    QVERIFY(back.ok());
    QCOMPARE(back.jobs.front().ignoredErrors, j.ignoredErrors);
    QCOMPARE(back.jobs.front().continueOnError, j.continueOnError);
    QVERIFY(!back.jobs.front().errorDump);

    for (const char* bad : {"continue_on_error=sometimes\n", "ignore_error=ENOTANERROR\n", "ignore_error=a,b,c,d\n"})
        QVERIFY2(!parse(bad).ok(), bad);
}

// A job that did not come through the parser (a saved result, a preset) with a verify= name no
// method has: refused by name, not read as a method.
void TestJobFile::unknownVerifyRefused()
{
    JobFileParse p = parseJobFile("[j]\nsize=1m\nrw=write\nverify=crc32c\n", QStringLiteral("v.fio"));
    QVERIFY(p.ok());
    JobSpec job = p.jobs.front();
    QVERIFY(checkJob(job));
    job.verify = QStringLiteral("crc7");
    const auto refused = checkJob(job);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message().contains(QLatin1String("verify=crc7")), qPrintable(refused.error().message()));
}

QTEST_GUILESS_MAIN(TestJobFile)
#include "tst_jobfile.moc"
