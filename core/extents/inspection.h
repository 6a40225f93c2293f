// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fs/fsinfo.h"

#include <QDateTime>

namespace fragscope {

// Everything the inspector shows about one file, computed off the GUI thread in one go.
struct Inspection
{
    ExtentMap map;
    FsInfo fs;
    FragReport report;
    QDateTime takenAt;
};

// The extent size e4defrag's "best" count divides by, for this file system; 0 when unknown.
std::uint64_t bestExtentBytesFor(const FsInfo& fs);

// Map the file, probe its file system and compute the report.
Result<Inspection> inspectFile(const QString& path, const FiemapOptions& options = {},
                               const FiemapProgressFn& progress = {});

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::Inspection)
