// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/savedkind.h"
#include "report/session.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

namespace fragscope {

// What the main window knows of a page: its button, its part of a session, the saved files it
// opens, and whether it may go when the window closes. The window names a page's class only where
// it makes the page (and wires one page to another there).
class Page : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Its button in the page bar (Ctrl+its place) and the button's tooltip.
    virtual QString title() const = 0;
    virtual QString purpose() const = 0;

    // Its part of a session: written into `c`; given back when a session opens (`origin` names the
    // session for the page's notices). Returns what could not be opened again (files gone).
    virtual void saveSession(SessionContent& c) const = 0;
    virtual QStringList restoreSession(const SessionContent& c, const QString& origin) = 0;

    // The kinds of saved file it opens (File ▸ Open, drops, the command line), and opening one.
    virtual QList<SavedKind> savedKinds() const { return {}; }
    virtual void openSaved(const QString& path, SavedKind kind)
    {
        Q_UNUSED(path)
        Q_UNUSED(kind)
    }

    // The window is closing: stop long work. False when the page must be waited for; it then emits
    // readyToClose once its work has cleaned up.
    virtual bool stopForClose() { return true; }

Q_SIGNALS:
    void statusMessage(const QString& text);
    void sessionChanged(); // what saveSession writes has changed
    void readyToClose();
};

} // namespace fragscope
