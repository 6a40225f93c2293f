// SPDX-License-Identifier: GPL-3.0-or-later
#include "noticebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace fragscope {

NoticeBar::NoticeBar(QWidget* parent)
    : QFrame(parent)
    , m_text(new QLabel)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    layout->addWidget(m_text, 1);
    auto* close = new QToolButton;
    close->setText(QStringLiteral("✕"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Hide this"));
    close->setAccessibleName(tr("Hide this notice"));
    layout->addWidget(close);
    connect(close, &QToolButton::clicked, this, [this] {
        hide();
        Q_EMIT dismissed();
    });
    hide();
}

void NoticeBar::setText(const QString& richText)
{
    m_text->setText(richText);
}

QString NoticeBar::text() const
{
    return m_text->text();
}

QPushButton* NoticeBar::addButton(const QString& text)
{
    auto* button = new QPushButton(text);
    auto* row = static_cast<QHBoxLayout*>(layout());
    row->insertWidget(row->count() - 1, button); // before ✕
    connect(button, &QPushButton::clicked, this, [this] {
        hide();
        Q_EMIT dismissed();
    });
    return button;
}

QPushButton* NoticeBar::button(const QString& text) const
{
    for (QPushButton* b : findChildren<QPushButton*>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

} // namespace fragscope
