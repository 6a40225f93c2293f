// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/gui.h"

#include "common/windowoptions.h"

#include "diskmapview.h"
#include "gui/dialogs/calibratedialog.h"
#include "gui/mainwindow.h"
#include "gui/pages/benchmark/benchmarkpage.h"
#include "gui/pages/defrag/defragpage.h"
#include "gui/pages/inspector/fileinspector.h"
#include "gui/pages/inspector/inspectorpage.h"
#include "gui/pages/lab/labpage.h"
#include "gui/pages/survey/surveypage.h"
#include "viewexport.h"

#include "util/path.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QPalette>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <optional>

namespace fragscope {
namespace {

// While the application connects to the display: Qt's warnings are kept, and its fatal error (no
// display: it would abort, status 134, after a page of advice) becomes one line and status 1.
QStringList g_startupWarnings;
void startupMessage(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtFatalMsg) {
        g_startupWarnings << message.trimmed();
        return;
    }
    const bool noEnvironment = qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    const QString why = noEnvironment
        ? QStringLiteral("DISPLAY and WAYLAND_DISPLAY are not set")
        : (g_startupWarnings.isEmpty() ? message.section(u'\n', 0, 0) : g_startupWarnings.constFirst());
    std::fprintf(stderr,
        "fragscope: no display to open the window on (%s); the subcommands work without one (fragscope --help)\n",
        qPrintable(why));
    std::_Exit(1);
}

void quietMessage(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "fragscope: %s\n", qPrintable(message));
}

// The inspector of `file` as the window shows it (map and layout plot) at `sizeText`, into `out`.
int renderInspector(const QString& file, const QString& out, const QString& sizeText)
{
    const QStringList wh = sizeText.split(u'x');
    const QSize size(wh.value(0).toInt(), wh.value(1).toInt());
    FileInspector inspector(file);
    inspector.resize(size);
    inspector.show();
    int status = 1;
    QObject::connect(&inspector, &FileInspector::finished, &inspector, [&](bool ok) {
        if (!ok) {
            std::fprintf(stderr, "fragscope map: %s\n", qPrintable(inspector.errorText()));
            QCoreApplication::exit(1);
            return;
        }
        inspector.showLayoutPlot();
        QTimer::singleShot(300, &inspector, [&] { // the plot lays itself out first
            const auto done = exportView(&inspector, out, size);
            if (!done)
                std::fprintf(stderr, "fragscope map: %s\n", qPrintable(done.error().message()));
            status = done ? 0 : 1;
            QCoreApplication::exit(status);
        });
    });
    QApplication::exec();
    return status;
}

} // namespace

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x31), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8d, 0x93));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x3c, 0x3f, 0x44));
    p.setColor(QPalette::Midlight, QColor(0x34, 0x37, 0x3b));
    p.setColor(QPalette::Mid, QColor(0x24, 0x26, 0x29));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7d, 0x82));
    return p;
}

namespace {

// The window grabbed into target after `settle` ms for the views to draw, then the application
// quits: 0 when saved. Nothing happens without a target.
void grabAndQuit(MainWindow& window, const QString& target, int settle)
{
    if (target.isEmpty())
        return;
    QTimer::singleShot(
        settle, &window, [&window, target] { QCoreApplication::exit(window.grab().save(target) ? 0 : 1); });
}

// --lab / --lab-images: the experiment's quick preset with its defrag, run at once.
void startLab(MainWindow& window, const QCommandLineParser& parser, const QString& target)
{
    window.showLab();
    LabPage* page = window.lab();
    if (parser.isSet(QStringLiteral("lab-images"))) {
        const QStringList types = parser.value(QStringLiteral("lab-images")).split(QLatin1Char(','));
        page->setThrowaway(true, types.value(0), types.value(1));
    } else {
        const QStringList dirs = parser.value(QStringLiteral("lab")).split(QLatin1Char(','));
        page->setDirectories(dirs.value(0), dirs.value(1));
    }
    const LabExperiment experiment
        = labExperimentFromKey(parser.value(QStringLiteral("lab-experiment"))).value_or(LabExperiment::Cow);
    LabSettings quick = LabSettings::presets(experiment)[1];
    quick.defrag = true;                                           // the talk's, shown with its defrag
    quick.directIo = experiment == LabExperiment::ParallelWriters; // the writers' pieces interleave
    page->setSettings(quick);
    QObject::connect(page, &LabPage::finished, &window, [&window, target](bool) { grabAndQuit(window, target, 600); });
    QTimer::singleShot(300, page, [page] { page->run(); });
}

// --survey DIR: surveyed, in the view asked, the worst file selected (its extents outlined).
void startSurvey(MainWindow& window, const QCommandLineParser& parser, const QString& target)
{
    SurveyPage* page = window.surveyPage();
    const QString view = parser.value(QStringLiteral("survey-view"));
    if (view == QLatin1String("treemap"))
        page->views()->setCurrentIndex(1);
    if (view == QLatin1String("hilbert"))
        page->setMapLayout(DiskMapGeometry::Layout::Hilbert);
    const auto shown = [&window, page, target] {
        page->table()->selectRow(0);
        grabAndQuit(window, target, 800);
    };
    QObject::connect(page, &SurveyPage::finished, &window, shown);
    QObject::connect(page, &SurveyPage::opened, &window, shown);
    QTimer::singleShot(
        200, &window, [&window, dir = parser.value(QStringLiteral("survey"))] { window.showSurvey(dir); });
}

// --defrag FILE (a queue when given more than once) or --defrag-folder DIR: run once the queue's
// figures are read or the folder is planned (in the order --defrag-together asks). --defrag-plan
// DIR: the plan and what it would buy, nothing run.
void startDefrag(MainWindow& window, const QCommandLineParser& parser, const QString& target)
{
    window.showDefrag();
    DefragPage* page = window.defrag();
    if (parser.isSet(QStringLiteral("defrag-plan"))) {
        const QString folder = parser.value(QStringLiteral("defrag-plan"));
        if (pathKind(folder) != PathKind::Directory) { // said on the page; nothing will be planned
            page->planFolder(folder);
            grabAndQuit(window, target, 600);
            return;
        }
        QObject::connect(
            page, &DefragPage::planned, page,
            [&window, page, target] {
                QObject::connect(
                    page, &DefragPage::checked, &window, [&window, target] { grabAndQuit(window, target, 600); },
                    Qt::SingleShotConnection);
            },
            Qt::SingleShotConnection);
        page->planFolder(folder);
        return;
    }
    QObject::connect(
        page, &DefragPage::finished, &window, [&window, target](bool) { grabAndQuit(window, target, 600); });
    if (parser.isSet(QStringLiteral("defrag"))) {
        page->setFiles(parser.values(QStringLiteral("defrag")));
        QObject::connect(
            page, &DefragPage::checked, page, [page] { page->defragment(); }, Qt::SingleShotConnection);
        return;
    }
    QObject::connect(
        page, &DefragPage::planned, page,
        [page, together = parser.value(QStringLiteral("defrag-together"))] {
            if (!together.isEmpty())
                page->setTogether(true, together);
            page->defragment();
        },
        Qt::SingleShotConnection);
    page->planFolder(parser.value(QStringLiteral("defrag-folder")));
}

// --bench JOB|PRESET: imported results, the engine or fio hosts, run; the tab asked shown after.
// Returns an exit status when an argument is wrong.
std::optional<int> startBench(MainWindow& window, const QCommandLineParser& parser, const QString& target)
{
    window.showBenchmark();
    BenchmarkPage* page = window.benchmark();
    for (const QString& file : parser.values(QStringLiteral("bench-import")))
        page->importResult(file);
    page->setDirectory(parser.value(QStringLiteral("bench-dir"))); // a preset is made for it
    const QString hostOption = QStringLiteral("bench-host");
    page->setFioEngine(
        parser.value(QStringLiteral("bench-engine")) == QLatin1String("fio") || parser.isSet(hostOption));
    if (parser.isSet(hostOption)) {
        std::vector<SavedFioHost> hosts;
        for (const QString& text : parser.values(hostOption)) {
            const auto host = parseFioHost(text);
            if (!host) {
                std::fprintf(stderr, "fragscope: --bench-host %s: not HOST or HOST:PORT\n", qPrintable(text));
                return 2;
            }
            hosts.push_back(SavedFioHost{{}, *host, true});
        }
        page->setFioHosts(hosts, true);
    }
    const QString job = parser.value(QStringLiteral("bench"));
    if (QFileInfo(job).isFile())
        page->loadJobFile(job);
    else
        page->loadPreset(job);
    page->setDirectory(parser.value(QStringLiteral("bench-dir"))); // again: a job file brought its own
    const QStringList tabs{QStringLiteral("results"), QStringLiteral("matrix"), QStringLiteral("report"),
        QStringLiteral("compare"), QStringLiteral("bytes")};
    const int tab = std::max(0, int(tabs.indexOf(parser.value(QStringLiteral("bench-tab")))));
    QObject::connect(page, &BenchmarkPage::runningChanged, &window, [&window, page, tab, target](bool running) {
        if (running)
            return;
        page->showResultsTab(tab);
        grabAndQuit(window, target, 600);
    });
    QTimer::singleShot(300, page, &BenchmarkPage::run);
    return std::nullopt;
}

// --calibrate PATH: Measure This Disk on it, measured at once; the dialog grabbed when done.
void startCalibrate(MainWindow& window, const QString& path, const QString& target)
{
    auto* dialog = new CalibrateDialog(path, &window);
    dialog->setAutoStart(true);
    QObject::connect(dialog, &CalibrateDialog::ended, &window, [dialog, target](bool ok) {
        if (target.isEmpty())
            return;
        QTimer::singleShot(
            400, dialog, [dialog, target, ok] { QCoreApplication::exit(ok && dialog->grab().save(target) ? 0 : 1); });
    });
    dialog->show();
}

// --screenshot of the files opened: polled until every file was opened where it belongs and every
// tab was read once, the views settled, then grabbed.
void startScreenshot(MainWindow& window, const QString& target, bool showPlot)
{
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, target, showPlot] {
        const auto inspectors = window.inspector()->inspectors();
        const bool ready = window.pendingOpens() == 0
            && std::all_of(
                inspectors.begin(), inspectors.end(), [](FileInspector* i) { return i->finishedReads() > 0; });
        if (!ready)
            return;
        poll->stop();
        if (showPlot) {
            for (FileInspector* i : inspectors)
                i->showLayoutPlot();
        }
        grabAndQuit(window, target, 400);
    });
    poll->start(100);
}

// The application's names, icon and translations; messages while it connects to the display.
void setUpApplication(bool rendering, QtMessageHandler previous)
{
    qInstallMessageHandler(rendering ? quietMessage : previous);
    for (const QString& warning : std::as_const(g_startupWarnings)) { // it started: they were only warnings
        if (!rendering)
            std::fprintf(stderr, "%s\n", qPrintable(warning));
    }
    QApplication::setApplicationName(QStringLiteral("fragscope"));
    QApplication::setApplicationDisplayName(QStringLiteral("Fragscope"));
    QApplication::setApplicationVersion(QStringLiteral(FRAGSCOPE_VERSION));
    QApplication::setOrganizationName(QStringLiteral("fragscope"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/fragscope.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.fragscope")); // the .desktop and metainfo id
    installTranslations();
}

} // namespace

int runGui(int argc, char** argv)
{
    const QtMessageHandler previous = qInstallMessageHandler(startupMessage);
    QApplication app(argc, argv);
    // Drawing for `map --image`, the offscreen platform's notes ("does not support
    // propagateSizeHints") are not the user's business: only errors are said.
    setUpApplication(QCoreApplication::arguments().contains(QStringLiteral("--render-image")), previous);

    QCommandLineParser parser;
    parser.addOptions(windowOptions());
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("Gui", "Files to open."));
    // Arguments as bytes (QCoreApplication::arguments() decodes them as UTF-8, losing the rest).
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << pathFromBytes(QByteArray(argv[i]));
    parser.process(arguments);
    const QString size = QStringLiteral("size");
    if (parser.isSet(QStringLiteral("render-image"))) // fragscope map --image (offscreen, from the CLI)
        return renderInspector(
            parser.positionalArguments().value(0), parser.value(QStringLiteral("render-image")), parser.value(size));

    // A screenshot shows the default layout, not the one this user last left: it reads (and the
    // splitters would write) settings of its own.
    const QString screenshot = QStringLiteral("screenshot");
    const QString target = parser.value(screenshot);
    if (parser.isSet(screenshot))
        QApplication::setOrganizationName(QStringLiteral("fragscope-screenshot"));
    if (parser.isSet(QStringLiteral("dark"))) {
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
    }
    MainWindow window;
    if (!parser.isSet(screenshot)) {
        window.restoreWindowState();
        window.setAutosave(true);
    }
    if (const QStringList wh = parser.value(size).split(QLatin1Char('x')); wh.size() == 2)
        window.resize(wh[0].toInt(), wh[1].toInt());
    window.show();
    window.openFiles(parser.positionalArguments());
    if (parser.isSet(QStringLiteral("demo")))
        window.openDemoFiles();
    if (parser.isSet(QStringLiteral("recorded")))
        window.openRecordedLayouts();
    if (parser.isSet(QStringLiteral("lab")) || parser.isSet(QStringLiteral("lab-images")))
        startLab(window, parser, target);
    else if (parser.isSet(QStringLiteral("survey")))
        startSurvey(window, parser, target);
    else if (parser.isSet(QStringLiteral("defrag")) || parser.isSet(QStringLiteral("defrag-folder"))
        || parser.isSet(QStringLiteral("defrag-plan")))
        startDefrag(window, parser, target);
    else if (parser.isSet(QStringLiteral("calibrate")))
        startCalibrate(window, parser.value(QStringLiteral("calibrate")), target);
    else if (parser.isSet(QStringLiteral("bench"))) {
        if (auto status = startBench(window, parser, target))
            return *status;
    } else if (parser.isSet(screenshot))
        startScreenshot(window, target, parser.isSet(QStringLiteral("plot")));
    return QApplication::exec();
}

} // namespace fragscope
