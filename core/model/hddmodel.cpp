// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hddmodel.h"
#include "model/readahead.h"
#include "model/readertime.h"
#include "model/readruns.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <tuple>
#include <vector>

namespace fragscope {

bool readFromDisk(const Extent& e)
{
    return !e.locationUnknown() && !e.has(FIEMAP_EXTENT_DATA_INLINE) && !e.has(FIEMAP_EXTENT_UNWRITTEN) && e.length > 0;
}

std::vector<Extent> readRuns(std::span<const Extent> extents)
{
    std::vector<Extent> out;
    out.reserve(extents.size());
    for (const Extent& e : extents) {
        if (!readFromDisk(e))
            continue;
        if (!out.empty()) {
            Extent& last = out.back();
            const bool plain = !last.has(FIEMAP_EXTENT_ENCODED) && !e.has(FIEMAP_EXTENT_ENCODED);
            if (plain && !e.has(kExtentOwnRequest) && last.device == e.device && last.logicalEnd() == e.logical
                && last.physical + last.length == e.physical) {
                last.length += e.length;
                continue;
            }
        }
        out.push_back(e);
    }
    return out;
}

namespace {

// Bytes per track, roughly: what passes under the head in one revolution at this rate.
double trackBytes(double rateBps, const HddParams& p)
{
    return rateBps * 60.0 / p.rpm;
}

double rateAt(std::uint64_t position, const HddParams& p)
{
    const double x = std::clamp(double(position) / double(p.capacityBytes), 0.0, 1.0);
    return (p.outerRateMBps + (p.innerRateMBps - p.outerRateMBps) * x) * 1e6;
}

// The drive's buffer: up to `count` ranges of the disk, the least recently used one given up first.
class DriveCache
{
public:
    explicit DriveCache(const HddParams& p)
        : m_count(std::size_t(std::max(1.0, p.cacheSegments)))
        , m_segmentBytes(std::uint64_t(p.cacheMiB * 1024 * 1024 / std::max(1.0, p.cacheSegments)))
    { }

    std::uint64_t segmentBytes() const { return m_segmentBytes; }

    bool serve(std::uint64_t start, std::uint64_t end)
    {
        const auto it = std::find_if(
            m_ranges.begin(), m_ranges.end(), [&](const Range& r) { return r.start <= start && end <= r.end; });
        if (it == m_ranges.end())
            return false;
        std::rotate(it, it + 1, m_ranges.end()); // now the most recently used
        return true;
    }

    // The media was read from `start` to `end`: a new segment, holding its last segment's worth.
    void fill(std::uint64_t start, std::uint64_t end)
    {
        if (m_segmentBytes == 0)
            return;
        if (m_ranges.size() == m_count)
            m_ranges.erase(m_ranges.begin());
        m_ranges.push_back({std::max(start, end - std::min(end, m_segmentBytes)), end});
    }

    // The read of the newest segment went on to `end`.
    void extend(std::uint64_t end)
    {
        if (m_ranges.empty())
            return;
        Range& r = m_ranges.back();
        r.end = end;
        r.start = std::max(r.start, end - std::min(end, m_segmentBytes));
    }

private:
    struct Range
    {
        std::uint64_t start, end;
    };
    std::size_t m_count;
    std::uint64_t m_segmentBytes;
    std::vector<Range> m_ranges; // least recently used first
};

// The requests of a sequential read of the layout, in logical order: each extent in pieces of at
// most kHostRequestBytes. Calls f(logical, physical, length).
template<typename F> void forEachRequest(std::span<const Extent> extents, F f)
{
    for (const Extent& e : extents) {
        if (!readFromDisk(e))
            continue;
        for (std::uint64_t done = 0; done < e.length; done += kHostRequestBytes)
            f(e.logical + done, e.physical + done, std::min(kHostRequestBytes, e.length - done));
    }
}

// Serves each request of the read as an SSD would: its latency for every request that does not
// continue the one before. Calls step(ReadStep) in order, its start left to the caller.
template<typename F> void serveSsd(std::span<const Extent> extents, const HddParams& p, F step)
{
    std::uint64_t last = 0;
    bool first = true;
    forEachRequest(extents, [&](std::uint64_t logical, std::uint64_t at, std::uint64_t length) {
        ReadStep s{logical, at, length, ReadStep::How::ReadOn};
        if (first || at != last) {
            s.how = first ? ReadStep::How::First : ReadStep::How::Seek;
            s.positionSeconds = p.accessLatencyMs / 1000;
        }
        first = false;
        s.transferSeconds = double(length) / (p.outerRateMBps * 1e6);
        last = at + length;
        step(s);
    });
}

// Serves each request as a rotating drive with a cache would (see predictHddRead).
template<typename F> void serveRotating(std::span<const Extent> extents, const HddParams& p, F step)
{
    DriveCache cache(p);
    const double halfTurn = 30.0 / p.rpm;
    const double overhead = p.commandOverheadMs / 1000;
    const std::uint64_t readAhead = std::min(std::uint64_t(p.readAheadKiB * 1024), cache.segmentBytes());
    bool first = true;
    bool streaming = false;      // the last request was read from the media: the drive reads on
    std::uint64_t lastEnd = 0;   // where the last request ended
    std::uint64_t head = 0;      // where the drive's read-ahead got to
    double pendingReadAhead = 0; // its time, lost if the next request goes elsewhere
    forEachRequest(extents, [&](std::uint64_t logical, std::uint64_t at, std::uint64_t length) {
        const double rate = rateAt(at, p);
        ReadStep s{logical, at, length, ReadStep::How::ReadOn};
        // Reading on: right after the last request, or a step forward the head reads through.
        if (streaming && at >= lastEnd && double(at - lastEnd) < trackBytes(rate, p)) {
            s.positionSeconds = double(at - lastEnd) / rate;
            s.transferSeconds = double(length) / rate;
            lastEnd = at + length;
            head = std::max(head, lastEnd + readAhead);
            cache.extend(head);
            step(s);
            return;
        }
        if (!first && cache.serve(at, at + length)) {
            s.how = ReadStep::How::CacheHit;
            s.positionSeconds = overhead;
            s.transferSeconds = double(length) / (p.interfaceMBps * 1e6);
            streaming = false;
            lastEnd = at + length;
            step(s);
            return;
        }
        if (first) {
            s.how = ReadStep::How::First;
            s.positionSeconds = hddFirstAccessSeconds(p);
        } else {
            const std::uint64_t distance = at > head ? at - head : head - at;
            s.how = ReadStep::How::Seek;
            s.positionSeconds = pendingReadAhead + overhead + hddSeekSeconds(distance, p) + halfTurn;
        }
        first = false;
        s.transferSeconds = double(length) / rate;
        streaming = true;
        lastEnd = at + length;
        head = lastEnd + readAhead;
        pendingReadAhead = double(readAhead) / rate;
        cache.fill(at, head);
        step(s);
    });
}

// The pieces of a measured disk's read (see predictHddRead), a read-ahead window at a time.
struct MeasuredRequest
{
    std::uint64_t logical, physical, length;
    bool afterPause; // a file's first: the reader's work on the file before left the device idle
};
template<typename F>
void forEachWindow(std::span<const Extent> extents, const DeviceProfile& d, const FilesRead& files, F window)
{
    const std::uint64_t requestBytes = d.readRequestBytes(files.advisesSequential, files.readAheadBytes);
    ReadAheadWindows windows(d.readWindowBytes(files.advisesSequential, files.readAheadBytes), files.readSize());
    const auto firstRead
        = [&files](std::size_t file) { return file < files.firstReads.size() ? files.firstReads[file] : 0; };
    std::size_t nextFile = 0;
    std::uint64_t firstFileRead = 0;
    while (nextFile < files.starts.size() && files.starts[nextFile] == 0)
        firstFileRead = firstRead(nextFile++);
    windows.startFile(0, firstFileRead);
    std::vector<MeasuredRequest> pending;
    std::uint64_t windowEnd = 0;
    bool fileStarts = true;
    const auto flush = [&] {
        if (!pending.empty())
            window(std::span<const MeasuredRequest>(pending));
        pending.clear();
    };
    for (const Extent& e : extents) {
        if (!readFromDisk(e))
            continue;
        for (std::uint64_t done = 0; done < e.length;) {
            const std::uint64_t logical = e.logical + done;
            bool newFile = false;
            while (nextFile < files.starts.size() && logical >= files.starts[nextFile]) {
                // A file of its own: its windows start again.
                windows.startFile(files.starts[nextFile], firstRead(nextFile));
                ++nextFile;
                newFile = fileStarts = true;
            }
            if (pending.empty() || newFile || logical >= windowEnd) {
                flush();
                windowEnd = windows.endOf(logical);
            }
            const std::uint64_t next
                = nextFile < files.starts.size() ? files.starts[nextFile] : std::numeric_limits<std::uint64_t>::max();
            const std::uint64_t length = std::min({requestBytes, e.length - done, windowEnd - logical, next - logical});
            pending.push_back({logical, e.physical + done, length, fileStarts});
            fileStarts = false;
            done += length;
        }
    }
    flush();
}

// One request on the measured disk, alone: what calibrate measured for its size (after a pause for
// a file's first), slowed by its zone, and the access time for its distance when it does not
// continue the request before.
class MeasuredRequests
{
public:
    explicit MeasuredRequests(const DeviceProfile& d)
        : m_d(d)
        , m_zones(d.zoneCurve())
        , m_startRate(DeviceProfile::zoneRate(m_zones, 0))
        , m_smallRequest(d.requestSeconds(4096))
        , m_capacity(double(std::max<std::uint64_t>(d.sizeBytes, 1)))
        , m_capped(d.capsReads())
        , m_caps(d.sustainedCaps())
    {
        // The fastest a read goes: the zone curve's best, or read-ahead's stream where the device
        // serves its requests side by side. (Not on a device that caps its reads: there its caps
        // say it, and a stream timed a few windows long is part burst.)
        if (m_capped)
            return;
        m_peakRate = d.streamingBytesPerSecond;
        for (const auto& r : d.sequential)
            m_peakRate = std::max(m_peakRate, r.bytesPerSecond);
    }

    double peakRate() const { return m_peakRate; }
    bool capped() const { return m_capped; }

    ReadStep serve(const MeasuredRequest& r)
    {
        ReadStep s{r.logical, r.physical, r.length, ReadStep::How::ReadOn};
        const bool continues = !m_first && r.physical == m_lastEnd;
        if (m_capped) {
            // What the caps allow, and nothing timed one read at a time (the bucket's burst or
            // stall: a 1.25 MiB request alone in 92 ms where 1 MiB took 0.45 ms, a zone curve at
            // 18 MB/s on a disk capped at 40 MB/s), nor any access time.
            s.transferSeconds = double(r.length) / m_caps.bytesPerSecond;
            s.positionSeconds = std::max(0.0, 1 / m_caps.readsPerSecond - s.transferSeconds);
        } else {
            // Zones are a rotating disk's: on one that says it does not rotate (an SSD, a loop
            // device over RAM) what the curve shows across the device is noise, or a burst.
            const double rate = m_d.rotational
                ? std::max(1.0, DeviceProfile::zoneRate(m_zones, double(r.physical) / m_capacity))
                : std::max(1.0, m_startRate);
            s.transferSeconds = double(r.length) / rate;
            double request = r.afterPause ? m_d.pausedRequestSeconds(r.length) : m_d.requestSeconds(r.length);
            // A request continuing a stream costs no more than the device sustains for it.
            if (const double sustained = m_d.sustainedSeconds(r.length); continues && sustained > 0)
                request = std::min(request, sustained);
            const double whole = request + double(r.length) * (1 / rate - 1 / m_startRate);
            s.positionSeconds = std::max(0.0, whole - s.transferSeconds);
        }
        if (!continues) {
            const std::uint64_t distance = m_first ? m_d.sizeBytes / 3
                : r.physical > m_lastEnd           ? r.physical - m_lastEnd
                                                   : m_lastEnd - r.physical;
            s.how = m_first ? ReadStep::How::First : ReadStep::How::Seek;
            if (!m_capped) // timed alone too: hidden in the caps' time
                s.positionSeconds += std::max(0.0, m_d.accessSeconds(distance) - m_smallRequest);
        }
        m_first = false;
        m_lastEnd = r.physical + r.length;
        return s;
    }

private:
    const DeviceProfile& m_d;
    std::vector<DeviceProfile::Rate> m_zones;
    double m_startRate;
    double m_smallRequest;
    double m_capacity;
    bool m_capped;
    DeviceProfile::Caps m_caps;
    double m_peakRate = 0;
    bool m_first = true;
    std::uint64_t m_lastEnd = 0;
};

// Serves each request as the measured disk would (see predictHddRead).
// How long a cap that does not bind keeps what it was not asked for, while the other binds: about
// one of the slices of 100 ms the cgroup v1 block throttle counts both over and then renews
// (blk-throttle.h's DFL_THROTL_SLICE_HD, HZ/10); a volume's burst bucket may keep more.
constexpr double kCapCarrySeconds = 0.1;

// A device that caps its reads spends its two caps side by side over the whole read, not request by
// request: a small read waiting for the reads-a-second cap leaves the bytes-a-second cap to a large
// one after it (tests/perf/tree.sh's 3,000 files on a disk capped at 200 MB/s and 5,000 reads a
// second: priced request by request 2.87 s, read in 2.33 s; 12,000 requests take 2.4 s).
class CapClocks
{
public:
    explicit CapClocks(const DeviceProfile::Caps& caps)
        : m_caps(caps)
    { }
    // The seconds the window's reads and bytes take on from where the read has got to.
    double spend(std::size_t reads, std::uint64_t bytes)
    {
        m_reads += double(reads) / m_caps.readsPerSecond;
        m_bytes += double(bytes) / m_caps.bytesPerSecond;
        const double lead = std::max(m_reads, m_bytes);
        m_reads = std::max(m_reads, lead - kCapCarrySeconds);
        m_bytes = std::max(m_bytes, lead - kCapCarrySeconds);
        const double seconds = lead - m_at;
        m_at = lead;
        return seconds;
    }

private:
    DeviceProfile::Caps m_caps;
    double m_reads = 0, m_bytes = 0, m_at = 0;
};

template<typename F>
void serveMeasured(std::span<const Extent> extents, const DeviceProfile& d, const FilesRead& files, F step)
{
    MeasuredRequests disk(d);
    const DeviceProfile::Caps caps = d.sustainedCaps();
    std::optional<CapClocks> capped;
    if (disk.capped() && caps.readsPerSecond > 0)
        capped.emplace(caps);
    std::vector<ReadStep> steps;
    forEachWindow(extents, d, files, [&](std::span<const MeasuredRequest> window) {
        steps.clear();
        double sum = 0, longest = 0;
        std::uint64_t bytes = 0;
        for (const MeasuredRequest& r : window) {
            steps.push_back(disk.serve(r));
            const double one = steps.back().positionSeconds + steps.back().transferSeconds;
            sum += one;
            longest = std::max(longest, one);
            bytes += r.length;
        }
        // On a device that caps its reads, what its caps allow, spent over the whole read.
        // Elsewhere the window's requests go out together and the reader waits for the last: one
        // request's time, the others overlapping it as a queue of reads of their mean size allows;
        // never faster than the fastest sequential rate. (A burst is not a queue kept full: on the
        // curve alone the extra pieces of tests/perf/tree.sh's fragmented tree came almost free,
        // its read 30-45 % short.) Nor faster than the device sustains: the window's reads at the
        // most reads a second, its bytes at the most bytes a second.
        double seconds = 0;
        if (capped) {
            seconds = capped->spend(window.size(), bytes);
        } else {
            const std::uint64_t meanBytes = bytes / std::max<std::uint64_t>(window.size(), 1);
            seconds = longest + (sum - longest) / d.depthSpeedup(int(window.size()), meanBytes);
            if (disk.peakRate() > 0)
                seconds = std::max(seconds, double(bytes) / disk.peakRate());
            if (caps.readsPerSecond > 0)
                seconds = std::max(
                    {seconds, double(window.size()) / caps.readsPerSecond, double(bytes) / caps.bytesPerSecond});
        }
        const double scale = sum > 0 ? seconds / sum : 1;
        for (ReadStep& s : steps) {
            s.positionSeconds *= scale;
            s.transferSeconds *= scale;
            step(s);
        }
    });
}

// One device's read (runs on one device, `p` its disk).
template<typename F> void serveDevice(std::span<const Extent> runs, const HddParams& p, F step, const FilesRead& files)
{
    if (p.measured)
        serveMeasured(runs, *p.measured, files, step);
    else if (p.solidState)
        serveSsd(runs, p, step);
    else
        serveRotating(runs, p, step);
}

// The read-ahead window the reader's requests go out in: a measured disk's (readWindowBytes), or
// the kernel's default and the file system's own, doubled for a reader that advises sequential access.
std::uint64_t windowBytes(const HddParams& p, const FilesRead& files)
{
    if (p.measured)
        return p.measured->readWindowBytes(files.advisesSequential, files.readAheadBytes);
    const std::uint64_t window = files.readAheadBytes ? files.readAheadBytes : kHostRequestBytes;
    return window * (files.advisesSequential ? 2 : 1);
}

// A read whose runs lie on several devices (see predictHddRead): each device's part served alone,
// then each read-ahead window (of a file: the next file's first window waits for this one's) takes
// its slowest device's time. The steps come in the file's order, each window's scaled so that they
// add up to its time.
template<typename F> void serveAcross(std::span<const Extent> runs, const HddParams& p, const FilesRead& files, F step)
{
    struct Tagged
    {
        std::uint64_t file, window;
        std::uint32_t device;
        ReadStep step;
    };
    const std::uint64_t window = std::max<std::uint64_t>(windowBytes(p, files), 4096);
    std::vector<Tagged> all;
    std::map<std::uint32_t, std::vector<Extent>> parts;
    for (const Extent& e : runs)
        parts[e.device].push_back(e);
    for (const auto& [device, part] : parts) {
        serveDevice(
            part, p.onDevice(device),
            [&](const ReadStep& s) {
                const auto next = std::upper_bound(files.starts.begin(), files.starts.end(), s.logical);
                const std::uint64_t file = std::uint64_t(next - files.starts.begin());
                const std::uint64_t start = next == files.starts.begin() ? 0 : *std::prev(next);
                all.push_back({file, (s.logical - start) / window, device, s});
            },
            files);
    }
    std::stable_sort(all.begin(), all.end(), [](const Tagged& a, const Tagged& b) {
        return std::tie(a.file, a.window, a.step.logical) < std::tie(b.file, b.window, b.step.logical);
    });
    std::map<std::uint32_t, double> busy;
    for (std::size_t begin = 0, end = 0; begin < all.size(); begin = end) {
        busy.clear();
        double sum = 0;
        for (end = begin; end < all.size() && all[end].file == all[begin].file && all[end].window == all[begin].window;
             ++end) {
            const double one = all[end].step.positionSeconds + all[end].step.transferSeconds;
            busy[all[end].device] += one;
            sum += one;
        }
        double slowest = 0;
        for (const auto& [device, seconds] : busy)
            slowest = std::max(slowest, seconds);
        const double scale = sum > 0 ? slowest / sum : 1;
        for (std::size_t i = begin; i < end; ++i) {
            ReadStep s = all[i].step;
            s.positionSeconds *= scale;
            s.transferSeconds *= scale;
            step(s);
        }
    }
}

template<typename F>
void serve(std::span<const Extent> extents, const HddParams& p, F step, const FilesRead& files = {})
{
    const std::vector<Extent> runs = readRuns(extents);
    const bool across
        = std::any_of(runs.begin(), runs.end(), [&](const Extent& e) { return e.device != runs.front().device; });
    if (across)
        serveAcross(runs, p, files, step);
    else if (p.members.empty() || runs.empty())
        serveDevice(runs, p, step, files);
    else
        serveDevice(runs, p.onDevice(runs.front().device), step, files);
}

} // namespace

double hddSeekSeconds(std::uint64_t distance, const HddParams& p)
{
    if (distance == 0)
        return 0;
    // t(d) = t2t + (full - t2t) * (d / C)^k, with k such that t(C / 3) is the average: a seek's
    // time grows ever more slowly with its distance, as the arm accelerates, coasts and settles.
    const double t2t = p.trackToTrackMs, avg = p.averageSeekMs, full = p.fullStrokeMs;
    const double k = full > t2t && avg > t2t ? std::log((avg - t2t) / (full - t2t)) / std::log(1.0 / 3.0) : 1.0;
    const double x = std::clamp(double(distance) / double(p.capacityBytes), 0.0, 1.0);
    return (t2t + (full - t2t) * std::pow(x, k)) / 1000.0;
}

double hddFirstAccessSeconds(const HddParams& params)
{
    if (params.measured) {
        const DeviceProfile& d = *params.measured;
        return std::max(0.0, d.accessSeconds(d.sizeBytes / 3) - 4096 / std::max(1.0, d.rateAt(0)));
    }
    if (params.solidState)
        return params.accessLatencyMs / 1000.0;
    return params.commandOverheadMs / 1000.0 + params.averageSeekMs / 1000.0 + 30.0 / params.rpm;
}

namespace {

// One file read as cat reads it, on a file system with this read-ahead of its own (0: none).
FilesRead catRead(std::uint64_t readAheadBytes)
{
    FilesRead cat;
    cat.readAheadBytes = readAheadBytes;
    return cat;
}

} // namespace

HddPrediction predictHddRead(std::span<const Extent> extents, const HddParams& p, std::uint64_t readAheadBytes)
{
    return predictFilesRead(extents, catRead(readAheadBytes), p);
}

HddPrediction predictFilesRead(std::span<const Extent> extents, const FilesRead& files, const HddParams& p)
{
    HddPrediction out;
    std::optional<ReaderTime> reader;
    if (p.measured && p.measured->reader.measured())
        reader.emplace(extents, files, *p.measured);
    serve(
        extents, p,
        [&out, &reader](const ReadStep& s) {
            out.positionSeconds += s.positionSeconds;
            out.transferSeconds += s.transferSeconds;
            out.bytes += s.length;
            out.seeks += s.how == ReadStep::How::First || s.how == ReadStep::How::Seek;
            out.cacheHits += s.how == ReadStep::How::CacheHit;
            if (reader)
                reader->step(s);
        },
        files);
    out.readerSeconds = reader ? reader->seconds() : 0;
    out.seconds = out.diskSeconds() + out.readerSeconds;
    return out;
}

std::vector<ReadStep> traceHddRead(std::span<const Extent> extents, const HddParams& p, std::uint64_t readAheadBytes)
{
    std::vector<ReadStep> out;
    double clock = 0;
    serve(
        extents, p,
        [&](ReadStep s) {
            s.start = clock;
            clock += s.positionSeconds + s.transferSeconds;
            out.push_back(s);
        },
        catRead(readAheadBytes));
    return out;
}

std::size_t readStepAt(std::span<const ReadStep> steps, double seconds)
{
    // The last step that has begun by then.
    const auto it = std::upper_bound(
        steps.begin(), steps.end(), seconds, [](double t, const ReadStep& s) { return t < s.start; });
    return it == steps.begin() ? 0 : std::size_t(it - steps.begin() - 1);
}

} // namespace fragscope
