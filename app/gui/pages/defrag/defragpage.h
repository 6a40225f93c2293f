// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "defrag/defrag.h"
#include "defragqueuemodel.h"
#include "gui/pages/page.h"
#include "report/session.h"
#include "report/snapshotcompare.h"

#include <QWidget>

#include <array>
#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTreeView;

namespace fragscope {

class HistoryPicker;
class DiskMapView;

class BackgroundJob;
class CompareView;

// Defragment a queue of files, worst first, each with its result, and see any file's before and
// after side by side; or take snapshots by hand and compare any two. The queue shows each file's
// fragments and what the free space allows before anything runs. A folder comes with a plan (the
// files worst first by the disk model's gain for each byte moved, those that cannot improve said
// and left out), may be laid down together (ext4), and shows the tree's disk map before and after.
// Everything that reads or writes runs through BackgroundJob; Pause (F8) holds between files,
// Cancel (Esc) stops between chunks, and the file is whole whenever it stops.
class DefragPage : public Page
{
    Q_OBJECT
public:
    explicit DefragPage(QWidget* parent = nullptr);
    ~DefragPage() override;

    // The queue becomes these files, in this order (the survey sends them worst first).
    void setFiles(const QStringList& paths);
    void setFile(const QString& path) { setFiles({path}); }
    // Plans a folder on a worker (a survey of it): the queue becomes the files the plan runs, in
    // its order; planned() when done.
    void planFolder(const QString& folder);
    // The same for files a survey selected (their plan, their disk map before and after).
    void planFiles(const QStringList& paths);
    bool hasTreePlan() const;
    // Lay the folder's files down together (ext4) in this order: "dir", "name", or a list file.
    void setTogether(bool together, const QString& order = QStringLiteral("dir"));
    // Adds files not queued yet; the queue stays sorted worst first unless the user sorted it.
    void addFiles(const QStringList& paths);
    QStringList files() const; // in the order they will run
    void setReadRepetitions(int n);
    bool isBusy() const { return m_busy; }
    bool isChecking() const;
    int snapshotCount() const { return int(m_snapshots.size()); }
    const Snapshot& snapshot(int index) const { return m_snapshots.at(std::size_t(index)).snapshot; }
    CompareView* compareView() const { return m_compare; }
    QTreeView* queueView() const { return m_queue; }
    DefragQueueModel* queue() const { return m_queueModel; }
    QString outcome() const;
    // A saved snapshot, a map listing (which file is asked when several) or a defrag result (its
    // before and after), read off the GUI thread and added to the snapshots.
    void openSnapshot(const QString& path) { loadSnapshotFrom(path, {}); }
    // What the session keeps, and adds back.
    const std::vector<SessionSnapshot>& sessionSnapshots() const { return m_snapshots; }
    void addSessionSnapshots(const std::vector<SessionSnapshot>& snapshots);

    QString title() const override;
    QString purpose() const override;
    void saveSession(SessionContent& c) const override;
    QStringList restoreSession(const SessionContent& c, const QString& origin) override;
    QList<SavedKind> savedKinds() const override { return {SavedKind::Snapshot}; }
    void openSaved(const QString& path, SavedKind kind) override;

public Q_SLOTS:
    void defragment(bool dryRun = false);
    void takeSnapshot();
    void cancel();
    void compare(int a, int b);
    void showComparison(int a, int b);
    // The disk model's figures changed: the comparison is computed again.
    void refreshHddModel();

    // The file selected in the queue (else its first), or empty.
    QString currentPath() const;

Q_SIGNALS:
    void finished(bool ok);
    void checked();      // the queue's fragments and free room are read
    void planned();      // a folder's plan is in the queue
    void treeSurveyed(); // the folder's disk map after a run is there
    // Saved files dropped on the page (*.json), for the window to open where they belong.
    void openRequested(const QStringList& paths);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    using Entry = SessionSnapshot; // a snapshot, with the cold reads measured of it
    struct Tree;                   // a folder's plan and its surveys (defragtree.cpp)
    void setBusy(bool busy);
    void addSnapshot(Entry entry);
    void saveSnapshot();
    void loadSnapshot();
    void loadSnapshotFrom(const QString& path, const QString& file);
    void browse();
    void removeSelected();
    void check();
    // modelAfter: the cost model's read of the layout after (worked out on the worker).
    void showResult(const QString& path, const Result<DefragResult>& result, const std::optional<Spread>& before,
        const std::optional<Spread>& after, std::optional<double> modelAfter = std::nullopt);
    void showRow(int row);
    void showPreview();
    void showRunning(const QString& path);
    void showFileProgress(int file, int files, const DefragProgress& p);
    void queueRunEnded(int files, bool dryRun);
    void selectRow(int row);
    void sortQueue(int column);
    template<typename Work, typename Done> void runJob(const Work& work, const Done& done);
    void browseFolder();
    void dropTreePlan();
    void showPlan();
    void runTogether(const DefragOptions& options);
    void surveyTreeAfter(bool ok);
    void showTreeMaps();
    QStringList togetherOrder() const;

    DefragQueueModel* m_queueModel;
    QTreeView* m_queue;
    QPushButton* m_remove;
    QPushButton* m_clear;
    QPushButton* m_add;
    QPushButton* m_addFolder;
    QLabel* m_planText;
    QCheckBox* m_together;
    QComboBox* m_order;
    QString m_orderFile; // the order list picked
    QPushButton* m_pause;
    std::shared_ptr<std::atomic<bool>> m_paused;
    QWidget* m_treeMaps;
    std::array<DiskMapView*, 2> m_treeMap;
    std::array<QLabel*, 2> m_treeMapTitle;
    std::shared_ptr<Tree> m_tree; // shared: Tree is complete only in defragtree.cpp
    QLabel* m_space;
    QComboBox* m_method;
    QCheckBox* m_verify;
    QCheckBox* m_unshare;
    QSpinBox* m_readRepeat;
    QPushButton* m_dryRun;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_snapshot;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_outcome;    // the page's one message: what the queue would buy, the run's outcome, an error
    QTabWidget* m_steps;  // what to defragment → the run → before and after
    QTreeView* m_runView; // the queue again in the run's step: each file's result as it comes
    HistoryPicker* m_history;
    CompareView* m_compare;
    BackgroundJob* m_job;   // defrag runs, snapshots, loading: one at a time
    BackgroundJob* m_check; // the queue's figures, read while the user looks
    BackgroundJob* m_diff;  // the comparison of the two snapshots picked
    std::vector<Entry> m_snapshots;
    QStringList m_spaceLines; // one line per file system of the queue
    DefragTally m_tally;      // of the run going or last run
    bool m_busy = false;
    bool m_userSorted = false;
    bool m_resultStanding = false; // a run's outcome is the message until the queue changes
};

} // namespace fragscope
