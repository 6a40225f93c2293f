// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/scanner.h"

#include "survey/surveylock.h"

#include "extents/fiemapreader.h"
#include "extents/inspection.h"
#include "extents/ondisk.h"
#include "fs/btrfsfile.h"
#include "fs/fsinfo.h"
#include "survey/filefigures.h"
#include "survey/fileread.h"
#include "survey/scanroots.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <memory>
#include <mutex>
#include <thread>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Scanner)
};

using Clock = std::chrono::steady_clock;

// A directory's entry as getdents64 gave it.
struct Entry
{
    QByteArray name;
    unsigned char type = DT_UNKNOWN;
};

// The work the threads share: a directory to read, or a slice of a large directory's entries.
struct Work
{
    QByteArray path; // of the directory
    std::uint32_t dirIndex = 0;
    std::uint64_t mountId = 0;       // the mount the directory must be on (0: any)
    std::shared_ptr<UniqueFd> dirFd; // set for a slice: the directory, already open
    std::vector<Entry> slice;
    std::size_t root = 0;        // index of the root it came from
    std::uint32_t subvolume = 0; // btrfs: the subvolume it is in (Survey::subvolumes), 0 unknown
    bool subvolumeRoot = false;  // btrfs: a subvolume's top directory (or a root of the scan)
    bool named = false;          // a root the user named: a symbolic link to a folder is followed
};

class Scan
{
public:
    Scan(const ScanOptions& options, const SurveyBatchSink& sink, const std::atomic<bool>* stop)
        : m_options(options)
        , m_sink(sink)
        , m_externalStop(stop)
    { }

    ScanOutcome run(const ScanProgressFn& progress, const ScanStartFn& started);

private:
    struct Local
    {
        SurveyBatch batch;
        Clock::time_point lastFlush = Clock::now();
        std::vector<Extent> extents;
        DiskLayout layout;
        std::vector<ExtentRef> refs;
        std::vector<std::pair<std::uint64_t, std::uint64_t>> unreferenced;
    };

    bool stopped() const
    {
        return m_stop.load(std::memory_order_relaxed)
            || (m_externalStop && m_externalStop->load(std::memory_order_relaxed));
    }
    void push(Work&& work);
    void worker();
    void readDirectory(Work& work, Local& local);
    void enterSubvolume(Work& work, int dirFd, Local& local);
    void processEntries(const Work& work, int dirFd, const std::vector<Entry>& entries, Local& local);
    void processFile(const Work& work, int dirFd, const Entry& entry, const struct statx& st, Local& local);
    bool mapFile(const Work& work, int dirFd, const Entry& entry, const struct statx& st, Local& local, SurveyFile& f);
    void readLayout(int fd, bool btrfs, std::uint64_t size, Local& local);
    void handOverPlaces(SurveyFile& f, std::uint32_t index, Local& local);
    void noFiemapOn(const Work& work, int fd, const struct statx& st, Local& local);
    void scanRootFile(const QByteArray& native, std::size_t rootIndex);
    ScanProgress progressNow(const ScanProgress& expected, Clock::time_point startedAt) const;
    void runPool(const ScanProgressFn& progress, const ScanProgress& expected, Clock::time_point startedAt);
    void flush(Local& local, bool force);
    void skip(Local& local, const QByteArray& path, const QString& reason);

    const ScanOptions& m_options;
    const SurveyBatchSink& m_sink;
    const std::atomic<bool>* m_externalStop;
    std::atomic<bool> m_stop{false};
    std::vector<RootInfo> m_roots;

    std::mutex m_queueMutex;
    std::condition_variable m_queueChanged;
    std::vector<Work> m_queue; // a stack: depth first keeps it short
    unsigned m_active = 0;
    bool m_done = false;
    std::atomic<std::uint32_t> m_nextDir{0};
    std::atomic<std::uint32_t> m_nextSubvolume{1};

    std::mutex m_sinkMutex;
    std::mutex m_noFiemapMutex;
    std::vector<std::uint64_t> m_noFiemapMounts; // mounts that said FIEMAP is not supported
    std::atomic<bool> m_btrfsItemsDenied{false}; // btrfs's extent items need root: asked once

    std::atomic<std::uint64_t> m_files{0}, m_dirs{0}, m_inodes{0}, m_bytes{0};
};

void Scan::push(Work&& work)
{
    {
        const std::lock_guard lock(m_queueMutex);
        m_queue.push_back(std::move(work));
    }
    m_queueChanged.notify_one();
}

void Scan::flush(Local& local, bool force)
{
    const auto now = Clock::now();
    if (local.batch.empty())
        return;
    if (!force && local.batch.files.size() < m_options.batchFiles
        && now - local.lastFlush < std::chrono::milliseconds(100))
        return;
    {
        const std::lock_guard lock(m_sinkMutex);
        m_sink(std::move(local.batch));
    }
    local.batch = SurveyBatch{};
    local.lastFlush = now;
}

void Scan::skip(Local& local, const QByteArray& path, const QString& reason)
{
    local.batch.skipped.push_back(SurveySkip{path, reason});
}

void Scan::worker()
{
    Local local;
    for (;;) {
        Work work;
        {
            std::unique_lock lock(m_queueMutex);
            m_queueChanged.wait(lock, [&] { return !m_queue.empty() || m_done || m_active == 0; });
            if (m_queue.empty() || m_done) {
                m_done = true;
                lock.unlock();
                m_queueChanged.notify_all();
                break;
            }
            work = std::move(m_queue.back());
            m_queue.pop_back();
            ++m_active;
        }
        if (!stopped()) {
            if (work.dirFd)
                processEntries(work, work.dirFd->get(), work.slice, local);
            else
                readDirectory(work, local);
            flush(local, false);
        }
        {
            const std::lock_guard lock(m_queueMutex);
            --m_active;
            if (stopped())
                m_queue.clear();
        }
        m_queueChanged.notify_all();
    }
    flush(local, true);
}

void Scan::readDirectory(Work& work, Local& local)
{
    local.batch.dirs.emplace_back(work.dirIndex, work.path);
    ++local.batch.totals.dirs;
    m_dirs.fetch_add(1, std::memory_order_relaxed);
    auto dirFd = std::make_shared<UniqueFd>(
        ::open(work.path.constData(), O_RDONLY | O_DIRECTORY | (work.named ? 0 : O_NOFOLLOW) | O_CLOEXEC | O_NONBLOCK));
    if (!dirFd->valid()) {
        skip(local, work.path, reasonFor(errno));
        return;
    }
    enterSubvolume(work, dirFd->get(), local);
    std::vector<Entry> entries;
    alignas(8) static thread_local char buffer[64 * 1024];
    for (;;) {
        const long got = ::syscall(SYS_getdents64, dirFd->get(), buffer, sizeof buffer);
        if (got < 0) {
            skip(local, work.path, Text::tr("could not read the directory: %1").arg(errnoText(errno)));
            break;
        }
        if (got == 0)
            break;
        for (long at = 0; at < got;) {
            // struct linux_dirent64: ino, off, reclen, type, then the name.
            const char* record = buffer + at;
            unsigned short reclen = 0;
            std::memcpy(&reclen, record + 16, sizeof reclen);
            const auto type = static_cast<unsigned char>(record[18]);
            const char* name = record + 19;
            at += reclen;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0)))
                continue;
            entries.push_back(Entry{QByteArray(name), type});
        }
        if (stopped())
            return;
    }
    // Large directories are shared out in slices, so one directory of 100,000 files uses every thread.
    constexpr std::size_t kSlice = 1024;
    if (entries.size() > 2 * kSlice) {
        flush(local, true); // the directory is known before any slice of it is handed over
        for (std::size_t from = kSlice; from < entries.size(); from += kSlice) {
            Work slice;
            slice.path = work.path;
            slice.dirIndex = work.dirIndex;
            slice.mountId = work.mountId;
            slice.root = work.root;
            slice.subvolume = work.subvolume;
            slice.dirFd = dirFd;
            const auto end = std::min(entries.size(), from + kSlice);
            slice.slice.assign(
                std::make_move_iterator(entries.begin() + from), std::make_move_iterator(entries.begin() + end));
            push(std::move(slice));
        }
        entries.resize(kSlice);
    }
    processEntries(work, dirFd->get(), entries, local);
}

void Scan::processEntries(const Work& work, int dirFd, const std::vector<Entry>& entries, Local& local)
{
    const QByteArray prefix = work.path.endsWith('/') ? work.path : work.path + '/';
    for (const Entry& entry : entries) {
        if (stopped())
            return;
        m_inodes.fetch_add(1, std::memory_order_relaxed);
        if (entry.type == DT_LNK) {
            ++local.batch.totals.symlinks;
            continue;
        }
        if (entry.type != DT_UNKNOWN && entry.type != DT_DIR && entry.type != DT_REG) {
            ++local.batch.totals.specials;
            continue;
        }
        struct statx st = {};
        int err = 0;
        if (!statxAt(dirFd, entry.name.constData(), &st, &err)) {
            skip(local, prefix + entry.name, reasonFor(err));
            continue;
        }
        if (S_ISDIR(st.stx_mode)) {
            if (work.mountId != 0 && mountIdOf(st) != work.mountId && !m_options.crossMounts) {
                ++local.batch.totals.otherMounts;
                skip(local, prefix + entry.name, Text::tr("another mount (not crossed without --cross-mounts)"));
                continue;
            }
            Work sub;
            sub.path = prefix + entry.name;
            sub.dirIndex = m_nextDir.fetch_add(1);
            sub.mountId = m_options.crossMounts ? 0 : work.mountId;
            sub.root = work.root;
            // Subvolumes are not other mounts: the walk goes on into them, and names them.
            sub.subvolume = work.subvolume;
            sub.subvolumeRoot = m_roots[work.root].btrfs && st.stx_ino == kBtrfsSubvolumeTopIno;
            push(std::move(sub));
        } else if (S_ISREG(st.stx_mode)) {
            processFile(work, dirFd, entry, st, local);
        } else if (S_ISLNK(st.stx_mode)) {
            ++local.batch.totals.symlinks;
        } else {
            ++local.batch.totals.specials;
        }
    }
}

void Scan::processFile(const Work& work, int dirFd, const Entry& entry, const struct statx& st, Local& local)
{
    const RootInfo& root = m_roots[work.root];
    SurveyFile f;
    f.name = entry.name;
    f.dir = work.dirIndex;
    f.subvolume = work.subvolume;
    f.size = st.stx_size;
    f.allocated = st.stx_blocks * 512;
    const bool oneBlock = st.stx_blocks > 0 && f.allocated <= root.fsBlockSize;
    const bool nothing = st.stx_blocks == 0 && st.stx_size == 0;
    // On btrfs a small file may be inline, compressed or shared with a snapshot: always asked.
    const bool placed = !nothing && !(oneBlock && !m_options.mapSmallFiles && !root.btrfs);
    if (nothing)
        f.mapped = true; // an empty file has no extents; there is nothing to ask
    else if (!placed)
        oneBlockFigures(f, root.oneBlock);
    else if (!mapFile(work, dirFd, entry, st, local, f))
        return;
    SurveyBatch& b = local.batch;
    const auto index = std::uint32_t(b.files.size());
    if (placed)
        handOverPlaces(f, index, local);
    countFile(f, placed ? &local.extents : nullptr, b.totals, b.histograms);
    m_files.fetch_add(1, std::memory_order_relaxed);
    m_bytes.fetch_add(f.allocated, std::memory_order_relaxed);
    b.files.push_back(std::move(f));
}

// What the batch takes of a mapped file besides its figures: its pieces and the parts of its
// extents no file uses for the disk map, and, if it shares, its extent references.
void Scan::handOverPlaces(SurveyFile& f, std::uint32_t index, Local& local)
{
    SurveyBatch& b = local.batch;
    if (m_options.placements) {
        // Where its data lies as stored (a compressed extent's own length), each extent once.
        const std::vector<DiskPiece>& pieces = local.layout.pieces;
        const std::vector<bool> shared
            = f.sharedBytes > 0 ? sharedPieces(local.layout, local.extents) : std::vector<bool>(pieces.size(), false);
        for (std::size_t i = 0; i < pieces.size(); ++i) {
            if (i > 0 && pieces[i].disk == pieces[i - 1].disk)
                continue;
            b.placed.push_back(
                PlacedExtent{pieces[i].disk, pieces[i].diskLength, index, f.physicalRuns > 1, shared[i]});
        }
        // The parts of its extents it does not use, where no other file may (Survey::finish does
        // those of shared extents).
        if (f.sharedBytes == 0 && f.unreferencedKnown && f.unreferencedBytes > 0) {
            local.unreferenced.clear();
            extentTotals(local.refs, &local.unreferenced);
            for (const auto& [at, length] : local.unreferenced)
                b.placed.push_back(PlacedExtent{at, length, index, false, false, true});
        }
    }
    if (f.sharedBytes > 0 && !local.refs.empty()) {
        // Its extents are counted once over every file that shares them (Survey::diskTotals).
        f.refsKept = true;
        for (const ExtentRef& r : local.refs)
            b.sharedRefs.push_back(SharedRef{index, r});
    }
}

// A file's extents into local.extents and its figures into f; false (with the reason among the
// skipped, or cancelled) when it has none to show.
bool Scan::mapFile(const Work& work, int dirFd, const Entry& entry, const struct statx& st, Local& local, SurveyFile& f)
{
    UniqueFd fd(::openat(dirFd, entry.name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd.valid()) {
        skip(local, work.path + '/' + entry.name, reasonFor(errno));
        return false;
    }
    const int err = readSettledExtents(
        fd.get(), st, m_options.sync, [this] { return !stopped(); }, local.extents, f);
    if (err == kReplaced) {
        skip(local, work.path + '/' + entry.name, Text::tr("replaced during the scan"));
        return false;
    }
    if (err == ECANCELED)
        return false;
    if (err == EOPNOTSUPP || err == ENOTTY) {
        ++local.batch.totals.unmappedFiles;
        noFiemapOn(work, fd.get(), st, local);
        return false;
    }
    if (err) {
        skip(local, work.path + '/' + entry.name, errnoText(err));
        return false;
    }
    f.mapped = true;
    readLayout(fd.get(), m_roots[work.root].btrfs, f.size, local);
    local.layout.mapBlocks
        = mapBlocksOf(local.extents, f.allocated, m_roots[work.root].fsBlockSize, m_roots[work.root].fsMagic);
    // e4defrag 1.47.0 (Debian 12) counts every non-empty file with blocks; 1.47.4 leaves out those of
    // one block. The installed one is the oracle.
    // The chunk map is the root's file system's: not for a file on another mount (--cross-mounts).
    const RootInfo& root = m_roots[work.root];
    const bool rootsMount = root.mountId == 0 || mountIdOf(st) == root.mountId;
    if (rootsMount && root.btrfs)
        local.layout.readAheadBytes = root.readAheadBytes;
    fileFigures(local.extents, local.layout, f.size > 0 && st.stx_blocks > 0, root.e4, m_options.hdd,
        rootsMount ? root.chunks.get() : nullptr, f);
    return true;
}

// A subvolume's top directory (or a scan's root on btrfs): its id (INO_LOOKUP, any user may ask)
// handed over at once, before any file in it, and the walk below it in it.
void Scan::enterSubvolume(Work& work, int dirFd, Local& local)
{
    if (!work.subvolumeRoot)
        return;
    const auto id = btrfsSubvolumeOf(dirFd, QString());
    if (!id)
        return;
    work.subvolume = m_nextSubvolume.fetch_add(1);
    local.batch.subvolumes.emplace_back(work.subvolume, SurveySubvolume{*id, work.path});
    flush(local, true);
}

// The file's place on disk into local.layout and its extent references into local.refs
// (diskLayoutOf); btrfs's extent items are not asked again once they were refused for want of root.
void Scan::readLayout(int fd, bool btrfs, std::uint64_t size, Local& local)
{
    Error why;
    const bool ask = btrfs && !m_btrfsItemsDenied.load(std::memory_order_relaxed);
    local.layout = diskLayoutOf(ask ? fd : -1, QString(), local.extents, size, btrfs, &local.refs, &why);
    if (why.errnum == EPERM)
        m_btrfsItemsDenied = true;
}

// A file system without FIEMAP: said once per mount, its files counted but not mapped.
void Scan::noFiemapOn(const Work& work, int fd, const struct statx& st, Local& local)
{
    const std::uint64_t mount = mountIdOf(st);
    const std::lock_guard lock(m_noFiemapMutex);
    if (std::find(m_noFiemapMounts.begin(), m_noFiemapMounts.end(), mount) != m_noFiemapMounts.end())
        return;
    m_noFiemapMounts.push_back(mount);
    struct statfs sfs = {};
    const QString type
        = ::fstatfs(fd, &sfs) == 0 ? fsTypeNameForMagic(std::uint64_t(sfs.f_type) & 0xFFFFFFFFu) : QStringLiteral("?");
    skip(local, work.path,
        Text::tr("the %1 file system does not report extents (FIEMAP is not supported); its files are counted but "
                 "not mapped")
            .arg(type));
}

// Roots that are files: one call each, on this thread, in a directory entry of their own.
void Scan::scanRootFile(const QByteArray& native, std::size_t rootIndex)
{
    Local local;
    const qsizetype slash = native.lastIndexOf('/');
    Work parent;
    parent.path = slash > 0 ? native.left(slash) : QByteArray("/");
    parent.dirIndex = m_nextDir.fetch_add(1);
    parent.root = rootIndex;
    parent.subvolumeRoot = m_roots[rootIndex].btrfs;
    local.batch.dirs.emplace_back(parent.dirIndex, parent.path);
    UniqueFd dirFd(::open(parent.path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dirFd.valid())
        enterSubvolume(parent, dirFd.get(), local);
    const std::vector<Entry> one{Entry{native.mid(slash + 1), DT_UNKNOWN}};
    processEntries(parent, dirFd.get(), one, local);
    flush(local, true);
}

ScanProgress Scan::progressNow(const ScanProgress& expected, Clock::time_point startedAt) const
{
    ScanProgress p = expected;
    p.files = m_files.load();
    p.dirs = m_dirs.load();
    p.inodes = m_inodes.load() + p.dirs;
    p.bytes = m_bytes.load();
    p.seconds = std::chrono::duration<double>(Clock::now() - startedAt).count();
    return p;
}

// The folders, on a pool of workers; the progress from this thread every 100 ms.
void Scan::runPool(const ScanProgressFn& progress, const ScanProgress& expected, Clock::time_point startedAt)
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const unsigned threads = m_options.threads ? m_options.threads : std::clamp(cores * 2, 2u, 16u);
    std::vector<std::jthread> pool;
    pool.reserve(threads);
    for (unsigned i = 0; i < threads; ++i)
        pool.emplace_back([this] { worker(); });
    for (bool done = false; !done;) {
        std::unique_lock lock(m_queueMutex);
        m_queueChanged.wait_for(lock, std::chrono::milliseconds(100), [&] { return m_done; });
        done = m_done;
        lock.unlock();
        if (m_externalStop && m_externalStop->load())
            m_stop = true;
        if (progress)
            progress(progressNow(expected, startedAt));
    }
}

ScanOutcome Scan::run(const ScanProgressFn& progress, const ScanStartFn& started)
{
    const auto startedAt = Clock::now();
    ScanOutcome outcome;
    RootsPlan plan = planRoots(m_options.roots, m_options.crossMounts);
    outcome.failedRoots = std::move(plan.failed);
    m_roots = std::move(plan.roots);
    for (RootInfo& r : m_roots)
        r.oneBlock = oneBlockRead(r.fsBlockSize, m_options.hdd);
    for (PlannedRoot& dir : plan.dirs) {
        Work w;
        w.path = std::move(dir.path);
        w.dirIndex = m_nextDir.fetch_add(1);
        w.mountId = dir.mountId;
        w.root = dir.root;
        w.subvolumeRoot = m_roots[dir.root].btrfs;
        w.named = true;
        m_queue.push_back(std::move(w));
    }
    if (started)
        started(plan.description);
    for (const PlannedRoot& file : plan.files)
        scanRootFile(file.path, file.root);
    if (!m_queue.empty())
        runPool(progress, plan.expected, startedAt);
    else if (progress) // only files were named: they are done, and no pool is started for nothing
        progress(progressNow(plan.expected, startedAt));
    outcome.cancelled = stopped();
    outcome.seconds = std::chrono::duration<double>(Clock::now() - startedAt).count();
    return outcome;
}

} // namespace

double ScanProgress::fraction() const
{
    if (expectedInodes == 0 && expectedBytes == 0)
        return -1;
    // Small files cost per inode, large ones per byte: the mean of the two shares.
    const double byInodes = expectedInodes ? std::min(1.0, double(inodes) / double(expectedInodes)) : 0;
    const double byBytes = expectedBytes ? std::min(1.0, double(bytes) / double(expectedBytes)) : byInodes;
    return std::min(0.999, (byInodes + byBytes) / 2);
}

double ScanProgress::remainingSeconds() const
{
    const double f = fraction();
    if (f <= 0.01 || seconds < 0.5)
        return -1;
    return seconds * (1 - f) / f;
}

ScanOutcome scanTree(const ScanOptions& options, const SurveyBatchSink& sink, const ScanProgressFn& progress,
    const std::atomic<bool>* stop, const ScanStartFn& started)
{
    // Shared with other surveys; `fragscope metrics` leaves this file system alone meanwhile (and
    // its own survey, holding the claim alone, goes on without this one).
    const SurveyLock claim = options.roots.isEmpty()
        ? SurveyLock()
        : SurveyLock::tryTakeFor(options.roots.constFirst(), SurveyLock::Mode::Shared);
    Scan scan(options, sink, stop);
    return scan.run(progress, started);
}

Survey runSurvey(
    const ScanOptions& options, ScanOutcome* outcome, const ScanProgressFn& progress, const std::atomic<bool>* stop)
{
    Survey survey;
    survey.roots = options.roots;
    *outcome = scanTree(
        options, [&survey](SurveyBatch&& batch) { survey.add(std::move(batch)); }, progress, stop,
        [&survey](const Survey& description) { survey.describeAs(description); });
    survey.finish(!outcome->cancelled, outcome->seconds);
    return survey;
}

} // namespace fragscope
