// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QWidget>

namespace fragscope {

// The result as a grid in the manner of CrystalDiskMark: a row per test, read and write side by
// side, the median MB/s large with IOPS beneath, and a bar behind each figure scaled to the column's
// best. Painted, so it stays legible at any size and in a screenshot.
class BenchMatrixView : public QWidget
{
    Q_OBJECT
public:
    explicit BenchMatrixView(QWidget* parent = nullptr);
    void setResult(const BenchResult& result);
    const std::vector<MatrixRow>& rows() const { return m_rows; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<MatrixRow> m_rows;
    QString m_title;
};

} // namespace fragscope
