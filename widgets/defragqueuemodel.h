// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/freespace.h"
#include "relayout/preview.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>
#include <vector>

namespace fragscope {

// The defrag page's queue: the files in the order they will run (a path once), each with the
// figures read before anything runs — size, fragments as filefrag counts them, the fewest pieces
// today's free space allows, the read time now and after on the cost disk, the time it gains — and
// its run's state and result, with the cold read measured after beside the model's. Sorting moves
// the rows themselves, so row order is run order; numbers sort as numbers and a row whose figure
// is not known yet goes last in either order.
class DefragQueueModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { File, Size, Fragments, Best, Unshare, Read, Gain, Result, ColumnCount };
    enum Role {
        PathRole = Qt::UserRole + 1,
        SortRole, // the number a column sorts by; none while unknown
    };
    // How a result reads: plain, not yet (greyed), done well (green), failed (red).
    enum class Tone { Plain, Pending, Good, Bad };

    // A file's figures before anything runs, read on a worker.
    struct Figures
    {
        QString path;
        QString error; // the file could not be read; the rest is unset
        std::uint64_t size = 0;
        std::uint64_t fragments = 0;
        std::uint64_t mappedBytes = 0;
        FreeRoom room;
        QString roomUnknown; // why the room is not known
        // Shared with other files or snapshots (btrfs, XFS): the bytes a defrag would copy apart
        // and the space that takes (defrag's UnshareCost).
        std::uint64_t sharedBytes = 0;
        std::uint64_t unshareSpaceBytes = 0;
        // What defragmenting it buys on `disk` (the cost disk's description), when it could be read.
        std::optional<DefragPreview> preview;
        QString disk;
    };

    explicit DefragQueueModel(QObject* parent = nullptr);

    // Appends the paths not queued yet; returns the row of the first appended, or -1.
    int addPaths(const QStringList& paths);
    void clear();
    QStringList paths() const; // in row order: the order they run in
    QString path(int row) const { return m_rows.at(std::size_t(row)).path; }
    int rowOf(const QString& path) const { return m_index.value(path, -1); }
    int sortColumn() const { return m_sortColumn; }

    void setFigures(const Figures& figures);
    // The previews of the rows that have one, summed.
    PreviewTotals previewTotals() const;
    QString previewDisk() const; // the disk the first preview is on (its description)
    // After a run: the cold read measured and the model's read of the layout after, in seconds.
    void setReadCheck(int row, double measuredSeconds, double modelSeconds);
    // A folder plan's gain: the seconds its read would save, per byte to move when sorted (a row's
    // preview, when it has one, says it for the free space there is).
    void setGain(int row, double seconds, std::uint64_t bytes, const QString& toolTip);
    // Every row waits for the run; a row's run starts; rows still waiting were not run.
    void setAllWaiting();
    void setRunning(int row);
    void setNotRun();
    void setResult(int row, const QString& text, const QString& toolTip, Tone tone, bool failed);
    // The run's fragments before and after: shown until the next run, whatever is read meanwhile.
    void setFragmentsAfter(int row, std::uint64_t before, std::uint64_t after);
    bool failed(int row) const { return m_rows.at(std::size_t(row)).failed; }
    // The indices of a row's before and after snapshots, once its run made them.
    void setSnapshots(int row, int before, int after);
    std::optional<std::pair<int, int>> snapshots(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    enum class State { Idle, Waiting, Running, Done };
    struct Row
    {
        QString path;
        Figures figures;
        bool read = false;                                            // figures arrived without an error
        std::optional<std::pair<std::uint64_t, std::uint64_t>> moved; // fragments before and after the run
        std::optional<std::pair<double, double>> readCheck;           // measured, model: after a run
        std::optional<double> gainSeconds;
        double gainPerByte = 0;
        QString gainTip;
        State state = State::Idle;
        QString result, resultTip;
        Tone tone = Tone::Plain;
        bool failed = false;
        int before = -1, after = -1;
    };
    QVariant display(const Row& r, int column) const;
    static QString readText(const Row& r);
    QVariant toolTip(const Row& r, int column) const;
    QVariant foreground(const Row& r, int column) const;
    std::optional<double> sortKey(const Row& r, int column) const;
    void changed(int row, int first, int last);
    void reindex();

    std::vector<Row> m_rows;
    QHash<QString, int> m_index; // path → row
    int m_sortColumn = -1;
};

} // namespace fragscope
