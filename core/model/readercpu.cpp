// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/readercpu.h"
#include "model/queuedreads.h"

#include <QCoreApplication>
#include <QScopeGuard>

#include <sys/stat.h>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <climits>
#include <functional>
#include <vector>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Calibrate)
};

using Clock = std::chrono::steady_clock;

// More than a processor's last-level cache holds (32 MiB here): a read of 16 MiB again and again
// comes from that cache, at 0.018 ms a MiB here, where reading files streams from memory (0.029 ms a
// MiB over 64 MiB, 0.032 over 128 MiB).
constexpr std::uint64_t kBytes = 64 * 1024 * 1024;
constexpr std::array<std::uint64_t, 2> kCalls = {10 * 1024, 128 * 1024}; // tar's record, cat's buffer
constexpr int kOpens = 200;                                              // opens in one timing

// The descriptor's flags as they were, put back when it goes.
class BufferedWhile
{
public:
    explicit BufferedWhile(int fd)
        : m_fd(fd)
        , m_flags(::fcntl(fd, F_GETFL))
    { }
    BufferedWhile(const BufferedWhile&) = delete;
    BufferedWhile& operator=(const BufferedWhile&) = delete;
    ~BufferedWhile()
    {
        if (m_cleared)
            ::fcntl(m_fd, F_SETFL, m_flags);
    }
    // 0, or the errno of the fcntl that failed.
    int clear()
    {
        if (m_flags < 0)
            return errno;
        if (!(m_flags & O_DIRECT))
            return 0;
        if (::fcntl(m_fd, F_SETFL, m_flags & ~O_DIRECT) != 0)
            return errno;
        m_cleared = true;
        return 0;
    }

private:
    int m_fd;
    int m_flags;
    bool m_cleared = false;
};

using Failed = std::function<std::unexpected<Error>(const QString& what, int err)>;

// The seconds of a pass over `bytes` of fd from the page cache in calls of `size`.
Result<double> warmPass(
    int fd, std::vector<char>& buffer, std::uint64_t bytes, std::uint64_t size, const Failed& failed)
{
    const auto start = Clock::now();
    for (std::uint64_t at = 0; at < bytes;) {
        const ssize_t n = ::pread(fd, buffer.data(), std::size_t(std::min(size, bytes - at)), off_t(at));
        if (n <= 0)
            return failed(QStringLiteral("read"), n < 0 ? errno : ENODATA);
        at += std::uint64_t(n);
    }
    return secondsSince(start);
}

// A call's and a byte's cost: passes in calls of each of kCalls taking turns, so that both meet the
// machine as it is at the same moments; a pass takes about 2 ms, so `rounds` of each (21, 105
// thorough) for a median a busy moment does not move. t = calls * c + bytes * b at each size.
Result<void> timeCopying(int fd, std::uint64_t bytes, int rounds, const std::atomic<bool>& cancel, const Failed& failed,
    DeviceProfile::Reader& r)
{
    std::vector<char> buffer(kCalls.back());
    std::array<std::vector<double>, kCalls.size()> times;
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t i = 0; i < kCalls.size(); ++i) {
            if (cancel.load(std::memory_order_relaxed))
                return failed({}, 0);
            const auto one = warmPass(fd, buffer, bytes, kCalls[i], failed);
            if (!one)
                return std::unexpected(one.error());
            times[i].push_back(*one);
        }
    }
    const auto calls = [bytes](std::uint64_t size) { return double((bytes + size - 1) / size); };
    const double small = median(times[0]), large = median(times[1]);
    r.readSeconds = std::max(0.0, (small - large) / (calls(kCalls[0]) - calls(kCalls[1])));
    r.byteSeconds = std::max(0.0, (large - calls(kCalls[1]) * r.readSeconds) / double(bytes));
    return {};
}

// A file's open, fstat and close: this program's executable, cached since it runs (by its name;
// through /proc/self/exe where it was replaced since it started, an upgrade).
Result<void> timeOpens(int rounds, const std::atomic<bool>& cancel, const Failed& failed, DeviceProfile::Reader& r)
{
    std::array<char, PATH_MAX> self{};
    const ssize_t length = ::readlink("/proc/self/exe", self.data(), self.size() - 1);
    const char* path = self.data();
    struct stat st;
    if (length <= 0 || ::stat(path, &st) != 0)
        path = "/proc/self/exe";
    std::vector<double> opens;
    for (int round = 0; round < rounds; ++round) {
        if (cancel.load(std::memory_order_relaxed))
            return failed({}, 0);
        const auto start = Clock::now();
        for (int i = 0; i < kOpens; ++i) {
            const int file = ::open(path, O_RDONLY | O_CLOEXEC);
            if (file < 0)
                return failed(QString::fromLocal8Bit(path), errno);
            const int rc = ::fstat(file, &st);
            const int err = errno;
            ::close(file);
            if (rc != 0)
                return failed(QString::fromLocal8Bit(path), err);
        }
        opens.push_back(secondsSince(start) / kOpens);
    }
    r.fileSeconds = median(opens);
    return {};
}

} // namespace

Result<DeviceProfile::Reader> measureReader(
    int fd, const ColdRead& bringIn, const QString& name, const std::atomic<bool>& cancel, double scale)
{
    // what empty: cancelled.
    const Failed failed = [&name](const QString& what, int err) {
        if (what.isEmpty())
            return std::unexpected(Error{name, Text::tr("cancelled"), 0, true});
        return std::unexpected(
            Error{name, Text::tr("measuring the reader's CPU, %1: %2").arg(what, errnoText(err)), err});
    };
    BufferedWhile buffered(fd);
    if (const int err = buffered.clear())
        return failed(QStringLiteral("fcntl"), err);
    const off_t end = ::lseek(fd, 0, SEEK_END);
    if (end < 0)
        return failed(QStringLiteral("lseek"), errno);
    const std::uint64_t bytes = std::min<std::uint64_t>(kBytes, std::uint64_t(end)) / kCalls.back() * kCalls.back();
    if (bytes == 0)
        return failed(QStringLiteral("read"), ENODATA);
    // Into the page cache, by the caller's reads (calibrate's give up on a device that does not
    // answer; a blocking read could not be given up); let go again at the end, also after an error.
    const auto letGo = qScopeGuard([fd, bytes] { ::posix_fadvise(fd, 0, off_t(bytes), POSIX_FADV_DONTNEED); });
    for (std::uint64_t at = 0; at < bytes; at += kCalls.back()) {
        if (auto ok = bringIn(std::uint64_t(at), kCalls.back()); !ok)
            return std::unexpected(ok.error());
    }
    const int rounds = std::max(21, int(21 * scale));
    DeviceProfile::Reader r;
    if (auto ok = timeCopying(fd, bytes, rounds, cancel, failed, r); !ok)
        return std::unexpected(ok.error());
    if (auto ok = timeOpens(rounds, cancel, failed, r); !ok)
        return std::unexpected(ok.error());
    return r;
}

} // namespace fragscope
