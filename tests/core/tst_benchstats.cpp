// SPDX-License-Identifier: GPL-3.0-or-later
// Latency buckets, percentiles with fio's meaning, spreads across repetitions, merging clones.
#include "bench/results/benchcontext.h"
#include "bench/results/histogram.h"
#include "bench/results/knee.h"
#include "bench/results/latencytimeline.h"
#include "bench/results/result.h"
#include "bench/results/resultjson.h"
#include "bench/results/suspects.h"
#include "report/snapshotcompare.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>
#include <functional>
#include <random>

using namespace fragscope;

class TestBenchStats : public QObject
{
    Q_OBJECT

private slots:
    void bucketsCoverEveryValue();
    void bucketWidthWithinOnePointSixPercent();
    void percentilesOfKnownData();
    void percentilesMergeNotAverage();
    void subtractGivesInterval();
    void sparseAgreesWithDense();
    void timelineMergesHostsByBins();
    void timelineSurvivesJson();
    void longRunKeepsEveryCompletion();
    void kneeOfASustainedWrite();
    void fioHistLogParsed();
    void spread();
    void changeAgainstNoise();
    void accumulateClones();
    void suspectFlags_data();
    void suspectFlags();
    void rateFellSaysKneeAndHeat();
    void linkCapacity();
};

void TestBenchStats::bucketsCoverEveryValue()
{
    // Every value falls in the bucket whose bounds hold it, and bucket indexes never go backwards.
    std::size_t last = 0;
    for (std::uint64_t v = 0; v < 5000; ++v) {
        const std::size_t i = latencybuckets::indexOf(v);
        QVERIFY(i >= last);
        last = i;
        QVERIFY2(latencybuckets::lowerBound(i) <= v && v < latencybuckets::lowerBound(i) + latencybuckets::width(i),
            qPrintable(QStringLiteral("%1 in bucket %2").arg(v).arg(i)));
    }
    std::mt19937_64 rng(7);
    for (int n = 0; n < 100000; ++n) {
        const std::uint64_t v = rng() >> (rng() % 40 + 24); // up to 2^40
        const std::size_t i = latencybuckets::indexOf(v);
        QVERIFY(i < latencybuckets::kCount);
        QVERIFY(latencybuckets::lowerBound(i) <= v && v < latencybuckets::lowerBound(i) + latencybuckets::width(i));
    }
    QCOMPARE(latencybuckets::indexOf(~0ULL), latencybuckets::kCount - 1);
}

void TestBenchStats::bucketWidthWithinOnePointSixPercent()
{
    for (std::size_t i = 2 * latencybuckets::kSub; i < latencybuckets::kCount; ++i) {
        const double relative = double(latencybuckets::width(i)) / double(latencybuckets::lowerBound(i));
        QVERIFY2(relative <= 1.0 / 64 + 1e-12, qPrintable(QString::number(relative)));
    }
}

void TestBenchStats::percentilesOfKnownData()
{
    // 1..100 microseconds, one sample each: p50 is 50 us, p99 is 99 us (within a bucket's width).
    LatencyHistogram h;
    for (int us = 1; us <= 100; ++us)
        h.add(std::uint64_t(us) * 1000);
    QCOMPARE(h.total(), 100ULL);
    const auto near = [](std::uint64_t got, double want) { return std::abs(double(got) - want) <= want / 64 + 1; };
    QVERIFY2(near(h.percentile(50), 50000), qPrintable(QString::number(h.percentile(50))));
    QVERIFY2(near(h.percentile(99), 99000), qPrintable(QString::number(h.percentile(99))));
    QVERIFY2(near(h.percentile(1), 1000), qPrintable(QString::number(h.percentile(1))));
    QVERIFY2(near(h.percentile(100), 100000), qPrintable(QString::number(h.percentile(100))));
    QCOMPARE(LatencyHistogram().percentile(50), 0ULL);
}

void TestBenchStats::percentilesMergeNotAverage()
{
    // A fast clone (1 us, 990 samples) and a slow one (1 ms, 10 samples): the merged p99.5 is the slow
    // value, which no average of the two clones' p99.5 (1 us and 1 ms) would give.
    LatencyHistogram fast, slow;
    fast.add(1000, 990);
    slow.add(1'000'000, 10);
    LatencyHistogram merged = fast;
    merged.merge(slow);
    QCOMPARE(merged.total(), 1000ULL);
    QVERIFY(merged.percentile(99) < 1100);
    QVERIFY(merged.percentile(99.5) > 990'000);
    QVERIFY(merged.percentile(50) < 1100);
}

void TestBenchStats::subtractGivesInterval()
{
    LatencyHistogram before;
    before.add(1000, 10);
    LatencyHistogram after = before;
    after.add(500'000, 5);
    after.subtract(before);
    QCOMPARE(after.total(), 5ULL);
    QVERIFY(after.percentile(50) > 490'000);
}

void TestBenchStats::sparseAgreesWithDense()
{
    // Random latencies over six decades, added to a whole histogram and to two sparse halves in a
    // scrambled order: merged, the sparse one has the same buckets and the same percentiles.
    std::mt19937_64 random(7);
    std::lognormal_distribution<double> latency(11, 2);
    LatencyHistogram dense;
    SparseHistogram first, second;
    for (int i = 0; i < 20'000; ++i) {
        const auto ns = std::uint64_t(latency(random));
        dense.add(ns);
        (i % 3 ? first : second).add(latencybuckets::indexOf(ns), 1);
    }
    first.merge(second);
    QCOMPARE(first.total(), dense.total());
    QCOMPARE(first.dense().counts().size(), dense.counts().size());
    QVERIFY(std::equal(dense.counts().begin(), dense.counts().end(), first.dense().counts().begin()));
    for (double p : {1.0, 50.0, 90.0, 99.0, 99.9, 99.99, 100.0})
        QCOMPARE(first.percentile(p), dense.percentile(p));
    QCOMPARE(SparseHistogram(dense), first);
    QCOMPARE(SparseHistogram().percentile(99), 0ULL);
}

void TestBenchStats::timelineMergesHostsByBins()
{
    // Two hosts, one job, three one-second intervals with slightly different end times (each host's
    // jobs began on their own): host 0 answers in 100 µs, host 1 in 10 ms, 1 % of the completions.
    BenchResult r;
    r.jobs.resize(1);
    r.jobs[0].name = QStringLiteral("mix");
    r.hosts.resize(2);
    for (int i = 1; i <= 3; ++i) {
        LatencyInterval fast{0, 0, i + 0.012, {}}, slow{0, 1, i + 0.040, {}};
        fast.bins.add(latencybuckets::indexOf(100'000), 990);
        slow.bins.add(latencybuckets::indexOf(10'000'000), 10);
        r.latency.push_back(fast);
        r.latency.push_back(slow);
    }
    const LatencyTimeline t = latencyTimeline(r);
    QVERIFY(std::abs(t.intervalSeconds - 1.0) < 1e-9);
    const LatencyLine* all = findLatencyLine(t, -1, -1);
    QVERIFY(all && all->merged);
    QCOMPARE(all->points.size(), std::size_t(3));
    for (const LatencyPoint& p : all->points) {
        QCOMPARE(p.bins.total(), 1000ULL);
        // The p99.5 of all is the slow host's, which an average of the hosts' p99.5 (5 ms) is not.
        QVERIFY(p.bins.percentile(99.5) > 9'800'000);
        QVERIFY(p.bins.percentile(99) < 110'000);
    }
    // A host's line is its one measured line; one job on two hosts makes no per-job merge.
    QVERIFY(findLatencyLine(t, -1, 1) && !findLatencyLine(t, -1, 1)->merged);
    QCOMPARE(t.lines.size(), std::size_t(3));
    // Locally, with the sum measured (our engine, fio here): nothing is merged again.
    BenchResult local;
    local.jobs.resize(2);
    local.latency = {{0, -1, 1, {}}, {1, -1, 1, {}}, {-1, -1, 1, {}}};
    QCOMPARE(latencyTimeline(local).lines.size(), std::size_t(3));
    local.latency.pop_back();
    QVERIFY(findLatencyLine(latencyTimeline(local), -1, -1)->merged);
}

void TestBenchStats::timelineSurvivesJson()
{
    BenchResult r;
    r.jobs.resize(2);
    r.jobs[0].name = QStringLiteral("a");
    r.jobs[1].name = QStringLiteral("b");
    std::mt19937_64 random(3);
    std::lognormal_distribution<double> latency(12, 1.5);
    for (int i = 1; i <= 4; ++i) {
        for (int job = 0; job < 2; ++job) {
            LatencyInterval l{job, -1, 0.5 * i, {}};
            for (int k = 0; k < 500; ++k)
                l.bins.add(latencybuckets::indexOf(std::uint64_t(latency(random))), 1);
            r.latency.push_back(l);
        }
    }
    const QJsonObject json = toJson(r);
    const QJsonObject over = json.value(QLatin1String("latency_over_time")).toObject();
    const QJsonArray lines = over.value(QLatin1String("lines")).toArray();
    QCOMPARE(lines.size(), 3); // a, b and their merge
    const QJsonObject first = lines.at(0).toObject().value(QLatin1String("intervals")).toArray().at(0).toObject();
    QCOMPARE(first.value(QLatin1String("samples")).toInt(), 500);
    QCOMPARE(first.value(QLatin1String("percentiles")).toObject().value(QLatin1String("99.000000")).toDouble(),
        double(r.latency[0].bins.percentile(99)));
    const auto back = benchResultFromJson(json, QStringLiteral("r.json"));
    QVERIFY(back);
    QCOMPARE(back->latency.size(), r.latency.size()); // the measured lines; the merge is made again
    std::size_t same = 0;
    for (const LatencyInterval& l : back->latency) {
        same += std::count_if(r.latency.begin(), r.latency.end(), [&](const LatencyInterval& o) {
            return o.jobIndex == l.jobIndex && o.host == l.host && o.seconds == l.seconds && o.bins == l.bins;
        });
    }
    QCOMPARE(same, r.latency.size());
}

void TestBenchStats::longRunKeepsEveryCompletion()
{
    // 50,000 ticks of two jobs: the intervals are merged two by two past the limit, and every
    // completion is still counted, in its job, in time order.
    BenchResult r;
    std::uint64_t counted[2] = {0, 0};
    for (int i = 1; i <= 50'000; ++i) {
        BenchTick t;
        for (int job = 0; job < 2; ++job) {
            BenchSample s;
            s.jobIndex = job;
            s.seconds = 0.1 * i;
            s.latency.add(latencybuckets::indexOf(std::uint64_t(1000 + i % 7 * 1000)), std::uint64_t(1 + job));
            counted[job] += std::uint64_t(1 + job);
            t.samples.push_back(s);
        }
        r.record(t);
    }
    QCOMPARE(r.series.size(), std::size_t(100'000));
    QVERIFY(r.series.back().latency.empty()); // the histograms are kept once, in latency
    QVERIFY(r.latency.size() <= 40'000 && r.latency.size() >= 20'000);
    std::uint64_t kept[2] = {0, 0};
    double last[2] = {0, 0};
    for (const LatencyInterval& l : r.latency) {
        kept[l.jobIndex] += l.bins.total();
        QVERIFY(l.seconds > last[l.jobIndex]);
        last[l.jobIndex] = l.seconds;
    }
    QCOMPARE(kept[0], counted[0]);
    QCOMPARE(kept[1], counted[1]);
    QCOMPARE(last[0], 5000.0);
}

void TestBenchStats::kneeOfASustainedWrite()
{
    // Samples every 0.5 s: 400 MB/s until 10 GB are written (25 s), then 60 MB/s for 40 s, with
    // ±5 % noise; a sample holds the change a fifth of the way in.
    std::mt19937 random(11);
    std::uniform_real_distribution<double> noise(0.95, 1.05);
    const auto series = [&](double fast, double slow, double kneeSeconds) {
        std::vector<BenchSample> out;
        for (int i = 1; i <= 130; ++i) {
            BenchSample s;
            s.jobIndex = 0;
            s.seconds = 0.5 * i + 0.1;
            const double start = s.seconds - 0.5;
            const double fastPart = std::clamp((kneeSeconds - start) / 0.5, 0.0, 1.0);
            s.writeBandwidth = (fastPart * fast + (1 - fastPart) * slow) * noise(random);
            out.push_back(s);
        }
        return out;
    };
    const auto knee = findRateKnee(series(400e6, 60e6, 25.2), 0);
    QVERIFY(knee);
    QVERIFY2(std::abs(knee->bytes - 400e6 * 25.2) < 0.03 * 400e6 * 25.2, qPrintable(QString::number(knee->bytes)));
    QVERIFY(std::abs(knee->seconds - 25.2) < 0.5);
    QVERIFY(std::abs(knee->before - 400e6) < 20e6 && std::abs(knee->after - 60e6) < 3e6);
    const QString said = rateKneeText(*knee);
    QVERIFY2(said.startsWith(QLatin1String("fast (4")) && said.contains(QLatin1String(" for the first 9."))
            && said.contains(QLatin1String(" GiB, then 6")) && said.endsWith(QLatin1String(" MB/s")),
        qPrintable(said));
    // One rate with noise, or a fall of a sixth: no knee.
    QVERIFY(!findRateKnee(series(300e6, 300e6, 30), 0));
    QVERIFY(!findRateKnee(series(300e6, 250e6, 30), 0));
    // Too few samples to tell.
    auto few = series(400e6, 60e6, 2);
    few.resize(6);
    QVERIFY(!findRateKnee(few, 0));
}

void TestBenchStats::fioHistLogParsed()
{
    // fio 3's record: time, direction, block size, then 1,856 counts numbered as our buckets.
    QByteArray line = "1001, 1, 4096";
    for (int i = 0; i < 29 * 64; ++i)
        line += i == 700 ? ", 5" : ", 0";
    const auto records = parseFioHistLog(line + "\n\n" + line + "\n", QStringLiteral("x.log"));
    QVERIFY(records);
    QCOMPARE(records->size(), std::size_t(2));
    QCOMPARE(records->front().msec, 1001ULL);
    QCOMPARE(records->front().direction, 1);
    QCOMPARE(records->front().bins.total(), 5ULL);
    QCOMPARE(records->front().bins.percentile(50), latencybuckets::middle(700));
    // Not fio 3's buckets, or not numbers: the file and the line are named.
    const auto shortLine = parseFioHistLog("1001, 0, 4096, 1, 2\n", QStringLiteral("x.log"));
    QVERIFY(!shortLine);
    QVERIFY(shortLine.error().message().contains(QLatin1String("x.log")));
    QVERIFY(shortLine.error().message().contains(QLatin1String("line 1")));
    QByteArray bad = line;
    bad.replace(", 5", ", x");
    QVERIFY(!parseFioHistLog(line + "\n" + bad, QStringLiteral("x.log")));
}

void TestBenchStats::spread()
{
    const Spread s = spreadOf({5, 1, 3, 2, 4});
    QCOMPARE(s.count, 5);
    QCOMPARE(s.median, 3.0);
    QCOMPARE(s.mean, 3.0);
    QCOMPARE(s.min, 1.0);
    QCOMPARE(s.max, 5.0);
    QVERIFY(std::abs(s.stddev - std::sqrt(2.5)) < 1e-12); // sample standard deviation
    QCOMPARE(spreadOf({4, 1, 3, 2}).median, 2.5);
    QCOMPARE(spreadOf({}).count, 0);
    QCOMPARE(spreadOf({7}).stddev, 0.0);
}

// The lab's case: cold reads of a virtual disk vary 500-2,000 MB/s from run to run, so a +59.6 %
// median change whose runs overlap is noise; runs that do not overlap are a change; one run tells
// nothing of the noise.
void TestBenchStats::changeAgainstNoise()
{
    const Spread before = spreadOf({600e6, 1400e6, 900e6});
    const Spread after = spreadOf({1100e6, 1436e6, 2000e6});
    QCOMPARE(noiseBetween(before, after), Noise::Within);
    QCOMPARE(noiseBetween(after, before), Noise::Within);
    const Spread fragmented = spreadOf({58e6, 61e6, 60e6});
    QCOMPARE(noiseBetween(before, fragmented), Noise::Beyond);
    QCOMPARE(noiseBetween(fragmented, before), Noise::Beyond);
    QCOMPARE(noiseBetween(spreadOf({600e6}), fragmented), Noise::Unknown);
    // Touching ranges share a value: not told apart.
    QCOMPARE(noiseBetween(spreadOf({1, 2}), spreadOf({2, 3})), Noise::Within);
    QCOMPARE(noiseBetween(spreadOf({1, 2}), spreadOf({2.001, 3})), Noise::Beyond);
    // As people read it, in the window, the CLI and the report.
    QCOMPARE(formatMeasuredChange(before, after), QStringLiteral("+59.6 %, within noise"));
    QCOMPARE(formatMeasuredChange(before, fragmented), QStringLiteral("-93.3 %"));
    QCOMPARE(formatMeasuredRate(fragmented), QStringLiteral("60.0 MB/s (58.0–61.0)"));
    QCOMPARE(formatMeasuredRate(spreadOf({60e6})), QStringLiteral("60.0 MB/s"));
}

void TestBenchStats::accumulateClones()
{
    const auto clone = [](std::uint64_t ios, std::uint64_t ns, std::uint64_t runtimeUs) {
        DirectionStats d;
        d.ios = ios;
        d.ioBytes = ios * 4096;
        d.runtimeUs = runtimeUs;
        d.histogram.add(ns, ios);
        d.clat = latencyStats(d.histogram, ns, ns, double(ns) * double(ios), double(ns) * double(ns) * double(ios));
        return d;
    };
    DirectionStats sum;
    accumulate(sum, clone(100, 1000, 1'000'000));
    accumulate(sum, clone(300, 3000, 2'000'000));
    QCOMPARE(sum.ios, 400ULL);
    QCOMPARE(sum.ioBytes, 400ULL * 4096);
    QCOMPARE(sum.runtimeUs, 2'000'000ULL); // the group's runtime is its longest clone's
    QCOMPARE(sum.clat.samples, 400ULL);
    QCOMPARE(sum.clat.minNs, 1000ULL);
    QCOMPARE(sum.clat.maxNs, 3000ULL);
    QVERIFY(std::abs(sum.clat.meanNs - 2500.0) < 1e-6);
    // Sample stddev of 100 x 1000 and 300 x 3000.
    const double mean = 2500, n = 400;
    const double var = (100 * (1000 - mean) * (1000 - mean) + 300 * (3000 - mean) * (3000 - mean)) / (n - 1);
    QVERIFY(std::abs(sum.clat.stddevNs - std::sqrt(var)) < 1e-6);
    QVERIFY(sum.clat.percentiles.size() == kDefaultPercentiles.size());
    QCOMPARE(sum.bandwidth(), 400.0 * 4096 / 2.0);
}

namespace {

// One direct 64 MiB read job run once for 10 s at 100 MB/s with a little CPU, on a machine of
// 2 CPUs and 1 GiB: a result nothing is suspect in. Each case changes one thing.
BenchResult plainResult()
{
    BenchResult r;
    JobSpec job;
    job.name = QStringLiteral("j");
    job.size = 64 << 20;
    job.direct = true;
    r.jobs.push_back(job);
    JobRun run;
    run.job = job.name;
    run.runtimeUs = 10'000'000;
    run.read.runtimeUs = run.runtimeUs;
    run.read.ioBytes = 1'000'000'000; // 100 MB/s
    run.read.ios = 1000;
    run.usrCpu = 5;
    run.sysCpu = 10;
    r.runs.push_back(run);
    r.context.machine.cpus = 2;
    r.context.machine.memoryBytes = 1ull << 30;
    r.context.factsKnown = true;
    DiskFacts disk;
    disk.name = QStringLiteral("sda");
    disk.link = QStringLiteral("6.0 Gbps");
    r.context.storage.disks.push_back(disk);
    return r;
}

// Repetitions of the run at these bandwidths (MB/s).
void repeatAt(BenchResult& r, const std::vector<double>& mbps)
{
    const JobRun first = r.runs.front();
    r.runs.clear();
    for (std::size_t i = 0; i < mbps.size(); ++i) {
        JobRun run = first;
        run.repetition = int(i);
        run.read.ioBytes = std::uint64_t(mbps[i] * 1e6 * 10);
        r.runs.push_back(run);
    }
}

// Live samples of the job: `n` of them, the first half at `from` MB/s, the rest at `to`.
void samplesFalling(BenchResult& r, int n, double from, double to)
{
    for (int i = 0; i < n; ++i) {
        BenchSample s;
        s.jobIndex = 0;
        s.seconds = 0.1 * (i + 1);
        s.readBandwidth = (i < n / 2 ? from : to) * 1e6;
        r.series.push_back(s);
    }
}

} // namespace

using Change = std::function<void(BenchResult&)>;
Q_DECLARE_METATYPE(Change)

void TestBenchStats::suspectFlags_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("raised"); // the one flag raised, or empty for none
    QTest::newRow("nothing") << Change([](BenchResult&) {}) << QString();
    QTest::newRow("engine-bound") << Change([](BenchResult& r) { r.runs[0].usrCpu = 40, r.runs[0].sysCpu = 55; })
                                  << QStringLiteral("tool_bottleneck");
    QTest::newRow("busy, not bound") << Change([](BenchResult& r) { r.runs[0].usrCpu = 40, r.runs[0].sysCpu = 40; })
                                     << QString();
    QTest::newRow("4 threads on 2 CPUs, both full") << Change([](BenchResult& r) {
        r.jobs[0].numjobs = 4;
        r.runs[0].usrCpu = 90, r.runs[0].sysCpu = 95;
    }) << QStringLiteral("tool_bottleneck");
    QTest::newRow("4 threads on 8 CPUs, two full") << Change([](BenchResult& r) {
        r.jobs[0].numjobs = 4;
        r.context.machine.cpus = 8;
        r.runs[0].usrCpu = 90, r.runs[0].sysCpu = 95;
    }) << QString();
    QTest::newRow("buffered, read over and over")
        << Change([](BenchResult& r) { r.jobs[0].direct = false; }) << QStringLiteral("page_cache");
    QTest::newRow("buffered, read once") << Change([](BenchResult& r) {
        r.jobs[0].direct = false;
        r.runs[0].read.ioBytes = 64 << 20;
    }) << QString();
    QTest::newRow("buffered, once, invalidate=0") << Change([](BenchResult& r) {
        r.jobs[0].direct = false;
        r.jobs[0].invalidate = false;
        r.runs[0].read.ioBytes = 64 << 20;
    }) << QStringLiteral("page_cache");
    QTest::newRow("buffered, larger than memory") << Change([](BenchResult& r) {
        r.jobs[0].direct = false;
        r.jobs[0].invalidate = false;
        r.jobs[0].size = 2ull << 30;
    }) << QString();
    QTest::newRow("at the link's rate") << Change([](BenchResult& r) { repeatAt(r, {560}); })
                                        << QStringLiteral("link_limit");
    QTest::newRow("past the link's rate") << Change([](BenchResult& r) { repeatAt(r, {900}); }) << QString();
    QTest::newRow("at a USB 2 link's rate") << Change([](BenchResult& r) {
        r.context.storage.disks.front().link = QStringLiteral("480 Mbps");
        repeatAt(r, {39});
    }) << QStringLiteral("link_limit");
    QTest::newRow("imported: fio's CPU figures") << Change([](BenchResult& r) {
        r.context.tool = QStringLiteral("fio");
        r.runs[0].usrCpu = 40, r.runs[0].sysCpu = 55;
        r.runs[0].runtimeUs = 1'000'000;
    }) << QString();
    QTest::newRow("a cold read, read once each time") << Change([](BenchResult& r) {
        r.jobs[0].direct = false;
        r.context.cacheMethod = QStringLiteral("fadvise");
    }) << QString();
    QTest::newRow("a job done before the others") << Change([](BenchResult& r) {
        samplesFalling(r, 24, 100, 100);
        for (std::size_t i = 16; i < r.series.size(); ++i)
            r.series[i].readBandwidth = 0;
    }) << QString();
    QTest::newRow("over two disks") << Change([](BenchResult& r) {
        repeatAt(r, {560});
        r.context.storage.disks.push_back(r.context.storage.disks.front());
    }) << QString();
    QTest::newRow("compressed") << Change([](BenchResult& r) {
        r.context.storage.layers.push_back({QStringLiteral("btrfs compression"), {}, QStringLiteral("zstd")});
    }) << QStringLiteral("layer");
    QTest::newRow("LVM alone") << Change([](BenchResult& r) {
        r.context.storage.layers.push_back({QStringLiteral("LVM"), QStringLiteral("dm-0"), QStringLiteral("vg-a")});
    }) << QString();
    QTest::newRow("1.5 s") << Change([](BenchResult& r) { r.runs[0].runtimeUs = 1'500'000; })
                           << QStringLiteral("too_short");
    QTest::newRow("runs 15 % apart") << Change([](BenchResult& r) {
        repeatAt(r, {100, 100, 135});
    }) << QStringLiteral("runs_disagree");
    QTest::newRow("runs 2 % apart") << Change([](BenchResult& r) { repeatAt(r, {100, 102, 98}); }) << QString();
    QTest::newRow("rate halved") << Change([](BenchResult& r) { samplesFalling(r, 16, 200, 90); })
                                 << QStringLiteral("rate_fell");
    QTest::newRow("rate held") << Change([](BenchResult& r) { samplesFalling(r, 16, 100, 95); }) << QString();
    QTest::newRow("too few samples to say")
        << Change([](BenchResult& r) { samplesFalling(r, 13, 200, 50); }) << QString();
    QTest::newRow("only the last, cut-short interval low") << Change([](BenchResult& r) {
        samplesFalling(r, 14, 100, 100); // with it, the last 3 of 14 average 67 %
        r.series.back().readBandwidth = 0;
    }) << QString();
    QTest::newRow("steady state not reached")
        << Change([](BenchResult& r) { r.runs[0].steadyState = -1; }) << QStringLiteral("not_steady");
    QTest::newRow("steady state reached") << Change([](BenchResult& r) { r.runs[0].steadyState = 1; }) << QString();
}

// Each flag on a case that must raise it and one that must not, the rest of the result plain.
void TestBenchStats::suspectFlags()
{
    QFETCH(Change, change);
    QFETCH(QString, raised);
    BenchResult r = plainResult();
    change(r);
    QStringList ids;
    for (const Suspect& d : suspects(r)) {
        ids << d.id;
        QVERIFY(!d.reason.isEmpty());
    }
    QCOMPARE(ids, raised.isEmpty() ? QStringList() : QStringList{raised});
}

// The rate that fell says where and to what, and a drive that warmed meanwhile; the temperatures
// survive the JSON.
void TestBenchStats::rateFellSaysKneeAndHeat()
{
    BenchResult r = plainResult();
    samplesFalling(r, 40, 400, 100);
    const auto said = [](const BenchResult& result) {
        for (const Suspect& d : suspects(result)) {
            if (d.id == QLatin1String("rate_fell"))
                return d.reason;
        }
        return QString();
    };
    const auto knee = findRateKnee(r.series, 0);
    QVERIFY(knee);
    QVERIFY2(said(r).contains(rateKneeText(*knee)), qPrintable(said(r)));
    QVERIFY(!said(r).contains(QLatin1String("warmed")));
    DiskFacts nvme; // the disk under the jobs
    nvme.name = QStringLiteral("nvme0n1");
    r.context.storage.disks = {nvme};
    const Temperature cpu{QStringLiteral("hwmon1/temp1"), QStringLiteral("k10temp Tctl"), {}, 50};
    const Temperature drive{
        QStringLiteral("hwmon0/temp1"), QStringLiteral("nvme Composite"), QStringLiteral("nvme0n1"), 40};
    for (int i = 0; i <= 4; ++i) {
        Temperature hot = drive, warm = cpu;
        hot.celsius += 7.5 * i;
        warm.celsius += 12 * i; // the CPU's heat is not the drive's
        r.temperatures.push_back({i * 1.0, warm});
        r.temperatures.push_back({i * 1.0, hot});
    }
    QVERIFY2(said(r).contains(QStringLiteral("nvme0n1 warmed from 40 to 70 °C")), qPrintable(said(r)));
    const auto spans = temperatureSpans(r);
    QCOMPARE(spans.size(), std::size_t(2));
    QCOMPARE(temperatureText(spans[1]), QStringLiteral("nvme Composite (nvme0n1): 40 → 70 °C, at most 70 °C"));
    const auto back = benchResultFromJson(toJson(r), QStringLiteral("t.json"));
    QVERIFY(back);
    QCOMPARE(back->temperatures.size(), r.temperatures.size());
    QCOMPARE(back->temperatures.back().sensor, r.temperatures.back().sensor);
    // A drive the jobs did not use warming says nothing of their rate.
    DiskFacts sda;
    sda.name = QStringLiteral("sda");
    r.context.storage.disks = {sda};
    QVERIFY(!said(r).contains(QStringLiteral("warmed")));
}

void TestBenchStats::linkCapacity()
{
    QCOMPARE(linkBytesPerSecond(QStringLiteral("6.0 Gbps")), 600e6);
    QCOMPARE(linkBytesPerSecond(QStringLiteral("1.5 Gbps")), 150e6);
    QCOMPARE(linkBytesPerSecond(QStringLiteral("5000 Mbps")), 500e6);
    QCOMPARE(linkBytesPerSecond(QStringLiteral("480 Mbps")), 42e6);
    QCOMPARE(linkBytesPerSecond(QStringLiteral("8.0 GT/s PCIe x4")), 8e9 * 128 / 130 / 8 * 4);
    QCOMPARE(linkBytesPerSecond(QStringLiteral("5.0 GT/s PCIe")), 5e9 * 0.8 / 8);
    QCOMPARE(linkBytesPerSecond(QStringLiteral("fast")), 0.0);
}

QTEST_GUILESS_MAIN(TestBenchStats)
#include "tst_benchstats.moc"
