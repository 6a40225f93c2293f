// SPDX-License-Identifier: GPL-3.0-or-later
// defrag may use every layer below it.
#include "defrag/defrag.h"
#include "extents/snapshot.h"
#include "fs/freespace.h"
#include "io/ioqueue.h"
#include "util/units.h"
