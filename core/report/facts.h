// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/inspection.h"

#include <QList>

namespace fragscope {

// One labelled figure with its unit in the value and an explanation for tooltips. The CLI's text
// output and the GUI's panels both list these, so a figure is worded the same everywhere.
struct Fact
{
    QString label;
    QString value;
    QString explanation;
};

QList<Fact> reportFacts(const FragReport& report);
QList<Fact> fsFacts(const FsInfo& fs);

} // namespace fragscope
