// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"

#include <QWidget>

#include <vector>

namespace fragscope {

// The Discard experiment's picture: per pattern a bar for A and one for B, each the median of its
// runs with a whisker from the slowest to the fastest, and B's change beside them (greyed when
// within the noise). One scale for all, from 0.
class PatternBars : public QWidget
{
    Q_OBJECT
public:
    explicit PatternBars(QWidget* parent = nullptr);
    void setPatterns(std::vector<PatternComparison> patterns, const QString& nameA, const QString& nameB);
    const std::vector<PatternComparison>& patterns() const { return m_patterns; }

    QSize sizeHint() const override { return {700, 260}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<PatternComparison> m_patterns;
    QString m_names[2];
};

} // namespace fragscope
