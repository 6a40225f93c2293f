// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/copytools.h"

#include "bench/commandjob.h"
#include "defrag/defrag.h"
#include "io/cache.h"
#include "io/random.h"
#include "lab/experiment.h"
#include "util/fd.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>

#include <fcntl.h>
#include <unistd.h>

#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lab)
};

constexpr std::uint64_t kRound = 64 * 1024;

QStringList treeFiles(const QString& dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext())
        out << it.next();
    out.sort();
    return out;
}

QString quoted(const QString& path)
{
    return u'\'' + QString(path).replace(u'\'', QStringLiteral("'\\''")) + u'\'';
}

} // namespace

std::vector<CopyTool> installedCopyTools()
{
    const CopyTool all[] = {
        {QStringLiteral("tar"), QStringLiteral("tar"), QStringLiteral("tar -C \"$1\" -cf - . | tar -C \"$2\" -xf -")},
        {QStringLiteral("cpio"), QStringLiteral("cpio"),
            QStringLiteral("cd \"$1\" && find . -depth -print0 | cpio --quiet --null -pdm \"$2\"")},
        {QStringLiteral("cp -a"), QStringLiteral("cp"), QStringLiteral("cp -a \"$1\"/. \"$2\"/")},
        {QStringLiteral("rsync"), QStringLiteral("rsync"), QStringLiteral("rsync -a \"$1\"/ \"$2\"/")},
    };
    std::vector<CopyTool> out;
    for (const CopyTool& t : all) {
        if (!QStandardPaths::findExecutable(t.program).isEmpty())
            out.push_back(t);
    }
    return out;
}

Result<TreeSize> makeFragmentedTree(const QString& dir, int files, std::uint64_t seed, const LabControl& control,
    const std::function<void(std::uint64_t, std::uint64_t)>& progress)
{
    if (QFileInfo::exists(dir))
        return std::unexpected(Error{dir, Text::tr("already exists")});
    Rng rng(seed);
    std::vector<std::uint64_t> sizes;
    TreeSize tree;
    for (int i = 0; i < files; ++i) {
        // log-uniform from 4 KiB to 1 MiB
        sizes.push_back(std::uint64_t(4096.0 * std::pow(256.0, rng.uniform())));
        tree.bytes += sizes.back();
    }
    tree.files = std::uint64_t(files);
    std::vector<UniqueFd> fds;
    for (int i = 0; i < files; ++i) {
        const QString folder = QStringLiteral("%1/d%2").arg(dir).arg(i % 16, 2, 10, QLatin1Char('0'));
        if (!QDir().mkpath(folder))
            return std::unexpected(Error{folder, Text::tr("cannot make the folder")});
        const QString path = QStringLiteral("%1/f%2").arg(folder).arg(i, 5, 10, QLatin1Char('0'));
        UniqueFd fd(::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
        if (!fd.valid())
            return std::unexpected(Error{path, errnoText(errno), errno});
        fds.push_back(std::move(fd));
    }
    std::vector<char> chunk(kRound);
    std::uint64_t written = 0;
    for (std::uint64_t at = 0;; at += kRound) {
        bool any = false;
        for (int i = 0; i < files; ++i) {
            if (at >= sizes[std::size_t(i)])
                continue;
            if (!control.goOn())
                return std::unexpected(Error{dir, Text::tr("cancelled"), 0, true});
            const std::size_t n = std::size_t(std::min(kRound, sizes[std::size_t(i)] - at));
            rng.fill(chunk.data(), n);
            if (::pwrite(fds[std::size_t(i)].get(), chunk.data(), n, off_t(at)) != ssize_t(n))
                return std::unexpected(Error{dir, errnoText(errno), errno});
            written += n;
            any = true;
        }
        if (!any)
            break;
        // Each round allocated before the next: the files' pieces interleave.
        if (auto ok = commitFileSystem(dir); !ok)
            return std::unexpected(ok.error());
        if (progress)
            progress(written, tree.bytes);
    }
    return tree;
}

Result<BenchResult> copyTree(const CopyTool& tool, const QString& from, const QString& to,
    const std::atomic<bool>& cancel, const std::function<void(const BenchTick&)>& onTick)
{
    if (QFileInfo::exists(to))
        return std::unexpected(Error{to, Text::tr("already exists")});
    if (!QDir().mkpath(to))
        return std::unexpected(Error{to, Text::tr("cannot make the folder")});
    const CacheDrop drop = defaultCacheDrop();
    const QStringList files = treeFiles(from);
    for (const QString& f : files) {
        if (auto ok = dropFileCache(f, drop); !ok) {
            QDir(to).removeRecursively();
            return std::unexpected(ok.error());
        }
        if (drop == CacheDrop::DropCaches)
            break; // all of them at once
    }
    CommandJob job;
    job.command = QStringLiteral("set -- %1 %2; %3").arg(quoted(from), quoted(to), tool.command);
    BenchResult r = runCommandJob(job, cancel, onTick);
    r.title = tool.name;
    QDir(to).removeRecursively();
    if (!r.error.isEmpty())
        return std::unexpected(Error{from, QStringLiteral("%1: %2").arg(tool.name, r.error)});
    if (!r.warnings.empty()) // it exited with a failure
        return std::unexpected(Error{from, QStringLiteral("%1: %2").arg(tool.name, r.warnings.front().text)});
    return r;
}

TreeDefrag defragTree(
    const QString& dir, const std::atomic<bool>& cancel, const std::function<void(int, int)>& progress)
{
    TreeDefrag out;
    const QStringList files = treeFiles(dir);
    for (const QString& f : files) {
        if (cancel.load())
            break;
        auto r = defragFile(f, DefragOptions{}, cancel);
        ++out.files;
        if (r && r->defragmented) // a file it could not improve or refused stays as it was
            ++out.defragmented;
        if (progress)
            progress(out.files, int(files.size()));
    }
    return out;
}

} // namespace fragscope
