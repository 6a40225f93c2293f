// SPDX-License-Identifier: GPL-3.0-or-later
// fitColumnsToHeaders: no header cut inside a word, however narrow the table; the spare width
// shared when it is wide; the header tall enough for its wrapped lines.
#include "headerfit.h"

#include <QApplication>
#include <QHeaderView>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QStyle>
#include <QTableView>
#include <QTest>

using namespace fragscope;

class TestHeaderFit : public QObject
{
    Q_OBJECT

    // The widest word of column `c`'s header, as the header's font draws it.
    static int widestWord(const QTableView& table, int c)
    {
        const QFontMetrics metrics(table.horizontalHeader()->font());
        int widest = 0;
        static const QRegularExpression space(QStringLiteral("\\s+"));
        for (const QString& w :
            table.model()->headerData(c, Qt::Horizontal).toString().split(space, Qt::SkipEmptyParts))
            widest = std::max(widest, metrics.horizontalAdvance(w));
        return widest;
    }

private Q_SLOTS:
    void wordsStayWholeAndSpareIsShared_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("narrow") << 300;
        QTest::newRow("benchmark at 1280") << 720;
        QTest::newRow("wide") << 1600;
    }

    void wordsStayWholeAndSpareIsShared()
    {
        QFETCH(int, width);
        // The benchmark's results, headers and one row; a Japanese header broken where the
        // translation says.
        QStandardItemModel model(1, 9);
        model.setHorizontalHeaderLabels(
            {QStringLiteral("Job"), QStringLiteral("Repetition"), QStringLiteral("Read MB/s"),
                QStringLiteral("Read IOPS"), QStringLiteral("Write MB/s"), QStringLiteral("Write IOPS"),
                QStringLiteral("Mean latency"), QStringLiteral("平均\nレイテンシ"), QStringLiteral("CPU (usr+sys)")});
        for (int c = 0; c < 9; ++c)
            model.setItem(
                0, c, new QStandardItem(c == 0 ? QStringLiteral("group 0 (together)") : QStringLiteral("1,006.9")));
        QTableView table;
        table.setModel(&model);
        table.horizontalHeader()->setMinimumSectionSize(10);
        table.horizontalHeader()->setDefaultSectionSize(20); // narrower than every word: only the fit widens them
        table.horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
        fitColumnsToHeaders(&table);
        table.resize(width, 300);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QTRY_VERIFY(table.horizontalHeader()->sectionSize(0) > 20);
        QCoreApplication::processEvents();
        // A word and the header's margins on both sides fit in its column.
        const int margins = 2
            * table.horizontalHeader()->style()->pixelMetric(
                QStyle::PM_HeaderMargin, nullptr, table.horizontalHeader());
        int sum = 0;
        for (int c = 0; c < 9; ++c) {
            const int section = table.horizontalHeader()->sectionSize(c);
            QVERIFY2(section >= widestWord(table, c) + margins,
                qPrintable(
                    QStringLiteral("column %1: %2 px for a word of %3").arg(c).arg(section).arg(widestWord(table, c))));
            sum += section;
        }
        const int viewport = table.viewport()->width();
        if (sum > viewport) { // too narrow: it scrolls, and no column is wider than it needs
            QVERIFY(width < 800);
        } else {
            QCOMPARE(sum, viewport); // the spare shared out, as Stretch would
        }
        // "Mean latency" on two lines where its column is narrower than the phrase.
        const QFontMetrics metrics(table.horizontalHeader()->font());
        if (table.horizontalHeader()->sectionSize(6) < metrics.horizontalAdvance(QStringLiteral("Mean latency")))
            QVERIFY(table.horizontalHeader()->height() >= 2 * metrics.lineSpacing());
    }

    // A column the user dragged keeps its width when the rows change.
    void userWidthsStay()
    {
        QStandardItemModel model(1, 2);
        model.setHorizontalHeaderLabels({QStringLiteral("Job"), QStringLiteral("Mean latency")});
        QTableView table;
        table.setModel(&model);
        fitColumnsToHeaders(&table);
        table.resize(600, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QTRY_VERIFY(table.horizontalHeader()->sectionSize(0) > 100); // the spare shared
        table.horizontalHeader()->resizeSection(0, 77);              // as a drag does
        model.setItem(0, 1, new QStandardItem(QStringLiteral("a longer value than before")));
        QTest::qWait(50);
        QCOMPARE(table.horizontalHeader()->sectionSize(0), 77);
    }
};

QTEST_MAIN(TestHeaderFit)
#include "tst_headerfit.moc"
