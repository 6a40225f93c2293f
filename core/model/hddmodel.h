// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <span>

namespace fragscope {

// A rotating disk, as its datasheet describes it. The defaults are a 7200 rpm 3.5" desktop drive:
// seek times as Hitachi's Deskstar 7K-series specifications give them (single track 1.0 ms, average
// 8.5 ms, full stroke 20 ms, read), 1 TB, and media rates typical of drives of that size (about
// 150 MB/s on the outer tracks, half that on the inner ones).
struct HddParams
{
    double rpm = 7200;
    double trackToTrackMs = 1.0;
    double averageSeekMs = 8.5; // over a third of the stroke, as datasheets measure it
    double fullStrokeMs = 20.0;
    double outerRateMBps = 150; // MB/s (10^6 bytes) at the start of the disk
    double innerRateMBps = 75;  // at its end
    std::uint64_t capacityBytes = 1'000'000'000'000;

    bool operator==(const HddParams&) const = default;
    // Empty when the parameters describe a disk (positive times in the right order, rates, size).
    QString problem() const;
};

// Each figure of HddParams with its command-line key and its name in the settings file.
struct HddField
{
    const char* key;
    const char* setting;
    double HddParams::*member;
};
std::span<const HddField> hddFields();

// The command line's way to name a disk: "rpm=5400,average=12,full=25,outer=100,inner=50" changes
// those figures of `base` (keys rpm; track, average, full in ms; outer, inner in MB/s; capacity in
// GB). The error names the part that is wrong.
Result<HddParams> parseHddParams(const QString& text, const HddParams& base);
QString hddParamsText(const HddParams& params); // in the same form

// What reading a layout sequentially would take on that disk: a MODEL, not a measurement.
struct HddPrediction
{
    double seconds = 0;
    double transferSeconds = 0; // moving the data under the head
    double positionSeconds = 0; // seeks, rotational waits, gaps read through
    std::uint64_t seeks = 0;    // times the head could not simply read on
    std::uint64_t bytes = 0;

    double bytesPerSecond() const { return seconds > 0 ? double(bytes) / seconds : 0; }
};

// The physical offsets are taken as positions on the disk from its outer edge (a file system at
// the start of the disk). Per extent, in logical order: right after the previous one, it only
// transfers; a short step forward is read through when that is quicker than a seek; otherwise a
// seek whose time grows with the distance (through single-track, average and full-stroke time)
// plus half a revolution. The first extent costs an average seek and half a revolution. Transfer
// at the media rate of the extent's zone, falling linearly from the outer to the inner edge.
// Extents without a location (delayed allocation, inline data) are skipped.
HddPrediction predictHddRead(std::span<const Extent> extents, const HddParams& params = {});
inline HddPrediction predictHddRead(const ExtentMap& map, const HddParams& params = {})
{
    return predictHddRead(std::span<const Extent>(map.extents), params);
}

// What the first extent of a read costs before data flows: an average seek and half a revolution.
double hddFirstAccessSeconds(const HddParams& params);

// The seek time over `distance` bytes: 0 for none, the single-track time for the shortest, the
// average over a third of the disk, the full-stroke time over all of it.
double hddSeekSeconds(std::uint64_t distance, const HddParams& params);

} // namespace fragscope
