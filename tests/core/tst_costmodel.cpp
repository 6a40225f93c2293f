// SPDX-License-Identifier: GPL-3.0-or-later
// The cost model on a measured disk: synthetic profiles whose read times are worked out by hand —
// a contiguous file, two regions alternating, far random pieces, pieces a read-ahead window sends
// together — and the read time in one piece and the time lost; the profile's curves and its JSON.
#include "model/calibrate.h"
#include "model/hddmodel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <cmath>

using namespace fragscope;

namespace {

constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = 1024 * kKiB;
constexpr std::uint64_t kGiB = 1024 * kMiB;
constexpr double kRate = 100e6;      // bytes/s everywhere
constexpr double kOverhead = 100e-6; // a request's fixed cost
constexpr double kNear = 2e-3;       // a 4 KiB read 8 KiB away
constexpr double kFar = 10e-3;       // a 4 KiB read 1 GiB or more away

double request(std::uint64_t bytes)
{
    return kOverhead + double(bytes) / kRate;
}

// A 64 GiB disk at 100 MB/s, 0.1 ms a request, 2 ms to a place 8 KiB away rising (with the log of
// the distance) to 10 ms at 1 GiB and beyond; read-ahead and requests of `window`.
DeviceProfile profile(std::uint64_t window = kMiB, std::vector<DeviceProfile::Depth> depths = {})
{
    DeviceProfile p;
    p.device = QStringLiteral("/dev/synthetic");
    p.key = QStringLiteral("synthetic-1");
    p.model = QStringLiteral("Synthetic Disk");
    p.sizeBytes = 64 * kGiB;
    p.maxRequestBytes = kMiB;
    p.readAheadBytes = window;
    p.measuredAt = QDateTime(QDate(2026, 12, 2), QTime(10, 0), QTimeZone::utc());
    p.sequential = {{0, kRate}, {1, kRate}};
    p.access = {{8 * kKiB, kNear}, {kGiB, kFar}};
    p.requests = {{4 * kKiB, request(4 * kKiB)}, {kMiB, request(kMiB)}};
    p.queueDepth = depths.empty() ? std::vector<DeviceProfile::Depth>{{1, 1000}, {32, 1000}} : depths;
    return p;
}

HddParams measured(const DeviceProfile& p)
{
    HddParams h;
    h.measured = std::make_shared<const DeviceProfile>(p);
    return h;
}

std::vector<Extent> pieces(const std::vector<std::pair<std::uint64_t, std::uint64_t>>& physicalAndLength)
{
    std::vector<Extent> out;
    std::uint64_t logical = 0;
    for (const auto& [physical, length] : physicalAndLength) {
        out.push_back(Extent{logical, physical, length, 0});
        logical += length;
    }
    return out;
}

bool near(double value, double expected)
{
    return std::abs(value - expected) <= 1e-9 + 1e-9 * std::abs(expected);
}

// What getting to a place costs beyond a 4 KiB request continuing the one before.
double positioning(double access4k)
{
    return access4k - request(4 * kKiB);
}

} // namespace

class TestCostModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void curves()
    {
        const DeviceProfile p = profile();
        QVERIFY(p.check());
        QVERIFY(near(p.rateAt(0.5), kRate));
        QVERIFY(near(p.accessSeconds(8 * kKiB), kNear));
        QVERIFY(near(p.accessSeconds(4 * kKiB), kNear)); // flat below the first distance
        QVERIFY(near(p.accessSeconds(64 * kGiB), kFar)); // and beyond the last
        // Halfway on the log scale: 2^13 to 2^30, so 2^21.5.
        QVERIFY(std::abs(p.accessSeconds(std::uint64_t(std::pow(2.0, 21.5))) - (kNear + kFar) / 2) < 1e-6);
        QVERIFY(near(p.requestSeconds(256 * kKiB), request(256 * kKiB)));
        QVERIFY(near(p.requestSeconds(4 * kMiB), request(4 * kMiB))); // the last line continued
        QCOMPARE(p.readRequestBytes(), kMiB);
        QCOMPARE(profile(4 * kMiB).readRequestBytes(), kMiB); // cut at the request limit
        const DeviceProfile queued = profile(kMiB, {{1, 1000}, {4, 2000}, {16, 3000}});
        QVERIFY(near(queued.depthSpeedup(1), 1));
        QVERIFY(near(queued.depthSpeedup(4), 2));
        QVERIFY(near(queued.depthSpeedup(8), 2.5)); // halfway between 4 and 16 on the log scale
        QVERIFY(near(queued.depthSpeedup(64), 3));
    }

    void contiguous()
    {
        // 64 MiB in one piece: 64 requests of 1 MiB, the first one getting there from a third of
        // the disk away (beyond 1 GiB: 10 ms).
        const auto read = pieces({{10 * kGiB, 64 * kMiB}});
        const HddPrediction r = predictHddRead(read, measured(profile()));
        const double expected = positioning(kFar) + 64 * request(kMiB);
        QVERIFY2(near(r.seconds, expected), qPrintable(QStringLiteral("%1 != %2").arg(r.seconds).arg(expected)));
        QCOMPARE(r.seeks, 1u);
        QCOMPARE(r.bytes, 64 * kMiB);
        const ReadCost c = readCost(read, measured(profile()));
        QVERIFY(near(c.idealReadSeconds, expected));
        QCOMPARE(c.lostSeconds, 0.0);
    }

    void twoRegionsAlternating()
    {
        // 1 MiB pieces alternating between 0 and 32 GiB: every request after the first is 32 GiB
        // away from the end of the one before.
        std::vector<std::pair<std::uint64_t, std::uint64_t>> parts;
        for (std::uint64_t i = 0; i < 16; ++i)
            parts.emplace_back((i % 2 ? 32 * kGiB : 0) + i / 2 * kMiB, kMiB);
        const auto read = pieces(parts);
        const ReadCost c = readCost(read, measured(profile()));
        const double expected = 16 * positioning(kFar) + 16 * request(kMiB);
        QVERIFY2(
            near(c.readSeconds, expected), qPrintable(QStringLiteral("%1 != %2").arg(c.readSeconds).arg(expected)));
        QCOMPARE(c.now.seeks, 16u);
        // In one piece: one positioning and the same 16 requests.
        QVERIFY(near(c.idealReadSeconds, positioning(kFar) + 16 * request(kMiB)));
        QVERIFY(near(c.lostSeconds, 15 * positioning(kFar)));
    }

    void nearPiecesCostTheirDistance()
    {
        // Four 64 KiB pieces, each 8 KiB beyond the end of the one before: 2 ms each, not 10.
        std::vector<std::pair<std::uint64_t, std::uint64_t>> parts;
        for (std::uint64_t i = 0; i < 4; ++i)
            parts.emplace_back(kGiB + i * 72 * kKiB, 64 * kKiB);
        const ReadCost c = readCost(pieces(parts), measured(profile()));
        const double expected = positioning(kFar) + 3 * positioning(kNear) + 4 * request(64 * kKiB);
        QVERIFY2(
            near(c.readSeconds, expected), qPrintable(QStringLiteral("%1 != %2").arg(c.readSeconds).arg(expected)));
        // One piece: one request of 256 KiB.
        QVERIFY(near(c.idealReadSeconds, positioning(kFar) + request(256 * kKiB)));
    }

    void randomFarPieces()
    {
        // 64 KiB pieces scattered over the disk, each at least 11 GiB from the one before: every
        // request pays the far access; more pieces never lose less.
        double before = -1;
        for (int count : {2, 8, 32, 128}) {
            std::vector<std::pair<std::uint64_t, std::uint64_t>> parts;
            for (int i = 0; i < count; ++i)
                parts.emplace_back(std::uint64_t((i * 7919) % 61) * kGiB, 64 * kKiB);
            const ReadCost c = readCost(pieces(parts), measured(profile()));
            const double expected = count * (positioning(kFar) + request(64 * kKiB));
            QVERIFY2(
                near(c.readSeconds, expected), qPrintable(QStringLiteral("%1 != %2").arg(c.readSeconds).arg(expected)));
            QVERIFY(c.lostSeconds > before);
            before = c.lostSeconds;
        }
    }

    void windowRequestsOverlap()
    {
        // A 4 MiB read-ahead window holding four 4 KiB pieces far apart: sent together, they
        // overlap as the queue depth measurement says (4 in flight: twice the reads per second).
        const DeviceProfile p = profile(4 * kMiB, {{1, 1000}, {4, 2000}});
        const auto read = pieces({{0, 4 * kKiB}, {8 * kGiB, 4 * kKiB}, {16 * kGiB, 4 * kKiB}, {24 * kGiB, 4 * kKiB}});
        const HddPrediction r = predictHddRead(read, measured(p));
        const double expected = (4 * positioning(kFar) + 4 * request(4 * kKiB)) / 2;
        QVERIFY2(near(r.seconds, expected), qPrintable(QStringLiteral("%1 != %2").arg(r.seconds).arg(expected)));
        // The steps add up to the prediction.
        const std::vector<ReadStep> steps = traceHddRead(read, measured(p));
        QCOMPARE(steps.size(), 4u);
        QVERIFY(near(steps.back().end(), r.seconds));
        // A contiguous window never reads faster than the fastest sequential rate measured.
        const HddPrediction seq = predictHddRead(pieces({{0, 4 * kMiB}}), measured(p));
        QVERIFY(seq.seconds >= double(4 * kMiB) / kRate - 1e-12);
    }

    void diskName()
    {
        QCOMPARE(fragscope::diskName(measured(profile())), QStringLiteral("Synthetic Disk"));
        QVERIFY(measured(profile()).check());
        DeviceProfile broken = profile();
        broken.requests.clear();
        QVERIFY(!measured(broken).check());
    }

    void jsonRoundTrip()
    {
        const DeviceProfile p = profile(kMiB, {{1, 1000}, {4, 2000}});
        const QJsonObject o = profileToJson(p);
        QCOMPARE(o.value(QStringLiteral("format_version")).toInt(), 1);
        for (const char* key :
            {"device", "model", "rotational", "sequential", "access", "request_seconds", "queue_depth"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const QJsonObject row = o.value(QStringLiteral("sequential")).toArray().at(0).toObject();
        QVERIFY(row.contains(QStringLiteral("position")) && row.contains(QStringLiteral("bytes_per_second")));
        const QJsonObject access = o.value(QStringLiteral("access")).toArray().at(1).toObject();
        QCOMPARE(access.value(QStringLiteral("distance_bytes")).toInteger(), qint64(kGiB));
        auto back = profileFromJson(o);
        QVERIFY2(back, qPrintable(back ? QString() : back.error().message()));
        QCOMPARE(*back, p);
    }

    void badProfilesAreRefusedByName()
    {
        QJsonObject o = profileToJson(profile());
        o.insert(QStringLiteral("format_version"), 7);
        auto r = profileFromJson(o, QStringLiteral("/tmp/x.json"));
        QVERIFY(!r);
        QVERIFY2(r.error().message().startsWith(QStringLiteral("/tmp/x.json: ")), qPrintable(r.error().message()));
        QVERIFY(r.error().reason.contains(QStringLiteral("format_version 7")));

        o = profileToJson(profile());
        o.insert(QStringLiteral("size_bytes"), -5);
        r = profileFromJson(o);
        QVERIFY(!r);
        QVERIFY2(r.error().reason.contains(QStringLiteral("size_bytes: -5")), qPrintable(r.error().reason));

        o = profileToJson(profile());
        o.insert(QStringLiteral("access"), QJsonArray());
        r = profileFromJson(o);
        QVERIFY(!r);
        QVERIFY(r.error().reason.contains(QStringLiteral("access")));
    }

    void savedAndFoundAgain()
    {
        QTemporaryDir dir;
        qputenv("FRAGSCOPE_PROFILE_DIR", dir.path().toUtf8() + "/disks");
        auto none = loadProfile(QStringLiteral("synthetic-1"));
        QVERIFY(none && !*none);
        QVERIFY(saveProfile(profile()));
        auto found = loadProfile(QStringLiteral("synthetic-1"));
        QVERIFY(found && *found);
        QCOMPARE(**found, profile());
        // A file by name, and the presets, for --profile.
        auto named = namedCostDisk(dir.path() + QStringLiteral("/disks/synthetic-1.json"));
        QVERIFY(named && named->measured);
        QVERIFY2(
            named->description.startsWith(QStringLiteral("Synthetic Disk, measured")), qPrintable(named->description));
        auto preset = namedCostDisk(QStringLiteral("nvme-ssd"));
        QVERIFY(preset && !preset->measured && preset->presetKey == QStringLiteral("nvme-ssd"));
        auto unknown = namedCostDisk(QStringLiteral("floppy"));
        QVERIFY(!unknown);
        QVERIFY2(unknown.error().reason.contains(QStringLiteral("desktop-7200")), qPrintable(unknown.error().reason));
        // A damaged profile file is an error naming it, not a silent preset.
        QFile broken(dir.path() + QStringLiteral("/disks/broken-1.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format_version\": 1, ");
        broken.close();
        auto bad = loadProfile(QStringLiteral("broken-1"));
        QVERIFY(!bad);
        QVERIFY(bad.error().message().contains(QStringLiteral("broken-1.json")));
        qunsetenv("FRAGSCOPE_PROFILE_DIR");
    }

    void unmeasuredDiskPicksAPresetAndSaysWhy()
    {
        // Whatever disk holds the build: no profile in an empty folder, so a preset, said so.
        QTemporaryDir dir;
        qputenv("FRAGSCOPE_PROFILE_DIR", dir.path().toUtf8());
        const CostDisk d = costDiskFor(QStringLiteral(FRAGSCOPE_SOURCE_DIR));
        QVERIFY(!d.measured);
        QVERIFY(!d.presetKey.isEmpty());
        QVERIFY2(d.description.startsWith(QStringLiteral("not measured: ")), qPrintable(d.description));
        qunsetenv("FRAGSCOPE_PROFILE_DIR");
    }
};

QTEST_GUILESS_MAIN(TestCostModel)
#include "tst_costmodel.moc"
