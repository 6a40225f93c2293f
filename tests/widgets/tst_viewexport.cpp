// SPDX-License-Identifier: GPL-3.0-or-later
// Exporting a view: PNG, SVG and PDF files that other readers take back (Qt's image reader, its SVG
// renderer, the PDF's own structure) at the size asked, drawn anew rather than stretched; a bad
// suffix or an unwritable place is an error naming the file and leaves nothing behind.
#include "extentmapview.h"
#include "extents/metrics.h"
#include "layoutplot.h"
#include "viewexport.h"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QStandardItemModel>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

namespace {

ExtentMap fragmented()
{
    ExtentMap m;
    m.path = QStringLiteral("/data/f");
    m.blockSize = 4096;
    for (std::uint64_t i = 0; i < 64; ++i) // every other block far away
        m.extents.push_back(Extent{i * 65536, (i % 2 ? 900ULL << 20 : 10ULL << 20) + i * 65536, 65536, 0});
    m.extents.back().flags = 0x1;
    m.fileSize = 64 * 65536;
    return m;
}

} // namespace

class TestViewExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void formats()
    {
        LayoutPlot plot;
        plot.setMap(std::make_shared<const ExtentMap>(fragmented()));
        plot.resize(600, 400);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        QTemporaryDir dir;
        const QSize size(1200, 800); // twice the view's own

        const QString png = dir.filePath(QStringLiteral("plot.png"));
        auto done = exportView(&plot, png, size);
        QVERIFY2(done, done ? "" : qPrintable(done.error().message()));
        const QImage image(png);
        QCOMPARE(image.size(), size);
        // Drawn, not blank: more than a handful of colours (the axes, the labels, the segments).
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));

        const QString svg = dir.filePath(QStringLiteral("plot.svg"));
        done = exportView(&plot, svg, size);
        QVERIFY(done);
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBox(), QRect(QPoint(), size));

        const QString pdf = dir.filePath(QStringLiteral("plot.pdf"));
        done = exportView(&plot, pdf, size);
        QVERIFY(done);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("/Type /Page\n") || bytes.contains("/Type /Page "));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    }

    // Every map, plot and chart offers both in its context menu.
    void contextMenus()
    {
        LayoutPlot plot;
        ExtentMapView map;
        for (QWidget* view : {static_cast<QWidget*>(&plot), static_cast<QWidget*>(&map)}) {
            QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
            QStringList texts;
            for (QAction* a : view->actions())
                texts << a->text();
            texts.removeOne(QStringLiteral("Replay Read…")); // the map's own (tst_readreplay)
            QCOMPARE(texts, (QStringList{QStringLiteral("Copy as Image"), QStringLiteral("Export Image…")}));
        }
    }

    // Tables: CSV with RFC 4180 quoting, visible columns only, and the selected rows when some are;
    // as text for the clipboard, tab-separated on one line per row.
    void tables()
    {
        QStandardItemModel model(3, 3);
        // A header broken over two lines for a narrow column is one line in a file.
        model.setHorizontalHeaderLabels(
            {QStringLiteral("path\n平均\nレイテンシ"), QStringLiteral("hidden"), QStringLiteral("no\nte")});
        const QStringList paths{QStringLiteral("/a,b"), QStringLiteral("say \"hi\""), QStringLiteral("plain")};
        for (int r = 0; r < 3; ++r) {
            model.setItem(r, 0, new QStandardItem(paths[r]));
            model.setItem(r, 1, new QStandardItem(QStringLiteral("x")));
            model.setItem(r, 2, new QStandardItem(r == 2 ? QStringLiteral("two\nlines") : QString::number(r)));
        }
        QTableView view;
        view.setModel(&model);
        view.setColumnHidden(1, true);
        QCOMPARE(tableText(&view, ',', false),
            QString::fromUtf8("path 平均レイテンシ,no te\n\"/a,b\",0\n\"say \"\"hi\"\"\",1\nplain,\"two\nlines\"\n")
                .toUtf8());
        view.selectionModel()->select(model.index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(
            tableText(&view, '\t', true), QString::fromUtf8("path 平均レイテンシ\tno te\nplain\ttwo lines\n").toUtf8());
        QCOMPARE(tableText(&view, ',', false).count('\n'), 5); // all rows still, for the file
    }

    void refusals()
    {
        ExtentMapView view;
        view.resize(300, 200);
        QTemporaryDir dir;
        const QString gif = dir.filePath(QStringLiteral("map.gif"));
        auto done = exportView(&view, gif);
        QVERIFY(!done);
        QVERIFY2(
            done.error().message().contains(gif) && done.error().message().contains(QLatin1String("png, svg, pdf")),
            qPrintable(done.error().message()));
        QVERIFY(!QFile::exists(gif));
        const QString nowhere = dir.filePath(QStringLiteral("no/such/dir/map.png"));
        done = exportView(&view, nowhere);
        QVERIFY(!done);
        QVERIFY(done.error().message().contains(nowhere));
    }
};

QTEST_MAIN(TestViewExport)
#include "tst_viewexport.moc"
