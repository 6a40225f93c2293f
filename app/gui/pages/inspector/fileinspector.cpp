// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/inspector/fileinspector.h"

#include "common/backgroundjob.h"
#include "common/hddsettings.h"

#include "extentmapview.h"
#include "extenttablemodel.h"
#include "factspanel.h"
#include "layoutplot.h"
#include "maplegend.h"
#include "remembered.h"
#include "report/facts.h"
#include "report/mapjson.h"
#include "util/path.h"
#include "util/units.h"
#include "viewexport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace fragscope {
namespace {
constexpr int kProgressSteps = 1000;
constexpr int kShowProgressAfterMs = 150;
} // namespace

FileInspector::FileInspector(const QString& path, QWidget* parent)
    : FileInspector(path, Source::File, parent)
{ }

FileInspector::FileInspector(const QString& path, Source source, QWidget* parent)
    : QWidget(parent)
    , m_path(path)
    , m_source(source)
{
    m_read = new BackgroundJob(this);
    buildUi();
    if (isRecorded()) { // nothing on disk to sync, watch or read again
        for (QWidget* w : std::initializer_list<QWidget*>{m_sync, m_watch, m_interval, m_refresh})
            w->hide();
    }
    refresh();
}

// The read sees its stop token between FIEMAP batches and ends on its own; nothing it posts
// arrives once the inspector is gone.
FileInspector::~FileInspector() = default;

void FileInspector::buildUi()
{
    auto* top = new QHBoxLayout;
    // A name that is not UTF-8 shows its bytes as \xNN, never a replacement character.
    m_title = new QLabel(QStringLiteral("<b>%1</b>").arg(displayPathText(m_path).toHtmlEscaped()));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setToolTip(displayPathText(m_path));
    m_sync = new QCheckBox(tr("Sync first"));
    m_sync->setToolTip(tr("Ask the file system to write dirty data before mapping (FIEMAP_FLAG_SYNC), so "
                          "delayed allocations show where they land"));
    m_refresh = new QPushButton(tr("Refresh"));
    m_refresh->setToolTip(tr("Read the map again (F5)"));
    m_watch = new QCheckBox(tr("Watch every"));
    m_watch->setToolTip(tr("Re-read the map periodically and redraw when the layout changes"));
    m_interval = new QSpinBox;
    m_interval->setRange(50, 60000);
    m_interval->setSingleStep(100);
    m_interval->setValue(500);
    m_interval->setSuffix(tr(" ms"));
    m_interval->setAccessibleName(tr("Watch interval"));
    m_status = new QLabel;
    m_status->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    top->addWidget(m_title);
    top->addWidget(m_status, 1);
    top->addWidget(m_sync);
    top->addWidget(m_watch);
    top->addWidget(m_interval);
    top->addWidget(m_refresh);

    m_progressRow = new QWidget;
    auto* progressLayout = new QHBoxLayout(m_progressRow);
    progressLayout->setContentsMargins(0, 0, 0, 0);
    m_progress = new QProgressBar;
    m_progress->setRange(0, kProgressSteps);
    m_progress->setFormat(tr("Reading extents… %p%"));
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setShortcut(Qt::Key_Escape);
    progressLayout->addWidget(m_progress, 1);
    progressLayout->addWidget(m_cancel);
    m_progressRow->hide();

    m_error = new QLabel;
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { background: #fdecea; color: #8a1c1c; border: 1px solid #f5c2c0;"
                                          " border-radius: 4px; padding: 8px; }"));
    m_error->hide();

    m_map = new ExtentMapView;
    m_viewInfo = new QLabel;
    m_viewInfo->setForegroundRole(QPalette::PlaceholderText);
    auto* mapBox = new QWidget;
    auto* mapLayout = new QVBoxLayout(mapBox);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->addWidget(m_map, 1);
    auto* under = new QHBoxLayout;
    m_legend = new MapLegend;
    under->addWidget(m_legend, 1);
    under->addWidget(m_viewInfo);
    mapLayout->addLayout(under);

    m_model = new ExtentTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ExtentTableModel::SortRole);
    m_table = new QTableView;
    m_table->setAccessibleName(tr("Extents"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ExtentTableModel::Index, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    auto* copy = new QAction(tr("Copy rows"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(copy);
    connect(copy, &QAction::triggered, this, &FileInspector::copySelection);
    addTableExportActions(m_table, QStringLiteral("extents"));

    m_plot = new LayoutPlot;
    auto* tabs = new QTabWidget;
    m_views = tabs;
    tabs->setDocumentMode(true);
    tabs->addTab(m_table, tr("Extents"));
    tabs->addTab(m_plot, tr("Layout plot"));

    m_reportPanel = new FactsPanel(tr("Fragmentation"));
    m_fsPanel = new FactsPanel(tr("File system"));
    auto* panels = new QWidget;
    auto* panelLayout = new QVBoxLayout(panels);
    panelLayout->addWidget(m_reportPanel);
    panelLayout->addWidget(m_fsPanel);
    panelLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(panels);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(340);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(tabs);
    lower->addWidget(scroll);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(mapBox);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    // Every file's tab shares one layout: moved in one, the next file opens with it.
    rememberSplitter(lower, QStringLiteral("inspector.lower"));
    rememberSplitter(split, QStringLiteral("inspector"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_progressRow);
    layout->addWidget(m_error);
    layout->addWidget(split, 1);

    m_watchTimer = new QTimer(this);
    m_watchTimer->setInterval(m_interval->value());
    m_progressDelay = new QTimer(this);
    m_progressDelay->setSingleShot(true);
    m_progressDelay->setInterval(kShowProgressAfterMs);

    connect(m_refresh, &QPushButton::clicked, this, &FileInspector::refresh);
    connect(m_cancel, &QPushButton::clicked, this, &FileInspector::cancel);
    connect(m_watch, &QCheckBox::toggled, this, &FileInspector::setWatching);
    connect(m_interval, &QSpinBox::valueChanged, this, &FileInspector::setWatchInterval);
    connect(m_watchTimer, &QTimer::timeout, this, [this] {
        if (!m_read->isRunning())
            startRead(true);
    });
    connect(m_progressDelay, &QTimer::timeout, this, [this] {
        if (m_read->isRunning() && !m_quietRead)
            m_progressRow->show();
    });
    connect(m_map, &ExtentMapView::extentClicked, this, [this](std::int64_t i) { selectExtent(i, m_map); });
    connect(m_map, &ExtentMapView::viewChanged, this, [this](std::uint64_t start, std::uint64_t end, double perColumn) {
        if (!m_inspection)
            return;
        m_viewInfo->setText(tr("%1 – %2 of %3 · one column = %4")
                                .arg(formatBytes(start), formatBytes(end), formatBytes(m_inspection->map.fileSize),
                                    formatBytes(std::uint64_t(perColumn))));
    });
    connect(
        m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
            if (current.isValid())
                selectExtent(m_proxy->mapToSource(current).row(), m_table);
        });
}

bool FileInspector::isWatching() const
{
    return m_watch->isChecked();
}

QString FileInspector::errorText() const
{
    return m_error->text(); // cleared whenever a read succeeds
}

void FileInspector::refresh()
{
    startRead(false);
}

void FileInspector::cancel()
{
    m_read->cancel();
}

void FileInspector::setWatching(bool on)
{
    if (m_watch->isChecked() != on)
        m_watch->setChecked(on); // comes back here through toggled
    else if (on)
        m_watchTimer->start();
    else
        m_watchTimer->stop();
}

void FileInspector::setWatchInterval(int ms)
{
    if (m_interval->value() != ms)
        m_interval->setValue(ms);
    m_watchTimer->setInterval(ms);
}

// What reading the layout costs: on the disk the window shows read times on (the one under the
// file unless another was chosen); a recorded layout on the talk's drive unless another was chosen
// (this machine's disk is another).
std::shared_ptr<const FileInspector::Cost> FileInspector::costOf(
    const Inspection& in, const QString& path, bool recorded)
{
    const QString choice = savedCostDiskChoice();
    CostDisk disk = recorded
        ? namedCostDisk(choice.isEmpty() ? QStringLiteral("desktop-7200") : choice).value_or(CostDisk{})
        : shownCostDisk(path);
    return std::make_shared<const Cost>(Cost{layoutReadCost(in.onDisk, in.chunks.get(), disk.params), std::move(disk)});
}

void FileInspector::recost()
{
    m_recost = true;
    startRead(false);
}

void FileInspector::showFacts()
{
    if (!m_inspection)
        return;
    // Time first: what reading it costs on this disk; the counts and e4defrag's score below.
    m_reportPanel->setFacts(m_cost ? costFacts(m_cost->cost, m_cost->disk) + reportFacts(m_inspection->report)
                                   : reportFacts(m_inspection->report));
}

// The file's layout (or the recorded one), read on the read job's worker.
Result<Inspection> FileInspector::readOnWorker(
    const JobContext& job, const QString& path, const FiemapOptions& options, bool recorded)
{
    if (recorded) {
        auto snapshot = loadSnapshot(path);
        if (!snapshot)
            return std::unexpected(snapshot.error());
        const QString label = snapshot->label;
        job.post([this, label] { setRecordedLabel(label); });
        return std::move(snapshot->inspection);
    }
    return inspectFile(path, options, [&job, this](const FiemapProgress& p) {
        if (p.fileSize) {
            const int value = int(double(p.mappedBytes) / double(p.fileSize) * kProgressSteps);
            job.progress([this, value] { m_progress->setValue(value); });
        }
        return !job.stopped();
    });
}

void FileInspector::startRead(bool quiet)
{
    if (m_read->isRunning() && quiet)
        return; // a read is on its way; Watch takes the next turn
    m_quietRead = quiet;
    FiemapOptions options;
    options.sync = m_sync->isChecked();
    // The shown inspection is immutable, so the worker may compare against it: when Watch finds
    // the same layout, the drawing index is not built again. A read still going is superseded.
    m_read->start([this, path = m_path, options, shown = m_inspection, recorded = isRecorded(),
                      recost = std::exchange(m_recost, false)](const JobContext& job) {
        Result<Inspection> result = readOnWorker(job, path, options, recorded);
        std::shared_ptr<const Cost> cost;
        if (result && !(shown && shown->map.sameLayout(result->map))) { // else it is not shown
            result->index = std::make_shared<const MapIndex>(indexMap(result->map, result->onDisk));
            if (!recorded)
                placeOnDevices(*result, path);
            cost = costOf(*result, path, recorded);
        } else if (result && recost) { // the same layout on another disk
            if (!recorded)
                placeOnDevices(*result, path);
            cost = costOf(*result, path, recorded);
        }
        const bool sameLayout = !(result && result->index);
        auto shared = std::make_shared<Result<Inspection>>(std::move(result));
        job.post([this, shared, cost, sameLayout] {
            if (cost)
                m_cost = cost;
            onReadFinished(std::move(*shared));
            if (cost && sameLayout)
                showFacts(); // apply() showed them with a new layout
        });
    });
    if (!quiet) {
        m_progress->setValue(0);
        m_progressDelay->start();
        m_status->setText(tr("Reading…"));
    }
}

void FileInspector::onReadFinished(Result<Inspection> result)
{
    m_progressDelay->stop();
    m_progressRow->hide();
    ++m_finishedReads;
    if (!result) {
        if (result.error().cancelled) {
            m_status->setText(tr("Cancelled"));
            Q_EMIT statusMessage(tr("Reading %1 was cancelled").arg(m_path));
            Q_EMIT finished(false);
            return;
        }
        showError(result.error().message());
        Q_EMIT finished(false);
        return;
    }
    m_error->hide();
    m_error->clear();
    // The worker built the drawing index only when the layout differed from the one shown (or none
    // was shown): no second million-extent comparison here on the GUI thread.
    const bool changed = result->index != nullptr;
    const QString checked = QLocale().toString(result->takenAt.time(), QLocale::LongFormat);
    if (changed && isRecorded()) {
        const QString when = QLocale().toString(result->takenAt.date(), QLocale::ShortFormat);
        const QString fs = result->fs.typeName;
        apply(std::move(*result));
        m_status->setText(tr("Recorded on %1, %2 — not this machine's disk").arg(fs, when));
    } else if (changed) {
        apply(std::move(*result));
        m_status->setText(tr("Read at %1").arg(checked));
    } else {
        m_status->setText(tr("Unchanged at %1").arg(checked));
    }
    Q_EMIT finished(true);
}

void FileInspector::apply(Inspection inspection)
{
    const bool sameFile = m_inspection != nullptr;
    m_inspection = std::make_shared<const Inspection>(std::move(inspection));
    // The widgets share one copy of the map: a million extents are held once.
    std::shared_ptr<const ExtentMap> map(m_inspection, &m_inspection->map);
    if (sameFile)
        m_map->updateMap(map, m_inspection->index);
    else
        m_map->setMap(map, m_inspection->index);
    const std::shared_ptr<const DiskLayout> layout(m_inspection, &m_inspection->onDisk);
    m_map->setDiskLayout(layout); // Replay Read… reads the pieces as they lie
    m_legend->setBtrfsAddresses(m_inspection->fs.magic == kBtrfsMagic);
    m_plot->setMap(map, layout);
    m_model->setMap(map, m_inspection->fs.magic == kBtrfsMagic, m_inspection->chunks, layout);
    m_table->setColumnHidden(ExtentTableModel::Device, !m_inspection->chunks);
    showFacts();
    m_fsPanel->setFacts(fsFacts(*m_inspection));
    ++m_redraws;
    if (m_inspection->map.changedWhileReading)
        Q_EMIT statusMessage(tr("%1 kept changing while it was read; the map may mix old and new layouts").arg(m_path));
    else
        Q_EMIT statusMessage(
            tr("%1 — extent records: %2, fragments (filefrag): %3, physical runs: %4")
                .arg(displayPathText(QFileInfo(m_path).fileName()), formatCount(m_inspection->report.extentRecords),
                    formatCount(m_inspection->report.fragments), formatCount(m_inspection->report.physicalRuns)));
}

void FileInspector::setRecordedLabel(const QString& label)
{
    m_recordedLabel = label;
    m_title->setText(QStringLiteral("<b>%1</b>").arg(label.toHtmlEscaped()));
}

void FileInspector::showError(const QString& message)
{
    m_error->setText(message);
    m_error->show();
    m_status->setText(tr("Failed"));
    Q_EMIT statusMessage(message);
}

void FileInspector::selectExtent(std::int64_t index, QObject* origin)
{
    if (m_selecting)
        return;
    m_selecting = true;
    if (origin != m_map)
        m_map->setSelectedExtent(index);
    if (origin != m_table && index >= 0) {
        const QModelIndex proxyIndex = m_proxy->mapFromSource(m_model->index(int(index), 0));
        m_table->selectionModel()->setCurrentIndex(
            proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(proxyIndex);
    }
    m_plot->setSelectedExtent(index);
    m_selecting = false;
}

void FileInspector::showLayoutPlot()
{
    m_views->setCurrentWidget(m_plot);
}

void FileInspector::copySelection()
{
    QList<int> rows;
    const auto selected = m_table->selectionModel()->selectedRows();
    for (const QModelIndex& index : selected)
        rows << m_proxy->mapToSource(index).row();
    std::sort(rows.begin(), rows.end());
    if (!rows.isEmpty())
        QApplication::clipboard()->setText(m_model->rowsAsText(rows));
}

} // namespace fragscope
