// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/survey/surveypage.h"

#include "bench/jobs/jobspec.h"
#include "common/backgroundjob.h"
#include "common/hddsettings.h"
#include "diskmapview.h"
#include "extents/fiemapreader.h"
#include "gui/pages/pageshortcut.h"
#include "relayout/treeread.h"
#include "remembered.h"
#include "report/surveyreport.h"
#include "survey/scanner.h"
#include "surveytablemodel.h"
#include "treemapview.h"
#include "util/path.h"
#include "util/units.h"
#include "viewexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace fragscope {

SurveyPage::SurveyPage(QWidget* parent)
    : Page(parent)
    , m_survey(std::make_shared<const Survey>())
    , m_scan(new BackgroundJob(this))
    , m_locate(new BackgroundJob(this))
    , m_open(new BackgroundJob(this))
    , m_refresh(new QTimer(this))
    , m_pathEdit(new QLineEdit)
    , m_crossMounts(new QCheckBox(tr("Cross mounts")))
    , m_startButton(new QPushButton(tr("Start survey")))
    , m_stopButton(new QPushButton(tr("Stop")))
    , m_progress(new QProgressBar)
    , m_progressText(new QLabel)
    , m_views(new QTabWidget)
    , m_diskMap(new DiskMapView)
    , m_layout(new QComboBox)
    , m_colouring(new QComboBox)
    , m_legend(new QLabel)
    , m_treemap(new TreemapView)
    , m_summary(new QLabel)
    , m_nameFilter(new QLineEdit)
    , m_minSize(new QLineEdit)
    , m_minRuns(new QSpinBox)
    , m_table(new QTableView)
    , m_model(new SurveyTableModel(this))
    , m_openButton(new QPushButton(tr("Open in Inspector")))
    , m_defragButton(new QPushButton(tr("Defragment Selected…")))
{
    m_model->setSurvey(m_survey.get());

    // The folder and the controls.
    m_pathEdit->setPlaceholderText(tr("A folder or a mount point, e.g. /home"));
    m_pathEdit->setAccessibleName(tr("Folder to survey"));
    m_pathEdit->setClearButtonEnabled(true);
    auto* browseButton = new QPushButton(tr("Browse…"));
    m_crossMounts->setToolTip(tr("Go into other file systems and bind mounts met inside the folder"));
    m_startButton->setToolTip(tr("Scan every file under the folder (Ctrl+Return)"));
    m_stopButton->setToolTip(tr("Stop the scan; what was scanned stays (Esc)"));
    m_stopButton->setEnabled(false);
    m_progress->setMinimumWidth(160);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Folder:")));
    top->addWidget(m_pathEdit, 1);
    top->addWidget(browseButton);
    top->addWidget(m_crossMounts);
    top->addWidget(m_startButton);
    top->addWidget(m_stopButton);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress);
    progressRow->addWidget(m_progressText, 1);

    // The disk map with its layout choice and legend, the treemap, the summary.
    m_layout->addItem(tr("Linear layout"), int(DiskMapGeometry::Layout::Linear));
    m_layout->addItem(tr("Hilbert curve layout"), int(DiskMapGeometry::Layout::Hilbert));
    m_layout->setToolTip(tr("Hilbert: addresses close on disk stay close on screen"));
    // Time first, as the treemap: each file's cells by the share of its read its layout loses.
    m_colouring->addItem(tr("Colour by time lost"), int(DiskMapView::Colouring::TimeLost));
    m_colouring->addItem(tr("Colour by kind"), int(DiskMapView::Colouring::Kind));
    m_colouring->setToolTip(tr("Time lost: each file's cells by the share of its read time its layout loses, on the "
                               "disk the headline names. Kind: in one piece, fragmented, shared"));
    m_colouring->setAccessibleName(tr("Disk map colours"));
    m_diskMap->setColouring(DiskMapView::Colouring::TimeLost);
    m_legend->setText(DiskMapView::legendHtml(DiskMapView::Colouring::TimeLost));
    m_legend->setWordWrap(true);
    auto* mapPage = new QWidget;
    auto* mapLayout = new QVBoxLayout(mapPage);
    auto* mapBar = new QHBoxLayout;
    mapBar->addWidget(m_legend, 1);
    mapBar->addWidget(m_colouring);
    mapBar->addWidget(m_layout);
    mapLayout->addLayout(mapBar);
    mapLayout->addWidget(m_diskMap, 1);
    m_views->addTab(mapPage, tr("Disk map"));
    m_views->addTab(m_treemap, tr("Treemap"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setMargin(8);
    auto* summaryScroll = new QScrollArea;
    summaryScroll->setWidget(m_summary);
    summaryScroll->setWidgetResizable(true);
    summaryScroll->setMinimumWidth(300);
    auto* upper = new QSplitter(Qt::Horizontal);
    upper->addWidget(m_views);
    upper->addWidget(summaryScroll);
    upper->setStretchFactor(0, 3);
    upper->setStretchFactor(1, 2);

    // The table with its filters and actions.
    m_nameFilter->setPlaceholderText(tr("Name contains…"));
    m_nameFilter->setAccessibleName(tr("Name filter"));
    m_nameFilter->setClearButtonEnabled(true);
    m_minSize->setPlaceholderText(tr("Min. size, e.g. 1M"));
    m_minSize->setAccessibleName(tr("Minimum size"));
    m_minSize->setMaximumWidth(140);
    m_minRuns->setRange(0, 1'000'000);
    m_minRuns->setPrefix(tr("Min. runs: "));
    m_minRuns->setAccessibleName(tr("Minimum physical runs"));
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Files"));
    m_table->setTextElideMode(Qt::ElideMiddle); // long paths keep their start and their file name
    addTableExportActions(m_table, QStringLiteral("survey-files"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(SurveyTableModel::Lost, Qt::DescendingOrder); // what the layout costs, worst first
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(SurveyTableModel::Path, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_openButton->setToolTip(tr("Show the file's extents in the inspector (Enter or double-click)"));
    m_defragButton->setToolTip(tr("Send the selected files to the defrag page, worst first"));
    auto* exportButton = new QPushButton(tr("Export CSV…"));
    auto* saveButton = new QPushButton(tr("Save Survey…"));
    saveButton->setToolTip(tr("The whole survey as JSON, as `fragscope scan --format json` writes it, with the disk "
                              "map, to open again later"));
    auto* openButton = new QPushButton(tr("Open Survey…"));
    openButton->setToolTip(tr("Show a survey saved earlier (Save Survey, or fragscope scan --format json)"));
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_nameFilter, 1);
    filterRow->addWidget(m_minSize);
    filterRow->addWidget(m_minRuns);
    filterRow->addStretch();
    filterRow->addWidget(m_openButton);
    filterRow->addWidget(m_defragButton);
    filterRow->addWidget(exportButton);
    filterRow->addWidget(saveButton);
    filterRow->addWidget(openButton);
    auto* lower = new QWidget;
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addLayout(filterRow);
    lowerLayout->addWidget(m_table, 1);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(upper);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    rememberSplitter(upper, QStringLiteral("survey.upper"));
    rememberSplitter(split, QStringLiteral("survey"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(progressRow);
    layout->addWidget(split, 1);

    addPageShortcut(this, m_startButton, QKeySequence(Qt::CTRL | Qt::Key_Return));
    addPageShortcut(this, m_stopButton, QKeySequence(Qt::Key_Escape));
    addPageShortcut(this, m_openButton, QKeySequence(Qt::Key_Return));

    connect(browseButton, &QPushButton::clicked, this, &SurveyPage::browse);
    connect(m_pathEdit, &QLineEdit::returnPressed, this, &SurveyPage::start);
    connect(m_startButton, &QPushButton::clicked, this, &SurveyPage::start);
    connect(m_stopButton, &QPushButton::clicked, this, &SurveyPage::stop);
    connect(m_layout, &QComboBox::currentIndexChanged, this,
        [this] { m_diskMap->setLayout(DiskMapGeometry::Layout(m_layout->currentData().toInt())); });
    connect(m_colouring, &QComboBox::currentIndexChanged, this, [this] {
        const auto colouring = DiskMapView::Colouring(m_colouring->currentData().toInt());
        m_diskMap->setColouring(colouring);
        m_legend->setText(DiskMapView::legendHtml(colouring));
    });
    connect(m_nameFilter, &QLineEdit::textChanged, this, &SurveyPage::applyFilter);
    connect(m_minSize, &QLineEdit::editingFinished, this, &SurveyPage::applyFilter);
    connect(m_minRuns, &QSpinBox::valueChanged, this, &SurveyPage::applyFilter);
    connect(m_table, &QTableView::doubleClicked, m_openButton, &QPushButton::click);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SurveyPage::locateSelected);
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedPaths();
        if (!paths.isEmpty())
            Q_EMIT openFileRequested(paths.constFirst());
    });
    connect(m_defragButton, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedPaths();
        if (!paths.isEmpty())
            Q_EMIT defragRequested(paths);
    });
    connect(exportButton, &QPushButton::clicked, this, [this] { askExport(false); });
    connect(saveButton, &QPushButton::clicked, this, [this] { askExport(true); });
    connect(openButton, &QPushButton::clicked, this, &SurveyPage::askOpen);

    m_diskMap->setDescriber([this](std::size_t cell) -> QString {
        const auto& occ = m_survey->occupancy;
        if (occ.isNull() || cell >= occ.cellCount())
            return {};
        const auto& c = occ.cell(cell);
        if (c.owner == OccupancyIndex::kNoOwner || c.owner >= m_survey->files.size())
            return {};
        const QString owner = m_survey->path(m_survey->files[c.owner]);
        return c.pieces > 1 ? tr("%1 and %n more piece(s) of files", nullptr, int(c.pieces - 1)).arg(owner) : owner;
    });
    auto ownerOf = [this](std::size_t cell) -> std::int64_t {
        const auto& occ = m_survey->occupancy;
        if (occ.isNull() || cell >= occ.cellCount() || occ.cell(cell).owner == OccupancyIndex::kNoOwner)
            return -1;
        return occ.cell(cell).owner;
    };
    connect(m_diskMap, &DiskMapView::cellClicked, this, [this, ownerOf](std::size_t cell) {
        if (const auto f = ownerOf(cell); f >= 0)
            selectFile(std::uint32_t(f));
    });
    connect(m_diskMap, &DiskMapView::cellActivated, this, [this, ownerOf](std::size_t cell) {
        if (const auto f = ownerOf(cell); f >= 0)
            Q_EMIT openFileRequested(m_survey->path(m_survey->files[std::size_t(f)]));
    });
    connect(m_treemap, &TreemapView::fileClicked, this, &SurveyPage::selectFile);
    connect(m_treemap, &TreemapView::fileActivated, this,
        [this](std::uint32_t f) { Q_EMIT openFileRequested(m_survey->path(m_survey->files[f])); });

    // Views merge their redraws (QDirStat's way): at most three times a second while batches arrive.
    m_refresh->setInterval(333);
    connect(m_refresh, &QTimer::timeout, this, &SurveyPage::refresh);
    refreshSummary();
}

SurveyPage::~SurveyPage() = default;

void SurveyPage::setPath(const QString& path)
{
    m_pathEdit->setText(path);
}

void SurveyPage::setMapLayout(DiskMapGeometry::Layout layout)
{
    m_layout->setCurrentIndex(m_layout->findData(int(layout))); // the map follows the choice
}

QString SurveyPage::path() const
{
    return m_pathEdit->text().trimmed();
}

bool SurveyPage::isRunning() const
{
    return m_scan->isRunning();
}

void SurveyPage::browse()
{
    const QString dir = pathFromQt(QFileDialog::getExistingDirectory(this, tr("Survey Folder"), path()));
    if (dir.isEmpty())
        return;
    setPath(dir);
    start();
}

void SurveyPage::setRunning(bool running)
{
    m_startButton->setEnabled(!running);
    m_stopButton->setEnabled(running);
    m_pathEdit->setEnabled(!running);
    m_crossMounts->setEnabled(!running);
    if (running)
        m_refresh->start();
    else
        m_refresh->stop();
}

void SurveyPage::start()
{
    const QString root = path();
    if (root.isEmpty()) {
        browse();
        return;
    }
    if (!QFileInfo(root).isDir()) {
        QMessageBox::warning(this, tr("Survey"), tr("%1: not a folder that can be surveyed").arg(root));
        return;
    }
    Survey* survey = beginSurvey(root); // filled on this thread as the batches arrive
    ScanOptions options;
    options.roots = {root};
    options.crossMounts = m_crossMounts->isChecked();
    options.placements = true;
    options.mapSmallFiles = true; // the disk map places every file
    m_scan->start(
        [this, options, survey](const JobContext& job) mutable {
            // The disk under the folder (its measured profile, else the preset its rotation picks),
            // or the one chosen in View > Read Times On.
            const CostDisk disk = shownCostDisk(options.roots.constFirst());
            options.hdd = disk.params;
            job.post([survey, description = disk.description] { survey->costDisk = description; });
            const ScanOutcome outcome = scanTree(
                options,
                [&job, this, survey](SurveyBatch&& batch) {
                    auto shared = std::make_shared<SurveyBatch>(std::move(batch));
                    job.post([this, survey, shared] {
                        survey->add(std::move(*shared));
                        m_dirty = m_treemapDirty = true;
                    });
                },
                [&job, this](const ScanProgress& p) { job.progress([this, p] { showProgress(p); }); }, &job.stopToken(),
                // What the file system is and where its free space lies come first, so the map has its span.
                [&job, this, survey, root = options.roots.constFirst()](const Survey& description) {
                    auto free = readFreeSpace(description.mountPoint.isEmpty() ? root : description.mountPoint);
                    job.post([this, survey, description, free = std::move(free)] {
                        takeDescription(*survey, description, free);
                    });
                });
            job.post([this, survey, outcome] {
                survey->finish(!outcome.cancelled, outcome.seconds);
                for (const Error& failed : outcome.failedRoots)
                    Q_EMIT statusMessage(failed.message());
            });
            if (outcome.cancelled)
                return;
            // Each folder's read as tar reads it (the treemap's folder tooltips): its files mapped
            // again, in the order the folder lists them.
            job.progress([this] { m_progressText->setText(tr("Reading each folder as tar reads it…")); });
            auto reads = std::make_shared<const FolderReads>(
                predictFolderReads(options.roots, options.hdd, options.crossMounts, [&job] { return !job.stopped(); }));
            job.post([this, survey, reads] { takeFolderReads(*survey, *reads); });
        },
        [this] { surveyEnded(); });
}

// A new survey of root: the views let go of the old one before it goes.
Survey* SurveyPage::beginSurvey(const QString& root)
{
    m_model->setSurvey(nullptr);
    m_treemap->setSurvey(nullptr);
    auto fresh = std::make_shared<Survey>();
    fresh->roots = {root};
    m_survey = fresh;
    m_free.reset();
    m_freeUnavailable.clear();
    m_spaceCells = {};
    m_model->setSurvey(m_survey.get());
    m_diskMap->setCells({}, 0, 0);
    m_diskMap->setHighlighted({});
    m_progress->setRange(0, 0); // indeterminate until the first figures arrive
    m_progressText->setText(tr("Starting…"));
    setRunning(true);
    return fresh.get();
}

void SurveyPage::showProgress(const ScanProgress& p)
{
    const double f = p.fraction();
    if (f >= 0) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(f * 1000));
    }
    const double left = p.remainingSeconds();
    QString text = tr("%1 files, %2 folders, %3 — %4 files/s")
                       .arg(formatCount(p.files), formatCount(p.dirs), formatBytes(p.bytes))
                       .arg(std::uint64_t(p.filesPerSecond()));
    if (left >= 0)
        text += QStringLiteral(" — ") + tr("about %1 s left").arg(std::lround(left));
    m_progressText->setText(text);
}

// The file system the survey is of, and where its free space lies (the disk map's span).
void SurveyPage::takeDescription(Survey& survey, const Survey& description, const Result<FreeSpace>& free)
{
    survey.describeAs(description);
    if (free) {
        m_free = *free;
        if (free->addressEnd > 0)
            survey.occupancy.reset(free->addressStart, free->addressEnd, 1 << 16, survey.blockSize);
    } else {
        m_freeUnavailable = free.error().reason;
    }
    m_spaceCells = {};
    m_dirty = true;
}

void SurveyPage::takeFolderReads(const Survey& survey, const FolderReads& reads)
{
    if (&survey != m_survey.get() || !reads.complete)
        return;
    m_treemap->setSurvey(&survey); // it may not have had this survey yet (a scan of under a second)
    m_treemap->setFolderCosts(directoryCosts(survey, folderSeconds(reads)));
}

void SurveyPage::surveyEnded()
{
    setRunning(false);
    m_progress->setRange(0, 1000);
    m_progress->setValue(m_survey->complete ? 1000 : m_progress->value());
    m_progressText->setText(m_survey->complete
            ? tr("Done: %1 files in %2 s").arg(formatCount(m_survey->totals.files)).arg(m_survey->seconds, 0, 'f', 1)
            : tr("Stopped: the figures cover the %1 files scanned").arg(formatCount(m_survey->totals.files)));
    showWhole();
    Q_EMIT statusMessage(m_progressText->text());
    Q_EMIT finished();
    Q_EMIT sessionChanged();
}

void SurveyPage::showWhole()
{
    m_dirty = m_treemapDirty = true;
    m_treemapAt = 0;
    refresh();
    m_table->sortByColumn(
        m_table->horizontalHeader()->sortIndicatorSection(), m_table->horizontalHeader()->sortIndicatorOrder());
}

void SurveyPage::stop()
{
    m_scan->cancel();
    m_progressText->setText(tr("Stopping…"));
}

void SurveyPage::refresh()
{
    if (!m_dirty && !m_treemapDirty)
        return;
    if (m_dirty) {
        m_model->filesAdded();
        const auto& occ = m_survey->occupancy;
        if (!occ.isNull()) {
            // The free space is spread over the cells once per grid, not on every redraw.
            if (!m_spaceCells.fits(occ.grid()))
                m_spaceCells = spaceCells(occ.grid(), m_free ? &*m_free : nullptr);
            m_diskMap->setCells(costedCellViews(*m_survey, m_spaceCells), occ.start(), occ.cellBytes());
        }
        refreshSummary();
        m_dirty = false;
    }
    // The treemap lays everything out again: once a second is enough while the scan runs.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_treemapDirty && now - m_treemapAt >= 1000) {
        m_treemap->setSurvey(m_survey.get());
        m_treemapAt = now;
        m_treemapDirty = false;
    }
}

void SurveyPage::selectFile(std::uint32_t fileIndex)
{
    int row = m_model->rowOf(fileIndex);
    if (row < 0) {
        // Filtered out: clear the filters so it can be shown.
        m_nameFilter->clear();
        m_minSize->clear();
        m_minRuns->setValue(0);
        applyFilter();
        row = m_model->rowOf(fileIndex);
    }
    if (row < 0)
        return;
    m_table->selectRow(row);
    m_table->scrollTo(m_model->index(row, 0));
    m_treemap->setSelectedFile(fileIndex);
}

QStringList SurveyPage::selectedPaths() const
{
    std::vector<std::uint32_t> files;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        files.push_back(m_model->fileIndex(i.row()));
    // Worst first, whatever the table's order.
    std::sort(files.begin(), files.end(), [this](std::uint32_t a, std::uint32_t b) {
        return m_survey->files[a].physicalRuns > m_survey->files[b].physicalRuns;
    });
    QStringList paths;
    for (std::uint32_t f : files)
        paths << pathFromBytes(m_survey->pathBytes(m_survey->files[f]));
    return paths;
}

void SurveyPage::locateSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        m_diskMap->setHighlighted({});
        m_treemap->setSelectedFile(-1);
        return;
    }
    const std::uint32_t file = m_model->fileIndex(rows.constFirst().row());
    m_treemap->setSelectedFile(file);
    const QString path = pathFromBytes(m_survey->pathBytes(m_survey->files[file]));
    if (m_survey->occupancy.isNull())
        return;
    m_locate->start([this, path, grid = m_survey->occupancy.grid()](const JobContext& job) {
        const auto map = readExtents(path);
        if (!map)
            return;
        std::vector<std::size_t> cells;
        for (const Extent& e : map->extents) {
            if (e.locationUnknown())
                continue;
            grid.forEachCell(e.physical, e.length, [&cells](std::size_t c, std::uint64_t) {
                if (cells.empty() || cells.back() != c)
                    cells.push_back(c);
            });
        }
        job.post([this, cells = std::move(cells)]() mutable { m_diskMap->setHighlighted(std::move(cells)); });
    });
}

void SurveyPage::applyFilter()
{
    std::uint64_t minSize = 0;
    if (!m_minSize->text().trimmed().isEmpty()) {
        const auto v = parseFioSize(m_minSize->text().trimmed());
        if (!v) {
            Q_EMIT statusMessage(tr("Min. size: '%1' is not a size such as 4k, 64M or 1G").arg(m_minSize->text()));
            return;
        }
        minSize = *v;
    }
    m_model->setFilter(m_nameFilter->text(), minSize, std::uint32_t(m_minRuns->value()));
}

QString SurveyPage::title() const
{
    return tr("Survey");
}

QString SurveyPage::purpose() const
{
    return tr("A whole folder or file system: the disk map, the worst files, free space");
}

void SurveyPage::saveSession(SessionContent& c) const
{
    if (auto survey = sessionSurvey())
        c.surveys.push_back(std::move(*survey));
}

QStringList SurveyPage::restoreSession(const SessionContent& c, const QString& origin)
{
    if (!c.surveys.empty())
        showSessionSurvey(c.surveys.back(), origin);
    return {};
}

void SurveyPage::openSaved(const QString& path, SavedKind /*kind*/)
{
    openSurvey(path);
}

bool SurveyPage::stopForClose()
{
    if (isRunning())
        stop(); // its threads see the stop token and end on their own
    return true;
}

} // namespace fragscope
