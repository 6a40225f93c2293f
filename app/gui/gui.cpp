// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/gui.h"

#include "common/windowoptions.h"

#include "diskmapview.h"
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

int runGui(int argc, char** argv)
{
    const QtMessageHandler previous = qInstallMessageHandler(startupMessage);
    QApplication app(argc, argv);
    // Drawing for `map --image`, the offscreen platform's notes ("does not support
    // propagateSizeHints") are not the user's business: only errors are said.
    const bool rendering = QCoreApplication::arguments().contains(QStringLiteral("--render-image"));
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

    QCommandLineParser parser;
    parser.addOptions(windowOptions());
    const QString demo = QStringLiteral("demo");
    const QString screenshot = QStringLiteral("screenshot");
    const QString size = QStringLiteral("size");
    const QString plot = QStringLiteral("plot");
    const QString bench = QStringLiteral("bench");
    const QString benchDir = QStringLiteral("bench-dir");
    const QString benchImport = QStringLiteral("bench-import");
    const QString benchTab = QStringLiteral("bench-tab");
    const QString benchEngine = QStringLiteral("bench-engine");
    const QString benchHost = QStringLiteral("bench-host");
    const QString defrag = QStringLiteral("defrag");
    const QString lab = QStringLiteral("lab");
    const QString labImages = QStringLiteral("lab-images");
    const QString survey = QStringLiteral("survey");
    const QString surveyView = QStringLiteral("survey-view");
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("Gui", "Files to open."));
    // Arguments as bytes (QCoreApplication::arguments() decodes them as UTF-8, losing the rest).
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << pathFromBytes(QByteArray(argv[i]));
    parser.process(arguments);

    if (parser.isSet(QStringLiteral("render-image"))) // fragscope map --image (offscreen, from the CLI)
        return renderInspector(
            parser.positionalArguments().value(0), parser.value(QStringLiteral("render-image")), parser.value(size));

    // A screenshot shows the default layout, not the one this user last left: it reads (and the
    // splitters would write) settings of its own.
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
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();
    window.openFiles(parser.positionalArguments());
    if (parser.isSet(demo))
        window.openDemoFiles();
    if (parser.isSet(QStringLiteral("recorded")))
        window.openRecordedLayouts();
    if (parser.isSet(lab) || parser.isSet(labImages)) {
        window.showLab();
        LabPage* page = window.lab();
        if (parser.isSet(labImages)) {
            const QStringList types = parser.value(labImages).split(QLatin1Char(','));
            page->setThrowaway(true, types.value(0), types.value(1));
        } else {
            const QStringList dirs = parser.value(lab).split(QLatin1Char(','));
            page->setDirectories(dirs.value(0), dirs.value(1));
        }
        const LabExperiment experiment
            = labExperimentFromKey(parser.value(QStringLiteral("lab-experiment"))).value_or(LabExperiment::Cow);
        LabSettings quick = LabSettings::presets(experiment)[1];
        quick.defrag = true;                                           // the talk's, shown with its defrag
        quick.directIo = experiment == LabExperiment::ParallelWriters; // the writers' pieces interleave
        page->setSettings(quick);
        const QString target = parser.isSet(screenshot) ? parser.value(screenshot) : QString();
        QObject::connect(page, &LabPage::finished, &window, [&window, target](bool) {
            if (!target.isEmpty())
                QTimer::singleShot(
                    600, &window, [&window, target] { QCoreApplication::exit(window.grab().save(target) ? 0 : 1); });
        });
        QTimer::singleShot(300, page, [page] { page->run(); });
    } else if (parser.isSet(survey)) {
        SurveyPage* page = window.surveyPage();
        const QString view = parser.value(surveyView);
        if (view == QLatin1String("treemap"))
            page->views()->setCurrentIndex(1);
        if (view == QLatin1String("hilbert"))
            page->setMapLayout(DiskMapGeometry::Layout::Hilbert);
        const QString target = parser.isSet(screenshot) ? parser.value(screenshot) : QString();
        const auto shown = [&window, page, target] {
            // The worst file selected, so its extents are outlined on the map.
            page->table()->selectRow(0);
            if (!target.isEmpty())
                QTimer::singleShot(
                    800, &window, [&window, target] { QCoreApplication::exit(window.grab().save(target) ? 0 : 1); });
        };
        QObject::connect(page, &SurveyPage::finished, &window, shown);
        QObject::connect(page, &SurveyPage::opened, &window, shown);
        QTimer::singleShot(200, &window, [&window, dir = parser.value(survey)] { window.showSurvey(dir); });
    } else if (parser.isSet(defrag) || parser.isSet(QStringLiteral("defrag-folder"))) {
        window.showDefrag();
        DefragPage* page = window.defrag();
        const QString target = parser.isSet(screenshot) ? parser.value(screenshot) : QString();
        QObject::connect(page, &DefragPage::finished, &window, [&window, target](bool) {
            if (!target.isEmpty())
                QTimer::singleShot(
                    600, &window, [&window, target] { QCoreApplication::exit(window.grab().save(target) ? 0 : 1); });
        });
        if (parser.isSet(defrag)) {
            page->setFiles(parser.values(defrag)); // given more than once: a queue, in that order
            // Once the queue's figures are read (fragments, what the free space allows), so they show.
            QObject::connect(
                page, &DefragPage::checked, page, [page] { page->defragment(); }, Qt::SingleShotConnection);
        } else {
            // Planned: the order asked for, then the run (the page surveys the folder again after it).
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
    } else if (parser.isSet(bench)) {
        window.showBenchmark();
        BenchmarkPage* page = window.benchmark();
        for (const QString& file : parser.values(benchImport))
            page->importResult(file);
        page->setDirectory(parser.value(benchDir));
        page->setFioEngine(parser.value(benchEngine) == QLatin1String("fio") || parser.isSet(benchHost));
        if (parser.isSet(benchHost)) {
            std::vector<SavedFioHost> hosts;
            for (const QString& text : parser.values(benchHost)) {
                const auto host = parseFioHost(text);
                if (!host) {
                    std::fprintf(stderr, "fragscope: --bench-host %s: not HOST or HOST:PORT\n", qPrintable(text));
                    return 2;
                }
                hosts.push_back(SavedFioHost{{}, *host, true});
            }
            page->setFioHosts(hosts, true);
        }
        const QString job = parser.value(bench);
        if (QFileInfo(job).isFile())
            page->loadJobFile(job);
        else
            page->loadPreset(job);
        page->setDirectory(parser.value(benchDir));
        const QStringList tabs{
            QStringLiteral("results"), QStringLiteral("matrix"), QStringLiteral("report"), QStringLiteral("compare")};
        const int tab = std::max(0, int(tabs.indexOf(parser.value(benchTab))));
        const QString target = parser.isSet(screenshot) ? parser.value(screenshot) : QString();
        QObject::connect(page, &BenchmarkPage::runningChanged, &window, [&window, page, tab, target](bool running) {
            if (running)
                return;
            page->showResultsTab(tab);
            if (target.isEmpty())
                return;
            QTimer::singleShot(
                600, &window, [&window, target] { QCoreApplication::exit(window.grab().save(target) ? 0 : 1); });
        });
        QTimer::singleShot(300, page, &BenchmarkPage::run);
    } else if (parser.isSet(screenshot)) {
        // Poll until every file was opened where it belongs and every tab was read once, let the
        // views settle, then grab and quit.
        auto* poll = new QTimer(&window);
        const QString target = parser.value(screenshot);
        const bool showPlot = parser.isSet(plot);
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
            QTimer::singleShot(400, &window, [&window, target] {
                const bool saved = window.grab().save(target);
                QCoreApplication::exit(saved ? 0 : 1);
            });
        });
        poll->start(100);
    }
    return QApplication::exec();
}

} // namespace fragscope
