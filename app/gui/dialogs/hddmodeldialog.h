// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hddmodel.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace fragscope {

// Edits the model's datasheet figures, from a preset or by hand; OK only when they describe a disk.
// Each figure's box is named by its command-line key (hddFields(), "capacity").
class HddModelDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HddModelDialog(const HddParams& params, QWidget* parent = nullptr);
    HddParams params() const;

private:
    void setParams(const HddParams& params);
    void check();

    QComboBox* m_preset;
    QCheckBox* m_solidState;
    std::vector<QDoubleSpinBox*> m_boxes; // as hddFields()
    QDoubleSpinBox* m_capacity;           // GB
    QLabel* m_problem;
    QPushButton* m_ok = nullptr;
    bool m_setting = false;
};

} // namespace fragscope
