// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/udisks.h"

#include <QtGlobal>

// What udisksImageBackend() looks up after dlopen: QtDBus stays out of the command line's start.
extern "C" Q_DECL_EXPORT fragscope::LabImageBackend* fragscope_make_udisks_backend()
{
    return new fragscope::UDisksImageBackend;
}
