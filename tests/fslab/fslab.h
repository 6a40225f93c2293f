// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fslabskip.h"

#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <sys/vfs.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>

namespace fragscope::fslab {

enum class FsType { Ext4, Xfs, Btrfs };
QString fsName(FsType type);

// A fresh scratch directory on a file system that reports extents (FIEMAP): under the build tree
// (the working directory of the tests) when it is writable, else under the temporary directory.
// isValid() is false when neither works; *why then says so.
std::unique_ptr<QTemporaryDir> scratchDir(const QString& name, QString* why);

// In a test function: `var` becomes a const QTemporaryDir& to a fresh scratch directory, or the test
// skips with the reason there is none.
#define FSLAB_SCRATCH_DIR(var, name)                                                                                   \
    QString var##Why;                                                                                                  \
    const auto var##Holder = ::fragscope::fslab::scratchDir(QStringLiteral(name), &var##Why);                          \
    if (!var##Holder->isValid())                                                                                       \
        FSLAB_SKIP(var##Why);                                                                                          \
    const QTemporaryDir& var = *var##Holder

// Why a loop-mounted file system cannot be made here (not root, a tool missing), or empty.
QString skipReason(FsType type);

// A file system in a sparse image under a fresh temporary directory, loop-mounted. The destructor
// always unmounts, detaches the loop device and removes the image, also when a test failed. A test
// process that dies without it (a sanitizer halting on a report, a crash, SIGKILL) leaves them; the
// first LoopFs of the next test process takes them down (removeDeadLoopFs).
// A ramfs on a fresh temporary directory: a file system with no O_DIRECT at all (tmpfs has it since
// Linux 6.6). Unmounted when it goes. skipReason() is empty when it is mounted.
class RamFs
{
public:
    RamFs();
    ~RamFs();
    RamFs(const RamFs&) = delete;
    RamFs& operator=(const RamFs&) = delete;
    QString path() const { return m_dir.path(); }
    QString skipReason() const { return m_skip; }

private:
    QTemporaryDir m_dir;
    QString m_skip;
};

// Where a LoopFs's image lies and how its loop device reads it. In RAM (/dev/shm) with direct I/O,
// the device's only limit is what is set on it (the cgroup block throttle): a disk of known speed.
struct LoopPlace
{
    QString parent = {}; // the image's folder's parent: QDir::tempPath() when empty
    bool directIo = false;
    // btrfs over this many images, each on a loop device of its own (mkfs's options say the
    // profiles, e.g. {"-d", "raid0", "-m", "raid1"}); the first is device().
    int devices = 1;
};
// The folders LoopFs images go under (removeDeadLoopFs looks in each).
QStringList loopParents();

class LoopFs
{
public:
    // mkfsOptions go to mkfs before the image, e.g. {"-O", "^extent"} for ext3-style files on ext4;
    // mountOptions to every mount, e.g. "compress=zstd".
    LoopFs(FsType type, std::uint64_t sizeMiB, const QStringList& mkfsOptions = {}, const QString& mountOptions = {},
        const LoopPlace& place = {});
    ~LoopFs();
    LoopFs(const LoopFs&) = delete;
    LoopFs& operator=(const LoopFs&) = delete;

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    FsType type() const { return m_type; }
    QString mountPoint() const { return m_mount; }
    QString device() const { return m_device; }
    QStringList devices() const { return m_devices; } // every loop device, the first device() (LoopPlace::devices)
    QString image() const { return m_image; }
    QString path(const QString& name) const { return m_mount + QLatin1Char('/') + name; }
    // Unmount and mount again (the page cache of the file system is gone afterwards), optionally
    // read-only; returns the error, or an empty string.
    QString remount(bool readOnly = false);
    // Unmounted, checked by the file system's own checker without repairing (e2fsck -fn,
    // xfs_repair -n, btrfs check --readonly), mounted again; empty when clean, else what it said.
    QString check();
    // A copy of `binary` beside the image that any user can run, with the image's folder and the
    // mount point opened to them (for `setpriv --reuid=65534`); empty when it cannot be made. It
    // goes with the file system.
    QString copyForOthers(const QString& binary) const;

private:
    void cleanUp();
    QString mount(bool readOnly = false);

    FsType m_type;
    QString m_mountOptions;
    LoopPlace m_place;
    QTemporaryDir m_dir;
    QString m_image;
    QString m_mount;
    QString m_device;
    QStringList m_devices;
    QStringList m_images;
    bool m_mounted = false;
    QString m_error;
};

// /proc/self/mounts as text: what is mounted where, right now.
QString mounts();

// The LoopFs directories of processes that are gone (each names its owner, pid and start time, in a
// file "owner"): unmounted, their loop devices detached, removed. Those it removed.
QStringList removeDeadLoopFs();

// Whether path is on a tmpfs, the file system without FIEMAP that every Linux has (/dev/shm).
bool onTmpfs(const QString& path);

// The environment to run a program under fiu-run with: as this one, and under AddressSanitizer
// the preloaded library allowed before its runtime (ASan refuses to start otherwise), and no
// symbolizer: a report would start llvm-symbolizer with the failing calls still in force (it waited
// on its pipe for ever). fiu-run's own allocation is left out by tests/sanitizers/lsan.supp, by its
// library's name, which needs no symbolizer.
QProcessEnvironment fiuRunEnvironment();

// Runs a program; returns its stdout, or an error text in *error (exit status and stderr).
QByteArray run(const QString& program, const QStringList& args, QString* error, int timeoutMs = 120000);

// `BINARY ARGS...`'s JSON document on stdout (empty when it printed none: stderr is warned about),
// run as the uid `asUser` (group nogroup) through setpriv when given (BINARY then a copy that user
// can run); its exit status into *exitCode when asked.
QJsonObject fragscopeJson(
    const QString& binary, const QStringList& args, const QString& asUser = {}, int* exitCode = nullptr);

// `BINARY map --format json FILE`'s entry for the file (empty when it printed none; its error is
// warned about), run as the uid `asUser` through setpriv when given (BINARY then a copy that user
// can run).
QJsonObject mapEntry(const QString& binary, const QString& path, const QString& asUser = {});

// What statfs says other programs may use (f_bavail), in bytes: the figure the floor of free space
// is kept in. availableAfterSync: the same of `mount` once everything is written back (0 when statfs
// fails).
std::uint64_t availableBytesOf(const struct statfs& fs);
std::uint64_t availableAfterSync(const QString& mount);

// The lowest of `figure` (from statfs of `mount`) seen while `work` runs on this thread, sampled
// as fast as another thread can; *samples counts the looks.
std::uint64_t lowestWhile(const QString& mount, const std::function<std::uint64_t(const struct statfs&)>& figure,
    const std::function<void()>& work, std::uint64_t* samples);

// Recipes for files with a known shape. Each returns an empty string on success, else the reason.
QString writeSequential(const QString& path, std::uint64_t bytes);
// Allocate two files a block at a time in turns, then delete the second: one extent per block.
QString interleavedFallocate(
    const QString& path, const QString& partner, std::uint64_t blocks, std::uint32_t blockSize);
// Write `bytes` of data over the start of an existing file, in place (its allocated, unwritten
// extents become written where they lie), then fsync: interleavedFallocate's pieces made data a read
// fetches from the disk.
QString writeInPlace(const QString& path, std::uint64_t bytes);
// Fill dir with 16 KiB files until the file system is full, delete every other one, then write
// `bytes` to path: the file lands in thousands of small free gaps.
QString writeIntoFragmentedFreeSpace(const QString& dir, const QString& path, std::uint64_t bytes);
// Half the free space filled with 128 KiB files and every other one deleted (in `fill`), then a tree
// of `files` files (4 KiB to `largest`, log-uniform, in 16 folders) under `tree` written by `writers`
// threads at once, 16 KiB at a time with fsync after each: fragmented files scattered over the gaps.
QString writeScatteredTree(const QString& fill, const QString& tree, int files, int writers, unsigned seed,
    std::uint64_t largest = 512 * 1024);
// Write `bytes` sequentially and fsync, then overwrite random 4 KiB blocks, each followed by fsync.
// On a copy-on-write file system every overwrite becomes an extent of its own.
QString randomOverwrites(const QString& path, std::uint64_t bytes, int writes, unsigned seed);
// A file with data at the given 4 KiB block indices and holes elsewhere, size `bytes`.
QString writeSparse(const QString& path, std::uint64_t bytes, const QList<std::uint64_t>& blocks);

// compsize -b PATH's TOTAL row: disk usage, uncompressed, referenced (bytes); zeros and *error set
// when it printed none.
struct CompsizeTotals
{
    std::uint64_t disk = 0;
    std::uint64_t uncompressed = 0;
    std::uint64_t referenced = 0;
};
CompsizeTotals compsize(const QString& path, QString* error);

// The SHA-256 of each file's content, to check later that nothing changed (unreadable files are
// left out, so that they show as "gone").
using Digests = std::map<QString, QByteArray>;
Digests digests(const QStringList& files);
// Which file no longer has the content it had ("f03: changed", "f07: gone"), or empty.
QString changedContent(const Digests& before);

// The opening of a test on a loop file system of its own: skips it (fails it, where the suites are
// required) when one cannot be made here, fails it when making one failed; then `var` is mounted.
#define FSLAB_LOOP_FS(var, type, ...)                                                                                  \
    if (const QString fslabWhy_ = ::fragscope::fslab::skipReason(type); !fslabWhy_.isEmpty())                          \
        FSLAB_SKIP(fslabWhy_);                                                                                         \
    ::fragscope::fslab::LoopFs var(type, __VA_ARGS__);                                                                 \
    QVERIFY2(var.ok(), qPrintable(var.error()))

// A loop file system a suite keeps for its lifetime, or why there is none: the skip reason (not
// root, a tool missing) or the error making it or what it holds. Suites add what they keep beside.
struct SuiteFs
{
    std::unique_ptr<LoopFs> fs;
    QString skip;
    // Makes the file system, or says in skip why not.
    void make(FsType type, std::uint64_t sizeMiB);
    // Notes the first part of the suite's tree that could not be made (error not empty): the
    // suite's tests on this file system skip with it.
    void madeOrSkip(const QString& what, const QString& error);
};
// A data column "type" with a row for each of ext4, XFS and btrfs, named after it.
void addFsTypeRows();

} // namespace fragscope::fslab
