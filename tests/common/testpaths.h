// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>

#include <unistd.h>

// Where a suite finds the executable it tests, the tools built beside it and the source tree: by
// paths relative to the suite's own executable, which tests/CMakeLists.txt works out when it
// configures (FRAGSCOPE_BIN_FROM_TEST, FRAGSCOPE_SOURCE_FROM_TEST). With absolute paths compiled in,
// every clone compiled every suite anew; with these, a suite's object is the same in every clone of
// the same commit and ccache hands it to the next one. The tree may move after the build, too.
namespace fragscope::testpaths {

// RELATIVE (to the running executable's folder, which Qt reads from /proc/self/exe) as a clean
// absolute path.
inline QString besideExecutable(const char* relative)
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + u'/' + QFile::decodeName(relative));
}

} // namespace fragscope::testpaths

// The fragscope executable of this build tree. A suite that cannot find it stops: some only look at
// what the binary failed to do, and would pass on a binary that is not there.
inline QString fragscopeBin()
{
    static const QString bin = [] {
        const QString path = fragscope::testpaths::besideExecutable(FRAGSCOPE_BIN_FROM_TEST);
        if (::access(QFile::encodeName(path).constData(), X_OK) != 0)
            qFatal("testpaths: no fragscope executable at %s (beside the suite: %s)", qPrintable(path),
                FRAGSCOPE_BIN_FROM_TEST);
        return path;
    }();
    return bin;
}

// A file of the source tree, by its path below the top ("tests/data/fio/x.txt"); the top itself
// when empty. A suite that cannot find the tree (its top CMakeLists.txt) stops.
inline QString sourcePath(const QString& relative = {})
{
    static const QString top = [] {
        const QString path = fragscope::testpaths::besideExecutable(FRAGSCOPE_SOURCE_FROM_TEST);
        if (!QFile::exists(path + QStringLiteral("/CMakeLists.txt")))
            qFatal(
                "testpaths: no source tree at %s (beside the suite: %s)", qPrintable(path), FRAGSCOPE_SOURCE_FROM_TEST);
        return path;
    }();
    return relative.isEmpty() ? top : top + u'/' + relative;
}
