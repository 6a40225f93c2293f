// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/gui.h"

#include <QtGlobal>

// What main() looks up after dlopen: the window lives in a module so that the CLI starts without
// loading Qt Widgets.
extern "C" Q_DECL_EXPORT int fragscope_run_gui(int argc, char** argv)
{
    return fragscope::runGui(argc, argv);
}
