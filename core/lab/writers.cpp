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

} // namespace fragscope::lab
