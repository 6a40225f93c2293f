// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QList>

namespace fragscope {

// The window's options (fragscope [OPTIONS] [FILE...]), for its parser and for the check and help
// the command line gives before any window is made.
QList<QCommandLineOption> windowOptions();

// Loads the translation for the user's locale into the running application, if one ships.
void installTranslations();

} // namespace fragscope
