// SPDX-License-Identifier: GPL-3.0-or-later
#include "relayout/treedefrag.h"

#include "util/fd.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QThread>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
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

namespace {

// Why a file stays as it is, if it does: nothing to move, or a move that would unshare, cannot
// work or cannot help. Files that cannot be moved at all are marked so (a together-run leaves
// them out too).
void judge(TreePlanFile& p, const SurveyFile& f, const FreeRoom& room)
{
    const auto cannot = [&p](const QString& why) {
        p.skip = why;
        p.canMove = false;
    };
    if (f.size == 0 || f.allocated == 0)
        return cannot(Text::tr("no blocks to move"));
    if (f.inlineBytes > 0)
        return cannot(Text::tr("stored inline in its inode"));
    if (f.sharedBytes > 0)
        return cannot(Text::tr("shares extents with a snapshot or a reflink: moving it would unshare them"));
    if (f.encodedBytes > 0)
        return cannot(Text::tr("compressed: the file system keeps it in pieces of its own choosing"));
    if (const QString why = openSkip(p.path); !why.isEmpty())
        return cannot(why);
    if (f.fragments <= 1) {
        p.skip = Text::tr("already in one piece");
        return;
    }
    if (!room.known || room.largestFreeBytes == 0)
        return;
    const auto fewest
        = std::uint64_t(std::ceil(double(f.allocated) / double(room.largestFreeBytes))); // at best, all the largest
    if (fewest >= f.fragments)
        p.skip = Text::tr("no room: the largest free extent is %1, so it cannot become fewer than %n piece(s)", nullptr,
            int(std::min<std::uint64_t>(fewest, 1 << 30)))
                     .arg(formatBytes(room.largestFreeBytes));
}

// The most gain for each byte moved first; the skipped after them, by name.
bool goesFirst(const TreePlanFile& a, const TreePlanFile& b)
{
    if (a.skip.isEmpty() != b.skip.isEmpty())
        return a.skip.isEmpty();
    if (!a.skip.isEmpty())
        return a.path < b.path;
    const double ga = a.gainSeconds / double(std::max<std::uint64_t>(a.bytes, 1));
    const double gb = b.gainSeconds / double(std::max<std::uint64_t>(b.bytes, 1));
    return ga != gb ? ga > gb : a.path < b.path;
}

FreeRoom roomOf(const Survey& survey, const FreeSpace* space)
{
    if (space)
        return freeRoom(*space, 1);
    if (survey.mountPoint.isEmpty())
        return {};
    const auto read = readFreeSpace(survey.mountPoint);
    return read ? freeRoom(*read, 1) : FreeRoom{};
}

} // namespace

TreePlan planTreeDefrag(
    const Survey& survey, const HddParams& hdd, const FreeSpace* space, const DefragThresholds& thresholds)
{
    TreePlan plan;
    plan.hdd = hdd;
    plan.room = roomOf(survey, space);
    for (const SurveyFile& f : survey.files) {
        TreePlanFile p;
        p.path = pathFromBytes(survey.pathBytes(f));
        p.bytes = f.allocated;
        p.fragments = f.fragments;
        p.readSeconds = f.readSeconds;
        p.gainSeconds = f.lostSeconds;
        judge(p, f, plan.room);
        if (p.skip.isEmpty())
            p.skip = thresholdSkip(f.fragments, p.gainSeconds, thresholds);
        plan.files.push_back(std::move(p));
    }
    std::stable_sort(plan.files.begin(), plan.files.end(), goesFirst);
    for (const TreePlanFile& p : plan.files) {
        if (!p.skip.isEmpty())
            continue;
        ++plan.planned;
        DefragPreview preview;
        preview.readNowSeconds = p.readSeconds;
        preview.readAfterSeconds = p.readSeconds - p.gainSeconds;
        preview.writeBytes = preview.roomBytes = p.bytes;
        plan.totals.add(preview);
    }
    return plan;
}

namespace {

// What a run moves: the files the plan would defragment; laid down together, every file that
// may move, in the order asked, whether or not it is in pieces now.
QStringList filesToMove(const TreePlan& plan, const QStringList* together)
{
    QStringList out;
    if (!together) {
        for (const TreePlanFile& p : plan.files) {
            if (p.skip.isEmpty())
                out << p.path;
        }
        return out;
    }
    QStringList unmovable;
    for (const TreePlanFile& p : plan.files) {
        if (!p.canMove)
            unmovable << p.path;
    }
    for (const QString& f : *together) {
        if (!unmovable.contains(f))
            out << f;
    }
    return out;
}

// The run's progress in bytes: the files before this one, and this one's share of its own.
class TreeProgress
{
public:
    TreeProgress(const QStringList& files, const std::function<void(const TreeRunProgress&)>& progress)
        : m_files(files)
        , m_progress(progress)
    {
        for (const QString& f : files) {
            m_before.push_back(m_total);
            m_bytes.push_back(std::uint64_t(std::max<qint64>(0, fileSizeAt(f))));
            m_total += m_bytes.back();
        }
    }

    void report(int i, const DefragProgress& p) const
    {
        if (!m_progress)
            return;
        const std::uint64_t share
            = p.totalBytes ? m_bytes[std::size_t(i)] * std::min(p.doneBytes, p.totalBytes) / p.totalBytes : 0;
        m_progress(
            TreeRunProgress{i, int(m_files.size()), m_before[std::size_t(i)] + share, m_total, m_files[i], p.phase});
    }

private:
    const QStringList& m_files;
    const std::function<void(const TreeRunProgress&)>& m_progress;
    std::vector<std::uint64_t> m_bytes;
    std::vector<std::uint64_t> m_before; // the bytes of the files before each
    std::uint64_t m_total = 0;
};

void waitWhilePaused(const std::atomic<bool>& cancel, const std::atomic<bool>& pause)
{
    while (pause.load() && !cancel.load())
        QThread::msleep(50);
}

} // namespace

TreeRunResult runTreeDefrag(const TreePlan& plan, const DefragOptions& options, const QStringList* together,
    const std::atomic<bool>& cancel, const std::atomic<bool>& pause,
    const std::function<void(const TreeRunProgress&)>& progress)
{
    TreeRunResult out;
    out.files = filesToMove(plan, together);
    const TreeProgress tracker(out.files, progress);
    if (together) {
        waitWhilePaused(cancel, pause);
        out.together = defragTogether(
            out.files, options, cancel, [&tracker](int i, const DefragProgress& p) { tracker.report(i, p); });
        out.results = out.together.results;
        out.cancelled = cancel.load();
        return out;
    }
    for (int i = 0; i < out.files.size(); ++i) {
        waitWhilePaused(cancel, pause);
        if (cancel.load()) {
            out.cancelled = true;
            break;
        }
        out.results.push_back(defragFile(
            out.files[i], options, cancel, [&tracker, i](const DefragProgress& p) { tracker.report(i, p); }));
    }
    out.files = out.files.mid(0, qsizetype(out.results.size()));
    return out;
}

} // namespace fragscope
