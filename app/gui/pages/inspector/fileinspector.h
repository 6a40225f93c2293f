// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/inspection.h"
#include "model/calibrate.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTimer;

namespace fragscope {

class BackgroundJob;
class JobContext;
class ExtentMapView;
class ExtentTableModel;
class FactsPanel;
class LayoutPlot;
class MapLegend;

// One open file: its map, extent table, layout plot and figures. Reads on a worker thread with a
// progress bar and Cancel; Watch re-reads every N ms and redraws only when the layout changed.
// A recorded layout (a saved snapshot, such as those the demo ships) is shown the same way, read
// from the snapshot instead of the disk, and says where and when it was recorded.
class FileInspector : public QWidget
{
    Q_OBJECT
public:
    enum class Source { File, Recorded };
    explicit FileInspector(const QString& path, QWidget* parent = nullptr);
    FileInspector(const QString& path, Source source, QWidget* parent = nullptr);
    bool isRecorded() const { return m_source == Source::Recorded; }
    ~FileInspector() override;

    QString path() const { return m_path; }
    QString recordedLabel() const { return m_recordedLabel; }
    std::shared_ptr<const Inspection> inspection() const { return m_inspection; }
    bool isWatching() const;
    QString errorText() const;
    int redrawCount() const { return m_redraws; }
    int finishedReads() const { return m_finishedReads; }

    ExtentMapView* mapView() const { return m_map; }
    QTableView* table() const { return m_table; }
    ExtentTableModel* tableModel() const { return m_model; }
    LayoutPlot* layoutPlot() const { return m_plot; }
    MapLegend* legend() const { return m_legend; }
    FactsPanel* reportPanel() const { return m_reportPanel; }

public Q_SLOTS:
    void refresh();
    // Work the read time out again on the disk the window now shows read times on.
    void recost();
    void cancel();
    void setWatching(bool on);
    void setWatchInterval(int ms);
    void copySelection();
    void showLayoutPlot();

Q_SIGNALS:
    void finished(bool ok); // a read ended (ok: a map is shown)
    void statusMessage(const QString& text);

private:
    void buildUi();
    void startRead(bool quiet);
    void onReadFinished(Result<Inspection> result);
    void apply(Inspection inspection);
    void showError(const QString& message);
    void setRecordedLabel(const QString& label);
    void selectExtent(std::int64_t index, QObject* origin);

    QString m_path;
    Source m_source = Source::File;
    QString m_recordedLabel; // what the snapshot says it is
    std::shared_ptr<const Inspection> m_inspection;
    // The read: cancelled between FIEMAP batches; a newer read drops an older one's result.
    BackgroundJob* m_read = nullptr;
    bool m_quietRead = false;
    bool m_selecting = false;
    int m_redraws = 0;
    int m_finishedReads = 0;

    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_error = nullptr;
    QLabel* m_viewInfo = nullptr;
    QCheckBox* m_sync = nullptr;
    QCheckBox* m_watch = nullptr;
    QSpinBox* m_interval = nullptr;
    QPushButton* m_refresh = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QWidget* m_progressRow = nullptr;
    QTimer* m_watchTimer = nullptr;
    QTimer* m_progressDelay = nullptr;
    ExtentMapView* m_map = nullptr;
    ExtentTableModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    LayoutPlot* m_plot = nullptr;
    MapLegend* m_legend = nullptr;
    QTabWidget* m_views = nullptr;
    FactsPanel* m_reportPanel = nullptr;
    FactsPanel* m_fsPanel = nullptr;
    // What reading the shown layout costs, and on which disk: worked out with the read.
    struct Cost
    {
        ReadCost cost;
        CostDisk disk;
    };
    std::shared_ptr<const Cost> m_cost;
    static std::shared_ptr<const Cost> costOf(const Inspection& in, const QString& path, bool recorded);
    void showFacts();
    Result<Inspection> readOnWorker(
        const JobContext& job, const QString& path, const FiemapOptions& options, bool recorded);
    bool m_recost = false;
};

} // namespace fragscope
