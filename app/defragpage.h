// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "defrag/defrag.h"
#include "report/snapshotcompare.h"

#include <QFutureSynchronizer>
#include <QWidget>

#include <atomic>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace fragscope {

class CompareView;

// Defragment a file and see before and after side by side; or take snapshots by hand and compare
// any two. Everything that reads or writes runs on a worker thread; Cancel (Esc) stops between
// chunks, and the file is whole whenever it stops.
class DefragPage : public QWidget
{
    Q_OBJECT
public:
    explicit DefragPage(QWidget* parent = nullptr);
    ~DefragPage() override;

    void setFile(const QString& path);
    void setReadRepetitions(int n);
    bool isBusy() const { return m_busy; }
    int snapshotCount() const { return int(m_snapshots.size()); }
    CompareView* compareView() const { return m_compare; }
    QString outcome() const;

public Q_SLOTS:
    void defragment(bool dryRun = false);
    void takeSnapshot();
    void cancel();
    void compare(int a, int b);
    // The disk model's figures changed: the comparison is computed again.
    void refreshHddModel();

Q_SIGNALS:
    void statusMessage(const QString& text);
    void finished(bool ok);

private:
    struct Entry
    {
        Snapshot snapshot;
        std::optional<Spread> read;
    };
    void setBusy(bool busy);
    void addSnapshot(Entry entry);
    void saveSnapshot();
    void loadSnapshot();
    template<typename Work, typename Done> void runInBackground(Work work, Done done);

    QLineEdit* m_file;
    QComboBox* m_method;
    QCheckBox* m_verify;
    QCheckBox* m_unshare;
    QSpinBox* m_readRepeat;
    QPushButton* m_dryRun;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_status;
    QLabel* m_outcome;
    QListWidget* m_list;
    QComboBox* m_a;
    QComboBox* m_b;
    CompareView* m_compare;
    std::vector<Entry> m_snapshots;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    bool m_busy = false;
    QFutureSynchronizer<void> m_work; // waited for on destruction: no worker outlives the page
};

} // namespace fragscope
