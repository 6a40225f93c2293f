// SPDX-License-Identifier: GPL-3.0-or-later
#include "browsebutton.h"

#include "util/path.h"

#include <QFileDialog>
#include <QLineEdit>
#include <QToolButton>

namespace fragscope {

QToolButton* browseButton(QLineEdit* edit, BrowseFor what, const QString& caption, const QString& tip)
{
    auto* button = new QToolButton;
    button->setText(QStringLiteral("…"));
    button->setToolTip(tip);
    QObject::connect(button, &QToolButton::clicked, edit, [edit, what, caption] {
        const QString chosen = pathFromQt(what == BrowseFor::Folder
                ? QFileDialog::getExistingDirectory(edit->window(), caption, edit->text())
                : QFileDialog::getOpenFileName(edit->window(), caption, edit->text()));
        if (chosen.isEmpty())
            return;
        edit->setText(chosen);
        Q_EMIT edit->editingFinished();
    });
    return button;
}

} // namespace fragscope
