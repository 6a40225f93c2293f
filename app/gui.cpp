// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui.h"

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace fragscope {

void installTranslations()
{
    auto* app = QCoreApplication::instance();
    auto* translator = new QTranslator(app);
    if (translator->load(QLocale(), QStringLiteral("fragscope"), QStringLiteral("_"), QStringLiteral(":/i18n")))
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

int runGui(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("fragscope"));
    QApplication::setApplicationDisplayName(QStringLiteral("Fragscope"));
    QApplication::setApplicationVersion(QStringLiteral(FRAGSCOPE_VERSION));
    QApplication::setOrganizationName(QStringLiteral("fragscope"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/fragscope.svg")));
    installTranslations();

    QCommandLineParser parser;
    const QCommandLineOption demo(QStringLiteral("demo"), QApplication::translate("Gui", "Open the demo files."));
    parser.addOption(demo);
    parser.addPositionalArgument(QStringLiteral("FILE"), QApplication::translate("Gui", "Files to open."));
    parser.process(app);

    MainWindow window;
    window.show();
    for (const QString& file : parser.positionalArguments())
        window.openFile(file);
    if (parser.isSet(demo))
        window.openDemoFiles();
    return QApplication::exec();
}

} // namespace fragscope
