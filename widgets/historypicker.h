// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

class QComboBox;
class QListWidget;

namespace fragscope {

// What a page has measured or taken this session, oldest first, and which of them to compare: a
// list (activating an entry asks to show it) with pickers beneath. Pair: an A and a B, and adding
// an entry compares it with the one before. Many: each entry has a check box, any number of them
// are compared against a baseline picked beneath; an added entry joins the comparison. The page
// keeps the entries themselves; this widget keeps their labels and says which ones the user picked.
class HistoryPicker : public QWidget
{
    Q_OBJECT
public:
    enum class Choice { Pair, Many };
    Q_ENUM(Choice)
    // At most this many entries are compared at once in Many: an added one retires the oldest.
    static constexpr int kMaxCompared = 6;

    explicit HistoryPicker(const QString& heading, Choice choice = Choice::Pair, QWidget* parent = nullptr);

    void add(const QString& label);
    int count() const;
    // The entry selected in the list, else the newest; -1 when empty.
    int currentOrLast() const;
    // Picks a and b and asks to compare them (ignored when either is not an entry); in Many, b
    // against a as the baseline, and nothing else.
    void compare(int a, int b);
    // Many: compares these entries against `baseline` (one of them).
    void compareMany(const QList<int>& entries, int baseline);
    int a() const;
    int b() const;
    QList<int> picked() const; // Many: the checked entries, oldest first
    int baseline() const;
    QListWidget* list() const { return m_list; }

Q_SIGNALS:
    void compareRequested(int a, int b);
    void compareManyRequested(const QList<int>& entries, int baseline);
    void activated(int index);

private:
    void emitMany();

    Choice m_choice;
    QListWidget* m_list;
    QComboBox* m_a; // Many: the baseline
    QComboBox* m_b;
    bool m_updating = false;
};

} // namespace fragscope
