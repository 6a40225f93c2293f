// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/fileplan.h"

#include "bench/engine/runner.h"
#include "bench/jobs/jobfile.h"
#include "fs/fsinfo.h"
#include "io/fill.h"
#include "io/random.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

} // namespace

bool isNullDevice(const QString& path)
{
    return path == QLatin1String("/dev/null") || path == QLatin1String("/dev/zero");
}

Result<FilePlan> planFiles(const std::vector<JobSpec>& jobs)
{
    FilePlan out;
    std::vector<PlannedFile>& plan = out.files;
    std::vector<std::vector<std::uint64_t>>& regionOf = out.regionOf;
    int group = -1; // the stonewall group of the job
    for (const JobSpec& job : jobs) {
        if (regionOf.empty() || job.stonewall)
            ++group;
        regionOf.emplace_back();
        if (!job.hasFile()) { // the null engine: the region is only a count of bytes
            regionOf.back().assign(std::size_t(job.numjobs), job.size);
            continue;
        }
        for (int index = 0; index < job.numjobs * job.nrfiles; ++index) {
            const int clone = index / job.nrfiles, file = index % job.nrfiles; // nrfiles= files per clone
            const QString path = jobFilePath(job, clone, file);
            auto known = std::find_if(plan.begin(), plan.end(), [&](const PlannedFile& f) { return f.path == path; });
            struct stat st
            {
            };
            const bool exists = ::stat(pathBytes(path).constData(), &st) == 0;
            if (isNullDevice(path)) {
                if (job.size == 0)
                    return failure(Text::tr("%1: needs size= (it has no end)").arg(path));
                if (job.reads() && path == QLatin1String("/dev/null"))
                    return failure(Text::tr("/dev/null: nothing to read; use /dev/zero"));
                regionOf.back().push_back(job.size);
                continue;
            }
            if (exists && S_ISBLK(st.st_mode))
                return failure(Text::tr("%1: a block device; fragscope benchmarks files, never devices").arg(path));
            if (exists && !S_ISREG(st.st_mode))
                return failure(Text::tr("%1: not a regular file").arg(path));
            if (exists && job.writes() && known == plan.end())
                return failure(
                    Text::tr("%1: exists and was not made by this run; a write job writes only files fragscope "
                             "creates. Leave filename= empty to let it make its own")
                        .arg(path));
            if (!exists) {
                const QString dir = QFileInfo(path).absolutePath();
                if (!QFileInfo(dir).isDir())
                    return failure(Text::tr("%1: no such directory").arg(dir));
            }
            const std::uint64_t start = job.regionStart(clone);
            std::uint64_t region = job.fileBytes()
                ? job.fileBytes()
                : (exists ? std::uint64_t(st.st_size) - std::min<std::uint64_t>(st.st_size, start) : 0);
            if (!exists && !job.fileBytes() && known != plan.end())
                region = known->regionBytes; // a file an earlier job of the run makes
            if (job.fillDevice && job.writes() && !exists) {
                // fill_device: all the room but 3 % and 64 MiB, so the system keeps breathing.
                const auto free = availableBytes(QFileInfo(path).absolutePath());
                if (!free)
                    return std::unexpected(free.error());
                const std::uint64_t room = *free > (64u << 20) ? (*free - (64u << 20)) / 100 * 97 : 0;
                region = room / job.maxBs() * job.maxBs();
            }
            if (region < job.maxBs())
                return failure(Text::tr("%1: the file is %2, smaller than one block of bs=%3")
                                   .arg(path)
                                   .arg(region)
                                   .arg(job.maxBs()));
            if (exists && known == plan.end() && start + region > std::uint64_t(st.st_size))
                return failure(
                    Text::tr("%1: the job reads %2 but the file holds only %3 bytes; it is not fragscope's to extend")
                        .arg(path, fioSizeText(start + region))
                        .arg(st.st_size));
            if (file == 0) // the clone's files are all this size
                regionOf.back().push_back(region);
            if (known == plan.end()) {
                PlannedFile f;
                f.path = path;
                f.create = !exists;
                plan.push_back(f);
                known = plan.end() - 1;
            }
            known->regionBytes = std::max(known->regionBytes, start + region); // the file's extent
            known->mayRunOutOfRoom = known->mayRunOutOfRoom || job.continuesAfter(JobSpec::WriteError, ENOSPC);
            // A file a sequential write job of an earlier group fills needs no layout for later readers.
            const bool filledBefore = known->filledByGroup >= 0 && known->filledByGroup < group;
            if (known->create) {
                if ((job.reads() && !filledBefore) || job.overwrite)
                    known->layoutTo = std::max(known->layoutTo, start + region);
                else
                    known->truncateTo = true;
            }
            const bool writesWhole = job.rw == RwMode::Write && job.rwModifier == 0 && !job.stridedZones
                && !job.timeBased && !job.numberIos && !job.runtimeUs
                && (job.bytesPerLoop() == 0 || job.bytesPerLoop() >= region * std::uint64_t(job.nrfiles));
            if (writesWhole && known->filledByGroup < 0 && known->layoutTo == 0)
                known->filledByGroup = group;
        }
    }
    return out;
}

Result<void> checkRoom(const std::vector<PlannedFile>& plan)
{
    // Sum what each directory must hold, then compare with what statvfs says is free.
    std::vector<std::pair<QString, std::uint64_t>> need;
    for (const PlannedFile& f : plan) {
        if (!f.create || f.mayRunOutOfRoom)
            continue;
        const QString dir = QFileInfo(f.path).absolutePath();
        auto it = std::find_if(need.begin(), need.end(), [&](const auto& n) { return n.first == dir; });
        if (it == need.end())
            it = need.insert(need.end(), {dir, 0});
        it->second += f.regionBytes;
    }
    for (const auto& [dir, bytes] : need) {
        const auto free = availableBytes(dir);
        if (!free)
            return std::unexpected(free.error());
        const std::uint64_t wanted = bytes + bytes / 50 + (16 << 20); // 2 % and 16 MiB for metadata
        if (*free < wanted) {
            return failure(Text::tr("%1: not enough room for the benchmark files: they need %2 MiB, %3 MiB are free")
                               .arg(dir)
                               .arg(wanted >> 20)
                               .arg(*free >> 20));
        }
    }
    return {};
}

Result<void> layOutFiles(const std::vector<PlannedFile>& plan, OwnedFiles& owned, const std::atomic<bool>& cancel,
    const std::function<void(const QString& path, double fraction)>& progress)
{
    std::uint64_t total = 0, done = 0;
    for (const PlannedFile& f : plan)
        total += f.layoutTo - f.layoutFrom;
    for (const PlannedFile& f : plan) {
        if (!f.create)
            continue;
        if (auto made = owned.create(f.path); !made)
            return made;
        if (f.truncateTo && f.layoutTo == 0 && ::truncate(pathBytes(f.path).constData(), off_t(f.regionBytes)) != 0)
            return std::unexpected(Error{f.path, errnoText(errno), errno});
        Rng rng(std::hash<std::string>()(f.path.toStdString()));
        auto written = writeIncompressible(
            f.path, f.layoutFrom, f.layoutTo, rng, [&] { return !cancel.load(); },
            [&](std::uint64_t n) {
                done += n;
                progress(f.path, total ? double(done) / double(total) : 0);
            });
        if (!written)
            return written.error().cancelled ? Result<void>() : written; // a cancel: the caller sees `cancel`
    }
    return {};
}

} // namespace fragscope::bench
