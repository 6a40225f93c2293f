// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark engine on real files: bytes moved, fsync counts, random coverage, O_DIRECT errors,
// cancel and cleanup, refusals, crash leftovers, fio as a plausibility check, and the copy-on-write
// job on loop-mounted btrfs and ext4.
#include "bench/engine/commandjob.h"
#include "bench/engine/fileplan.h"
#include "bench/engine/runner.h"
#include "bench/fio/fioengine.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/presets.h"
#include "bench/jobs/threadsetup.h"
#include "bench/results/resultjson.h"
#include "extents/fiemapreader.h"
#include "fs/fsinfo.h"
#include "fslab.h"
#include "fslabskip.h"
#include "io/cache.h"
#include "io/ownedfiles.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <linux/mempolicy.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <set>
#include <thread>

using namespace fragscope;
using namespace std::chrono_literals;

namespace {

// Benchmark files go on a disk (tmpfs would hide what O_DIRECT and the page cache do): the scratch
// directory every suite uses; each test has a registry of its own.
// The files the runner made in `dir` (fragscope-bench.*).
QStringList benchFilesIn(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("fragscope-bench.*")}, QDir::Files);
}

struct Scratch
{
    QString why;
    std::unique_ptr<QTemporaryDir> holder = fslab::scratchDir(QStringLiteral("bench"), &why);
    const QTemporaryDir& dir = *holder;
    QString registry() const { return dir.filePath(QStringLiteral("registry")); }
    QStringList benchFiles() const { return benchFilesIn(dir.path()); }
};

JobSpec job(const QString& dir, RwMode rw, std::uint64_t size, IoEngine engine = IoEngine::Psync)
{
    JobSpec j;
    j.name = QStringLiteral("t");
    j.directory = dir;
    j.rw = rw;
    j.size = size;
    j.ioengine = engine;
    return j;
}

// A file read into the page cache before a job whose pages the test counts afterwards. The machines
// are shared: someone else's drop_caches or memory pressure empties the cache under the test too,
// and then this witness, read earlier, has lost pages as well. A coverage bug leaves it whole.
struct CacheWitness
{
    QString path;
    explicit CacheWitness(const QString& dir)
        : path(dir + QStringLiteral("/witness"))
    {
        // Its pages must be the first to go: clean (dirty ones stay put), out of the cache after the
        // write, then read once, before the job, so they sit older than the job's on the same list.
        // Written and read again they would count as used twice and outlive the job's under pressure
        // (CI saw 2046 of 2048 job pages left with this witness whole).
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(QByteArray(8 << 20, 'w'));
            f.flush();
            ::fsync(f.handle());
            ::posix_fadvise(f.handle(), 0, 0, POSIX_FADV_DONTNEED);
            f.close();
        }
        if (f.open(QIODevice::ReadOnly))
            while (!f.read(1 << 20).isEmpty()) { }
    }
    ~CacheWitness() { QFile::remove(path); }
    bool whole() const
    {
        const auto r = residentPages(path);
        return r && r->pages > 0 && r->resident == r->pages;
    }
};

BenchResult run(const std::vector<JobSpec>& jobs, const Scratch& s, bool keep = false,
    const std::function<void(const BenchTick&)>& onTick = {}, int repetitions = 1)
{
    RunOptions options;
    options.repetitions = repetitions;
    options.registryPath = s.registry();
    options.keepFiles = keep;
    std::atomic<bool> cancel{false};
    return runBench(jobs, options, cancel, onTick);
}

QByteArray digestOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

} // namespace

class TestBenchRunner : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const Scratch s; !s.dir.isValid())
            FSLAB_SKIP(s.why);
    }
    void bytesMoved_data();
    void bytesMoved();
    void fsyncCounts_data();
    void fsyncCounts();
    void randomCoversFile();
    void pacingAndLimits();
    void betweenJobs();
    void verifyWhatWasWritten();
    void fillDevice();
    void sizeShareOfTheRoom();
    void goOnAfterNoRoom();
    void severalFilesPerJob();
    void nullEngineAndDevices();
    void runtimeCountsFromTheSetUp();
    void repetitionsAndStonewall();
    void liveSamples();
    void submissionLatency();
    void fioLogs();
    void directAlignmentReported();
    void directRefusedByFileSystem();
    void cancelKeepsPartialAndCleansUp();
    void refusals();
    void numaNodes();
    void crashLeftoversRemoved();
    void coldRead();
    void fadviseEmptiesTheLoopImageToo();
    void invalidateLeavesTheLoopImageAlone();
    void commandJob();
    void plausibleAgainstFio();
    void copyOnWriteJob_data();
    void copyOnWriteJob();
};

void TestBenchRunner::bytesMoved_data()
{
    QTest::addColumn<int>("rw");
    QTest::addColumn<int>("engine");
    QTest::addColumn<bool>("direct");
    QTest::addColumn<int>("iodepth");
    for (IoEngine e : {IoEngine::Sync, IoEngine::Psync, IoEngine::Libaio, IoEngine::IoUring}) {
        for (RwMode rw : {RwMode::Read, RwMode::Write, RwMode::RandRead, RwMode::RandWrite, RwMode::RandRw}) {
            const bool async = e == IoEngine::Libaio || e == IoEngine::IoUring;
            QTest::addRow("%s %s", qPrintable(ioEngineName(e)), qPrintable(rwModeName(rw)))
                << int(rw) << int(e) << async << (async ? 8 : 1);
        }
    }
}

void TestBenchRunner::bytesMoved()
{
    QFETCH(int, rw);
    QFETCH(int, engine);
    QFETCH(bool, direct);
    QFETCH(int, iodepth);
    Scratch s;
    JobSpec j = job(s.dir.path(), RwMode(rw), 4 << 20, IoEngine(engine));
    j.direct = direct;
    j.iodepth = iodepth;
    j.numjobs = 2;
    const BenchResult r = run({j}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.size(), std::size_t(1));
    const JobRun& result = r.runs.front();
    QCOMPARE(result.clones.size(), std::size_t(2));
    // Each clone moves exactly size bytes, in bs-sized I/Os, split by direction as the job says.
    for (const JobRun& clone : result.clones) {
        QCOMPARE(clone.read.ioBytes + clone.write.ioBytes, 4ULL << 20);
        QCOMPARE(clone.read.ios + clone.write.ios, 1024ULL);
        QCOMPARE(clone.read.present(), j.reads());
        QCOMPARE(clone.write.present(), j.writes());
        if (j.mixed()) // rwmixread=50: both directions get a fair share
            QVERIFY(clone.read.ios > 350 && clone.write.ios > 350);
        const DirectionStats& d = clone.read.present() ? clone.read : clone.write;
        QCOMPARE(d.clat.samples, d.ios);
        QVERIFY(d.clat.minNs > 0 && d.clat.minNs <= d.clat.meanNs && d.clat.meanNs <= d.clat.maxNs);
    }
    QCOMPARE(result.read.ioBytes + result.write.ioBytes, 8ULL << 20);
    QVERIFY(s.benchFiles().isEmpty()); // removed after the run
}

void TestBenchRunner::fsyncCounts_data()
{
    QTest::addColumn<int>("fsync");
    QTest::addColumn<int>("fdatasync");
    QTest::addColumn<bool>("endFsync");
    QTest::addColumn<int>("engine");
    // 256 writes of 4 KiB. As fio 3.33 (psync: 15, 255, 7 and its end_fsync): a due sync comes before
    // the next write, so none follows the last.
    QTest::addColumn<int>("expected");
    QTest::newRow("fsync=16") << 16 << 0 << false << int(IoEngine::Psync) << 15;
    QTest::newRow("fsync=1") << 1 << 0 << false << int(IoEngine::Sync) << 255;
    QTest::newRow("fdatasync=10") << 0 << 10 << false << int(IoEngine::Psync) << 25;
    QTest::newRow("fsync=32 + end_fsync") << 32 << 0 << true << int(IoEngine::Psync) << 8;
    QTest::newRow("end_fsync only") << 0 << 0 << true << int(IoEngine::Psync) << 1;
    QTest::newRow("fsync=64 io_uring depth 8") << 64 << 0 << false << int(IoEngine::IoUring) << 3;
}

void TestBenchRunner::fsyncCounts()
{
    QFETCH(int, fsync);
    QFETCH(int, fdatasync);
    QFETCH(bool, endFsync);
    QFETCH(int, engine);
    QFETCH(int, expected);
    Scratch s;
    JobSpec j = job(s.dir.path(), RwMode::RandWrite, 1 << 20, IoEngine(engine));
    j.fsync = std::uint32_t(fsync);
    j.fdatasync = std::uint32_t(fdatasync);
    j.endFsync = endFsync;
    j.iodepth = 8;
    const BenchResult r = run({j}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.front().write.ios, 256ULL);
    QCOMPARE(r.runs.front().syncs, std::uint64_t(expected));
}

void TestBenchRunner::randomCoversFile()
{
    // One pass of 4 KiB random writes into a new, sparse file must write every block once: none
    // twice, none skipped. The engine counts 2,048 writes for the 2,048 blocks, and the file is left
    // without a hole (SEEK_HOLE finds only its end), so none was skipped, hence none written twice.
    // Reads draw from the same random map. (This asked the page cache before, after a random read
    // pass: reclaim of a few pages made it fail now and then, 2,044 of 2,048 under TSan.)
    Scratch s;
    {
        // Does this file system report holes at all? A file with one block written says.
        const QString probe = s.dir.filePath(QStringLiteral("hole-probe"));
        QFile f(probe);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write(QByteArray(4096, 'x')) == 4096 && f.resize(8 << 20));
        f.close();
        const int fd = ::open(QFile::encodeName(probe).constData(), O_RDONLY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        const off_t hole = ::lseek(fd, 0, SEEK_HOLE);
        ::close(fd);
        QFile::remove(probe);
        if (hole != 4096)
            QSKIP("this file system does not report holes (SEEK_HOLE): coverage cannot be told");
    }
    JobSpec j = job(s.dir.path(), RwMode::RandWrite, 8 << 20);
    const BenchResult r = run({j}, s, /*keep*/ true);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const QString file = jobFilePath(j, 0);
    QCOMPARE(r.runs.front().write.ios, 2048ULL);
    const int fd = ::open(QFile::encodeName(file).constData(), O_RDONLY | O_CLOEXEC);
    QVERIFY(fd >= 0);
    const off_t size = ::lseek(fd, 0, SEEK_END);
    const off_t firstHole = ::lseek(fd, 0, SEEK_HOLE);
    ::close(fd);
    QVERIFY(QFile::remove(file)); // kept files are the caller's to remove
    QVERIFY(s.benchFiles().isEmpty());
    QCOMPARE(size, off_t(8 << 20));
    QCOMPARE(firstHole, size); // no block left unwritten
}

// fio's norandommap, number_ios, thinktime and rate/rate_iops, each by the effect fio gives it.
void TestBenchRunner::pacingAndLimits()
{
    Scratch s;
    // norandommap: a pass draws offsets with replacement, so about 1 - 1/e of the blocks are read
    // (the random map's pass reads all of them: randomCoversFile).
    // The cache emptied from outside (randomCoversFile) lowers the share: then tried again.
    JobSpec anyOrder = job(s.dir.path(), RwMode::RandRead, 8 << 20);
    anyOrder.norandommap = true;
    for (int attempt = 1;; ++attempt) {
        const CacheWitness witness(s.dir.path());
        const BenchResult r = run({anyOrder}, s, /*keep*/ true);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.runs.front().read.ios, 2048ULL);
        const auto resident = residentPages(jobFilePath(anyOrder, 0));
        QVERIFY(resident);
        QVERIFY(QFile::remove(jobFilePath(anyOrder, 0)));
        const double share = double(resident->resident) / double(resident->pages);
        if (share > 0.55 && share < 0.72)
            break;
        if (witness.whole() || attempt == 3)
            QFAIL(qPrintable(QStringLiteral("share of pages read %1, not 0.55..0.72").arg(share)));
        qInfo("attempt %d: the page cache was emptied from outside; again", attempt);
    }

    // number_ios ends a time-based job early; thinktime pauses after each I/O.
    JobSpec counted = job(s.dir.path(), RwMode::RandRead, 4 << 20);
    counted.timeBased = true;
    counted.runtimeUs = 5'000'000;
    counted.numberIos = 20;
    counted.thinktimeUs = 10'000;
    QElapsedTimer t;
    t.start();
    const BenchResult c = run({counted}, s);
    QVERIFY2(c.error.isEmpty(), qPrintable(c.error));
    QCOMPARE(c.runs.front().read.ios, 20ULL);
    QVERIFY2(c.runs.front().runtimeUs >= 190'000 && t.elapsed() < 4000,
        qPrintable(QStringLiteral("%1 us").arg(c.runs.front().runtimeUs)));

    // rate and rate_iops cap each clone, measured over a second.
    JobSpec capped = job(s.dir.path(), RwMode::RandRead, 8 << 20);
    capped.timeBased = true;
    capped.runtimeUs = 1'000'000;
    capped.invalidate = false;
    capped.rateBytes = {1 << 20, 1 << 20};
    JobSpec iops = capped;
    iops.name = QStringLiteral("iops");
    iops.rateBytes = {};
    iops.rateIops = {300, 300};
    const BenchResult p = run({capped, iops}, s);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    const double mib = p.runs.at(0).read.bandwidth() / double(1 << 20);
    QVERIFY2(mib > 0.85 && mib < 1.1, qPrintable(QString::number(mib)));
    const double io = p.runs.at(1).read.iops();
    QVERIFY2(io > 255 && io < 330, qPrintable(QString::number(io)));
    const QByteArray text = writeJobFile({capped, counted, anyOrder});
    for (const char* line : {"rate=1m", "number_ios=20", "thinktime=10000", "norandommap=1"})
        QVERIFY2(text.contains(line), text.constData());
    QCOMPARE(parseJobFile(text, QStringLiteral("back.fio")).jobs, (std::vector<JobSpec>{capped, counted, anyOrder}));
}

// What jobs of one step do to each other, as fio: wait_for, exitall, flow, startdelay; per-direction
// rates, rate_min, and ss= stopping a steady job.
void TestBenchRunner::betweenJobs()
{
    Scratch s;
    const auto parse = [](const QByteArray& text) {
        const JobFileParse p = parseJobFile(text, QStringLiteral("t.fio"));
        if (!p.ok())
            qWarning("%s", qPrintable(p.problems.front().message()));
        return p.jobs;
    };
    const auto inDir = [&](std::vector<JobSpec> jobs) {
        for (JobSpec& j : jobs)
            j.directory = s.dir.path();
        return jobs;
    };
    // wait_for: b starts when a is done, though both are in one step; c starts 300 ms in.
    std::vector<JobSpec> jobs = inDir(parse("[global]\nioengine=null\nsize=1g\nbs=4k\nrw=read\ntime_based\n"
                                            "[a]\nruntime=400ms\n[b]\nwait_for=a\nruntime=200ms\n"
                                            "[c]\nstartdelay=300ms\nruntime=100ms\n"));
    QCOMPARE(jobs.size(), std::size_t(3));
    QElapsedTimer t;
    t.start();
    BenchResult r = run(jobs, s, false);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY2(t.elapsed() >= 580 && t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
    const auto firstActive = [&](int job) {
        for (const BenchSample& sample : r.series) {
            if (sample.jobIndex == job && sample.readIops > 0)
                return sample.seconds;
        }
        return -1.0;
    };
    QVERIFY2(firstActive(1) >= 0.38, qPrintable(QString::number(firstActive(1))));
    QVERIFY2(firstActive(2) >= 0.28 && firstActive(2) < 0.5, qPrintable(QString::number(firstActive(2))));
    QCOMPARE(parse(writeJobFile(jobs)).at(1).waitFor, QStringLiteral("a"));
    JobSpec early = jobs[1]; // no forward reference, as fio
    r = run({early, jobs[0]}, s);
    QVERIFY2(r.error.contains(QLatin1String("wait_for=a")), qPrintable(r.error));

    // exitall: the short job's end (200 I/Os at 1000 a second) stops the long one, which keeps its
    // figures.
    t.restart();
    r = run(inDir(parse("[global]\nioengine=null\nsize=1g\nrw=read\n[short]\nnumber_ios=200\nrate_iops=1000\nexitall\n"
                        "[long]\ntime_based\nruntime=10s\n")),
        s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
    QCOMPARE(r.runs.size(), std::size_t(2));
    QVERIFY(r.runs[1].read.ios > 0);

    // flow: weights 1 and 3 share the I/Os 1:3.
    r = run(inDir(parse("[global]\nioengine=null\nsize=1g\nrw=read\ntime_based\nruntime=500ms\n"
                        "[one]\nflow=1\n[three]\nflow=3\n")),
        s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const double ratio = double(r.runs[1].read.ios) / double(std::max<std::uint64_t>(1, r.runs[0].read.ios));
    QVERIFY2(ratio > 2.7 && ratio < 3.3, qPrintable(QString::number(ratio)));

    // rate=,1m caps the writes only; rate_min fails a job that cannot keep up, after fio's 2 s.
    r = run(inDir(parse("[mixed]\nrw=randrw\nsize=8m\ninvalidate=0\ntime_based\nruntime=1s\nrate=,1m\n")), s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const double writeMib = r.runs[0].write.bandwidth() / double(1 << 20);
    QVERIFY2(writeMib > 0.85 && writeMib < 1.1, qPrintable(QString::number(writeMib)));
    QVERIFY(r.runs[0].read.iops() > 2 * r.runs[0].write.iops());
    r = run(inDir(parse("[slow]\nioengine=null\nsize=1g\ntime_based\nruntime=5s\nrate=100k\nrate_min=1m\n")), s);
    QVERIFY2(r.error.contains(QLatin1String("rate_min")), qPrintable(r.error));

    // latency_target: with 90 % of latencies far under the target the depth doubles to iodepth, one more
    // window runs there and the job ends (long before its runtime), its figures that window's;
    // a target no I/O can meet fails the job at depth 1, as fio.
    t.restart();
    r = run(inDir(parse("[search]\nioengine=null\nsize=1g\niodepth=16\ntime_based\nruntime=20s\n"
                        "latency_target=10ms\nlatency_window=100ms\nlatency_percentile=90\n")),
        s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].latencyDepth, 16);
    QVERIFY2(t.elapsed() < 5000, qPrintable(QString::number(t.elapsed())));
    QVERIFY2(r.runs[0].runtimeUs < 300'000, qPrintable(QString::number(r.runs[0].runtimeUs))); // the last window
    QCOMPARE(r.runs[0].read.clat.samples, r.runs[0].read.ios); // figures and histogram of the same window
    r = run(inDir(parse("[impossible]\nrw=randread\nsize=8m\ndirect=1\nioengine=libaio\niodepth=8\n"
                        "latency_target=1\nlatency_window=1s\n")),
        s);
    QVERIFY2(r.error.contains(QLatin1String("latency_target")), qPrintable(r.error));

    // prioclass/prio and cmdprio_percentage: the kernel takes them on both asynchronous engines,
    // and the share of requests that carry their own priority is the one asked.
    for (const char* engine : {"io_uring", "libaio"}) {
        r = run(inDir(parse(QStringLiteral("[prio]\nrw=randread\nsize=8m\ndirect=1\nioengine=%1\niodepth=8\n"
                                           "number_ios=4000\nprioclass=2\nprio=7\ncmdprio_percentage=25\n"
                                           "cmdprio_class=2\ncmdprio=0\n")
                                .arg(QLatin1String(engine))
                                .toUtf8())),
            s);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        const double share = double(r.runs[0].prioIos) / double(r.runs[0].read.ios);
        QVERIFY2(
            std::abs(share - 0.25) < 0.03, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(engine)).arg(share)));
    }

    // ss=: a steady job stops once its window is steady.
    t.restart();
    r = run(inDir(parse("[steady]\nioengine=null\nsize=1g\ntime_based\nruntime=20s\nrate_iops=2000\n"
                        "ss=iops:20%\nss_dur=2s\n")),
        s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].steadyState, 1);
    QVERIFY2(t.elapsed() < 6000, qPrintable(QString::number(t.elapsed())));
}

// verify=: a write job reads back what it wrote and finds it good; a read job finds a byte flipped on
// disk, names its offset and dumps the block; a scan written in one group is verified in the next.
void TestBenchRunner::verifyWhatWasWritten()
{
    Scratch s;
    const QString path = s.dir.filePath(QStringLiteral("verified"));
    JobSpec w = job(s.dir.path(), RwMode::RandWrite, 8 << 20);
    w.filename = path;
    w.verify = QStringLiteral("crc32c");
    BenchResult r = run({w}, s, /*keep*/ true);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].verifiedBytes, 8ULL << 20);
    QCOMPARE(r.runs[0].verifyFailures, 0ULL);
    QVERIFY(QFile::remove(path));
    w.verifyBacklog = 100; // checked as it goes: the same bytes in all
    r = run({w}, s, /*keep*/ true);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].verifiedBytes, 8ULL << 20);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.seek((3 << 20) + 100));
    const char byte = file.read(1).at(0);
    QVERIFY(file.seek((3 << 20) + 100));
    QVERIFY(file.write(QByteArray(1, char(byte ^ 0x10))) == 1);
    file.close();
    JobSpec rd = job(s.dir.path(), RwMode::Read, 8 << 20);
    rd.filename = path;
    rd.verify = QStringLiteral("crc32c");
    rd.verifyDump = true;
    r = run({rd}, s);
    QVERIFY2(r.error.contains(QLatin1String("corrupted")) && r.error.contains(QString::number(3 << 20)),
        qPrintable(r.error));
    QCOMPARE(r.runs[0].verifyFailures, 1ULL);
    QVERIFY(QFile::exists(path + QStringLiteral(".%1.received").arg(3 << 20)));
    QVERIFY(QFile::remove(path + QStringLiteral(".%1.received").arg(3 << 20)));
    QVERIFY(QFile::remove(path));

    // surface-scan.fio's shape: written in one group with a header every 512 bytes and a pattern,
    // checked in the next; the reader needs no layout of its own.
    const JobFileParse scan = parseJobFile(QStringLiteral("[global]\nbs=64k\nverify=meta\nverify_pattern=0xaa555aa5\n"
                                                          "verify_interval=512\nfilename=%1\n"
                                                          "[write-phase]\nrw=write\nsize=4m\ndo_verify=0\n"
                                                          "[verify-phase]\nstonewall\nrw=read\ndo_verify=1\n")
                                               .arg(path)
                                               .toUtf8(),
        QStringLiteral("scan.fio"));
    QVERIFY2(scan.ok(), qPrintable(scan.problems.empty() ? QString() : scan.problems.front().message()));
    r = run(scan.jobs, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.size(), std::size_t(2));
    QCOMPARE(r.runs[0].verifiedBytes, 0ULL);
    QCOMPARE(r.runs[1].verifiedBytes, 4ULL << 20);
    QVERIFY(!QFile::exists(path)); // made by the run, removed by it
}

// fill_device on a small loop-mounted ext4: the file takes the room but the reserve (3 % and
// 64 MiB), and the job ends there without an error; the file goes afterwards.
void TestBenchRunner::fillDevice()
{
    FSLAB_LOOP_FS(fs, fslab::FsType::Ext4, 256);
    const auto freeBefore = availableBytes(fs.mountPoint());
    QVERIFY(freeBefore);
    const JobFileParse p
        = parseJobFile(QStringLiteral("[fill]\ndirectory=%1\nrw=write\nbs=1m\nfill_device=1\nverify=crc32c\n")
                           .arg(fs.mountPoint())
                           .toUtf8(),
            QStringLiteral("fill.fio"));
    QVERIFY(p.ok());
    Scratch s;
    const BenchResult r = run(p.jobs, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const std::uint64_t expected = (*freeBefore - (64u << 20)) / 100 * 97 / (1 << 20) * (1 << 20);
    QCOMPARE(r.runs[0].write.ioBytes, expected);
    QCOMPARE(r.runs[0].verifiedBytes, expected);
    const auto freeAfter = availableBytes(fs.mountPoint());
    QVERIFY(freeAfter && *freeAfter + (8u << 20) >= *freeBefore); // the file is gone again
}

// size=N% of files not there yet: a share of the room fill_device would fill, less what the run's
// earlier jobs make on that file system (two jobs of 50 % in two folders of it: the second gets half
// of what the first left), so that together they never fill it; the clones share the job's part.
// Through fio, refused: fio takes a percentage of an existing file only.
void TestBenchRunner::sizeShareOfTheRoom()
{
    FSLAB_LOOP_FS(fs, fslab::FsType::Ext4, 256);
    QVERIFY(QDir().mkpath(fs.path(QStringLiteral("a"))) && QDir().mkpath(fs.path(QStringLiteral("b"))));
    const auto free = availableBytes(fs.mountPoint());
    QVERIFY(free);
    const QByteArray text = QStringLiteral("[global]\nrw=write\nbs=1m\nsize=50%\n[first]\ndirectory=%1\nnumjobs=2\n"
                                           "[second]\ndirectory=%2\n")
                                .arg(fs.path(QStringLiteral("a")), fs.path(QStringLiteral("b")))
                                .toUtf8();
    const JobFileParse p = parseJobFile(text, QStringLiteral("share.fio"));
    QVERIFY(p.ok());
    QCOMPARE(p.jobs[0].sizeFreePercent, 50);
    const auto plan = bench::planFiles(p.jobs);
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().message()));
    const std::uint64_t room = (*free - (64u << 20)) / 100 * 97;
    const std::uint64_t mib = 1 << 20;
    const std::uint64_t first = room / 100 * 50 / 2 / mib * mib; // each of two clones
    QCOMPARE(plan->regionOf[0], (std::vector<std::uint64_t>{first, first}));
    const std::uint64_t second = (room - 2 * first) / 100 * 50 / mib * mib;
    QCOMPARE(plan->regionOf[1], (std::vector<std::uint64_t>{second}));
    QVERIFY(bench::checkRoom(plan->files)); // together they fit
    QCOMPARE(writeJobFile({p.jobs[1]}).contains("size=50%"), true);
    FioRunOptions fio;
    const std::atomic<bool> cancel{false};
    const BenchResult refused = runFio({p.jobs[1]}, fio, cancel);
    QVERIFY2(
        refused.error.contains(QLatin1String("size=50% of the free room is Fragscope's")), qPrintable(refused.error));
}

// enospc-pressure's way: a file larger than the file system, written with continue_on_error and
// ignore_error=,ENOSPC, ends with the writes that found no room counted, the first error named,
// and the file gone; without ignore_error the job is refused before anything is written.
void TestBenchRunner::goOnAfterNoRoom()
{
    FSLAB_LOOP_FS(fs, fslab::FsType::Ext4, 128);
    const auto freeBefore = availableBytes(fs.mountPoint());
    QVERIFY(freeBefore);
    const QByteArray text
        = QStringLiteral("[big]\ndirectory=%1\nrw=write\nbs=1m\nsize=256m\ndirect=1\n").arg(fs.mountPoint()).toUtf8();
    Scratch s;
    const JobFileParse refused = parseJobFile(text, QStringLiteral("big.fio"));
    QVERIFY(refused.ok());
    BenchResult r = run(refused.jobs, s);
    QVERIFY2(r.error.contains(QLatin1String("not enough room")), qPrintable(r.error));

    const JobFileParse p
        = parseJobFile(text + "continue_on_error=write\nignore_error=,ENOSPC\n", QStringLiteral("big.fio"));
    QVERIFY(p.ok());
    r = run(p.jobs, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const JobRun& w = r.runs.front();
    QCOMPARE(w.firstError, ENOSPC);
    // As fio (3.33 on the same image: total_err 145, write total_ios 256, io_bytes 111 MiB): every
    // write tried is an I/O, the bytes are those that found room.
    QCOMPARE(w.write.ios, 256ULL);
    QCOMPARE(w.errors + w.write.ioBytes / (1 << 20), 256ULL);
    QVERIFY(w.errors > 100);
    QVERIFY(w.write.ioBytes >= *freeBefore / 2 && w.write.ioBytes <= 128u << 20); // root may use the reserve
    QVERIFY(std::any_of(r.warnings.begin(), r.warnings.end(),
        [](const BenchWarning& x) { return x.text.contains(QLatin1String("continue_on_error")); }));
    const auto freeAfter = availableBytes(fs.mountPoint());
    QVERIFY(freeAfter && *freeAfter + (8u << 20) >= *freeBefore); // the file is gone again
}

// nrfiles=4: each clone writes its four files (size / 4 each, named as fio names them), reads them
// back, fsyncs each one it wrote, and the run removes them all.
void TestBenchRunner::severalFilesPerJob()
{
    Scratch s;
    const JobFileParse p = parseJobFile(QStringLiteral("[global]\ndirectory=%1\nnrfiles=4\nsize=4m\nbs=64k\n"
                                                       "[w]\nrw=write\nnumjobs=2\nfsync=16\n[r]\nstonewall\n"
                                                       "rw=randread\nnumjobs=2\n")
                                            .arg(s.dir.path())
                                            .toUtf8(),
        QStringLiteral("files.fio"));
    QVERIFY(p.ok());
    std::vector<JobSpec> jobs = p.jobs;
    jobs[1].name = jobs[0].name; // the same name: the reader reads the writer's files
    BenchResult r = run(jobs, s, true);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].write.ioBytes, 8ULL << 20); // two clones, 4 MiB each
    QCOMPARE(r.runs[0].syncs, 2ULL * 3);           // as fio 3.33: per clone 64 writes, one file synced after 16, 32, 48
    QCOMPARE(r.runs[1].read.ioBytes, 8ULL << 20);
    for (int clone = 0; clone < 2; ++clone) {
        for (int file = 0; file < 4; ++file) {
            const QFileInfo info(s.dir.filePath(QStringLiteral("fragscope-bench.w.%1.%2").arg(clone).arg(file)));
            QVERIFY2(info.exists(), qPrintable(info.filePath()));
            QCOMPARE(info.size(), qint64(1) << 20);
            QVERIFY(QFile::remove(info.filePath())); // kept: gone only by our hand
        }
    }
    r = run(jobs, s); // and without keeping them, the run removes them
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(s.benchFiles().isEmpty());
}

// The null engine touches no file and, with gtod_reduce, times nothing; /dev/zero and /dev/null
// are read and written as they are.
void TestBenchRunner::nullEngineAndDevices()
{
    Scratch s;
    JobSpec null = job(s.dir.path(), RwMode::RandRead, 1ULL << 40, IoEngine::Null);
    null.numberIos = 100'000;
    null.measureLatency = false;
    BenchResult r = run({null}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].read.ios, 100'000ULL);
    QCOMPARE(r.runs[0].read.clat.samples, 0ULL);
    QVERIFY(s.benchFiles().isEmpty());

    JobSpec zero = job(s.dir.path(), RwMode::Read, 64 << 20);
    zero.filename = QStringLiteral("/dev/zero");
    JobSpec sink = job(s.dir.path(), RwMode::Write, 64 << 20);
    sink.name = QStringLiteral("sink");
    sink.filename = QStringLiteral("/dev/null");
    r = run({zero, sink}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs[0].read.ioBytes, 64ULL << 20);
    QCOMPARE(r.runs[1].write.ioBytes, 64ULL << 20);
    QVERIFY(QFileInfo(QStringLiteral("/dev/null")).exists());

    // The disk under the files, as fio's "Disk stats": our O_DIRECT reads are among its reads.
    JobSpec direct = job(s.dir.path(), RwMode::RandRead, 8 << 20);
    direct.direct = true;
    r = run({direct}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    if (r.disks.empty())
        QSKIP("the scratch directory has no block device under it in /proc/diskstats");
    QVERIFY2(r.disks[0].readIos >= 2048, qPrintable(QString::number(r.disks[0].readIos)));
    QVERIFY(r.disks[0].utilPercent > 0 && r.disks[0].utilPercent <= 100);
}

// As fio: a job's ramp and runtime count from when it is set up. 64 buffers of 1 MiB (64 MiB of
// random bytes to fill: 0.6 s under AddressSanitizer, where CI runs it) take longer than its 60 ms
// of ramp and runtime; it still runs for its runtime and does I/O (before, its clock had run out
// when its first I/O was due: none).
void TestBenchRunner::runtimeCountsFromTheSetUp()
{
    Scratch s;
    JobSpec slow = job(s.dir.path(), RwMode::Read, 1ULL << 40, IoEngine::Null);
    slow.bs = 1 << 20;
    slow.iodepth = 64;
    slow.timeBased = true;
    slow.runtimeUs = 50'000;
    slow.rampTimeUs = 10'000;
    QElapsedTimer t;
    t.start();
    const BenchResult r = run({slow}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    qInfo("set up and ran in %lld ms; ran %llu I/Os in %llu us", t.elapsed(),
        static_cast<unsigned long long>(r.runs[0].read.ios), static_cast<unsigned long long>(r.runs[0].runtimeUs));
    QVERIFY(r.runs[0].read.ios > 0);
    QVERIFY2(r.runs[0].runtimeUs >= 45'000 && r.runs[0].runtimeUs < 1'000'000,
        qPrintable(QString::number(r.runs[0].runtimeUs)));
}

void TestBenchRunner::repetitionsAndStonewall()
{
    Scratch s;
    // Repetitions: each stonewall group runs again, measured on its own; fio's loops=3: three
    // passes over the file inside each result.
    JobSpec a = job(s.dir.path(), RwMode::Write, 1 << 20);
    a.name = QStringLiteral("a");
    a.loops = 3;
    JobSpec b = job(s.dir.path(), RwMode::Read, 1 << 20);
    b.name = QStringLiteral("b");
    b.stonewall = true;
    const BenchResult r = run({a, b}, s, false, {}, 2);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.size(), std::size_t(4));
    for (int rep = 0; rep < 2; ++rep) {
        QCOMPARE(r.runs[std::size_t(rep)].jobIndex, 0);
        QCOMPARE(r.runs[std::size_t(rep)].repetition, rep);
        QCOMPARE(r.runs[std::size_t(rep)].write.ioBytes, 3ULL << 20);
        QCOMPARE(r.runs[std::size_t(rep)].write.ios, 3ULL * 256);
        QCOMPARE(r.runs[std::size_t(2 + rep)].jobIndex, 1);
        QCOMPARE(r.runs[std::size_t(2 + rep)].read.ioBytes, 1ULL << 20);
    }
}

// As fio: an asynchronous engine's slat (issue to submission) and lat (issue to completion) beside
// clat (submission to completion), lat = slat + clat on average; a synchronous engine has no slat.
// The result keeps its samples, and both survive our JSON and fio's.
void TestBenchRunner::submissionLatency()
{
    Scratch s;
    JobSpec uring = job(s.dir.path(), RwMode::RandRead, 8 << 20);
    uring.ioengine = IoEngine::IoUring;
    uring.iodepth = 8;
    uring.invalidate = false;
    const BenchResult r = run({uring}, s);
    if (r.error.contains(QLatin1String("io_uring")))
        QSKIP(qPrintable(r.error)); // a kernel or seccomp policy without io_uring
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    const DirectionStats& d = r.runs.front().read;
    QCOMPARE(d.slat.samples, d.ios);
    QCOMPARE(d.lat.samples, d.ios);
    QVERIFY(d.lat.minNs >= d.slat.minNs && d.lat.maxNs >= d.clat.minNs);
    const double sum = d.slat.meanNs + d.clat.meanNs;
    QVERIFY2(std::abs(d.lat.meanNs - sum) <= 0.02 * sum + 2000, // clat's mean comes from its buckets
        qPrintable(
            QStringLiteral("lat %1, slat %2 + clat %3").arg(d.lat.meanNs).arg(d.slat.meanNs).arg(d.clat.meanNs)));
    QVERIFY(!r.series.empty());
    for (const auto& back : {benchResultFromJson(toJson(r), QStringLiteral("ours.json")),
             benchResultFromJson(toFioJson(r), QStringLiteral("fio.json"))}) {
        QVERIFY(back);
        QCOMPARE(back->runs.front().read.slat.samples, d.slat.samples);
        QVERIFY(std::abs(back->runs.front().read.lat.meanNs - d.lat.meanNs) < 1);
    }

    JobSpec psync = job(s.dir.path(), RwMode::RandRead, 4 << 20);
    psync.invalidate = false;
    const BenchResult p = run({psync}, s);
    QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
    QCOMPARE(p.runs.front().read.slat.samples, std::uint64_t(0));
    QCOMPARE(p.runs.front().read.lat.samples, std::uint64_t(0));
}

// write_bw_log, write_iops_log, write_lat_log as fio 3.33 writes them: "msec, value, dir, bs, 0",
// averaged per log_avg_msec window (stamped with its end, bs 0), the values those of the result.
void TestBenchRunner::fioLogs()
{
    Scratch s;
    const QByteArray text = "[global]\nsize=16m\nbs=4k\ntime_based\nruntime=1\ninvalidate=0\n"
                            "[logged]\nrw=randread\nwrite_bw_log\nwrite_iops_log="
        + QFile::encodeName(s.dir.path()) + "/x\nwrite_lat_log=" + QFile::encodeName(s.dir.path())
        + "/x\nlog_avg_msec=200\n";
    const JobFileParse parse = parseJobFile(text, QStringLiteral("logs.fio"));
    QVERIFY(parse.ok());
    std::vector<JobSpec> jobs = parse.jobs;
    QCOMPARE(jobs.front().bwLog, QStringLiteral("logged")); // fio: no name, the job's
    jobs.front().bwLog = s.dir.filePath(QStringLiteral("x"));
    jobs.front().directory = s.dir.path();
    QVERIFY(writeJobFile(jobs).contains("log_avg_msec=200"));
    const BenchResult r = run(jobs, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(r.warnings.empty() || !r.warnings.front().text.startsWith(QLatin1String("log not written")));
    const auto lines = [&](const char* kind) {
        QFile f(s.dir.filePath(QStringLiteral("x_%1.1.log").arg(QLatin1String(kind))));
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).split(u'\n', Qt::SkipEmptyParts)
                                           : QStringList();
    };
    const QStringList bw = lines("bw"), iops = lines("iops"), clat = lines("clat"), lat = lines("lat");
    QVERIFY2(bw.size() >= 4 && bw.size() <= 7, qPrintable(bw.join(u'|')));
    QCOMPARE(iops.size(), bw.size());
    QCOMPARE(clat.size(), bw.size());
    QCOMPARE(lat, clat); // psync: total latency is the completion latency
    double kib = 0;
    for (qsizetype i = 0; i + 1 < bw.size(); ++i) { // the last window may be a partial one
        const QStringList f = bw.at(i).split(QStringLiteral(", "));
        QCOMPARE(f.size(), 5);
        QCOMPARE(f.at(0).toInt(), int(200 * (i + 1)));
        QCOMPARE(f.at(2), QStringLiteral("0"));
        QCOMPARE(f.at(3), QStringLiteral("0"));
        kib += f.at(1).toDouble() / double(bw.size() - 1);
        const double io = iops.at(i).split(QStringLiteral(", ")).at(1).toDouble();
        QVERIFY2(std::abs(io * 4 - f.at(1).toDouble()) <= 0.02 * f.at(1).toDouble() + 8, qPrintable(iops.at(i)));
        QVERIFY(clat.at(i).split(QStringLiteral(", ")).at(1).toDouble() > 0);
    }
    const double resultKib = r.runs.front().read.bandwidth() / 1024.0;
    QVERIFY2(
        std::abs(kib - resultKib) < 0.3 * resultKib, qPrintable(QStringLiteral("%1 vs %2").arg(kib).arg(resultKib)));
}

void TestBenchRunner::liveSamples()
{
    Scratch s;
    JobSpec j = job(s.dir.path(), RwMode::RandRead, 8 << 20);
    j.timeBased = true;
    j.runtimeUs = 1'000'000;
    j.invalidate = false;
    std::vector<BenchTick> ticks;
    const BenchResult r = run({j}, s, false, [&](const BenchTick& t) { ticks.push_back(t); });
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    std::vector<const BenchTick*> withSamples;
    for (const BenchTick& t : ticks) {
        if (!t.samples.empty())
            withSamples.push_back(&t);
    }
    // About ten 100 ms intervals in one second, each with reads moving.
    QVERIFY2(withSamples.size() >= 6 && withSamples.size() <= 14, qPrintable(QString::number(withSamples.size())));
    double previous = 0;
    for (const BenchTick* t : withSamples) {
        QVERIFY(t->progress.fraction >= previous - 1e-9);
        previous = t->progress.fraction;
    }
    QVERIFY(previous > 0.9);
    int moving = 0;
    for (const BenchTick* t : withSamples)
        moving += t->samples.front().readIops > 0 && t->samples.front().p50Ns > 0
            && t->samples.front().p99Ns >= t->samples.front().p50Ns;
    QVERIFY(moving >= int(withSamples.size()) - 1);
    // The samples add up to the result, within the last partial interval.
    double sampled = 0, lastSecond = 0;
    for (const BenchTick* t : withSamples) {
        sampled += t->samples.front().readBandwidth * (t->samples.front().seconds - lastSecond);
        lastSecond = t->samples.front().seconds;
    }
    QVERIFY(sampled > 0);
}

void TestBenchRunner::directAlignmentReported()
{
    Scratch s;
    JobSpec j = job(s.dir.path(), RwMode::Read, 1000 * 64);
    j.bs = 1000; // not a multiple of any logical block size
    j.direct = true;
    const BenchResult r = run({j}, s);
    if (r.error.contains(QLatin1String("does not support O_DIRECT")))
        QSKIP("the build tree's file system refuses O_DIRECT outright");
    QVERIFY2(r.error.contains(QLatin1String("O_DIRECT")) && r.error.contains(QLatin1String("bs (1000)")),
        qPrintable(r.error));
    QVERIFY(r.error.contains(jobFilePath(j, 0)));
    QVERIFY(s.benchFiles().isEmpty());
}

void TestBenchRunner::directRefusedByFileSystem()
{
    // ramfs has no O_DIRECT at all (tmpfs has it since Linux 6.6): open() says EINVAL.
    const fslab::RamFs mountPoint;
    if (!mountPoint.skipReason().isEmpty())
        FSLAB_SKIP(mountPoint.skipReason());
    Scratch s;
    JobSpec j = job(mountPoint.path(), RwMode::RandRead, 1 << 20);
    j.direct = true;
    const BenchResult r = run({j}, s);
    QVERIFY2(r.error.contains(QLatin1String("does not support O_DIRECT")), qPrintable(r.error));
    QVERIFY(r.error.contains(jobFilePath(j, 0)));
    QVERIFY(QDir(mountPoint.path()).entryList(QDir::Files).isEmpty());
}

void TestBenchRunner::cancelKeepsPartialAndCleansUp()
{
    // On a tmpfs, so the time measured is the engine's: on a shared disk one fsync queued behind
    // another process's write-back takes seconds (seen: 7 s in CI), and no cancel can cut a system
    // call short. The fsyncs still go through the loop's fsync path.
    if (!fslab::onTmpfs(QStringLiteral("/dev/shm")))
        FSLAB_SKIP("/dev/shm is not a tmpfs here");
    QTemporaryDir shm(QStringLiteral("/dev/shm/fragscope-bench-XXXXXX"));
    QVERIFY2(shm.isValid(), qPrintable(shm.errorString()));
    JobSpec j = job(shm.path(), RwMode::RandWrite, 8 << 20);
    j.timeBased = true;
    j.runtimeUs = 60'000'000;
    j.numjobs = 4;
    j.fsync = 4;
    RunOptions options;
    options.registryPath = shm.filePath(QStringLiteral("registry"));
    options.sampleInterval = 50ms;
    std::atomic<bool> cancel{false};
    std::chrono::steady_clock::time_point cancelledAt;
    // Cancelled while the jobs write, not while the files are laid out: at the second tick whose
    // samples count writes (a job that has not written yet has a sample too, of none).
    int ticksWithWrites = 0;
    const BenchResult r = runBench({j}, options, cancel, [&](const BenchTick& t) {
        const bool wrote = std::any_of(
            t.samples.begin(), t.samples.end(), [](const BenchSample& sample) { return sample.writeIops > 0; });
        if (wrote && ++ticksWithWrites == 2) {
            cancelledAt = std::chrono::steady_clock::now();
            cancel = true;
        }
    });
    QVERIFY2(cancel.load(), qPrintable(QStringLiteral("the run ended before it was cancelled: ") + r.error));
    const auto stoppedAfter = std::chrono::steady_clock::now() - cancelledAt;
    QVERIFY2(stoppedAfter < 1s, qPrintable(QString::number(std::chrono::duration<double>(stoppedAfter).count())));
    QVERIFY(r.cancelled);
    QCOMPARE(r.runs.size(), std::size_t(1));
    QVERIFY(r.runs.front().cancelled);
    QVERIFY(r.runs.front().write.ios > 0); // the partial result is kept
    QVERIFY2(benchFilesIn(shm.path()).isEmpty(), qPrintable(benchFilesIn(shm.path()).join(QLatin1Char(' '))));
    QFile registry(options.registryPath);
    QVERIFY(registry.open(QIODevice::ReadOnly));
    QVERIFY(registry.readAll().trimmed().isEmpty());
}

void TestBenchRunner::refusals()
{
    Scratch s;
    // A file that is not ours is never written: the job is refused and the file is unchanged.
    const QString foreign = s.dir.filePath(QStringLiteral("precious.dat"));
    QVERIFY(fslab::writeSequential(foreign, 1 << 20).isEmpty());
    const QByteArray before = digestOf(foreign);
    JobSpec w = job(s.dir.path(), RwMode::Write, 1 << 20);
    w.filename = QStringLiteral("precious.dat");
    BenchResult r = run({w}, s);
    QVERIFY2(r.error.contains(QLatin1String("not made by this run")), qPrintable(r.error));
    QVERIFY(r.error.contains(foreign));
    QCOMPARE(digestOf(foreign), before);
    QVERIFY(QFileInfo::exists(foreign));

    // Reading it is fine, and leaves it in place.
    JobSpec read = w;
    read.rw = RwMode::Read;
    read.size = 0;
    r = run({read}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.front().read.ioBytes, 1ULL << 20);
    QCOMPARE(digestOf(foreign), before);

    // A device node is refused before anything is opened.
    JobSpec device = w;
    device.filename = QStringLiteral("/dev/urandom");
    device.rw = RwMode::Read;
    r = run({device}, s);
    QVERIFY2(r.error.contains(QLatin1String("/dev/urandom")) && r.error.contains(QLatin1String("not a regular file")),
        qPrintable(r.error));

    // A directory without room is refused before a byte is written.
    JobSpec huge = job(s.dir.path(), RwMode::Write, 1ULL << 50);
    r = run({huge}, s);
    QVERIFY2(r.error.contains(QLatin1String("not enough room")), qPrintable(r.error));
    QVERIFY(s.benchFiles().isEmpty());

    // A job that reads more than a foreign file holds is refused, not extended.
    JobSpec tooMuch = read;
    tooMuch.size = 2 << 20;
    r = run({tooMuch}, s);
    QVERIFY2(r.error.contains(QLatin1String("holds only")), qPrintable(r.error));
    QCOMPARE(QFileInfo(foreign).size(), qint64(1) << 20);
}

// numa_cpu_nodes= and numa_mem_policy=: a clone's thread runs on its node's CPUs (as lscpu places
// them) with the memory policy asked for; a node the machine lacks refuses the job before a file is made.
void TestBenchRunner::numaNodes()
{
    QProcess lscpu;
    lscpu.start(QStringLiteral("lscpu"), {QStringLiteral("-p=CPU,NODE")});
    if (!lscpu.waitForFinished(10'000) || lscpu.exitCode() != 0)
        FSLAB_SKIP("lscpu (util-linux) is not available to say which CPUs each node has");
    std::map<int, std::set<int>> cpusOfNode;
    for (const QByteArray& line : lscpu.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> f = line.split(',');
        if (line.startsWith('#') || f.size() != 2)
            continue;
        cpusOfNode[f[1].isEmpty() ? 0 : f[1].toInt()].insert(f[0].toInt()); // no NODE column: one node
    }
    QVERIFY(!cpusOfNode.empty());
    const int node = cpusOfNode.begin()->first;
    const int absent = cpusOfNode.rbegin()->first + 1;

    // In a thread of its own, as a clone's, first held to one CPU: the node's set replaces it.
    JobSpec j;
    j.name = QStringLiteral("numa");
    j.numaCpuNodes = QString::number(node);
    j.numaMemPolicy = QStringLiteral("bind:%1").arg(node);
    QString why;
    std::set<int> cpus;
    int mode = -1;
    unsigned long mask[16] = {};
    std::thread([&] {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(*cpusOfNode[node].rbegin(), &set);
        ::sched_setaffinity(0, sizeof set, &set);
        if (auto applied = bench::applyNuma(j); !applied)
            why = applied.error().message();
        CPU_ZERO(&set);
        ::sched_getaffinity(0, sizeof set, &set);
        for (int c = 0; c < CPU_SETSIZE; ++c) {
            if (CPU_ISSET(c, &set))
                cpus.insert(c);
        }
        ::syscall(SYS_get_mempolicy, &mode, mask, 8 * sizeof mask, nullptr, 0);
    }).join();
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QCOMPARE(cpus, cpusOfNode[node]);
    QCOMPARE(mode, MPOL_BIND);
    QCOMPARE(mask[0], 1UL << node);

    Scratch s;
    JobSpec read = job(s.dir.path(), RwMode::RandRead, 1 << 20);
    read.numaCpuNodes = QString::number(node);
    read.numaMemPolicy = QStringLiteral("interleave:all");
    BenchResult r = run({read}, s);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.front().read.ioBytes, 1ULL << 20);

    JobSpec lacking = read;
    lacking.numaMemPolicy = QStringLiteral("prefer:%1").arg(absent);
    r = run({lacking}, s);
    QVERIFY2(r.error.contains(QStringLiteral("numa_mem_policy names NUMA node %1").arg(absent)), qPrintable(r.error));
    QVERIFY(s.benchFiles().isEmpty());
}

void TestBenchRunner::crashLeftoversRemoved()
{
    // A fragscope killed mid-run leaves its files; the next start finds them by the registry and
    // removes them, and nothing else.
    Scratch s;
    QTemporaryDir cache;
    const QString bystander = s.dir.filePath(QStringLiteral("fragscope-bench.not-ours"));
    QVERIFY(fslab::writeSequential(bystander, 4096).isEmpty());
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
    p.setProcessEnvironment(env);
    p.start(fragscopeBin(),
        {QStringLiteral("bench"), QStringLiteral("--rw=randwrite"), QStringLiteral("--size=4m"),
            QStringLiteral("--time_based"), QStringLiteral("--runtime=60s"), QStringLiteral("--numjobs=2"),
            s.dir.path()});
    QVERIFY(p.waitForStarted());
    QTRY_COMPARE_WITH_TIMEOUT(s.benchFiles().size(), 3, 10000); // two of its own, and the bystander
    QThread::msleep(200);
    p.kill(); // SIGKILL: no chance to clean up
    QVERIFY(p.waitForFinished());
    QCOMPARE(s.benchFiles().size(), 3);
    const QString registry = cache.filePath(QStringLiteral("fragscope/bench-files"));
    const QStringList removed = OwnedFiles::removeStale(registry);
    QCOMPARE(removed.size(), 2);
    QCOMPARE(s.benchFiles(), QStringList{QStringLiteral("fragscope-bench.not-ours")});
    QVERIFY(OwnedFiles::removeStale(registry).isEmpty());
}

void TestBenchRunner::coldRead()
{
    Scratch s;
    const QString file = s.dir.filePath(QStringLiteral("data"));
    QVERIFY(fslab::writeSequential(file, (8 << 20) + 12345).isEmpty()); // a tail shorter than 1 MiB
    std::atomic<bool> cancel{false};
    const BenchResult r = runColdRead(file, CacheDrop::Fadvise, 3, cancel);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.context.cacheMethod, QStringLiteral("fadvise"));
    QCOMPARE(r.runs.size(), std::size_t(3));
    for (const JobRun& run : r.runs) {
        QCOMPARE(run.read.ioBytes, (8ULL << 20) + 12345); // to the last byte, like dd
        QCOMPARE(run.read.ios, 9ULL);
    }
    QVERIFY(QFileInfo::exists(file)); // a read never removes what it did not create
    const BenchResult direct = runColdRead(file, CacheDrop::Direct, 1, cancel);
    if (!direct.error.contains(QLatin1String("does not support O_DIRECT"))) {
        QVERIFY2(direct.error.isEmpty(), qPrintable(direct.error));
        QCOMPARE(direct.runs.front().read.ioBytes, (8ULL << 20) + 12345);
    }
}

void TestBenchRunner::commandJob()
{
    Scratch s;
    CommandJob c;
    // The second dd gives the kernel work enough (zero-filling 256 MiB) that its time shows in
    // ticks: the first alone can cost less than a tick, which tick-based accounting reports as 0.
    c.command = QStringLiteral("dd if=/dev/zero of=out.$$ bs=1M count=8 conv=fsync 2>/dev/null; rm -f out.$$; "
                               "dd if=/dev/zero of=/dev/null bs=64k count=4096 2>/dev/null");
    c.instances = 2;
    c.workingDirectory = s.dir.path();
    std::atomic<bool> cancel{false};
    int ticks = 0;
    const BenchResult r = runCommandJob(
        c, cancel, [&](const BenchTick&) { ++ticks; }, 20ms);
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QCOMPARE(r.runs.size(), std::size_t(1));
    // write_bytes counts what reached the storage layer: the 16 MiB the two dd wrote and synced.
    QVERIFY2(r.runs.front().write.ioBytes >= (16ULL << 20), qPrintable(QString::number(r.runs.front().write.ioBytes)));
    QVERIFY(r.runs.front().runtimeUs > 0);
    QVERIFY(r.runs.front().sysCpu > 0);
    QVERIFY(r.warnings.empty());
    QVERIFY(QDir(s.dir.path()).entryList({QStringLiteral("out.*")}).isEmpty());

    CommandJob failing;
    failing.command = QStringLiteral("exit 3");
    const BenchResult f = runCommandJob(failing, cancel);
    QCOMPARE(f.warnings.size(), std::size_t(1));
    QVERIFY(f.warnings.front().text.contains(QLatin1String("3")));

    CommandJob slow;
    slow.command = QStringLiteral("sleep 30");
    std::atomic<bool> stop{false};
    std::jthread canceller([&] {
        std::this_thread::sleep_for(200ms);
        stop = true;
    });
    const auto start = std::chrono::steady_clock::now();
    const BenchResult k = runCommandJob(slow, stop);
    QVERIFY(std::chrono::steady_clock::now() - start < 2s);
    QVERIFY(k.cancelled);
}

void TestBenchRunner::plausibleAgainstFio()
{
    // A tripwire, not the speed target: the same job run by fio and by us lands within 0.5x-2x
    // (0.25x-2x unoptimised).
#ifdef FRAGSCOPE_SANITIZER
    QSKIP("built with the " FRAGSCOPE_SANITIZER " sanitizer(s): our speed against fio means nothing here");
#endif
    const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    if (fio.isEmpty())
        FSLAB_SKIP("fio is not installed (apt-get install fio)");
    Scratch s;
    JobSpec j = job(s.dir.path(), RwMode::RandRead, 16 << 20);
    j.timeBased = true;
    j.runtimeUs = 1'500'000;
    j.invalidate = false; // a cached file: both measure the read path, not the disk's mood
    // Each tool's best of two, alternating: a busy moment of the machine (other suites run beside
    // this one) falls on one run, not on the comparison.
    double ourIops = 0;
    double fioIops = 0;
    for (int round = 0; round < 2; ++round) {
        const BenchResult ours = run({j}, s);
        QVERIFY2(ours.error.isEmpty(), qPrintable(ours.error));
        ourIops = std::max(ourIops, ours.runs.front().read.iops());
        QProcess p;
        p.setWorkingDirectory(s.dir.path());
        p.start(fio,
            {QStringLiteral("--name=t"), QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k"),
                QStringLiteral("--size=16m"), QStringLiteral("--time_based"), QStringLiteral("--runtime=1500ms"),
                QStringLiteral("--invalidate=0"), QStringLiteral("--ioengine=psync"),
                QStringLiteral("--output-format=json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject fioJob = QJsonDocument::fromJson(p.readAllStandardOutput())
                                       .object()
                                       .value(QLatin1String("jobs"))
                                       .toArray()
                                       .at(0)
                                       .toObject();
        fioIops
            = std::max(fioIops, fioJob.value(QLatin1String("read")).toObject().value(QLatin1String("iops")).toDouble());
    }
    QVERIFY(fioIops > 0);
    const double ratio = ourIops / fioIops;
    qInfo("randread 4k psync cached: fragscope %.0f IOPS, fio %.0f IOPS, ratio %.2f", ourIops, fioIops, ratio);
    // Unoptimised (the dev build CI runs the suite in), our engine's share of each I/O shows: 0.50-0.58
    // of fio here, where the release build gives 1.0-1.2. A unit error (a count or a time off by a
    // factor of 1000) falls outside either band; exact counts are bytesMoved's to check.
#ifdef NDEBUG
    const double lowest = 0.5;
#else
    const double lowest = 0.25;
#endif
    QVERIFY2(ratio > lowest && ratio < 2.0, qPrintable(QString::number(ratio)));
}

void TestBenchRunner::copyOnWriteJob_data()
{
    QTest::addColumn<int>("fs");
    QTest::newRow("btrfs") << int(fslab::FsType::Btrfs);
    QTest::newRow("ext4") << int(fslab::FsType::Ext4);
}

void TestBenchRunner::copyOnWriteJob()
{
    QFETCH(int, fs);
    const auto type = fslab::FsType(fs);
    FSLAB_LOOP_FS(lab, type, type == fslab::FsType::Btrfs ? 1024 : 256);
    Scratch s;
    // The preset's job, scaled down: 1,024 random 4 KiB writes with fsync into a 64 MiB file.
    std::vector<JobSpec> jobs
        = parseJobFile(presetText(QStringLiteral("cow-randwrite")), QStringLiteral("cow.fio")).jobs;
    QCOMPARE(jobs.size(), std::size_t(1));
    JobSpec& j = jobs.front();
    j.directory = lab.mountPoint();
    j.size = 64 << 20;
    j.ioSize = 4 << 20;
    const QString file = jobFilePath(j, 0);
    // The layout once the file is written sequentially (overwrite=1), as the random writes begin.
    std::optional<std::size_t> before;
    RunOptions options;
    options.registryPath = s.registry();
    options.keepFiles = true;
    std::atomic<bool> cancel{false};
    const BenchResult r = runBench(jobs, options, cancel, [&](const BenchTick& t) {
        if (!before && !t.samples.empty()) {
            if (auto map = readExtents(file, FiemapOptions{.sync = true}))
                before = map->extents.size();
        }
    });
    QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
    QVERIFY(before);
    QCOMPARE(r.runs.front().write.ios, 1024ULL);
    QCOMPARE(r.runs.front().syncs, 1023ULL); // fsync=1, as fio: none after the last write
    auto after = readExtents(file, FiemapOptions{.sync = true});
    QVERIFY(after);
    qInfo("%s: %zu extents as the writes began, %zu after", qPrintable(fslab::fsName(type)), *before,
        after->extents.size());
    if (type == fslab::FsType::Btrfs)
        QVERIFY2(after->extents.size() >= std::size_t(0.8 * 1024), qPrintable(QString::number(after->extents.size())));
    else
        QVERIFY2(after->extents.size() <= *before + 2, qPrintable(QString::number(after->extents.size())));
    QVERIFY(QFile::remove(file));
}

// A file on a loop-mounted image is cached twice: as itself and, under the loop device, as the
// image's pages. An ordinary user's cold read (fadvise) must empty both, or it reads the image from
// memory: the lab's throwaway file systems for desktop users are such images.
void TestBenchRunner::fadviseEmptiesTheLoopImageToo()
{
    FSLAB_LOOP_FS(fs, fslab::FsType::Ext4, 256);
    const QString file = fs.path(QStringLiteral("data"));
    QVERIFY(fslab::writeSequential(file, 64ULL << 20).isEmpty());
    const auto imageResident = [&] { return residentPages(fs.image()).value_or(Residency{}).resident; };
    QVERIFY(dropFileCache(file, CacheDrop::DropCaches)); // a clean start
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    while (!in.read(1 << 20).isEmpty()) { } // both caches warm now
    const std::uint64_t warm = imageResident();
    QVERIFY2(warm >= (64ULL << 20) / 4096, qPrintable(QString::number(warm))); // the file's pages at least
    const auto left = dropFileCache(file, CacheDrop::Fadvise);
    QVERIFY2(left, left ? "" : qPrintable(left.error().message()));
    QCOMPARE(left->resident, std::uint64_t(0));
    const std::uint64_t after = imageResident();
    QVERIFY2(after < warm / 10,
        qPrintable(QStringLiteral("%1 of the image's pages cached before, %2 after").arg(warm).arg(after)));
}

// invalidate= is fio's: it empties the job's own file, not the image under a loop device. A job's
// invalidate used to empty the whole image, so a second job on the same image (an O_DIRECT reader
// beside a buffered one) read from the disk under it while fio's read from memory: 0.34x of fio's
// IOPS in tests/perf/mixed.sh, 0.97x since.
void TestBenchRunner::invalidateLeavesTheLoopImageAlone()
{
    FSLAB_LOOP_FS(fs, fslab::FsType::Ext4, 256);
    const QString other = fs.path(QStringLiteral("other"));
    QVERIFY(fslab::writeSequential(other, 32ULL << 20).isEmpty());
    const auto imageResident = [&] { return residentPages(fs.image()).value_or(Residency{}).resident; };
    JobSpec job;
    job.name = QStringLiteral("inv");
    job.directory = fs.mountPoint();
    job.rw = RwMode::Read;
    job.bs = 1 << 20;
    job.size = 8 << 20;
    QVERIFY(job.invalidate);
    // The cache emptied from outside (randomCoversFile's witness) is tried again, at most three times.
    for (int attempt = 1;; ++attempt) {
        QVERIFY(dropFileCache(other, CacheDrop::DropCaches));
        const CacheWitness witness(fs.mountPoint()); // older than the image pages it stands for
        QFile in(other);
        QVERIFY(in.open(QIODevice::ReadOnly));
        while (!in.read(1 << 20).isEmpty()) { } // the other file's image pages warm
        const std::uint64_t warm = imageResident();
        QVERIFY2(warm >= (32ULL << 20) / 4096, qPrintable(QString::number(warm)));

        const std::atomic<bool> cancel{false};
        const BenchResult r = runBench({job}, RunOptions{}, cancel);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.runs.front().read.ioBytes, std::uint64_t(8 << 20));
        const std::uint64_t after = imageResident();
        if (after >= warm - warm / 20)
            break;
        const QString message
            = QStringLiteral("%1 of the image's pages cached before the job, %2 after").arg(warm).arg(after);
        if (witness.whole() || attempt == 3)
            QFAIL(qPrintable(message));
        qInfo("attempt %d: %s, and the witness lost pages too; again", attempt, qPrintable(message));
    }
}

QTEST_GUILESS_MAIN(TestBenchRunner)
#include "tst_benchrunner.moc"
