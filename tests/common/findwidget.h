// SPDX-License-Identifier: GPL-3.0-or-later
// Finding a widget the way a screen reader names it.
#pragma once

#include <QWidget>

namespace fragscope {

// The widget of type W under `root` with this accessible name, or null.
template<typename W> W* byName(QWidget& root, const QString& name)
{
    for (W* w : root.findChildren<W*>()) {
        if (w->accessibleName() == name)
            return w;
    }
    return nullptr;
}
template<typename W> W* byName(QWidget& root, const char* name)
{
    return byName<W>(root, QString::fromLatin1(name));
}

} // namespace fragscope
