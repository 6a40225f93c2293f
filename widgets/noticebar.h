// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace fragscope {

// A bar across the top of the window that says one thing and offers what to do about it (the first
// run's pointer to the lab, an unfinished session to restore): rich text, buttons, and ✕ to hide it.
// Not a dialog: nothing waits for it.
class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    explicit NoticeBar(QWidget* parent = nullptr);
    void setText(const QString& richText);
    QString text() const;
    // A button that hides the bar when clicked (before what the caller connects to it runs).
    QPushButton* addButton(const QString& text);
    QPushButton* button(const QString& text) const; // by its text, else null

Q_SIGNALS:
    void dismissed(); // ✕ or any button

private:
    QLabel* m_text;
};

} // namespace fragscope
