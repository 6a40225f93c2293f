// SPDX-License-Identifier: GPL-3.0-or-later
#include "fslab.h"
#include "util/path.h"
#include "util/proc.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace fragscope::fslab {
namespace {

QString mkfsFor(FsType type)
{
    switch (type) {
    case FsType::Ext4:
        return QStringLiteral("mkfs.ext4");
    case FsType::Xfs:
        return QStringLiteral("mkfs.xfs");
    case FsType::Btrfs:
        return QStringLiteral("mkfs.btrfs");
    }
    return {};
}

QStringList mkfsArgs(FsType type)
{
    switch (type) {
    case FsType::Ext4:
        return {QStringLiteral("-F"), QStringLiteral("-q")};
    case FsType::Xfs:
    case FsType::Btrfs:
        return {QStringLiteral("-f"), QStringLiteral("-q")};
    }
    return {};
}

QString errnoString(const QString& what, const QString& path)
{
    return QStringLiteral("%1 %2: %3").arg(what, path, QString::fromLocal8Bit(std::strerror(errno)));
}

std::vector<char> filler(std::size_t size, unsigned seed)
{
    std::vector<char> data(size);
    std::mt19937 rng(seed);
    for (auto& c : data)
        c = char(rng());
    return data;
}

} // namespace

QString fsName(FsType type)
{
    switch (type) {
    case FsType::Ext4:
        return QStringLiteral("ext4");
    case FsType::Xfs:
        return QStringLiteral("xfs");
    case FsType::Btrfs:
        return QStringLiteral("btrfs");
    }
    return {};
}

RamFs::RamFs()
{
    if (::geteuid() != 0)
        m_skip = QStringLiteral("mounting a ramfs needs root");
    else if (::mount("ramfs", pathBytes(m_dir.path()).constData(), "ramfs", 0, nullptr) != 0)
        m_skip = QStringLiteral("cannot mount a ramfs here: ") + QString::fromLocal8Bit(std::strerror(errno));
}

RamFs::~RamFs()
{
    if (m_skip.isEmpty())
        ::umount2(pathBytes(m_dir.path()).constData(), MNT_DETACH);
}

QString skipReason(FsType type)
{
    if (::geteuid() != 0)
        return QStringLiteral("needs root to mount loop images");
    for (const QString& tool :
        {mkfsFor(type), QStringLiteral("losetup"), QStringLiteral("mount"), QStringLiteral("umount")}) {
        if (QStandardPaths::findExecutable(tool).isEmpty()
            && QStandardPaths::findExecutable(tool, {QStringLiteral("/sbin"), QStringLiteral("/usr/sbin")}).isEmpty())
            return QStringLiteral("%1 is not installed").arg(tool);
    }
    if (!QFile::exists(QStringLiteral("/dev/loop-control")))
        return QStringLiteral("no loop device support (/dev/loop-control missing)");
    return {};
}

QString mounts()
{
    QFile f(QStringLiteral("/proc/self/mounts"));
    return f.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(f.readAll()) : QString();
}

namespace {
// Unmounts mnt; when something still holds it, detaches it lazily rather than leak the mount.
void unmount(const QString& mnt)
{
    QString err;
    run(QStringLiteral("umount"), {mnt}, &err);
    if (!err.isEmpty()) {
        err.clear();
        run(QStringLiteral("umount"), {QStringLiteral("-l"), mnt}, &err);
    }
}
} // namespace

// The dead LoopFs directories under one parent (removeDeadLoopFs).
static QStringList removeDeadLoopFsIn(const QDir& tmp);

QStringList removeDeadLoopFs()
{
    QStringList removed;
    for (const QString& parent : loopParents())
        removed << removeDeadLoopFsIn(QDir(parent));
    return removed;
}

QStringList loopParents()
{
    QStringList parents{QDir::tempPath()};
    if (QFileInfo(QStringLiteral("/dev/shm")).isDir() && !parents.contains(QStringLiteral("/dev/shm")))
        parents << QStringLiteral("/dev/shm");
    return parents;
}

static QStringList removeDeadLoopFsIn(const QDir& tmp)
{
    QStringList removed;
    for (const QString& name :
        tmp.entryList({QStringLiteral("fragscope-fslab-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString dir = tmp.filePath(name);
        QFile owner(dir + QStringLiteral("/owner"));
        if (!owner.open(QIODevice::ReadOnly))
            continue; // being made, or not one of ours
        const QList<QByteArray> fields = owner.readAll().trimmed().split(' ');
        bool ok = false;
        const pid_t pid = fields.size() == 2 ? fields[0].toInt(&ok) : 0;
        if (!ok || processAlive(pid, fields[1]))
            continue;
        QString err;
        const QString mnt = dir + QStringLiteral("/mnt");
        if (mounts().contains(QLatin1Char(' ') + mnt + QLatin1Char(' ')))
            unmount(mnt);
        for (const QString& image : QDir(dir).entryList({QStringLiteral("*.img")}, QDir::Files)) {
            err.clear();
            const QByteArray held = run(QStringLiteral("losetup"), {QStringLiteral("-j"), dir + u'/' + image}, &err);
            for (const QByteArray& line : held.split('\n')) {
                if (const qsizetype colon = line.indexOf(':'); colon > 0)
                    run(QStringLiteral("losetup"), {QStringLiteral("-d"), QString::fromLocal8Bit(line.left(colon))},
                        &err);
            }
        }
        if (QDir(dir).removeRecursively())
            removed << dir;
    }
    return removed;
}

std::unique_ptr<QTemporaryDir> scratchDir(const QString& name, QString* why)
{
    QStringList tried;
    for (const QString& parent : {QDir::currentPath(), QDir::tempPath(), QStringLiteral("/var/tmp")}) {
        auto dir = std::make_unique<QTemporaryDir>(parent + QLatin1Char('/') + name + QStringLiteral("-XXXXXX"));
        if (!dir->isValid()) {
            tried << QStringLiteral("%1: not writable").arg(parent);
            continue;
        }
        // A one-block file with data: FIEMAP maps it wherever the file system supports it.
        const QByteArray probe = pathBytes(dir->filePath(QStringLiteral(".fiemap-probe")));
        const int fd = ::open(probe.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        bool maps = false;
        if (fd >= 0) {
            char block[4096] = {1};
            maps = ::write(fd, block, sizeof block) == ssize_t(sizeof block) && ::fsync(fd) == 0;
            alignas(8) unsigned char buffer[sizeof(struct fiemap) + sizeof(struct fiemap_extent)] = {};
            auto* request = reinterpret_cast<struct fiemap*>(buffer);
            request->fm_length = ~0ull;
            request->fm_flags = FIEMAP_FLAG_SYNC;
            request->fm_extent_count = 1;
            maps = maps && ::ioctl(fd, FS_IOC_FIEMAP, request) == 0 && request->fm_mapped_extents == 1;
            ::close(fd);
            ::unlink(probe.constData());
        }
        if (maps)
            return dir;
        tried << QStringLiteral("%1: no FIEMAP").arg(parent);
    }
    *why = tried.join(QStringLiteral("; "));
    return std::make_unique<QTemporaryDir>(QString()); // not valid
}

bool onTmpfs(const QString& path)
{
    struct statfs sfs = {};
    return ::statfs(pathBytes(path).constData(), &sfs) == 0 && sfs.f_type == 0x01021994;
}

QProcessEnvironment fiuRunEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ASAN_OPTIONS"),
        env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(" verify_asan_link_order=0 symbolize=0"));
    return env;
}

QByteArray run(const QString& program, const QStringList& args, QString* error, int timeoutMs)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        *error = QStringLiteral("%1 %2: did not finish (%3)")
                     .arg(program, args.join(QLatin1Char(' ')), process.errorString());
        return {};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("%1 %2: exit %3: %4")
                     .arg(program, args.join(QLatin1Char(' ')))
                     .arg(process.exitCode())
                     .arg(QString::fromLocal8Bit(process.readAllStandardError()).trimmed());
        return process.readAllStandardOutput();
    }
    error->clear();
    return process.readAllStandardOutput();
}

QJsonObject fragscopeJson(const QString& binary, const QStringList& args, const QString& asUser, int* exitCode)
{
    QProcess p;
    if (asUser.isEmpty())
        p.start(binary, args);
    else
        p.start(QStringLiteral("setpriv"),
            QStringList{QStringLiteral("--reuid=") + asUser, QStringLiteral("--regid=nogroup"),
                QStringLiteral("--clear-groups"), binary}
                + args);
    if (!p.waitForFinished(120000))
        p.kill();
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    const QJsonDocument doc = QJsonDocument::fromJson(p.readAllStandardOutput());
    if (!doc.isObject())
        qWarning() << binary << args << "printed no JSON:" << p.readAllStandardError();
    return doc.object();
}

QString LoopFs::copyForOthers(const QString& binary) const
{
    const QString top = QFileInfo(m_mount).path();
    const auto open = [](const QString& path) {
        return QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOther | QFile::ReadOther);
    };
    const QString copy = top + QLatin1Char('/') + QFileInfo(binary).fileName();
    QFile::remove(copy);
    if (!open(top) || !open(m_mount) || !QFile::copy(binary, copy) || !open(copy))
        return {};
    return copy;
}

QJsonObject mapEntry(const QString& binary, const QString& path, const QString& asUser)
{
    const QJsonArray files = fragscopeJson(
        binary, {QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), path}, asUser)
                                 .value(QStringLiteral("files"))
                                 .toArray();
    return files.isEmpty() ? QJsonObject() : files.first().toObject();
}

LoopFs::LoopFs(FsType type, std::uint64_t sizeMiB, const QStringList& mkfsOptions, const QString& mountOptions,
    const LoopPlace& place)
    : m_type(type)
    , m_mountOptions(mountOptions)
    , m_place(place)
    , m_dir((place.parent.isEmpty() ? QDir::tempPath() : place.parent) + QStringLiteral("/fragscope-fslab-XXXXXX"))
{
    m_error = skipReason(type);
    if (!m_error.isEmpty())
        return;
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary directory");
        return;
    }
    static std::once_flag swept; // what test processes that died left, once per process
    std::call_once(swept, [] {
        for (const QString& dir : removeDeadLoopFs())
            qInfo("removed %s, left by a test process that died", qPrintable(dir));
    });
    {
        QFile owner(m_dir.filePath(QStringLiteral("owner")));
        if (!owner.open(QIODevice::WriteOnly)
            || owner.write(QByteArray::number(::getpid()) + ' ' + processStartTime(::getpid()) + '\n') < 0) {
            m_error = QStringLiteral("cannot write %1").arg(owner.fileName());
            return;
        }
    }
    const int count = type == FsType::Btrfs ? std::max(1, place.devices) : 1;
    for (int i = 0; i < count; ++i)
        m_images << m_dir.filePath(
            fsName(type) + (i ? QStringLiteral("-%1").arg(i) : QString()) + QStringLiteral(".img"));
    m_image = m_images.first();
    m_mount = m_dir.filePath(QStringLiteral("mnt"));
    QDir().mkpath(m_mount);
    for (const QString& name : std::as_const(m_images)) {
        QFile image(name);
        if (!image.open(QIODevice::WriteOnly) || !image.resize(qint64(sizeMiB) << 20)) {
            m_error = QStringLiteral("cannot create the image %1").arg(name);
            return;
        }
    }
    QString err;
    run(mkfsFor(type), mkfsArgs(type) << mkfsOptions << m_images, &err);
    if (!err.isEmpty()) {
        m_error = err;
        return;
    }
    for (const QString& image : std::as_const(m_images)) {
        const QString device = QString::fromLocal8Bit(
            run(QStringLiteral("losetup"),
                QStringList{QStringLiteral("--find"), QStringLiteral("--show")}
                    << (m_place.directIo ? QStringList{QStringLiteral("--direct-io=on")} : QStringList()) << image,
                &err))
                                   .trimmed();
        if (!err.isEmpty() || device.isEmpty()) {
            m_error = err.isEmpty() ? QStringLiteral("losetup gave no device") : err;
            cleanUp();
            return;
        }
        m_devices << device;
    }
    m_device = m_devices.first();
    err = mount();
    if (!err.isEmpty()) {
        m_error = err;
        cleanUp();
    }
}

QString LoopFs::mount(bool readOnly)
{
    QStringList options;
    if (readOnly)
        options << QStringLiteral("ro");
    if (!m_mountOptions.isEmpty())
        options << m_mountOptions;
    if (m_devices.size() > 1) // the kernel finds the others where udev has not scanned them yet
        for (const QString& device : std::as_const(m_devices))
            options << QStringLiteral("device=") + device;
    QStringList args{m_device, m_mount};
    if (!options.isEmpty())
        args.prepend(QStringLiteral("-o") + options.join(QLatin1Char(',')));
    QString err;
    run(QStringLiteral("mount"), args, &err);
    m_mounted = err.isEmpty();
    return err;
}

QString LoopFs::check()
{
    QString err;
    run(QStringLiteral("umount"), {m_mount}, &err);
    if (!err.isEmpty())
        return err;
    m_mounted = false;
    QString problem;
    switch (m_type) {
    case FsType::Ext4:
        run(QStringLiteral("e2fsck"), {QStringLiteral("-fn"), m_device}, &problem);
        break;
    case FsType::Xfs:
        run(QStringLiteral("xfs_repair"), {QStringLiteral("-n"), m_device}, &problem);
        break;
    case FsType::Btrfs:
        run(QStringLiteral("btrfs"), {QStringLiteral("check"), QStringLiteral("--readonly"), m_device}, &problem);
        break;
    }
    err = mount();
    return problem.isEmpty() ? err : problem;
}

QString LoopFs::remount(bool readOnly)
{
    QString err;
    run(QStringLiteral("umount"), {m_mount}, &err);
    if (!err.isEmpty())
        return err;
    m_mounted = false;
    return mount(readOnly);
}

LoopFs::~LoopFs()
{
    cleanUp();
}

void LoopFs::cleanUp()
{
    QString err;
    if (m_mounted) {
        unmount(m_mount);
        m_mounted = false;
    }
    for (const QString& device : std::as_const(m_devices))
        run(QStringLiteral("losetup"), {QStringLiteral("-d"), device}, &err);
    m_devices.clear();
    m_device.clear();
    for (const QString& image : std::as_const(m_images))
        QFile::remove(image);
}

QString writeSequential(const QString& path, std::uint64_t bytes)
{
    const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return errnoString(QStringLiteral("open"), path);
    const auto data = filler(1 << 20, 1);
    for (std::uint64_t off = 0; off < bytes;) {
        const std::size_t n = std::min<std::uint64_t>(data.size(), bytes - off);
        if (::pwrite(fd, data.data(), n, off_t(off)) != ssize_t(n)) {
            ::close(fd);
            return errnoString(QStringLiteral("write"), path);
        }
        off += n;
    }
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced ? QString() : errnoString(QStringLiteral("fsync"), path);
}

std::uint64_t availableBytesOf(const struct statfs& fs)
{
    return std::uint64_t(fs.f_bavail) * std::uint64_t(fs.f_bsize);
}

std::uint64_t availableAfterSync(const QString& mount)
{
    struct statfs fs = {};
    ::sync();
    return ::statfs(pathBytes(mount).constData(), &fs) == 0 ? availableBytesOf(fs) : 0;
}

std::uint64_t lowestWhile(const QString& mount, const std::function<std::uint64_t(const struct statfs&)>& figure,
    const std::function<void()>& work, std::uint64_t* samples)
{
    std::atomic<bool> done{false};
    std::atomic<std::uint64_t> lowest{~0ULL}, seen{0};
    std::thread sampler([&] {
        struct statfs now
        {
        };
        do { // one look at least, however quick the work
            if (::statfs(pathBytes(mount).constData(), &now) == 0) {
                lowest = std::min<std::uint64_t>(lowest.load(), figure(now));
                ++seen;
            }
        } while (!done.load());
    });
    work();
    done = true;
    sampler.join();
    *samples += seen.load();
    return lowest.load();
}

QString interleavedFallocate(const QString& path, const QString& partner, std::uint64_t blocks, std::uint32_t blockSize)
{
    const int a = ::open(pathBytes(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    const int b = ::open(pathBytes(partner).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    QString result;
    if (a < 0 || b < 0)
        result = errnoString(QStringLiteral("open"), path);
    for (std::uint64_t i = 0; result.isEmpty() && i < blocks; ++i) {
        for (int fd : {a, b}) {
            if (::fallocate(fd, 0, off_t(i * blockSize), off_t(blockSize)) != 0) {
                result = errnoString(QStringLiteral("fallocate"), path);
                break;
            }
        }
    }
    if (a >= 0) {
        ::fsync(a);
        ::close(a);
    }
    if (b >= 0)
        ::close(b);
    ::unlink(pathBytes(partner).constData()); // by bytes: QFile would decode a name that is not UTF-8
    return result;
}

QString writeInPlace(const QString& path, std::uint64_t bytes)
{
    const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return errnoString(QStringLiteral("open"), path);
    const auto data = filler(1 << 20, 4);
    QString result;
    for (std::uint64_t at = 0; result.isEmpty() && at < bytes; at += data.size()) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(data.size(), bytes - at));
        if (::pwrite(fd, data.data(), n, off_t(at)) != ssize_t(n))
            result = errnoString(QStringLiteral("write"), path);
    }
    if (result.isEmpty() && ::fsync(fd) != 0)
        result = errnoString(QStringLiteral("fsync"), path);
    ::close(fd);
    return result;
}

QString writeIntoFragmentedFreeSpace(const QString& dir, const QString& path, std::uint64_t bytes)
{
    QDir().mkpath(dir);
    const auto chunk = filler(16 << 10, 2);
    std::vector<QString> files;
    for (int i = 0;; ++i) {
        const QString name = QStringLiteral("%1/fill-%2").arg(dir).arg(i);
        const int fd = ::open(pathBytes(name).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0)
            break; // out of inodes counts as full too
        const bool written = ::write(fd, chunk.data(), chunk.size()) == ssize_t(chunk.size());
        ::close(fd);
        if (!written) {
            QFile::remove(name);
            break;
        }
        files.push_back(name);
    }
    ::sync();
    if (files.size() < 100)
        return QStringLiteral("could only write %1 filler files into %2").arg(files.size()).arg(dir);
    for (std::size_t i = 0; i < files.size(); i += 2)
        QFile::remove(files[i]);
    ::sync();
    return writeSequential(path, bytes);
}

QString writeScatteredTree(
    const QString& fill, const QString& tree, int files, int writers, unsigned seed, std::uint64_t largest)
{
    // Half the free space in 128 KiB fillers, every other one deleted: gaps for the tree to land in.
    QDir().mkpath(fill);
    struct statfs fs
    {
    };
    if (::statfs(pathBytes(fill).constData(), &fs) != 0)
        return errnoString(QStringLiteral("statfs"), fill);
    const std::uint64_t fillBytes = std::uint64_t(fs.f_bavail) * fs.f_bsize / 2;
    const auto chunk = filler(128 << 10, seed);
    std::vector<QString> fillers;
    for (std::uint64_t done = 0; done < fillBytes; done += chunk.size()) {
        const QString name = QStringLiteral("%1/fill-%2").arg(fill).arg(fillers.size());
        const int fd = ::open(pathBytes(name).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0 || ::write(fd, chunk.data(), chunk.size()) != ssize_t(chunk.size()))
            return errnoString(QStringLiteral("fill"), name);
        ::close(fd);
        fillers.push_back(name);
    }
    ::sync();
    for (std::size_t i = 0; i < fillers.size(); i += 2)
        QFile::remove(fillers[i]);
    ::sync();
    // The tree: sizes log-uniform from 4 KiB to `largest` in 16 folders, each writer writing its
    // files one after another in 16 KiB pieces with fsync after each, the writers at once.
    std::mt19937_64 rng(seed);
    std::vector<std::uint64_t> sizes;
    const double span = double(std::max<std::uint64_t>(largest, 4096)) / 4096.0;
    for (int i = 0; i < files; ++i)
        sizes.push_back(std::uint64_t(4096.0 * std::pow(span, double(rng() % 1000000) / 1e6)));
    for (int d = 0; d < 16; ++d)
        QDir().mkpath(QStringLiteral("%1/d%2").arg(tree).arg(d, 2, 10, QLatin1Char('0')));
    std::vector<QString> errors(static_cast<std::size_t>(writers));
    std::vector<std::thread> threads;
    for (int w = 0; w < writers; ++w) {
        threads.emplace_back([&, w] {
            const auto piece = filler(16 << 10, seed + unsigned(w) + 1);
            for (int i = w; i < files; i += writers) {
                const QString name = QStringLiteral("%1/d%2/f%3")
                                         .arg(tree)
                                         .arg(i % 16, 2, 10, QLatin1Char('0'))
                                         .arg(i, 5, 10, QLatin1Char('0'));
                const int fd = ::open(pathBytes(name).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
                if (fd < 0) {
                    errors[std::size_t(w)] = errnoString(QStringLiteral("open"), name);
                    return;
                }
                for (std::uint64_t at = 0; at < sizes[std::size_t(i)]; at += piece.size()) {
                    const std::size_t n
                        = std::size_t(std::min<std::uint64_t>(piece.size(), sizes[std::size_t(i)] - at));
                    if (::write(fd, piece.data(), n) != ssize_t(n) || ::fsync(fd) != 0) {
                        errors[std::size_t(w)] = errnoString(QStringLiteral("write"), name);
                        ::close(fd);
                        return;
                    }
                }
                ::close(fd);
            }
        });
    }
    for (std::thread& t : threads)
        t.join();
    for (const QString& e : errors) {
        if (!e.isEmpty())
            return e;
    }
    ::sync();
    return {};
}

QString randomOverwrites(const QString& path, std::uint64_t bytes, int writes, unsigned seed)
{
    if (QString err = writeSequential(path, bytes); !err.isEmpty())
        return err;
    const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return errnoString(QStringLiteral("open"), path);
    std::mt19937_64 rng(seed);
    const auto block = filler(4096, seed);
    const std::uint64_t blocks = bytes / 4096;
    for (int i = 0; i < writes; ++i) {
        const std::uint64_t at = (rng() % blocks) * 4096;
        if (::pwrite(fd, block.data(), block.size(), off_t(at)) != ssize_t(block.size()) || ::fsync(fd) != 0) {
            ::close(fd);
            return errnoString(QStringLiteral("overwrite"), path);
        }
    }
    ::close(fd);
    return {};
}

QString writeSparse(const QString& path, std::uint64_t bytes, const QList<std::uint64_t>& blocks)
{
    const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return errnoString(QStringLiteral("open"), path);
    const auto block = filler(4096, 3);
    QString result;
    for (std::uint64_t b : blocks) {
        if (::pwrite(fd, block.data(), block.size(), off_t(b * 4096)) != ssize_t(block.size()))
            result = errnoString(QStringLiteral("write"), path);
    }
    if (result.isEmpty() && ::ftruncate(fd, off_t(bytes)) != 0)
        result = errnoString(QStringLiteral("truncate"), path);
    if (result.isEmpty() && ::fsync(fd) != 0)
        result = errnoString(QStringLiteral("fsync"), path);
    ::close(fd);
    return result;
}

Digests digests(const QStringList& files)
{
    Digests out;
    for (const QString& f : files) {
        QFile file(f);
        if (file.open(QIODevice::ReadOnly))
            out[f] = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
    }
    return out;
}

QString changedContent(const Digests& before)
{
    QStringList problems;
    for (const auto& [path, digest] : before) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            problems << path + QStringLiteral(": gone");
        else if (QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256) != digest)
            problems << path + QStringLiteral(": changed");
    }
    return problems.join(QStringLiteral(", "));
}

void SuiteFs::make(FsType type, std::uint64_t sizeMiB)
{
    fs.reset();
    skip = skipReason(type);
    if (!skip.isEmpty())
        return;
    fs = std::make_unique<LoopFs>(type, sizeMiB);
    if (!fs->ok())
        skip = fs->error();
}

void SuiteFs::madeOrSkip(const QString& what, const QString& error)
{
    if (!error.isEmpty() && skip.isEmpty())
        skip = QStringLiteral("making %1 failed: %2").arg(what, error);
}

void addFsTypeRows()
{
    QTest::addColumn<int>("type");
    for (FsType type : {FsType::Ext4, FsType::Xfs, FsType::Btrfs})
        QTest::newRow(qPrintable(fsName(type))) << int(type);
}

CompsizeTotals compsize(const QString& path, QString* error)
{
    const QByteArray out = run(QStringLiteral("compsize"), {QStringLiteral("-b"), path}, error);
    static const QRegularExpression total(QStringLiteral(R"(^TOTAL\s+\d+%\s+(\d+)\s+(\d+)\s+(\d+)\s*$)"));
    for (const QString& line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
        if (const auto m = total.match(line); m.hasMatch())
            return {m.captured(1).toULongLong(), m.captured(2).toULongLong(), m.captured(3).toULongLong()};
    }
    if (error->isEmpty())
        *error = QStringLiteral("compsize printed no TOTAL row: ") + QString::fromUtf8(out);
    return {};
}

} // namespace fragscope::fslab
