// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/labimages.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace fragscope {

// Parts of fragscope that load libraries the command line does not need at start (Qt Widgets for
// the window, QtDBus for udisks2) are modules next to the executable (build tree) or in the
// library directory (installed), loaded when asked for.
QStringList moduleCandidates(const QString& fileName);
// The address of `symbol` in the first candidate of `fileName` that loads; null with the reasons.
void* moduleSymbol(const QString& fileName, const char* symbol, QString* errors);

// The udisks2 way to make lab file systems, for a user who is not root; null with the reason
// when its module cannot load.
std::unique_ptr<LabImageBackend> udisksImageBackend(QString* error);
// A block device opened to read with direct I/O through udisks2 (Block.OpenForBenchmark), for a user
// whom the system does not let open it: the descriptor, or why not (the module missing, udisks2 not
// running, polkit saying no).
Result<int> openThroughUDisks(const QString& node);
// Lab file systems the way this user can have them: directly as root, else through udisks2.
Result<std::unique_ptr<LabImages>> createLabImages(
    const QString& folder, const QStringList& types, std::uint64_t needBytes);

} // namespace fragscope
