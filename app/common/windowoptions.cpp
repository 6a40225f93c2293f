// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/windowoptions.h"

#include "lab/experiment.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace fragscope {

QList<QCommandLineOption> windowOptions()
{
    const QCommandLineOption demo(QStringLiteral("demo"), QCoreApplication::translate("Gui", "Open the demo files."));
    const QCommandLineOption recorded(QStringLiteral("recorded"),
        QCoreApplication::translate("Gui", "Open the copy-on-write experiment as recorded on btrfs and ext4."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QCoreApplication::translate("Gui",
            "Save a picture of the window once every file "
            "is read, then quit (for documentation)."),
        QStringLiteral("PNG"));
    const QCommandLineOption size(
        QStringLiteral("size"), QCoreApplication::translate("Gui", "The window's size."), QStringLiteral("WxH"));
    const QCommandLineOption plot(QStringLiteral("plot"),
        QCoreApplication::translate("Gui", "Show the layout plot instead of the extent table."));
    const QCommandLineOption bench(QStringLiteral("bench"),
        QCoreApplication::translate("Gui", "Open the benchmark page with this job file or preset and run it."),
        QStringLiteral("JOBFILE|PRESET"));
    const QCommandLineOption benchDir(QStringLiteral("bench-dir"),
        QCoreApplication::translate("Gui", "Directory for the benchmark's files."), QStringLiteral("DIR"));
    const QCommandLineOption benchImport(QStringLiteral("bench-import"),
        QCoreApplication::translate("Gui", "Import a result into the benchmark session first (repeatable)."),
        QStringLiteral("FILE"));
    const QCommandLineOption benchTab(QStringLiteral("bench-tab"),
        QCoreApplication::translate("Gui", "Result tab to show (bytes: the rate by bytes written)."),
        QStringLiteral("results|matrix|report|compare|bytes"));
    const QCommandLineOption benchEngine(QStringLiteral("bench-engine"),
        QCoreApplication::translate("Gui", "Engine for the benchmark."), QStringLiteral("fragscope|fio"));
    const QCommandLineOption benchHost(QStringLiteral("bench-host"),
        QCoreApplication::translate(
            "Gui", "Run the benchmark through fio on this host running fio --server (repeatable; not saved)."),
        QStringLiteral("HOST[:PORT]"));
    const QCommandLineOption defrag(QStringLiteral("defrag"),
        QCoreApplication::translate(
            "Gui", "Open the defrag page with this file and defragment it (more than once: a queue, in that order)."),
        QStringLiteral("FILE"));
    const QCommandLineOption defragFolder(QStringLiteral("defrag-folder"),
        QCoreApplication::translate("Gui",
            "Open the defrag page on this folder's plan and run it (with --defrag-together: lay the files down "
            "together in the order --defrag-together gives)."),
        QStringLiteral("FOLDER"));
    const QCommandLineOption defragPlan(QStringLiteral("defrag-plan"),
        QCoreApplication::translate("Gui",
            "Open the defrag page on this folder's plan: each file's gain and what the whole would buy, nothing "
            "run."),
        QStringLiteral("FOLDER"));
    const QCommandLineOption defragTogether(QStringLiteral("defrag-together"),
        QCoreApplication::translate("Gui",
            "With --defrag-folder: lay the files down together in this order: as the directories list them, by name, "
            "or as a FILE lists them."),
        QStringLiteral("dir|name|FILE"));
    const QCommandLineOption lab(QStringLiteral("lab"),
        QCoreApplication::translate(
            "Gui", "Open the lab page on these two directories (A,B) and run the quick experiment."),
        QStringLiteral("A,B"));
    const QCommandLineOption labImages(QStringLiteral("lab-images"),
        QCoreApplication::translate("Gui",
            "Open the lab page on throwaway file systems of these two types (e.g. btrfs,ext4) and run the quick "
            "experiment."),
        QStringLiteral("TYPE,TYPE"));
    const QCommandLineOption labExperiment(QStringLiteral("lab-experiment"),
        QCoreApplication::translate("Gui", "With --lab or --lab-images: which experiment (quick sizes)."),
        labExperimentKeys().join(u'|'), labExperimentKey(LabExperiment::Cow));
    const QCommandLineOption survey(QStringLiteral("survey"),
        QCoreApplication::translate(
            "Gui", "Open the survey page on this folder and scan it, or on a saved survey (.json)."),
        QStringLiteral("PATH"));
    const QCommandLineOption surveyView(QStringLiteral("survey-view"),
        QCoreApplication::translate("Gui", "Survey view to show."), QStringLiteral("map|hilbert|treemap"));
    const QCommandLineOption calibrate(QStringLiteral("calibrate"),
        QCoreApplication::translate(
            "Gui", "Open Measure This Disk on the disk under this path and measure it (quick)."),
        QStringLiteral("PATH"));
    const QCommandLineOption dark(QStringLiteral("dark"),
        QCoreApplication::translate("Gui", "Dark colours (Fusion style), whatever the desktop's theme."));
    QCommandLineOption renderImage(
        QStringLiteral("render-image"), QStringLiteral("map --image's drawing"), QStringLiteral("out"));
    renderImage.setFlags(QCommandLineOption::HiddenFromHelp);
    return {renderImage, demo, recorded, screenshot, size, plot, bench, benchDir, benchImport, benchTab, benchEngine,
        benchHost, defrag, defragFolder, defragPlan, defragTogether, lab, labImages, labExperiment, survey, surveyView,
        calibrate, dark};
}

void installTranslations()
{
    auto* app = QCoreApplication::instance();
    auto* translator = new QTranslator(app);
    // No translation for the locale (C, POSIX, or a language not shipped): English, whose file
    // holds the plural forms ("1 file", "2 files").
    if (translator->load(QLocale(), QStringLiteral("fragscope"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || translator->load(QStringLiteral("fragscope_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
    auto* qtTranslator = new QTranslator(app);
    if (qtTranslator->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    else
        delete qtTranslator;
}

} // namespace fragscope
