// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "model/profile.h"
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace fragscope {

class BtrfsChunkMap;
struct DiskLayout;

// A disk, as its datasheet describes it: a rotating one (seeks, rotation, zones and the drive's
// cache) or a solid-state one (a latency per request and a bandwidth). The defaults are the drive
// of the talk DESIGN.md measures against, a 3 TB 7,200 rpm 3.5" desktop drive with a 64 MB cache;
// diskPresets() says where each figure comes from.
struct HddParams
{
    bool solidState = false;
    // Rotating disks.
    double rpm = 7200;
    double trackToTrackMs = 1.0;
    double averageSeekMs = 8.5; // over a third of the stroke, as datasheets measure it
    double fullStrokeMs = 20.0;
    double outerRateMBps = 150; // MB/s (10^6 bytes) at the start of the disk; an SSD's bandwidth
    double innerRateMBps = 75;  // at its end
    std::uint64_t capacityBytes = 3'000'000'000'000;
    double cacheMiB = 64;           // the drive's buffer
    double cacheSegments = 64;      // the ranges it holds at once, each cacheMiB / cacheSegments
    double readAheadKiB = 1024;     // read on after each request that went to the media
    double commandOverheadMs = 0.1; // per request that is not a plain continuation of the last
    double interfaceMBps = 600;     // how fast a cache hit comes over the link (SATA 6 Gb/s)
    // Solid-state disks: the wait before the first byte of a request that does not continue the
    // one before; the rest flows at outerRateMBps.
    double accessLatencyMs = 0.1;
    // A disk `fragscope calibrate` measured: when set the model reads its curves and none of the
    // figures above (see predictHddRead).
    std::shared_ptr<const DeviceProfile> measured = nullptr;
    // A file system on several devices (btrfs): the measured disk of each device (Extent::device)
    // that has one of its own; any other device reads as the figures above.
    struct Member
    {
        std::uint32_t device = 0;
        std::shared_ptr<const DeviceProfile> measured;
        bool operator==(const Member&) const = default;
    };
    std::vector<Member> members = {};
    // These figures with `device`'s own measured disk, where it has one.
    HddParams onDevice(std::uint32_t device) const;

    bool operator==(const HddParams&) const = default;
    // Whether the parameters describe a disk (positive times in the right order, rates, size).
    Result<void> check() const;
};

// Each figure of HddParams with its command-line key, its name in the settings file and in JSON.
struct HddField
{
    const char* key;
    const char* setting;
    const char* json;
    double HddParams::*member;
};
std::span<const HddField> hddFields();

// The disks a person can start from: the talk's desktop drive, a laptop drive, two SSDs.
struct DiskPreset
{
    const char* key;  // for --disk and the settings
    const char* name; // translatable, context DiskPreset
    HddParams params;
};
std::span<const DiskPreset> diskPresets();
const DiskPreset* findDiskPreset(const HddParams& params); // the preset these figures are, if any

// What a disk is called in a table header: "7200 rpm disk", "SSD".
QString diskName(const HddParams& params);

// The command line's way to name a disk: "laptop-5400" or "rpm=5400,average=12,full=25" or both,
// "nvme-ssd,latency=0.05": a preset, then those figures changed (keys as hddFields(), capacity in
// GB). Without a preset the figures change `base`. The error names the part that is wrong.
Result<HddParams> parseHddParams(const QString& text, const HddParams& base);
QString hddParamsText(const HddParams& params); // in the same form

// What reading a layout sequentially would take on that disk: a MODEL, not a measurement.
struct HddPrediction
{
    double seconds = 0;          // the disk's part and the reader's
    double transferSeconds = 0;  // moving the data under the head (or over the link, from the cache)
    double positionSeconds = 0;  // seeks, rotational waits, gaps read through, commands, wasted read-ahead
    double readerSeconds = 0;    // what the reader's CPU adds beyond what the disk's time hides (a measured disk)
    std::uint64_t seeks = 0;     // times the head had to move somewhere else (an SSD: accesses)
    std::uint64_t cacheHits = 0; // requests the drive served from its cache
    std::uint64_t bytes = 0;

    double bytesPerSecond() const { return seconds > 0 ? double(bytes) / seconds : 0; }
    double diskSeconds() const { return transferSeconds + positionSeconds; }
};

// The reader is the kernel reading the file in logical order for a program like cat, in requests of
// at most kHostRequestBytes. The physical offsets are taken as positions from the disk's outer edge (a file
// system at the start of the disk). A rotating drive serves each request:
// - right after (or a little beyond) the last one it read from the media: it reads on (a gap shorter
//   than a track is read through);
// - from its cache, when a segment holds the whole request: the command overhead and the transfer
//   over the interface;
// - else from the media: the command overhead, a seek whose time grows with the distance (through
//   single-track, average and full-stroke time), half a revolution, the transfer at the zone's rate;
//   the first request costs an average seek. After it the drive reads on readAheadKiB into a segment
//   of its cache (least recently used segment replaced), and that read-ahead costs its time when the
//   next request goes elsewhere.
// A solid-state disk: the access latency for every request that does not continue the one before,
// and the bytes at its bandwidth. Extents without data on disk to read (no location yet: delayed
// allocation; inline; unwritten: the kernel reads zeros there without asking the disk) are skipped,
// and extents that continue each other in the file and on the disk are read as one, as the kernel
// builds its requests across them, unless either is compressed (FIEMAP_EXTENT_ENCODED: btrfs reads
// each in a request of its own).
// A measured disk: the kernel reads in windows of read-ahead (cat's: twice read_ahead_kb, for it
// advises sequential access; DeviceProfile::readWindowBytes), each window's requests
// (pieces cut at the request limit) sent together. A request costs what calibrate measured for its
// size, the zone's rate below that of the device's start slowing its bytes; one that does not
// continue the request before adds the access time measured for its distance less that of a 4 KiB
// request. A window's requests go out together and the reader waits for the last: the longest
// request's time, the others overlapping it as far as the queue-depth measurement says; never faster
// than the fastest sequential rate measured (the zone curve's, or read-ahead's stream), nor than the
// rate the device sustains for requests of those sizes (DeviceProfile::sustained: a disk that caps
// its reads or bytes per second, as cloud volumes do). On a disk that caps its reads
// (DeviceProfile::capsReads) a request costs what the caps allow for its size, and nothing timed
// one read at a time is used: there that is the throttle's burst or its stall.
// The reader (a measured disk whose profile has DeviceProfile::Reader): each file costs its open and
// close, its read calls (cat's 128 KiB, or FilesRead::readBytes) and its bytes copied out of the page
// cache. Its first read-ahead window the reader waits for, then copies; while it copies a window
// the device reads the next, so the copying of the rest hides behind the disk's time for the rest,
// as far as that goes (a large contiguous file: the disk's time alone; small files: both, one after
// the other). What is left over is readerSeconds.
// Several devices (extents placed on btrfs's devices, Extent::device): each device serves its part of
// the read as above, as a read of its own on its own disk (HddParams::onDevice), and the reader
// waits for the slowest device in each read-ahead window: the kernel sends a window's requests to
// all of them at once (a RAID0 or RAID10 stripe each), but reads the windows one after the other (a
// file's extents in a chunk on one device, then one on another: one device at a time).
// `readAheadBytes`: the file system's own read-ahead where it keeps one (DiskLayout::readAheadBytes).
HddPrediction predictHddRead(
    std::span<const Extent> extents, const HddParams& params = {}, std::uint64_t readAheadBytes = 0);
inline HddPrediction predictHddRead(const ExtentMap& map, const HddParams& params = {})
{
    return predictHddRead(std::span<const Extent>(map.extents), params);
}

// Several files read one after another as one program reads them (tar: the files end to end in
// `extents`, each starting at a page-aligned logical offset listed in `starts`), `readBytes` at a
// time (tar reads 10 KiB; 0: cat's 128 KiB). On a measured disk each file's read-ahead starts again
// with the kernel's first window for that read size, growing up to the reader's window
// (DeviceProfile::readWindowBytes: twice read_ahead_kb for a reader that advises sequential access,
// as cat does and tar does not; mm/readahead.c), and a window never takes in the next file's
// blocks; the presets read the files as one.
struct FilesRead
{
    std::vector<std::uint64_t> starts;
    std::uint64_t readBytes = 0;
    bool advisesSequential = true;    // POSIX_FADV_SEQUENTIAL, as cat; false for tar
    std::uint64_t readAheadBytes = 0; // the file system's own read-ahead (DiskLayout::readAheadBytes)
    std::uint64_t readSize() const { return readBytes ? readBytes : 128 * 1024; } // cat's: 128 KiB
    // Each file's first read, when it is not readBytes (tar: what the file's header left of its
    // record, TarRecords), in the order of `starts`; the window the kernel starts with follows it.
    std::vector<std::uint64_t> firstReads;
};
HddPrediction predictFilesRead(std::span<const Extent> extents, const FilesRead& files, const HddParams& params);

// A read of `bytes` alone, a third of the disk away from the one before: metadata whose place is
// not asked (an inode table's, a directory's, a file's map blocks).
double farReadSeconds(std::uint64_t bytes, const HddParams& params);

// What reading a file cold costs, the figures every view leads with: the read as it lies; the
// read a defragmentation can reach (the same extents laid end to end where the first one lies: a
// compressed file keeps its compressed extents); the difference (never below 0), which is what a
// defrag wins back, and so 0 for a file in one run. What reading the data in its extents costs beyond
// reading it in one piece is a figure of its own (btrfs compresses in extents of at most 128 KiB: no
// defrag takes it away). A file in pieces may also have blocks of its map to read first
// (DiskLayout::mapBlocks, 4 KiB each, far); the file defragmented has none. (A block trace of
// tests/perf/tree.sh's tree shows them: one synchronous 4 KiB read before the data of each of its
// 1,003 ext4 files of 5 to 7 extents.)
struct ReadCost
{
    double readSeconds = 0;      // the disk's and the reader's (now.readerSeconds of it)
    double idealReadSeconds = 0; // defragmented: the same extents end to end
    double lostSeconds = 0;
    double onePieceSeconds = 0;       // all its bytes on disk in one extent
    double extentSeconds = 0;         // idealReadSeconds less onePieceSeconds: the extents' own cost
    std::uint64_t encodedExtents = 0; // of them compressed (each read in a request of its own)
    HddPrediction now;                // with the map blocks
};
ReadCost readCost(std::span<const Extent> extents, const HddParams& params, std::uint64_t mapBlocks = 0,
    std::uint64_t readAheadBytes = 0);
// The same with the defragmented read given (laidReadExtents: on a striped btrfs a new extent is
// striped over the devices, where laidEndToEnd keeps each piece's device).
ReadCost readCost(std::span<const Extent> extents, std::span<const Extent> ideal, const HddParams& params,
    std::uint64_t mapBlocks, std::uint64_t readAheadBytes);
// A file's: its read as it lies (readExtents) and defragmented (laidReadExtents), placed on btrfs's
// devices where the chunk map is given.
ReadCost layoutReadCost(const DiskLayout& layout, const BtrfsChunkMap* chunks, const HddParams& params);
// What a defragmentation reaches (readCost's ideal): the extents the read asks the disk for (those
// with data there; those that continue each other as one), end to end where the first lies — on
// each device, where its first lies (a striped file system's extent is striped too).
std::vector<Extent> laidEndToEnd(std::span<const Extent> extents);

// One request of that read as the model serves it: what a replay of the read shows, in order.
struct ReadStep
{
    std::uint64_t logical = 0;  // where in the file
    std::uint64_t physical = 0; // where on the disk
    std::uint64_t length = 0;
    enum class How { First, ReadOn, CacheHit, Seek } how = How::ReadOn; // Seek: the head moves (an SSD: an access)
    double positionSeconds = 0;                                         // before the data flows
    double transferSeconds = 0;
    double start = 0; // seconds since the read began
    double end() const { return start + positionSeconds + transferSeconds; }
};
// Every request of predictHddRead's read, its times summing to the prediction's disk part
// (diskSeconds(): the reader's CPU is no request).
std::vector<ReadStep> traceHddRead(
    std::span<const Extent> extents, const HddParams& params = {}, std::uint64_t readAheadBytes = 0);
// The index of the step under way `seconds` into the read (the last one begun; 0 before the first).
std::size_t readStepAt(std::span<const ReadStep> steps, double seconds);

// The kernel's read-ahead window by default (read_ahead_kb = 128): the size of the requests of a
// sequential read.
inline constexpr std::uint64_t kHostRequestBytes = 128 * 1024;

// What the first request of a read costs before data flows: the command, an average seek and half a
// revolution (an SSD: its latency). A contiguous file costs this and its transfer.
double hddFirstAccessSeconds(const HddParams& params);

// The seek time over `distance` bytes: 0 for none, the single-track time for the shortest, the
// average over a third of the disk, the full-stroke time over all of it.
double hddSeekSeconds(std::uint64_t distance, const HddParams& params);

} // namespace fragscope
