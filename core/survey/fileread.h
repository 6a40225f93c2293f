// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "survey/survey.h"

#include <fcntl.h>
#include <sys/stat.h>

#include <functional>
#include <vector>

namespace fragscope {

// What the survey's walk asks of one file, by name in an open directory and on an open descriptor.

// statx of a name in dirFd, not following a symlink or into an automount: type, mode, inode, size,
// blocks, mount id and the times. False with *err set when it fails.
bool statxAt(int dirFd, const char* name, struct statx* st, int* err);

// readSettledExtents: the file at the name is not the one statx saw (not an errno value).
constexpr int kReplaced = -1;

// FIEMAP on an open file, read again once if the file changed meanwhile; flagged if it changes
// again. The file is the one statx saw (st) if fstat after the read says so: the same inode and
// still a regular file, else kReplaced (so a FIFO put in its place is not taken for a file system
// without FIEMAP). One fstat a read, after it: the statx is the stamp before the first. The error
// number, 0 when read; ECANCELED when keepGoing said stop. Sets f.changed, and f.size and
// f.allocated anew when the file changed.
int readSettledExtents(int fd, const struct statx& st, bool sync, const std::function<bool()>& keepGoing,
    std::vector<Extent>& extents, SurveyFile& f);

} // namespace fragscope
