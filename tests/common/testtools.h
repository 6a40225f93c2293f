// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "testpaths.h"

#include <QByteArray>
#include <QProcess>
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

// `promtool check metrics` on text: "" when it accepts it, else its exit status and what it said.
inline QString promtoolCheck(const QString& promtool, const QByteArray& text)
{
    QProcess p;
    p.start(promtool, {QStringLiteral("check"), QStringLiteral("metrics")});
    p.write(text);
    p.closeWriteChannel();
    if (!p.waitForFinished(30000))
        return QStringLiteral("promtool did not finish");
    return p.exitCode() == 0 ? QString()
                             : QStringLiteral("exit %1: %2")
                                   .arg(p.exitCode())
                                   .arg(QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()));
}
