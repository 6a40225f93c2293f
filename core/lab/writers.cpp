// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/labinternal.h"

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
bool writeRandomly(std::vector<LabTarget>& targets, const LabSettings& s, Rng& rng, const LabControl& control,
    const LabProgressFn& progress)
{
    struct Writer
    {
        LabTarget* target = nullptr;
        int index = 0;
        UniqueFd fd;
        std::int64_t nanoseconds = 0; // in write and fsync, pauses not counted
        LatencyHistogram all;
        LatencyHistogram interval; // since the last sample
        std::int64_t intervalNanoseconds = 0;
    };
    std::vector<Writer> writers;
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
        Writer w;
        w.target = &t;
        w.index = i;
        w.fd = std::move(fd);
        writers.push_back(std::move(w));
    }
    const BlockPermutation order((s.spread ? s.fileBytes : s.writeTotalBytes) / s.writeBytes, s.seed * 7919);
    std::vector<char> buffer(s.writeBytes);
    QElapsedTimer sinceStart, sinceMap;
    sinceStart.start();
    sinceMap.start();
    const std::uint64_t total = s.writes();
    bool cancelled = false;
    for (std::uint64_t i = 0; i < total && !cancelled; ++i) {
        if (!control.goOn()) {
            cancelled = true;
            break;
        }
        const off_t at = off_t(order.at(i % order.size()) * s.writeBytes);
        bool anyLeft = false;
        for (Writer& w : writers) {
            if (!w.target->error.isEmpty())
                continue;
            rng.fill(buffer.data(), buffer.size());
            QElapsedTimer clock;
            clock.start();
            if (::pwrite(w.fd.get(), buffer.data(), buffer.size(), at) != ssize_t(buffer.size())
                || ::fsync(w.fd.get()) != 0) {
                w.target->error = Error{w.target->file, errnoText(errno), errno}.message();
                continue;
            }
            const std::int64_t ns = clock.nsecsElapsed();
            w.nanoseconds += ns;
            w.intervalNanoseconds += ns;
            w.all.add(std::uint64_t(ns));
            w.interval.add(std::uint64_t(ns));
            w.target->writesDone = i + 1;
            anyLeft = true;
        }
        if (!anyLeft)
            break;
        if (sinceMap.elapsed() >= 250 || i + 1 == total) {
            sinceMap.restart();
            for (Writer& w : writers) {
                if (!w.target->error.isEmpty() || w.interval.empty())
                    continue;
                BenchSample rate;
                rate.jobIndex = w.index;
                rate.seconds = double(sinceStart.nsecsElapsed()) / 1e9;
                rate.writeIops
                    = double(w.interval.total()) * 1e9 / double(std::max<std::int64_t>(1, w.intervalNanoseconds));
                rate.writeBandwidth = rate.writeIops * double(s.writeBytes);
                rate.p50Ns = w.interval.percentile(50);
                rate.p99Ns = w.interval.percentile(99);
                w.target->writeRate.push_back(rate);
                w.interval = LatencyHistogram();
                w.intervalNanoseconds = 0;
                if (!progress)
                    continue;
                LabProgress p{w.index, LabStep::Writes, i + 1, total, nullptr, nullptr, rate};
                if (auto map = readExtents(w.target->file, FiemapOptions{})) {
                    p.map = std::make_shared<const ExtentMap>(std::move(*map));
                    p.index = std::make_shared<const MapIndex>(indexMap(*p.map)); // not on the GUI thread
                }
                progress(p);
            }
        }
    }
    for (const Writer& w : writers) {
        w.target->writeSeconds = double(w.nanoseconds) / 1e9;
        w.target->writeP50Ns = w.all.percentile(50);
        w.target->writeP99Ns = w.all.percentile(99);
    }
    return !cancelled;
}

} // namespace fragscope::lab
