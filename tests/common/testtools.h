// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testpaths.h"

#include <QStandardPaths>
#include <QString>

#include <unistd.h>

// A tool the suites compare against that `make deps` unpacks rather than installs
// (tests/tools/fetch.sh: promtool, prometheus, prometheus-node-exporter): on PATH, else under the
// source tree's build/test-tools/root/usr/bin; empty when neither has it.
inline QString testTool(const QString& name)
{
    const QString onPath = QStandardPaths::findExecutable(name);
    if (!onPath.isEmpty())
        return onPath;
    const QString unpacked = sourcePath(QStringLiteral("build/test-tools/root/usr/bin/") + name);
    return ::access(QFile::encodeName(unpacked).constData(), X_OK) == 0 ? unpacked : QString();
}
