// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/shortcuts.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fragscope {
QString plainActionText(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return text;
}

std::vector<ShortcutEntry> shortcutsUnder(QWidget* root, const QString& scope)
{
    std::vector<ShortcutEntry> entries;
    QSet<QString> seen;
    const auto add = [&](const QString& text, const QKeySequence& keys) {
        const QString name = plainActionText(text);
        if (keys.isEmpty() || name.isEmpty() || seen.contains(name + keys.toString()))
            return;
        seen.insert(name + keys.toString());
        entries.push_back({scope, name, keys});
    };
    QList<QAction*> actions = root->actions();
    actions += root->findChildren<QAction*>();
    for (const QAction* action : std::as_const(actions)) {
        for (const QKeySequence& keys : action->shortcuts())
            add(action->text(), keys);
    }
    for (const QAbstractButton* button : root->findChildren<QAbstractButton*>())
        add(button->text(), button->shortcut());
    return entries;
}

void showShortcutsDialog(QWidget* parent, const std::vector<ShortcutEntry>& entries)
{
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("Shortcuts", "Keyboard Shortcuts"));
    dialog->resize(520, 560);
    auto* layout = new QVBoxLayout(dialog);
    auto* filter = new QLineEdit;
    filter->setPlaceholderText(QCoreApplication::translate("Shortcuts", "Filter by action or key"));
    filter->setClearButtonEnabled(true);
    filter->setAccessibleName(QCoreApplication::translate("Shortcuts", "Filter shortcuts"));
    layout->addWidget(filter);
    auto* tree = new QTreeWidget;
    tree->setObjectName(QStringLiteral("shortcutTree"));
    tree->setColumnCount(2);
    tree->setHeaderLabels(
        {QCoreApplication::translate("Shortcuts", "Action"), QCoreApplication::translate("Shortcuts", "Keys")});
    tree->setRootIsDecorated(false);
    tree->setAlternatingRowColors(true);
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    QTreeWidgetItem* group = nullptr;
    for (const ShortcutEntry& e : entries) {
        if (!group || group->text(0) != e.scope) {
            group = new QTreeWidgetItem(tree, {e.scope});
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
            group->setFlags(Qt::ItemIsEnabled);
        }
        new QTreeWidgetItem(group, {e.name, e.keys.toString(QKeySequence::NativeText)});
    }
    tree->expandAll();
    layout->addWidget(tree, 1);
    QObject::connect(filter, &QLineEdit::textChanged, tree, [tree](const QString& text) {
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            QTreeWidgetItem* group = tree->topLevelItem(g);
            int shown = 0;
            for (int i = 0; i < group->childCount(); ++i) {
                QTreeWidgetItem* item = group->child(i);
                const bool match = text.isEmpty() || item->text(0).contains(text, Qt::CaseInsensitive)
                    || item->text(1).contains(text, Qt::CaseInsensitive);
                item->setHidden(!match);
                shown += match;
            }
            group->setHidden(shown == 0);
        }
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog->show();
}

} // namespace fragscope
