// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <dlfcn.h>

#include <cstdio>

namespace {

// The window is a module next to the executable (build tree) or in the library directory
// (installed), so `fragscope map` never pays for loading Qt Widgets.
QStringList guiModuleCandidates()
{
    const QString exeDir = QFileInfo(QFile::symLinkTarget(QStringLiteral("/proc/self/exe"))).absolutePath();
    return {exeDir + QStringLiteral("/libfragscope_gui.so"),
        exeDir + QStringLiteral("/" FRAGSCOPE_GUI_RELATIVE_DIR "/libfragscope_gui.so")};
}

int runGuiModule(int argc, char** argv)
{
    QString errors;
    for (const QString& path : guiModuleCandidates()) {
        if (!QFile::exists(path))
            continue;
        void* module = ::dlopen(QFile::encodeName(path).constData(), RTLD_NOW | RTLD_LOCAL);
        if (!module) {
            errors += QString::fromLocal8Bit(::dlerror()) + QLatin1Char('\n');
            continue;
        }
        using RunGui = int (*)(int, char**);
        if (auto run = reinterpret_cast<RunGui>(::dlsym(module, "fragscope_run_gui")))
            return run(argc, argv);
        errors += path + QStringLiteral(": no fragscope_run_gui\n");
    }
    std::fprintf(stderr,
        "fragscope: cannot load the window module libfragscope_gui.so (looked in %s)\n%s"
        "The command line works without it: see fragscope --help.\n",
        qPrintable(guiModuleCandidates().join(QStringLiteral(", "))), qPrintable(errors));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    // Subcommands never need a display: decide before a QApplication is made.
    {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("fragscope"));
        QCoreApplication::setApplicationVersion(QStringLiteral(FRAGSCOPE_VERSION));
        fragscope::installTranslations();
        int exitCode = 0;
        if (fragscope::runCommandLine(args, &exitCode))
            return exitCode;
    }
    return runGuiModule(argc, argv);
}
