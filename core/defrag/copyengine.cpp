// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"

#include "defrag/orderedread.h"
#include "util/failpoint.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace fragscope::defrag {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

// Copies an open file's extended attributes (ACLs are among them) onto another; returns the names
// that could not be copied.
QStringList copyXattrs(int from, int to)
{
    QStringList failed;
    const ssize_t size = ::flistxattr(from, nullptr, 0);
    if (size <= 0)
        return failed;
    std::vector<char> names(static_cast<std::size_t>(size));
    const ssize_t got = ::flistxattr(from, names.data(), names.size());
    for (ssize_t i = 0; i < got;) {
        const char* name = names.data() + i;
        i += ssize_t(std::strlen(name)) + 1;
        const ssize_t len = ::fgetxattr(from, name, nullptr, 0);
        std::vector<char> value(std::size_t(std::max<ssize_t>(len, 0)));
        if (len < 0 || ::fgetxattr(from, name, value.data(), value.size()) != len
            || ::fsetxattr(to, name, value.data(), value.size(), 0) != 0)
            failed << QString::fromLocal8Bit(name);
    }
    return failed;
}

// Any file system: a new copy written where the allocator puts it, checked, then exchanged with the
// original by name in one step (renameat2 RENAME_EXCHANGE). A read lease held throughout tells if
// anyone opened the file for writing meanwhile; then nothing is exchanged (or it is exchanged back).
// Only when asked for: the file gets a new inode number and ctime.
Result<void> copyDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    if (st.st_nlink > 1)
        return std::unexpected(refusal(run.path,
            Text::tr("the file has %1 hard links: a copy would split them apart; not done").arg(st.st_nlink)));
    if (r.before.inspection.report.sharedBytes > 0)
        return std::unexpected(refusal(run.path,
            Text::tr(
                "the file shares extents with others (reflinks or snapshots): a copy would unshare them; not done")));
    ignoreLeaseBreakSignal();
    if (FRAGSCOPE_FAILABLE(CopyLease, ::fcntl(fd, F_SETLEASE, F_RDLCK)) != 0) {
        const int err = errno;
        return std::unexpected(refusal(run.path,
            err == EAGAIN ? Text::tr("another program has the file open for writing; not copied")
                          : Text::tr("cannot take a read lease on the file: %1").arg(errnoText(err)),
            err));
    }
    const auto leaseHeld = [fd] { return ::fcntl(fd, F_GETLEASE) == F_RDLCK; };
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total, /*mayWriteUnallocated*/ true);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    const UniqueFd& copy = *made;
    // Owner, mode and extended attributes first; the data, holes kept; then the times.
    QStringList lost;
    if (::fchown(copy.get(), st.st_uid, st.st_gid) != 0)
        lost << Text::tr("owner");
    if (::fchmod(copy.get(), st.st_mode & 07777) != 0)
        lost << Text::tr("mode");
    lost << copyXattrs(fd, copy.get());
    std::vector<char> buffer(1 << 20);
    std::uint64_t done = 0;
    for (const auto& [start, end] : dataRanges(map)) {
        for (std::uint64_t off = start; off < end;) {
            if (run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled while copying; the file was not touched");
                return {};
            }
            // A read that ends early: the file got shorter since its size was read (someone truncated
            // it). That is a change by others, not an error of ours.
            const ssize_t got = failing(FailPoint::CopyShrunk)
                ? 0
                : FRAGSCOPE_FAILABLE(CopyRead,
                    ::pread(
                        fd, buffer.data(), std::size_t(std::min<std::uint64_t>(buffer.size(), end - off)), off_t(off)));
            if (got == 0) {
                r.changedByOthers = true;
                r.outcome = Text::tr("the file got shorter while it was copied (another program changed it); nothing "
                                     "was exchanged and nothing lost");
                return {};
            }
            if (got < 0)
                return std::unexpected(Error{run.path,
                    Text::tr("reading for the copy: %1; the file was not touched").arg(errnoText(errno)), errno});
            if (FRAGSCOPE_FAILABLE(CopyWrite, ::pwrite(copy.get(), buffer.data(), std::size_t(got), off_t(off))) != got)
                return std::unexpected(Error{
                    run.path, Text::tr("writing the copy: %1; the file was not touched").arg(errnoText(errno)), errno});
            off += std::uint64_t(got);
            done += std::uint64_t(got);
            run.report(done, total, Text::tr("Copying"));
        }
    }
    const timespec times[2] = {st.st_atim, st.st_mtim};
    if (::ftruncate(copy.get(), st.st_size) != 0 || ::futimens(copy.get(), times) != 0
        || FRAGSCOPE_FAILABLE(CopySync, ::fsync(copy.get())) != 0)
        return std::unexpected(Error{
            run.path, Text::tr("writing the copy to disk: %1; nothing was exchanged").arg(errnoText(errno)), errno});
    // The copy, read back from disk, must be the file.
    const QString copyPath = QStringLiteral("/proc/self/fd/%1").arg(copy.get());
    if (run.options.verify) {
        auto state = fileState(copyPath, true);
        if (!state)
            return std::unexpected(state.error());
        if (state->digest != r.stateBefore.digest || state->size != r.stateBefore.size)
            return std::unexpected(
                Error{run.path, Text::tr("the copy read back differs from the file; nothing was exchanged")});
        r.stateAfter.digest = state->digest; // what the file will be once exchanged: verify needs not read it again
        r.stateAfter.digested = true;
    }
    // Give it a name next to the file, for the exchange; a crash from here on leaves that name.
    const QFileInfo info(run.path);
    const QString tempName
        = info.absolutePath() + QStringLiteral("/.fragscope-defrag-%1-%2").arg(::getpid()).arg(st.st_ino);
    const QByteArray temp = pathBytes(tempName);
    const QByteArray target = pathBytes(info.absoluteFilePath());
    if (FRAGSCOPE_FAILABLE(CopyLink,
            ::linkat(AT_FDCWD, copyPath.toLocal8Bit().constData(), AT_FDCWD, temp.constData(), AT_SYMLINK_FOLLOW))
        != 0)
        return std::unexpected(
            Error{run.path, Text::tr("naming the copy: %1; nothing was exchanged").arg(errnoText(errno)), errno});
    // Removes the temporary name; what it names (our copy, or the old file once exchanged) then
    // goes. When even that fails, the note says where it is.
    QString leftover;
    const auto removeTemp = [&] {
        if (FRAGSCOPE_FAILABLE(CopyUnlinkOld, ::unlink(temp.constData())) != 0)
            leftover = Text::tr("%1 could not be removed (%2): remove it by hand")
                           .arg(displayPathText(tempName), errnoText(errno));
    };
    const auto withLeftover = [&](const QString& text) {
        return leftover.isEmpty() ? text : Text::tr("%1; %2", "an outcome; a file left behind").arg(text, leftover);
    };
    struct stat now
    {
    };
    const bool unchanged = leaseHeld() && ::fstat(fd, &now) == 0 && now.st_size == st.st_size
        && now.st_mtim.tv_sec == st.st_mtim.tv_sec && now.st_mtim.tv_nsec == st.st_mtim.tv_nsec;
    if (!unchanged) {
        removeTemp(); // the copy: the file was never touched
        r.changedByOthers = true;
        r.outcome = withLeftover(Text::tr(
            "another program opened the file for writing during the copy; nothing was exchanged and nothing lost"));
        return {};
    }
    if (FRAGSCOPE_FAILABLE(
            CopyExchange, ::renameat2(AT_FDCWD, temp.constData(), AT_FDCWD, target.constData(), RENAME_EXCHANGE))
        != 0) {
        const int err = errno;
        removeTemp(); // the copy, still under its temporary name
        return std::unexpected(Error{run.path,
            withLeftover(Text::tr("exchanging the names: %1; the file was not touched").arg(errnoText(err))), err});
    }
    // A writer that opened the old file between the last check and the exchange: put it back. If
    // that fails, both names stay: the copy has the file's name, the old file (what the writer
    // writes into) the temporary one; nothing is removed, and the message says where each is.
    if (failing(FailPoint::CopyLateWriter) || !leaseHeld()) {
        r.changedByOthers = true;
        if (FRAGSCOPE_FAILABLE(
                CopyPutBack, ::renameat2(AT_FDCWD, temp.constData(), AT_FDCWD, target.constData(), RENAME_EXCHANGE))
            != 0) {
            const int err = errno;
            return std::unexpected(Error{run.path,
                Text::tr("another program opened the file for writing at the last moment, and putting the original "
                         "back failed (%1): the original, with what the program writes, is now %2, and the file's "
                         "name holds the copy made before; nothing was removed")
                    .arg(errnoText(err), displayPathText(tempName)),
                err});
        }
        removeTemp(); // the copy, now under the temporary name
        r.outcome = withLeftover(Text::tr(
            "another program opened the file for writing at the last moment; the original was put back, nothing lost"));
        return {};
    }
    removeTemp(); // the old file, now under the temporary name
    UniqueFd dir(::open(pathBytes(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.valid())
        ::fsync(dir.get());
    r.defragmented = true;
    auto result = finish(run, copy.get());
    if (result && !r.changedByOthers) {
        r.outcome = withLeftover(lost.isEmpty()
                ? Text::tr("%1; a new copy: the inode number and ctime changed").arg(r.outcome)
                : Text::tr("%1; a new copy: the inode number and ctime changed; not carried over: %2")
                      .arg(r.outcome, lost.join(QStringLiteral(", "))));
    }
    return result;
}

} // namespace

const Engine kCopyEngine{DefragMethod::Copy, 0, O_RDONLY, copyDefrag};

} // namespace fragscope::defrag
