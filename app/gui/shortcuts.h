// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QString>

#include <vector>

class QWidget;

namespace fragscope {

// One keyboard shortcut of the window: where it works (a menu, or a page), what it does, its keys.
struct ShortcutEntry
{
    QString scope;
    QString name;
    QKeySequence keys;
};

// An action's text without its mnemonic marks ("&Open…" -> "Open…").
QString plainActionText(QString text);

// The shortcuts of the actions and buttons under `root` (a page): each once, by its text.
std::vector<ShortcutEntry> shortcutsUnder(QWidget* root, const QString& scope);

// Help ▸ Keyboard Shortcuts: the list by scope, with a filter.
void showShortcutsDialog(QWidget* parent, const std::vector<ShortcutEntry>& entries);

} // namespace fragscope
