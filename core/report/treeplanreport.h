// SPDX-License-Identifier: GPL-3.0-or-later
// A tree defrag's plan and the read of the tree, for people and as JSON: what `fragscope defrag
// DIR` prints and the defrag page shows.
#pragma once

#include "relayout/treedefrag.h"

#include <QJsonObject>
#include <QString>

namespace fragscope {

// "plan: 812 of 2,000 files, 316 MiB to move; read one by one on the 7,200 rpm disk (model), they
// would take 41.2 s less",
// then the planned files worst first (gain, fragments, size, path) and the skipped ones counted by
// reason with an example each; lines end with a newline.
QString treePlanText(const TreePlan& plan);
// Its first line, without the newline.
QString treePlanSummary(const TreePlan& plan);
// The skipped files by reason: how many, and one of them (by reason's name).
struct TreeSkips
{
    QString reason;
    int files = 0;
    QString example;
};
std::vector<TreeSkips> treePlanSkips(const TreePlan& plan);
QJsonObject treePlanJson(const TreePlan& plan);
// "tree read before (as tar reads it, 7,200 rpm disk, model): 12.3 s, 1,234 seeks, 2,000 files
// over 1.2 GiB of the disk\n"
QString treeReadLine(const QString& label, const TreeRead& read, const HddParams& hdd);
QJsonObject treeReadJson(const TreeRead& read);

} // namespace fragscope
