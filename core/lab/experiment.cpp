// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/experiment.h"

#include "bench/ownedfiles.h"
#include "bench/random.h"
#include "bench/runner.h"
#include "extents/fiemapreader.h"
#include "util/fd.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <vector>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lab)
};

constexpr std::uint64_t kMargin = 64ULL << 20; // metadata, and copy-on-write's second place

Result<void> writeSequentially(const QString& path, std::uint64_t size, Rng& rng, const std::atomic<bool>& cancel,
    const std::function<void(std::uint64_t)>& progress)
{
    UniqueFd fd(::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC));
    if (!fd.valid())
        return std::unexpected(Error{path, errnoText(errno), errno});
    std::vector<char> buffer(1 << 20);
    for (std::uint64_t done = 0; done < size;) {
        if (cancel.load())
            return std::unexpected(Error{path, Text::tr("cancelled"), 0, true});
        const std::size_t n = std::size_t(std::min<std::uint64_t>(buffer.size(), size - done));
        rng.fill(buffer.data(), n); // incompressible, so compression cannot hide the layout
        if (::pwrite(fd.get(), buffer.data(), n, off_t(done)) != ssize_t(n))
            return std::unexpected(Error{path, errnoText(errno), errno});
        done += n;
        progress(done);
    }
    if (::fsync(fd.get()) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    return {};
}

// B bytes at a time at distinct random places, each followed by fsync, as in the talk; the layout is
// read about every 250 ms for whoever draws it.
Result<void> writeRandomly(LabTarget& t, const LabSettings& s, int index, Rng& rng, const std::atomic<bool>& cancel,
    const LabProgressFn& progress)
{
    UniqueFd fd(::open(QFile::encodeName(t.file).constData(), O_WRONLY | O_CLOEXEC));
    if (!fd.valid())
        return std::unexpected(Error{t.file, errnoText(errno), errno});
    // The same places on every target: the same writes, only the file system differs.
    const BlockPermutation order(s.fileBytes / s.writeBytes, s.seed * 7919);
    std::vector<char> buffer(s.writeBytes);
    QElapsedTimer clock, sinceMap;
    clock.start();
    sinceMap.start();
    const std::uint64_t total = s.writes();
    for (std::uint64_t i = 0; i < total; ++i) {
        if (cancel.load())
            return std::unexpected(Error{t.file, Text::tr("cancelled"), 0, true});
        rng.fill(buffer.data(), buffer.size());
        const off_t at = off_t(order.at(i % order.size()) * s.writeBytes);
        if (::pwrite(fd.get(), buffer.data(), buffer.size(), at) != ssize_t(buffer.size()))
            return std::unexpected(Error{t.file, errnoText(errno), errno});
        if (::fsync(fd.get()) != 0)
            return std::unexpected(Error{t.file, errnoText(errno), errno});
        t.writesDone = i + 1;
        if (progress && (sinceMap.elapsed() >= 250 || i + 1 == total)) {
            sinceMap.restart();
            LabProgress p{index, LabStep::Writes, i + 1, total, nullptr};
            if (auto map = readExtents(t.file, FiemapOptions{}))
                p.map = std::make_shared<const ExtentMap>(std::move(*map));
            progress(p);
        }
    }
    t.writeSeconds = double(clock.nsecsElapsed()) / 1e9;
    return {};
}

Result<LabStage> stage(const QString& path, const QString& label, int repetitions, const std::atomic<bool>& cancel)
{
    auto snap = takeSnapshot(path, label);
    if (!snap)
        return std::unexpected(snap.error());
    LabStage out{std::move(*snap), std::nullopt};
    if (repetitions > 0)
        out.read = coldReadSpread(path, repetitions, cancel);
    return out;
}

QString roomProblem(const QString& dir, const LabSettings& s)
{
    const QByteArray d = QFile::encodeName(dir);
    if (!QFileInfo(dir).isDir())
        return Text::tr("not a directory");
    if (::access(d.constData(), W_OK) != 0)
        return Text::tr("cannot be written: %1").arg(errnoText(errno));
    struct statvfs v = {};
    if (::statvfs(d.constData(), &v) != 0)
        return errnoText(errno);
    const std::uint64_t free = std::uint64_t(v.f_bavail) * v.f_frsize;
    const std::uint64_t need = s.bytesNeeded();
    if (free < need)
        return Text::tr("%1 bytes free; the experiment needs %2 (the file%3, the writes and a margin)")
            .arg(free)
            .arg(need)
            .arg(s.defrag ? Text::tr(" twice for the defrag") : QString());
    return {};
}

} // namespace

LabSettings LabSettings::published()
{
    return LabSettings{};
}

LabSettings LabSettings::quick()
{
    LabSettings s;
    s.fileBytes = 256ULL << 20;
    s.writeTotalBytes = 16ULL << 20;
    return s;
}

std::uint64_t LabSettings::bytesNeeded() const
{
    return fileBytes * (defrag ? 2 : 1) + writeTotalBytes + kMargin;
}

QString LabSettings::problem() const
{
    if (writeBytes == 0 || writeBytes % 512 != 0)
        return Text::tr("the write size must be a positive multiple of 512 bytes");
    if (fileBytes == 0 || fileBytes % writeBytes != 0)
        return Text::tr("the file size must be a positive multiple of the write size");
    if (writeTotalBytes < writeBytes || writeTotalBytes > fileBytes)
        return Text::tr("the bytes written must be at least one write and at most the file size");
    if (readRepetitions < 0)
        return Text::tr("the read repetitions cannot be negative");
    return {};
}

QString labStepName(LabStep step)
{
    switch (step) {
    case LabStep::Create:
        return Text::tr("Writing the test file");
    case LabStep::ReadBefore:
        return Text::tr("Reading it (before)");
    case LabStep::Writes:
        return Text::tr("Random writes");
    case LabStep::ReadAfter:
        return Text::tr("Reading it (after the writes)");
    case LabStep::Defrag:
        return Text::tr("Defragmenting");
    case LabStep::ReadAfterDefrag:
        return Text::tr("Reading it (after defrag)");
    case LabStep::Done:
        return Text::tr("Done");
    }
    return {};
}

std::vector<LabStageRef> labStages(const LabTarget& t)
{
    std::vector<LabStageRef> out{{QStringLiteral("created"), Text::tr("Written sequentially"), &t.created},
        {QStringLiteral("after_writes"), Text::tr("After %1 random writes").arg(t.writesDone), &t.afterWrites}};
    if (t.afterDefrag)
        out.push_back({QStringLiteral("after_defrag"), Text::tr("After defrag"), &*t.afterDefrag});
    return out;
}

Result<LabResult> runLab(const QStringList& directories, const LabSettings& s, const std::atomic<bool>& cancel,
    const LabProgressFn& progress)
{
    if (const QString why = s.problem(); !why.isEmpty())
        return std::unexpected(Error{{}, why});
    if (directories.isEmpty())
        return std::unexpected(Error{{}, Text::tr("give at least one directory")});
    for (const QString& dir : directories) {
        if (const QString why = roomProblem(dir, s); !why.isEmpty())
            return std::unexpected(Error{dir, why});
    }
    const auto report = [&](int target, LabStep step, std::uint64_t done, std::uint64_t total) {
        if (progress)
            progress(LabProgress{target, step, done, total, nullptr});
    };
    LabResult r;
    r.settings = s;
    r.startedAt = QDateTime::currentDateTime();
    OwnedFiles owned;
    Rng rng(s.seed);
    for (int i = 0; i < directories.size(); ++i) {
        LabTarget t;
        t.directory = QFileInfo(directories[i]).absoluteFilePath();
        t.file = QStringLiteral("%1/fragscope-lab.%2.%3").arg(t.directory).arg(::getpid()).arg(i);
        if (auto made = owned.create(t.file); !made)
            return std::unexpected(made.error());
        r.targets.push_back(std::move(t));
    }
    // A step on one target ends it for that target; the others go on.
    const auto run = [&](LabStep step, const std::function<Result<void>(LabTarget&, int)>& work) {
        for (int i = 0; i < int(r.targets.size()); ++i) {
            LabTarget& t = r.targets[std::size_t(i)];
            if (!t.error.isEmpty() || r.cancelled)
                continue;
            report(i, step, 0, 1);
            if (auto ok = work(t, i); !ok) {
                if (ok.error().cancelled || cancel.load())
                    r.cancelled = true;
                else
                    t.error = ok.error().message();
            }
        }
    };
    run(LabStep::Create, [&](LabTarget& t, int i) {
        return writeSequentially(t.file, s.fileBytes, rng, cancel,
            [&](std::uint64_t done) { report(i, LabStep::Create, done, s.fileBytes); });
    });
    const auto measure = [&](LabStep step, const QString& label, auto member) {
        run(step, [&](LabTarget& t, int) -> Result<void> {
            auto st = stage(t.file, label, s.readRepetitions, cancel);
            if (!st)
                return std::unexpected(st.error());
            member(t) = std::move(*st);
            return {};
        });
    };
    measure(LabStep::ReadBefore, Text::tr("written sequentially"), [](LabTarget& t) -> LabStage& { return t.created; });
    run(LabStep::Writes, [&](LabTarget& t, int i) { return writeRandomly(t, s, i, rng, cancel, progress); });
    measure(LabStep::ReadAfter, Text::tr("after the random writes"),
        [](LabTarget& t) -> LabStage& { return t.afterWrites; });
    if (s.defrag) {
        run(LabStep::Defrag, [&](LabTarget& t, int) -> Result<void> {
            auto d = defragFile(t.file, DefragOptions{}, cancel);
            if (!d)
                return std::unexpected(d.error());
            t.defrag = std::move(*d);
            return {};
        });
        measure(LabStep::ReadAfterDefrag, Text::tr("after defrag"), [](LabTarget& t) -> LabStage& {
            if (!t.afterDefrag)
                t.afterDefrag.emplace();
            return *t.afterDefrag;
        });
    }
    r.cancelled = r.cancelled || cancel.load(); // a cancelled read ends without an error
    if (s.keepFiles)
        owned.keepAll();
    else
        owned.removeAll();
    r.finishedAt = QDateTime::currentDateTime();
    report(0, LabStep::Done, 1, 1);
    return r;
}

} // namespace fragscope
