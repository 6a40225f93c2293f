// SPDX-License-Identifier: GPL-3.0-or-later
// Latency buckets, percentiles with fio's meaning, spreads across repetitions, merging clones.
#include "bench/results/histogram.h"
#include "bench/results/result.h"
#include "report/snapshotcompare.h"

#include <QTest>

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
    void spread();
    void changeAgainstNoise();
    void accumulateClones();
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

QTEST_GUILESS_MAIN(TestBenchStats)
#include "tst_benchstats.moc"
