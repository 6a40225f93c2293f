// SPDX-License-Identifier: GPL-3.0-or-later
#include "historypicker.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace fragscope {

HistoryPicker::HistoryPicker(const QString& heading, QWidget* parent)
    : QWidget(parent)
    , m_list(new QListWidget)
    , m_a(new QComboBox)
    , m_b(new QComboBox)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(heading));
    layout->addWidget(m_list, 1);
    m_list->setAccessibleName(heading);
    auto* pick = new QFormLayout;
    pick->addRow(tr("A"), m_a);
    pick->addRow(tr("B"), m_b);
    layout->addLayout(pick);
    m_a->setToolTip(tr("The left side of the comparison"));
    m_b->setToolTip(tr("The right side of the comparison; changes are from A to B"));
    connect(m_list, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { Q_EMIT activated(m_list->row(item)); });
    for (QComboBox* combo : {m_a, m_b})
        connect(combo, &QComboBox::activated, this, [this] { compare(m_a->currentIndex(), m_b->currentIndex()); });
}

void HistoryPicker::add(const QString& label)
{
    m_list->addItem(label);
    m_a->addItem(label);
    m_b->addItem(label);
    const int n = count();
    if (n >= 2)
        compare(n - 2, n - 1);
}

int HistoryPicker::count() const
{
    return m_list->count();
}

int HistoryPicker::currentOrLast() const
{
    return m_list->currentRow() >= 0 ? m_list->currentRow() : count() - 1;
}

void HistoryPicker::compare(int a, int b)
{
    if (a < 0 || b < 0 || std::max(a, b) >= count())
        return;
    m_a->setCurrentIndex(a);
    m_b->setCurrentIndex(b);
    Q_EMIT compareRequested(a, b);
}

int HistoryPicker::a() const
{
    return m_a->currentIndex();
}

int HistoryPicker::b() const
{
    return m_b->currentIndex();
}

} // namespace fragscope
