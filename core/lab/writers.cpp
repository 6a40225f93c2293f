// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/labinternal.h"

#include "fs/btrfsfile.h"

#include "io/random.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace fragscope::lab {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lab)
};

// EINVAL from an O_DIRECT open: the file system has no direct I/O (tmpfs, some FUSE ones). The
// context is named: lupdate puts a Text::tr here under "Text", not "Lab" (Qt 6.4).
QString writerOpenProblem(bool direct, int errnum)
{
    if (!direct || errnum != EINVAL)
        return errnoText(errnum);
    return QCoreApplication::translate("Lab", "this file system does not take O_DIRECT writes");
}

Error cancelledError(const QString& path)
{
    return Error{path, Text::tr("cancelled"), 0, true};
}

} // namespace

Result<void> writeInParallel(const QString& path, const LabSettings& s, std::uint64_t seed, const LabControl& control,
    const std::function<void(std::uint64_t done, std::uint64_t total)>& progress)
{
    const QByteArray name = pathBytes(path);
    UniqueFd main(::open(name.constData(), O_WRONLY | O_TRUNC | O_CLOEXEC));
    if (!main.valid())
        return std::unexpected(Error{path, errnoText(errno), errno});
    const int n = s.writers;
    const std::uint64_t blocks = s.fileBytes / kWriterBlock;
    std::atomic<std::uint64_t> written{0};
    std::atomic<bool> stop{false};
    std::mutex failure;
    std::optional<Error> error;
    const auto fail = [&](Error e) {
        const std::lock_guard lock(failure);
        if (!error)
            error = std::move(e);
        stop = true;
    };
    const auto writer = [&](int i) {
        const std::uint64_t first = blocks * std::uint64_t(i) / std::uint64_t(n);
        const std::uint64_t end = blocks * std::uint64_t(i + 1) / std::uint64_t(n);
        UniqueFd fd(::open(name.constData(), O_WRONLY | O_CLOEXEC | (s.directIo ? O_DIRECT : 0)));
        if (!fd.valid()) {
            const int e = errno;
            fail(Error{path, writerOpenProblem(s.directIo, e), e});
            return;
        }
        // O_DIRECT wants the buffer aligned to the logical block; a page is enough everywhere.
        std::unique_ptr<char, decltype(&std::free)> buffer(
            static_cast<char*>(std::aligned_alloc(4096, kWriterBlock)), &std::free);
        Rng rng(seed * 1000003 + std::uint64_t(i));
        for (std::uint64_t b = first; b < end; ++b) {
            if (stop.load() || !control.goOn())
                return;
            rng.fill(buffer.get(), kWriterBlock);
            if (::pwrite(fd.get(), buffer.get(), kWriterBlock, off_t(b * kWriterBlock)) != ssize_t(kWriterBlock)) {
                fail(Error{path, errnoText(errno), errno});
                return;
            }
            written += kWriterBlock;
        }
    };
    std::atomic<int> finished{0};
    std::vector<std::thread> threads;
    threads.reserve(std::size_t(n));
    for (int i = 0; i < n; ++i) {
        threads.emplace_back([&, i] {
            writer(i);
            ++finished;
        });
    }
    while (finished.load() < n) {
        if (progress)
            progress(written.load(), s.fileBytes);
        QThread::msleep(100);
    }
    for (std::thread& t : threads)
        t.join();
    if (error)
        return std::unexpected(*error);
    if (control.cancel.load())
        return std::unexpected(cancelledError(path));
    if (::fsync(main.get()) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    if (progress)
        progress(s.fileBytes, s.fileBytes);
    return {};
}

// B bytes at a time at distinct random places (over the first W bytes, or the whole file when
// spread), each followed by fsync, as in the talk: write i goes
// to every target before write i + 1, at the same place in each, so only the file system differs
// and the maps change side by side. Each target's layout is read about every 250 ms for whoever
// draws it. A target that fails drops out; false when cancelled.
namespace {

// The random writes into one target's file: each write with its fsync timed, pauses not counted.
struct RandomWriter
{
    LabTarget* target = nullptr;
    int index = 0;
    UniqueFd fd;
    std::int64_t nanoseconds = 0;
    LatencyHistogram all;
    LatencyHistogram interval; // since the last sample
    std::int64_t intervalNanoseconds = 0;

    bool failed() const { return !target->error.isEmpty(); }

    // Write number `done` (from 1) at `at`, then fsync. False (the target's error said) when either fails.
    bool write(const std::vector<char>& buffer, off_t at, std::uint64_t done)
    {
        QElapsedTimer clock;
        clock.start();
        if (::pwrite(fd.get(), buffer.data(), buffer.size(), at) != ssize_t(buffer.size()) || ::fsync(fd.get()) != 0) {
            target->error = Error{target->file, errnoText(errno), errno}.message();
            return false;
        }
        const std::int64_t ns = clock.nsecsElapsed();
        nanoseconds += ns;
        intervalNanoseconds += ns;
        all.add(std::uint64_t(ns));
        interval.add(std::uint64_t(ns));
        target->writesDone = done;
        return true;
    }

    // The writes since the last sample: their rate and latency, added to the target's series.
    BenchSample sample(double seconds, std::uint64_t writeBytes)
    {
        BenchSample rate;
        rate.jobIndex = index;
        rate.seconds = seconds;
        rate.writeIops = double(interval.total()) * 1e9 / double(std::max<std::int64_t>(1, intervalNanoseconds));
        rate.writeBandwidth = rate.writeIops * double(writeBytes);
        rate.p50Ns = interval.percentile(50);
        rate.p99Ns = interval.percentile(99);
        target->writeRate.push_back(rate);
        interval = LatencyHistogram();
        intervalNanoseconds = 0;
        return rate;
    }

    void finish() const
    {
        target->writeSeconds = double(nanoseconds) / 1e9;
        target->writeP50Ns = all.percentile(50);
        target->writeP99Ns = all.percentile(99);
    }
};

// A writer for each target that has no error yet and whose file opens.
std::vector<RandomWriter> openWriters(std::vector<LabTarget>& targets)
{
    std::vector<RandomWriter> writers;
    for (int i = 0; i < int(targets.size()); ++i) {
        LabTarget& t = targets[std::size_t(i)];
        if (!t.error.isEmpty())
            continue;
        UniqueFd fd(::open(pathBytes(t.file).constData(), O_WRONLY | O_CLOEXEC));
        if (!fd.valid()) {
            t.error = Error{t.file, errnoText(errno), errno}.message();
            continue;
        }
        t.writeRate.clear();
        RandomWriter w;
        w.target = &t;
        w.index = i;
        w.fd = std::move(fd);
        writers.push_back(std::move(w));
    }
    return writers;
}

// A sample of a writer's rate with the file's map as it is now (indexed here, not on the GUI thread).
void reportWrites(const RandomWriter& w, const BenchSample& rate, std::uint64_t done, std::uint64_t total,
    const LabProgressFn& progress)
{
    LabProgress p{w.index, LabStep::Writes, done, total, nullptr, nullptr, rate};
    const auto withMap = [](LabProgress& into, const QString& path) {
        if (auto map = readExtents(path, FiemapOptions{})) {
            into.map = std::make_shared<const ExtentMap>(std::move(*map));
            into.index = std::make_shared<const MapIndex>(indexMap(*into.map));
        }
    };
    withMap(p, w.target->file);
    const QString& twin = w.target->twinFile; // Snapshots: the snapshot's copy, drawn as B
    if (!twin.isEmpty()) {
        if (auto used = btrfsDataUsedBytes(w.target->directory))
            p.dataUsedBytes = *used;
    }
    progress(p);
    if (!twin.isEmpty()) {
        LabProgress copy{1, LabStep::Writes, done, total, nullptr, nullptr, {}, p.dataUsedBytes};
        withMap(copy, twin);
        progress(copy);
    }
}

} // namespace

bool writeRandomly(std::vector<LabTarget>& targets, const LabSettings& s, Rng& rng, const LabControl& control,
    const LabProgressFn& progress)
{
    std::vector<RandomWriter> writers = openWriters(targets);
    const BlockPermutation order((s.spread ? s.fileBytes : s.writeTotalBytes) / s.writeBytes, s.seed * 7919);
    std::vector<char> buffer(s.writeBytes);
    QElapsedTimer sinceStart, sinceMap;
    sinceStart.start();
    sinceMap.start();
    const std::uint64_t total = s.writes();
    bool cancelled = false;
    for (std::uint64_t i = 0; i < total; ++i) {
        if (!control.goOn()) {
            cancelled = true;
            break;
        }
        const off_t at = off_t(order.at(i % order.size()) * s.writeBytes);
        bool anyLeft = false;
        for (RandomWriter& w : writers) {
            if (w.failed())
                continue;
            rng.fill(buffer.data(), buffer.size());
            anyLeft = w.write(buffer, at, i + 1) || anyLeft;
        }
        if (!anyLeft)
            break;
        if (sinceMap.elapsed() < 250 && i + 1 != total)
            continue;
        sinceMap.restart();
        for (RandomWriter& w : writers) {
            if (w.failed() || w.interval.empty())
                continue;
            const BenchSample rate = w.sample(double(sinceStart.nsecsElapsed()) / 1e9, s.writeBytes);
            if (progress)
                reportWrites(w, rate, i + 1, total, progress);
        }
    }
    for (const RandomWriter& w : writers)
        w.finish();
    return !cancelled;
}

} // namespace fragscope::lab
