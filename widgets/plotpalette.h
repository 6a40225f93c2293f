// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

class QCustomPlot;

namespace fragscope {

// QCustomPlot paints black on white whatever the desktop's colours. This makes a plot take its
// background, axes, tick labels, grid, legend and titles from the widget's palette, now and on every
// palette change (a dark theme chosen while running); `more` then recolours what the plot's owner
// drew in palette colours (a "Total" line in the text colour).
void followPalette(QCustomPlot* plot, std::function<void()> more = {});

} // namespace fragscope
