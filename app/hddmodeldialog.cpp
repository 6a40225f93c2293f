// SPDX-License-Identifier: GPL-3.0-or-later
#include "hddmodeldialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace fragscope {
HddModelDialog::HddModelDialog(const HddParams& params, QWidget* parent)
    : QDialog(parent)
    , m_rpm(new QDoubleSpinBox)
    , m_trackToTrack(new QDoubleSpinBox)
    , m_average(new QDoubleSpinBox)
    , m_fullStroke(new QDoubleSpinBox)
    , m_outer(new QDoubleSpinBox)
    , m_inner(new QDoubleSpinBox)
    , m_capacity(new QDoubleSpinBox)
    , m_problem(new QLabel)
{
    setWindowTitle(tr("Disk model"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The rotating disk whose sequential read time is predicted beside every measured "
                                "read. Take the figures from the drive's datasheet."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    const auto box = [](QDoubleSpinBox* b, double lo, double hi, int decimals, const QString& suffix) {
        b->setRange(lo, hi);
        b->setDecimals(decimals);
        b->setSuffix(suffix);
    };
    box(m_rpm, 1000, 20000, 0, tr(" rpm"));
    box(m_trackToTrack, 0.1, 50, 2, tr(" ms"));
    box(m_average, 0.1, 100, 2, tr(" ms"));
    box(m_fullStroke, 0.1, 200, 2, tr(" ms"));
    box(m_outer, 1, 5000, 0, tr(" MB/s"));
    box(m_inner, 1, 5000, 0, tr(" MB/s"));
    box(m_capacity, 1, 100000, 0, tr(" GB"));
    form->addRow(tr("Rotation speed"), m_rpm);
    form->addRow(tr("Single-track seek"), m_trackToTrack);
    form->addRow(tr("Average seek"), m_average);
    form->addRow(tr("Full-stroke seek"), m_fullStroke);
    form->addRow(tr("Media rate, outer tracks"), m_outer);
    form->addRow(tr("Media rate, inner tracks"), m_inner);
    form->addRow(tr("Capacity"), m_capacity);
    layout->addLayout(form);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto* buttons
        = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
        [this] { setParams(HddParams{}); });
    layout->addWidget(buttons);
    for (QDoubleSpinBox* b : {m_rpm, m_trackToTrack, m_average, m_fullStroke, m_outer, m_inner, m_capacity})
        connect(b, &QDoubleSpinBox::valueChanged, this, &HddModelDialog::check);
    setParams(params);
}

void HddModelDialog::setParams(const HddParams& p)
{
    m_rpm->setValue(p.rpm);
    m_trackToTrack->setValue(p.trackToTrackMs);
    m_average->setValue(p.averageSeekMs);
    m_fullStroke->setValue(p.fullStrokeMs);
    m_outer->setValue(p.outerRateMBps);
    m_inner->setValue(p.innerRateMBps);
    m_capacity->setValue(double(p.capacityBytes) / 1e9);
    check();
}

HddParams HddModelDialog::params() const
{
    HddParams p;
    p.rpm = m_rpm->value();
    p.trackToTrackMs = m_trackToTrack->value();
    p.averageSeekMs = m_average->value();
    p.fullStrokeMs = m_fullStroke->value();
    p.outerRateMBps = m_outer->value();
    p.innerRateMBps = m_inner->value();
    p.capacityBytes = std::uint64_t(m_capacity->value() * 1e9);
    return p;
}

void HddModelDialog::check()
{
    const QString why = params().problem();
    m_problem->setText(why);
    if (m_ok)
        m_ok->setEnabled(why.isEmpty());
}

} // namespace fragscope
