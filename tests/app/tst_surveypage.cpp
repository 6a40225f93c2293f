// SPDX-License-Identifier: GPL-3.0-or-later
// The survey page on a real tree, offscreen: it fills while the scan runs, its table agrees with the
// files, its exports are what the command line writes; and the job helper drops stale deliveries.
#include "common/backgroundjob.h"
#include "diskmapview.h"
#include "gui/pages/survey/surveypage.h"
#include "report/surveyreport.h"
#include "surveytablemodel.h"
#include "testmain.h"

#include "fslab.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <map>

#include <linux/fiemap.h>

using namespace fragscope;

class TestSurveyPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scansARealTree()
    {
        FSLAB_SCRATCH_DIR(dir, "survey");
        int made = 0;
        for (int d = 0; d < 5; ++d) {
            QDir(dir.path()).mkpath(QStringLiteral("d%1/sub").arg(d));
            for (int i = 0; i < 30; ++i, ++made) {
                QFile f(dir.path() + QStringLiteral("/d%1/sub/f%2").arg(d).arg(i));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QByteArray(1000 * (i + 1), 'x'));
            }
        }
        SurveyPage page;
        page.resize(1200, 800);
        page.show();
        QSignalSpy finished(&page, &SurveyPage::finished);
        page.setPath(dir.path());
        page.start();
        QVERIFY(page.isRunning());
        QVERIFY(finished.wait(20000));
        QVERIFY(!page.isRunning());
        QCOMPARE(page.survey()->totals.files, std::uint64_t(made));
        QVERIFY(page.survey()->complete);
        QCOMPARE(page.model()->rowCount(), made);
        // A folder holds the tree: the disk map has cells (FIEMAP works here) unless the file
        // system cannot report extents.
        if (page.survey()->totals.unmappedFiles == 0)
            QVERIFY(!page.survey()->occupancy.isNull());

        // The table's CSV has a row per row shown; the JSON is the command line's schema.
        const QString csv = dir.path() + QStringLiteral("/out.csv");
        const QString json = dir.path() + QStringLiteral("/out.json");
        QVERIFY(page.exportCsv(csv));
        QVERIFY(page.exportJson(json));
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        QCOMPARE(c.readAll().count('\n'), made + 1);
        QFile j(json);
        QVERIFY(j.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(j.readAll()).object();
        QCOMPARE(o.value(QStringLiteral("format_version")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("files")).toArray().size(), made);

        // Saved and opened again: the same files, figures, histograms and disk map.
        {
            SurveyPage again;
            again.resize(1200, 800);
            again.show();
            QSignalSpy opened(&again, &SurveyPage::opened);
            again.openSurvey(json);
            QVERIFY(opened.wait(20000));
            QVERIFY(opened.first().first().toBool());
            const Survey& a = *page.survey();
            const Survey& b = *again.survey();
            QCOMPARE(b.files.size(), a.files.size());
            QCOMPARE(again.model()->rowCount(), made);
            std::map<QByteArray, const SurveyFile*> byPath;
            for (const SurveyFile& f : a.files)
                byPath[a.pathBytes(f)] = &f;
            for (const SurveyFile& f : b.files) {
                const auto found = byPath.find(b.pathBytes(f));
                QVERIFY2(found != byPath.end(), b.pathBytes(f).constData());
                const SurveyFile& o = *found->second;
                QCOMPARE(f.size, o.size);
                QCOMPARE(f.allocated, o.allocated);
                QCOMPARE(f.fragments, o.fragments);
                QCOMPARE(f.extentRecords, o.extentRecords);
                QCOMPARE(f.e4Now, o.e4Now);
                QCOMPARE(f.e4Best, o.e4Best);
                QCOMPARE(f.firstPhysical, o.firstPhysical);
                QCOMPARE(f.fsFlags, o.fsFlags & ~std::uint32_t(FIEMAP_EXTENT_LAST)); // LAST is not written
            }
            QCOMPARE(b.totals.files, a.totals.files);
            QCOMPARE(b.totals.fragments, a.totals.fragments);
            QCOMPARE(b.totals.e4, a.totals.e4);
            QCOMPARE(b.histograms.fragmentsPerFile, a.histograms.fragmentsPerFile);
            QCOMPARE(b.histograms.extentCount, a.histograms.extentCount);
            QCOMPARE(b.occupancy.isNull(), a.occupancy.isNull());
            if (!a.occupancy.isNull()) {
                const auto viewsA = cellViews(a.occupancy, static_cast<const FreeSpace*>(nullptr));
                const auto viewsB = cellViews(b.occupancy, static_cast<const FreeSpace*>(nullptr));
                QCOMPARE(viewsB.size(), viewsA.size());
                for (std::size_t i = 0; i < viewsA.size(); ++i) {
                    QCOMPARE(int(viewsB[i].state), int(viewsA[i].state));
                    QCOMPARE(b.occupancy.cell(i).owner == OccupancyIndex::kNoOwner,
                        a.occupancy.cell(i).owner == OccupancyIndex::kNoOwner);
                    if (a.occupancy.cell(i).owner != OccupancyIndex::kNoOwner) // the same file owns it
                        QCOMPARE(b.pathBytes(b.files[b.occupancy.cell(i).owner]),
                            a.pathBytes(a.files[a.occupancy.cell(i).owner]));
                }
                QCOMPARE(again.diskMap()->cellCount(), page.diskMap()->cellCount());
            }
            // Not a survey: said, naming the file, and nothing shown changes.
            const QString bad = dir.path() + QStringLiteral("/bad.json");
            QFile badFile(bad);
            QVERIFY(badFile.open(QIODevice::WriteOnly));
            badFile.write("{\"tool\": \"fio\"}");
            badFile.close();
            auto loaded = loadSurveyJson(bad);
            QVERIFY(!loaded);
            QVERIFY2(loaded.error().message().contains(bad), qPrintable(loaded.error().message()));
            QVERIFY2(
                loaded.error().message().contains(QLatin1String("not a survey")), qPrintable(loaded.error().message()));
        }

        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        // Selecting a row and pressing Open asks the window to open that file.
        QSignalSpy open(&page, &SurveyPage::openFileRequested);
        page.table()->selectRow(0);
        QTest::keyClick(page.table(), Qt::Key_Return);
        QCOMPARE(open.size(), 1);
        QVERIFY(QFileInfo(open.first().first().toString()).isFile());
    }

    void staleDeliveriesAreDropped()
    {
        BackgroundJob job;
        int delivered = 0, stale = 0;
        job.start([&](const JobContext& ctx) {
            QThread::msleep(100);
            ctx.post([&] { ++stale; }); // superseded by the time it arrives
        });
        job.start([&](const JobContext& ctx) { ctx.post([&] { ++delivered; }); });
        QSignalSpy finished(&job, &BackgroundJob::finished);
        QVERIFY(finished.wait(5000));
        QTest::qWait(300);
        QCOMPARE(delivered, 1);
        QCOMPARE(stale, 0);
        QCOMPARE(finished.size(), 1); // only the current run finishes
    }

    void progressIsThrottledLatestWins()
    {
        BackgroundJob job;
        QList<int> seen;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start([&](const JobContext& ctx) {
            for (int i = 1; i <= 1000; ++i) {
                ctx.progress([&seen, i] { seen << i; });
                QThread::usleep(500); // 0.5 s in all
            }
            QThread::msleep(250);
        });
        QVERIFY(finished.wait(5000));
        QVERIFY2(seen.size() <= 12, qPrintable(QString::number(seen.size())));
        QVERIFY(!seen.isEmpty());
        QCOMPARE(seen.last(), 1000);
    }

    void cancelReachesTheWork()
    {
        BackgroundJob job;
        bool sawStop = false;
        QSignalSpy finished(&job, &BackgroundJob::finished);
        job.start([&](const JobContext& ctx) {
            for (int i = 0; i < 500 && !ctx.stopped(); ++i)
                QThread::msleep(10);
            sawStop = ctx.stopped();
        });
        job.cancel();
        QVERIFY(finished.wait(5000));
        QVERIFY(sawStop);
        QVERIFY(job.wasCancelled());
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestSurveyPage)
#include "tst_surveypage.moc"
