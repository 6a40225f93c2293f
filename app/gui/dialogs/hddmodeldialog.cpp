// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dialogs/hddmodeldialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cstring>

namespace fragscope {
namespace {

// How each figure is edited: its label, range, decimals and unit, and whether it belongs to a
// rotating disk (else to both kinds, or only to an SSD).
struct FieldLook
{
    const char* key;
    const char* label;
    double lo, hi;
    int decimals;
    const char* suffix;
    enum { Rotating, Both, SolidState } kind;
};

constexpr FieldLook kLooks[] = {
    {"rpm", QT_TRANSLATE_NOOP("HddModelDialog", "Rotation speed"), 1000, 20000, 0, " rpm", FieldLook::Rotating},
    {"track", QT_TRANSLATE_NOOP("HddModelDialog", "Single-track seek"), 0.1, 50, 2, " ms", FieldLook::Rotating},
    {"average", QT_TRANSLATE_NOOP("HddModelDialog", "Average seek"), 0.1, 100, 2, " ms", FieldLook::Rotating},
    {"full", QT_TRANSLATE_NOOP("HddModelDialog", "Full-stroke seek"), 0.1, 200, 2, " ms", FieldLook::Rotating},
    {"outer", QT_TRANSLATE_NOOP("HddModelDialog", "Media rate, outer tracks (SSD: bandwidth)"), 1, 20000, 0, " MB/s",
        FieldLook::Both},
    {"inner", QT_TRANSLATE_NOOP("HddModelDialog", "Media rate, inner tracks"), 1, 20000, 0, " MB/s",
        FieldLook::Rotating},
    {"cache", QT_TRANSLATE_NOOP("HddModelDialog", "Drive cache"), 0, 4096, 0, " MiB", FieldLook::Rotating},
    {"segments", QT_TRANSLATE_NOOP("HddModelDialog", "Cache segments"), 1, 1024, 0, "", FieldLook::Rotating},
    {"readahead", QT_TRANSLATE_NOOP("HddModelDialog", "Read-ahead after each media read"), 0, 65536, 0, " KiB",
        FieldLook::Rotating},
    {"overhead", QT_TRANSLATE_NOOP("HddModelDialog", "Command overhead"), 0, 10, 3, " ms", FieldLook::Rotating},
    {"interface", QT_TRANSLATE_NOOP("HddModelDialog", "Interface rate (cache hits)"), 1, 20000, 0, " MB/s",
        FieldLook::Rotating},
    {"latency", QT_TRANSLATE_NOOP("HddModelDialog", "Access latency"), 0, 100, 3, " ms", FieldLook::SolidState},
};

const FieldLook& lookOf(const HddField& f)
{
    for (const FieldLook& l : kLooks) {
        if (std::strcmp(l.key, f.key) == 0)
            return l;
    }
    Q_UNREACHABLE();
}

} // namespace

HddModelDialog::HddModelDialog(const HddParams& params, QWidget* parent)
    : QDialog(parent)
    , m_preset(new QComboBox)
    , m_solidState(new QCheckBox(tr("Solid-state disk: a latency per access, no seeks")))
    , m_capacity(new QDoubleSpinBox)
    , m_problem(new QLabel)
{
    setWindowTitle(tr("Disk model"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The disk whose sequential read time is predicted beside every measured read. Start "
                                "from a preset, or take the figures from the drive's datasheet."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    for (const DiskPreset& d : diskPresets())
        m_preset->addItem(QCoreApplication::translate("DiskPreset", d.name), QLatin1String(d.key));
    m_preset->addItem(tr("Custom"));
    m_preset->setAccessibleName(tr("Disk preset"));
    form->addRow(tr("Disk"), m_preset);
    form->addRow(QString(), m_solidState);
    for (const HddField& f : hddFields()) {
        const FieldLook& look = lookOf(f);
        auto* b = new QDoubleSpinBox;
        b->setObjectName(QLatin1String(f.key));
        b->setRange(look.lo, look.hi);
        b->setDecimals(look.decimals);
        b->setSuffix(QLatin1String(look.suffix));
        b->setAccessibleName(tr(look.label));
        form->addRow(tr(look.label), b);
        m_boxes.push_back(b);
        connect(b, &QDoubleSpinBox::valueChanged, this, &HddModelDialog::check);
    }
    m_capacity->setObjectName(QStringLiteral("capacity"));
    m_capacity->setRange(1, 100000);
    m_capacity->setDecimals(0);
    m_capacity->setSuffix(QStringLiteral(" GB"));
    m_capacity->setAccessibleName(tr("Capacity"));
    form->addRow(tr("Capacity"), m_capacity);
    connect(m_capacity, &QDoubleSpinBox::valueChanged, this, &HddModelDialog::check);
    connect(m_solidState, &QCheckBox::toggled, this, &HddModelDialog::check);
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
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index < int(diskPresets().size()))
            setParams(diskPresets()[std::size_t(index)].params);
    });
    setParams(params);
}

void HddModelDialog::setParams(const HddParams& p)
{
    m_setting = true;
    m_solidState->setChecked(p.solidState);
    for (std::size_t i = 0; i < m_boxes.size(); ++i)
        m_boxes[i]->setValue(p.*hddFields()[i].member);
    m_capacity->setValue(double(p.capacityBytes) / 1e9);
    m_setting = false;
    check();
}

HddParams HddModelDialog::params() const
{
    HddParams p;
    p.solidState = m_solidState->isChecked();
    for (std::size_t i = 0; i < m_boxes.size(); ++i)
        p.*hddFields()[i].member = m_boxes[i]->value();
    p.capacityBytes = std::uint64_t(m_capacity->value() * 1e9);
    return p;
}

void HddModelDialog::check()
{
    if (m_setting)
        return;
    const HddParams p = params();
    for (std::size_t i = 0; i < m_boxes.size(); ++i) {
        const auto kind = lookOf(hddFields()[i]).kind;
        m_boxes[i]->setEnabled(kind == FieldLook::Both || (kind == FieldLook::SolidState) == p.solidState);
    }
    const DiskPreset* preset = findDiskPreset(p);
    m_preset->setCurrentIndex(preset ? int(preset - diskPresets().data()) : m_preset->count() - 1);
    const Result<void> ok = p.check();
    m_problem->setText(messageOf(ok));
    if (m_ok)
        m_ok->setEnabled(ok.has_value());
}

} // namespace fragscope
