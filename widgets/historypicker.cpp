// SPDX-License-Identifier: GPL-3.0-or-later
#include "historypicker.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace fragscope {

HistoryPicker::HistoryPicker(const QString& heading, Choice choice, QWidget* parent)
    : QWidget(parent)
    , m_choice(choice)
    , m_list(new QListWidget)
    , m_a(new QComboBox(this))
    , m_b(new QComboBox(this)) // owned also in Many, where no layout takes it
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(heading));
    layout->addWidget(m_list, 1);
    m_list->setAccessibleName(heading);
    auto* pick = new QFormLayout;
    layout->addLayout(pick);
    connect(m_list, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { Q_EMIT activated(m_list->row(item)); });
    if (m_choice == Choice::Many) {
        pick->addRow(tr("Baseline"), m_a);
        m_a->setAccessibleName(tr("Baseline"));
        m_a->setToolTip(tr("The result the others are compared with; changes are from it to each"));
        m_b->hide();
        m_b->setAccessibleName(tr("B"));
        connect(m_list, &QListWidget::itemChanged, this, [this] {
            if (!m_updating)
                emitMany();
        });
        connect(m_a, &QComboBox::activated, this, [this](int index) {
            if (QListWidgetItem* item = m_list->item(index)) {
                m_updating = true;
                item->setCheckState(Qt::Checked); // the baseline is always compared
                m_updating = false;
            }
            emitMany();
        });
        return;
    }
    pick->addRow(tr("A"), m_a);
    pick->addRow(tr("B"), m_b);
    m_a->setToolTip(tr("The left side of the comparison"));
    m_b->setToolTip(tr("The right side of the comparison; changes are from A to B"));
    for (QComboBox* combo : {m_a, m_b})
        connect(combo, &QComboBox::activated, this, [this] { compare(m_a->currentIndex(), m_b->currentIndex()); });
}

void HistoryPicker::add(const QString& label)
{
    m_updating = true;
    auto* item = new QListWidgetItem(label, m_list);
    m_a->addItem(label);
    m_b->addItem(label);
    const int n = count();
    if (m_choice == Choice::Many) {
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        for (int i = 0; picked().size() > kMaxCompared && i < n; ++i) {
            if (i != baseline() && m_list->item(i)->checkState() == Qt::Checked)
                m_list->item(i)->setCheckState(Qt::Unchecked);
        }
        m_updating = false;
        if (n >= 2)
            emitMany();
        return;
    }
    m_updating = false;
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
    if (m_choice == Choice::Many) {
        compareMany({a, b}, a);
        return;
    }
    m_a->setCurrentIndex(a);
    m_b->setCurrentIndex(b);
    Q_EMIT compareRequested(a, b);
}

void HistoryPicker::compareMany(const QList<int>& entries, int baseline)
{
    if (m_choice != Choice::Many || baseline < 0 || baseline >= count())
        return;
    m_updating = true;
    for (int i = 0; i < count(); ++i)
        m_list->item(i)->setCheckState(entries.contains(i) || i == baseline ? Qt::Checked : Qt::Unchecked);
    m_a->setCurrentIndex(baseline);
    m_updating = false;
    emitMany();
}

void HistoryPicker::emitMany()
{
    const QList<int> entries = picked();
    int base = m_a->currentIndex();
    if (!entries.contains(base) && !entries.isEmpty()) { // the baseline was unchecked: the oldest picked stands in
        base = entries.front();
        m_a->setCurrentIndex(base);
    }
    Q_EMIT compareManyRequested(entries, base);
}

int HistoryPicker::a() const
{
    return m_a->currentIndex();
}

int HistoryPicker::b() const
{
    if (m_choice == Choice::Pair)
        return m_b->currentIndex();
    const QList<int> entries = picked();
    for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
        if (*it != baseline())
            return *it;
    }
    return -1;
}

QList<int> HistoryPicker::picked() const
{
    QList<int> out;
    if (m_choice == Choice::Pair) {
        if (m_a->currentIndex() >= 0 && m_b->currentIndex() >= 0)
            out << m_a->currentIndex() << m_b->currentIndex();
        return out;
    }
    for (int i = 0; i < count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            out << i;
    }
    return out;
}

int HistoryPicker::baseline() const
{
    return m_a->currentIndex();
}

} // namespace fragscope
