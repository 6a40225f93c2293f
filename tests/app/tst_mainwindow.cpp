// SPDX-License-Identifier: GPL-3.0-or-later
// The window, offscreen, on real files: it opens them on a worker thread, shows as many table rows
// as the map has extents, keeps map, table and plot in step, reports errors in place, and Watch
// redraws only when the layout changed.
#include "extentmapview.h"
#include "extenttablemodel.h"
#include "factspanel.h"
#include "fileinspector.h"
#include "fslab.h"
#include "inspectorpage.h"
#include "layoutplot.h"
#include "mainwindow.h"
#include "testmain.h"

#include <QFile>
#include <QMimeData>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>

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

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("fragscope-tests"));
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
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
