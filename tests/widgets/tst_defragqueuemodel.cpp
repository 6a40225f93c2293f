// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag queue's model offscreen: under QAbstractItemModelTester through adding, reading,
// sorting, running and removing; unread rows last in either order; each cell as the user reads it.
#include "defragqueuemodel.h"

#include "testmain.h"
#include "util/path.h"
#include "util/units.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QPersistentModelIndex>
#include <QTest>

using namespace fragscope;

namespace {

using Model = DefragQueueModel;

Model::Figures figures(const QString& path, std::uint64_t size, std::uint64_t fragments, std::uint64_t fewest)
{
    Model::Figures f;
    f.path = path;
    f.size = size;
    f.fragments = fragments;
    f.mappedBytes = size;
    f.room = FreeRoom{.known = true, .freeBytes = 1 << 30, .largestFreeBytes = 1 << 20, .fewestPieces = fewest};
    return f;
}

QString cell(const Model& m, int row, int column, int role = Qt::DisplayRole)
{
    return m.index(row, column).data(role).toString();
}

} // namespace

class TestDefragQueueModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passesTheModelTester()
    {
        Model m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(
            m.addPaths({QStringLiteral("/a"), QStringLiteral("/b"), QStringLiteral("/a"), QStringLiteral(" ")}), 0);
        QCOMPARE(m.paths(), (QStringList{QStringLiteral("/a"), QStringLiteral("/b")})); // a path once, blanks not
        QCOMPARE(m.addPaths({QStringLiteral("/b")}), -1);
        QCOMPARE(m.addPaths({QStringLiteral("/c"), QStringLiteral("/d")}), 2);
        m.setFigures(figures(QStringLiteral("/c"), 4096, 9, 1));
        m.setFigures(figures(QStringLiteral("/a"), 8192, 3, 1));
        m.setFigures(figures(QStringLiteral("/gone"), 1, 1, 1)); // removed meanwhile: ignored
        const QPersistentModelIndex a(m.index(0, Model::Result));
        m.sort(Model::Fragments, Qt::DescendingOrder);
        QCOMPARE(m.paths(),
            (QStringList{QStringLiteral("/c"), QStringLiteral("/a"), QStringLiteral("/b"), QStringLiteral("/d")}));
        QCOMPARE(a.row(), 1); // a selection follows its file
        QCOMPARE(m.rowOf(QStringLiteral("/a")), 1);
        m.setAllWaiting();
        m.setRunning(0);
        m.setResult(0, QStringLiteral("ext4: done"), QStringLiteral("done"), Model::Tone::Good, false);
        m.setFragmentsAfter(0, 9, 1);
        QVERIFY(m.removeRows(1, 2));
        QCOMPARE(m.paths(), (QStringList{QStringLiteral("/c"), QStringLiteral("/d")}));
        QVERIFY(!a.isValid());
        QCOMPARE(m.rowOf(QStringLiteral("/d")), 1);
        QCOMPARE(m.rowOf(QStringLiteral("/a")), -1);
        QVERIFY(!m.removeRows(1, 5));
        m.clear();
        QCOMPARE(m.rowCount(), 0);
        QCOMPARE(m.rowOf(QStringLiteral("/c")), -1);
    }

    // Numbers sort as numbers (10 after 9), equal rows keep their order, and a row whose figure is
    // not known yet (not read, unreadable, no plan's gain) goes last whichever the order.
    void unknownLastInEitherOrder()
    {
        Model m;
        m.addPaths({QStringLiteral("/u"), QStringLiteral("/x"), QStringLiteral("/y"), QStringLiteral("/z"),
            QStringLiteral("/e")});
        m.setFigures(figures(QStringLiteral("/x"), 100, 10, 1));
        m.setFigures(figures(QStringLiteral("/y"), 300, 9, 1));
        m.setFigures(figures(QStringLiteral("/z"), 200, 10, 1));
        Model::Figures error;
        error.path = QStringLiteral("/e");
        error.error = QStringLiteral("No such file or directory");
        m.setFigures(error);
        const QStringList unknown{QStringLiteral("/u"), QStringLiteral("/e")};
        m.sort(Model::Fragments, Qt::DescendingOrder);
        QCOMPARE(m.paths(), QStringList({QStringLiteral("/x"), QStringLiteral("/z"), QStringLiteral("/y")}) + unknown);
        m.sort(Model::Fragments, Qt::AscendingOrder);
        QCOMPARE(m.paths(), QStringList({QStringLiteral("/y"), QStringLiteral("/x"), QStringLiteral("/z")}) + unknown);
        m.sort(Model::Size, Qt::AscendingOrder);
        QCOMPARE(m.paths(), QStringList({QStringLiteral("/x"), QStringLiteral("/z"), QStringLiteral("/y")}) + unknown);
        QCOMPARE(m.sortColumn(), int(Model::Size));
        // The gain sorts by seconds for each byte to move; only the planned rows have one.
        m.setGain(m.rowOf(QStringLiteral("/y")), 0.3, 3 << 20, {});
        m.setGain(m.rowOf(QStringLiteral("/z")), 0.2, 1 << 20, {});
        m.sort(Model::Gain, Qt::DescendingOrder);
        QCOMPARE(m.paths().mid(0, 2), (QStringList{QStringLiteral("/z"), QStringLiteral("/y")}));
        m.sort(Model::File, Qt::AscendingOrder);
        QCOMPARE(m.paths(),
            (QStringList{QStringLiteral("/e"), QStringLiteral("/u"), QStringLiteral("/x"), QStringLiteral("/y"),
                QStringLiteral("/z")}));
    }

    void cellsAsTheUserReadsThem()
    {
        Model m;
        const QString odd = pathFromBytes(QByteArray("/tmp/caf\xe9.bin")); // not UTF-8
        m.addPaths({QStringLiteral("/d/big"), QStringLiteral("/d/full"), QStringLiteral("/d/unknown"), odd});
        m.setFigures(figures(QStringLiteral("/d/big"), 5 << 20, 1234, 2));
        m.setFigures(figures(QStringLiteral("/d/full"), 1 << 20, 40, 0));
        Model::Figures unknown = figures(QStringLiteral("/d/unknown"), 4096, 3, 0);
        unknown.room = FreeRoom{};
        unknown.roomUnknown = QStringLiteral("btrfs keeps no map of free extents");
        m.setFigures(unknown);
        QCOMPARE(cell(m, 0, Model::File), QStringLiteral("big"));
        QCOMPARE(cell(m, 0, Model::File, Qt::ToolTipRole), QStringLiteral("/d/big"));
        QCOMPARE(cell(m, 0, Model::Size), formatBytes(5 << 20));
        QCOMPARE(cell(m, 0, Model::Fragments), formatCount(1234));
        QCOMPARE(m.index(0, Model::Fragments).data(Model::SortRole).toDouble(), 1234.0);
        QCOMPARE(cell(m, 0, Model::Best), QStringLiteral("2"));
        QVERIFY(!m.index(0, Model::Best).data(Qt::ForegroundRole).isValid());
        QVERIFY(!cell(m, 0, Model::Best, Qt::ToolTipRole).isEmpty());
        // No room at all, and a file the free space cannot improve: said in red before the run.
        QCOMPARE(cell(m, 1, Model::Best), QStringLiteral("no room"));
        QCOMPARE(m.index(1, Model::Best).data(Qt::ForegroundRole).value<QColor>(), QColor(0xb0, 0x20, 0x20));
        QCOMPARE(cell(m, 2, Model::Best), QStringLiteral("—"));
        QCOMPARE(cell(m, 2, Model::Best, Qt::ToolTipRole), unknown.roomUnknown);
        QCOMPARE(cell(m, 3, Model::File), QStringLiteral("caf\\xe9.bin"));
        QCOMPARE(m.index(3, Model::File).data(Model::PathRole).toString(), odd); // the bytes kept
        QCOMPARE(m.path(3), odd);
        QVERIFY(!m.index(3, Model::Fragments).data(Model::SortRole).isValid());
        QCOMPARE(m.headerData(Model::Best, Qt::Horizontal).toString(), QStringLiteral("At best"));
        QVERIFY(!m.headerData(Model::Gain, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(m.index(0, Model::Size).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
            Qt::AlignRight | Qt::AlignVCenter);
    }

    // A run: every row waits, one runs, results come in; rows the run did not reach say so.
    void aRunsStates()
    {
        Model m;
        m.addPaths({QStringLiteral("/1"), QStringLiteral("/2"), QStringLiteral("/3")});
        m.setAllWaiting();
        QCOMPARE(cell(m, 2, Model::Result), QStringLiteral("waiting"));
        QVERIFY(m.index(2, Model::Result).data(Qt::ForegroundRole).isValid()); // greyed
        m.setRunning(0);
        QCOMPARE(cell(m, 0, Model::Result), QStringLiteral("running…"));
        m.setResult(0, QStringLiteral("ext4: 9 → 1"), QStringLiteral("tip"), Model::Tone::Good, false);
        m.setFragmentsAfter(0, 9, 1);
        m.setSnapshots(0, 4, 5);
        m.setResult(1, QStringLiteral("refused or failed: busy"), QStringLiteral("/2: busy"), Model::Tone::Bad, true);
        m.setNotRun();
        QCOMPARE(cell(m, 0, Model::Fragments), QStringLiteral("9 → 1"));
        QCOMPARE(m.index(0, Model::Result).data(Qt::ForegroundRole).value<QColor>(), QColor(0x1b, 0x7a, 0x3a));
        QCOMPARE(cell(m, 1, Model::Result, Qt::ToolTipRole), QStringLiteral("/2: busy"));
        QCOMPARE(cell(m, 2, Model::Result), QStringLiteral("not run (cancelled)"));
        QVERIFY(!m.failed(0));
        QVERIFY(m.failed(1));
        QCOMPARE(m.snapshots(0), (std::optional<std::pair<int, int>>{{4, 5}}));
        QVERIFY(!m.snapshots(1));
        m.setFigures(figures(QStringLiteral("/1"), 4096, 1, 1)); // read again after the run
        QCOMPARE(cell(m, 0, Model::Fragments), QStringLiteral("9 → 1"));
        m.setAllWaiting(); // a second run starts clean
        QCOMPARE(cell(m, 0, Model::Fragments), QStringLiteral("1"));
        QVERIFY(!m.failed(1));
        QCOMPARE(cell(m, 1, Model::Result), QStringLiteral("waiting"));
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestDefragQueueModel)
#include "tst_defragqueuemodel.moc"
