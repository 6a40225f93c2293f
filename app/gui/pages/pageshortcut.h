// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace fragscope {

// A shortcut that clicks `button` while the focus is anywhere on `page`, and only then: Esc means
// Cancel on the page where it is pressed, not on every page of the window.
inline void addPageShortcut(QWidget* page, QAbstractButton* button, const QKeySequence& keys)
{
    auto* action = new QAction(button->text(), page); // named for Help ▸ Keyboard Shortcuts
    action->setShortcut(keys);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(action, &QAction::triggered, button, &QAbstractButton::click);
    page->addAction(action);
}

} // namespace fragscope
