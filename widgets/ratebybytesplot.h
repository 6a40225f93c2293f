// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QWidget>

class QCustomPlot;
class QLabel;

namespace fragscope {

// A result's jobs that write, each its MB/s against the bytes it has written so far, and where a
// rate fell for good marked and said ("fast (1,200 MB/s) for the first 23 GiB, then 61 MB/s"): a
// drive's write cache filling, as the sustained-write preset finds it.
class RateByBytesPlot : public QWidget
{
    Q_OBJECT
public:
    explicit RateByBytesPlot(QWidget* parent = nullptr);
    void setResult(const BenchResult& result);
    QCustomPlot* plot() const { return m_plot; }
    QString summary() const; // what the line under the plot says

private:
    QCustomPlot* m_plot;
    QLabel* m_summary;
};

} // namespace fragscope
