// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/copytools.h"

#include "bench/engine/commandjob.h"
#include "defrag/defrag.h"
#include "io/cache.h"
#include "io/ownedfiles.h"
#include "io/random.h"
#include "lab/experiment.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QDir>
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
    QStringList out = regularFilesUnder(dir); // names as bytes
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

TreeToMake generatedTree(int files, std::uint64_t minBytes, std::uint64_t maxBytes, std::uint64_t seed)
{
    Rng rng(seed);
    TreeToMake plan;
    const double ratio = double(std::max(maxBytes, minBytes)) / double(std::max<std::uint64_t>(minBytes, 1));
    for (int i = 0; i < files; ++i) {
        TreeFile f;
        f.relative = QStringLiteral("d%1/f%2").arg(i % 16, 2, 10, QLatin1Char('0')).arg(i, 5, 10, QLatin1Char('0'));
        f.size = std::uint64_t(double(minBytes) * std::pow(ratio, rng.uniform())); // log-uniform
        plan.bytes += f.size;
        plan.files.push_back(std::move(f));
    }
    return plan;
}

Result<TreeToMake> treeOf(const QString& source)
{
    if (pathKind(canonicalPath(source)) != PathKind::Directory)
        return std::unexpected(Error{source, Text::tr("not a folder")});
    if (::access(pathBytes(source).constData(), R_OK | X_OK) != 0)
        return std::unexpected(Error{source, Text::tr("cannot be read")});
    TreeToMake plan;
    // Names as bytes: a name that is not UTF-8 is copied as it is.
    QString base = canonicalPath(source);
    for (const QString& f : regularFilesUnder(base)) {
        if (::access(pathBytes(f).constData(), R_OK) != 0)
            return std::unexpected(Error{f, Text::tr("cannot be read")});
        const auto size = std::uint64_t(fileSizeAt(f));
        plan.files.push_back(TreeFile{f.mid(base.size() + 1), size, f});
        plan.bytes += size;
    }
    if (plan.files.empty())
        return std::unexpected(Error{source, Text::tr("has no file to copy")});
    std::sort(plan.files.begin(), plan.files.end(),
        [](const TreeFile& a, const TreeFile& b) { return a.relative < b.relative; });
    return plan;
}

namespace {

// Every file of the plan made empty, its folders with it.
Result<void> makeEmptyFiles(const QString& dir, const TreeToMake& plan)
{
    for (const TreeFile& f : plan.files) {
        const QString path = dir + u'/' + f.relative;
        if (!makePath(QFileInfo(path).path()))
            return std::unexpected(Error{QFileInfo(path).path(), Text::tr("cannot make the folder")});
        UniqueFd fd(::open(pathBytes(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
        if (!fd.valid())
            return std::unexpected(Error{path, errnoText(errno), errno});
    }
    return {};
}

// A file's n bytes at `at`: random, or its source's.
Result<void> readChunk(const TreeFile& f, std::uint64_t at, char* chunk, std::size_t n, Rng& rng)
{
    if (f.source.isEmpty()) {
        rng.fill(chunk, n);
        return {};
    }
    UniqueFd in(::open(pathBytes(f.source).constData(), O_RDONLY | O_CLOEXEC));
    const ssize_t got = in.valid() ? ::pread(in.get(), chunk, n, off_t(at)) : -1;
    if (got < 0)
        return std::unexpected(Error{f.source, errnoText(errno), errno});
    if (got != ssize_t(n))
        return std::unexpected(Error{f.source, Text::tr("became shorter while it was copied")});
    return {};
}

// One round: every file that is not yet whole gets its next kRound bytes, each file opened for its
// own write (a tree of any number of files needs two descriptors). The bytes written; 0 when every
// file was whole.
Result<std::uint64_t> writeRound(const QString& dir, const TreeToMake& plan, std::uint64_t at, std::vector<char>& chunk,
    Rng& rng, const LabControl& control)
{
    std::uint64_t written = 0;
    for (const TreeFile& f : plan.files) {
        if (at >= f.size)
            continue;
        if (!control.goOn())
            return std::unexpected(Error{dir, Text::tr("cancelled"), 0, true});
        const std::size_t n = std::size_t(std::min(kRound, f.size - at));
        if (auto ok = readChunk(f, at, chunk.data(), n, rng); !ok)
            return std::unexpected(ok.error());
        const QString path = dir + u'/' + f.relative;
        UniqueFd out(::open(pathBytes(path).constData(), O_WRONLY | O_CLOEXEC));
        if (!out.valid() || ::pwrite(out.get(), chunk.data(), n, off_t(at)) != ssize_t(n))
            return std::unexpected(Error{path, errnoText(errno), errno});
        written += n;
    }
    return written;
}

} // namespace

Result<void> makeFragmentedTree(const QString& dir, const TreeToMake& plan, OwnedFiles& owned, Rng& rng,
    const LabControl& control, const std::function<void(std::uint64_t, std::uint64_t)>& progress)
{
    if (auto made = owned.createDirectory(dir); !made)
        return made;
    if (auto made = makeEmptyFiles(dir, plan); !made)
        return made;
    std::vector<char> chunk(kRound);
    std::uint64_t written = 0;
    for (std::uint64_t at = 0;; at += kRound) {
        const auto round = writeRound(dir, plan, at, chunk, rng, control);
        if (!round)
            return std::unexpected(round.error());
        if (*round == 0)
            break;
        written += *round;
        // Each round allocated before the next: the files' pieces interleave.
        if (auto ok = commitFileSystem(dir); !ok)
            return std::unexpected(ok.error());
        if (progress)
            progress(written, plan.bytes);
    }
    return {};
}

Result<BenchResult> copyTree(const CopyTool& tool, const QString& from, const QString& to, OwnedFiles& owned,
    const std::atomic<bool>& cancel, const std::function<void(const BenchTick&)>& onTick)
{
    if (auto made = owned.createDirectory(to); !made)
        return std::unexpected(made.error());
    const CacheDrop drop = defaultCacheDrop();
    const QStringList files = treeFiles(from);
    for (const QString& f : files) {
        if (auto ok = dropFileCache(f, drop); !ok) {
            owned.remove(to);
            return std::unexpected(ok.error());
        }
        if (drop == CacheDrop::DropCaches)
            break; // all of them at once
    }
    CommandJob job;
    job.command = QStringLiteral("set -- %1 %2; %3").arg(quoted(from), quoted(to), tool.command);
    BenchResult r = runCommandJob(job, cancel, onTick);
    r.title = tool.name;
    owned.remove(to);
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
