// SPDX-License-Identifier: GPL-3.0-or-later
// The survey's drawing geometry and models: Hilbert and linear cell positions, the squarified
// treemap, the occupancy index, and the table model under QAbstractItemModelTester.
#include "colormap.h"
#include "diskmapgeometry.h"
#include "diskmapview.h"
#include "survey/occupancy.h"
#include "survey/survey.h"
#include "surveytablemodel.h"
#include "testmain.h"
#include "treemapview.h"
#include "util/path.h"
#include "util/units.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

#include <set>

using namespace fragscope;

class TestSurveyWidgets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hilbertIsABijectionOfNeighbours_data()
    {
        QTest::addColumn<int>("side");
        for (int s : {1, 2, 4, 8, 64, 256})
            QTest::addRow("%d", s) << s;
    }
    void hilbertIsABijectionOfNeighbours()
    {
        QFETCH(int, side);
        std::set<std::pair<int, int>> seen;
        QPoint prev;
        for (std::uint64_t d = 0; d < std::uint64_t(side) * side; ++d) {
            const QPoint p = DiskMapGeometry::hilbertPoint(std::uint32_t(side), d);
            QVERIFY(p.x() >= 0 && p.y() >= 0 && p.x() < side && p.y() < side);
            QVERIFY(seen.insert({p.x(), p.y()}).second);
            QCOMPARE(DiskMapGeometry::hilbertIndex(std::uint32_t(side), p), d);
            // Consecutive addresses are neighbouring cells: the curve never jumps.
            if (d > 0)
                QCOMPARE((p - prev).manhattanLength(), 1);
            prev = p;
        }
        QCOMPARE(seen.size(), std::size_t(side) * std::size_t(side));
    }

    void geometryMapsCellsBothWays_data()
    {
        QTest::addColumn<int>("layout");
        QTest::addColumn<int>("cells");
        QTest::addColumn<int>("side");
        QTest::newRow("linear 65536") << int(DiskMapGeometry::Layout::Linear) << 65536 << 256;
        QTest::newRow("linear 1000") << int(DiskMapGeometry::Layout::Linear) << 1000 << 32;
        QTest::newRow("hilbert 65536") << int(DiskMapGeometry::Layout::Hilbert) << 65536 << 256;
        QTest::newRow("hilbert 5") << int(DiskMapGeometry::Layout::Hilbert) << 5 << 4;
    }
    void geometryMapsCellsBothWays()
    {
        QFETCH(int, layout);
        QFETCH(int, cells);
        QFETCH(int, side);
        DiskMapGeometry g{DiskMapGeometry::Layout(layout), std::size_t(cells)};
        QCOMPARE(int(g.side()), side);
        for (int c = 0; c < cells; c += std::max(1, cells / 997))
            QCOMPARE(g.cellAt(g.position(std::size_t(c))), std::ptrdiff_t(c));
        QCOMPARE(g.cellAt(QPoint(-1, 0)), std::ptrdiff_t(-1));
        QCOMPARE(g.cellAt(QPoint(side, 0)), std::ptrdiff_t(-1));
        if (layout == int(DiskMapGeometry::Layout::Linear)) {
            QCOMPARE(g.position(std::size_t(side)), QPoint(0, 1)); // row by row
            if (cells < side * side)
                QCOMPARE(g.cellAt(QPoint(side - 1, side - 1)), std::ptrdiff_t(-1)); // past the last cell
        }
    }

    void squarifiedAreasAreProportional()
    {
        const std::vector<double> weights{6, 6, 4, 3, 2, 2, 1};
        const QRectF r(0, 0, 600, 400);
        const auto rects = squarify(weights, r);
        double total = 0;
        for (double w : weights)
            total += w;
        for (std::size_t i = 0; i < rects.size(); ++i) {
            QVERIFY(r.adjusted(-0.01, -0.01, 0.01, 0.01).contains(rects[i]));
            const double area = rects[i].width() * rects[i].height();
            QVERIFY(std::abs(area - weights[i] / total * 240000) < 1);
            for (std::size_t j = 0; j < i; ++j) {
                const QRectF overlap = rects[i].intersected(rects[j]);
                QVERIFY(overlap.width() * overlap.height() < 0.01);
            }
            // Squarified: no sliver worse than 1:4 for this classic example.
            const double ratio = std::max(rects[i].width() / rects[i].height(), rects[i].height() / rects[i].width());
            QVERIFY2(ratio < 4, qPrintable(QString::number(ratio)));
        }
    }

    // The treemap's colour: the share of the read time lost, calm blue for none, through yellow,
    // to red for most of it; a file without read times (an old saved survey) by its runs per MiB.
    void treemapColoursByTimeLost()
    {
        SurveyFile whole;
        whole.readSeconds = 1.0f;
        whole.physicalRuns = 1;
        SurveyFile some = whole, most = whole;
        some.lostSeconds = 0.1f;
        most.lostSeconds = 0.9f;
        const QColor blue = TreemapView::colorOf(whole);
        QCOMPARE(blue, lostShareColor(0));
        QVERIFY(TreemapView::colorOf(some).hueF() < blue.hueF()); // warmer
        QVERIFY(TreemapView::colorOf(most).hueF() < TreemapView::colorOf(some).hueF());
        QVERIFY(TreemapView::colorOf(most).hueF() < 0.05); // red
        SurveyFile old;
        old.allocated = 1 << 20;
        old.physicalRuns = 3;
        QCOMPARE(TreemapView::colorOf(old), TreemapView::colorForRunsPerMiB(old.runsPerMiB()));
    }

    // A folder's tooltip says its read as tar reads it and what its files lose, once the page has
    // worked them out; before, only its path. A file's says its own.
    void treemapFolderTooltipSaysItsRead()
    {
        Survey survey;
        SurveyBatch batch;
        batch.dirs.emplace_back(0, QByteArray("/data"));
        batch.dirs.emplace_back(1, QByteArray("/data/sub"));
        for (int i = 0; i < 4; ++i) {
            SurveyFile f;
            f.name = QByteArray("f") + QByteArray::number(i);
            f.dir = i < 2 ? 0 : 1;
            f.size = f.allocated = 1 << 20;
            f.readSeconds = 0.25f;
            batch.files.push_back(f);
        }
        survey.add(std::move(batch));
        TreemapView map;
        map.resize(400, 300);
        map.show();
        map.setSurvey(&survey);
        // Every point's tooltip, as the widget answers a QHelpEvent there.
        const auto tooltips = [&map] {
            QStringList seen;
            for (int y = 2; y < map.height(); y += 4) {
                for (int x = 2; x < map.width(); x += 16) {
                    QHelpEvent help(QEvent::ToolTip, QPoint(x, y), map.mapToGlobal(QPoint(x, y)));
                    QApplication::sendEvent(&map, &help);
                    if (!QToolTip::text().isEmpty() && !seen.contains(QToolTip::text()))
                        seen << QToolTip::text();
                }
            }
            QToolTip::hideText();
            return seen;
        };
        const QStringList before = tooltips();
        QVERIFY2(before.contains(QStringLiteral("/data/sub")), qPrintable(before.join(u'|')));
        const QHash<QByteArray, FolderSeconds> reads{
            {QByteArray("/data"), FolderSeconds{0.75, 0.5}}, {QByteArray("/data/sub"), FolderSeconds{0.4, 0.4}}};
        map.setFolderCosts(directoryCosts(survey, reads));
        const QStringList after = tooltips();
        const QString sub = QStringLiteral("/data/sub\n")
            + TreemapView::tr(
                "%n file(s), read as tar reads the folder in %1; its files lose %2 to fragmentation", nullptr, 2)
                  .arg(formatSeconds(0.4), formatSeconds(0.0));
        QVERIFY2(after.contains(sub), qPrintable(after.join(u'|')));
        // A new survey lets the old one's costs go.
        Survey other = survey;
        map.setSurvey(&other);
        QVERIFY(!tooltips().contains(sub));
    }

    void occupancyCountsEveryByteAndGrows()
    {
        OccupancyIndex index;
        index.reset(0, 1 << 20, 256, 4096); // 4 KiB cells
        QCOMPARE(index.cellCount(), std::size_t(256));
        QCOMPARE(index.cellBytes(), std::uint64_t(4096));
        index.add(4096 * 10 + 100, 8192, 7, true, false);
        QCOMPARE(index.cell(10).usedBytes, std::uint64_t(3996));
        QCOMPARE(index.cell(11).usedBytes, std::uint64_t(4096));
        QCOMPARE(index.cell(12).usedBytes, std::uint64_t(100));
        QCOMPARE(index.cell(11).owner, 7u);
        QVERIFY(index.cell(11).fragmentedBytes == 4096);
        // Beyond the span: the cells double until it fits, and nothing is lost.
        index.add(std::uint64_t(3) << 20, 4096, 8, false, true);
        QVERIFY(index.end() > (std::uint64_t(3) << 20));
        std::uint64_t used = 0;
        for (std::size_t i = 0; i < index.cellCount(); ++i)
            used += index.cell(i).usedBytes;
        QCOMPARE(used, std::uint64_t(8192 + 4096));
        QCOMPARE(index.cellCount(), std::size_t(256));
        const auto views = cellViews(index, nullptr);
        QCOMPARE(views[index.cellOf(4096 * 11)].state, CellState::Fragmented);
        QCOMPARE(views[index.cellOf(std::uint64_t(3) << 20)].state, CellState::Shared);
        QCOMPARE(views[200].state, CellState::Free);
    }

    // What a cell of file data shows: mostly bytes no file references, then mostly shared data,
    // then a file in pieces, then data in one piece.
    void cellStateOfFileData()
    {
        OccupancyIndex index;
        index.reset(0, 16 * 4096, 16, 4096);
        index.add(0, 4096, 1, true, true); // a fragmented file's shared extent: shared
        index.add(4096, 1024, 1, true, true);
        index.add(5120, 3072, 2, true, false); // a quarter shared, the rest a fragmented file's
        index.add(8192, 1024, 3, false, false);
        index.add(9216, 3072, 3, false, false, true); // three quarters referenced by no file
        index.add(12288, 4096, 4, false, false);
        const auto views = cellViews(index, nullptr);
        QCOMPARE(views[0].state, CellState::Shared);
        QCOMPARE(views[1].state, CellState::Fragmented);
        QCOMPARE(views[2].state, CellState::Unreferenced);
        QCOMPARE(views[3].state, CellState::Contiguous);
        QCOMPARE(index.cell(2).owner, 3u); // the unreferenced bytes own nothing
    }

    // The disk map by time lost: a cell takes its main owner's share of the read lost; the map
    // paints a full cell in the treemap's colour for it, and by kind when asked or not costed.
    void diskMapColoursByTimeLost()
    {
        Survey survey;
        survey.files.resize(3);
        survey.files[0].readSeconds = 2.0f; // half its read lost
        survey.files[0].lostSeconds = 1.0f;
        survey.files[1].readSeconds = 1.0f; // in one piece: nothing lost
        // files[2] has no read time (an old saved survey)
        survey.occupancy.reset(0, 4 * 4096, 4, 4096);
        survey.occupancy.add(0, 4096, 0, true, false);
        survey.occupancy.add(4096, 4096, 1, false, false);
        survey.occupancy.add(8192, 4096, 2, false, false);
        const auto views = costedCellViews(survey, spaceCells(survey.occupancy.grid(), nullptr));
        QCOMPARE(views[0].lostShare, 0.5f);
        QCOMPARE(views[1].lostShare, 0.0f);
        QVERIFY(views[2].lostShare < 0 && views[3].lostShare < 0);

        DiskMapView map;
        map.resize(200, 200);
        map.setLayout(DiskMapGeometry::Layout::Linear);
        map.setCells(views, 0, 4096);
        const auto colourOf = [&map](std::ptrdiff_t cell) {
            const QImage image = map.grab().toImage();
            for (int y = 8; y < map.height() - 8; y += 4) // a point well inside the cell
                for (int x = 8; x < map.width() - 8; x += 4)
                    if (map.cellAtWidgetPos(QPointF(x - 8, y - 8)) == cell
                        && map.cellAtWidgetPos(QPointF(x + 8, y + 8)) == cell)
                        return image.pixelColor(x, y);
            return QColor();
        };
        QCOMPARE(map.colouring(), DiskMapView::Colouring::Kind);
        QCOMPARE(colourOf(0).rgb(), DiskMapView::stateColor(CellState::Fragmented).rgb());
        map.setColouring(DiskMapView::Colouring::TimeLost);
        QCOMPARE(colourOf(0).rgb(), lostShareColor(0.5).rgb());
        QCOMPARE(colourOf(1).rgb(), lostShareColor(0).rgb());
        QCOMPARE(colourOf(2).rgb(), DiskMapView::stateColor(CellState::Contiguous).rgb()); // no read time: by kind
        // The legend names every colour the map can show: the ramp, and the cells drawn by kind.
        const QString legend = DiskMapView::legendHtml(DiskMapView::Colouring::TimeLost);
        for (const QColor& c : {lostShareColor(0), lostShareColor(0.9),
                 DiskMapView::stateColor(CellState::Unreferenced), DiskMapView::stateColor(CellState::Metadata)})
            QVERIFY2(legend.contains(c.name()), qPrintable(c.name()));
    }

    void cellStatesFollowTheFreeSpaceMap()
    {
        OccupancyIndex index;
        index.reset(0, 64 * 4096, 64, 4096);
        index.add(0, 4096, 1, false, false);
        FreeSpace space;
        space.metadata.push_back(SpaceRange{4096, 4096});
        space.free.push_back(SpaceRange{3 * 4096, 61 * 4096});
        const auto views = cellViews(index, &space);
        QCOMPARE(views[0].state, CellState::Contiguous);
        QCOMPARE(views[1].state, CellState::Metadata);
        QCOMPARE(views[2].state, CellState::Other); // neither free nor a file the scan saw
        QCOMPARE(views[3].state, CellState::Free);
        QCOMPARE(views[0].used, 1.0f);
    }

    void tableModelStreamsSortsAndFilters()
    {
        Survey survey;
        SurveyTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSurvey(&survey);
        SurveyBatch batch;
        batch.dirs.emplace_back(0, QByteArray("/data"));
        for (int i = 0; i < 100; ++i) {
            SurveyFile f;
            f.name = QByteArray("f") + QByteArray::number(i);
            f.physicalRuns = std::uint32_t(i % 10 + 1);
            f.fragments = 2 * f.physicalRuns; // filefrag's count may be more (compressed extents)
            f.size = f.allocated = std::uint64_t(i) * 4096;
            batch.files.push_back(f);
        }
        survey.add(std::move(batch));
        model.filesAdded();
        QCOMPARE(model.rowCount(), 100);
        model.sort(SurveyTableModel::Fragments, Qt::DescendingOrder);
        QCOMPARE(model.index(0, SurveyTableModel::Fragments).data().toInt(), 20);
        QCOMPARE(model.index(99, SurveyTableModel::Fragments).data().toInt(), 2);
        model.sort(SurveyTableModel::Runs, Qt::DescendingOrder);
        QCOMPARE(model.index(0, SurveyTableModel::Runs).data().toInt(), 10);
        model.setFilter(QStringLiteral("f1"), 0, 0); // f1, f10..f19
        QCOMPARE(model.rowCount(), 11);
        model.setFilter({}, 0, 10); // at least 10 physical runs
        QCOMPARE(model.rowCount(), 10);
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(survey.files[model.fileIndex(r)].physicalRuns, 10u);
        QCOMPARE(model.index(0, SurveyTableModel::Path).data().toString().left(7), QStringLiteral("/data/f"));
        // Surveyed from /data: the rows say the path from there, the tooltip the whole of it.
        survey.roots = {QStringLiteral("/data")};
        QCOMPARE(model.index(0, SurveyTableModel::Path).data().toString().left(1), QStringLiteral("f"));
        QCOMPARE(
            model.index(0, SurveyTableModel::Path).data(Qt::ToolTipRole).toString().left(7), QStringLiteral("/data/f"));
        survey.roots.clear();
        // Rows that arrive later are appended, filtered as the rest.
        SurveyBatch more;
        SurveyFile g;
        g.name = "g";
        g.physicalRuns = 50;
        more.files.push_back(g);
        survey.add(std::move(more));
        model.filesAdded();
        QCOMPARE(model.rowCount(), 11);
        QCOMPARE(model.rowOf(100), 10);
    }

    void invalidUtf8NamesAreShownEscaped()
    {
        bool escaped = false;
        QCOMPARE(displayPath(QByteArray("/d/caf\xc3\xa9"), &escaped), QStringLiteral("/d/café"));
        QVERIFY(!escaped);
        QCOMPARE(displayPath(QByteArray("/d/a\xff"
                                        "b\\"),
                     &escaped),
            QStringLiteral("/d/a\\xffb\\\\"));
        QVERIFY(escaped);
    }

    // Unicode's table of well-formed UTF-8: what is outside it is shown as bytes, and every name
    // comes back as the bytes it was.
    void onlyWellFormedUtf8IsText_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("shown");
        QTest::newRow("two bytes") << QByteArray("\xc3\xa9") << QStringLiteral("\u00e9");
        QTest::newRow("overlong two") << QByteArray("\xc0\xaf") << QStringLiteral("\\xc0\\xaf");
        QTest::newRow("overlong three") << QByteArray("\xe0\x80\xaf") << QStringLiteral("\\xe0\\x80\\xaf");
        QTest::newRow("last before surrogates") << QByteArray("\xed\x9f\xbf") << QStringLiteral("\ud7ff");
        QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << QStringLiteral("\\xed\\xa0\\x80");
        QTest::newRow("euro") << QByteArray("\xe2\x82\xac") << QStringLiteral("\u20ac");
        QTest::newRow("cut short") << QByteArray("\xe2\x82") << QStringLiteral("\\xe2\\x82");
        QTest::newRow("four bytes") << QByteArray("\xf0\x9f\x92\x80") << QString::fromUcs4(U"\U0001F480");
        QTest::newRow("last code point") << QByteArray("\xf4\x8f\xbf\xbf") << QString::fromUcs4(U"\U0010FFFF");
        QTest::newRow("past U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << QStringLiteral("\\xf4\\x90\\x80\\x80");
        QTest::newRow("lone continuation") << QByteArray("a\x80") << QStringLiteral("a\\x80");
    }

    void onlyWellFormedUtf8IsText()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, shown);
        QCOMPARE(displayPath(bytes), shown);
        QCOMPARE(pathBytes(pathFromBytes(bytes)), bytes);
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestSurveyWidgets)
#include "tst_surveywidgets.moc"
