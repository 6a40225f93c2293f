// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/fileset.h"

#include "bench/engine/runner.h"

#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QFile>

#include <fcntl.h>

#include <cerrno>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

} // namespace

Result<UniqueFd> openJobFile(const JobSpec& job, const QString& path)
{
    int flags = (job.writes() ? O_RDWR : O_RDONLY) | O_CLOEXEC | O_NOCTTY;
    if (job.direct)
        flags |= O_DIRECT;
    UniqueFd fd(::open(pathBytes(path).constData(), flags));
    if (fd.valid())
        return fd;
    const int err = errno;
    if (err == EINVAL && job.direct) {
        return std::unexpected(Error{path,
            Text::tr(
                "the file system does not support O_DIRECT (direct=1); tmpfs, for one, has none. Run with direct=0, "
                "or choose a directory on a disk file system"),
            err});
    }
    return std::unexpected(Error{path, errnoText(err), err});
}

QString ioErrorText(const JobSpec& job, const QString& path, long err)
{
    if (err == -EINVAL && job.direct) {
        return Text::tr("%1: O_DIRECT refused the request (EINVAL): with direct=1, bs (%2) and the offsets must be "
                        "multiples of the device's logical block size (usually 512 or 4096 bytes)")
            .arg(path, fioSizeText(job.minBs()));
    }
    return path + QStringLiteral(": ") + errnoText(int(-err));
}

FileSet::FileSet(const JobSpec& job, int clone, std::uint64_t regionBytes, std::uint64_t seed)
    : m_job(job)
    , m_region(regionBytes)
    , m_rng(seed)
{
    for (int f = 0; f < std::max(1, job.nrfiles); ++f) {
        m_paths.push_back(jobFilePath(job, clone, f));
        m_patterns.emplace_back(job, regionBytes, m_rng.next(), job.regionStart(clone));
    }
    m_batchLeft = job.fileServiceBatch;
}

Result<void> FileSet::open()
{
    if (!m_job.hasFile())
        return {};
    for (const QString& path : m_paths) {
        auto opened = openJobFile(m_job, path);
        if (!opened)
            return std::unexpected(opened.error());
        m_fds.push_back(std::move(*opened));
    }
    return {};
}

FileSet::Next FileSet::next()
{
    using S = JobSpec::FileService;
    const int n = count();
    if (n > 1) {
        if (m_job.fileService == S::Sequential) { // one file to its end, then the next
            if (m_doneBytes >= m_region) {
                m_doneBytes = 0;
                m_current = (m_current + 1) % n;
            }
        } else if (m_batchLeft-- <= 0) { // every fileServiceBatch I/Os: the next, or one at random
            m_batchLeft = m_job.fileServiceBatch - 1;
            m_current = m_job.fileService == S::Random ? int(m_rng.next() % std::uint64_t(n)) : (m_current + 1) % n;
        }
    }
    Next out{m_patterns[std::size_t(m_current)].next(), m_current};
    m_doneBytes += out.io.length;
    return out;
}

} // namespace fragscope::bench
