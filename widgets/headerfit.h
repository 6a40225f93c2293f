// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTableView;

namespace fragscope {

// Keeps `table`'s columns at least as wide as their contents and as the longest word of their
// headers, so a header wraps between its words ("Mean / latency") but is never cut inside one
// ("Mean latenc"); the width left over is shared among the columns, as QHeaderView::Stretch does,
// and the header grows to hold its wrapped lines. Redone when the table is resized or its model's
// rows or headers change, until the user drags a column's width (theirs from then on).
void fitColumnsToHeaders(QTableView* table);

} // namespace fragscope
