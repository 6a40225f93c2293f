// SPDX-License-Identifier: GPL-3.0-or-later
#include "factspanel.h"

#include <QFormLayout>
#include <QLabel>

namespace fragscope {

FactsPanel::FactsPanel(const QString& title, QWidget* parent)
    : QGroupBox(title, parent)
    , m_form(new QFormLayout(this))
{
    m_form->setLabelAlignment(Qt::AlignLeft);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void FactsPanel::setFacts(const QList<Fact>& facts)
{
    if (facts.size() == m_facts.size()) {
        // Same rows: update the texts in place, so Watch does not make the panel flicker.
        for (int i = 0; i < facts.size(); ++i) {
            auto* label = qobject_cast<QLabel*>(m_form->itemAt(i, QFormLayout::LabelRole)->widget());
            auto* value = qobject_cast<QLabel*>(m_form->itemAt(i, QFormLayout::FieldRole)->widget());
            label->setText(facts[i].label);
            value->setText(facts[i].value);
            label->setToolTip(facts[i].explanation);
            value->setToolTip(facts[i].explanation);
        }
        m_facts = facts;
        return;
    }
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    for (const Fact& fact : facts) {
        auto* label = new QLabel(fact.label);
        auto* value = new QLabel(fact.value);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        label->setToolTip(fact.explanation);
        value->setToolTip(fact.explanation);
        m_form->addRow(label, value);
    }
    m_facts = facts;
}

QString FactsPanel::valueOf(const QString& label) const
{
    for (const Fact& fact : m_facts) {
        if (fact.label == label)
            return fact.value;
    }
    return {};
}

} // namespace fragscope
