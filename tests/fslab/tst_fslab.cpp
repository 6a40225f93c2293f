// SPDX-License-Identifier: GPL-3.0-or-later
// Fragscope against tools nobody here wrote, on real ext4, XFS and btrfs loop images:
// filefrag -v and xfs_io fiemap for the extents, e4defrag -c for the score.
#include "fslab.h"
#include "fslabskip.h"
#include "testpaths.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>

using namespace fragscope::fslab;

namespace {

struct ParsedExtent
{
    std::uint64_t logical = 0;
    std::uint64_t physical = 0;
    std::uint64_t length = 0;
    QStringList flags;
};

// filefrag -v extent lines: "   3:   10..   20:   1234..  1244:  11:   1230: last,eof"
QList<ParsedExtent> parseFilefrag(const QByteArray& text, std::uint64_t* found)
{
    static const QRegularExpression line(
        QStringLiteral(R"(^\s*\d+:\s*(\d+)\.\.\s*\d+:\s*(\d+)\.\.\s*\d+:\s*(\d+):\s*(?:\d+:)?\s*(\S*)\s*$)"));
    static const QRegularExpression count(QStringLiteral(R"(: (\d+) extents? found$)"));
    QList<ParsedExtent> extents;
    for (const QString& l : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        if (const auto m = line.match(l); m.hasMatch()) {
            extents.append({m.captured(1).toULongLong(), m.captured(2).toULongLong(), m.captured(3).toULongLong(),
                m.captured(4).split(QLatin1Char(','), Qt::SkipEmptyParts)});
        } else if (const auto c = count.match(l); c.hasMatch()) {
            *found = c.captured(1).toULongLong();
        }
    }
    return extents;
}

QJsonObject mapJson(const QString& path)
{
    return mapEntry(fragscopeBin(), path);
}

std::uint64_t u64(const QJsonValue& v)
{
    return std::uint64_t(v.toInteger());
}

} // namespace

class TestFsLab : public QObject
{
    Q_OBJECT

private:
    struct Lab : SuiteFs
    {
        QStringList files; // names below the mount point
    };
    std::map<FsType, Lab> m_labs;

    void prepare(FsType type, std::uint64_t sizeMiB)
    {
        Lab& lab = m_labs[type];
        lab.make(type, sizeMiB);
        if (!lab.skip.isEmpty())
            return;
        auto make = [&](const QString& name, const QString& error) {
            lab.madeOrSkip(name, error);
            lab.files << name;
        };
        const LoopFs& fs = *lab.fs;
        make(QStringLiteral("contiguous"), writeSequential(fs.path(QStringLiteral("contiguous")), 16 << 20));
        make(QStringLiteral("sparse"), writeSparse(fs.path(QStringLiteral("sparse")), 1 << 20, {0, 5, 6, 100, 200}));
        switch (type) {
        case FsType::Ext4:
            make(QStringLiteral("fragmented"),
                writeIntoFragmentedFreeSpace(
                    fs.path(QStringLiteral("fill")), fs.path(QStringLiteral("fragmented")), 48 << 20));
            break;
        case FsType::Xfs:
            make(QStringLiteral("interleaved"),
                interleavedFallocate(
                    fs.path(QStringLiteral("interleaved")), fs.path(QStringLiteral("partner")), 2000, 4096));
            break;
        case FsType::Btrfs:
            make(QStringLiteral("cow"), randomOverwrites(fs.path(QStringLiteral("cow")), 64 << 20, 600, 42));
            make(QStringLiteral("inline"), writeSequential(fs.path(QStringLiteral("inline")), 100));
            break;
        }
    }

    void addRows()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<QString>("file");
        for (FsType type : {FsType::Ext4, FsType::Xfs, FsType::Btrfs}) {
            const Lab& lab = m_labs[type];
            const QStringList files = lab.files.isEmpty() ? QStringList{QStringLiteral("none")} : lab.files;
            for (const QString& file : files)
                QTest::addRow("%s/%s", qPrintable(fsName(type)), qPrintable(file)) << int(type) << file;
        }
    }

    const Lab& labFor(int type) { return m_labs[FsType(type)]; }

private Q_SLOTS:
    void initTestCase()
    {
        prepare(FsType::Ext4, 256);
        prepare(FsType::Xfs, 300);
        prepare(FsType::Btrfs, 1024);
    }

    void cleanupTestCase()
    {
        m_labs.clear(); // unmounts and detaches
    }

    void extentsMatchFilefrag_data() { addRows(); }
    void extentsMatchFilefrag()
    {
        QFETCH(int, type);
        QFETCH(QString, file);
        const Lab& lab = labFor(type);
        if (!lab.skip.isEmpty())
            FSLAB_SKIP(lab.skip);
        const QString path = lab.fs->path(file);

        const QJsonObject json = mapJson(path);
        QVERIFY2(!json.isEmpty(), "fragscope map --format json printed no file");
        QString err;
        const QByteArray filefrag = run(QStringLiteral("filefrag"), {QStringLiteral("-v"), path}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        std::uint64_t found = ~0ULL;
        const QList<ParsedExtent> theirs = parseFilefrag(filefrag, &found);
        const QJsonArray ours = json.value(QStringLiteral("extents")).toArray();

        QCOMPARE(ours.size(), theirs.size());
        QCOMPARE(u64(json[QStringLiteral("report")][QStringLiteral("fragments")]), found);
        const std::uint64_t blockSize = u64(json.value(QStringLiteral("block_size")));
        const std::uint64_t fileSize = u64(json.value(QStringLiteral("file_size")));
        QVERIFY(blockSize >= 512);
        for (qsizetype i = 0; i < ours.size(); ++i) {
            const QJsonObject e = ours[i].toObject();
            QStringList flags;
            for (const QJsonValue& f : e.value(QStringLiteral("flags")).toArray())
                flags << f.toString();
            const bool inlineData = flags.contains(QStringLiteral("inline"));
            const bool unknown = flags.contains(QStringLiteral("unknown_loc"));
            const std::uint64_t unit = inlineData ? 1 : blockSize; // filefrag prints inline data in bytes
            const std::uint64_t logical = u64(e.value(QStringLiteral("logical")));
            const std::uint64_t length = u64(e.value(QStringLiteral("length")));
            if (logical + length >= fileSize)
                flags << QStringLiteral("eof"); // filefrag derives this one from the file size
            const QByteArray where = QByteArray("extent ") + QByteArray::number(i);
            QVERIFY2(logical / unit == theirs[i].logical, where.constData());
            QVERIFY2((unknown ? 0 : u64(e.value(QStringLiteral("physical"))) / unit) == theirs[i].physical,
                where.constData());
            QVERIFY2((unknown ? 0 : length / unit) == theirs[i].length, where.constData());
            QCOMPARE(flags, theirs[i].flags);
        }
        // The recipe made what it says: more than a few fragments where it should.
        if (file == QLatin1String("fragmented"))
            QVERIFY2(found > 1000, qPrintable(QStringLiteral("only %1 fragments").arg(found)));
        if (file == QLatin1String("interleaved"))
            QCOMPARE(found, std::uint64_t(2000));
        if (file == QLatin1String("cow"))
            QVERIFY2(found > 300, qPrintable(QStringLiteral("only %1 fragments").arg(found)));
    }

    void filefragFormatIsIdentical_data() { addFsTypeRows(); }
    void filefragFormatIsIdentical()
    {
        QFETCH(int, type);
        const Lab& lab = labFor(type);
        if (!lab.skip.isEmpty())
            FSLAB_SKIP(lab.skip);
        // All files in one call: filefrag carries its column widths and device line across files.
        QStringList paths;
        for (const QString& file : lab.files)
            paths << lab.fs->path(file);
        QString err;
        const QByteArray theirs = run(QStringLiteral("filefrag"), QStringList{QStringLiteral("-v")} + paths, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QByteArray ours = run(fragscopeBin(),
            QStringList{QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("filefrag")} + paths, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QList<QByteArray> a = ours.split('\n');
        const QList<QByteArray> b = theirs.split('\n');
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i)
            QCOMPARE(a[i], b[i]);
        QCOMPARE(a.size(), b.size());
    }

    void extentsMatchXfsIo_data() { addRows(); }
    void extentsMatchXfsIo()
    {
        QFETCH(int, type);
        QFETCH(QString, file);
        const Lab& lab = labFor(type);
        if (!lab.skip.isEmpty())
            FSLAB_SKIP(lab.skip);
        if (QStandardPaths::findExecutable(QStringLiteral("xfs_io")).isEmpty())
            FSLAB_SKIP("xfs_io is not installed");
        const QString path = lab.fs->path(file);
        QString err;
        const QByteArray text = run(QStringLiteral("xfs_io"),
            {QStringLiteral("-r"), QStringLiteral("-c"), QStringLiteral("fiemap -v"), path}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // "   0: [0..7]:          80..87               8 0x800" in 512-byte units; holes are listed too.
        static const QRegularExpression line(
            QStringLiteral(R"(^\s*\d+: \[(\d+)\.\.(\d+)\]:\s+(\d+)\.\.(\d+)\s+(\d+)\s+(0x[0-9a-f]+))"));
        QList<std::array<std::uint64_t, 4>> theirs;
        for (const QString& l : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
            if (const auto m = line.match(l); m.hasMatch())
                theirs.append({m.captured(1).toULongLong(), m.captured(3).toULongLong(), m.captured(5).toULongLong(),
                    m.captured(6).toULongLong(nullptr, 16)});
        }
        const QJsonArray ours = mapJson(path).value(QStringLiteral("extents")).toArray();
        QCOMPARE(ours.size(), theirs.size());
        for (qsizetype i = 0; i < ours.size(); ++i) {
            const QJsonObject e = ours[i].toObject();
            QCOMPARE(u64(e.value(QStringLiteral("logical"))) / 512, theirs[i][0]);
            QCOMPARE(u64(e.value(QStringLiteral("physical"))) / 512, theirs[i][1]);
            QCOMPARE(u64(e.value(QStringLiteral("length"))) / 512, theirs[i][2]);
            QCOMPARE(u64(e.value(QStringLiteral("flag_bits"))), theirs[i][3]);
        }
    }

    void fileSystemFactsNameTheLoopDevice_data() { addFsTypeRows(); }
    void fileSystemFactsNameTheLoopDevice()
    {
        QFETCH(int, type);
        const Lab& lab = labFor(type);
        if (!lab.skip.isEmpty())
            FSLAB_SKIP(lab.skip);
        const QJsonObject fs
            = mapJson(lab.fs->path(QStringLiteral("contiguous"))).value(QStringLiteral("fs")).toObject();
        QCOMPARE(fs.value(QStringLiteral("type")).toString(), fsName(FsType(type)));
        QCOMPARE(fs.value(QStringLiteral("mount_point")).toString(), lab.fs->mountPoint());
        QCOMPARE(fs.value(QStringLiteral("source")).toString(), lab.fs->device());
        const QJsonObject device = fs.value(QStringLiteral("device")).toObject();
        QCOMPARE(QStringLiteral("/dev/") + device.value(QStringLiteral("name")).toString(), lab.fs->device());
        QVERIFY(device.value(QStringLiteral("loop_backing_file"))
                    .toString()
                    .endsWith(fsName(FsType(type)) + QStringLiteral(".img")));
        QVERIFY(device.value(QStringLiteral("size_bytes")).toInteger() > 0);
    }

    void scoreMatchesE4defrag()
    {
        const Lab& lab = labFor(int(FsType::Ext4));
        if (!lab.skip.isEmpty())
            FSLAB_SKIP(lab.skip);
        if (QStandardPaths::findExecutable(QStringLiteral("e4defrag")).isEmpty()
            && QStandardPaths::findExecutable(QStringLiteral("e4defrag"), {QStringLiteral("/usr/sbin")}).isEmpty())
            FSLAB_SKIP("e4defrag is not installed");
        for (const QString& file : {QStringLiteral("fragmented"), QStringLiteral("contiguous")}) {
            const QString path = lab.fs->path(file);
            QString err;
            const QString text = QString::fromUtf8(run(QStringLiteral("e4defrag"), {QStringLiteral("-c"), path}, &err));
            QVERIFY2(err.isEmpty(), qPrintable(err));
            static const QRegularExpression totals(QStringLiteral(R"(Total/best extents\s+(\d+)/(\d+))"));
            static const QRegularExpression score(QStringLiteral(R"(Fragmentation score\s+(\d+))"));
            const auto t = totals.match(text);
            const auto s = score.match(text);
            QVERIFY2(t.hasMatch() && s.hasMatch(), qPrintable(text));
            const QJsonObject report = mapJson(path).value(QStringLiteral("report")).toObject();
            QCOMPARE(u64(report.value(QStringLiteral("extent_records"))), t.captured(1).toULongLong());
            QCOMPARE(u64(report.value(QStringLiteral("ideal_extents"))), t.captured(2).toULongLong());
            QCOMPARE(
                std::llround(report.value(QStringLiteral("e4defrag_score")).toDouble()), s.captured(1).toLongLong());
        }
    }

    // A test process killed while it holds a loop-mounted file system (as a sanitizer halting on a
    // report kills it) leaves the mount and the loop device; removeDeadLoopFs, which the next
    // LoopFs of a process runs, takes them down — and leaves those of living processes alone.
    void whatADeadTestLeftIsRemoved()
    {
        if (const QString why = skipReason(FsType::Ext4); !why.isEmpty())
            FSLAB_SKIP(why);
        QProcess tool;
        tool.start(fragscope::testpaths::besideExecutable(FSLAB_TOOL_FROM_TEST), {QStringLiteral("die-holding")});
        QVERIFY(tool.waitForFinished(60000));
        QCOMPARE(tool.exitStatus(), QProcess::CrashExit);
        const QString mnt = QString::fromLocal8Bit(tool.readAllStandardOutput()).trimmed();
        const QString dir = QFileInfo(mnt).path();
        QVERIFY2(mnt.endsWith(QStringLiteral("/mnt")) && mounts().contains(u' ' + mnt + u' '), qPrintable(mnt));
        QString err;
        QVERIFY(run(QStringLiteral("losetup"), {QStringLiteral("-a")}, &err).contains(dir.toLocal8Bit()));
        const QStringList removed = removeDeadLoopFs();
        QCOMPARE(removed, QStringList{dir});
        QVERIFY(!mounts().contains(mnt));
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(!run(QStringLiteral("losetup"), {QStringLiteral("-a")}, &err).contains(dir.toLocal8Bit()));
        for (const auto& [type, lab] : m_labs) {
            if (lab.fs && lab.fs->ok())
                QVERIFY2(mounts().contains(u' ' + lab.fs->mountPoint() + u' '), qPrintable(lab.fs->mountPoint()));
        }
    }
};

QTEST_GUILESS_MAIN(TestFsLab)
#include "tst_fslab.moc"
