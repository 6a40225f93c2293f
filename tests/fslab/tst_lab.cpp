// SPDX-License-Identifier: GPL-3.0-or-later
// The lab's experiments on loop-mounted file systems. The copy-on-write against in-place one, Quick
// settings, on btrfs and ext4: btrfs breaks into about one piece per write, ext4 stays as it was,
// defrag puts btrfs back together, and the test files are gone afterwards — also after a cancel and
// a refusal. The parallel writers on ext4 and XFS: ten O_DIRECT writers leave ext4's file in many
// pieces, its defrag brings it to one or two, and the content stays what the writers wrote.
#include "fslab.h"
#include "fslabskip.h"
#include "io/cache.h"
#include "lab/experiment.h"
#include "lab/labimages.h"
#include "report/labfigures.h"
#include "report/labreport.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <csignal>
#include <sys/mount.h>
#include <sys/vfs.h>
#include <unistd.h>

using namespace fragscope;
using fslab::FsType;
using fslab::LoopFs;
using fslab::mounts;

namespace {

// The loop devices backed by files under `folder`.
QStringList loopsUnder(const QString& folder)
{
    QStringList out;
    const QString prefix = QFileInfo(folder).canonicalFilePath() + u'/';
    for (const QString& loop : QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")})) {
        QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loop));
        if (backing.open(QIODevice::ReadOnly) && QString::fromLocal8Bit(backing.readAll()).startsWith(prefix))
            out << loop;
    }
    return out;
}

// Whatever a failed test leaves mounted under the folder is unmounted when this goes (loop devices
// with autoclear then detach).
struct UnmountUnder
{
    QString folder;
    ~UnmountUnder()
    {
        for (const QString& line : mounts().split(u'\n')) {
            const QString where = line.section(u' ', 1, 1);
            if (!folder.isEmpty() && where.startsWith(folder + u'/'))
                ::umount2(QFile::encodeName(where).constData(), MNT_DETACH);
        }
    }
};

QStringList labFiles(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("fragscope-lab.*")}, QDir::Files | QDir::Hidden);
}

} // namespace

class TestLab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quickExperiment();
    void refusedWithoutRoom();
    void keepsTheFloor();
    void cancelledDuringWrites();
    void settingsProblems();
    void throwawayFileSystems();
    void writesSpreadOverTheFile();
    void commandLineLeavesNoFileSystem();
    void leftoversOfADeadRunRemoved();
    void deadRunsDeviceWithoutAutoclearDetached();
    void parallelWritersThenDefrag();
    void discardOnAndOff();
    void copyToolsBeforeAndAfterDefrag();

private:
    QTemporaryDir m_cache; // the registry of files made, apart from the user's
};

void TestLab::initTestCase()
{
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_cache.path()));
}

void TestLab::quickExperiment()
{
    for (FsType type : {FsType::Btrfs, FsType::Ext4}) {
        if (const QString why = fslab::skipReason(type); !why.isEmpty())
            FSLAB_SKIP(why);
    }
    LoopFs cow(FsType::Btrfs, 1024);
    LoopFs inPlace(FsType::Ext4, 1024);
    QVERIFY2(cow.ok(), qPrintable(cow.error()));
    QVERIFY2(inPlace.ok(), qPrintable(inPlace.error()));
    LabSettings s = LabSettings::quick();
    s.readRepetitions = 1;
    s.defrag = true;
    std::atomic<bool> cancel{false};
    int maps = 0;
    auto r = runLab({cow.mountPoint(), inPlace.mountPoint()}, s, cancel, [&](const LabProgress& p) {
        if (p.step == LabStep::Writes && p.map)
            ++maps;
    });
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY(!r->cancelled);
    QCOMPARE(r->targets.size(), std::size_t(2));
    const LabTarget& b = r->targets[0];
    const LabTarget& e = r->targets[1];
    for (const LabTarget& t : r->targets) {
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
        QCOMPARE(t.writesDone, s.writes());
        QVERIFY(t.created.read && t.afterWrites.read && t.afterDefrag && t.afterDefrag->read);
        QCOMPARE(t.created.snapshot.inspection.map.fileSize, s.fileBytes);
        QVERIFY2(labFiles(t.directory).isEmpty(), qPrintable(labFiles(t.directory).join(u' ')));
    }
    QCOMPARE(b.created.snapshot.inspection.fs.typeName, QStringLiteral("btrfs"));
    QCOMPARE(e.created.snapshot.inspection.fs.typeName, QStringLiteral("ext4"));
    const auto extents = [](const LabStage& st) { return st.snapshot.inspection.report.extentRecords; };
    qInfo("btrfs: %llu -> %llu -> %llu extents; ext4: %llu -> %llu (%llu writes of %llu bytes)",
        qulonglong(extents(b.created)), qulonglong(extents(b.afterWrites)), qulonglong(extents(*b.afterDefrag)),
        qulonglong(extents(e.created)), qulonglong(extents(e.afterWrites)), qulonglong(s.writes()),
        qulonglong(s.writeBytes));
    QVERIFY(double(extents(b.afterWrites)) >= 0.8 * double(s.writes()));
    // The talk's writes cover the first W bytes, each block once: beyond them btrfs kept its layout.
    const auto beyond = [&](const LabStage& st) { // the extents clipped to [W, end)
        std::vector<Extent> out;
        for (Extent e : st.snapshot.inspection.map.extents) {
            if (e.logicalEnd() <= s.writeTotalBytes)
                continue;
            if (e.logical < s.writeTotalBytes) {
                const std::uint64_t cut = s.writeTotalBytes - e.logical;
                e.logical += cut;
                e.physical += cut;
                e.length -= cut;
            }
            out.push_back(e);
        }
        return out;
    };
    QVERIFY(!beyond(b.created).empty());
    QCOMPARE(beyond(b.afterWrites), beyond(b.created));
    QVERIFY(double(extents(b.afterWrites)) <= 1.1 * double(s.writes()) + double(extents(b.created)));
    QVERIFY(extents(e.afterWrites) <= extents(e.created) + 2 && extents(e.created) <= extents(e.afterWrites) + 2);
    QVERIFY(b.afterDefrag->snapshot.inspection.report.fragments < 10);
    QVERIFY(b.defrag && b.defrag->defragmented);
    QVERIFY(maps >= 2); // the layout was read during the writes, for the live view
    for (const LabTarget& t : r->targets) {
        // The rate samples agree with the whole: the mean rate lies between the slowest and the
        // fastest quarter second, and every latency p50 is at most its p99.
        QVERIFY(t.writeP50Ns > 0 && t.writeP50Ns <= t.writeP99Ns);
        QVERIFY(!t.writeRate.empty());
        const double mean = double(t.writesDone) / t.writeSeconds;
        double lo = 1e300, hi = 0;
        for (const BenchSample& b : t.writeRate) {
            QVERIFY(b.writeIops > 0 && b.p50Ns <= b.p99Ns);
            lo = std::min(lo, b.writeIops);
            hi = std::max(hi, b.writeIops);
        }
        QVERIFY2(
            lo <= mean * 1.01 && mean <= hi * 1.01, qPrintable(QStringLiteral("%1 %2 %3").arg(lo).arg(mean).arg(hi)));
    }

    // The report says what the snapshots say: JSON read back, HTML parsed back, text as posted.
    auto back = labFromJson(labToJson(*r), QStringLiteral("test"));
    QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
    QCOMPARE(back->targets.size(), r->targets.size());
    for (std::size_t i = 0; i < r->targets.size(); ++i) {
        const LabTarget& was = r->targets[i];
        const LabTarget& is = back->targets[i];
        QCOMPARE(is.afterWrites.snapshot.inspection.map.extents, was.afterWrites.snapshot.inspection.map.extents);
        QCOMPARE(
            is.afterWrites.snapshot.inspection.report.fragments, was.afterWrites.snapshot.inspection.report.fragments);
        QCOMPARE(is.created.read->median, was.created.read->median);
        QCOMPARE(is.writesDone, was.writesDone);
        QCOMPARE(is.writeP99Ns, was.writeP99Ns);
        QCOMPARE(is.writeRate.size(), was.writeRate.size());
        QVERIFY(!was.writeRate.empty());
        QCOMPARE(is.writeRate.back().writeIops, was.writeRate.back().writeIops);
        QCOMPARE(is.defrag->outcome, was.defrag->outcome);
    }
    QCOMPARE(back->settings.writeTotalBytes, s.writeTotalBytes);

    QXmlStreamReader html(labHtml(*r));
    QMap<QString, QString> cells;
    int svgs = 0;
    while (!html.atEnd()) {
        if (html.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (html.name() == QLatin1String("svg"))
            ++svgs;
        if (html.name() == QLatin1String("path")) { // drawable: a move first, then numbers
            const QString d = html.attributes().value(QLatin1String("d")).toString();
            QVERIFY2(d.startsWith(u'M') && d.contains(u'L'), qPrintable(d.left(40)));
        }
        const QString key = html.attributes().value(QLatin1String("data-key")).toString();
        if (!key.isEmpty())
            cells.insert(key, html.readElementText());
    }
    QVERIFY2(!html.hasError(), qPrintable(html.errorString()));
    QCOMPARE(svgs, 2 * 3 * 2 + 1); // a map and a plot per stage and target, the write rates
    QCOMPARE(cells.value(QStringLiteral("extents-after_writes-0")), QString::number(extents(b.afterWrites)));
    QCOMPARE(cells.value(QStringLiteral("extents-created-1")), QString::number(extents(e.created)));
    QCOMPARE(cells.value(QStringLiteral("extents-after_defrag-0")), QString::number(extents(*b.afterDefrag)));
    QVERIFY(cells.value(QStringLiteral("read-after_writes-0")).contains(QLatin1String("MB/s")));

    const QString text = labText(*r);
    QVERIFY(text.contains(QStringLiteral("%1 extents found").arg(b.afterWrites.snapshot.inspection.report.fragments)));
    QVERIFY(text.contains(QLatin1String("   ...")));
    QVERIFY(text.contains(QStringLiteral("%1 bytes (268 MB, 256 MiB) copied").arg(s.fileBytes)));
}

void TestLab::refusedWithoutRoom()
{
    FSLAB_LOOP_FS(small, FsType::Ext4, 128);
    std::atomic<bool> cancel{false};
    const auto r = runLab({small.mountPoint()}, LabSettings::quick(), cancel);
    QVERIFY(!r);
    QCOMPARE(r.error().path, small.mountPoint());
    QVERIFY2(r.error().reason.contains(QLatin1String("needs")), qPrintable(r.error().reason));
    QVERIFY(labFiles(small.mountPoint()).isEmpty());
    // Room for the file but not for defragmenting it: said before anything is written.
    LoopFs medium(FsType::Ext4, 512);
    QVERIFY2(medium.ok(), qPrintable(medium.error()));
    LabSettings withDefrag = LabSettings::quick();
    withDefrag.defrag = true;
    const auto d = runLab({medium.mountPoint()}, withDefrag, cancel);
    QVERIFY(!d);
    QVERIFY2(d.error().reason.contains(QLatin1String("defrag")), qPrintable(d.error().reason));
    QVERIFY(labFiles(medium.mountPoint()).isEmpty());
    const auto missing = runLab({QStringLiteral("/nonexistent/fragscope")}, LabSettings::quick(), cancel);
    QVERIFY(!missing);
    QVERIFY(missing.error().message().contains(QLatin1String("/nonexistent/fragscope")));
}

// The lab on the user's disk keeps the floor defrag keeps: a tenth of the free space stays other
// programs' throughout (statfs sampled during a run with its defrag), and a directory with room for
// the experiment but not for that tenth is refused before anything is written.
void TestLab::keepsTheFloor()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 1024);
    LabSettings s = LabSettings::quick();
    s.readRepetitions = 1;
    s.defrag = true;
    const std::uint64_t need = s.bytesNeeded();
    const auto avail = [&] { return fslab::availableAfterSync(lab.mountPoint()); };
    QFile fill(lab.path(QStringLiteral("fill")));
    QVERIFY(fill.open(QIODevice::ReadWrite));
    std::atomic<bool> cancel{false};
    // Room for the experiment, not for the tenth too: refused, nothing written.
    QVERIFY(avail() > need + (8 << 20));
    QCOMPARE(::fallocate(fill.handle(), 0, 0, off_t(avail() - need - (8 << 20))), 0);
    const auto refused = runLab({lab.mountPoint()}, s, cancel);
    QVERIFY(!refused);
    QVERIFY2(refused.error().reason.contains(QLatin1String("a tenth")), qPrintable(refused.error().reason));
    QVERIFY(labFiles(lab.mountPoint()).isEmpty());
    // Room for both: the run goes, and the free space never goes below the tenth.
    QCOMPARE(::ftruncate(fill.handle(), 0), 0);
    QCOMPARE(::fsync(fill.handle()), 0);
    const std::uint64_t leave = need / 9 * 10 + (16 << 20);
    QVERIFY(avail() > leave);
    QCOMPARE(::fallocate(fill.handle(), 0, 0, off_t(avail() - leave)), 0);
    const std::uint64_t start = avail();
    std::uint64_t samples = 0;
    Result<LabResult> r = std::unexpected(Error{});
    const std::uint64_t lowest = fslab::lowestWhile(
        lab.mountPoint(), fslab::availableBytesOf, [&] { r = runLab({lab.mountPoint()}, s, cancel); }, &samples);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(r->targets.front().error.isEmpty(), qPrintable(r->targets.front().error));
    qInfo("%.0f MiB free, the experiment needs %.0f MiB: lowest %.1f MiB free (the tenth %.1f MiB), %llu samples",
        double(start) / (1 << 20), double(need) / (1 << 20), double(lowest) / (1 << 20), double(start / 10) / (1 << 20),
        qulonglong(samples));
    QVERIFY2(
        lowest >= start / 10, qPrintable(QStringLiteral("free went down to %1, below %2").arg(lowest).arg(start / 10)));
    fill.close();
}

void TestLab::cancelledDuringWrites()
{
    FSLAB_LOOP_FS(fs, FsType::Ext4, 512);
    LabSettings s = LabSettings::quick();
    s.readRepetitions = 0;
    std::atomic<bool> cancel{false};
    const auto r = runLab({fs.mountPoint()}, s, cancel, [&](const LabProgress& p) {
        if (p.step == LabStep::Writes && p.map)
            cancel = true;
    });
    QVERIFY(r);
    QVERIFY(r->cancelled);
    QVERIFY(r->targets[0].writesDone < s.writes());
    QVERIFY2(labFiles(fs.mountPoint()).isEmpty(), "the test file was left behind");
}

void TestLab::settingsProblems()
{
    QVERIFY(LabSettings::published().check());
    QVERIFY(LabSettings::quick().check());
    LabSettings s;
    s.writeBytes = 1000;
    QVERIFY(!s.check());
    s = LabSettings{};
    s.writeTotalBytes = s.fileBytes * 2;
    QVERIFY(!s.check());
    QCOMPARE(LabSettings::published().writes(), std::uint64_t(16384));
    // Discard: the matrix's runtime and runs; one step, no layouts.
    s = LabSettings::discard();
    QVERIFY(s.check());
    QCOMPARE(labSteps(s), std::vector<LabStep>{LabStep::Bench});
    QVERIFY(labStages(LabTarget{}, s).empty());
    s.benchSeconds = 0;
    QVERIFY(!s.check());
    s = LabSettings::quickDiscard();
    s.benchRepetitions = 0;
    QVERIFY(!s.check());
    // A mount option that is not one: refused before anything is made.
    QTemporaryDir folder;
    const auto bad = LabImages::create(folder.path(), {QStringLiteral("xfs:discard;rm")}, 300ULL << 20);
    QVERIFY(!bad && bad.error().message().contains(QLatin1String("discard;rm")));
    QVERIFY(QDir(folder.path()).isEmpty());
}

void TestLab::throwawayFileSystems()
{
    // Loop-mounted images made by the app itself (not by the test fixture): mounted with the right
    // type, and gone without a trace afterwards — mount, loop device, image.
    if (::geteuid() != 0)
        FSLAB_SKIP("making loop-mounted file systems needs root");
    for (FsType type : {FsType::Btrfs, FsType::Ext4}) {
        if (const QString why = fslab::skipReason(type); !why.isEmpty())
            FSLAB_SKIP(why);
    }
    QTemporaryDir folder;
    QStringList mounts, images;
    {
        auto made = LabImages::create(folder.path(), {QStringLiteral("btrfs"), QStringLiteral("ext4")}, 300ULL << 20);
        QVERIFY2(made, made ? "" : qPrintable(made.error().message()));
        const auto& list = (*made)->images();
        QCOMPARE(list.size(), std::size_t(2));
        const long magic[] = {0x9123683E, 0xEF53}; // btrfs, ext4
        for (std::size_t i = 0; i < list.size(); ++i) {
            struct statfs st = {};
            QCOMPARE(::statfs(QFile::encodeName(list[i].mountPoint).constData(), &st), 0);
            QCOMPARE(long(st.f_type), magic[i]);
            QVERIFY(list[i].bytes >= (i == 0 ? 1024ULL << 20 : 300ULL << 20));
            QVERIFY(list[i].device.startsWith(QLatin1String("/dev/loop")));
            mounts << list[i].mountPoint;
            images << list[i].image;
        }
        QCOMPARE(loopsUnder(folder.path()).size(), 2);
    }
    QFile proc(QStringLiteral("/proc/self/mounts"));
    QVERIFY(proc.open(QIODevice::ReadOnly));
    const QString mounted = QString::fromLocal8Bit(proc.readAll());
    for (int i = 0; i < mounts.size(); ++i) {
        QVERIFY2(!mounted.contains(mounts[i]), qPrintable(mounts[i]));
        QVERIFY(!QFileInfo::exists(mounts[i]));
        QVERIFY(!QFileInfo::exists(images[i]));
    }
    // Detached: no loop device reads an image of the folder (checked for a while, autoclear is
    // asynchronous). By the images, not the devices' numbers: a suite beside this one may have
    // taken a freed number already.
    QTRY_VERIFY_WITH_TIMEOUT(loopsUnder(folder.path()).isEmpty(), 5000);
    const auto bad = LabImages::create(folder.path(), {QStringLiteral("ntfs")}, 1 << 20);
    QVERIFY(!bad);
    QVERIFY(bad.error().reason.contains(QLatin1String("ntfs")));
}

// `sudo fragscope lab --images ext4 --json | true`: the reader is gone before the JSON is written;
// the file system must be gone too, not left mounted by a process SIGPIPE ended.
void TestLab::commandLineLeavesNoFileSystem()
{
    if (const QString why = fslab::skipReason(FsType::Ext4); !why.isEmpty())
        FSLAB_SKIP(why);
    QTemporaryDir folder;
    const UnmountUnder guard{folder.path()};
    QProcess p;
    p.start(QStringLiteral("bash"),
        QStringList{QStringLiteral("-c"), QStringLiteral("\"$0\" \"$@\" 2>/dev/null | true; exit ${PIPESTATUS[0]}"),
            fragscopeBin(), QStringLiteral("lab"), QStringLiteral("--size=8M"), QStringLiteral("--write-total=1M"),
            QStringLiteral("--repeat=0"), QStringLiteral("--json"), QStringLiteral("--images=ext4"),
            QStringLiteral("--image-dir"), folder.path()});
    QVERIFY(p.waitForFinished(120'000));
    QVERIFY2(!mounts().contains(folder.path()), qPrintable(mounts()));
    QTRY_VERIFY_WITH_TIMEOUT(loopsUnder(folder.path()).isEmpty(), 5000);
    QVERIFY2(QDir(folder.path()).isEmpty(), qPrintable(QDir(folder.path()).entryList().join(u' ')));
}

// A run killed outright (SIGKILL: nothing of its own can run) leaves its file system mounted; the
// next one that makes lab file systems in that folder unmounts, detaches and removes it first.
void TestLab::leftoversOfADeadRunRemoved()
{
    if (const QString why = fslab::skipReason(FsType::Ext4); !why.isEmpty())
        FSLAB_SKIP(why);
    QTemporaryDir folder;
    const UnmountUnder guard{folder.path()};
    QProcess p;
    p.start(fragscopeBin(),
        {QStringLiteral("lab"), QStringLiteral("--size=64M"), QStringLiteral("--write-total=64M"),
            QStringLiteral("--repeat=0"), QStringLiteral("--images=ext4"), QStringLiteral("--image-dir"),
            folder.path()});
    QVERIFY(p.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(mounts().contains(folder.path()), 30'000);
    ::kill(pid_t(p.processId()), SIGKILL);
    QVERIFY(p.waitForFinished(10'000));
    QVERIFY(mounts().contains(folder.path())); // what the dead run left
    QCOMPARE(loopsUnder(folder.path()).size(), 1);
    const QString left = QDir(folder.path()).entryList({QStringLiteral("*.img")}).value(0);
    QVERIFY(!left.isEmpty());
    {
        auto made = LabImages::create(folder.path(), {QStringLiteral("ext4")}, 16ULL << 20);
        QVERIFY2(made, made ? "" : qPrintable(made.error().message()));
        QCOMPARE((*made)->staleRemoved(), QStringList{QDir(folder.path()).absoluteFilePath(left)});
        QCOMPARE((*made)->images().size(), std::size_t(1));
        QVERIFY(!QFileInfo::exists(QDir(folder.path()).absoluteFilePath(left)));
        QTRY_COMPARE_WITH_TIMEOUT(loopsUnder(folder.path()).size(), 1, 5000); // only the new one
    }
    QVERIFY2(!mounts().contains(folder.path()), qPrintable(mounts()));
    QTRY_VERIFY_WITH_TIMEOUT(loopsUnder(folder.path()).isEmpty(), 5000);
    QVERIFY2(QDir(folder.path()).isEmpty(), qPrintable(QDir(folder.path()).entryList().join(u' ')));
}

// A dead run's image still attached, unmounted and without autoclear (as losetup attaches): nothing
// frees the device but the sweep's own clear, which it makes only while the device reads that image.
void TestLab::deadRunsDeviceWithoutAutoclearDetached()
{
    if (const QString why = fslab::skipReason(FsType::Ext4); !why.isEmpty())
        FSLAB_SKIP(why);
    QTemporaryDir folder;
    QProcess gone; // a pid that has ended, for the image's name
    gone.start(QStringLiteral("true"), {});
    QVERIFY(gone.waitForStarted());
    const qint64 pid = gone.processId();
    QVERIFY(gone.waitForFinished(10'000) && pid > 0);
    const QString image = folder.filePath(QStringLiteral("fragscope-lab-ext4-%1.img").arg(pid));
    QFile f(image);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(8 << 20));
    f.close();
    QString err;
    const QString device = QString::fromLocal8Bit(
        fslab::run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image}, &err))
                               .trimmed();
    QVERIFY2(err.isEmpty() && device.startsWith(QLatin1String("/dev/loop")), qPrintable(err));
    const auto detached = qScopeGuard([&] {
        if (!loopsUnder(folder.path()).isEmpty())
            fslab::run(QStringLiteral("losetup"), {QStringLiteral("-d"), device}, &err);
    });
    QCOMPARE(loopsUnder(folder.path()).size(), 1);
    {
        auto made = LabImages::create(folder.path(), {QStringLiteral("ext4")}, 16ULL << 20);
        QVERIFY2(made, made ? "" : qPrintable(made.error().message()));
        QCOMPARE((*made)->staleRemoved(), QStringList{QFileInfo(image).absoluteFilePath()});
        QVERIFY(!QFileInfo::exists(image));
        QTRY_COMPARE_WITH_TIMEOUT(loopsUnder(folder.path()).size(), 1, 5000); // only the new one
    }
    QTRY_VERIFY_WITH_TIMEOUT(loopsUnder(folder.path()).isEmpty(), 5000);
}

// Spread writes land anywhere in the file and split the extent around each: about two extents per
// write on btrfs, and the layout changes beyond the first W bytes too.
void TestLab::writesSpreadOverTheFile()
{
    FSLAB_LOOP_FS(cow, FsType::Btrfs, 1024);
    LabSettings s;
    s.fileBytes = 64ULL << 20;
    s.writeTotalBytes = 1ULL << 20; // 256 writes
    s.readRepetitions = 0;
    s.spread = true;
    s.keepFiles = true; // to map it again below; the loop file system goes with the test
    std::atomic<bool> cancel{false};
    const auto r = runLab({cow.mountPoint()}, s, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    const LabTarget& t = r->targets[0];
    // The stage's map is the committed layout: what the next commit leaves is the same (without a
    // commit before the map, btrfs moved the last written blocks afterwards, in 3 of 3 runs).
    QVERIFY(commitFileSystem(t.file));
    const auto committed = inspectFile(t.file);
    QVERIFY2(committed, committed ? "" : qPrintable(committed.error().message()));
    QVERIFY(committed->map.sameLayout(t.afterWrites.snapshot.inspection.map));
    const auto count = t.afterWrites.snapshot.inspection.report.extentRecords;
    qInfo("btrfs, %llu spread writes: %llu -> %llu extents", qulonglong(s.writes()),
        qulonglong(t.created.snapshot.inspection.report.extentRecords), qulonglong(count));
    QVERIFY(double(count) >= 1.5 * double(s.writes()));
    const auto& map = t.afterWrites.snapshot.inspection.map.extents;
    const auto far = std::count_if(map.begin(), map.end(), [&](const Extent& e) { return e.logical >= 32ULL << 20; });
    QVERIFY(far > 100); // the second half of the file took writes too
}

// Ten O_DIRECT writers, each its slice of a 128 MiB file in 1 MiB blocks, on ext4 and XFS: the file
// ends in pieces (the writers' blocks interleave as each is allocated); ext4's defrag brings it to
// at most 2 with the content unchanged; the stages are the ones the experiment names, and both
// reads measured. How many pieces is up to the scheduler: XFS gave 61 to 119 in six runs. ext4
// aims each new block at the place that continues the nearest extent, so a writer's slice mostly
// stays in one piece: 13 to 17 in six runs, and 10 (one per writer) in one of CI's runs; it could
// in principle come out in one, and two or fewer is what a defrag leaves, so more than two is what
// shows that the writers fragmented it.
void TestLab::parallelWritersThenDefrag()
{
    for (FsType type : {FsType::Ext4, FsType::Xfs}) {
        if (const QString why = fslab::skipReason(type); !why.isEmpty())
            FSLAB_SKIP(why);
    }
    LoopFs ext4(FsType::Ext4, 1024);
    LoopFs xfs(FsType::Xfs, 1024);
    QVERIFY2(ext4.ok(), qPrintable(ext4.error()));
    QVERIFY2(xfs.ok(), qPrintable(xfs.error()));
    LabSettings s = LabSettings::quickWriters();
    s.fileBytes = 128ULL << 20;
    s.directIo = true;
    s.readRepetitions = 1;
    s.keepFiles = true; // to read what the writers wrote, after the run
    QVERIFY(s.check());
    QCOMPARE(labSteps(s).size(), std::size_t(4)); // write, read, defrag, read
    const std::atomic<bool> cancel{false};
    const auto r = runLab({ext4.mountPoint(), xfs.mountPoint()}, s, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    const LabTarget& e = r->targets[0];
    const LabTarget& x = r->targets[1];
    QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
    QVERIFY2(x.error.isEmpty(), qPrintable(x.error));
    for (const LabTarget* t : {&e, &x}) {
        QCOMPARE(t->created.snapshot.inspection.map.fileSize, s.fileBytes);
        QVERIFY(t->created.read && t->afterDefrag && t->afterDefrag->read);
        const auto stages = labStages(*t, s);
        QCOMPARE(stages.size(), std::size_t(2));
        QVERIFY2(stages[0].title.contains(QLatin1String("10 O_DIRECT writers")), qPrintable(stages[0].title));
    }
    const std::uint64_t before = e.created.snapshot.inspection.report.fragments;
    const std::uint64_t after = e.afterDefrag->snapshot.inspection.report.fragments;
    qInfo("ext4: %llu -> %llu fragments; XFS: %llu", qulonglong(before), qulonglong(after),
        qulonglong(x.created.snapshot.inspection.report.fragments));
    QVERIFY2(before > 2, qPrintable(QStringLiteral("ext4: %1 fragments after the writers").arg(before)));
    QVERIFY2(x.created.snapshot.inspection.report.fragments > 10,
        qPrintable(
            QStringLiteral("XFS: %1 fragments after the writers").arg(x.created.snapshot.inspection.report.fragments)));
    QVERIFY2(e.defrag && e.defrag->defragmented && after <= 2,
        qPrintable(QStringLiteral("ext4: %1 -> %2 fragments").arg(before).arg(after)));
    // filefrag, which nobody here wrote, counts the same pieces before our defrag's map.
    QProcess filefrag;
    filefrag.start(QStringLiteral("filefrag"), {e.file});
    QVERIFY(filefrag.waitForFinished(30'000));
    QVERIFY2(QString::fromUtf8(filefrag.readAllStandardOutput()).contains(QStringLiteral(": %1 extent").arg(after)),
        qPrintable(QString::number(after)));
    // The content is the writers' after the defrag: every 1 MiB block is random data of its own (no
    // block begins like another, no 4 KiB page is zeros: random bytes hold about 16 zeros a page), so
    // a block the defrag lost or swapped shows here.
    QFile f(e.file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QSet<QByteArray> seen;
    for (std::uint64_t b = 0; b < s.fileBytes >> 20; ++b) {
        const QByteArray block = f.read(1 << 20);
        QCOMPARE(block.size(), 1 << 20);
        for (qsizetype page = 0; page < block.size(); page += 4096)
            QVERIFY2(block.mid(page, 4096).count('\0') < 200, qPrintable(QStringLiteral("%1 + %2").arg(b).arg(page)));
        QVERIFY(!seen.contains(block.left(64)));
        seen.insert(block.left(64));
    }
    QVERIFY(e.defrag->outcome.size() > 0);
    QFile::remove(e.file);
    QFile::remove(x.file);
}

// Discard on and off: two XFS images the app makes, A mounted with -o discard (as /proc/mounts
// says) and B without; the six patterns run twice on each, 1 s each, every pattern measured on both
// with its runs' spread, the JSON keeps them, and nothing is left in either file system.
void TestLab::discardOnAndOff()
{
    if (::geteuid() != 0)
        FSLAB_SKIP("making loop-mounted file systems needs root");
    if (const QString why = fslab::skipReason(FsType::Xfs); !why.isEmpty())
        FSLAB_SKIP(why);
    QTemporaryDir folder;
    UnmountUnder cleanup{folder.path()};
    LabSettings s = LabSettings::quickDiscard();
    s.fileBytes = 64ULL << 20;
    s.benchSeconds = 1;
    s.benchRepetitions = 2;
    auto made
        = LabImages::create(folder.path(), {QStringLiteral("xfs:discard"), QStringLiteral("xfs")}, s.bytesNeeded());
    QVERIFY2(made, made ? "" : qPrintable(made.error().message()));
    const QStringList dirs = (*made)->mountPoints();
    QVERIFY2(QFileInfo((*made)->images()[0].image).fileName().contains(QLatin1String("-discard-")),
        qPrintable((*made)->images()[0].image));
    const QString table = mounts();
    for (const QString& line : table.split(u'\n')) {
        if (line.section(u' ', 1, 1) == dirs[0])
            QVERIFY2(line.section(u' ', 3, 3).split(u',').contains(QLatin1String("discard")), qPrintable(line));
        if (line.section(u' ', 1, 1) == dirs[1])
            QVERIFY2(!line.section(u' ', 3, 3).split(u',').contains(QLatin1String("discard")), qPrintable(line));
    }
    const std::atomic<bool> cancel{false};
    const auto r = runLab(dirs, s, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->targets.size(), std::size_t(2));
    QVERIFY(r->targets[0].mountOptions.split(u',').contains(QLatin1String("discard")));
    QVERIFY(!r->targets[1].mountOptions.split(u',').contains(QLatin1String("discard")));
    for (const LabTarget& t : r->targets) {
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
        QVERIFY(t.bench && t.bench->jobs.size() == 6);
        QCOMPARE(t.bench->runs.size(), std::size_t(12)); // six patterns, twice
        QVERIFY(labFiles(t.directory).isEmpty());
        QVERIFY2(QDir(t.directory).entryList({QStringLiteral("fragscope-bench*")}, QDir::Files).isEmpty(),
            qPrintable(QDir(t.directory).entryList().join(u' ')));
    }
    const auto patterns = labPatterns(*r);
    QCOMPARE(patterns.size(), std::size_t(6));
    QCOMPARE(patterns[4].pattern, QStringLiteral("randwrite"));
    for (const PatternComparison& p : patterns) {
        QCOMPARE(p.a.count, 2);
        QCOMPARE(p.b.count, 2);
        QVERIFY2(p.a.median > 0 && p.b.median > 0, qPrintable(p.pattern));
        QCOMPARE(p.noise, noiseBetween(p.a, p.b));
    }
    // The report's JSON: the patterns, and the runs again when it is opened.
    const QJsonObject json = labToJson(*r);
    QCOMPARE(json.value(u"patterns").toArray().size(), 6);
    const auto back = labFromJson(json, QStringLiteral("lab.json"));
    QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
    QCOMPARE(back->settings.experiment, LabExperiment::Discard);
    const auto again = labPatterns(*back);
    QCOMPARE(again.size(), patterns.size());
    for (std::size_t i = 0; i < again.size(); ++i)
        QCOMPARE(again[i].b.median, patterns[i].b.median);
    QVERIFY(labHtml(*r).contains(QStringLiteral("xfs with discard")));
}

// Copy tools: a tree of 120 files written side by side on loop ext4 (A), copied to XFS (B) by every
// installed tool before and after the tree's defrag; tar and cp are always there. The defrag
// improves files of the fragmented tree; nothing of the tree or the copies is left afterwards. The
// tree's read as tar reads it is priced as made and after the defrag (the survey's folder read),
// in every view and in the JSON.
void TestLab::copyToolsBeforeAndAfterDefrag()
{
    for (FsType type : {FsType::Ext4, FsType::Xfs}) {
        if (const QString why = fslab::skipReason(type); !why.isEmpty())
            FSLAB_SKIP(why);
    }
    LoopFs ext4(FsType::Ext4, 512);
    LoopFs xfs(FsType::Xfs, 512);
    QVERIFY2(ext4.ok(), qPrintable(ext4.error()));
    QVERIFY2(xfs.ok(), qPrintable(xfs.error()));
    LabSettings s = LabSettings::quickCopyTools();
    s.copyFiles = 120;
    s.readRepetitions = 2; // rounds of the copies: their spread is the noise
    QCOMPARE(labSteps(s).size(), std::size_t(4));
    const std::atomic<bool> cancel{false};
    const auto r = runLab({ext4.mountPoint(), xfs.mountPoint()}, s, cancel, {}, labTreeRead());
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    for (const LabTarget& t : r->targets)
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
    QCOMPARE(r->treeFiles, std::uint64_t(120));
    QVERIFY(r->treeReadBefore && r->treeReadAfter);
    const TreeReadFigures& made = *r->treeReadBefore;
    QVERIFY2(made.seconds > 0 && made.defragmentedSeconds > 0 && made.defragmentedSeconds <= made.seconds + 1e-9,
        qPrintable(QStringLiteral("%1 s, defragmented %2 s").arg(made.seconds).arg(made.defragmentedSeconds)));
    QVERIFY(!made.disk.isEmpty() && r->treeReadAfter->seconds > 0);
    QVERIFY2(labTreeReadText(*r).contains(made.disk), qPrintable(labTreeReadText(*r)));
    QVERIFY(r->treeBytes >= 120 * 4096ULL && r->treeBytes <= 120ULL << 20);
    QVERIFY2(r->treeDefragmented >= 1, qPrintable(QString::number(r->treeDefragmented)));
    QStringList tools;
    for (const ToolCopy& c : r->copies) {
        tools << c.tool;
        const auto before = labCopyFigures(c.before, r->treeBytes);
        const auto after = labCopyFigures(c.after, r->treeBytes);
        QVERIFY2(before && after && before->seconds > 0 && after->seconds > 0, qPrintable(c.tool));
        QCOMPARE(before->rate.count, 2);
        QCOMPARE(after->rate.count, 2);
        QCOMPARE(labCopyNoise(c, r->treeBytes), noiseBetween(before->rate, after->rate));
    }
    QVERIFY2(
        tools.contains(QStringLiteral("tar")) && tools.contains(QStringLiteral("cp -a")), qPrintable(tools.join(u',')));
    for (const QString& dir : {ext4.mountPoint(), xfs.mountPoint()}) {
        const QStringList left
            = QDir(dir).entryList({QStringLiteral("fragscope-lab*")}, QDir::AllEntries | QDir::Hidden);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u' ')));
    }
    const auto back = labFromJson(labToJson(*r), QStringLiteral("lab.json"));
    QVERIFY(back && back->copies.size() == r->copies.size() && back->treeBytes == r->treeBytes);
    QCOMPARE(labCopyLine(back->copies.front(), back->treeBytes), labCopyLine(r->copies.front(), r->treeBytes));
    QCOMPARE(labTreeReadText(*back), labTreeReadText(*r));
    QVERIFY(labHtml(*r).contains(labTreeReadText(*r).toHtmlEscaped()));
}

QTEST_GUILESS_MAIN(TestLab)
#include "tst_lab.moc"
