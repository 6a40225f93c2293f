// SPDX-License-Identifier: GPL-3.0-or-later
#include "relayout/treedefrag.h"

#include "extents/fiemapreader.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QThread>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(TreeDefrag)
};

// What only opening the file tells: immutable or append-only, or open for writing elsewhere (a read
// lease is refused then; without the right to take leases this is not known and not said).
QString openSkip(const QString& path)
{
    UniqueFd fd(::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid())
        return Text::tr("cannot be opened: %1").arg(errnoText(errno));
    int flags = 0;
    if (::ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) == 0) {
        if (flags & FS_IMMUTABLE_FL)
            return Text::tr("immutable (chattr +i)");
        if (flags & FS_APPEND_FL)
            return Text::tr("append-only (chattr +a)");
    }
    ignoreLeaseBreakSignal(); // an opener in the moment the lease is held must not end this process
    if (::fcntl(fd.get(), F_SETLEASE, F_RDLCK) != 0)
        return errno == EAGAIN ? Text::tr("open for writing by another program") : QString();
    ::fcntl(fd.get(), F_SETLEASE, F_UNLCK);
    return {};
}

} // namespace

TreePlan planTreeDefrag(const Survey& survey, const HddParams& hdd, const FreeSpace* space)
{
    TreePlan plan;
    plan.hdd = hdd;
    if (space) {
        plan.room = freeRoom(*space, 1);
    } else if (!survey.mountPoint.isEmpty()) {
        if (auto read = readFreeSpace(survey.mountPoint))
            plan.room = freeRoom(*read, 1);
    }
    for (const SurveyFile& f : survey.files) {
        TreePlanFile p;
        p.path = pathFromBytes(survey.pathBytes(f));
        p.bytes = f.allocated;
        p.fragments = f.fragments;
        p.gainSeconds = f.extraReadSeconds;
        if (f.size == 0 || f.allocated == 0) {
            p.skip = Text::tr("no blocks to move");
            p.canMove = false;
        } else if (f.inlineBytes > 0) {
            p.skip = Text::tr("stored inline in its inode");
            p.canMove = false;
        } else if (f.sharedBytes > 0) {
            p.skip = Text::tr("shares extents with a snapshot or a reflink: moving it would unshare them");
            p.canMove = false;
        } else if (f.encodedBytes > 0) {
            p.skip = Text::tr("compressed: the file system keeps it in pieces of its own choosing");
            p.canMove = false;
        } else if (const QString why = openSkip(p.path); !why.isEmpty()) {
            p.skip = why;
            p.canMove = false;
        } else if (f.fragments <= 1) {
            p.skip = Text::tr("already in one piece");
        } else if (plan.room.known && plan.room.largestFreeBytes > 0) {
            const auto fewest = std::uint64_t(
                std::ceil(double(f.allocated) / double(plan.room.largestFreeBytes))); // at best, all the largest
            if (fewest >= f.fragments)
                p.skip = Text::tr("no room: the largest free extent is %1, so it cannot become fewer than %n piece(s)",
                    nullptr, int(std::min<std::uint64_t>(fewest, 1 << 30)))
                             .arg(formatBytes(plan.room.largestFreeBytes));
        }
        plan.files.push_back(std::move(p));
    }
    // The most gain for each byte moved first; the skipped after them, by name.
    std::stable_sort(plan.files.begin(), plan.files.end(), [](const TreePlanFile& a, const TreePlanFile& b) {
        if (a.skip.isEmpty() != b.skip.isEmpty())
            return a.skip.isEmpty();
        if (!a.skip.isEmpty())
            return a.path < b.path;
        const double ga = a.gainSeconds / double(std::max<std::uint64_t>(a.bytes, 1));
        const double gb = b.gainSeconds / double(std::max<std::uint64_t>(b.bytes, 1));
        return ga != gb ? ga > gb : a.path < b.path;
    });
    for (const TreePlanFile& p : plan.files) {
        if (!p.skip.isEmpty())
            continue;
        ++plan.planned;
        plan.gainSeconds += p.gainSeconds;
        plan.bytesToMove += p.bytes;
    }
    return plan;
}

Result<TreeRead> predictTreeRead(const QStringList& filesInOrder, const HddParams& hdd)
{
    TreeRead out;
    std::vector<Extent> all; // the files end to end, as one long read
    std::uint64_t logical = 0;
    out.firstByte = ~0ULL;
    for (const QString& path : filesInOrder) {
        auto map = readExtents(path, {});
        if (!map)
            return std::unexpected(map.error());
        for (Extent e : map->extents) {
            if (e.logical >= map->fileSize || e.locationUnknown())
                continue;
            out.firstByte = std::min(out.firstByte, e.physical);
            out.endByte = std::max(out.endByte, e.physicalEnd());
            e.logical += logical;
            all.push_back(e);
        }
        logical += (map->fileSize + 4095) / 4096 * 4096;
        ++out.files;
    }
    if (all.empty())
        out.firstByte = 0;
    out.read = predictHddRead(std::span<const Extent>(all), hdd);
    return out;
}

TreeRunResult runTreeDefrag(const TreePlan& plan, const DefragOptions& options, const QStringList* together,
    const std::atomic<bool>& cancel, const std::atomic<bool>& pause,
    const std::function<void(const TreeRunProgress&)>& progress)
{
    TreeRunResult out;
    std::vector<std::uint64_t> bytes;
    if (together) {
        // Every file that may move, in the order asked, whether or not it is in pieces now.
        QStringList unmovable;
        for (const TreePlanFile& p : plan.files) {
            if (!p.canMove)
                unmovable << p.path;
        }
        for (const QString& f : *together) {
            if (!unmovable.contains(f))
                out.files << f;
        }
    } else {
        for (const TreePlanFile& p : plan.files) {
            if (p.skip.isEmpty())
                out.files << p.path;
        }
    }
    std::uint64_t total = 0;
    for (const QString& f : out.files) {
        bytes.push_back(std::uint64_t(std::max<qint64>(0, fileSizeAt(f))));
        total += bytes.back();
    }
    std::uint64_t done = 0;
    const auto report = [&](int i, const DefragProgress& p) {
        if (progress)
            progress(TreeRunProgress{i, int(out.files.size()),
                done + (p.totalBytes ? bytes[std::size_t(i)] * std::min(p.doneBytes, p.totalBytes) / p.totalBytes : 0),
                total, out.files[i], p.phase});
    };
    if (together) {
        while (pause.load() && !cancel.load())
            QThread::msleep(50);
        out.together = defragTogether(out.files, options, cancel, [&](int i, const DefragProgress& p) {
            done = 0;
            for (int k = 0; k < i; ++k)
                done += bytes[std::size_t(k)];
            report(i, p);
        });
        out.results = out.together.results;
        out.cancelled = cancel.load();
        return out;
    }
    for (int i = 0; i < out.files.size(); ++i) {
        while (pause.load() && !cancel.load())
            QThread::msleep(50);
        if (cancel.load()) {
            out.cancelled = true;
            break;
        }
        out.results.push_back(
            defragFile(out.files[i], options, cancel, [&](const DefragProgress& p) { report(i, p); }));
        done += bytes[std::size_t(i)];
    }
    out.files = out.files.mid(0, qsizetype(out.results.size()));
    return out;
}

} // namespace fragscope
