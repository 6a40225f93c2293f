// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QLineEdit;
class QToolButton;

namespace fragscope {

enum class BrowseFor { Folder, File };

// A "…" button beside `edit` that opens a folder or file dialog at the edit's path and puts the
// choice in it (its bytes kept, util/path.h's pathFromQt), then says editingFinished. The button
// belongs to the edit's window once it is laid out.
QToolButton* browseButton(QLineEdit* edit, BrowseFor what, const QString& caption, const QString& tip = {});

} // namespace fragscope
