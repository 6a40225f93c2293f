// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"
#include "gui.h"

#include <QCoreApplication>

int main(int argc, char** argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    // Subcommands never need a display: decide before a QApplication is made.
    int exitCode = 0;
    {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("fragscope"));
        QCoreApplication::setApplicationVersion(QStringLiteral(FRAGSCOPE_VERSION));
        fragscope::installTranslations();
        if (fragscope::runCommandLine(args, &exitCode))
            return exitCode;
    }
    return fragscope::runGui(argc, argv);
}
