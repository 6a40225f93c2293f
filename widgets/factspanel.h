// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/facts.h"

#include <QGroupBox>

class QFormLayout;

namespace fragscope {

// A titled list of figures; values can be selected and copied, explanations show as tooltips.
class FactsPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit FactsPanel(const QString& title, QWidget* parent = nullptr);
    void setFacts(const QList<Fact>& facts);
    // The value shown for a label, for tests; empty when absent.
    QString valueOf(const QString& label) const;

private:
    QFormLayout* m_form;
    QList<Fact> m_facts;
};

} // namespace fragscope
