// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QString>

namespace fragscope {

// Writes `bytes` to `path` so that a crash at any moment leaves either the old file or the whole new
// one: a temporary file beside it (same directory, same file system), fsync'd, renamed over the
// path, and the directory fsync'd so the rename itself is durable. The data are written unnamed
// (O_TMPFILE) where the file system can, so a process killed while writing leaves nothing; a
// temporary name left by one killed in the instant before its rename goes at the next save. The
// temporary file is removed when anything fails. Errors name the file and the step.
Result<void> writeFileDurably(const QString& path, const QByteArray& bytes);

// Removes from `folder` the temporary names writeFileDurably left for targets matching
// `targetNames` (a file name or a wildcard, "autosave-*.json") in processes that are gone.
void removeSaveLeftovers(const QString& folder, const QString& targetNames);

} // namespace fragscope
