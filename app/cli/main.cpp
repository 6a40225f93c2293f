// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli.h"
#include "common/modules.h"

#include "util/path.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

// The window is a module, so `fragscope map` never pays for loading Qt Widgets.
int runGuiModule(int argc, char** argv)
{
    QString errors;
    using RunGui = int (*)(int, char**);
    if (auto run = reinterpret_cast<RunGui>(
            fragscope::moduleSymbol(QStringLiteral("libfragscope_gui.so"), "fragscope_run_gui", &errors)))
        return run(argc, argv);
    std::fprintf(stderr,
        "fragscope: cannot load the window module libfragscope_gui.so\n%s\n"
        "The command line works without it: see fragscope --help.\n",
        qPrintable(errors.trimmed()));
    return 1;
}

} // namespace

int main(int argc, char** argv)
{
    // Arguments are bytes: a file name that is not UTF-8 stays the same bytes (util/path.h).
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << fragscope::pathFromBytes(QByteArray(argv[i]));

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
