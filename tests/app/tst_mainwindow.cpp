// SPDX-License-Identifier: GPL-3.0-or-later
// The window, offscreen, on real files: it opens them on a worker thread, shows as many table rows
// as the map has extents, keeps map, table and plot in step, reports errors in place, and Watch
// redraws only when the layout changed.
#include "bench/engine/runner.h"
#include "bench/results/resultjson.h"
#include "common/hddsettings.h"
#include "extentmapview.h"
#include "extenttablemodel.h"
#include "factspanel.h"
#include "fslab.h"
#include "gui/dialogs/readreplaydialog.h"
#include "gui/gui.h"
#include "gui/mainwindow.h"
#include "gui/pages/benchmark/benchmarkpage.h"
#include "gui/pages/benchmark/jobeditor.h"
#include "gui/pages/defrag/defragpage.h"
#include "gui/pages/inspector/fileinspector.h"
#include "gui/pages/inspector/inspectorpage.h"
#include "gui/pages/lab/labpage.h"
#include "gui/pages/page.h"
#include "gui/pages/survey/surveypage.h"
#include "layoutplot.h"
#include "maplegend.h"
#include "noticebar.h"
#include "readreplay.h"
#include "remembered.h"
#include "report/labreport.h"
#include "report/mapjson.h"
#include "report/session.h"
#include "report/surveyreport.h"
#include "survey/scanner.h"
#include "testmain.h"

#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPalette>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QTreeWidget>

using namespace fragscope;

class TestMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString scattered(const QString& name, int blocks)
    {
        QList<std::uint64_t> at;
        for (int i = 0; i < blocks; ++i)
            at << std::uint64_t(3 * i);
        const QString path = m_dir.filePath(name);
        const QString err = fslab::writeSparse(path, std::uint64_t(3 * blocks) * 4096, at);
        return err.isEmpty() ? path : QString();
    }

    // A result of one sequential read job, as the benchmark history holds them.
    static BenchResult oneRun(const QString& title)
    {
        BenchResult r;
        r.title = title;
        JobSpec job;
        job.name = QStringLiteral("seq");
        r.jobs.push_back(job);
        JobRun run;
        run.job = job.name;
        run.read.ioBytes = 1 << 20;
        run.read.ios = 256;
        run.read.runtimeUs = 1000;
        run.read.clat.samples = run.read.ios; // a latency per I/O, as a run has
        r.runs.push_back(run);
        return r;
    }

    QString save(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("fragscope-tests"));
        QStandardPaths::setTestModeEnabled(true); // autosaves go to the test folders, not the user's
    }

    void opensAFileAndFillsEveryView()
    {
        const QString path = scattered(QStringLiteral("scattered"), 120);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.show();
        window.openFile(path);
        FileInspector* inspector = window.inspector()->current();
        QVERIFY(inspector);
        QTRY_VERIFY_WITH_TIMEOUT(inspector->finishedReads() >= 1, 20000);
        QVERIFY2(inspector->errorText().isEmpty(), qPrintable(inspector->errorText()));
        const auto inspection = inspector->inspection();
        QVERIFY(inspection);
        if (inspection->map.extents.empty())
            QSKIP("the temporary directory's file system reported no extents");
        QCOMPARE(inspector->table()->model()->rowCount(), int(inspection->map.extents.size()));
        QCOMPARE(inspection->map.extents.size(), std::size_t(120));
        QCOMPARE(inspector->reportPanel()->valueOf(QStringLiteral("Extent records")), QStringLiteral("120"));
        QCOMPARE(inspector->layoutPlot()->segmentCount(), 120);
        // The legend names btrfs's addresses as such, and only there.
        QCOMPARE(inspector->legend()->btrfsAddresses(), inspection->fs.magic == kBtrfsMagic);

        // Click on the map: the table follows.
        ExtentMapView* map = inspector->mapView();
        const MapGeometry& g = map->geometryState();
        const Extent& target = inspection->map.extents[60];
        const QPoint p = g.binOrigin(g.binOf(target.logical + target.length / 2)) + QPoint(0, 2);
        QTest::mouseClick(map, Qt::LeftButton, {}, p);
        QCOMPARE(map->selectedExtent(), std::int64_t(60));
        QCOMPARE(inspector->table()->currentIndex().row(), 60);

        // Select in the table: the map follows.
        inspector->table()->selectRow(10);
        QCOMPARE(map->selectedExtent(), std::int64_t(10));
    }

    // View > Read Times On: the same layout's read time on another disk, at once, and back.
    void readTimesOnAnotherDisk()
    {
        const QString path = scattered(QStringLiteral("recost"), 40);
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.openFile(path);
        FileInspector* inspector = window.inspector()->current();
        QVERIFY(inspector);
        QTRY_VERIFY_WITH_TIMEOUT(inspector->finishedReads() >= 1, 20000);
        const QString before = inspector->reportPanel()->valueOf(QStringLiteral("Disk"));
        QVERIFY(!before.isEmpty());
        QAction* nvme = nullptr;
        QAction* own = nullptr;
        for (QAction* a : window.findChildren<QAction*>()) {
            if (a->data().toString() == QStringLiteral("nvme-ssd"))
                nvme = a;
            if (a->isCheckable() && a->data().isValid() && a->data().toString().isEmpty()
                && a->text().startsWith(QStringLiteral("The Disk Under Each File")))
                own = a;
        }
        QVERIFY(nvme && own);
        const int reads = inspector->finishedReads();
        nvme->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(inspector->finishedReads() > reads, 20000);
        QTRY_COMPARE(inspector->reportPanel()->valueOf(QStringLiteral("Disk")), QStringLiteral("NVMe SSD preset"));
        own->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(inspector->reportPanel()->valueOf(QStringLiteral("Disk")), before, 20000);
        QCOMPARE(QSettings().value(QStringLiteral("cost/disk")).toString(), QString());
    }

    void droppedFilesOpenInTabs()
    {
        const QString a = scattered(QStringLiteral("dropped-a"), 3);
        const QString b = scattered(QStringLiteral("dropped-b"), 4);
        MainWindow window;
        window.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(a), QUrl::fromLocalFile(b)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        const auto inspectors = window.inspector()->inspectors();
        QCOMPARE(inspectors.size(), 2);
        QCOMPARE(inspectors[0]->path(), a);
        QCOMPARE(inspectors[1]->path(), b);
    }

    // Everything the tool saves opens where it belongs, with the figures it was saved with: from
    // the command line's list, File ▸ Open and a drop alike (all through openFiles).
    // The window talks to its pages through Page: each has a title, a purpose and a button in that
    // order, and every kind of saved file (but a session, the window's own) opens in exactly one.
    void pagesAreBehindOneInterface()
    {
        MainWindow window;
        const QList<Page*> pages = window.findChildren<Page*>();
        QCOMPARE(pages.size(), 5);
        QStringList titles;
        for (const Page* page : pages) {
            QVERIFY(!page->title().isEmpty());
            QVERIFY(!page->purpose().isEmpty());
            titles << page->title();
        }
        QStringList buttons;
        for (const QToolBar* bar : window.findChildren<QToolBar*>())
            for (const QAction* action : bar->actions())
                if (titles.contains(action->text()))
                    buttons << action->text();
        QCOMPARE(buttons.size(), 5);
        for (SavedKind kind : {SavedKind::Layout, SavedKind::Snapshot, SavedKind::BenchResult, SavedKind::LabRun,
                 SavedKind::Survey, SavedKind::JobFile}) {
            int openers = 0;
            for (const Page* page : pages)
                openers += int(page->savedKinds().contains(kind));
            QVERIFY2(openers == 1, qPrintable(savedKindName(kind)));
        }
    }

    void savedFilesOpenWhereTheyBelong()
    {
        const QString data = scattered(QStringLiteral("saved-data"), 7);
        auto snap = takeSnapshot(data, QStringLiteral("before"));
        QVERIFY2(snap, snap ? "" : qPrintable(snap.error().message()));
        const QString snapshotFile = save(QStringLiteral("snapshot.json"), QJsonDocument(toJson(*snap)).toJson());

        JobSpec job;
        job.name = QStringLiteral("saved");
        job.directory = m_dir.path();
        job.rw = RwMode::Read;
        job.size = 1 << 20;
        const std::atomic<bool> cancel{false};
        const BenchResult bench = runBench({job}, RunOptions{}, cancel);
        QVERIFY2(bench.error.isEmpty(), qPrintable(bench.error));
        const QString resultFile = save(QStringLiteral("result.json"), QJsonDocument(toJson(bench)).toJson());
        const QString jobFile = save(QStringLiteral("job.fio"), "[saved-job]\nrw=randread\nbs=8k\nsize=1m\n");

        ScanOptions scan;
        scan.roots = {m_dir.path()};
        ScanOutcome outcome;
        const Survey survey = runSurvey(scan, &outcome);
        SurveyReportInput in;
        in.survey = &survey;
        for (std::uint32_t i = 0; i < survey.files.size(); ++i)
            in.files.push_back(i);
        in.reopenable = true;
        const QString surveyFile = save(QStringLiteral("survey.json"), surveyJson(in));
        const QString labFile = save(QStringLiteral("lab.json"), QJsonDocument(labToJson(LabResult{})).toJson());
        const QString notOurs = save(QStringLiteral("other.json"), R"({"name": "not a saved kind"})");
        const QString notes = save(QStringLiteral("notes.txt"), "a text file, no result in it\n");
        for (const QString& f : {snapshotFile, resultFile, jobFile, surveyFile, labFile, notOurs, notes})
            QVERIFY(!f.isEmpty());

        MainWindow window;
        window.show();
        QSignalSpy labOpened(window.lab(), &LabPage::opened);
        QSignalSpy surveyOpened(window.surveyPage(), &SurveyPage::opened);
        window.openFiles({snapshotFile, resultFile, jobFile, surveyFile, labFile, notOurs, notes});
        QTRY_COMPARE_WITH_TIMEOUT(window.defrag()->snapshotCount(), 1, 20000);
        const Snapshot& shown = window.defrag()->snapshot(0);
        QCOMPARE(shown.inspection.map.extents, snap->inspection.map.extents);
        QCOMPARE(shown.label, snap->label);

        QTRY_COMPARE_WITH_TIMEOUT(window.benchmark()->historySize(), 1, 20000);
        const auto& run = window.benchmark()->history().front().runs.front();
        QCOMPARE(run.read.ioBytes, bench.runs.front().read.ioBytes);
        QCOMPARE(run.read.ios, bench.runs.front().read.ios);
        QCOMPARE(run.read.iops(), bench.runs.front().read.iops());
        QCOMPARE(window.benchmark()->history().front().series.size(), bench.series.size());

        QTRY_COMPARE_WITH_TIMEOUT(window.benchmark()->editor()->jobs().size(), std::size_t(1), 20000);
        QCOMPARE(window.benchmark()->editor()->jobs().front().name, QStringLiteral("saved-job"));
        QCOMPARE(window.benchmark()->editor()->jobs().front().bs, std::uint64_t(8192));

        QVERIFY(surveyOpened.size() == 1 || surveyOpened.wait(20000));
        QVERIFY(surveyOpened.first().first().toBool());
        QCOMPARE(window.surveyPage()->survey()->files.size(), survey.files.size());

        // An empty lab run is ours but holds no experiment: refused with the reason, nothing shown.
        QVERIFY(labOpened.size() == 1 || labOpened.wait(20000));
        QCOMPARE(labOpened.first().first().toBool(), false);
        QVERIFY(!window.lab()->result());
        QVERIFY2(window.lab()->statusText().contains(labFile), qPrintable(window.lab()->statusText()));

        // JSON that is not ours and text that no importer reads: their layouts, in the inspector.
        QTRY_COMPARE_WITH_TIMEOUT(window.inspector()->inspectors().size(), qsizetype(2), 20000);
        QCOMPARE(window.inspector()->inspectors()[0]->path(), notOurs);
        QCOMPARE(window.inspector()->inspectors()[1]->path(), notes);
        QCOMPARE(window.benchmark()->historySize(), 1);
        QCOMPARE(window.defrag()->snapshotCount(), 1);
    }

    void errorsShowInPlace()
    {
        MainWindow window;
        const QString missing = m_dir.filePath(QStringLiteral("missing"));
        window.openFile(missing);
        FileInspector* inspector = window.inspector()->current();
        QTRY_VERIFY_WITH_TIMEOUT(inspector->finishedReads() >= 1, 20000);
        QCOMPARE(inspector->errorText(), missing + QStringLiteral(": No such file or directory"));
        QVERIFY(!inspector->inspection());
    }

    void watchRedrawsOnlyOnChange()
    {
        const QString path = scattered(QStringLiteral("watched"), 10);
        MainWindow window;
        window.openFile(path);
        FileInspector* inspector = window.inspector()->current();
        QTRY_VERIFY_WITH_TIMEOUT(inspector->finishedReads() >= 1, 20000);
        QCOMPARE(inspector->redrawCount(), 1);
        inspector->setWatchInterval(50);
        inspector->setWatching(true);
        QSignalSpy reads(inspector, &FileInspector::finished);
        QTRY_VERIFY_WITH_TIMEOUT(reads.size() >= 3, 10000);
        QCOMPARE(inspector->redrawCount(), 1); // nothing changed, nothing redrawn

        QVERIFY(fslab::writeSparse(path, 60 * 4096, {40, 45, 50}).isEmpty()); // a new layout
        QTRY_VERIFY_WITH_TIMEOUT(inspector->redrawCount() == 2, 10000);
        QCOMPARE(inspector->table()->model()->rowCount(), int(inspector->inspection()->map.extents.size()));
        inspector->setWatching(false);
    }

    void closingWhileReadingIsSafe()
    {
        const QString path = scattered(QStringLiteral("closing"), 2000);
        MainWindow window;
        window.openFile(path);
        window.inspector()->closeCurrent(); // cancels; the worker ends on its own, delivering nowhere
        QVERIFY(!window.inspector()->current());
    }

    // Closed on the lab page with its splitter moved, the window opens again on the lab page with
    // the splitter where it was; file dialogs open in the folder last chosen for their purpose.
    void windowStateComesBack()
    {
        QSettings().clear();
        QList<int> moved;
        {
            MainWindow window;
            window.restoreWindowState(); // nothing saved: the defaults
            window.show();
            auto* pages = window.findChild<QStackedWidget*>();
            QVERIFY(pages);
            QCOMPARE(pages->currentWidget(), window.inspector());
            window.showLab();
            auto* split = window.lab()->findChild<QSplitter*>();
            QVERIFY(split);
            const int total = split->sizes().value(0) + split->sizes().value(1);
            QVERIFY(total > 100);
            split->setSizes({total / 4, total - total / 4});
            moved = split->sizes();
            Q_EMIT split->splitterMoved(moved.value(0), 1); // as a drag of its handle ends
            QVERIFY(window.close());
        }
        MainWindow again;
        again.restoreWindowState();
        again.show();
        QCOMPARE(again.findChild<QStackedWidget*>()->currentWidget(), again.lab());
        QCOMPARE(again.lab()->findChild<QSplitter*>()->sizes(), moved);

        const QString folder = m_dir.filePath(QStringLiteral("results-here"));
        QVERIFY(QDir().mkpath(folder));
        QCOMPARE(dialogFolder(QStringLiteral("results")), QDir::homePath()); // never chosen
        rememberDialogChoice(QStringLiteral("results"), folder + QStringLiteral("/run.json"));
        QCOMPARE(dialogFolder(QStringLiteral("results")), folder);
        QCOMPARE(dialogPath(QStringLiteral("results"), QStringLiteral("b.json")), folder + QStringLiteral("/b.json"));
        QCOMPARE(dialogFolder(QStringLiteral("jobs")), QDir::homePath()); // each purpose its own
        QVERIFY(QDir(folder).removeRecursively());                        // gone since: not offered
        QCOMPARE(dialogFolder(QStringLiteral("results"), QStringLiteral("/tmp")), QStringLiteral("/tmp"));
        QSettings().clear();
    }

    // The recorded layouts open read-only, say where and when they were recorded, and show the
    // btrfs one first: the picture that explains the idea.
    void recordedLayoutsOpen()
    {
        MainWindow window;
        window.show();
        window.openRecordedLayouts();
        const auto inspectors = window.inspector()->inspectors();
        QCOMPARE(inspectors.size(), 2);
        QCOMPARE(window.inspector()->current(), inspectors[0]);
        for (FileInspector* inspector : inspectors) {
            QVERIFY(inspector->isRecorded());
            QTRY_VERIFY_WITH_TIMEOUT(inspector->finishedReads() >= 1, 20000);
            QVERIFY2(inspector->errorText().isEmpty(), qPrintable(inspector->errorText()));
            QVERIFY(inspector->recordedLabel().startsWith(QLatin1String("Recorded on ")));
            QVERIFY(!inspector->findChild<QCheckBox*>()->isVisibleTo(inspector)); // no Sync, no Watch
        }
        QVERIFY(inspectors[0]->inspection()->report.fragments > 16'000);
        QCOMPARE(inspectors[0]->inspection()->fs.typeName, QStringLiteral("btrfs"));
        QCOMPARE(inspectors[0]->tableModel()->rowCount(), int(inspectors[0]->inspection()->map.extents.size()));
        window.openRecordedLayouts(); // again: the same tabs
        QCOMPARE(window.inspector()->inspectors().size(), 2);

        // Its map's "Replay Read…" replays the read on the disk the model is set to, plays at once,
        // and saves its frames.
        auto* map = inspectors[0]->findChild<ExtentMapView*>();
        QAction* replay = nullptr;
        for (QAction* a : map->actions()) {
            if (a->text().startsWith(QLatin1String("Replay Read")))
                replay = a;
        }
        QVERIFY(replay && replay->isEnabled());
        replay->trigger();
        auto* dialog = window.findChild<ReadReplayDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->view()->scene() != nullptr, 20000);
        QVERIFY(dialog->isPlaying());
        QCOMPARE(dialog->view()->scene()->steps.size(),
            traceHddRead(inspectors[0]->inspection()->map.extents, savedHddParams()).size());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->view()->time() > 0, 5000);
        dialog->setPlaying(false);
        QTemporaryDir frames;
        QSignalSpy saved(dialog, &ReadReplayDialog::framesSaved);
        dialog->exportReplay(frames.path(), false);
        QVERIFY(saved.wait(60000));
        QCOMPARE(QDir(frames.path()).entryList({QStringLiteral("replay-*.png")}).size(), saved.at(0).at(0).toInt());
        QVERIFY(saved.at(0).at(0).toInt() >= 100); // ten a second of a replay lasting about 20 s
        // And as one animated PNG of as many frames, which a PNG reader shows as its first.
        dialog->exportReplay(frames.filePath(QStringLiteral("replay.png")), true);
        QVERIFY(saved.wait(120000));
        QCOMPARE(saved.at(1).at(0).toInt(), saved.at(0).at(0).toInt());
        QCOMPARE(QImage(frames.filePath(QStringLiteral("replay.png"))).size(), QSize(960, 540));
        dialog->close();
    }

    // The first start points to the lab and the survey once; following the hint, or closing it,
    // puts it away for good.
    void firstRunHintShowsOnce()
    {
        QSettings().clear();
        {
            MainWindow window;
            window.restoreWindowState();
            window.show();
            QVERIFY(window.firstRunHint()->isVisible());
            QPushButton* lab = window.firstRunHint()->button(QStringLiteral("Open the Lab"));
            QVERIFY(lab);
            lab->click();
            QVERIFY(!window.firstRunHint()->isVisible());
            QCOMPARE(window.findChild<QStackedWidget*>()->currentWidget(), window.lab());
        }
        MainWindow again;
        again.restoreWindowState();
        again.show();
        QVERIFY(!again.firstRunHint()->isVisible());
        MainWindow notRestored; // screenshots and tests: never
        notRestored.show();
        QVERIFY(!notRestored.firstRunHint()->isVisible());
        QSettings().clear();
    }

    // A session of every kind: saved by one window, opened by another, it holds the same; a
    // damaged one opens nothing.
    void sessionComesBackWhole()
    {
        const QString file = scattered(QStringLiteral("session-file"), 9);
        const QString tree = m_dir.filePath(QStringLiteral("session-tree"));
        QVERIFY(QDir().mkpath(tree));
        QVERIFY(!save(QStringLiteral("session-tree/a"), QByteArray(20000, 'a')).isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("session.json"));
        SessionContent shown;
        {
            MainWindow window;
            window.show();
            window.openFile(file);
            window.openRecordedLayouts();
            window.benchmark()->addToHistory(oneRun(QStringLiteral("a run")));
            Snapshot snap;
            snap.label = QStringLiteral("by hand");
            snap.inspection.map.path = file;
            snap.inspection.map.fileSize = 8192;
            snap.inspection.map.blockSize = 4096;
            snap.inspection.map.extents = {Extent{0, 1 << 20, 8192, 1}};
            snap.inspection.report = computeFragReport(snap.inspection.map, 0);
            window.defrag()->addSessionSnapshots({{snap, std::nullopt}});
            LabResult lab;
            lab.startedAt = QDateTime::fromString(QStringLiteral("2026-12-01T10:00:00.000Z"), Qt::ISODateWithMs);
            lab.finishedAt = lab.startedAt.addSecs(20);
            LabTarget target;
            target.directory = m_dir.path();
            target.file = file;
            target.created.snapshot = snap;
            target.afterWrites.snapshot = snap;
            target.afterWrites.read = Spread{100e6, 100e6, 90e6, 110e6, 5e6, 3};
            lab.targets.push_back(target);
            QVERIFY(window.lab()->showRun(lab, QStringLiteral("made here")));
            LabResult later = lab; // a second experiment of the session: the first stays kept
            later.startedAt = lab.startedAt.addSecs(3600);
            later.targets.front().afterWrites.read->median = 200e6;
            QVERIFY(window.lab()->showRun(later, QStringLiteral("made here")));
            QCOMPARE(window.lab()->earlierRunCount(), 1);
            QVERIFY(window.lab()->showRun(later, QStringLiteral("again"))); // the same one: not listed twice
            QCOMPARE(window.lab()->earlierRunCount(), 1);
            ScanOptions options;
            options.roots = {tree};
            ScanOutcome outcome;
            window.surveyPage()->showSessionSurvey(
                {std::make_shared<const Survey>(runSurvey(options, &outcome)), std::nullopt, QString(), {}},
                QStringLiteral("test"));
            QSignalSpy saved(&window, &MainWindow::sessionSaved);
            window.saveSessionAs(path);
            QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 20000);
            QVERIFY(saved.at(0).at(0).toBool());
            shown = window.sessionContent();
        }
        QCOMPARE(shown.inspectedFiles, QStringList{file});
        QCOMPARE(shown.recordedLayouts.size(), 2);
        QCOMPARE(shown.benchResults.size(), std::size_t(1));
        QCOMPARE(shown.snapshots.size(), std::size_t(1));
        QCOMPARE(shown.surveys.size(), std::size_t(1));
        QCOMPARE(shown.labRuns.size(), std::size_t(2));
        const auto withoutTime = [](QByteArray bytes) {
            const qsizetype at = bytes.indexOf("\"saved_at\":\"");
            return bytes.remove(at, bytes.indexOf('"', at + 12) - at + 1);
        };
        {
            MainWindow again;
            again.show();
            QSignalSpy opened(&again, &MainWindow::sessionOpened);
            again.openFile(path); // File ▸ Open tells a session by its content
            QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
            QVERIFY(opened.at(0).at(0).toBool());
            QCOMPARE(again.benchmark()->historySize(), 1);
            QCOMPARE(again.defrag()->snapshotCount(), 1);
            QCOMPARE(again.inspector()->inspectors().size(), 3);
            QCOMPARE(again.surveyPage()->survey()->files.size(), std::size_t(1));
            QVERIFY(again.lab()->result().has_value());
            QCOMPARE(again.lab()->result()->targets.front().afterWrites.read->median, 200e6); // the last shown
            QCOMPARE(again.lab()->earlierRunCount(), 1);
            QCOMPARE(withoutTime(sessionJson(again.sessionContent())), withoutTime(sessionJson(shown)));
            QVERIFY(again.lab()->showEarlierRun(0)); // the first experiment again; the second kept
            QCOMPARE(again.lab()->result()->targets.front().afterWrites.read->median, 100e6);
            QCOMPARE(again.lab()->earlierRunCount(), 1);
            QCOMPARE(again.sessionContent().labRuns.size(), std::size_t(2));
        }
        // Cut short: nothing of it reaches the pages, and the message says so.
        QFile whole(path);
        QVERIFY(whole.open(QIODevice::ReadOnly));
        const QString cut = save(QStringLiteral("cut-session.json"), whole.readAll().chopped(40));
        MainWindow third;
        third.show();
        QSignalSpy opened(&third, &MainWindow::sessionOpened);
        third.openSession(cut);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
        QVERIFY(!opened.at(0).at(0).toBool());
        QCOMPARE(third.benchmark()->historySize(), 0);
        QCOMPARE(third.inspector()->inspectors().size(), 0);
        QVERIFY2(third.statusBar()->currentMessage().contains(QLatin1String("ends early")),
            qPrintable(third.statusBar()->currentMessage()));
    }

    // The autosave follows every change; a window that ended without closing (its process gone)
    // leaves it, and the next start offers it back; restored, it moves into the new window's own
    // file; a window closed properly keeps its session as the last one.
    void autosaveSurvivesACrash()
    {
        const QString folder
            = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/sessions");
        QDir(folder).removeRecursively();
        const BenchResult r = oneRun(QStringLiteral("kept through a crash"));
        QString crashed;
        {
            MainWindow window;
            window.setAutosave(true);
            QVERIFY(window.autosavePath().startsWith(folder));
            QSignalSpy autosaved(&window, &MainWindow::autosaved);
            window.benchmark()->addToHistory(r);
            QVERIFY(autosaved.wait(10000)); // a moment after the change
            QVERIFY(autosaved.at(0).at(0).toBool());
            auto kept = loadSession(window.autosavePath());
            QVERIFY2(kept, kept ? "" : qPrintable(kept.error().message()));
            QCOMPARE(kept->benchResults.size(), std::size_t(1));
            // As if this process had died: its file under the name of one that is gone.
            QProcess gone;
            gone.start(QStringLiteral("true"));
            QVERIFY(gone.waitForFinished());
            crashed = folder + QStringLiteral("/autosave-%1.json").arg(gone.processId());
            QVERIFY(QFile::copy(window.autosavePath(), crashed));
        }
        QVERIFY(QFileInfo::exists(folder + QStringLiteral("/last-session.json"))); // closed properly
        MainWindow next;
        next.show();
        QSignalSpy offered(&next, &MainWindow::restoreOffered);
        next.setAutosave(true);
        QTRY_COMPARE_WITH_TIMEOUT(offered.count(), 1, 10000);
        QVERIFY(next.restoreOffer()->isVisible());
        QVERIFY2(next.restoreOffer()->text().contains(QLatin1String("1 benchmark result")),
            qPrintable(next.restoreOffer()->text()));
        QSignalSpy autosaved(&next, &MainWindow::autosaved);
        next.restoreOffer()->button(QStringLiteral("Restore"))->click();
        QVERIFY(!next.restoreOffer()->isVisible());
        QCOMPARE(next.benchmark()->historySize(), 1);
        QCOMPARE(next.benchmark()->history().front().title, r.title);
        QTRY_COMPARE_WITH_TIMEOUT(autosaved.count(), 1, 10000);
        QVERIFY(!QFileInfo::exists(crashed)); // now in next's own file
        auto own = loadSession(next.autosavePath());
        QVERIFY(own);
        QCOMPARE(own->benchResults.size(), std::size_t(1));
    }

    // A screen reader names every control and every painted view: its own text, a label's (buddy,
    // form row), or an accessible name given.
    void everythingHasAName()
    {
        MainWindow window;
        window.show();
        window.openFile(scattered(QStringLiteral("named"), 3));
        QStringList nameless;
        for (QWidget* w : window.findChildren<QWidget*>()) {
            const bool control = w->focusPolicy() != Qt::NoFocus;
            const bool painted = w->inherits("fragscope::ExtentMapView") || w->inherits("fragscope::LayoutPlot")
                || w->inherits("fragscope::DiskMapView") || w->inherits("fragscope::TreemapView")
                || w->inherits("fragscope::ThroughputPlot") || w->inherits("fragscope::WriteRatePlot")
                || w->inherits("fragscope::BenchMatrixView") || w->inherits("fragscope::BenchCompareChart")
                || w->inherits("fragscope::MapLegend") || w->inherits("QCustomPlot");
            if (!control && !painted)
                continue;
            if (auto* label = qobject_cast<QLabel*>(w); label && label->text().isEmpty())
                continue; // nothing to read yet
            if (w->inherits("QScrollBar") || w->inherits("QTabBar") || w->inherits("QHeaderView")
                || w->metaObject() == &QScrollArea::staticMetaObject || w->inherits("QTabWidget") // containers
                || w->inherits("QSplitterHandle") || w->inherits("QToolBarExtension")
                || qobject_cast<QAbstractScrollArea*>(w->parentWidget()) // a viewport
                || (w->parentWidget() && w->parentWidget()->inherits("QComboBox"))
                || (w->parentWidget() && w->parentWidget()->inherits("QAbstractSpinBox")))
                continue;
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
            QVERIFY(a);
            QString name = a->text(QAccessible::Name);
            if (name.isEmpty()) // a label that names it (QFormLayout rows, buddies)
                for (const auto& [other, relation] : a->relations(QAccessible::Labelled))
                    name += other->text(QAccessible::Name);
            if (name.trimmed().isEmpty())
                nameless << QStringLiteral("%1 %2 \"%3\" in %4")
                                .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                                    w->toolTip().left(60),
                                    QString::fromLatin1(w->parentWidget()->metaObject()->className()));
        }
        nameless.removeDuplicates();
        for (const QString& n : std::as_const(nameless))
            qWarning("no accessible name: %s", qPrintable(n));
        QVERIFY2(nameless.isEmpty(), qPrintable(QStringLiteral("%1 nameless, listed above").arg(nameless.size())));
    }

    // --dark: the window, its tables and its plots drawn dark, the text light.
    void darkColoursReachEveryView()
    {
        const QPalette before = QApplication::palette();
        QApplication::setPalette(darkPalette());
        {
            MainWindow window;
            window.resize(1000, 700);
            window.show();
            window.showBenchmark();
            QApplication::processEvents();
            const QImage shot = window.grab().toImage();
            QVERIFY2(shot.pixelColor(4, shot.height() - 4).lightness() < 80, "the status bar is not dark");
            QWidget* plot = nullptr; // the live plot's QCustomPlot
            for (QWidget* w : window.benchmark()->findChildren<QWidget*>()) {
                if (!plot && w->inherits("QCustomPlot"))
                    plot = w;
            }
            QVERIFY(plot);
            const QImage drawn = plot->grab().toImage();
            QCOMPARE(drawn.pixelColor(2, 2), darkPalette().color(QPalette::Base));
            auto* table = window.benchmark()->findChild<QTableView*>();
            QVERIFY(table);
            QVERIFY(table->palette().color(QPalette::Base).lightness() < 60);
            QVERIFY(table->palette().color(QPalette::Text).lightness() > 200);
        }
        QApplication::setPalette(before);
    }

    // Help ▸ Keyboard Shortcuts lists the menus', the page bar's and each page's shortcuts; no keys
    // mean two things where both work (Qt then triggers neither: "ambiguous shortcut").
    void shortcutsAreListedAndDistinct()
    {
        MainWindow window;
        window.show();
        window.openFile(scattered(QStringLiteral("for-shortcuts"), 3)); // its tab's buttons too
        const std::vector<ShortcutEntry> all = window.shortcuts();
        const auto find = [&](const QString& name, const QKeySequence& keys) {
            return std::any_of(all.begin(), all.end(),
                [&](const ShortcutEntry& e) { return e.name.startsWith(name) && e.keys == keys; });
        };
        QVERIFY(find(QStringLiteral("Open"), QKeySequence::Open));
        QVERIFY(find(QStringLiteral("Keyboard Shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_Slash)));
        QVERIFY(find(QStringLiteral("Lab"), QKeySequence(Qt::CTRL | Qt::Key_4)));
        QVERIFY(find(QStringLiteral("Run"), QKeySequence(Qt::CTRL | Qt::Key_R)));
        QVERIFY(find(QStringLiteral("Pause"), QKeySequence(Qt::Key_F8)));
        QVERIFY(find(QStringLiteral("Cancel"), QKeySequence(Qt::Key_Escape)));
        QSet<QString> pageScopes;
        for (const ShortcutEntry& e : all) {
            QVERIFY2(!e.name.isEmpty() && !e.keys.isEmpty(), qPrintable(e.scope));
            if (e.scope == QLatin1String("Inspector") || e.scope == QLatin1String("Benchmark")
                || e.scope == QLatin1String("Defrag") || e.scope == QLatin1String("Lab")
                || e.scope == QLatin1String("Survey"))
                pageScopes.insert(e.scope);
        }
        QCOMPARE(pageScopes.size(), 5);
        // Window-wide keys (menus, pages) are each one action; a page's own keys clash neither with
        // them nor with each other.
        QHash<QKeySequence, QString> global;
        for (const ShortcutEntry& e : all) {
            if (pageScopes.contains(e.scope))
                continue;
            QVERIFY2(!global.contains(e.keys) || global.value(e.keys) == e.name,
                qPrintable(QStringLiteral("%1: %2 and %3").arg(e.keys.toString(), global.value(e.keys), e.name)));
            global.insert(e.keys, e.name);
        }
        for (const QString& scope : std::as_const(pageScopes)) {
            QHash<QKeySequence, QString> own;
            for (const ShortcutEntry& e : all) {
                if (e.scope != scope)
                    continue;
                QVERIFY2(!global.contains(e.keys),
                    qPrintable(
                        QStringLiteral("%1 on %2 is also %3").arg(e.keys.toString(), scope, global.value(e.keys))));
                QVERIFY2(!own.contains(e.keys) || own.value(e.keys) == e.name,
                    qPrintable(QStringLiteral("%1 on %2: %3 and %4")
                                   .arg(e.keys.toString(), scope, own.value(e.keys), e.name)));
                own.insert(e.keys, e.name);
            }
        }

        // The dialog shows them by scope; the filter keeps only what matches.
        showShortcutsDialog(&window, all);
        auto* tree = window.findChild<QTreeWidget*>(QStringLiteral("shortcutTree"));
        QVERIFY(tree);
        int rows = 0;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            rows += tree->topLevelItem(g)->childCount();
        QCOMPARE(rows, int(all.size()));
        auto* filter = tree->parentWidget()->findChild<QLineEdit*>();
        filter->setText(QStringLiteral("F8"));
        int shown = 0;
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i)
                shown += !tree->topLevelItem(g)->child(i)->isHidden();
        }
        QCOMPARE(shown, 2); // Pause, on the lab page and on the defrag page
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
