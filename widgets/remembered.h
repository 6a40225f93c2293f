// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QSplitter;

namespace fragscope {

// What the window remembers between runs, in the application's settings.

// The splitter takes the sizes it had when last moved under this key, and keeps them from now on.
void rememberSplitter(QSplitter* splitter, const QString& key);

// File dialogs open where the last one of the same purpose ("open", "jobs", "results", "exports")
// chose, else in `fallback` (home when empty). With a name, the path of that name in that folder.
QString dialogFolder(const QString& purpose, const QString& fallback = {});
QString dialogPath(const QString& purpose, const QString& name, const QString& fallback = {});
// The folder of what the dialog returned (a file's folder, or the folder itself); empty is ignored.
void rememberDialogChoice(const QString& purpose, const QString& chosen);

} // namespace fragscope
