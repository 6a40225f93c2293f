// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag page offscreen on a loop-mounted ext4: Defragment fills both panes of the compare
// view, the table shows the figures with the read speeds, zooming one map zooms the other, and a
// refusal is shown in place with the file left as it was.
#include "compareview.h"
#include "diskmapview.h"
#include "extentmapview.h"
#include "fslabskip.h"
#include "gui/pages/defrag/defragpage.h"
#include "report/defragpreview.h"
#include "util/path.h"
#include "util/units.h"

#include "fslab.h"
#include "testmain.h"

#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTreeView>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

using namespace fragscope;

namespace {

// A queue cell as the user reads it.
QString text(const DefragQueueModel* queue, int row, int column)
{
    return queue->index(row, column).data().toString();
}

} // namespace

class TestDefragPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defragmentAndCompare()
    {
        FSLAB_LOOP_FS(lab, fslab::FsType::Ext4, 64);
        // A name that is not UTF-8, with a newline: the page takes its bytes as they are.
        const QString file = lab.path(pathFromBytes("f\xff\xfe\nname"));
        QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 400, 4096).isEmpty());
        // Data where the pieces lie: unwritten extents cost a read nothing, so a defrag would buy nothing.
        QCOMPARE(fslab::writeInPlace(file, 400 * 4096), QString());
        DefragPage page;
        page.resize(1300, 850);
        page.show();
        page.setFile(file);
        page.setReadRepetitions(2);
        QSignalSpy done(&page, &DefragPage::finished);
        page.defragment();
        QVERIFY(page.isBusy());
        QVERIFY(done.wait(60000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(page.outcome()));
        QCOMPARE(page.snapshotCount(), 2);
        CompareView* view = page.compareView();
        QTRY_VERIFY(!view->rows().empty()); // compared on a worker
        QVERIFY(view->map(CompareView::Left)->geometryState().viewEnd > 0);
        QVERIFY(view->map(CompareView::Right)->geometryState().viewEnd > 0);
        const auto& rows = view->rows();
        QVERIFY(!rows.empty());
        QCOMPARE(rows.front().key, QStringLiteral("fragments"));
        QVERIFY(rows.front().a >= 300);
        QVERIFY(rows.front().b <= 2);
        QVERIFY(std::any_of(rows.begin(), rows.end(),
            [](const FigureRow& r) { return r.key == QLatin1String("read_mb_s") && r.a > 0 && r.b > 0; }));
        // The HDD model beside the measured speed: the defragmented layout reads faster, and the row
        // says it is a model.
        const auto model = std::find_if(
            rows.begin(), rows.end(), [](const FigureRow& r) { return r.key == QLatin1String("hdd_read_s"); });
        QVERIFY(model != rows.end());
        QVERIFY2(
            model->b > 0 && model->b < model->a, qPrintable(QStringLiteral("%1 -> %2 s").arg(model->a).arg(model->b)));
        QVERIFY(model->label.contains(QLatin1String("model")));
        QCOMPARE(view->figures()->rowCount(), int(rows.size()));
        // The cold read measured after, beside the cost model's.
        const QString read = text(page.queue(), 0, DefragQueueModel::Read);
        QVERIFY2(read.contains(QLatin1String("measured")) && read.contains(QLatin1String("model")), qPrintable(read));
        // Linked: zoom the left map, the right one shows the same range.
        view->map(CompareView::Left)->zoomIn();
        view->map(CompareView::Left)->zoomIn();
        QCOMPARE(view->map(CompareView::Right)->geometryState().viewStart,
            view->map(CompareView::Left)->geometryState().viewStart);
        QCOMPARE(view->map(CompareView::Right)->geometryState().viewEnd,
            view->map(CompareView::Left)->geometryState().viewEnd);
        QVERIFY(view->map(CompareView::Left)->geometryState().viewEnd < 400 * 4096);
        const QString shot = qEnvironmentVariable("FRAGSCOPE_DEFRAG_SCREENSHOT");
        if (!shot.isEmpty())
            page.grab().save(shot);

        // A refusal: shown in place, the file as it was.
        const int fd = ::open(pathBytes(file).constData(), O_RDONLY);
        int flags = 0;
        ::ioctl(fd, FS_IOC_GETFLAGS, &flags);
        flags |= FS_IMMUTABLE_FL;
        QVERIFY(::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0);
        page.defragment();
        QVERIFY(done.wait(30000));
        flags &= ~FS_IMMUTABLE_FL;
        ::ioctl(fd, FS_IOC_SETFLAGS, &flags);
        ::close(fd);
        QVERIFY(!done.at(1).at(0).toBool());
        QVERIFY2(page.outcome().contains(QLatin1String("immutable")), qPrintable(page.outcome()));
        QCOMPARE(page.snapshotCount(), 2);
    }

    // A queue, as the survey sends it: each file's fragments (as filefrag counts them) and what the
    // free space allows before anything runs, worst first; then each file's result in its row, a
    // missing file refused without stopping the others, and the counts in the CLI's words.
    void queueWorstFirst()
    {
        FSLAB_LOOP_FS(lab, fslab::FsType::Ext4, 64);
        const QString worse = lab.path(QStringLiteral("worse")), bad = lab.path(QStringLiteral("bad")),
                      whole = lab.path(QStringLiteral("whole")), gone = lab.path(QStringLiteral("gone"));
        QVERIFY(fslab::interleavedFallocate(bad, lab.path(QStringLiteral("p1")), 100, 4096).isEmpty());
        QVERIFY(fslab::interleavedFallocate(worse, lab.path(QStringLiteral("p2")), 300, 4096).isEmpty());
        QVERIFY(fslab::writeSequential(whole, 1 << 20).isEmpty());
        DefragPage page;
        page.resize(1300, 900);
        page.show();
        QSignalSpy checked(&page, &DefragPage::checked);
        page.setFiles({bad, whole, gone, worse});
        QVERIFY(checked.wait(20000));
        // Sorted by fragments, most first; the file that could not be read last.
        QCOMPARE(page.files(), (QStringList{worse, bad, whole, gone}));
        const DefragQueueModel* queue = page.queue();
        for (int row = 0; row < 3; ++row) {
            const QString path = page.files().at(row);
            QString error;
            const QByteArray out = fslab::run(QStringLiteral("filefrag"), {path}, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QString expected
                = QString::fromUtf8(out).section(QLatin1Char(':'), -1).section(QLatin1Char(' '), 1, 1);
            QCOMPARE(text(queue, row, DefragQueueModel::Fragments), expected);
            // Plenty of room on a new file system: each could become one piece.
            QCOMPARE(text(queue, row, DefragQueueModel::Best), QStringLiteral("1"));
        }
        QVERIFY(!text(queue, 3, DefragQueueModel::Result).isEmpty()); // why it is not read
        // What the defrag buys, before anything runs: the two fragmented files read faster after,
        // the whole one gains nothing; the sums above the queue, in the CLI's words.
        for (int row : {0, 1}) {
            QVERIFY2(text(queue, row, DefragQueueModel::Read).contains(QStringLiteral("→")),
                qPrintable(text(queue, row, DefragQueueModel::Read)));
            QVERIFY(queue->index(row, DefragQueueModel::Gain).data(DefragQueueModel::SortRole).toDouble() > 0);
        }
        QCOMPARE(text(queue, 2, DefragQueueModel::Gain), QStringLiteral("—"));
        const PreviewTotals totals = queue->previewTotals();
        QCOMPARE(totals.files, 3);
        QCOMPARE(totals.improving, 2);
        QCOMPARE(totals.writeBytes, std::uint64_t(400 * 4096));
        bool said = false;
        for (const QLabel* label : page.findChildren<QLabel*>())
            said = said || label->text().startsWith(previewTotalsText(totals, queue->previewDisk()).toHtmlEscaped());
        QVERIFY(said);
        const QString shotQueue = qEnvironmentVariable("FRAGSCOPE_DEFRAG_QUEUE_SCREENSHOT");
        page.setReadRepetitions(0);
        QSignalSpy done(&page, &DefragPage::finished);
        page.defragment();
        QVERIFY(done.wait(60000));
        QVERIFY(!done.at(0).at(0).toBool()); // one file was missing
        QCOMPARE(page.outcome(), (DefragTally{.files = 4, .defragmented = 2, .unchanged = 1, .failed = 1}).text());
        QVERIFY2(text(queue, 0, DefragQueueModel::Fragments).endsWith(QStringLiteral("→ 1")),
            qPrintable(text(queue, 0, DefragQueueModel::Fragments)));
        QVERIFY(text(queue, 2, DefragQueueModel::Result).contains(QLatin1String("already in one piece")));
        QVERIFY(text(queue, 3, DefragQueueModel::Result).contains(QLatin1String("refused or failed")));
        QCOMPARE(page.snapshotCount(), 4); // before and after of the two defragmented
        // Selecting a row compares its before and after.
        page.queueView()->setCurrentIndex(queue->index(1, DefragQueueModel::File));
        const auto comparedBad = [&page] {
            const std::vector<FigureRow>& rows = page.compareView()->rows();
            return !rows.empty() && rows.front().a == 100;
        };
        QTRY_VERIFY(comparedBad()); // compared on a worker; empty until it is done
        if (!shotQueue.isEmpty()) {
            QTest::qWait(200); // the plots replot on the next turn of the event loop
            page.grab().save(shotQueue);
        }
    }

    // A folder: planned on a worker (the queue is the plan, most gain per byte first; an immutable
    // file left out and said), then laid down together in directory order; the folder's disk map
    // and its tar-order read before and after.
    // XFS with reflink (Debian 12's default): the queue says what defragmenting a reflinked copy
    // would take to copy apart (its shared bytes on disk, as the defrag's own refusal counts them),
    // and "—" for a file that shares nothing; run without Unshare, the copy is left as it is.
    void queueShowsWhatUnsharingTakes()
    {
        FSLAB_LOOP_FS(lab, fslab::FsType::Xfs, 300);
        const QString orig = lab.path(QStringLiteral("orig")), copy = lab.path(QStringLiteral("copy")),
                      plain = lab.path(QStringLiteral("plain"));
        QVERIFY(fslab::interleavedFallocate(orig, lab.path(QStringLiteral("p")), 256, 16384).isEmpty());
        QString error; // written where it was allocated (a reflink shares written extents only), then copied
        fslab::run(QStringLiteral("dd"),
            {QStringLiteral("if=/dev/urandom"), QStringLiteral("of=") + orig, QStringLiteral("bs=16k"),
                QStringLiteral("count=256"), QStringLiteral("conv=notrunc,fsync"), QStringLiteral("status=none")},
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        fslab::run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), orig, copy}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(fslab::writeSequential(plain, 1 << 20).isEmpty());
        DefragPage page;
        page.show();
        QSignalSpy checked(&page, &DefragPage::checked);
        page.setFiles({copy, plain});
        QVERIFY(checked.wait(20000));
        const DefragQueueModel* queue = page.queue();
        const int copyRow = queue->rowOf(copy), plainRow = queue->rowOf(plain);
        QCOMPARE(text(queue, copyRow, DefragQueueModel::Unshare), formatBytes(256 * 16384));
        QCOMPARE(text(queue, plainRow, DefragQueueModel::Unshare), QStringLiteral("—"));
        QVERIFY(queue->index(copyRow, DefragQueueModel::Unshare)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("Unshare")));
        // The same figure the defrag itself gives.
        DefragOptions dryRun;
        dryRun.dryRun = true;
        const auto dry = defragFile(copy, dryRun, std::atomic<bool>{false});
        QVERIFY2(dry, dry ? "" : qPrintable(dry.error().message()));
        QCOMPARE(formatBytes(dry->unshareSpaceBytes), text(queue, copyRow, DefragQueueModel::Unshare));
    }

    void folderPlannedAndTogether()
    {
        FSLAB_LOOP_FS(lab, fslab::FsType::Ext4, 256);
        const QString tree = lab.path(QStringLiteral("tree"));
        QCOMPARE(fslab::writeScatteredTree(lab.path(QStringLiteral("fill")), tree, 120, 4, 1), QString());
        const QString frozen = tree + QStringLiteral("/d00/f00000");
        QString error;
        fslab::run(QStringLiteral("chattr"), {QStringLiteral("+i"), frozen}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        DefragPage page;
        page.resize(1300, 900);
        page.show();
        QSignalSpy planned(&page, &DefragPage::planned);
        page.planFolder(tree);
        QVERIFY(planned.wait(60000));
        QVERIFY(page.hasTreePlan());
        const DefragQueueModel* queue = page.queue();
        QVERIFY2(queue->rowCount() > 40, qPrintable(QString::number(queue->rowCount())));
        QVERIFY(!page.files().contains(frozen));
        for (int row = 1; row < queue->rowCount(); ++row) {
            QVERIFY(!text(queue, row, DefragQueueModel::Gain).isEmpty());
            QVERIFY(queue->index(row, DefragQueueModel::Gain).data(DefragQueueModel::SortRole).toDouble()
                <= queue->index(row - 1, DefragQueueModel::Gain).data(DefragQueueModel::SortRole).toDouble());
        }
        // The plan's folder and what it leaves out in the first step; what it would buy the page's
        // one message above, once the queue's figures are read.
        QLabel* plan = nullptr;
        for (QLabel* l : page.findChildren<QLabel*>()) {
            if (l->text().contains(QLatin1String("Left out")))
                plan = l;
        }
        QVERIFY(plan && plan->isVisible());
        QVERIFY2(plan->text().contains(QLatin1String("immutable")), qPrintable(plan->text()));
        QTRY_VERIFY(!page.isChecking());
        QTRY_VERIFY2(page.outcome().contains(QLatin1String("can become fewer pieces")), qPrintable(page.outcome()));

        page.setTogether(true, QStringLiteral("dir")); // tar's order: the order the read below takes
        page.setReadRepetitions(0);
        QSignalSpy done(&page, &DefragPage::finished);
        QSignalSpy surveyed(&page, &DefragPage::treeSurveyed);
        page.defragment();
        QVERIFY(done.wait(120000));
        QVERIFY2(done.at(0).at(0).toBool(), qPrintable(page.outcome()));
        QCOMPARE(surveyed.size(), 1);
        // Every file of the folder but the immutable one is laid down: the queue grew by those
        // already in one piece.
        QCOMPARE(page.files().size(), 119);
        QVERIFY2(page.outcome().contains(QLatin1String("119 defragmented")), qPrintable(page.outcome()));
        // Each row's fragments are the run's before and after, as its result says, also once the
        // queue's figures were read again for the files the run added.
        QTRY_VERIFY(!page.isChecking());
        static const QRegularExpression said(QStringLiteral("(\\d+) fragments? before, (\\d+) after"));
        for (int row = 0; row < queue->rowCount(); ++row) {
            const auto m = said.match(text(queue, row, DefragQueueModel::Result));
            QVERIFY2(m.hasMatch(), qPrintable(text(queue, row, DefragQueueModel::Result)));
            QCOMPARE(text(queue, row, DefragQueueModel::Fragments),
                QStringLiteral("%1 → %2").arg(m.captured(1), m.captured(2)));
        }
        // The run ended in its third step, before and after: the folder's maps, the plan's first
        // file compared, and no plan figures left from before the run.
        const auto maps = page.findChildren<DiskMapView*>();
        QCOMPARE(maps.size(), 2);
        for (DiskMapView* map : maps)
            QVERIFY(map->isVisible() && map->cellCount() > 0);
        QVERIFY(plan->isHidden()); // hidden, not only on a tab not shown
        QCOMPARE(page.queueView()->currentIndex().row(), 0);
        int titled = 0;
        for (QLabel* l : page.findChildren<QLabel*>())
            titled += l->text().contains(QLatin1String("seeks")) ? 1 : 0;
        QCOMPARE(titled, 2); // before and after, each with its read
        const QString shot = qEnvironmentVariable("FRAGSCOPE_DEFRAG_TREE_SCREENSHOT");
        if (!shot.isEmpty()) {
            QTest::qWait(200);
            page.grab().save(shot);
        }
        fslab::run(QStringLiteral("chattr"), {QStringLiteral("-i"), frozen}, &error);
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestDefragPage)
#include "tst_defragpage.moc"
