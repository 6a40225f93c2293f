// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/fsinfo.h"
#include "why.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace fragscope;

class TestFsInfo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesMountInfo()
    {
        const QByteArray text
            = "22 1 8:2 / / rw,relatime shared:1 - ext4 /dev/sda2 rw,errors=remount-ro\n"
              "40 22 0:45 / /mnt/with\\040space rw - btrfs /dev/loop3 rw,compress=zstd:3,space_cache=v2\n"
              "41 22 0:46 / /mnt/with\\040space/sub rw master:7 - xfs /dev/loop4 rw,inode64\n"
              "garbage line\n";
        const auto entries = parseMountInfo(text);
        QCOMPARE(entries.size(), std::size_t(3));
        QCOMPARE(entries[1].mountPoint, QStringLiteral("/mnt/with space"));
        QCOMPARE(entries[1].fsType, QStringLiteral("btrfs"));
        QCOMPARE(entries[1].source, QStringLiteral("/dev/loop3"));
        QCOMPARE(entries[1].superOptions, QStringLiteral("rw,compress=zstd:3,space_cache=v2"));
        QCOMPARE(entries[2].fsType, QStringLiteral("xfs")); // optional fields before the dash

        QCOMPARE(findMount(entries, QStringLiteral("/mnt/with space/a"))->fsType, QStringLiteral("btrfs"));
        QCOMPARE(findMount(entries, QStringLiteral("/mnt/with space/sub/b"))->fsType, QStringLiteral("xfs"));
        QCOMPARE(findMount(entries, QStringLiteral("/mnt/with spacex"))->fsType, QStringLiteral("ext4"));
        QCOMPARE(findMount(entries, QStringLiteral("/home/u"))->fsType, QStringLiteral("ext4"));
    }

    void laterMountHidesEarlier()
    {
        const QByteArray text = "1 0 8:1 / /mnt rw - ext4 /dev/a rw\n2 0 8:2 / /mnt rw - xfs /dev/b rw\n";
        const auto entries = parseMountInfo(text);
        QCOMPARE(findMount(entries, QStringLiteral("/mnt/f"))->source, QStringLiteral("/dev/b"));
    }

    void optionsAreMerged()
    {
        FsInfo fs;
        fs.mountOptions = QStringLiteral("rw,relatime");
        fs.superOptions = QStringLiteral("rw,compress=zstd:3,discard=async");
        QCOMPARE(fs.options(),
            QStringList({QStringLiteral("rw"), QStringLiteral("relatime"), QStringLiteral("compress=zstd:3"),
                QStringLiteral("discard=async")}));
        QVERIFY(fs.hasOption(QStringLiteral("compress")));
        QVERIFY(fs.hasOption(QStringLiteral("discard")));
        QVERIFY(!fs.hasOption(QStringLiteral("nodatacow")));
    }

    void magicNames_data()
    {
        QTest::addColumn<quint64>("magic");
        QTest::addColumn<QString>("name");
        QTest::newRow("ext4") << quint64(0xEF53) << QStringLiteral("ext2/ext3/ext4");
        QTest::newRow("xfs") << quint64(0x58465342) << QStringLiteral("xfs");
        QTest::newRow("btrfs") << quint64(0x9123683E) << QStringLiteral("btrfs");
        QTest::newRow("tmpfs") << quint64(0x01021994) << QStringLiteral("tmpfs");
        QTest::newRow("zfs") << quint64(0x2FC12FC1) << QStringLiteral("zfs");
        QTest::newRow("unknown") << quint64(0x12345678) << QStringLiteral("0x12345678");
    }
    void magicNames()
    {
        QFETCH(quint64, magic);
        QTEST(fsTypeNameForMagic(magic), "name");
    }

    // findmnt (util-linux) is the oracle for what file system and mount point a path is on.
    void probeAgreesWithFindmnt()
    {
        const QString findmnt = QStandardPaths::findExecutable(QStringLiteral("findmnt"));
        if (findmnt.isEmpty())
            QSKIP("findmnt is not installed");
        const QString path = QDir::tempPath();
        QProcess p;
        p.start(findmnt,
            {QStringLiteral("-n"), QStringLiteral("-o"), QStringLiteral("TARGET,FSTYPE,SOURCE"),
                QStringLiteral("--target"), path});
        QVERIFY(p.waitForFinished());
        const QStringList fields
            = QString::fromLocal8Bit(p.readAllStandardOutput()).simplified().split(QLatin1Char(' '));
        QCOMPARE(fields.size(), 3);
        const auto info = FsInfo::probe(path);
        QVERIFY2(info.has_value(), why(info).constData());
        QCOMPARE(info->mountPoint, fields[0]);
        QCOMPARE(info->typeName, fields[1]);
        QVERIFY(fields[2].startsWith(info->source)); // findmnt adds [/subvol] for btrfs
        QVERIFY(info->blockSize >= 512);
    }

    void probeNamesTheMissingPath()
    {
        const auto info = FsInfo::probe(QStringLiteral("/nonexistent/fragscope"));
        QVERIFY(!info);
        QVERIFY(info.error().message().startsWith(QStringLiteral("/nonexistent/fragscope: ")));
    }
};

QTEST_GUILESS_MAIN(TestFsInfo)
#include "tst_fsinfo.moc"
