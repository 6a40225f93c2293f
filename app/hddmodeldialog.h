// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hddmodel.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;

namespace fragscope {

// Edits the model's datasheet figures; OK only when they describe a disk.
class HddModelDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HddModelDialog(const HddParams& params, QWidget* parent = nullptr);
    HddParams params() const;

private:
    void setParams(const HddParams& params);
    void check();

    QDoubleSpinBox* m_rpm;
    QDoubleSpinBox* m_trackToTrack;
    QDoubleSpinBox* m_average;
    QDoubleSpinBox* m_fullStroke;
    QDoubleSpinBox* m_outer;
    QDoubleSpinBox* m_inner;
    QDoubleSpinBox* m_capacity; // GB
    QLabel* m_problem;
    class QPushButton* m_ok = nullptr;
};

} // namespace fragscope
