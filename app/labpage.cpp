// SPDX-License-Identifier: GPL-3.0-or-later
#include "labpage.h"

#include "backgroundjob.h"
#include "extentmapview.h"
#include "hddmodeldialog.h"
#include "hddsettings.h"
#include "pageshortcut.h"
#include "writerateplot.h"

#include "lab/hddmodel.h"
#include "lab/labimages.h"
#include "modules.h"
#include "report/benchtext.h"
#include "report/labreport.h"
#include "report/snapshotcompare.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace fragscope {
namespace {

QString modelHeader(const HddParams& p)
{
    return LabPage::tr("%1 rpm disk (model)").arg(QLocale().toString(p.rpm, 'f', 0));
}

} // namespace

LabPage::LabPage(QWidget* parent)
    : QWidget(parent)
    , m_preset(new QComboBox)
    , m_size(new QSpinBox)
    , m_total(new QSpinBox)
    , m_writeSize(new QSpinBox)
    , m_repeat(new QSpinBox)
    , m_spread(new QCheckBox(tr("over the whole file")))
    , m_defrag(new QCheckBox(tr("Defragment afterwards")))
    , m_throwaway(new QCheckBox(tr("Throwaway file systems:")))
    , m_types{new QComboBox, new QComboBox}
    , m_imageFolder(new QLineEdit)
    , m_steps(new QListWidget)
    , m_run(new QPushButton(tr("Run the experiment")))
    , m_next(new QPushButton(tr("Next step")))
    , m_pause(new QPushButton(tr("Pause")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_end(new QPushButton(tr("End experiment")))
    , m_rerun(new QPushButton(tr("Run step again")))
    , m_export(new QPushButton(tr("Export report…")))
    , m_copy(new QPushButton(tr("Copy as text")))
    , m_hddModel(new QPushButton(tr("Disk model…")))
    , m_progress(new QProgressBar)
    , m_writePlot(new WriteRatePlot)
    , m_status(new QLabel)
{
    m_job = new BackgroundJob(this);
    auto* layout = new QVBoxLayout(this);
    auto* intro
        = new QLabel(tr("Two files take the same random writes, each followed by fsync: put one directory on btrfs "
                        "(copy-on-write) and one on ext4 or XFS (in place), and watch the maps."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* targets = new QGridLayout;
    for (int side = 0; side < 2; ++side) {
        Side& s = m_sides[std::size_t(side)];
        s.directory = new QLineEdit;
        s.directory->setPlaceholderText(side == 0 ? tr("A directory on btrfs") : tr("A directory on ext4 or XFS"));
        auto* browse = new QToolButton;
        browse->setText(QStringLiteral("…"));
        browse->setToolTip(tr("Choose the directory"));
        connect(browse, &QToolButton::clicked, this, [this, side] {
            QLineEdit* edit = m_sides[std::size_t(side)].directory;
            const QString dir
                = QFileDialog::getExistingDirectory(this, tr("Directory for the test file"), edit->text());
            if (!dir.isEmpty())
                edit->setText(dir);
        });
        targets->addWidget(new QLabel(side == 0 ? tr("A") : tr("B")), side, 0);
        targets->addWidget(s.directory, side, 1);
        targets->addWidget(browse, side, 2);
    }
    layout->addLayout(targets);

    // Or two file systems made for the experiment: images in a folder, loop-mounted, gone at the end.
    auto* throwaway = new QHBoxLayout;
    m_throwaway->setToolTip(tr("Make loop-mounted images for the experiment, each with its file system's defaults "
                               "(no compression, no autodefrag), and remove them when the experiment ends"));
    throwaway->addWidget(m_throwaway);
    for (int side = 0; side < 2; ++side) {
        QComboBox* type = m_types[std::size_t(side)];
        type->addItems({QStringLiteral("btrfs"), QStringLiteral("ext4"), QStringLiteral("xfs")});
        type->setCurrentIndex(side == 0 ? 0 : 1);
        if (side == 1)
            throwaway->addWidget(new QLabel(tr("against")));
        throwaway->addWidget(type);
    }
    throwaway->addWidget(new QLabel(tr("in")));
    m_imageFolder->setText(LabImages::defaultFolder());
    m_imageFolder->setToolTip(tr("The folder that holds the images while the experiment is open"));
    throwaway->addWidget(m_imageFolder, 1);
    auto* browseFolder = new QToolButton;
    browseFolder->setText(QStringLiteral("…"));
    browseFolder->setToolTip(tr("Choose the folder for the images"));
    connect(browseFolder, &QToolButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the images"), m_imageFolder->text());
        if (!dir.isEmpty())
            m_imageFolder->setText(dir);
    });
    throwaway->addWidget(browseFolder);
    connect(m_throwaway, &QCheckBox::toggled, this, [this] { updateControls(); });
    layout->addLayout(throwaway);

    auto* settingsRow = new QHBoxLayout;
    m_preset->addItem(tr("The talk's experiment (1 GiB, 64 MiB of writes)"));
    m_preset->addItem(tr("Quick (256 MiB, 16 MiB of writes)"));
    m_preset->addItem(tr("Custom"));
    connect(m_preset, &QComboBox::activated, this, &LabPage::applyPreset);
    m_size->setRange(1, 1 << 20);
    m_size->setSuffix(tr(" MiB"));
    m_size->setToolTip(tr("Size of each test file, written sequentially first"));
    m_total->setRange(1, 1 << 20);
    m_total->setSuffix(tr(" MiB"));
    m_total->setToolTip(tr("Bytes of random writes in all"));
    m_writeSize->setRange(1, 1024);
    m_writeSize->setSuffix(tr(" KiB"));
    m_writeSize->setToolTip(tr("Size of each random write; each is followed by fsync"));
    m_repeat->setRange(0, 20);
    m_repeat->setToolTip(tr("Cold sequential reads at every stage (0: none)"));
    for (QSpinBox* box : {m_size, m_total, m_writeSize})
        connect(box, &QSpinBox::valueChanged, this, [this] { m_preset->setCurrentIndex(2); });
    settingsRow->addWidget(m_preset);
    settingsRow->addWidget(new QLabel(tr("File")));
    settingsRow->addWidget(m_size);
    settingsRow->addWidget(new QLabel(tr("Writes")));
    settingsRow->addWidget(m_total);
    settingsRow->addWidget(new QLabel(tr("of")));
    settingsRow->addWidget(m_writeSize);
    m_spread->setToolTip(tr("Off (the talk's): each block of the first part of the file, as large as the writes, "
                            "is written once in random order — about one extent per write on btrfs. On: the writes "
                            "land anywhere in the file and split an extent around each — about two per write, "
                            "along the whole map"));
    settingsRow->addWidget(m_spread);
    settingsRow->addWidget(new QLabel(tr("Reads")));
    settingsRow->addWidget(m_repeat);
    settingsRow->addWidget(m_defrag);
    m_hddModel->setToolTip(tr("The rotating disk the read times are predicted for"));
    connect(m_hddModel, &QPushButton::clicked, this, &LabPage::editHddModel);
    settingsRow->addWidget(m_hddModel);
    settingsRow->addStretch(1);
    layout->addLayout(settingsRow);

    auto* actions = new QHBoxLayout;
    addPageShortcut(this, m_run, QKeySequence(Qt::CTRL | Qt::Key_R));
    addPageShortcut(this, m_next, QKeySequence(Qt::Key_F10));
    addPageShortcut(this, m_pause, QKeySequence(Qt::CTRL | Qt::Key_P));
    addPageShortcut(this, m_cancel, QKeySequence(Qt::Key_Escape));
    addPageShortcut(this, m_end, QKeySequence(Qt::CTRL | Qt::Key_Delete));
    addPageShortcut(this, m_rerun, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    addPageShortcut(this, m_export, QKeySequence(Qt::CTRL | Qt::Key_E));
    m_run->setToolTip(tr("Run every step left on both sides (Ctrl+R)"));
    m_next->setToolTip(tr("Run only the next step, to talk it through (F10)"));
    m_pause->setToolTip(tr("Hold the work between two writes, or before the next step; again to go on (Ctrl+P)"));
    m_pause->setCheckable(true);
    m_cancel->setToolTip(tr("Stop the running step (Esc); it can run again"));
    m_end->setToolTip(tr("Remove the test files (and the throwaway file systems) now (Ctrl+Del)"));
    m_export->setToolTip(tr("Save the whole experiment as one HTML file (Ctrl+E)"));
    m_copy->setToolTip(tr("filefrag-style listings and dd-style lines, as people post them"));
    connect(m_run, &QPushButton::clicked, this, &LabPage::run);
    connect(m_next, &QPushButton::clicked, this, &LabPage::nextStep);
    connect(m_pause, &QPushButton::toggled, this, &LabPage::setPaused);
    connect(m_cancel, &QPushButton::clicked, this, &LabPage::cancel);
    connect(m_end, &QPushButton::clicked, this, &LabPage::endExperiment);
    connect(m_rerun, &QPushButton::clicked, this, [this] {
        const int row = m_steps->currentRow();
        if (row >= 0 && row < int(m_stepStates.size()))
            rerun(m_stepStates[std::size_t(row)].step);
    });
    connect(m_export, &QPushButton::clicked, this, &LabPage::exportReport);
    connect(m_copy, &QPushButton::clicked, this, &LabPage::copyAsText);
    for (QPushButton* b : {m_run, m_next, m_pause, m_cancel, m_end})
        actions->addWidget(b);
    actions->addStretch(1);
    actions->addWidget(m_export);
    actions->addWidget(m_copy);
    layout->addLayout(actions);

    // The steps, done or not; pick one to run it again.
    auto* stepsRow = new QHBoxLayout;
    m_steps->setFlow(QListView::LeftToRight);
    m_steps->setWrapping(false);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_steps->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_steps->setSpacing(2);
    m_steps->setIconSize(QSize(fontMetrics().height(), fontMetrics().height()));
    m_steps->setFixedHeight(fontMetrics().height() + 16 + m_steps->horizontalScrollBar()->sizeHint().height());
    m_steps->setToolTip(tr("The experiment's steps; pick one and Run step again (Ctrl+Shift+R), or double-click it"));
    connect(m_steps, &QListWidget::currentRowChanged, this, [this] { updateControls(); });
    connect(m_steps, &QListWidget::itemDoubleClicked, m_rerun, &QPushButton::click);
    connect(m_defrag, &QCheckBox::toggled, this, [this] { showSteps(); });
    stepsRow->addWidget(m_steps, 1);
    stepsRow->addWidget(m_rerun);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    m_progress->setFixedWidth(160);
    stepsRow->addWidget(m_progress);
    layout->addLayout(stepsRow);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    auto* panesWidget = new QWidget;
    auto* panes = new QHBoxLayout(panesWidget);
    panes->setContentsMargins(0, 0, 0, 0);
    for (int side = 0; side < 2; ++side) {
        Side& s = m_sides[std::size_t(side)];
        auto* pane = new QVBoxLayout;
        s.title = new QLabel(side == 0 ? tr("<b>A</b>") : tr("<b>B</b>"));
        s.map = new ExtentMapView;
        s.map->setMinimumHeight(220);
        s.summary = new QTableWidget(0, 4);
        s.summary->setHorizontalHeaderLabels(
            {tr("Stage"), tr("Extents"), tr("Cold read"), modelHeader(savedHddParams())});
        s.summary->verticalHeader()->hide();
        s.summary->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        s.summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        s.summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
        // Three stages at most: no room kept for more.
        s.summary->setMaximumHeight(s.summary->verticalHeader()->defaultSectionSize() * 3
            + s.summary->horizontalHeader()->sizeHint().height() + 2 * s.summary->frameWidth() + 6);
        s.summary->setSelectionBehavior(QAbstractItemView::SelectRows);
        s.summary->setSelectionMode(QAbstractItemView::SingleSelection);
        s.summary->setToolTip(tr("Pick a stage to see its map"));
        connect(s.summary, &QTableWidget::currentCellChanged, this, [this, side](int row) { showStage(side, row); });
        // The two maps zoom and scroll together, as the defrag page's do.
        connect(s.map, &ExtentMapView::viewChanged, this, [this, side](std::uint64_t start, std::uint64_t end, double) {
            if (m_syncingMaps)
                return;
            m_syncingMaps = true;
            m_sides[std::size_t(1 - side)].map->setViewRange(start, end);
            m_syncingMaps = false;
        });
        pane->addWidget(s.title);
        pane->addWidget(s.map, 1);
        pane->addWidget(s.summary);
        panes->addLayout(pane, 1);
    }
    // Below the maps, how fast each file takes its writes (in its own time, so the two compare).
    auto* rateBox = new QWidget;
    auto* rateLayout = new QVBoxLayout(rateBox);
    rateLayout->setContentsMargins(0, 0, 0, 0);
    auto* rateTitle = new QLabel(tr("<b>Random writes</b> — how fast each file takes them, each write with its fsync "
                                    "and timed on its own"));
    rateLayout->addWidget(rateTitle);
    rateLayout->addWidget(m_writePlot, 1);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(panesWidget);
    split->addWidget(rateBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    m_preset->setCurrentIndex(1);
    applyPreset(1);
    showSteps();
    updateControls();
}

LabPage::~LabPage()
{
    // A run still going sees its stop token (the job goes with the page; a paused run is let go
    // first) and, if the page's references were the last, ends the experiment itself: its files,
    // then the file systems. The application waits for it at exit.
    *m_pauseFlag = false;
    m_session.reset(); // its files, then the file systems they are on
    m_images.reset();
}

void LabPage::applyPreset(int index)
{
    if (index > 1)
        return;
    const LabSettings s = index == 0 ? LabSettings::published() : LabSettings::quick();
    const QSignalBlocker a(m_size), b(m_total), c(m_writeSize);
    m_size->setValue(int(s.fileBytes >> 20));
    m_total->setValue(int(s.writeTotalBytes >> 20));
    m_writeSize->setValue(int(s.writeBytes >> 10));
    m_repeat->setValue(s.readRepetitions);
}

void LabPage::setDirectories(const QString& a, const QString& b)
{
    m_sides[0].directory->setText(a);
    m_sides[1].directory->setText(b);
}

void LabPage::setSettings(const LabSettings& s)
{
    const QSignalBlocker a(m_size), b(m_total), c(m_writeSize);
    m_size->setValue(int(s.fileBytes >> 20));
    m_total->setValue(int(s.writeTotalBytes >> 20));
    m_writeSize->setValue(int(s.writeBytes >> 10));
    m_repeat->setValue(s.readRepetitions);
    m_defrag->setChecked(s.defrag);
    m_spread->setChecked(s.spread);
    const auto sameSizes = [&s](const LabSettings& p) {
        return p.fileBytes == s.fileBytes && p.writeTotalBytes == s.writeTotalBytes && p.writeBytes == s.writeBytes;
    };
    m_preset->setCurrentIndex(sameSizes(LabSettings::published()) ? 0 : sameSizes(LabSettings::quick()) ? 1 : 2);
}

LabSettings LabPage::settings() const
{
    LabSettings s;
    s.fileBytes = std::uint64_t(m_size->value()) << 20;
    s.writeTotalBytes = std::uint64_t(m_total->value()) << 20;
    s.writeBytes = std::uint64_t(m_writeSize->value()) << 10;
    s.readRepetitions = m_repeat->value();
    s.defrag = m_defrag->isChecked();
    s.spread = m_spread->isChecked();
    s.hdd = savedHddParams();
    return s;
}

QString LabPage::statusText() const
{
    return m_status->text();
}

void LabPage::setThrowaway(bool on, const QString& typeA, const QString& typeB, const QString& folder)
{
    m_throwaway->setChecked(on);
    if (!typeA.isEmpty())
        m_types[0]->setCurrentText(typeA);
    if (!typeB.isEmpty())
        m_types[1]->setCurrentText(typeB);
    if (!folder.isEmpty())
        m_imageFolder->setText(folder);
}

void LabPage::setBusy(bool busy)
{
    m_busy = busy;
    if (!busy) {
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(false);
        m_pause->setText(tr("Pause"));
    }
    updateControls();
}

void LabPage::updateControls()
{
    const bool open = m_session != nullptr;
    m_run->setEnabled(!m_busy);
    m_next->setEnabled(!m_busy);
    m_pause->setEnabled(m_busy);
    m_cancel->setEnabled(m_busy);
    m_end->setEnabled(!m_busy && open);
    const int row = m_steps->currentRow();
    const StepState* picked = row >= 0 && row < int(m_stepStates.size()) ? &m_stepStates[std::size_t(row)] : nullptr;
    m_rerun->setEnabled(!m_busy && open && picked && picked->whyNot.isEmpty());
    m_rerun->setToolTip(!open                     ? tr("Runs a step of an open experiment again (Ctrl+Shift+R)")
            : picked && !picked->whyNot.isEmpty() ? picked->whyNot
                                                  : tr("Run the picked step again (Ctrl+Shift+R)"));
    m_export->setEnabled(!m_busy && m_result.has_value());
    m_copy->setEnabled(!m_busy && m_result.has_value());
    // An open experiment keeps its settings and places; End experiment frees them.
    const bool editable = !m_busy && !open;
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_preset, m_size, m_total, m_writeSize, m_spread, m_repeat, m_defrag, m_throwaway})
        w->setEnabled(editable);
    for (Side& side : m_sides)
        side.directory->setEnabled(editable && !m_throwaway->isChecked());
    for (QWidget* w : std::initializer_list<QWidget*>{m_types[0], m_types[1], m_imageFolder})
        w->setEnabled(editable && m_throwaway->isChecked());
}

void LabPage::showSteps()
{
    if (!m_session && !m_busy) { // what the next experiment will do
        m_stepStates.clear();
        LabSettings planned; // only whether it defragments decides the steps
        planned.defrag = m_defrag->isChecked();
        for (LabStep step : labSteps(planned))
            m_stepStates.push_back(StepState{step, false, tr("no experiment is open")});
    }
    const int keep = m_steps->currentRow();
    m_steps->clear();
    for (std::size_t i = 0; i < m_stepStates.size(); ++i) {
        const StepState& st = m_stepStates[i];
        auto* item = new QListWidgetItem(QStringLiteral("%1. %2").arg(i + 1).arg(labStepName(st.step)), m_steps);
        if (st.step == m_running) {
            item->setIcon(style()->standardIcon(m_pause->isChecked() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        } else if (st.ran) {
            item->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
        } else {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
        item->setToolTip(st.ran ? tr("Done") : st.whyNot.isEmpty() ? tr("Can run now") : st.whyNot);
    }
    m_steps->setCurrentRow(std::min(keep, m_steps->count() - 1));
    updateControls();
}

void LabPage::run()
{
    start(Plan::All);
}

void LabPage::nextStep()
{
    start(Plan::Next);
}

void LabPage::rerun(LabStep step)
{
    if (m_session)
        start(Plan::One, step);
}

void LabPage::start(Plan plan, LabStep only)
{
    if (m_busy)
        return;
    // A new experiment when none is open, or when the open one ran every step.
    const bool fresh = !m_session || (plan != Plan::One && m_session->next() == LabStep::Done);
    QStringList dirs;
    QStringList types;
    const QString folder = m_imageFolder->text().trimmed();
    const bool throwaway = m_throwaway->isChecked();
    LabSettings s = settings();
    if (fresh) {
        if (throwaway) {
            types = QStringList{m_types[0]->currentText(), m_types[1]->currentText()};
            if (folder.isEmpty()) {
                m_status->setText(tr("Choose a folder for the throwaway file systems first."));
                return;
            }
        } else {
            dirs = QStringList{m_sides[0].directory->text().trimmed(), m_sides[1].directory->text().trimmed()};
            if (dirs[0].isEmpty() || dirs[1].isEmpty()) {
                m_status->setText(
                    tr("Choose both directories first, or tick Throwaway file systems to have them made."));
                return;
            }
        }
        if (const QString why = s.problem(); !why.isEmpty()) {
            m_status->setText(why);
            return;
        }
        m_result.reset();
        m_mapUpdates = 0;
        for (Side& side : m_sides) {
            side.summary->setRowCount(0);
            side.map->setMap(nullptr);
            side.title->setText(&side == &m_sides[0] ? tr("<b>A</b>") : tr("<b>B</b>"));
        }
    } else {
        s = m_session->result().settings;
    }
    *m_pauseFlag = false;
    setBusy(true);
    showSteps();
    auto pauseFlag = m_pauseFlag;
    auto session = fresh ? nullptr : m_session;
    // A new experiment ends the open one first, on the worker: its files, then its file systems.
    std::shared_ptr<LabSession> oldSession = fresh ? std::move(m_session) : nullptr;
    std::shared_ptr<LabImages> oldImages = fresh ? std::move(m_images) : nullptr;
    // What is posted reaches the page only while it lives and this run is current (BackgroundJob).
    m_job->start([this, plan, only, fresh, throwaway, dirs, types, folder, s, session, pauseFlag, oldSession,
                     oldImages](const JobContext& job) mutable {
        const auto post = [&job](auto f) { job.post(std::move(f)); };
        oldSession.reset();
        oldImages.reset();
        std::shared_ptr<LabImages> images;
        // Whatever way this ends: this thread's references go, files first, then file systems (the
        // page holds its own while it lives).
        struct Release
        {
            std::shared_ptr<LabSession>& session;
            std::shared_ptr<LabImages>& images;
            ~Release()
            {
                session.reset();
                images.reset();
            }
        } release{session, images};
        if (fresh) {
            QString refused;
            if (throwaway) {
                post([this, folder] {
                    m_status->setText(tr("Making the file systems in %1 (each with its defaults)…").arg(folder));
                });
                auto made = createLabImages(folder, types, s.bytesNeeded());
                if (made)
                    images = std::move(*made);
                else
                    refused = made.error().message();
                if (images && !images->staleRemoved().isEmpty()) {
                    post([this, stale = images->staleRemoved()] {
                        Q_EMIT statusMessage(tr("Removed %1, left behind by an earlier run that ended abnormally")
                                                 .arg(stale.join(QStringLiteral(", "))));
                    });
                }
            }
            if (refused.isEmpty()) {
                auto started = LabSession::start(images ? images->mountPoints() : dirs, s);
                if (started)
                    session = std::move(*started);
                else
                    refused = started.error().message();
            }
            if (!refused.isEmpty()) { // the images made, if any, go with this thread's last reference
                post([this, refused] {
                    setBusy(false);
                    m_status->setText(tr("Refused: %1").arg(refused));
                    Q_EMIT statusMessage(m_status->text());
                    Q_EMIT finished(false);
                });
                return;
            }
            post([this, session, images] {
                m_session = session;
                m_images = images;
            });
        }
        const LabControl control{job.stopToken(), *pauseFlag};
        const auto states = [&session] {
            std::vector<StepState> out;
            for (LabStep step : session->steps())
                out.push_back(StepState{step, session->hasRun(step), session->whyNot(step)});
            return out;
        };
        post([this, st = states()] { m_stepStates = st; });
        bool ok = true;
        LabStep step = plan == Plan::One ? only : session->next();
        while (step != LabStep::Done) {
            post([this, step] {
                m_running = step;
                if (step == LabStep::Writes)
                    startWritePlot();
                showSteps();
            });
            ok = session->runStep(
                step, control, [this, post](const LabProgress& p) { post([this, p] { showProgress(p); }); });
            post([this, r = session->result(), st = states()] {
                m_result = r;
                m_stepStates = st;
                m_running = LabStep::Done;
                showSteps();
                showResult(*m_result);
            });
            if (!ok || plan != Plan::All)
                break;
            step = session->next();
        }
        const LabStep next = session->next();
        post([this, ok, step, next] {
            setBusy(false);
            if (!ok) {
                m_status->setText(next == LabStep::Create
                        ? tr("Cancelled during “%1”; the file was half changed, so the next step writes it again.")
                              .arg(labStepName(step))
                        : tr("Cancelled during “%1”; it can run again.").arg(labStepName(step)));
            } else if (next == LabStep::Done) {
                m_status->setText(tr("Done. The test files stay for steps run again until End experiment (Ctrl+Del)."));
            } else {
                m_status->setText(tr("“%1” done. Next: “%2” (F10 for it alone, Ctrl+R for all that are left).")
                                      .arg(labStepName(step), labStepName(next)));
            }
            Q_EMIT statusMessage(m_status->text());
            Q_EMIT finished(ok);
        });
    });
}

void LabPage::startWritePlot()
{
    QStringList names;
    for (int i = 0; i < 2; ++i) {
        QString name = i == 0 ? QStringLiteral("A") : QStringLiteral("B");
        if (m_result && std::size_t(i) < m_result->targets.size()) {
            const QString type = m_result->targets[std::size_t(i)].created.snapshot.inspection.fs.typeName;
            if (!type.isEmpty())
                name += QStringLiteral(" (%1)").arg(type);
        }
        names << name;
    }
    m_writePlot->start(names);
}

void LabPage::setPaused(bool paused)
{
    *m_pauseFlag = paused;
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    if (m_busy)
        m_status->setText(paused ? tr("Paused; Resume (Ctrl+P) goes on where it stopped") : tr("Going on…"));
    showSteps();
}

void LabPage::cancel()
{
    if (!m_busy)
        return;
    m_job->cancel();
    m_status->setText(tr("Stopping…"));
}

void LabPage::endExperiment()
{
    if (m_busy || !m_session)
        return;
    const bool hadImages = m_images != nullptr;
    setBusy(true);
    m_status->setText(tr("Removing the test files…"));
    // Unmounting can take a while (and asks udisks2): not on this thread.
    m_job->start(
        [this, session = std::move(m_session), images = std::move(m_images), hadImages](const JobContext& job) mutable {
            session.reset();
            images.reset();
            job.post([this, hadImages] {
                setBusy(false);
                m_status->setText(hadImages ? tr("Experiment ended: its test files and file systems were removed.")
                                            : tr("Experiment ended: its test files were removed."));
                Q_EMIT statusMessage(m_status->text());
                showSteps();
                Q_EMIT experimentEnded();
            });
        });
}

void LabPage::showProgress(const LabProgress& p)
{
    if (p.target < 0 || p.target > 1)
        return;
    Side& side = m_sides[std::size_t(p.target)];
    if (p.step == LabStep::Writes && p.rate.jobIndex >= 0)
        m_writePlot->add(p.rate);
    if (m_pause->isChecked()) {
        // the status says paused
    } else if (p.step == LabStep::Writes) {
        m_status->setText(tr("%1: %2 of %3 on each side, each followed by fsync")
                              .arg(labStepName(p.step), QLocale().toString(qulonglong(p.done)),
                                  QLocale().toString(qulonglong(p.total))));
    } else {
        m_status->setText(QStringLiteral("%1: %2").arg(
            p.target == 0 ? QStringLiteral("A") : QStringLiteral("B"), labStepName(p.step)));
    }
    if (p.total > 0)
        m_progress->setValue(int(1000.0 * double(p.done) / double(p.total)));
    if (p.map) {
        ++m_mapUpdates;
        side.map->updateMap(p.map, p.index); // the user's zoom and scroll stay
        side.title->setText(tr("<b>%1</b> — %2 extents after %3 of %4 writes")
                                .arg(p.target == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                                .arg(p.map->extents.size())
                                .arg(p.done)
                                .arg(p.total));
    }
}

void LabPage::showResult(const LabResult& r)
{
    for (std::size_t i = 0; i < r.targets.size() && i < 2; ++i) {
        const LabTarget& t = r.targets[i];
        Side& side = m_sides[i];
        side.title->setText(QStringLiteral("<b>%1</b> — %2 (%3)")
                                .arg(i == 0 ? QStringLiteral("A") : QStringLiteral("B"), t.directory.toHtmlEscaped(),
                                    t.created.snapshot.inspection.fs.typeName));
        const auto stages = labStages(t);
        side.summary->setRowCount(int(stages.size()));
        for (int row = 0; row < int(stages.size()); ++row) {
            const LabStage& st = *stages[std::size_t(row)].stage;
            if (st.snapshot.inspection.map.fileSize == 0 && !st.read)
                continue; // a stage that did not run
            QString read
                = st.read ? tr("%1 MB/s").arg(QLocale().toString(st.read->median / 1e6, 'f', 0)) : tr("not measured");
            if (row > 0 && st.read && t.created.read)
                read += QStringLiteral(" (%1)").arg(formatPercentChange(t.created.read->median, st.read->median));
            const QStringList cells{stages[std::size_t(row)].title,
                QLocale().toString(qulonglong(st.snapshot.inspection.report.extentRecords)), read,
                QStringLiteral("%1 s").arg(
                    QLocale().toString(predictHddRead(st.snapshot.inspection.map, r.settings.hdd).seconds, 'f', 1))};
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells[c]);
                if (c > 0)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                side.summary->setItem(row, c, item);
            }
        }
        if (t.writesDone > 0 && t.writeSeconds > 0) {
            side.title->setText(side.title->text()
                + tr(" — %1 writes at %2/s, p99 %3 ms")
                      .arg(QLocale().toString(qulonglong(t.writesDone)))
                      .arg(QLocale().toString(double(t.writesDone) / t.writeSeconds, 'f', 0))
                      .arg(QLocale().toString(double(t.writeP99Ns) / 1e6, 'f', 1)));
        }
        if (!t.error.isEmpty())
            side.title->setText(side.title->text() + QStringLiteral(" — ") + t.error.toHtmlEscaped());
        // The map of the stage picked in the table; first the one after the writes.
        side.summary->setCurrentCell(std::min(1, side.summary->rowCount() - 1), 0);
    }
    m_progress->setValue(r.cancelled ? 0 : 1000);
}

void LabPage::showStage(int side, int row)
{
    if (!m_result || std::size_t(side) >= m_result->targets.size() || row < 0)
        return;
    const LabTarget& t = m_result->targets[std::size_t(side)];
    const auto stages = labStages(t);
    const LabStage* st = row < int(stages.size()) ? stages[std::size_t(row)].stage : nullptr;
    if (st && st->snapshot.inspection.map.fileSize > 0)
        m_sides[std::size_t(side)].map->setMap(std::make_shared<const ExtentMap>(st->snapshot.inspection.map));
}

void LabPage::editHddModel()
{
    auto* dialog = new HddModelDialog(savedHddParams(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const HddParams p = dialog->params();
        saveHddParams(p);
        for (Side& side : m_sides)
            side.summary->horizontalHeaderItem(3)->setText(modelHeader(p));
        if (m_result && !m_busy) {
            m_result->settings.hdd = p; // the same layouts, predicted for the new disk
            showResult(*m_result);
        }
        Q_EMIT hddModelChanged();
    });
    dialog->open();
}

void LabPage::exportReport()
{
    if (!m_result)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the experiment"), QStringLiteral("fragscope-lab.html"), tr("HTML (*.html)"));
    if (path.isEmpty())
        return;
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(labHtml(*m_result).toUtf8()) < 0 || !out.commit()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Export"),
            tr("Could not write %1: %2").arg(path, out.errorString()), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    Q_EMIT statusMessage(tr("Report written to %1").arg(path));
}

void LabPage::copyAsText()
{
    if (!m_result)
        return;
    QApplication::clipboard()->setText(labText(*m_result));
    Q_EMIT statusMessage(tr("Copied the experiment as text"));
}

} // namespace fragscope
