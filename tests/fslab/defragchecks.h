// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "defrag/defrag.h"
#include "fslab.h"

#include <vector>

// What every test of a defrag asserts after the run: the content is what it was, as the run read it
// back and as the disk holds it once the page cache is gone. Each returns an empty string when the
// check holds, otherwise what differs, naming the file: QCOMPARE(check(...), QString()).
namespace fragscope::fslab {

// The run's reading of the file after equals its reading before: digest, size and mtime.
QString keptContent(const DefragResult& r);
// After a remount, the file on disk has the digest, size and mtime the run found.
QString wholeOnDisk(LoopFs& lab, const DefragResult& r);
// Each file of a run succeeded — and, where `moved`, was defragmented, untouched by others and kept
// its content.
QString everyFileDone(const std::vector<Result<DefragResult>>& results, bool moved);
// After a remount every file has the content digested before the run.
QString unchangedOnDisk(LoopFs& lab, const Digests& before);

} // namespace fragscope::fslab
