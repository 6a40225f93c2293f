// SPDX-License-Identifier: GPL-3.0-or-later
// A folder's read has one definition: tar's read of its files (predictTreeRead). Each folder the
// survey reports is that read of the files below it, the whole tree's is the one the defrag plan
// prices, and it pays one far access for the folder, not one a file.
#include "fslab.h"
#include "fslabskip.h"

#include "defrag/together.h"
#include "relayout/treeread.h"
#include "survey/scanner.h"
#include "util/path.h"

#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QSet>
#include <QTest>

#include <cerrno>
#include <cmath>

#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fragscope;

namespace {

// Files of `bytes` each, written one after another.
QString writeFiles(const QString& dir, const QString& stem, int count, std::uint64_t bytes)
{
    if (!QDir().mkpath(dir))
        return dir + QStringLiteral(": cannot be made");
    for (int i = 0; i < count; ++i) {
        if (QString err = fslab::writeSequential(dir + QStringLiteral("/%1%2").arg(stem).arg(i), bytes); !err.isEmpty())
            return err;
    }
    return {};
}

// The survey of root on that disk.
Survey surveyOf(const QString& root, const HddParams& hdd)
{
    ScanOptions scan;
    scan.roots = {root};
    scan.hdd = hdd;
    ScanOutcome outcome;
    return runSurvey(scan, &outcome);
}

} // namespace

class TestTreeRead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // root/ holds files and a/ and b/c/ theirs; b/ holds none of its own. Every folder's read in
    // predictFolderReads, sliced out of the whole tree's layouts, is the read of the files below that
    // folder alone, as tar would read that folder; the root's is the one the defrag plan prices
    // (togetherFiles in tar's order).
    void eachFolderIsTheTreeReadOfTheFilesBelowIt()
    {
        FSLAB_SCRATCH_DIR(scratch, "treeread");
        const QString root = scratch.path();
        QCOMPARE(writeFiles(root, QStringLiteral("r"), 10, 12 << 10), QString());
        QCOMPARE(writeFiles(root + QStringLiteral("/a"), QStringLiteral("a"), 40, 8 << 10), QString());
        QCOMPARE(writeFiles(root + QStringLiteral("/b/c"), QStringLiteral("c"), 30, 20 << 10), QString());
        QCOMPARE(writeFiles(root, QStringLiteral("s"), 20, 4 << 10), QString());
        const HddParams hdd; // the talk's 7,200 rpm drive

        const FolderReads reads = predictFolderReads({root}, hdd, false);
        QVERIFY(reads.complete);
        QVERIFY2(reads.left.isEmpty(), qPrintable(reads.left.join(u' ')));
        QSet<QString> folders;
        for (const FolderRead& f : reads.folders)
            folders.insert(pathFromBytes(f.path));
        const QSet<QString> expected{
            root, root + QStringLiteral("/a"), root + QStringLiteral("/b"), root + QStringLiteral("/b/c")};
        QCOMPARE(folders, expected);
        QCOMPARE(pathFromBytes(reads.folders.front().path), root); // a folder before the ones inside it
        std::uint64_t inB = 0;
        for (const FolderRead& f : reads.folders) {
            const QString path = pathFromBytes(f.path);
            const auto alone = predictTreeRead(regularFilesUnder(path), hdd);
            QVERIFY2(alone, qPrintable(alone ? QString() : alone.error().message()));
            QCOMPARE(f.read.files, alone->files);
            QCOMPARE(f.read.read.seconds, alone->read.seconds);
            QCOMPARE(f.read.read.seeks, alone->read.seeks);
            QCOMPARE(f.read.metadataReads, alone->metadataReads);
            QCOMPARE(f.read.firstByte, alone->firstByte);
            QCOMPARE(f.read.endByte, alone->endByte);
            if (path.endsWith(QLatin1String("/b")))
                inB = f.read.files;
        }
        QCOMPARE(inB, 30u); // b/ reads its subtree's files
        QCOMPARE(reads.folders.front().read.files, 100u);
        const auto plan = predictTreeRead(togetherFiles({root}, TogetherOrder::Directory), hdd);
        QVERIFY(plan);
        QCOMPARE(reads.folders.front().read.read.seconds, plan->read.seconds);
    }

    // 100 small files written one after another: read as tar reads the folder they cost one far
    // access, the folder's and the inode table's reads and short steps between them; each read alone
    // (the survey's figure for a file) pays a far access of its own, so their sum is several times
    // the folder's read. The folder's read was that sum before.
    void aFolderReadPaysOneFarAccessNotOneAFile()
    {
        FSLAB_SCRATCH_DIR(scratch, "treeread-small");
        const QString root = scratch.path();
        QCOMPARE(writeFiles(root, QStringLiteral("f"), 100, 8 << 10), QString());
        const HddParams hdd;
        const Survey survey = surveyOf(root, hdd);
        QCOMPARE(survey.files.size(), std::size_t(100));
        double alone = 0;
        for (const SurveyFile& f : survey.files)
            alone += f.readSeconds;
        const FolderReads reads = predictFolderReads({root}, hdd, false);
        QCOMPARE(reads.folders.size(), std::size_t(1));
        const double folder = reads.folders.front().read.read.seconds;
        qInfo("100 files of 8 KiB: each read alone %.3f s in all, the folder as tar reads it %.3f s", alone, folder);
        QVERIFY2(folder < alone / 3, qPrintable(QStringLiteral("%1 s against %2 s").arg(folder).arg(alone)));
        QVERIFY(folder > hddFirstAccessSeconds(hdd));
        // The directory costs the survey reports take it.
        const QHash<QByteArray, FolderSeconds> byPath{
            {reads.folders.front().path, FolderSeconds{folder, reads.folders.front().idealSeconds}}};
        const std::vector<DirectoryCost> costs = directoryCosts(survey, byPath);
        QCOMPARE(costs.size(), std::size_t(1));
        QCOMPARE(costs.front().readSeconds, folder);
        QCOMPARE(costs.front().files, 100u);
    }

    // Every folder the survey lists finds its read by name, however the root was given: with a
    // slash at its end, through a symbolic link, and below it a name that is not UTF-8.
    void everySurveyFolderFindsItsRead_data()
    {
        QTest::addColumn<QString>("given");
        QTest::newRow("as it is") << QString();
        QTest::newRow("slash at the end") << QStringLiteral("/");
        QTest::newRow("a symbolic link") << QStringLiteral("link");
    }
    void everySurveyFolderFindsItsRead()
    {
        QFETCH(QString, given);
        FSLAB_SCRATCH_DIR(scratch, "treeread-names");
        const QString root = scratch.filePath(QStringLiteral("tree"));
        QCOMPARE(writeFiles(root, QStringLiteral("f"), 3, 8 << 10), QString());
        QCOMPARE(writeFiles(root + QStringLiteral("/only/deeper"), QStringLiteral("d"), 3, 8 << 10), QString());
        const QByteArray raw = pathBytes(root) + "/n\xff";
        QCOMPARE(::mkdir(raw.constData(), 0755), 0);
        // QTemporaryDir cannot remove a name that is not UTF-8: gone by its bytes first.
        const auto removeRaw = qScopeGuard([&raw] {
            ::unlink(QByteArray(raw + "/inside").constData());
            ::rmdir(raw.constData());
        });
        QCOMPARE(fslab::writeSequential(pathFromBytes(raw + "/inside"), 8 << 10), QString());
        QString named = root + given;
        if (given == QLatin1String("link")) {
            named = scratch.filePath(QStringLiteral("link"));
            QVERIFY(QFile::link(root, named));
        }
        const HddParams hdd;
        const Survey survey = surveyOf(named, hdd);
        QCOMPARE(survey.files.size(), std::size_t(7));
        const FolderReads reads = predictFolderReads({named}, hdd, false);
        QHash<QByteArray, FolderSeconds> byPath;
        for (const FolderRead& f : reads.folders)
            byPath.insert(f.path, FolderSeconds{f.read.read.seconds, f.idealSeconds});
        const std::vector<DirectoryCost> costs = directoryCosts(survey, byPath);
        QCOMPARE(costs.size(), std::size_t(4)); // the root, only/, only/deeper/, n\xff/
        for (const DirectoryCost& c : costs) {
            const QByteArray& path = survey.dirs[c.dir];
            QVERIFY2(c.readSeconds > 0, path.constData());
            QCOMPARE(c.files,
                path.endsWith("/only") || path.endsWith("/deeper") ? 3u
                    : path.endsWith("\xff")                        ? 1u
                                                                   : 7u);
        }
    }

    // What a folder's files' layouts lose is its read less its read with each file defragmented:
    // a file in 64 pieces on a solid-state disk (each piece a request of its own) loses about what
    // it loses read alone, and a folder of files that lie whole loses nothing.
    void aFolderLosesWhatItsFilesLayoutsLose()
    {
        FSLAB_SCRATCH_DIR(scratch, "treeread-lost");
        const QString root = scratch.path();
        QCOMPARE(writeFiles(root + QStringLiteral("/whole"), QStringLiteral("w"), 4, 64 << 10), QString());
        const QString pieces = root + QStringLiteral("/pieces/f");
        QVERIFY(QDir().mkpath(root + QStringLiteral("/pieces")));
        QCOMPARE(fslab::interleavedFallocate(pieces, root + QStringLiteral("/partner"), 64, 4096), QString());
        QCOMPARE(fslab::writeInPlace(pieces, 64 * 4096), QString());
        const auto ssd = parseHddParams(QStringLiteral("sata-ssd"), HddParams{});
        QVERIFY(ssd);
        const Survey survey = surveyOf(root + QStringLiteral("/pieces"), *ssd);
        QCOMPARE(survey.files.size(), std::size_t(1));
        const double alone = survey.files.front().lostSeconds;
        QVERIFY2(alone > 0, "the file in 64 pieces loses nothing read alone: the fixture did not fragment it");
        const FolderReads reads = predictFolderReads({root}, *ssd, false);
        QCOMPARE(reads.folders.size(), std::size_t(3)); // the root, whole/ and pieces/
        for (const FolderRead& f : reads.folders) {
            const QString path = pathFromBytes(f.path);
            QVERIFY(f.idealSeconds > 0);
            if (path.endsWith(QLatin1String("/whole")))
                QCOMPARE(f.lostSeconds(), 0.0);
            else // the root and pieces/
                QVERIFY2(std::abs(f.lostSeconds() - alone) < 0.25 * alone,
                    qPrintable(QStringLiteral("%1 loses %2 s, the file read alone %3 s")
                                   .arg(path)
                                   .arg(f.lostSeconds())
                                   .arg(alone)));
        }
    }

    // A file gone between the listing and its map: left out and named with skipUnreadable, the
    // error naming it without.
    void unreadableFilesAreLeftOutAndNamed()
    {
        FSLAB_SCRATCH_DIR(scratch, "treeread-gone");
        const QString a = scratch.filePath(QStringLiteral("a"));
        const QString b = scratch.filePath(QStringLiteral("b"));
        const QString gone = scratch.filePath(QStringLiteral("gone"));
        QCOMPARE(fslab::writeSequential(a, 64 << 10), QString());
        QCOMPARE(fslab::writeSequential(b, 64 << 10), QString());
        const auto skipping = readTreeLayouts({a, gone, b}, true);
        QVERIFY(skipping);
        QCOMPARE(skipping->files.size(), std::size_t(2));
        QCOMPARE(skipping->left, QStringList{gone});
        const auto strict = readTreeLayouts({a, gone, b}, false);
        QVERIFY(!strict);
        QVERIFY2(strict.error().message().contains(gone), qPrintable(strict.error().message()));
        // Asked to stop: what was read so far.
        int asked = 0;
        const auto stopped = readTreeLayouts({a, b}, true, [&asked] { return asked++ < 1; });
        QVERIFY(stopped);
        QCOMPARE(stopped->files.size(), std::size_t(1));
    }

    // A file system mounted inside the tree (a tmpfs here) is left out as the survey leaves it out,
    // and gone into when asked (its files then cannot be mapped: tmpfs has no FIEMAP).
    void otherFileSystemsAreLeftOut()
    {
        if (::geteuid() != 0)
            FSLAB_SKIP("mounting a tmpfs inside the tree needs root");
        FSLAB_SCRATCH_DIR(scratch, "treeread-mounts");
        const QString root = scratch.path();
        QCOMPARE(writeFiles(root, QStringLiteral("f"), 3, 8 << 10), QString());
        const QString inner = root + QStringLiteral("/mnt");
        QVERIFY(QDir().mkpath(inner));
        // In a mount namespace of this process's own: the tmpfs goes with the process whatever
        // ends it (a sanitizer's abort too), and nobody else sees it.
        if (::unshare(CLONE_NEWNS) != 0 || ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0
            || ::mount("tmpfs", pathBytes(inner).constData(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=1m")
                != 0) {
            if (errno == EPERM)
                FSLAB_SKIP("root here may not mount (a container without CAP_SYS_ADMIN)");
            QFAIL(qPrintable(errnoText(errno)));
        }
        const auto unmount = qScopeGuard([&] { ::umount2(pathBytes(inner).constData(), MNT_DETACH); });
        QCOMPARE(fslab::writeSequential(inner + QStringLiteral("/other"), 4096), QString());
        const FolderReads kept = predictFolderReads({root}, HddParams{}, false);
        QCOMPARE(kept.folders.size(), std::size_t(1));
        QCOMPARE(kept.folders.front().read.files, 3u);
        QVERIFY(kept.left.isEmpty());
        QCOMPARE(regularFilesUnder(root, true).size(), 3);
        const FolderReads crossed = predictFolderReads({root}, HddParams{}, true);
        QCOMPARE(crossed.left, QStringList{inner + QStringLiteral("/other")});
        QCOMPARE(regularFilesUnder(root).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestTreeRead)
#include "tst_treeread.moc"
