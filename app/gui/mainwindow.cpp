// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/mainwindow.h"

#include "gui/dialogs/calibratedialog.h"

#include "common/backgroundjob.h"

#include "common/hddsettings.h"
#include "extentmapview.h"
#include "extents/inspection.h"
#include "gui/dialogs/readreplaydialog.h"
#include "gui/pages/benchmark/benchmarkpage.h"
#include "gui/pages/benchmark/benchsession.h"
#include "gui/pages/defrag/defragpage.h"
#include "gui/pages/inspector/fileinspector.h"
#include "gui/pages/inspector/inspectorpage.h"
#include "gui/pages/lab/labpage.h"
#include "gui/pages/page.h"
#include "gui/pages/survey/surveypage.h"
#include "gui/shortcuts.h"
#include "lab/demofiles.h"
#include "noticebar.h"
#include "remembered.h"
#include "report/savedkind.h"
#include "util/path.h"
#include "util/version.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace fragscope {
namespace {
constexpr int kMaxRecent = 10;
const auto kRecentKey = QStringLiteral("recentFiles");
const auto kGeometryKey = QStringLiteral("windowGeometry");
const auto kStateKey = QStringLiteral("windowState");
const auto kPageKey = QStringLiteral("page");
const auto kHintKey = QStringLiteral("firstRunHintDone");
// Below this many fragments the demo's interleaved 16 MiB file (1,024 chunks) looks contiguous: the
// file system merged the allocations (ext4's delayed allocation does, without root).
constexpr std::uint64_t kDemoLooksSmooth = 256;
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_pages(new QStackedWidget)
    , m_pageBar(new QToolBar(tr("Pages")))
    , m_pageActions(new QActionGroup(this))
    , m_inspector(new InspectorPage)
    , m_benchmark(new BenchmarkPage)
    , m_defrag(new DefragPage)
    , m_lab(new LabPage)
    , m_survey(new SurveyPage)
{
    setWindowTitle(tr("Fragscope"));
    setAcceptDrops(true);
    // Every map's "Replay Read…" replays it on the disk the model is set to.
    ExtentMapView::setReplayHandler([](QWidget* from, const std::shared_ptr<const ExtentMap>& map,
                                        const std::shared_ptr<const DiskLayout>& layout) {
        const QString name = QFileInfo(map->path).fileName();
        auto* dialog = new ReadReplayDialog(
            map, savedHddParams(), name.isEmpty() ? tr("the layout") : name, from->window(), layout);
        dialog->show();
    });
    auto* central = new QWidget;
    auto* centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(createHintBar());
    centralLayout->addWidget(createRestoreBar());
    centralLayout->addWidget(m_pages, 1);
    setCentralWidget(central);
    m_pageBar->setObjectName(QStringLiteral("pageBar"));
    m_pageBar->setMovable(false);
    m_pageBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addToolBar(Qt::LeftToolBarArea, m_pageBar);
    for (Page* page : std::initializer_list<Page*>{m_inspector, m_benchmark, m_defrag, m_lab, m_survey})
        addPage(page);
    // What one page asks of another is wired here, where they are made.
    connect(m_survey, &SurveyPage::openFileRequested, this, &MainWindow::openFile);
    connect(m_survey, &SurveyPage::defragRequested, this, [this](const QStringList& paths) {
        showDefrag();
        if (m_defrag->isBusy()) {
            statusBar()->showMessage(tr("The defrag page is still running its queue; try again when it ends"), 8000);
            return;
        }
        // Their plan: those that can improve, the most gain for each byte moved first.
        m_defrag->planFiles(paths);
        statusBar()->showMessage(tr("Planning %n file(s): Dry run then shows what each can become, Defragment "
                                    "(Ctrl+D) runs them",
                                     nullptr, int(paths.size())),
            8000);
    });
    connect(m_lab, &LabPage::hddModelChanged, m_defrag, &DefragPage::refreshHddModel);

    connect(m_inspector, &InspectorPage::openRequested, this, &MainWindow::showInspectDialog);
    connect(m_defrag, &DefragPage::openRequested, this, &MainWindow::openFiles);
    connect(m_inspector, &InspectorPage::demoRequested, this, &MainWindow::openDemoFiles);
    createMenus();
    statusBar()->showMessage(tr("Open a file (Ctrl+O) or drop one on the window"));

    resize(1280, 860);
}

QWidget* MainWindow::createHintBar()
{
    m_hint = new NoticeBar;
    m_hint->setObjectName(QStringLiteral("firstRunHint"));
    m_hint->setText(tr("<b>New here?</b> The <b>Lab</b> (Ctrl+4) runs the copy-on-write experiment live on "
                       "throwaway file systems; the <b>Survey</b> (Ctrl+5) maps a whole folder or file system."));
    connect(m_hint->addButton(tr("Open the Lab")), &QPushButton::clicked, this, &MainWindow::showLab);
    connect(m_hint->addButton(tr("Open the Survey")), &QPushButton::clicked, this, [this] { showSurvey(); });
    connect(m_hint, &NoticeBar::dismissed, this, [] { QSettings().setValue(kHintKey, true); });
    return m_hint;
}

void MainWindow::restoreWindowState()
{
    const QSettings settings;
    m_hint->setVisible(!settings.value(kHintKey, false).toBool());
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());
    const int page = settings.value(kPageKey, 0).toInt();
    if (page > 0 && page < m_pages->count())
        showPage(m_pages->widget(page));
}

void MainWindow::showPage(QWidget* page)
{
    m_pages->setCurrentWidget(page);
    m_pageActions->actions().at(m_pages->indexOf(page))->setChecked(true);
}

void MainWindow::addPage(Page* page)
{
    m_pageList << page;
    m_pages->addWidget(page);
    connect(page, &Page::statusMessage, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    const QString toolTip = page->purpose();
    QAction* action = m_pageBar->addAction(page->title());
    action->setCheckable(true);
    action->setChecked(m_pages->count() == 1);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + m_pages->count())));
    action->setToolTip(QStringLiteral("%1 (%2)").arg(toolTip, action->shortcut().toString(QKeySequence::NativeText)));
    m_pageActions->addAction(action);
    connect(action, &QAction::triggered, this, [this, page] { m_pages->setCurrentWidget(page); });
    // A bar with one button says nothing: show it once there is a choice.
    m_pageBar->setVisible(m_pages->count() > 1);
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::showOpenDialog)
        ->setToolTip(tr("A file to inspect, or anything Fragscope or fio saved: opened where it belongs"));
    file->addAction(tr("&Inspect Layout…"), QKeySequence(Qt::CTRL | Qt::Key_I), this, &MainWindow::showInspectDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addAction(tr("Open &Demo Files"), this, &MainWindow::openDemoFiles);
    file->addAction(tr("Open Recorded &Layouts"), this, &MainWindow::openRecordedLayouts)
        ->setToolTip(tr("The copy-on-write experiment as recorded on btrfs and on ext4, shipped with Fragscope"));
    file->addAction(tr("&Survey Folder…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, [this] {
        showSurvey();
        m_survey->browse();
    });
    file->addAction(tr("Open Sa&ved Survey…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this, [this] {
        showSurvey();
        m_survey->askOpen();
    });
    file->addAction(tr("&Defragment Current File…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), this, [this] {
        auto* i = m_inspector->current();
        showDefrag(i ? i->path() : QString());
    });
    file->addSeparator();
    file->addAction(tr("Open Sessio&n…"), this, [this] {
        const QString path = pathFromQt(QFileDialog::getOpenFileName(
            this, tr("Open Session"), dialogFolder(QStringLiteral("sessions")), tr("Fragscope sessions (*.json)")));
        rememberDialogChoice(QStringLiteral("sessions"), path);
        if (!path.isEmpty())
            openSession(path);
    });
    file->addAction(tr("Save Session &As…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S), this,
            &MainWindow::showSaveSessionDialog)
        ->setToolTip(tr("Every inspected file, snapshot, benchmark result, lab run and survey of this window, "
                        "in one file"));
    file->addAction(tr("Reopen &Last Session"), this, [this] {
        const QString last = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
            + QStringLiteral("/sessions/last-session.json");
        if (QFileInfo::exists(last))
            openSession(last);
        else
            statusBar()->showMessage(
                tr("No session was kept: Fragscope keeps the last one when its window closes"), 8000);
    });
    file->addSeparator();
    file->addAction(tr("&Measure This Disk…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), this,
        &MainWindow::showCalibrateDialog);
    file->addSeparator();
    file->addAction(tr("&Close File"), QKeySequence::Close, m_inspector, &InspectorPage::closeCurrent);
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("&Refresh"), QKeySequence::Refresh, this, [this] {
        if (auto* i = m_inspector->current())
            i->refresh();
    });
    QAction* watch = view->addAction(tr("&Watch"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    watch->setCheckable(true);
    connect(watch, &QAction::toggled, this, [this](bool on) {
        if (auto* i = m_inspector->current())
            i->setWatching(on);
    });
    connect(m_inspector, &InspectorPage::currentChanged, this, [this, watch] {
        const QSignalBlocker block(watch);
        auto* i = m_inspector->current();
        watch->setChecked(i && i->isWatching());
    });
    view->addSeparator();
    view->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] {
        if (auto* i = m_inspector->current())
            i->mapView()->zoomIn();
    });
    view->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] {
        if (auto* i = m_inspector->current())
            i->mapView()->zoomOut();
    });
    view->addAction(tr("Show &Whole File"), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] {
        if (auto* i = m_inspector->current())
            i->mapView()->resetZoom();
    });

    view->addSeparator();
    // Every read time on another disk: a teacher shows one file system on four.
    QMenu* costMenu = view->addMenu(tr("Read &Times On"));
    auto* costGroup = new QActionGroup(costMenu);
    const auto addCostDisk = [&](const QString& text, const QString& key) {
        QAction* a = costMenu->addAction(text);
        a->setCheckable(true);
        a->setChecked(savedCostDiskChoice() == key);
        a->setData(key);
        costGroup->addAction(a);
    };
    addCostDisk(tr("The Disk Under Each File (Measured, Else a Preset)"), QString());
    costMenu->addSeparator();
    for (const DiskPreset& p : diskPresets())
        addCostDisk(QCoreApplication::translate("DiskPreset", p.name), QLatin1String(p.key));
    connect(costGroup, &QActionGroup::triggered, this, [this](QAction* a) { setCostDiskChoice(a->data().toString()); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_Slash), this,
        [this] { showShortcutsDialog(this, shortcuts()); });
    help->addSeparator();
    help->addAction(tr("&About Fragscope"), this, [this] {
        QMessageBox::about(this, tr("About Fragscope"),
            tr("<h3>Fragscope %1</h3><p>Shows where a file's data live on disk, read with the "
               "FIEMAP ioctl.</p><p>Licensed under the GNU GPL, version 3 or later.</p>")
                .arg(versionText().toHtmlEscaped()));
    });
}

std::vector<ShortcutEntry> MainWindow::shortcuts() const
{
    std::vector<ShortcutEntry> entries;
    for (const QAction* top : menuBar()->actions()) {
        if (!top->menu())
            continue;
        std::vector<const QMenu*> menus{top->menu()};
        while (!menus.empty()) {
            const QMenu* menu = menus.back();
            menus.pop_back();
            for (const QAction* action : menu->actions()) {
                if (action->menu())
                    menus.push_back(action->menu());
                else if (!action->shortcut().isEmpty())
                    entries.push_back(
                        {plainActionText(top->text()), plainActionText(action->text()), action->shortcut()});
            }
        }
    }
    const QList<QAction*> pages = m_pageActions->actions();
    for (const QAction* page : pages)
        entries.push_back({tr("Pages"), page->text(), page->shortcut()});
    for (int i = 0; i < m_pages->count(); ++i) {
        const auto more = shortcutsUnder(m_pages->widget(i), pages.at(i)->text());
        entries.insert(entries.end(), more.begin(), more.end());
    }
    return entries;
}

void MainWindow::showOpenDialog()
{
    QStringList files = QFileDialog::getOpenFileNames(this, tr("Open Files"), dialogFolder(QStringLiteral("open")),
        tr("Any file (*);;Saved by Fragscope or fio (*.json *.fio *.txt *.csv *.log)"));
    for (QString& f : files)
        f = pathFromQt(f); // the dialog reads names as text: a name that is not UTF-8 back to its bytes
    rememberDialogChoice(QStringLiteral("open"), files.value(0));
    openFiles(files);
}

void MainWindow::showInspectDialog()
{
    QStringList files
        = QFileDialog::getOpenFileNames(this, tr("Inspect the Layout of Files"), dialogFolder(QStringLiteral("open")));
    for (QString& f : files)
        f = pathFromQt(f);
    rememberDialogChoice(QStringLiteral("open"), files.value(0));
    for (const QString& file : files)
        inspectFile(file);
}

void MainWindow::openFiles(const QStringList& paths)
{
    QStringList toSniff; // may be a saved kind: read off the GUI thread
    for (const QString& path : paths) {
        const QFileInfo info(path); // the name only: what is there is looked at by its bytes
        const PathKind kind = pathKind(canonicalPath(path));
        if (kind == PathKind::Directory) {
            showSurvey(path);
            rememberRecent(info.absoluteFilePath());
            continue;
        }
        static const QStringList savedSuffixes{QStringLiteral("json"), QStringLiteral("fio"), QStringLiteral("txt"),
            QStringLiteral("csv"), QStringLiteral("log")};
        if (kind == PathKind::File && savedSuffixes.contains(info.suffix().toLower()))
            toSniff << path;
        else
            inspectFile(path); // a missing file too: the inspector says why, in place
    }
    if (toSniff.isEmpty())
        return;
    // One job per call, deleted when done, so that several opens in a row all arrive.
    auto* job = new BackgroundJob(this);
    m_pendingOpens += int(toSniff.size());
    connect(job, &BackgroundJob::finished, job, &QObject::deleteLater);
    job->start([this, toSniff](const JobContext& context) {
        for (const QString& path : toSniff) {
            const SavedKind kind = savedKindOf(path);
            context.post([this, path, kind] {
                --m_pendingOpens;
                openAs(path, int(kind));
            });
        }
    });
}

void MainWindow::openAs(const QString& path, int kind)
{
    rememberRecent(QFileInfo(path).absoluteFilePath());
    const auto saved = SavedKind(kind);
    if (saved == SavedKind::Session) {
        openSession(path);
        return;
    }
    if (saved == SavedKind::Layout) {
        inspectFile(path);
        return;
    }
    for (Page* page : std::as_const(m_pageList)) {
        if (page->savedKinds().contains(saved)) {
            showPage(page);
            page->openSaved(path, saved);
            break;
        }
    }
    statusBar()->showMessage(
        tr("%1: %2 (File ▸ Inspect Layout shows where it lies on disk)").arg(path, savedKindName(saved)), 8000);
}

void MainWindow::inspectFile(const QString& path)
{
    showPage(m_inspector);
    m_inspector->openFile(path);
    rememberRecent(QFileInfo(path).absoluteFilePath());
}

void MainWindow::openDemoFiles()
{
    statusBar()->showMessage(tr("Making the demo files…"));
    if (!m_demoJob)
        m_demoJob = new BackgroundJob(this);
    // Writing 32 MiB is I/O: off the GUI thread.
    m_demoJob->start([this](const JobContext& job) {
        auto made = std::make_shared<Result<DemoFiles>>(makeDemoFiles(defaultDemoDirectory()));
        // Did this file system let the demo fragment? Its map says (a 16 MiB file: quick).
        std::uint64_t fragments = 0;
        if (*made) {
            if (auto in = fragscope::inspectFile((*made)->fragmented))
                fragments = in->report.fragments;
        }
        job.post([this, made, fragments] { showDemoFiles(*made, fragments); });
    });
}

void MainWindow::showDemoFiles(const Result<DemoFiles>& files, std::uint64_t fragments)
{
    if (!files) {
        statusBar()->showMessage(files.error().message());
        QMessageBox::warning(
            this, tr("Demo files"), tr("Could not make the demo files.\n\n%1").arg(files.error().message()));
        return;
    }
    for (const QString& path : files->paths())
        m_inspector->openFile(path);
    if (fragments >= kDemoLooksSmooth)
        return;
    openRecordedLayouts();
    statusBar()->showMessage(tr("This file system kept the demo's interleaved file in %n piece(s), so it looks "
                                "smooth; the recorded layouts show the experiment on btrfs and ext4",
                                 nullptr, int(fragments)),
        15000);
}

void MainWindow::openRecordedLayouts()
{
    showPage(m_inspector);
    m_inspector->openRecordedLayouts();
}

void MainWindow::rememberRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString& path : recent)
        m_recentMenu->addAction(path, this, [this, path] { openFile(path); });
    if (recent.isEmpty()) {
        m_recentMenu->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(tr("Clear List"), this, [this] {
        QSettings().remove(kRecentKey);
        rebuildRecentMenu();
    });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            paths << pathFromUrl(url); // the name's bytes kept
    }
    openFiles(paths);
    event->acceptProposedAction();
}

void MainWindow::showBenchmark()
{
    showPage(m_benchmark);
}

void MainWindow::showLab()
{
    showPage(m_lab);
}

void MainWindow::showDefrag(const QString& file)
{
    showPage(m_defrag);
    if (!file.isEmpty())
        m_defrag->setFile(file);
}

void MainWindow::showSurvey(const QString& folder)
{
    showPage(m_survey);
    if (folder.isEmpty())
        return;
    if (QFileInfo(folder).isFile()) { // a saved survey
        m_survey->openSurvey(folder);
        return;
    }
    m_survey->setPath(folder);
    m_survey->start();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // A page whose work must clean up first (a benchmark's files) is waited for, without blocking
    // the window: it says when it is ready, and the window tries again.
    for (Page* page : std::as_const(m_pageList)) {
        if (!page->stopForClose()) {
            connect(page, &Page::readyToClose, this, &QWidget::close, Qt::SingleShotConnection);
            event->ignore();
            return;
        }
    }
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kPageKey, m_pages->currentIndex());
    QMainWindow::closeEvent(event);
}

// The disk under what the page in front shows: the inspector's file, the survey's folder, the
// defrag queue's file; else the home folder.
QString MainWindow::currentDiskPath() const
{
    QString path;
    if (m_pages->currentWidget() == m_survey)
        path = m_survey->path();
    else if (m_pages->currentWidget() == m_defrag)
        path = m_defrag->currentPath();
    else if (m_pages->currentWidget() == m_inspector && m_inspector->current())
        path = m_inspector->current()->path();
    return path.isEmpty() || path.startsWith(QLatin1Char(':')) ? QDir::homePath() : path;
}

void MainWindow::showCalibrateDialog()
{
    auto* dialog = new CalibrateDialog(currentDiskPath(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CalibrateDialog::measured, this, [this](const QString& device) {
        statusBar()->showMessage(tr("%1 measured: its read times use the new profile").arg(device), 8000);
    });
    dialog->open();
}

void MainWindow::setCostDiskChoice(const QString& presetKey)
{
    saveCostDiskChoice(presetKey);
    for (FileInspector* i : m_inspector->inspectors())
        i->recost();
    m_defrag->refreshHddModel(); // its before/after table
    statusBar()->showMessage(presetKey.isEmpty()
            ? tr("Read times on the disk under each file; a survey shows it when it runs again")
            : tr("Read times on another disk; a survey shows it when it runs again"),
        8000);
}

} // namespace fragscope
