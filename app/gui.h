// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fragscope {

// Loads the translation for the user's locale into the running application, if one ships.
void installTranslations();

int runGui(int argc, char** argv);

} // namespace fragscope
