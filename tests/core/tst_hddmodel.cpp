// SPDX-License-Identifier: GPL-3.0-or-later
// The rotating-disk model: a contiguous file costs its size over the media rate, every fragment a
// seek between the single-track and the full-stroke time (plus the rotational wait), and the
// prediction never falls when fragments are added or moved further apart.
#include "model/hddmodel.h"

#include <QTest>

using namespace fragscope;

namespace {

constexpr std::uint64_t kGiB = 1ULL << 30;
constexpr std::uint64_t kMiB = 1ULL << 20;

ExtentMap layout(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& physicalAndLength)
{
    ExtentMap m;
    std::uint64_t logical = 0;
    for (const auto& [physical, length] : physicalAndLength) {
        m.extents.push_back(Extent{logical, physical, length, 0});
        logical += length;
    }
    m.fileSize = logical;
    return m;
}

// 1 GiB in `pieces` equal extents, each `gap` bytes after the end of the one before.
ExtentMap pieces(int count, std::uint64_t gap, std::uint64_t start = 0)
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> parts;
    const std::uint64_t length = kGiB / std::uint64_t(count);
    std::uint64_t at = start;
    for (int i = 0; i < count; ++i) {
        parts.emplace_back(at, length);
        at += length + gap;
    }
    return layout(parts);
}

} // namespace

class TestHddModel : public QObject
{
    Q_OBJECT

private slots:
    void contiguousCostsSizeOverRate();
    void seekCurveThroughTheDatasheet();
    void eachFragmentCostsASeek();
    void monotoneInFragments();
    void monotoneInDistance();
    void shortGapsReadThrough();
    void skipsExtentsWithoutLocation();
    void parameterProblems();
    void parametersAsText();
};

void TestHddModel::contiguousCostsSizeOverRate()
{
    const HddParams p;
    const HddPrediction r = predictHddRead(pieces(1, 0), p);
    // At the outer edge the rate is (nearly) the outer rate: 1 GiB / 150 MB/s = 7.16 s, plus one
    // access (average seek and half a revolution).
    const double transfer = double(kGiB) / (p.outerRateMBps * 1e6);
    QVERIFY2(std::abs(r.transferSeconds - transfer) / transfer < 0.001, qPrintable(QString::number(r.transferSeconds)));
    QCOMPARE(r.seeks, std::uint64_t(1));
    QVERIFY(std::abs(r.positionSeconds - (0.0085 + 30.0 / 7200)) < 1e-9);
    QVERIFY(std::abs(r.seconds - transfer) / transfer < 0.01);
    QCOMPARE(r.bytes, kGiB);
    // Further in, the same file reads slower (inner zones pass fewer bytes per turn).
    const HddPrediction inner = predictHddRead(pieces(1, 0, p.capacityBytes - 2 * kGiB), p);
    QVERIFY(inner.transferSeconds > 1.9 * r.transferSeconds);
}

void TestHddModel::seekCurveThroughTheDatasheet()
{
    const HddParams p;
    QCOMPARE(hddSeekSeconds(0, p), 0.0);
    QVERIFY(std::abs(hddSeekSeconds(1, p) - 0.001) < 1e-4);                    // single track
    QVERIFY(std::abs(hddSeekSeconds(p.capacityBytes / 3, p) - 0.0085) < 1e-6); // average
    QVERIFY(std::abs(hddSeekSeconds(p.capacityBytes, p) - 0.020) < 1e-9);      // full stroke
    QVERIFY(std::abs(hddSeekSeconds(10 * p.capacityBytes, p) - 0.020) < 1e-9); // no further
}

void TestHddModel::eachFragmentCostsASeek()
{
    // Fragments far apart (well beyond a track): each one adds between the single-track and the
    // full-stroke seek, plus half a revolution of waiting for the sector.
    const HddParams p;
    const double halfTurn = 30.0 / p.rpm;
    const HddPrediction one = predictHddRead(pieces(1, 0), p);
    for (std::uint64_t gap : {64 * kMiB, 10 * kGiB, 300 * kGiB}) {
        for (int n : {2, 10, 100}) {
            const HddPrediction r = predictHddRead(pieces(n, gap), p);
            const double perFragment = (r.positionSeconds - one.positionSeconds) / (n - 1);
            QVERIFY2(perFragment >= p.trackToTrackMs / 1000 + halfTurn - 1e-9
                    && perFragment <= p.fullStrokeMs / 1000 + halfTurn + 1e-9,
                qPrintable(QStringLiteral("%1 fragments, gap %2: %3 s each").arg(n).arg(gap).arg(perFragment)));
            QCOMPARE(r.seeks, std::uint64_t(n));
        }
    }
}

void TestHddModel::monotoneInFragments()
{
    double last = 0;
    for (int n : {1, 2, 5, 16, 100, 1000, 16346}) {
        const double t = predictHddRead(pieces(n, 16 * kMiB), HddParams{}).seconds;
        QVERIFY2(t > last, qPrintable(QStringLiteral("%1 fragments: %2 s").arg(n).arg(t)));
        last = t;
    }
}

void TestHddModel::monotoneInDistance()
{
    double last = 0;
    for (std::uint64_t gap : std::initializer_list<std::uint64_t>{0, 4096, kMiB, 64 * kMiB, kGiB, 100 * kGiB}) {
        const double t = predictHddRead(pieces(64, gap), HddParams{}).positionSeconds;
        QVERIFY2(t >= last, qPrintable(QStringLiteral("gap %1: %2 s").arg(gap).arg(t)));
        last = t;
    }
}

void TestHddModel::shortGapsReadThrough()
{
    // 4 KiB pieces with 4 KiB between them (two files written in turns): the head reads through
    // the gaps rather than seeking 25,600 times, so it costs about twice the transfer, not seconds
    // of seeking.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> parts;
    for (std::uint64_t i = 0; i < 25600; ++i)
        parts.emplace_back(2 * i * 4096, 4096);
    const HddPrediction r = predictHddRead(layout(parts), HddParams{});
    QVERIFY2(r.positionSeconds < 2 * r.transferSeconds, qPrintable(QString::number(r.positionSeconds)));
    QVERIFY(r.positionSeconds > 0.9 * r.transferSeconds);
}

void TestHddModel::skipsExtentsWithoutLocation()
{
    ExtentMap m = pieces(1, 0);
    m.extents.push_back(Extent{kGiB, 0, 4096, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_LAST});
    const HddPrediction r = predictHddRead(m, HddParams{});
    QCOMPARE(r.bytes, kGiB);
    QCOMPARE(r.seeks, std::uint64_t(1));
    QCOMPARE(predictHddRead(ExtentMap{}, HddParams{}).seconds, 0.0);
}

void TestHddModel::parameterProblems()
{
    QVERIFY(HddParams{}.problem().isEmpty());
    HddParams p;
    p.averageSeekMs = 30; // beyond full stroke
    QVERIFY(!p.problem().isEmpty());
    p = HddParams{};
    p.rpm = 0;
    QVERIFY(!p.problem().isEmpty());
    p = HddParams{};
    p.innerRateMBps = -1;
    QVERIFY(!p.problem().isEmpty());
}

// The command line's form: only the named figures change, the text reads back, mistakes are named.
void TestHddModel::parametersAsText()
{
    const auto p = parseHddParams(QStringLiteral("rpm=5400, average=12,capacity=500"), HddParams{});
    QVERIFY2(p, p ? "" : qPrintable(p.error().message()));
    QCOMPARE(p->rpm, 5400.0);
    QCOMPARE(p->averageSeekMs, 12.0);
    QCOMPARE(p->capacityBytes, std::uint64_t(500'000'000'000));
    QCOMPARE(p->fullStrokeMs, HddParams{}.fullStrokeMs);
    const auto back = parseHddParams(hddParamsText(*p), HddParams{});
    QVERIFY(back);
    QCOMPARE(*back, *p);
    const auto unknown = parseHddParams(QStringLiteral("rpm=5400,heads=4"), HddParams{});
    QVERIFY(!unknown && unknown.error().message().contains(QLatin1String("'heads'")));
    QVERIFY(!parseHddParams(QStringLiteral("rpm"), HddParams{}));
    QVERIFY(!parseHddParams(QStringLiteral("rpm=fast"), HddParams{}));
    const auto notADisk = parseHddParams(QStringLiteral("average=40"), HddParams{}); // beyond full stroke
    QVERIFY(!notADisk && notADisk.error().message() == HddParams{.averageSeekMs = 40}.problem());
}

QTEST_APPLESS_MAIN(TestHddModel)
#include "tst_hddmodel.moc"
