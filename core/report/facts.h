// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/inspection.h"
#include "model/calibrate.h"

#include <QList>

namespace fragscope {

// One labelled figure with its unit in the value and an explanation for tooltips. The CLI's text
// output and the GUI's panels both list these, so a figure is worded the same everywhere.
struct Fact
{
    QString label;
    QString value;
    QString explanation;
};

QList<Fact> reportFacts(const FragReport& report);
QList<Fact> fsFacts(const FsInfo& fs);
// fsFacts, and on btrfs what its addresses are: btrfs logical ones, placed on the devices by the
// chunk tree (root) with its data profile.
QList<Fact> fsFacts(const Inspection& in);

// What reading the file cold takes on `disk`: the read as it lies, in one piece, the time lost, and
// the disk it is worked out on.
QList<Fact> costFacts(const ReadCost& cost, const CostDisk& disk);
// The same for `map --format json`: read_seconds, ideal_read_seconds, lost_seconds,
// one_piece_seconds, extent_seconds, encoded_extents, requests_elsewhere, profile.
QJsonObject costJson(const ReadCost& cost, const CostDisk& disk);
QJsonObject costDiskJson(const CostDisk& disk);

// Where an extent lies on btrfs's devices, for people: "/dev/loop0 at 89.0 MiB", or with more
// than one piece (striped, or copies) "/dev/loop0 at 89.0 MiB and 47 more pieces"; empty for none.
QString devicePlacesText(const BtrfsChunkMap& chunks, const std::vector<DevicePlace>& places);
// Every piece, a line each: "copy 1: /dev/loop1 at 69.0 MiB, 64.0 KiB".
QString devicePlacesList(const BtrfsChunkMap& chunks, const std::vector<DevicePlace>& places);

} // namespace fragscope
