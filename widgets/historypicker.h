// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QListWidget;

namespace fragscope {

// What a page has measured or taken this session, oldest first, and which two to compare: a list
// (activating an entry asks to show it) with an A and a B picker beneath. The page keeps the
// entries themselves; this widget keeps their labels and says which ones the user picked. Adding
// an entry compares it with the one before.
class HistoryPicker : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryPicker(const QString& heading, QWidget* parent = nullptr);

    void add(const QString& label);
    int count() const;
    // The entry selected in the list, else the newest; -1 when empty.
    int currentOrLast() const;
    // Picks a and b and asks to compare them (ignored when either is not an entry).
    void compare(int a, int b);
    int a() const;
    int b() const;
    QListWidget* list() const { return m_list; }

Q_SIGNALS:
    void compareRequested(int a, int b);
    void activated(int index);

private:
    QListWidget* m_list;
    QComboBox* m_a;
    QComboBox* m_b;
};

} // namespace fragscope
