// SPDX-License-Identifier: GPL-3.0-or-later
// Files laid down together (root, loop ext4 and XFS): a tree written side by side, so its files'
// pieces interleave, laid down in name order, in an order list's order, in groups where the free
// space has no room for all of them, and killed at random moments. Where the files lie is read with
// filefrag -v (not our FIEMAP reader); the content with SHA-256 after a remount; the file system
// with e2fsck -fn.
#include "defrag/together.h"
#include "fslabskip.h"

#include "extents/inspection.h"
#include "extents/snapshot.h"
#include "fs/freespace.h"
#include "relayout/treedefrag.h"
#include "survey/scanner.h"

#include "defragchecks.h"
#include "fslab.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <cmath>
#include <csignal>
#include <map>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

using namespace fragscope;
using fragscope::fslab::FsType;
using fragscope::fslab::LoopFs;

namespace {

// `files` files under dir/d0..d2, 16 to 400 KiB, written 16 KiB to each in turn with a sync
// between rounds: their pieces interleave.
QString writeInterleaved(const QString& dir, int files, std::uint32_t seed)
{
    QRandomGenerator rng(seed);
    std::vector<std::unique_ptr<QFile>> open;
    std::vector<int> rounds;
    for (int i = 0; i < files; ++i) {
        const QString folder = QStringLiteral("%1/d%2").arg(dir).arg(i % 3);
        QDir().mkpath(folder);
        open.push_back(std::make_unique<QFile>(QStringLiteral("%1/f%2").arg(folder).arg(i, 3, 10, QLatin1Char('0'))));
        if (!open.back()->open(QIODevice::WriteOnly))
            return open.back()->errorString();
        rounds.push_back(1 + int(rng.bounded(25)));
    }
    QByteArray chunk(16384, 0);
    for (int round = 0; round < 25; ++round) {
        for (int i = 0; i < files; ++i) {
            if (round >= rounds[std::size_t(i)])
                continue;
            for (char& c : chunk)
                c = char(rng.generate());
            if (open[std::size_t(i)]->write(chunk) != chunk.size() || !open[std::size_t(i)]->flush())
                return open[std::size_t(i)]->errorString();
        }
        ::sync();
    }
    return {};
}

// The physical block ranges of a file as filefrag -v lists them, merged where they touch.
std::vector<std::pair<qulonglong, qulonglong>> physicalRanges(const QString& path, QString* error)
{
    const QByteArray out = fslab::run(QStringLiteral("filefrag"), {QStringLiteral("-v"), path}, error);
    static const QRegularExpression line(
        QStringLiteral(R"(^\s*\d+:\s+\d+\.\.\s*\d+:\s+(\d+)\.\.\s*(\d+):)"), QRegularExpression::MultilineOption);
    std::vector<std::pair<qulonglong, qulonglong>> ranges;
    for (auto it = line.globalMatch(QString::fromUtf8(out)); it.hasNext();) {
        const auto m = it.next();
        const qulonglong first = m.captured(1).toULongLong(), last = m.captured(2).toULongLong();
        if (!ranges.empty() && ranges.back().second + 1 == first)
            ranges.back().second = last;
        else
            ranges.emplace_back(first, last);
    }
    return ranges;
}

// Empty when each file is one physical piece starting after the previous one's last block; *gaps
// counts those that do not start right after it (the donor came in pieces: at most one fewer).
QString laidDownInOrder(const QStringList& files, int* gaps = nullptr)
{
    qulonglong previousLast = 0;
    int jumps = 0;
    for (int i = 0; i < files.size(); ++i) {
        QString error;
        const auto ranges = physicalRanges(files[i], &error);
        if (ranges.size() != 1)
            return QStringLiteral("%1: %2 pieces %3").arg(files[i]).arg(ranges.size()).arg(error);
        if (i > 0 && ranges.front().first <= previousLast)
            return QStringLiteral("%1 starts at %2, before the one before it ends (%3)")
                .arg(files[i])
                .arg(ranges.front().first)
                .arg(previousLast);
        if (i > 0 && ranges.front().first != previousLast + 1)
            ++jumps;
        previousLast = ranges.front().second;
    }
    if (gaps)
        *gaps = jumps;
    else if (jumps > 0)
        return QStringLiteral("%1 gaps between files").arg(jumps);
    return {};
}

// The bytes of the disk from the first block of the files to the last, as filefrag -v lists them.
std::uint64_t filefragSpan(const QStringList& files)
{
    qulonglong first = ~0ULL, last = 0;
    for (const QString& f : files) {
        QString error;
        for (const auto& [a, b] : physicalRanges(f, &error)) {
            first = std::min(first, a);
            last = std::max(last, b);
        }
    }
    struct statfs fs
    {
    };
    if (files.isEmpty() || ::statfs(QFile::encodeName(files.front()).constData(), &fs) != 0)
        return 0;
    return (last + 1 - first) * std::uint64_t(fs.f_bsize);
}

// e2fsck -fn on the file system mounted read-only; empty when clean.
QString fsckProblem(LoopFs& lab)
{
    if (const QString why = lab.remount(true); !why.isEmpty())
        return why;
    QString error;
    fslab::run(QStringLiteral("e2fsck"), {QStringLiteral("-fn"), lab.device()}, &error);
    const QString back = lab.remount(false);
    return error.isEmpty() ? back : error;
}

} // namespace

class TestTogether : public QObject
{
    Q_OBJECT

private slots:
    void nameOrder();
    void listOrderAndXfs();
    void splitWhereNoRoom();
    void killedAtRandom();
    void killedAtChosenSteps();
    void planAndRun();
    void writerDuringTogether();
};

void TestTogether::nameOrder()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 128);
    const QString tree = lab.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QCOMPARE(writeInterleaved(tree, 48, 7), QString());
    const QStringList files = togetherFiles({tree}, TogetherOrder::Name);
    QCOMPARE(files.size(), 48);
    QVERIFY(std::is_sorted(files.begin(), files.end()));
    const auto before = fslab::digests(files);
    QVERIFY(!laidDownInOrder(files).isEmpty()); // interleaved: not so yet
    const std::atomic<bool> cancel{false};

    // A dry run says where each would go and changes nothing.
    DefragOptions dry;
    dry.dryRun = true;
    std::vector<std::vector<std::pair<qulonglong, qulonglong>>> layout;
    QString error;
    for (const QString& f : files)
        layout.push_back(physicalRanges(f, &error));
    const auto freeBefore = readFreeSpace(lab.mountPoint());
    QVERIFY2(freeBefore, freeBefore ? "" : qPrintable(freeBefore.error().message()));
    TogetherRun r = defragTogether(files, dry, cancel);
    QVERIFY(r.together);
    // What it reserved to choose from is free again at once, not after the journal's next commit.
    const auto freeAfter = readFreeSpace(lab.mountPoint());
    QVERIFY2(freeAfter, freeAfter ? "" : qPrintable(freeAfter.error().message()));
    QCOMPARE(freeAfter->freeBytes, freeBefore->freeBytes);
    QVERIFY2(r.results[1] && r.results[1]->outcome.contains(QLatin1String("right after f")),
        r.results[1] ? qPrintable(r.results[1]->outcome) : "");
    for (int i = 0; i < files.size(); ++i)
        QCOMPARE(physicalRanges(files[i], &error), layout[std::size_t(i)]);

    r = defragTogether(files, DefragOptions{}, cancel);
    QVERIFY(r.together);
    QCOMPARE(r.groups.size(), std::size_t(1));
    QCOMPARE(fslab::everyFileDone(r.results, true), QString());
    // One free extent held them all: one after another, no gap, over exactly their own size.
    const QString order = laidDownInOrder(files);
    QVERIFY2(order.isEmpty(), qPrintable(order));
    QCOMPARE(r.spanBytes(), r.groups.front().bytes);
    QCOMPARE(filefragSpan(files), r.spanBytes());
    QCOMPARE(fslab::unchangedOnDisk(lab, before), QString());
    QCOMPARE(QDir(tree).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).size(), 3); // no donor
    const QString fsck = fsckProblem(lab);
    QVERIFY2(fsck.isEmpty(), qPrintable(fsck));
}

void TestTogether::listOrderAndXfs()
{
    for (FsType type : {FsType::Ext4, FsType::Xfs}) {
        if (const QString why = fslab::skipReason(type); !why.isEmpty())
            FSLAB_SKIP(why);
    }
    LoopFs ext4(FsType::Ext4, 128);
    QVERIFY2(ext4.ok(), qPrintable(ext4.error()));
    const QString tree = ext4.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QCOMPARE(writeInterleaved(tree, 20, 3), QString());
    // The order a program opens them in: here the names backwards, relative to the list's folder.
    QStringList wanted = togetherFiles({tree}, TogetherOrder::Name);
    std::reverse(wanted.begin(), wanted.end());
    QTemporaryDir listDir;
    QFile list(listDir.filePath(QStringLiteral("order")));
    QVERIFY(list.open(QIODevice::WriteOnly));
    list.write("# recorded\n\n");
    for (const QString& f : wanted)
        list.write(QDir(listDir.path()).relativeFilePath(f).toUtf8() + '\n');
    list.close();
    const auto listed = readOrderList(list.fileName());
    QVERIFY2(listed, listed ? "" : qPrintable(listed.error().message()));
    QCOMPARE(*listed, wanted);
    const std::atomic<bool> cancel{false};
    const TogetherRun r = defragTogether(*listed, DefragOptions{}, cancel);
    QCOMPARE(fslab::everyFileDone(r.results, true), QString());
    int gaps = 0;
    const QString order = laidDownInOrder(wanted, &gaps);
    QVERIFY2(order.isEmpty(), qPrintable(order));
    QCOMPARE(gaps, int(r.groups.size()) - 1);
    // A list naming what is not a file: refused with the line.
    QVERIFY(list.open(QIODevice::Append));
    list.write("no-such-file\n");
    list.close();
    const auto bad = readOrderList(list.fileName());
    QVERIFY(!bad && bad.error().reason.contains(QLatin1String("line 23")));

    // XFS: each file on its own, and the note says why.
    LoopFs xfs(FsType::Xfs, 300);
    QVERIFY2(xfs.ok(), qPrintable(xfs.error()));
    const QString other = xfs.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(other));
    QCOMPARE(writeInterleaved(other, 12, 5), QString());
    const QStringList files = togetherFiles({other}, TogetherOrder::Directory);
    const auto before = fslab::digests(files);
    const TogetherRun x = defragTogether(files, DefragOptions{}, cancel);
    QVERIFY(!x.together);
    QVERIFY(x.notes.join(u' ').contains(QLatin1String("ext4 only")));
    QCOMPARE(fslab::everyFileDone(x.results, false), QString());
    QCOMPARE(fslab::unchangedOnDisk(xfs, before), QString());
}

// Free space in 1 MiB gaps: files of 6 MiB in all go down in groups that fit, each group's files in
// order one after another, and the split is said.
void TestTogether::splitWhereNoRoom()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString tree = lab.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QStringList files;
    for (int i = 0; i < 24; ++i) {
        files << QStringLiteral("%1/f%2").arg(tree).arg(i, 2, 10, QLatin1Char('0'));
        QCOMPARE(fslab::writeSequential(files.back(), 256 << 10), QString());
    }
    // Fill the rest with 1 MiB files, then free every other one.
    const QString fill = lab.path(QStringLiteral("fill"));
    QVERIFY(QDir().mkpath(fill));
    for (int i = 0;; ++i) {
        if (!fslab::writeSequential(QStringLiteral("%1/%2").arg(fill).arg(i), 1 << 20).isEmpty())
            break;
    }
    for (const QString& f : QDir(fill).entryList(QDir::Files)) {
        if (f.toInt() % 2 == 0)
            QFile::remove(fill + u'/' + f);
    }
    ::sync();
    QCOMPARE(lab.remount(), QString()); // ext4's in-memory preallocations gone: the free space as it is
    const auto before = fslab::digests(files);
    const auto space = readFreeSpace(lab.mountPoint());
    QVERIFY2(space, space ? "" : qPrintable(space.error().message()));
    const std::uint64_t largest = freeRoom(*space, 1).largestFreeBytes;
    QVERIFY2(largest < (6 << 20), qPrintable(QString::number(largest))); // the files do not fit one gap
    const std::atomic<bool> cancel{false};
    const TogetherRun r = defragTogether(files, DefragOptions{}, cancel);
    QVERIFY(r.together);
    QVERIFY2(r.groups.size() >= 2, qPrintable(QString::number(r.groups.size())));
    QVERIFY2(r.notes.join(u' ').contains(QLatin1String("groups")), qPrintable(r.notes.join(u'\n')));
    std::uint64_t need = 0;
    for (const TogetherGroup& g : r.groups) {
        QVERIFY2(g.bytes <= largest, qPrintable(QStringLiteral("%1 > %2").arg(g.bytes).arg(largest)));
        const QString order = laidDownInOrder(files.mid(g.first, g.count)); // each group without a gap
        QVERIFY2(order.isEmpty(), qPrintable(order));
        need += g.bytes;
    }
    // All of them in order, over a narrow stretch of the 64 MiB: each 2 MiB of the filled part has a
    // 1 MiB gap, which holds three of the files (a stretch starts on a page, the gap on a 1 KiB
    // block), so eight such steps hold the 24 files.
    const QString order = laidDownInOrder(files);
    QVERIFY2(order.contains(QLatin1String("gaps")), qPrintable(order)); // in order, with the gaps between groups
    const std::uint64_t span = filefragSpan(files);
    QCOMPARE(span, r.spanBytes());
    qInfo("%llu bytes in %zu groups over %llu bytes of the disk", qulonglong(need), r.groups.size(), qulonglong(span));
    QVERIFY2(span <= (16 << 20), qPrintable(QStringLiteral("%1 for %2").arg(span).arg(need)));
    QCOMPARE(fslab::everyFileDone(r.results, false), QString());
    QCOMPARE(fslab::unchangedOnDisk(lab, before), QString());
}

// fragscope defrag --together killed (SIGKILL) at random moments, twelve times: every file as it
// was, nothing left beside them, the file system clean.
void TestTogether::killedAtRandom()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 256);
    const QString tree = lab.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QCOMPARE(writeInterleaved(tree, 150, 11), QString());
    const QStringList files = togetherFiles({tree}, TogetherOrder::Name);
    const auto before = fslab::digests(files);
    QRandomGenerator rng(42);
    int killedMidway = 0;
    for (int round = 0; round < 12; ++round) {
        QProcess p;
        p.start(fragscopeBin(),
            {QStringLiteral("defrag"), QStringLiteral("--together"), QStringLiteral("--order"), QStringLiteral("name"),
                tree});
        QVERIFY(p.waitForStarted());
        QThread::msleep(rng.bounded(5, 400));
        if (p.state() == QProcess::Running)
            ++killedMidway;
        p.kill();
        QVERIFY(p.waitForFinished());
        QCOMPARE(fslab::changedContent(before), QString());
        QCOMPARE(togetherFiles({tree}, TogetherOrder::Name), files);
    }
    qInfo("killed while running in %d of 12 rounds", killedMidway);
    QVERIFY(killedMidway >= 6);
    QCOMPARE(fslab::unchangedOnDisk(lab, before), QString());
    const QString fsck = fsckProblem(lab);
    QVERIFY2(fsck.isEmpty(), qPrintable(fsck));
}

// fragscope defrag --together killed (SIGKILL, by libfiu through fiu-run: failinfo -9 at a named
// failure point) at chosen steps: while the reservation gives back what the files do not need,
// right after it (before any move), and at a move part-way through (each of the 60 files' moves
// kills with probability 0.2: none doing so is a chance of 1 in 650,000). Every file as it was, the tree
// as it was, the free space all back once the process is gone, e2fsck clean.
void TestTogether::killedAtChosenSteps()
{
    if (const QString why = fslab::skipReason(FsType::Ext4); !why.isEmpty())
        FSLAB_SKIP(why);
    if (QStandardPaths::findExecutable(QStringLiteral("fiu-run")).isEmpty())
        FSLAB_SKIP("fiu-run is not installed (make test installs fiu-utils)");
    LoopFs lab(FsType::Ext4, 256);
    QVERIFY2(lab.ok(), qPrintable(lab.error()));
    const QString tree = lab.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QCOMPARE(writeInterleaved(tree, 60, 17), QString());
    const QStringList files = togetherFiles({tree}, TogetherOrder::Name);
    const auto before = fslab::digests(files);
    QCOMPARE(lab.remount(), QString());
    struct statfs fs
    {
    };
    QCOMPARE(::statfs(QFile::encodeName(lab.mountPoint()).constData(), &fs), 0);
    const auto freeBefore = fs.f_bfree;
    const QStringList steps{QStringLiteral("enable name=together/reserve/punch,failinfo=-9"),
        QStringLiteral("enable name=together/reserve/sync,failinfo=-9"),
        QStringLiteral("enable_random name=ext4/move,probability=0.2,failinfo=-9")};
    for (const QString& step : steps) {
        QProcess p;
        p.setProcessEnvironment(fslab::fiuRunEnvironment());
        p.start(QStringLiteral("fiu-run"),
            {QStringLiteral("-f"), QString(), QStringLiteral("-c"), step, fragscopeBin(), QStringLiteral("defrag"),
                QStringLiteral("--together"), QStringLiteral("--order"), QStringLiteral("name"), tree});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitStatus() == QProcess::CrashExit || p.exitCode() == 128 + SIGKILL,
            qPrintable(step + QStringLiteral(": not killed: ") + QString::fromUtf8(p.readAllStandardError())));
        QVERIFY2(fslab::changedContent(before).isEmpty(),
            qPrintable(step + QStringLiteral(": ") + fslab::changedContent(before)));
        QCOMPARE(togetherFiles({tree}, TogetherOrder::Name), files); // no name left behind
        QCOMPARE(lab.remount(), QString());
        QVERIFY2(fslab::changedContent(before).isEmpty(),
            qPrintable(step + QStringLiteral(": ") + fslab::changedContent(before)));
        QCOMPARE(::statfs(QFile::encodeName(lab.mountPoint()).constData(), &fs), 0);
        // The reservation went with the process (ext4 may free a few blocks of its own besides).
        QVERIFY2(fs.f_bfree >= freeBefore,
            qPrintable(QStringLiteral("%1: %2 blocks free, %3 before").arg(step).arg(fs.f_bfree).arg(freeBefore)));
    }
    const QString fsck = fsckProblem(lab);
    QVERIFY2(fsck.isEmpty(), qPrintable(fsck));
}

// The plan of a tree: the files worst first by gain per byte, those that cannot improve skipped with
// the reason (one piece, immutable, open for writing); the run moves the planned ones only, in that
// order, and the tree read on the model gets shorter.
void TestTogether::planAndRun()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 128);
    const QString tree = lab.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QCOMPARE(writeInterleaved(tree, 30, 13), QString());
    const QString whole = tree + QStringLiteral("/whole");
    QCOMPARE(fslab::writeSequential(whole, 64 << 10), QString());
    const QString frozen = tree + QStringLiteral("/d0/f000");
    const QString busy = tree + QStringLiteral("/d1/f001");
    QString error;
    fslab::run(QStringLiteral("chattr"), {QStringLiteral("+i"), frozen}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto frozenBefore = physicalRanges(frozen, &error);
    QFile writer(busy);
    QVERIFY(writer.open(QIODevice::ReadWrite)); // another program has it open for writing

    ScanOptions scan;
    scan.roots = {tree};
    ScanOutcome outcome;
    const Survey survey = runSurvey(scan, &outcome);
    const TreePlan plan = planTreeDefrag(survey, HddParams{});
    QCOMPARE(plan.files.size(), std::size_t(31));
    std::map<QString, QString> skips;
    for (const TreePlanFile& f : plan.files)
        skips[f.path] = f.skip;
    QCOMPARE(skips[whole], QStringLiteral("already in one piece"));
    QCOMPARE(skips[frozen], QStringLiteral("immutable (chattr +i)"));
    QCOMPARE(skips[busy], QStringLiteral("open for writing by another program"));
    QVERIFY(plan.planned >= 20);
    for (int i = 0; i < plan.planned; ++i) {
        QVERIFY(plan.files[std::size_t(i)].skip.isEmpty() && plan.files[std::size_t(i)].fragments > 1);
        if (i > 0) // worst first: gain per byte moved never rises
            QVERIFY(plan.files[std::size_t(i)].gainSeconds / double(plan.files[std::size_t(i)].bytes)
                <= plan.files[std::size_t(i - 1)].gainSeconds / double(plan.files[std::size_t(i - 1)].bytes));
    }
    const QStringList all = togetherFiles({tree}, TogetherOrder::Directory);
    const auto before = fslab::digests(all);
    const auto readBefore = predictTreeRead(all, HddParams{});
    QVERIFY(readBefore);
    // Finding the files costs a read per directory and per 512 inode numbers met (ext4's inode
    // table read-ahead), counted here from stat's inode numbers; and ext4 reads a block of extent
    // tree before the data of each file of 5 to 340 extents (4 fit in the inode, 340 in a leaf),
    // counted from filefrag.
    QSet<QString> dirs;
    QSet<quint64> inodeReads;
    std::uint64_t leaves = 0;
    std::map<QByteArray, std::uint64_t> leafOf;
    for (const QString& f : all) {
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(f).constData(), &st), 0);
        inodeReads.insert(quint64(st.st_ino) / 512);
        dirs.insert(QFileInfo(f).path());
        const QByteArray said = fslab::run(QStringLiteral("filefrag"), {f}, &error); // "f: 7 extents found"
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const int extents = said.mid(said.lastIndexOf(':') + 1).trimmed().split(' ').value(0).toInt();
        leafOf[QFile::encodeName(f)] = extents >= 5 && extents <= 340 ? 1 : 0;
        leaves += leafOf[QFile::encodeName(f)];
    }
    // A file's own read counts its leaf too: the inspector's layout and the survey's read time.
    for (const SurveyFile& sf : survey.files) {
        const QByteArray path = survey.pathBytes(sf);
        const auto in = mapFile(QFile::decodeName(path));
        QVERIFY(in);
        QCOMPARE(in->onDisk.mapBlocks, leafOf[path]);
        const double read = readCost(readExtents(in->onDisk), HddParams{}, leafOf[path]).readSeconds;
        QVERIFY2(std::abs(sf.readSeconds - read) <= 1e-6 * read + 1e-9,
            qPrintable(
                QStringLiteral("%1: %2 s, not %3 s").arg(QFile::decodeName(path)).arg(sf.readSeconds).arg(read)));
    }
    QVERIFY2(leaves >= 5, qPrintable(QString::number(leaves))); // the interleaving made some
    QCOMPARE(readBefore->mapReads, leaves);
    QCOMPARE(readBefore->metadataReads, std::uint64_t(dirs.size() + inodeReads.size()) + leaves);
    QVERIFY(readBefore->metadataSeconds > 0 && readBefore->metadataSeconds < readBefore->read.seconds);

    const std::atomic<bool> cancel{false}, pause{false};
    const TreeRunResult r = runTreeDefrag(plan, DefragOptions{}, nullptr, cancel, pause);
    QCOMPARE(r.files.size(), plan.planned);
    for (int i = 0; i < r.files.size(); ++i) {
        QCOMPARE(r.files[i], plan.files[std::size_t(i)].path);
        QVERIFY2(r.results[std::size_t(i)] && r.results[std::size_t(i)]->defragmented, qPrintable(r.files[i]));
    }
    writer.close();
    QCOMPARE(physicalRanges(frozen, &error), frozenBefore);
    const auto readAfter = predictTreeRead(all, HddParams{});
    QVERIFY(readAfter && readAfter->read.seconds < readBefore->read.seconds);
    fslab::run(QStringLiteral("chattr"), {QStringLiteral("-i"), frozen}, &error);
    QCOMPARE(fslab::unchangedOnDisk(lab, before), QString());
}

// Another program overwrites one file of the group all the while it is laid down: that file is
// reported as changed by others and holds exactly what the writer wrote; the others go down as ever.
void TestTogether::writerDuringTogether()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 256);
    const QString tree = lab.path(QStringLiteral("tree"));
    QVERIFY(QDir().mkpath(tree));
    QCOMPARE(writeInterleaved(tree, 12, 17), QString());
    const QString busy = tree + QStringLiteral("/a-busy");
    QCOMPARE(fslab::writeSequential(busy, 8 << 20), QString());
    QFile initial(busy);
    QVERIFY(initial.open(QIODevice::ReadOnly));
    QByteArray model = initial.readAll(); // what the file must hold at the end
    initial.close();
    const QStringList files = togetherFiles({tree}, TogetherOrder::Name);
    QCOMPARE(files.front(), busy);
    auto before = fslab::digests(files);
    before.erase(busy);

    std::atomic<bool> done{false};
    std::atomic<int> writes{0};
    std::thread writer([&] {
        const int fd = ::open(QFile::encodeName(busy).constData(), O_WRONLY | O_CLOEXEC);
        QRandomGenerator rng(5);
        for (int i = 0, after = 0; fd >= 0 && after < 20; ++i) {
            const QByteArray block(4096, char('A' + i % 26));
            const qint64 at = qint64(rng.bounded(model.size() / 4096)) * 4096;
            if (::pwrite(fd, block.constData(), 4096, off_t(at)) != 4096)
                break;
            model.replace(at, 4096, block);
            ++writes;
            if (done)
                ++after;
            std::this_thread::sleep_for(std::chrono::microseconds(300));
        }
        if (fd >= 0) {
            ::fsync(fd);
            ::close(fd);
        }
    });
    QTRY_VERIFY(writes > 5);
    DefragOptions options;
    options.chunkBytes = 256 << 10; // many small moves: the writer gets in between
    const std::atomic<bool> cancel{false};
    const TogetherRun r = defragTogether(files, options, cancel);
    done = true;
    writer.join();
    QVERIFY(r.together);
    QVERIFY2(r.results.front(), r.results.front() ? "" : qPrintable(r.results.front().error().message()));
    QVERIFY2(r.results.front()->changedByOthers && r.results.front()->outcome.contains(QLatin1String("changed")),
        qPrintable(r.results.front()->outcome));
    for (std::size_t i = 1; i < r.results.size(); ++i)
        QVERIFY2(
            r.results[i] && r.results[i]->defragmented && !r.results[i]->changedByOthers, qPrintable(files[int(i)]));
    // No write lost, nothing else changed: read from disk after a remount.
    QCOMPARE(lab.remount(), QString());
    QFile after(busy);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QVERIFY2(after.readAll() == model, "the busy file differs from what was written");
    auto now = fslab::digests(files);
    now.erase(busy);
    QVERIFY(now == before);
    qInfo("%d writes during the run; the busy file: %s", writes.load(), qPrintable(r.results.front()->outcome));
}

QTEST_GUILESS_MAIN(TestTogether)
#include "tst_together.moc"
