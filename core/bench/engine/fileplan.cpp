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
#include <span>
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

namespace {

// One file a clone of a job uses, as it is before the run.
struct Target
{
    QString path;
    int clone = 0;
    int file = 0; // of the clone's nrfiles=
    bool exists = false;
    struct stat st
    {
    };
    const PlannedFile* known = nullptr; // planned for an earlier job of the run
};

// What may be used: a regular file, not a device; an existing one only read, unless this run makes
// it; a new one in a directory that is there.
Result<void> checkTarget(const JobSpec& job, const Target& t)
{
    if (t.exists && S_ISBLK(t.st.st_mode))
        return failure(Text::tr("%1: a block device; fragscope benchmarks files, never devices").arg(t.path));
    if (t.exists && !S_ISREG(t.st.st_mode))
        return failure(Text::tr("%1: not a regular file").arg(t.path));
    if (t.exists && job.writes() && !t.known)
        return failure(Text::tr("%1: exists and was not made by this run; a write job writes only files fragscope "
                                "creates. Leave filename= empty to let it make its own")
                           .arg(t.path));
    if (!t.exists) {
        const QString dir = QFileInfo(t.path).absolutePath();
        if (!QFileInfo(dir).isDir())
            return failure(Text::tr("%1: no such directory").arg(dir));
    }
    return {};
}

// The device a path's directory is on: what shares its free room.
dev_t deviceOf(const QString& path)
{
    struct stat st = {};
    return ::stat(pathBytes(QFileInfo(path).absolutePath()).constData(), &st) == 0 ? st.st_dev : dev_t(0);
}

// The bytes `planned` (the earlier jobs' files) makes on the file system of `path`.
std::uint64_t plannedOn(const QString& path, std::span<const PlannedFile> planned)
{
    const dev_t dev = deviceOf(path);
    std::uint64_t bytes = 0;
    for (const PlannedFile& f : planned) {
        if (f.create && deviceOf(f.path) == dev)
            bytes += f.regionBytes;
    }
    return bytes;
}

// size=N%: of an existing file, N % of it (fio's meaning); of a file not there yet, N % of the room
// fill_device would fill, less what the plan makes there already, shared by the clones' files.
Result<std::uint64_t> percentRegion(
    const JobSpec& job, const Target& t, std::uint64_t start, std::span<const PlannedFile> planned)
{
    const auto percent = std::uint64_t(job.sizeFreePercent);
    if (t.exists) {
        const std::uint64_t held = std::uint64_t(t.st.st_size) - std::min<std::uint64_t>(t.st.st_size, start);
        return held / 100 * percent / job.maxBs() * job.maxBs();
    }
    const auto free = availableBytes(QFileInfo(t.path).absolutePath());
    if (!free)
        return std::unexpected(free.error());
    std::uint64_t room = *free > (64u << 20) ? (*free - (64u << 20)) / 100 * 97 : 0;
    room -= std::min(room, plannedOn(t.path, planned));
    const std::uint64_t files = job.filename.isEmpty() ? std::uint64_t(std::max(1, job.numjobs)) : 1;
    return room / 100 * percent / files / job.maxBs() * job.maxBs();
}

// The bytes of the file the clone addresses from its start: the job's size, else what the file holds
// (or an earlier job of the run makes); fill_device: the room there is; size=N%: percentRegion.
Result<std::uint64_t> regionOf(
    const JobSpec& job, const Target& t, std::uint64_t start, std::span<const PlannedFile> planned)
{
    std::uint64_t region = job.fileBytes()
        ? job.fileBytes()
        : (t.exists ? std::uint64_t(t.st.st_size) - std::min<std::uint64_t>(t.st.st_size, start) : 0);
    if (!t.exists && !job.fileBytes() && t.known)
        region = t.known->regionBytes; // a file an earlier job of the run makes
    if (job.sizeFreePercent && !job.fileSize && !job.fillDevice && !t.known) {
        auto share = percentRegion(job, t, start, planned);
        if (!share)
            return share;
        region = *share;
    } else if (job.fillDevice && job.writes() && !t.exists) {
        // fill_device: all the room but 3 % and 64 MiB, so the system keeps breathing.
        const auto free = availableBytes(QFileInfo(t.path).absolutePath());
        if (!free)
            return std::unexpected(free.error());
        const std::uint64_t room = *free > (64u << 20) ? (*free - (64u << 20)) / 100 * 97 : 0;
        region = room / job.maxBs() * job.maxBs();
    }
    if (region < job.maxBs())
        return failure(
            Text::tr("%1: the file is %2, smaller than one block of bs=%3").arg(t.path).arg(region).arg(job.maxBs()));
    if (t.exists && !t.known && start + region > std::uint64_t(t.st.st_size))
        return failure(
            Text::tr("%1: the job reads %2 but the file holds only %3 bytes; it is not fragscope's to extend")
                .arg(t.path, fioSizeText(start + region))
                .arg(t.st.st_size));
    return region;
}

// What the run must do to a file before it starts, now that `job` (of stonewall group `group`) uses
// [start, start + region) of it.
void noteUse(PlannedFile& f, const JobSpec& job, std::uint64_t start, std::uint64_t region, int group)
{
    f.regionBytes = std::max(f.regionBytes, start + region); // the file's extent
    f.mayRunOutOfRoom = f.mayRunOutOfRoom || job.continuesAfter(JobSpec::WriteError, ENOSPC);
    // A file a sequential write job of an earlier group fills needs no layout for later readers.
    const bool filledBefore = f.filledByGroup >= 0 && f.filledByGroup < group;
    if (f.create) {
        if ((job.reads() && !filledBefore) || job.overwrite)
            f.layoutTo = std::max(f.layoutTo, start + region);
        else
            f.truncateTo = true;
    }
    const bool writesWhole = job.rw == RwMode::Write && job.rwModifier == 0 && !job.stridedZones && !job.timeBased
        && !job.numberIos && !job.runtimeUs
        && (job.bytesPerLoop() == 0 || job.bytesPerLoop() >= region * std::uint64_t(job.nrfiles));
    if (writesWhole && f.filledByGroup < 0 && f.layoutTo == 0)
        f.filledByGroup = group;
}

// /dev/null and /dev/zero: the region is the job's size, which it must have; nothing to read in null.
Result<std::uint64_t> nullDeviceRegion(const JobSpec& job, const QString& path)
{
    if (job.size == 0)
        return failure(Text::tr("%1: needs size= (it has no end)").arg(path));
    if (job.reads() && path == QLatin1String("/dev/null"))
        return failure(Text::tr("/dev/null: nothing to read; use /dev/zero"));
    return job.size;
}

// The files of one job's clones, planned into `out`; the regions of its clones appended.
Result<void> planJob(const JobSpec& job, int group, FilePlan& out)
{
    std::vector<std::uint64_t>& regions = out.regionOf.emplace_back();
    const std::size_t earlierFiles = out.files.size(); // the clones share the job's part
    if (!job.hasFile()) {                              // the null engine: the region is only a count of bytes
        regions.assign(std::size_t(job.numjobs), job.size);
        return {};
    }
    for (int index = 0; index < job.numjobs * job.nrfiles; ++index) {
        Target t;
        t.clone = index / job.nrfiles; // nrfiles= files per clone
        t.file = index % job.nrfiles;
        t.path = jobFilePath(job, t.clone, t.file);
        auto known
            = std::find_if(out.files.begin(), out.files.end(), [&](const PlannedFile& f) { return f.path == t.path; });
        t.known = known == out.files.end() ? nullptr : &*known;
        t.exists = ::stat(pathBytes(t.path).constData(), &t.st) == 0;
        if (isNullDevice(t.path)) {
            auto region = nullDeviceRegion(job, t.path);
            if (!region)
                return std::unexpected(region.error());
            regions.push_back(*region);
            continue;
        }
        if (auto usable = checkTarget(job, t); !usable)
            return usable;
        const std::uint64_t start = job.regionStart(t.clone);
        const auto region = regionOf(job, t, start, std::span(out.files).first(earlierFiles));
        if (!region)
            return std::unexpected(region.error());
        if (t.file == 0) // the clone's files are all this size
            regions.push_back(*region);
        if (!t.known) {
            PlannedFile f;
            f.path = t.path;
            f.create = !t.exists;
            known = out.files.insert(out.files.end(), f);
        }
        noteUse(*known, job, start, *region, group);
    }
    return {};
}

} // namespace

Result<FilePlan> planFiles(const std::vector<JobSpec>& jobs)
{
    FilePlan out;
    int group = -1; // the stonewall group of the job
    for (const JobSpec& job : jobs) {
        if (out.regionOf.empty() || job.stonewall)
            ++group;
        if (auto planned = planJob(job, group, out); !planned)
            return std::unexpected(planned.error());
    }
    return out;
}

Result<void> checkRoom(const std::vector<PlannedFile>& plan)
{
    // Sum what each file system must hold (directories on one share its room), then compare with
    // what statvfs says is free there.
    struct Need
    {
        dev_t dev;
        QString dir; // the first directory of it, for the message
        std::uint64_t bytes;
    };
    std::vector<Need> need;
    for (const PlannedFile& f : plan) {
        if (!f.create || f.mayRunOutOfRoom)
            continue;
        const dev_t dev = deviceOf(f.path);
        auto it = std::find_if(need.begin(), need.end(), [&](const Need& n) { return n.dev == dev; });
        if (it == need.end())
            it = need.insert(need.end(), {dev, QFileInfo(f.path).absolutePath(), 0});
        it->bytes += f.regionBytes;
    }
    for (const auto& [dev, dir, bytes] : need) {
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
