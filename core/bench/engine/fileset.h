// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: the files one clone does its I/O in — one, or nrfiles= of them, each with its
// own offsets — and which file each I/O goes to, as fio's file_service_type.
#pragma once

#include "bench/engine/iopattern.h"
#include "bench/jobs/jobspec.h"
#include "io/random.h"
#include "util/error.h"
#include "util/fd.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace fragscope::bench {

// Opens `path` as the job reads and writes it (O_DIRECT with direct=1).
Result<UniqueFd> openJobFile(const JobSpec& job, const QString& path);
// What an I/O error (-errno) on `path` says, with the O_DIRECT alignment rule when that is likely.
QString ioErrorText(const JobSpec& job, const QString& path, long err);

class FileSet
{
public:
    // Each file's I/O pattern over `regionBytes` from the clone's offset; `seed` draws them all.
    FileSet(const JobSpec& job, int clone, std::uint64_t regionBytes, std::uint64_t seed);
    // Opens the clone's files; the null engine has none.
    Result<void> open();

    struct Next
    {
        PlannedIo io; // a length of 0: nothing left to do
        int file = 0;
    };
    Next next();

    int count() const { return int(m_patterns.size()); }
    int fd(int file) const { return m_fds.empty() ? -1 : m_fds[std::size_t(file)].get(); }
    const QString& path(int file) const { return m_paths[std::size_t(file)]; }
    std::uint32_t maxLength() const { return m_patterns.front().maxLength(); }

private:
    const JobSpec& m_job;
    std::vector<QString> m_paths;
    std::vector<UniqueFd> m_fds;
    std::vector<IoPattern> m_patterns;
    std::uint64_t m_region;
    Rng m_rng;
    int m_current = 0;
    int m_batchLeft = 0;           // roundrobin, random: I/Os before the next choice
    std::uint64_t m_doneBytes = 0; // sequential: of the current file
};

} // namespace fragscope::bench
