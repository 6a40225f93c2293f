// SPDX-License-Identifier: GPL-3.0-or-later
// The measuring of `fragscope calibrate`, read by read (calibrate.cpp finds and opens the device).
#include "model/calibrate.h"
#include "model/deviceopen.h"
#include "model/queuedreads.h"
#include "model/readercpu.h"
#include "model/sustainedrates.h"

#include "io/ioqueue.h"
#include "io/random.h"
#include "util/units.h"

#include <QCoreApplication>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <thread>
#include <tuple>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Calibrate)
};

constexpr std::uint64_t kSmall = 4096;
constexpr std::uint64_t kDepthLarge = 64 * 1024; // the larger size the queue depth is measured at

using Clock = std::chrono::steady_clock;

// The measuring, read by read.
class Calibrator
{
public:
    Calibrator(const CalibrationTarget& t, const CalibrationOptions& o, const std::atomic<bool>& cancel,
        const CalibrationProgressFn& progress)
        : m_target(t)
        , m_refused(o.refused)
        , m_scale(o.thorough ? 5.0 : 1.0)
        , m_cancel(cancel)
        , m_progress(progress)
        , m_rng(0x6361'6c69'6272'6174) // "calibrat": the same walk each time
        , m_reads(t.node, cancel, o.answerSeconds > 0 ? o.answerSeconds : 30, 0.25 * m_scale)
    {
        m_profile.device = t.node;
        m_profile.key = t.key;
        m_profile.model = t.model;
        m_profile.measuredAs = t.measuredAs;
        m_profile.rotational = t.rotational;
        m_profile.thorough = o.thorough;
        m_profile.maxRequestBytes = t.maxRequestBytes;
        m_profile.readAheadBytes = t.readAheadBytes;
        // The largest request measured: the device's limit, within 64 KiB to 8 MiB.
        m_largest
            = std::clamp<std::uint64_t>(t.maxRequestBytes ? t.maxRequestBytes : 1024 * 1024, 64 * 1024, 8 * 1024 * 1024)
            / kSmall * kSmall;
    }

    // A read left unanswered may still land in its buffer, and libaio's teardown would wait for it:
    // the queue and the buffer of a device that stopped answering are let go, never freed.
    ~Calibrator()
    {
        if (m_reads.abandoned())
            keepForever(m_single, m_buffer);
    }
    Calibrator(const Calibrator&) = delete;
    Calibrator& operator=(const Calibrator&) = delete;

    Result<DeviceProfile> run()
    {
        const auto start = Clock::now();
        // The device calibrationTarget opened, else opened here.
        if (m_target.opened && m_target.opened->valid())
            m_fd = UniqueFd(::fcntl(m_target.opened->get(), F_DUPFD_CLOEXEC, 0));
        if (!m_fd.valid()) {
            auto fd = openDeviceToRead(m_target.node, m_refused);
            if (!fd)
                return std::unexpected(fd.error());
            m_fd = std::move(*fd);
        }
        m_single = makeIoQueue(IoEngine::IoUring, m_fd.get(), 1).value_or(nullptr);
        m_uring = m_single != nullptr;
        if (!m_single)
            m_single = makeIoQueue(IoEngine::Libaio, m_fd.get(), 1).value_or(nullptr);
        m_done.reserve(4);
        const off_t end = ::lseek(m_fd.get(), 0, SEEK_END);
        m_size = end > 0 ? std::uint64_t(end) / kSmall * kSmall : 0;
        if (m_size < 16 * m_largest)
            return std::unexpected(Error{m_target.node,
                Text::tr("it holds %1, too little to measure (at least %2)")
                    .arg(formatBytes(m_size), formatBytes(16 * m_largest))});
        m_profile.sizeBytes = m_size;
        m_buffer = alignedBuffer(std::size_t(m_largest));
        if (!m_buffer)
            return std::unexpected(Error{m_target.node, errnoText(ENOMEM), ENOMEM});
        for (auto step : {&Calibrator::requests, &Calibrator::sequential, &Calibrator::access, &Calibrator::queueDepth,
                 &Calibrator::sustained, &Calibrator::reader}) {
            if (auto ok = (this->*step)(); !ok)
                return std::unexpected(ok.error());
        }
        m_profile.measuredAt = QDateTime::currentDateTimeUtc();
        m_profile.seconds = secondsSince(start);
        return m_profile;
    }

private:
    // One read, timed; an error names the device and the place.
    Result<double> readAt(std::uint64_t offset, std::uint64_t length)
    {
        if (m_cancel.load(std::memory_order_relaxed))
            return std::unexpected(Error{m_target.node, Text::tr("cancelled"), 0, true});
        const auto start = Clock::now();
        long got = 0;
        if (m_single) {
            IoRequest r;
            r.offset = offset;
            r.length = std::uint32_t(length);
            r.buffer = m_buffer.get();
            std::vector<IoCompletion>& done = m_done;
            done.clear();
            int rc = m_single->queue(r);
            if (rc == 0)
                rc = m_single->submit();
            if (rc < 0)
                got = rc;
            else if (auto answered = m_reads.awaitAnswer(*m_single, done, length, 1); !answered)
                return std::unexpected(answered.error());
            else
                got = done.front().result;
        } else {
            got = long(::pread(m_fd.get(), m_buffer.get(), std::size_t(length), off_t(offset)));
            got = got < 0 ? -errno : got;
        }
        const double seconds = secondsSince(start);
        if (got != long(length)) {
            const int err = got < 0 ? int(-got) : EIO;
            return std::unexpected(Error{m_target.node,
                Text::tr("reading %1 at byte %2: %3").arg(formatBytes(length)).arg(offset).arg(errnoText(err)), err});
        }
        return seconds;
    }

    void report(CalibrationPhase phase, double within)
    {
        if (!m_progress)
            return;
        constexpr std::array weights = {0.08, 0.2, 0.24, 0.16, 0.31, 0.01}; // of the quick run's time
        double done = 0;
        for (int i = 0; i < int(phase); ++i)
            done += weights[std::size_t(i)];
        m_progress(
            {phase, std::min(1.0, done + weights[std::size_t(phase)] * std::clamp(within, 0.0, 1.0)), m_profile});
    }

    std::uint64_t aligned(double fraction, std::uint64_t span) const
    {
        const std::uint64_t room = m_size > span ? m_size - span : 0;
        return std::uint64_t(std::clamp(fraction, 0.0, 1.0) * double(room)) / kSmall * kSmall;
    }

    // What the reader costs the CPU (measureReader: 64 MiB at the device's start read once through
    // the page cache, by readAt's reads, which give up on a device that does not answer, then from
    // the cache). Last, so that no measurement of the device meets what it brought into a cache
    // (a drive's, a virtual disk's host's). Only with io_uring: libaio reads a descriptor without
    // O_DIRECT inside io_submit, where a hung device would hold it for ever; without it the
    // profile has no reader (read times are the disk's).
    Result<void> reader()
    {
        if (!m_uring)
            return {};
        const auto bringIn = [this](std::uint64_t offset, std::uint64_t length) -> Result<void> {
            for (std::uint64_t done = 0; done < length;) { // in pieces its buffer holds
                const std::uint64_t piece = std::min(length - done, m_largest);
                if (auto read = readAt(offset + done, piece); !read)
                    return std::unexpected(read.error());
                done += piece;
            }
            return {};
        };
        auto r = measureReader(m_fd.get(), bringIn, m_target.node, m_cancel, m_scale);
        if (!r)
            return std::unexpected(r.error());
        m_profile.reader = *r;
        report(CalibrationPhase::Reader, 1);
        return {};
    }

    // What a request continuing the one before costs, from 4 KiB to the largest: one stream of
    // reads near the start of the device whose sizes take turns, so that every size meets the disk
    // as it is at the same moments (a shared or virtual disk's speed wanders over seconds); the
    // median of each size. Each size is read twice in its turn: back to back, and after a pause as
    // long as a program's own work between two files (tar's, about 0.1 ms a file here): an idle
    // moment lets a virtual disk's host stop polling and a CPU sleep deeper. On this machine's
    // virtual disk, pauses taking turns with back-to-back reads: 0-5 us more after 0.1 ms, 30-50 us
    // after 1 ms.
    Result<void> requests()
    {
        std::vector<std::uint64_t> sizes;
        for (std::uint64_t b = kSmall; b < m_largest; b *= 4)
            sizes.push_back(b);
        sizes.push_back(m_largest);
        const double budget = 0.15 * m_scale * double(sizes.size());
        std::vector<std::vector<double>> times(sizes.size()), paused(sizes.size());
        std::uint64_t at = aligned(0.01, 64 * m_largest);
        if (auto first = readAt(at, kSmall); !first) // getting there is no request's cost
            return std::unexpected(first.error());
        at += kSmall;
        const auto start = Clock::now();
        for (int round = 0; round < 2000 && (round < 9 || secondsSince(start) < budget); ++round) {
            for (std::size_t i = 0; i < sizes.size(); ++i) {
                for (auto* list : {&times[i], &paused[i]}) {
                    auto t = requestAt(at, sizes[i], list == &paused[i]);
                    if (!t)
                        return std::unexpected(t.error());
                    list->push_back(*t);
                }
            }
            if (round % 16 == 0)
                report(CalibrationPhase::Requests, secondsSince(start) / budget);
        }
        if (auto ok = keepRequests(sizes, times, false, at, m_profile.requests); !ok)
            return ok;
        if (auto ok = keepRequests(sizes, paused, true, at, m_profile.pausedRequests); !ok)
            return ok;
        report(CalibrationPhase::Requests, 1);
        return {};
    }

    // One request of `bytes` continuing the one before at `at` (back near the start when the device
    // ends), after a pause of 0.1 ms when asked: its time; `at` moves on past it.
    Result<double> requestAt(std::uint64_t& at, std::uint64_t bytes, bool pause)
    {
        if (at + bytes > m_size)
            at = aligned(0.01, 64 * m_largest);
        if (pause)
            std::this_thread::sleep_for(std::chrono::microseconds(100));
        auto t = readAt(at, bytes);
        at += bytes;
        return t;
    }

    // Each size's median into `list`, those that met a stall measured again (steadyRequests).
    Result<void> keepRequests(const std::vector<std::uint64_t>& sizes, const std::vector<std::vector<double>>& samples,
        bool pause, std::uint64_t& at, std::vector<DeviceProfile::Request>& list)
    {
        std::vector<double> seconds(sizes.size());
        for (std::size_t i = 0; i < sizes.size(); ++i)
            seconds[i] = median(samples[i]);
        if (auto ok = steadyRequests(sizes, seconds, pause, at); !ok)
            return ok;
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            if (seconds[i] > 0)
                list.push_back({sizes[i], seconds[i]});
        }
        return {};
    }

    // A request never costs much more than a larger one, nor much more a byte than a smaller one:
    // a size whose median is more than half as long again as the next larger's, or whose time a
    // byte is more than half as long again as the next smaller's, met a stall (the cgroup block
    // throttle's wait: 1 MiB read in 65 ms after a pause where 1.25 MiB took 0.36 ms; 1.25 MiB in
    // 92 ms where 1 MiB took 0.45 ms). It is read nine times more, alone; where it still costs that
    // much it is left out (0: the model interpolates) and the profile says so.
    Result<void> steadyRequests(
        const std::vector<std::uint64_t>& sizes, std::vector<double>& seconds, bool pause, std::uint64_t& at)
    {
        const auto stalled = [&](std::size_t k) {
            const bool dearerThanLarger
                = k + 1 < sizes.size() && seconds[k + 1] > 0 && seconds[k] > 1.5 * seconds[k + 1];
            const bool dearerByteThanSmaller = k > 0 && seconds[k - 1] > 0
                && seconds[k] / double(sizes[k]) > 1.5 * seconds[k - 1] / double(sizes[k - 1]);
            return seconds[k] > 0 && (dearerThanLarger || dearerByteThanSmaller);
        };
        for (std::size_t k = sizes.size(); k-- > 0;) {
            if (!stalled(k))
                continue;
            auto again = medianRequest(at, sizes[k], pause);
            if (!again)
                return std::unexpected(again.error());
            const double measured = seconds[k];
            seconds[k] = *again;
            if (!stalled(k))
                continue;
            m_profile.unsteady << Text::tr("requests of %1%2: %3 ms, then %4 ms: left out")
                                      .arg(formatBytes(sizes[k]), pause ? Text::tr(" after a pause") : QString())
                                      .arg(measured * 1000, 0, 'f', 2)
                                      .arg(*again * 1000, 0, 'f', 2);
            seconds[k] = 0;
        }
        return {};
    }

    // The median of nine requests of `bytes`, each continuing the one before (requestAt).
    Result<double> medianRequest(std::uint64_t& at, std::uint64_t bytes, bool pause)
    {
        std::vector<double> times;
        for (int n = 0; n < 9; ++n) {
            auto t = requestAt(at, bytes, pause);
            if (!t)
                return std::unexpected(t.error());
            times.push_back(*t);
        }
        return median(times);
    }

    // The zone curve: the largest requests back to back at positions from 0 to 100 %.
    Result<void> sequential()
    {
        const int positions = m_scale > 1 ? 41 : 11;
        const double budget = 0.2 * m_scale * (m_scale > 1 ? 11.0 / 41.0 * 2 : 1);
        const std::uint64_t span = std::min<std::uint64_t>(256 * 1024 * 1024, m_size / std::uint64_t(positions));
        for (int i = 0; i < positions; ++i) {
            const double position = double(i) / double(positions - 1);
            const std::uint64_t from = aligned(position, span);
            double seconds = 0;
            std::uint64_t bytes = 0;
            const auto start = Clock::now();
            for (std::uint64_t at = from; at + m_largest <= from + span; at += m_largest) {
                auto t = readAt(at, m_largest);
                if (!t)
                    return std::unexpected(t.error());
                if (at > from) { // the first one had to get there
                    seconds += *t;
                    bytes += m_largest;
                }
                if (bytes >= 4 * m_largest && secondsSince(start) >= budget)
                    break;
            }
            if (seconds > 0)
                m_profile.sequential.push_back({position, double(bytes) / seconds});
            report(CalibrationPhase::Sequential, double(i + 1) / double(positions));
        }
        return {};
    }

    // Access time against distance: 4 KiB reads each `distance` beyond the end of the one before
    // (a walk forward, begun again at a random place when it reaches the end), and the full stroke
    // from one end to the other.
    Result<void> access()
    {
        std::vector<std::uint64_t> distances;
        for (std::uint64_t d = 2 * kSmall; d < m_size / 2; d *= 8)
            distances.push_back(d);
        distances.push_back(m_size - 2 * kSmall); // full stroke
        const double budget = 0.3 * m_scale;
        for (std::size_t i = 0; i < distances.size(); ++i) {
            const std::uint64_t d = distances[i];
            std::vector<double> times;
            std::uint64_t at = 0;
            bool placed = false;
            const auto start = Clock::now();
            for (int n = 0; n < 1000 && (times.size() < 7 || secondsSince(start) < budget); ++n) {
                std::uint64_t next = at + kSmall + d;
                const bool fullStroke = d + 2 * kSmall >= m_size;
                if (fullStroke)
                    next = at == 0 ? m_size - kSmall : 0;
                else if (!placed || next + kSmall > m_size)
                    next = aligned(m_rng.uniform(), d + 2 * kSmall);
                auto t = readAt(next, kSmall);
                if (!t)
                    return std::unexpected(t.error());
                if (placed && (fullStroke || next == at + kSmall + d))
                    times.push_back(*t);
                placed = true;
                at = next;
            }
            m_profile.access.push_back({d, median(times)});
            report(CalibrationPhase::Access, double(i + 1) / double(distances.size()));
        }
        return {};
    }

    // Reads per second of 4 KiB and of 64 KiB at random places with 1 to 32 in flight (io_uring,
    // else libaio): a queue gains less where each read takes longer.
    Result<void> queueDepth()
    {
        const std::array depths = {1, 2, 4, 8, 16, 32};
        const std::array sizes = {kSmall, std::max(kSmall, std::min<std::uint64_t>(kDepthLarge, m_largest))};
        AlignedBuffer buffers = alignedBuffer(std::size_t(sizes.back()) * depths.back());
        const double steps = double(sizes.size() * depths.size() + 1);
        for (std::size_t s = 0; s < sizes.size(); ++s) {
            const std::uint64_t length = sizes[s];
            if (s > 0 && length == sizes[s - 1])
                break;
            for (std::size_t i = 0; i < depths.size(); ++i) {
                auto queue = makeIoQueue(IoEngine::IoUring, m_fd.get(), depths[i]);
                if (!queue)
                    queue = makeIoQueue(IoEngine::Libaio, m_fd.get(), depths[i]);
                if (!queue || !buffers)
                    return {}; // no asynchronous I/O here: the model takes no gain from depth
                const std::uint64_t places = m_size / length;
                auto rate = m_reads.readsPerSecond(**queue, depths[i], length, static_cast<char*>(buffers.get()),
                    [&] { return m_rng.next() % places * length; });
                if (!rate)
                    return m_reads.letGo(rate.error(), *queue, buffers);
                m_profile.queueDepth.push_back({depths[i], *rate, length});
                report(CalibrationPhase::QueueDepth, double(s * depths.size() + i + 1) / steps);
            }
        }
        return streaming();
    }

    // A contiguous read as read-ahead streams it (DeviceProfile::streamingBytesPerSecond): faster
    // than the zone curve's one request at a time where the device serves several at once (a
    // virtual disk, an SSD), the same on a rotating one.
    Result<void> streaming()
    {
        const std::uint64_t request = std::min(m_profile.readRequestBytes(), m_largest) / kSmall * kSmall;
        const std::uint64_t window = std::max(m_profile.readWindowBytes(), request);
        const int depth = int(std::clamp<std::uint64_t>(2 * ((window + request - 1) / request), 2, 16));
        AlignedBuffer buffers = alignedBuffer(std::size_t(request) * std::size_t(depth));
        auto queue = makeIoQueue(IoEngine::IoUring, m_fd.get(), depth);
        if (!queue)
            queue = makeIoQueue(IoEngine::Libaio, m_fd.get(), depth);
        if (!queue || !buffers)
            return {};
        // From the device's start, back to it after at most 1 GiB.
        const std::uint64_t span = std::min<std::uint64_t>(m_size, 1024ULL * 1024 * 1024) / request * request;
        std::uint64_t next = 0;
        auto rate = m_reads.readsPerSecond(**queue, depth, request, static_cast<char*>(buffers.get()), [&] {
            const std::uint64_t at = next;
            next = (next + request) % span;
            return at;
        });
        if (!rate)
            return m_reads.letGo(rate.error(), *queue, buffers);
        m_profile.streamingBytesPerSecond = *rate * double(request);
        report(CalibrationPhase::QueueDepth, 1);
        return {};
    }

    // What the device sustains (DeviceProfile::sustained) at the sizes reads use most: 4 KiB (a
    // file in pieces) and 64 KiB, reads kept 8 in flight one after another 4 KiB apart; and read
    // back to back as read-ahead streams a contiguous file, as many in flight as fill a read-ahead
    // window (at least 2), in its requests and in requests of 512 KiB (sustainedSizes; a read-ahead
    // request of 64 KiB or less is streamed all the same, and where it is 64 KiB that row is the
    // stream); each for 0.8 s and at least
    // 64 reads (sustainedAt). The model takes the most bytes a second any size sustained: the
    // cgroup block throttle at 40 MB/s held reads of 640 KiB to 1.25 MiB, at depths 1 to 4, to
    // half or two thirds of its rate for seconds at a time in about half of fio's runs (2.5 s
    // each), and 512 KiB reads to 40.2-41.3 MB/s in all twenty, while a cold read by cat went at
    // 39 MB/s every time. A larger read is never answered more often than a smaller one, so a
    // size slower than the next larger by more than a tenth is measured again, for twice as long;
    // where it still is, it is left out (the model interpolates between its neighbours) and the
    // profile says so.
    Result<void> sustained()
    {
        const std::uint64_t request = std::clamp(m_profile.readRequestBytes() / kSmall * kSmall, kSmall, m_largest);
        const std::vector<std::uint64_t> sizes = sustainedSizes(request, m_largest);
        const auto streams = [request](std::uint64_t size) { return size > kDepthLarge || size == request; };
        AlignedBuffer buffers = alignedBuffer(std::size_t(m_largest) * kSustainDepth);
        auto queue = makeIoQueue(IoEngine::IoUring, m_fd.get(), kSustainDepth);
        if (!queue)
            queue = makeIoQueue(IoEngine::Libaio, m_fd.get(), kSustainDepth);
        if (!queue || !buffers)
            return {};
        std::vector<double> rates(sizes.size(), 0.0);
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            auto rate = sustainedAt(**queue, sizes[i], static_cast<char*>(buffers.get()), 1, streams(sizes[i]));
            if (!rate)
                return m_reads.letGo(rate.error(), *queue, buffers);
            rates[i] = *rate;
            report(CalibrationPhase::Sustained, double(i + 1) / double(sizes.size() + 1));
        }
        for (std::size_t k = sizes.size() - 1; k-- > 0;) {
            if (rates[k] <= 0 || rates[k] * 1.1 >= rates[k + 1])
                continue;
            auto again = sustainedAt(**queue, sizes[k], static_cast<char*>(buffers.get()), 2, streams(sizes[k]));
            if (!again)
                return m_reads.letGo(again.error(), *queue, buffers);
            if (*again * 1.1 >= rates[k + 1]) {
                rates[k] = *again;
                continue;
            }
            m_profile.unsteady << Text::tr("sustained reads of %1: %2 a second, fewer than of %3 (%4): left out")
                                      .arg(formatBytes(sizes[k]))
                                      .arg(*again, 0, 'f', 0)
                                      .arg(formatBytes(sizes[k + 1]))
                                      .arg(rates[k + 1], 0, 'f', 0);
            rates[k] = 0;
        }
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            if (rates[i] > 0)
                m_profile.sustained.push_back({sizes[i], rates[i]});
        }
        keepConsistent(m_profile.sustained, m_profile.unsteady);
        report(CalibrationPhase::Sustained, 1);
        return {};
    }

    // Reads of `length` a second the device sustains: 8 in flight, 4 KiB apart (or `contiguous`, as
    // read-ahead streams a file: back to back, a window's worth in flight), for `scale` times
    // 0.8 s (five times that thorough) and at least 64 reads, the first 0.4 s and 16
    // reads not counted (the burst a throttle allows after an idle moment, and its repayment). The
    // rest is split in two halves by count; halves that disagree by more than a quarter are
    // measured once more, and where they still do the later, slower half is taken and the profile
    // says so.
    Result<double> sustainedAt(IoQueue& queue, std::uint64_t length, char* buffers, double scale, bool contiguous)
    {
        const std::uint64_t stride = contiguous ? length : length + kSmall;
        // A contiguous read is kept in flight as read-ahead keeps it: as many as fill a window, at
        // least two. Deeper queues of large reads are not what a reader sends.
        const int depth = contiguous
            ? int(std::clamp<std::uint64_t>(m_profile.readWindowBytes() / length, 2, kSustainDepth))
            : kSustainDepth;
        const std::uint64_t from = aligned(0.02, 0);
        const std::uint64_t places
            = std::max<std::uint64_t>(std::min<std::uint64_t>(m_size - from, 1ULL << 30) / stride, 1);
        std::uint64_t next = 0;
        SustainedRates r;
        for (int attempt = 0; attempt < 2; ++attempt) {
            // Idle first: a throttle that saw little of the reads before would otherwise let a
            // burst through and make it up over the time counted (1.25 MiB reads right after 64 KiB
            // ones went 24 a second where 30 were sustained).
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            std::vector<double> times;
            auto rate = m_reads.readsPerSecond(
                queue, depth, length, buffers, [&] { return from + (next++ % places) * stride; }, 0.8 * scale * m_scale,
                &times, 8 * kSustainDepth);
            if (!rate)
                return std::unexpected(rate.error());
            r = sustainedRates(times);
            if (r.steady())
                return r.whole;
        }
        m_profile.unsteady << Text::tr("sustained reads of %1: %2 then %3 a second")
                                  .arg(formatBytes(length))
                                  .arg(r.early, 0, 'f', 0)
                                  .arg(r.late, 0, 'f', 0);
        return r.late;
    }

    CalibrationTarget m_target;
    DeviceOpener m_refused;
    double m_scale;
    const std::atomic<bool>& m_cancel;
    const CalibrationProgressFn& m_progress;
    Rng m_rng;
    QueuedReads m_reads; // the queued reads' timing and errors
    DeviceProfile m_profile;
    UniqueFd m_fd;
    std::unique_ptr<IoQueue> m_single; // one read at a time, awaited with a limit (readAt)
    bool m_uring = false;              // m_single is io_uring's
    std::vector<IoCompletion> m_done;  // its completions, kept to not allocate while timing
    std::uint64_t m_size = 0;
    std::uint64_t m_largest = 0;
    AlignedBuffer m_buffer;
};

} // namespace

Result<DeviceProfile> calibrate(const CalibrationTarget& target, const CalibrationOptions& options,
    const std::atomic<bool>& cancel, const CalibrationProgressFn& progress)
{
    return Calibrator(target, options, cancel, progress).run();
}

QString calibrationPhaseName(CalibrationPhase phase)
{
    switch (phase) {
    case CalibrationPhase::Reader:
        return Text::tr("the reader's CPU");
    case CalibrationPhase::Requests:
        return Text::tr("request costs");
    case CalibrationPhase::Sequential:
        return Text::tr("zone curve");
    case CalibrationPhase::Access:
        return Text::tr("access time against distance");
    case CalibrationPhase::QueueDepth:
        return Text::tr("queue depth");
    case CalibrationPhase::Sustained:
        return Text::tr("sustained rates");
    }
    return {};
}

} // namespace fragscope
