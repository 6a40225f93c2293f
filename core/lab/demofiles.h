// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QStringList>

namespace fragscope {

// Two files to look at on any machine, without root: one written sequentially, one made
// fragmented by allocating it in turns with a second file that is then deleted.
struct DemoFiles
{
    QString sequential;
    QString fragmented;
    QStringList paths() const { return {sequential, fragmented}; }
};

// Makes (or reuses) the demo files in dir, which is created if needed. Writes only inside dir and
// only the two files named there; a half-made file is removed.
Result<DemoFiles> makeDemoFiles(const QString& dir);

// The default place: the user's cache folder, "demo" below it.
QString defaultDemoDirectory();

} // namespace fragscope
