// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"

#include <QFutureSynchronizer>
#include <QWidget>

#include <array>
#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace fragscope {

class ExtentMapView;

// The copy-on-write against in-place experiment, live: two directories (one on btrfs, one on ext4
// or XFS), one button; both maps redraw during the random writes, and each side ends with its
// summary — extents, the measured cold read and the HDD model at every stage. The whole run can be
// exported as an HTML report or copied as text. Work runs on a worker thread; Cancel (Esc) stops it
// and removes the test files.
class LabPage : public QWidget
{
    Q_OBJECT
public:
    explicit LabPage(QWidget* parent = nullptr);
    ~LabPage() override;

    void setDirectories(const QString& a, const QString& b);
    void setSettings(const LabSettings& settings);
    LabSettings settings() const;
    bool isBusy() const { return m_busy; }
    const std::optional<LabResult>& result() const { return m_result; }
    QTableWidget* summary(int side) const { return m_sides[std::size_t(side)].summary; }
    int mapUpdates() const { return m_mapUpdates; }

public Q_SLOTS:
    void run();
    void cancel();
    void exportReport();
    void copyAsText();
    void editHddModel();

Q_SIGNALS:
    void statusMessage(const QString& text);
    void finished(bool ok);
    void hddModelChanged();

private:
    struct Side
    {
        QLineEdit* directory = nullptr;
        QLabel* title = nullptr;
        ExtentMapView* map = nullptr;
        QTableWidget* summary = nullptr;
    };
    void setBusy(bool busy);
    void applyPreset(int index);
    void showProgress(const LabProgress& p);
    void showResult(const LabResult& r);
    void showStage(int side, int row);

    std::array<Side, 2> m_sides;
    QComboBox* m_preset;
    QSpinBox* m_size;      // MiB
    QSpinBox* m_total;     // MiB
    QSpinBox* m_writeSize; // KiB
    QSpinBox* m_repeat;
    QCheckBox* m_defrag;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QPushButton* m_export;
    QPushButton* m_copy;
    QPushButton* m_hddModel;
    QProgressBar* m_progress;
    QLabel* m_status;
    bool m_busy = false;
    int m_mapUpdates = 0;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    std::optional<LabResult> m_result;
    QFutureSynchronizer<void> m_work;
};

} // namespace fragscope
