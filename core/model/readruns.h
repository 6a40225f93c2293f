// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the model: the read as the block layer meets it, shared by the read itself (hddmodel.cpp)
// and the figures built on it (readcost.cpp).
#pragma once

#include "extents/extent.h"

#include <span>
#include <vector>

namespace fragscope {

// Whether the disk is asked for the extent's bytes (see predictHddRead).
bool readFromDisk(const Extent& e);

// The read as the block layer meets it (see predictHddRead): what is read, neighbours that continue
// each other in the file and on the disk joined unless either is compressed or the second is a
// request of its own (kExtentOwnRequest).
std::vector<Extent> readRuns(std::span<const Extent> extents);

} // namespace fragscope
