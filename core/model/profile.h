// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/documents.h"
#include "util/error.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// What `fragscope calibrate` measured of one block device, reading only: what the cost model needs
// to say what reading a layout takes on it. Times are medians of single reads at queue depth 1
// unless said otherwise; rates in bytes per second.
struct DeviceProfile
{
    static constexpr int kFormatVersion = documents::kDiskProfile.formatVersion;

    QString device;     // the node read, /dev/sda
    QString key;        // what it is saved under: its WWN, serial or model and size (profileKey)
    QString model;      // as sysfs says, may be empty
    QString measuredAs; // how it was reached when not directly ("through /dev/loop0, direct I/O ...")
    bool rotational = false;
    bool thorough = false;
    std::uint64_t sizeBytes = 0;
    std::uint64_t maxRequestBytes = 0; // queue/max_sectors_kb: the largest request the kernel sends
    std::uint64_t readAheadBytes = 0;  // queue/read_ahead_kb: the window of a sequential read
    QDateTime measuredAt;
    double seconds = 0; // how long the measuring took

    // The zone curve: reads of maxRequestBytes one after another at each position (0 to 1 of the
    // device).
    struct Rate
    {
        double position = 0;
        double bytesPerSecond = 0;
        bool operator==(const Rate&) const = default;
    };
    std::vector<Rate> sequential;
    // A 4 KiB read `distance` bytes away from the end of the one before: positioning and all.
    struct Access
    {
        std::uint64_t distance = 0;
        double seconds = 0;
        bool operator==(const Access&) const = default;
    };
    std::vector<Access> access;
    // A read of `bytes` right after the one before, at the start of the device: what one request
    // costs whole, from 4 KiB to maxRequestBytes.
    struct Request
    {
        std::uint64_t bytes = 0;
        double seconds = 0;
        bool operator==(const Request&) const = default;
    };
    std::vector<Request> requests;
    // The same after the device sat idle a moment (the pause a program's own work between its reads
    // makes: tar's between two files): a virtual disk's host has stopped polling, a CPU gone into a
    // deeper idle state. Empty in a profile from before it was measured (then as `requests`).
    std::vector<Request> pausedRequests;
    // Reads of `bytes` at random places with `depth` in flight: what a queue of requests gains. At
    // 4 KiB and at 64 KiB, for a queue gains less the longer each read takes (this machine's loop
    // device: 4.9x at depth 8 for 4 KiB, 1.9x for 64 KiB). Sorted by size, then depth; a profile
    // from before the larger size was measured has 4 KiB rows only.
    struct Depth
    {
        int depth = 1;
        double readsPerSecond = 0;
        std::uint64_t bytes = 4096;
        bool operator==(const Depth&) const = default;
    };
    std::vector<Depth> queueDepth;
    // A contiguous read as the kernel's read-ahead streams it: requests of readRequestBytes() back
    // to back, two windows of them in flight (the next window goes out as the reader enters the one
    // before). Bytes per second; 0 when not measured (no asynchronous I/O, an older profile).
    double streamingBytesPerSecond = 0;
    // What the device sustains: reads of `bytes` a few seconds long, kept in flight (8 at a time,
    // 4 KiB apart so that none merge; a read-ahead request as read-ahead streams it, a window's
    // requests at a time), counted after any burst the device allows at first. A disk
    // that caps its reads or bytes per second (a cloud volume, the cgroup block throttle) answers
    // single requests at once and queues the rest: what a request costs alone is then not what a
    // read of thousands pays. By size, ascending; empty in a profile from before.
    struct Sustained
    {
        std::uint64_t bytes = 0;
        double readsPerSecond = 0;
        bool operator==(const Sustained&) const = default;
    };
    std::vector<Sustained> sustained;
    // What the program reading costs the CPU, measured by a warm read of the same kind (pages
    // already cached, so nothing of the device): per file (open, fstat, close), per read call and
    // per byte copied out of the page cache. A cold read pays it beside the device's time, hidden
    // behind the disk where read-ahead reads the next window while the reader copies the last.
    // Zeros in a profile from before it was measured: then a read time is the device's alone.
    struct Reader
    {
        double fileSeconds = 0;
        double readSeconds = 0;
        double byteSeconds = 0;
        bool measured() const { return fileSeconds > 0 || readSeconds > 0 || byteSeconds > 0; }
        bool operator==(const Reader&) const = default;
    };
    Reader reader;
    // Why some figures may not be the device's steady ones: measurements whose halves disagreed
    // even when measured again (a burst running out, a stall), each said in a line. The model takes
    // the later, slower half.
    QStringList unsteady;

    bool operator==(const DeviceProfile&) const = default;

    // Whether it holds what the model needs (a rate, an access time and a request cost, positive).
    Result<void> check() const;

    // What the model reads off the curves, interpolated between the points measured.
    double rateAt(double position) const;                   // bytes/s
    double accessSeconds(std::uint64_t distance) const;     // a 4 KiB read that far away
    double requestSeconds(std::uint64_t bytes) const;       // a request continuing the one before
    double pausedRequestSeconds(std::uint64_t bytes) const; // the same after a pause
    // Reads/s at that depth over reads/s at 1, for reads of `bytes`: between the sizes measured by
    // the logarithm of the size, flat beyond them.
    double depthSpeedup(int depth, std::uint64_t bytes) const;
    // The least time a read of `bytes` takes among many, by the device's two caps: the most reads a
    // second and the most bytes a second any size sustained (a cloud volume's IOPS and throughput
    // limits); 0 where they were not measured.
    double sustainedSeconds(std::uint64_t bytes) const;
    // The two caps themselves (0 where not measured).
    struct Caps
    {
        double readsPerSecond = 0;
        double bytesPerSecond = 0;
    };
    Caps sustainedCaps() const;
    // Whether the device caps its reads: one 4 KiB read alone, continuing the one before or a third
    // of the device away, takes less than half the interval between the 4 KiB reads it sustains with
    // eight in flight (a device that queues honestly sustains at least as many as one at a time; a
    // disk that seeks takes longer to get there). The cgroup block throttle and a cloud volume's
    // burst bucket do: a request timed alone there is the bucket's burst (microseconds) or its stall
    // (a read waiting for the throttle's clock), and so are the zone curve's reads one at a time.
    // The model prices such a device's requests by the caps alone. False without a 4 KiB row.
    bool capsReads() const;
    // A sequential read's window: read_ahead_kb (128 KiB where unknown), twice that for a reader
    // that advises POSIX_FADV_SEQUENTIAL (generic_fadvise doubles the file's read-ahead), as
    // coreutils' cat, cp and md5sum do and tar does not; and the largest request of the read: the
    // window, cut at the request limit. (Block traces, Linux 6.18, read_ahead_kb 128: cat read a
    // 24 MiB file in 96 requests of 256 KiB, tar in 192 of 128 KiB.)
    // `fsReadAhead`: the file system's own where it keeps one (btrfs), in place of read_ahead_kb.
    std::uint64_t readWindowBytes(bool advised = false, std::uint64_t fsReadAhead = 0) const;
    std::uint64_t readRequestBytes(bool advised = false, std::uint64_t fsReadAhead = 0) const;
    // The zone curve as a disk has it, never rising from the outer edge inwards: where the points
    // measured rise they are pooled into their mean (pool adjacent violators), for a rise is the
    // speed of a virtual or shared disk wandering while it was measured, not a zone. What the model
    // slows a request by; zoneRate reads it as rateAt reads the points.
    std::vector<Rate> zoneCurve() const;
    static double zoneRate(const std::vector<Rate>& zones, double position);

    // "Measured 2 Dec 2026 (quick)": for a fact line or a headline.
    QString measuredText() const;
};

QJsonObject profileToJson(const DeviceProfile& p);
// The error names the field that is wrong; `path` names the file in it.
Result<DeviceProfile> profileFromJson(const QJsonObject& o, const QString& path = {});
Result<DeviceProfile> readProfileFile(const QString& path);

// Where profiles are kept: $XDG_CONFIG_HOME/fragscope/disks (FRAGSCOPE_PROFILE_DIR overrides it,
// for tests), one KEY.json each.
QString profileDirectory();
Result<void> saveProfile(const DeviceProfile& p);
// The profile saved under `key`: nullopt when none is, an error naming the file when it cannot be
// read.
Result<std::optional<DeviceProfile>> loadProfile(const QString& key);

} // namespace fragscope
