// SPDX-License-Identifier: GPL-3.0-or-later
// The sustained-write knee on a disk that really changes speed: a loop device whose block throttle
// holds writes to one rate and is lowered, mid-run, once a given number of bytes are in the file
// (a drive's write cache filling). The knee is found where the throttle changed, with the rates on
// either side; on the same disk held to one rate, none is.
#include "bench/engine/runner.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/presets.h"
#include "bench/results/knee.h"
#include "bench/results/suspects.h"
#include "fslab.h"
#include "throttle.h"

#include <QFileInfo>
#include <QTest>

#include <sys/stat.h>

#include <atomic>
#include <optional>

using namespace fragscope;
using namespace fragscope::fslab;

namespace {

constexpr double kFast = 100e6; // bytes/s
constexpr double kSlow = 25e6;

JobSpec sequentialWrite(const QString& dir, std::uint64_t size)
{
    JobSpec job;
    job.name = QStringLiteral("sustained");
    job.directory = dir;
    job.rw = RwMode::Write;
    job.bs = 1 << 20;
    job.size = size;
    job.direct = true;
    job.ioengine = IoEngine::Libaio;
    job.iodepth = 4;
    return job;
}

struct Run
{
    BenchResult result;
    std::uint64_t changedAt = 0; // bytes written into the file when the throttle was lowered; 0: never
};

// The job written on `fs` with writes held to kFast, lowered to kSlow once `changeAt` bytes are in
// its file (0: never). Nothing, saying why, where the machine has no throttle (`*skip` set) or it
// cannot be set (a failure).
std::optional<Run> writeThrottled(LoopFs& fs, std::uint64_t size, std::uint64_t changeAt, QString* why, bool* skip)
{
    BlockThrottle throttle(QStringLiteral("sustained"), {{fs.device(), 0, 0}});
    *skip = !throttle.unavailable().isEmpty();
    if (*skip) {
        *why = throttle.unavailable();
        return std::nullopt;
    }
    if (!throttle.error().isEmpty() || !throttle.limitWrites(fs.device(), std::uint64_t(kFast)) || !throttle.enter()) {
        *why = QStringLiteral("cannot hold %1's writes: %2").arg(fs.device(), throttle.error());
        return std::nullopt;
    }
    Run run;
    const JobSpec job = sequentialWrite(fs.mountPoint(), size);
    const QByteArray file = QFile::encodeName(jobFilePath(job, 0));
    const std::atomic<bool> cancel{false};
    RunOptions options;
    run.result = runBench({job}, options, cancel, [&](const BenchTick&) {
        struct stat st = {};
        // The file system's own count of what is in the file (the engine sizes the file first; the
        // blocks of the writes in flight, four of 1 MiB, are counted as they are submitted).
        const auto written = [&] { return std::uint64_t(st.st_blocks) * 512; };
        if (changeAt && !run.changedAt && ::stat(file.constData(), &st) == 0 && written() >= changeAt) {
            throttle.limitWrites(fs.device(), std::uint64_t(kSlow));
            run.changedAt = written();
        }
    });
    throttle.leave();
    return run;
}

} // namespace

class TestSustainedWrite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kneeWhereTheThrottleChanged()
    {
        LoopFs fs(FsType::Ext4, 512);
        if (!fs.ok())
            FSLAB_SKIP(fs.error());
        if (const QString why = BlockThrottle::missing(); !why.isEmpty())
            QSKIP(qPrintable(why + QStringLiteral(": no disk that changes speed")));
        QString why;
        // 96 MiB at 100 MB/s (about a second), then 96 MiB more at 25 MB/s (about four).
        bool skip = false;
        const auto run = writeThrottled(fs, 192 << 20, 96 << 20, &why, &skip);
        if (!run && skip)
            QSKIP(qPrintable(why));
        QVERIFY2(run, qPrintable(why));
        QVERIFY2(run->result.error.isEmpty(), qPrintable(run->result.error));
        QVERIFY(run->changedAt >= (96u << 20));
        const auto knee = findRateKnee(run->result.series, 0);
        if (!knee) {
            QString points;
            for (const auto& [bytes, rate] : rateByBytes(run->result.series, 0))
                points += QStringLiteral(" %1:%2").arg(bytes / (1 << 20), 0, 'f', 0).arg(rate / 1e6, 0, 'f', 0);
            QFAIL(qPrintable(QStringLiteral("no knee in (MiB:MB/s)") + points));
        }
        qInfo("throttle lowered at %.1f MiB; %s (knee at %.1f MiB, %.1f s)", double(run->changedAt) / (1 << 20),
            qPrintable(rateKneeText(*knee)), knee->bytes / (1 << 20), knee->seconds);
        QVERIFY2(std::abs(knee->bytes - double(run->changedAt)) <= 0.10 * double(run->changedAt),
            qPrintable(
                QStringLiteral("knee at %1 bytes, the throttle changed at %2").arg(knee->bytes).arg(run->changedAt)));
        QVERIFY2(std::abs(knee->before - kFast) <= 0.25 * kFast, qPrintable(QString::number(knee->before)));
        QVERIFY2(std::abs(knee->after - kSlow) <= 0.25 * kSlow, qPrintable(QString::number(knee->after)));
        // The result says it among its doubts, with the figures.
        const auto doubts = suspects(run->result);
        const auto fell = std::find_if(
            doubts.begin(), doubts.end(), [](const Suspect& s) { return s.id == QLatin1String("rate_fell"); });
        QVERIFY(fell != doubts.end());
        QVERIFY2(fell->reason.contains(rateKneeText(*knee)), qPrintable(fell->reason));
        QVERIFY(!QFileInfo::exists(jobFilePath(sequentialWrite(fs.mountPoint(), 1), 0))); // removed after
    }

    void noKneeAtOneRate()
    {
        LoopFs fs(FsType::Ext4, 512);
        if (!fs.ok())
            FSLAB_SKIP(fs.error());
        if (const QString why = BlockThrottle::missing(); !why.isEmpty())
            QSKIP(qPrintable(why + QStringLiteral(": no disk of a known speed")));
        QString why;
        bool skip = false;
        const auto run = writeThrottled(fs, 256 << 20, 0, &why, &skip);
        if (!run && skip)
            QSKIP(qPrintable(why));
        QVERIFY2(run, qPrintable(why));
        QVERIFY2(run->result.error.isEmpty(), qPrintable(run->result.error));
        QVERIFY(rateByBytes(run->result.series, 0).size() >= 12);
        QVERIFY(!findRateKnee(run->result.series, 0));
        for (const Suspect& s : suspects(run->result))
            QVERIFY2(s.id != QLatin1String("rate_fell"), qPrintable(s.reason));
    }

    // The preset writes half the free room (size=50%, ours: fio takes no percentage for new files).
    void presetWritesHalfTheRoom()
    {
        const auto jobs = parseJobFile(presetText(QStringLiteral("sustained-write")), QStringLiteral("p.fio"));
        QVERIFY(jobs.ok());
        QCOMPARE(jobs.jobs.size(), std::size_t(1));
        QCOMPARE(jobs.jobs.front().sizeFreePercent, 50);
        QVERIFY(jobs.jobs.front().direct && jobs.jobs.front().rw == RwMode::Write);
    }
};

QTEST_GUILESS_MAIN(TestSustainedWrite)
#include "tst_sustainedwrite.moc"
