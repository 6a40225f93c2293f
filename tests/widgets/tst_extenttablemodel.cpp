// SPDX-License-Identifier: GPL-3.0-or-later
#include "extenttablemodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace fragscope;

class TestExtentTableModel : public QObject
{
    Q_OBJECT

    static std::shared_ptr<const ExtentMap> sampleMap()
    {
        auto map = std::make_shared<ExtentMap>();
        map->blockSize = 4096;
        map->fileSize = 30 * 4096;
        map->extents = {{0, 100 * 4096, 10 * 4096, 0}, {10 * 4096, 500 * 4096, 10 * 4096, FIEMAP_EXTENT_UNWRITTEN},
            {20 * 4096, 0, 10 * 4096, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_LAST}};
        return map;
    }

private Q_SLOTS:
    void passesTheModelTester()
    {
        ExtentTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMap(sampleMap());
        QCOMPARE(model.rowCount(), 3);
        model.setMap(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ExtentTableModel::SortRole);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMap(sampleMap());
        proxy.sort(ExtentTableModel::Physical, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, ExtentTableModel::Index).data().toInt(), 1); // physical block 500 first
    }

    void cellsInBlocks()
    {
        ExtentTableModel model;
        model.setMap(sampleMap());
        QCOMPARE(model.index(1, ExtentTableModel::Logical).data().toULongLong(), 10ull);
        QCOMPARE(model.index(1, ExtentTableModel::Physical).data().toULongLong(), 500ull);
        QCOMPARE(model.index(1, ExtentTableModel::Length).data().toULongLong(), 10ull);
        QCOMPARE(model.index(1, ExtentTableModel::Expected).data().toULongLong(), 110ull);
        QVERIFY(!model.index(0, ExtentTableModel::Expected).data().isValid());
        QCOMPARE(model.index(1, ExtentTableModel::Flags).data().toString(), QStringLiteral("unwritten"));
        QCOMPARE(model.index(2, ExtentTableModel::Physical).data().toString(), QStringLiteral("unknown"));
        QCOMPARE(model.index(2, ExtentTableModel::Physical).data(ExtentTableModel::SortRole).toULongLong(), 0ull);
    }

    void copiesRowsAsText()
    {
        ExtentTableModel model;
        model.setMap(sampleMap());
        const QStringList lines = model.rowsAsText({0, 2}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("#\tLogical block")));
        QCOMPARE(lines[1].split(QLatin1Char('\t')).at(2), QStringLiteral("100"));
        QVERIFY(lines[2].endsWith(QStringLiteral("last,unknown_loc,delalloc")));
    }
};

QTEST_GUILESS_MAIN(TestExtentTableModel)
#include "tst_extenttablemodel.moc"
