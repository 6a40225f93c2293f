// SPDX-License-Identifier: GPL-3.0-or-later
// The snapshot and map JSON: written with snake_case keys and a format_version, read back to the
// same extents and figures; and a snapshot saved by Fragscope 0.1.0 (camelCase keys, no version)
// still opens, as users keep them.
#include "extents/metrics.h"
#include "extents/snapshot.h"
#include "report/mapjson.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

namespace {

// Every key of an object and of the objects and arrays inside it.
void collectKeys(const QJsonValue& v, QStringList* keys)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            *keys << it.key();
            collectKeys(it.value(), keys);
        }
    } else if (v.isArray()) {
        for (const QJsonValue& item : v.toArray())
            collectKeys(item, keys);
    }
}

Snapshot sample()
{
    Snapshot s;
    s.label = QStringLiteral("before");
    ExtentMap& m = s.inspection.map;
    m.path = QStringLiteral("/data/file");
    m.fileSize = 10 * 4096 + 100;
    m.blockSize = 4096;
    // Three fragments: 0-4 contiguous, 4-8 elsewhere, 8-11 elsewhere again (the last partly written).
    m.extents = {Extent{0, 1 << 20, 4 * 4096, 0}, Extent{4 * 4096, 8 << 20, 4 * 4096, 0},
        Extent{8 * 4096, 3 << 20, 3 * 4096, 0x801}};
    s.inspection.fs.typeName = QStringLiteral("ext4");
    s.inspection.fs.blockSize = 4096;
    s.inspection.fs.mountPoint = QStringLiteral("/data");
    s.inspection.takenAt = QDateTime::fromString(QStringLiteral("2026-11-30T12:00:00.000Z"), Qt::ISODateWithMs);
    s.inspection.report = computeFragReport(m, 0);
    return s;
}

} // namespace

class TestSnapshotJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripSnakeCase()
    {
        const Snapshot s = sample();
        const QJsonObject o = toJson(s);
        QCOMPARE(o.value(QLatin1String("format_version")).toInt(), kMapJsonVersion);
        QStringList keys;
        collectKeys(o, &keys);
        const QRegularExpression snake(QStringLiteral("^[a-z0-9]+(_[a-z0-9]+)*$"));
        for (const QString& key : keys)
            QVERIFY2(snake.match(key).hasMatch(), qPrintable(key));
        QVERIFY(keys.contains(QLatin1String("file_size")));
        QVERIFY(keys.contains(QLatin1String("flag_bits")));

        auto back = snapshotFromJson(o, QStringLiteral("memory"));
        QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
        QCOMPARE(back->label, s.label);
        QCOMPARE(back->inspection.map.fileSize, s.inspection.map.fileSize);
        QCOMPARE(back->inspection.map.extents, s.inspection.map.extents);
        QCOMPARE(back->inspection.fs.mountPoint, s.inspection.fs.mountPoint);
        QCOMPARE(back->inspection.takenAt, s.inspection.takenAt);
        QCOMPARE(back->inspection.report.fragments, std::uint64_t(3));
    }

    // A btrfs file's layout read from its extent items (two compressed extents back to back, one run)
    // is saved with the snapshot and read back: the reopened figures are the exact ones, not FIEMAP's
    // (two runs of 128 KiB each, 4 KiB apart) or its guess.
    void diskLayoutIsKept()
    {
        Snapshot s = sample();
        ExtentMap& m = s.inspection.map;
        m.fileSize = 256 * 1024;
        m.extents = {Extent{0, 1 << 20, 128 * 1024, FIEMAP_EXTENT_ENCODED},
            Extent{128 * 1024, (1 << 20) + 4096, 128 * 1024, FIEMAP_EXTENT_ENCODED | FIEMAP_EXTENT_LAST}};
        s.inspection.onDisk.truth = DiskTruth::Exact;
        s.inspection.onDisk.pieces
            = {DiskPiece{0, 128 * 1024, 1 << 20, 4096}, DiskPiece{128 * 1024, 128 * 1024, (1 << 20) + 4096, 12288}};
        s.inspection.onDisk.diskBytes = 16384;
        s.inspection.onDisk.uncompressedBytes = s.inspection.onDisk.referencedBytes = 256 * 1024;
        s.inspection.report = computeFragReport(m, 0, s.inspection.onDisk);
        const QJsonObject o = toJson(s);
        QVERIFY(o.contains(QLatin1String("disk_layout")));
        auto back = snapshotFromJson(o, QStringLiteral("memory"));
        QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
        QCOMPARE(back->inspection.onDisk, s.inspection.onDisk);
        QCOMPARE(back->inspection.report, s.inspection.report);
        QCOMPARE(back->inspection.report.diskTruth, DiskTruth::Exact);
        QCOMPARE(back->inspection.report.diskBytes, std::uint64_t(16384));
        // The file's map blocks (ext4's extent tree) are kept; a snapshot without them has none.
        QVERIFY(!o.contains(QLatin1String("map_blocks")));
        s.inspection.onDisk.mapBlocks = 2;
        back = snapshotFromJson(toJson(s), QStringLiteral("memory"));
        QVERIFY(back);
        QCOMPARE(back->inspection.onDisk.mapBlocks, 2u);
        // So is btrfs's own read-ahead, which the reopened file's read is priced with.
        QVERIFY(!o.contains(QLatin1String("read_ahead_bytes")));
        s.inspection.onDisk.readAheadBytes = 4 << 20;
        back = snapshotFromJson(toJson(s), QStringLiteral("memory"));
        QVERIFY(back);
        QCOMPARE(back->inspection.onDisk.readAheadBytes, std::uint64_t(4 << 20));
        // An unwritten piece stays unwritten (a fifth element in its row); the others have four.
        s.inspection.onDisk.pieces[1].unwritten = true;
        const QJsonObject marked = toJson(s);
        const QJsonArray rows
            = marked.value(QLatin1String("disk_layout")).toObject().value(QLatin1String("pieces")).toArray();
        QCOMPARE(rows.at(0).toArray().size(), 4);
        QCOMPARE(rows.at(1).toArray().size(), 5);
        back = snapshotFromJson(marked, QStringLiteral("memory"));
        QVERIFY(back);
        QCOMPARE(back->inspection.onDisk, s.inspection.onDisk);
        s.inspection.onDisk.pieces[1].unwritten = false;
        // Without it (a snapshot from before), FIEMAP's guess, and so marked.
        QJsonObject old = o;
        old.remove(QLatin1String("disk_layout"));
        back = snapshotFromJson(old, QStringLiteral("memory"));
        QVERIFY(back);
        QCOMPARE(back->inspection.report.diskTruth, DiskTruth::Estimated);
        // A layout whose figures are no counts is refused, as the extents' are.
        QJsonObject bad = o;
        QJsonObject layout = bad.value(QLatin1String("disk_layout")).toObject();
        layout.insert(QLatin1String("disk_bytes"), -1);
        bad.insert(QLatin1String("disk_layout"), layout);
        QVERIFY(!snapshotFromJson(bad, QStringLiteral("memory")));
    }

    // What Fragscope 0.1.0 wrote for a snapshot of this file (its keys and layout), by hand.
    void version010StillOpens()
    {
        const QByteArray saved = R"({
            "label": "saved by 0.1.0", "snapshot": 1, "path": "/data/file",
            "fileSize": 41060, "blockSize": 4096, "changedWhileReading": false,
            "takenAt": "2026-11-29T08:30:00.000Z",
            "fs": {"type": "ext4", "magic": "0xef53", "blockSize": 4096, "mountPoint": "/data",
                   "source": "/dev/sda2", "options": ["rw"], "device": null},
            "report": {"fileSize": 41060, "fragments": 3, "bestExtentBytes": 0},
            "extents": [
                {"logical": 0, "physical": 1048576, "length": 16384, "flags": [], "flagBits": 0},
                {"logical": 16384, "physical": 8388608, "length": 16384, "flags": [], "flagBits": 0},
                {"logical": 32768, "physical": 3145728, "length": 12288, "flags": ["unwritten", "last"], "flagBits": 2049}
            ]})";
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("old.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(saved);
        f.close();
        auto s = loadSnapshot(file);
        QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
        const Snapshot expected = sample();
        QCOMPARE(s->inspection.map.fileSize, expected.inspection.map.fileSize);
        QCOMPARE(s->inspection.map.extents, expected.inspection.map.extents);
        QCOMPARE(s->inspection.fs.mountPoint, QStringLiteral("/data"));
        QCOMPARE(s->inspection.report.fragments, std::uint64_t(3));
        QCOMPARE(s->label, QStringLiteral("saved by 0.1.0"));
    }

    // What Fragscope writes with several files (map --format json, defrag --json): the file asked
    // for, or an error naming them, never a silent first; a defrag result gives before and after.
    void severalFilesAndDefragResults()
    {
        Snapshot other = sample();
        other.inspection.map.path = QStringLiteral("/data/other");
        other.inspection.map.extents.pop_back();
        Snapshot after = sample();
        after.label = QStringLiteral("after");
        after.inspection.map.extents = {Extent{0, 5 << 20, 11 * 4096, 0x1}};
        QTemporaryDir dir;
        const auto write = [&](const QString& name, const QJsonObject& root) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(root).toJson());
        };
        write(QStringLiteral("map.json"),
            QJsonObject{{QStringLiteral("files"), QJsonArray{toJson(sample().inspection), toJson(other.inspection)}}});
        write(QStringLiteral("defrag.json"),
            QJsonObject{{QStringLiteral("results"),
                QJsonArray{QJsonObject{{QStringLiteral("path"), QStringLiteral("/data/file")},
                               {QStringLiteral("before"), toJson(sample())}, {QStringLiteral("after"), toJson(after)}},
                    QJsonObject{{QStringLiteral("path"), QStringLiteral("/data/other")},
                        {QStringLiteral("before"), toJson(other)}}}}});
        const QString map = dir.filePath(QStringLiteral("map.json"));
        const QString defrag = dir.filePath(QStringLiteral("defrag.json"));

        auto s = loadSnapshots(map);
        QVERIFY(!s);
        QVERIFY2(s.error().message().contains(QLatin1String("holds 2 files (/data/file, /data/other)")),
            qPrintable(s.error().message()));
        QCOMPARE(snapshotFilesIn(map), (QStringList{QStringLiteral("/data/file"), QStringLiteral("/data/other")}));
        s = loadSnapshots(map, QStringLiteral("/data/other"));
        QVERIFY(s && s->size() == 1);
        QCOMPARE(s->front().inspection.map.extents, other.inspection.map.extents);
        s = loadSnapshots(map, QStringLiteral("/data/none"));
        QVERIFY(!s && s.error().message().contains(QLatin1String("holds no file /data/none")));

        s = loadSnapshots(defrag, QStringLiteral("/data/file"));
        QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
        QCOMPARE(s->size(), std::size_t(2));
        QCOMPARE((*s)[0].inspection.map.extents, sample().inspection.map.extents);
        QCOMPARE((*s)[1].inspection.map.extents, after.inspection.map.extents);
        QCOMPARE((*s)[1].label, QStringLiteral("after"));
        auto one = loadSnapshot(defrag + QStringLiteral("#after"), QStringLiteral("/data/file"));
        QVERIFY(one);
        QCOMPARE(one->inspection.report.fragments, std::uint64_t(1));
        one = loadSnapshot(defrag, QStringLiteral("/data/file"));
        QVERIFY(!one && one.error().message().contains(QLatin1String("#before")));
        // Not defragmented: no after, said so.
        s = loadSnapshots(defrag + QStringLiteral("#after"), QStringLiteral("/data/other"));
        QVERIFY(!s && s.error().message().contains(QLatin1String("no after snapshot")));
        s = loadSnapshots(map + QStringLiteral("#before"), QStringLiteral("/data/file"));
        QVERIFY(!s && s.error().message().contains(QLatin1String("not one")));
    }

    // The compact form the demo's recorded layouts use: rows in units of extent_unit, the same
    // snapshot as the object form; a row of the wrong shape is refused, naming the extent.
    void compactRowsReadAsExtents()
    {
        const Snapshot original = sample();
        QJsonObject o = toJson(original);
        const QJsonArray extents = o.take(QStringLiteral("extents")).toArray();
        QJsonArray rows;
        for (const QJsonValue& v : extents) {
            const QJsonObject e = v.toObject();
            rows.append(QJsonArray{e.value(QStringLiteral("logical")).toInteger() / 4096,
                e.value(QStringLiteral("physical")).toInteger() / 4096,
                e.value(QStringLiteral("length")).toInteger() / 4096, e.value(QStringLiteral("flag_bits"))});
        }
        o.insert(QStringLiteral("extent_unit"), 4096);
        o.insert(QStringLiteral("extent_rows"), rows);
        auto s = snapshotFromJson(o, QStringLiteral("compact.json"));
        QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
        QVERIFY(!original.inspection.map.extents.empty());
        QVERIFY(s->inspection.map.sameLayout(original.inspection.map));
        QCOMPARE(s->inspection.report.fragments, original.inspection.report.fragments);
        rows.replace(1, QJsonArray{1, 2});
        o.insert(QStringLiteral("extent_rows"), rows);
        s = snapshotFromJson(o, QStringLiteral("compact.json"));
        QVERIFY(!s);
        QVERIFY2(s.error().message().contains(QLatin1String("extent 1")), qPrintable(s.error().message()));
    }

    // The layouts the demo ships are what their labels say: the talk's 1 GiB file after 16,384
    // random 4 KiB writes, on btrfs copy-on-write put nearly every write somewhere new, on ext4 it
    // stayed in a handful of extents; both cover the whole file.
    void recordedLayoutsAreWhatTheySay()
    {
        for (const char* fs : {"btrfs", "ext4"}) {
            const QString path = sourcePath(QStringLiteral("resources/recorded/cow-%1.json").arg(QLatin1String(fs)));
            auto s = loadSnapshot(path);
            QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
            QVERIFY2(
                s->label.startsWith(QStringLiteral("Recorded on %1, ").arg(QLatin1String(fs))), qPrintable(s->label));
            QVERIFY(s->label.contains(QLatin1String("16,384 random 4 KiB writes")));
            QCOMPARE(s->inspection.fs.typeName, QLatin1String(fs));
            QVERIFY(s->inspection.takenAt.isValid());
            const FragReport& r = s->inspection.report;
            QCOMPARE(r.fileSize, std::uint64_t(1) << 30);
            QCOMPARE(r.mappedBytes, r.fileSize);
            if (QLatin1String(fs) == QLatin1String("btrfs"))
                QVERIFY2(r.fragments > 16'000, qPrintable(QString::number(r.fragments)));
            else
                QVERIFY2(r.fragments < 20, qPrintable(QString::number(r.fragments)));
        }
    }

    void newerFormatRefused()
    {
        QJsonObject o = toJson(sample());
        o.insert(QStringLiteral("format_version"), kMapJsonVersion + 1);
        auto s = snapshotFromJson(o, QStringLiteral("future.json"));
        QVERIFY(!s);
        QVERIFY2(s.error().message().contains(QLatin1String("future.json")), qPrintable(s.error().message()));
    }

    // A figure that is no count (negative, fractional, 2^64 or more, a string) is refused with the
    // file and the field named; a cast would have misread it (undefined behaviour for a negative).
    void figuresThatAreNoCountRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("said");
        QTest::newRow("negative size") << QStringLiteral("file_size") << QJsonValue(-5)
                                       << QStringLiteral("file_size: -5");
        QTest::newRow("huge size") << QStringLiteral("file_size") << QJsonValue(1e30) << QStringLiteral("file_size: 1");
        QTest::newRow("fraction") << QStringLiteral("block_size") << QJsonValue(4096.5)
                                  << QStringLiteral("block_size: 4096.5");
        QTest::newRow("text") << QStringLiteral("file_size") << QJsonValue(QStringLiteral("big"))
                              << QStringLiteral("file_size: \"big\"");
    }
    void figuresThatAreNoCountRefused()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, said);
        QJsonObject o = toJson(sample());
        o.insert(field, value);
        auto s = snapshotFromJson(o, QStringLiteral("damaged.json"));
        QVERIFY(!s);
        QVERIFY2(s.error().message().startsWith(QLatin1String("damaged.json: ")), qPrintable(s.error().message()));
        QVERIFY2(s.error().message().contains(said), qPrintable(s.error().message()));
        // An extent's figure too.
        o = toJson(sample());
        QJsonArray extents = o.value(QStringLiteral("extents")).toArray();
        QJsonObject e = extents.at(0).toObject();
        e.insert(QStringLiteral("physical"), -4096);
        extents.replace(0, e);
        o.insert(QStringLiteral("extents"), extents);
        s = snapshotFromJson(o, QStringLiteral("damaged.json"));
        QVERIFY(!s);
        QVERIFY2(s.error().message().contains(QLatin1String("physical: -4096")), qPrintable(s.error().message()));
    }
};

QTEST_GUILESS_MAIN(TestSnapshotJson)
#include "tst_snapshotjson.moc"
