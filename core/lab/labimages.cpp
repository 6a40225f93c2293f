// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/labimages.h"

#include "lab/labinternal.h"

#include "fs/fsinfo.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMultiHash>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <fcntl.h>
#include <linux/loop.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <map>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabImages)
};

constexpr std::uint64_t kMiB = 1ULL << 20;

QStringList mkfsCommand(const QString& type, const QString& image)
{
    if (type == QLatin1String("ext4"))
        return {QStringLiteral("mkfs.ext4"), QStringLiteral("-q"), QStringLiteral("-F"), image};
    return {QStringLiteral("mkfs.") + type, QStringLiteral("-q"), QStringLiteral("-f"), image};
}

QString packageOf(const QString& type)
{
    return type == QLatin1String("btrfs") ? QStringLiteral("btrfs-progs")
        : type == QLatin1String("xfs")    ? QStringLiteral("xfsprogs")
                                          : QStringLiteral("e2fsprogs");
}

} // namespace

std::uint64_t LabImages::imageBytes(const QString& type, std::uint64_t needBytes)
{
    const std::uint64_t floor = type == QLatin1String("btrfs") ? 1024 * kMiB
        : type == QLatin1String("xfs")                         ? 300 * kMiB
                                                               : 64 * kMiB;
    // A quarter more and 64 MiB for the file system's own: journal, metadata, ext4's reserve.
    const std::uint64_t want = (needBytes + needBytes / 4 + 64 * kMiB + kMiB - 1) / kMiB * kMiB;
    return std::max(floor, want);
}

namespace {

// As root: mkfs on the image file, a loop device configured in one step (it detaches itself once
// unmounted and closed, also if the program dies), mount(2) on a folder next to the image.
class RootBackend : public LabImageBackend
{
public:
    QString name() const override { return QStringLiteral("root"); }

    Result<void> attach(LabImages::Image& im) override
    {
        const QStringList mkfs = mkfsCommand(im.type, im.image);
        QProcess p;
        p.start(lab::toolPath(mkfs.constFirst()), mkfs.mid(1));
        if (!p.waitForFinished(120'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            return std::unexpected(Error{im.image,
                Text::tr("%1 failed: %2")
                    .arg(mkfs.constFirst(), QString::fromLocal8Bit(p.readAllStandardError()).trimmed())});
        }
        const QByteArray image = pathBytes(im.image);
        UniqueFd control(::open("/dev/loop-control", O_RDWR | O_CLOEXEC));
        if (!control.valid())
            return std::unexpected(Error{QStringLiteral("/dev/loop-control"), errnoText(errno), errno});
        UniqueFd backing(::open(image.constData(), O_RDWR | O_CLOEXEC));
        if (!backing.valid())
            return std::unexpected(Error{im.image, errnoText(errno), errno});
        UniqueFd loop;
        for (int attempt = 0; attempt < 10 && !loop.valid(); ++attempt) {
            const int n = ::ioctl(control.get(), LOOP_CTL_GET_FREE);
            if (n < 0)
                return std::unexpected(Error{QStringLiteral("/dev/loop-control"), errnoText(errno), errno});
            const QString device = QStringLiteral("/dev/loop%1").arg(n);
            UniqueFd candidate(::open(pathBytes(device).constData(), O_RDWR | O_CLOEXEC));
            if (!candidate.valid())
                return std::unexpected(Error{device, errnoText(errno), errno});
            loop_config config = {};
            config.fd = std::uint32_t(backing.get());
            config.info.lo_flags = LO_FLAGS_AUTOCLEAR;
            std::strncpy(reinterpret_cast<char*>(config.info.lo_file_name), image.constData(), LO_NAME_SIZE - 1);
            if (::ioctl(candidate.get(), LOOP_CONFIGURE, &config) == 0) {
                loop = std::move(candidate);
                im.device = device;
            } else if (errno != EBUSY) { // EBUSY: someone took it meanwhile, ask again
                return std::unexpected(Error{device, errnoText(errno), errno});
            }
        }
        if (!loop.valid())
            return std::unexpected(Error{im.image, Text::tr("no free loop device")});
        m_loops.emplace(im.device, std::move(loop)); // held until unmounted, then autoclear detaches
        if (!QDir().mkpath(im.mountPoint))
            return std::unexpected(Error{im.mountPoint, Text::tr("cannot make the mount point")});
        const QByteArray options = im.options.toLatin1();
        if (::mount(pathBytes(im.device).constData(), pathBytes(im.mountPoint).constData(),
                pathBytes(im.type).constData(), 0, options.isEmpty() ? nullptr : options.constData())
            != 0) {
            const int err = errno;
            QDir().rmdir(im.mountPoint);
            return std::unexpected(Error{im.mountPoint, Text::tr("mounting %1: %2").arg(im.type, errnoText(err)), err});
        }
        im.mounted = true;
        return {};
    }

    void detach(const LabImages::Image& im) override
    {
        if (im.mounted) {
            const QByteArray mp = pathBytes(im.mountPoint);
            if (::umount2(mp.constData(), 0) != 0 && errno == EBUSY)
                ::umount2(mp.constData(), MNT_DETACH); // gone once the last user lets go
            QDir().rmdir(im.mountPoint);
        }
        if (m_loops.erase(im.device) == 0 && !im.device.isEmpty()) {
            // Not ours to hold (a run that died): clear it, unless it is still in use — and only
            // while it still reads the stale image. Autoclear may have freed it at the unmount and
            // another process taken it since; held open here, it cannot change hands again.
            UniqueFd loop(::open(pathBytes(im.device).constData(), O_RDWR | O_CLOEXEC));
            struct loop_info64 info = {};
            struct stat image = {};
            if (loop.valid() && ::ioctl(loop.get(), LOOP_GET_STATUS64, &info) == 0
                && ::stat(pathBytes(im.image).constData(), &image) == 0 && info.lo_device == image.st_dev
                && info.lo_inode == image.st_ino)
                ::ioctl(loop.get(), LOOP_CLR_FD, 0);
        }
        // Else autoclear detaches the device now that nothing holds it.
    }

private:
    std::map<QString, UniqueFd> m_loops;
};

} // namespace

QString LabImages::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/fragscope/lab");
}

Result<std::unique_ptr<LabImages>> LabImages::create(
    const QString& folder, const QStringList& types, std::uint64_t needBytes)
{
    return create(folder, types, needBytes, nullptr);
}

Result<std::unique_ptr<LabImages>> LabImages::create(
    const QString& folder, const QStringList& specs, std::uint64_t needBytes, std::unique_ptr<LabImageBackend> backend)
{
    QStringList types; // without their mount options
    for (const QString& spec : specs) {
        const QString type = spec.section(u':', 0, 0);
        if (type != QLatin1String("btrfs") && type != QLatin1String("ext4") && type != QLatin1String("xfs"))
            return failure(Text::tr("lab file systems are btrfs, ext4 and xfs, not '%1'").arg(type));
        static const QRegularExpression options(QStringLiteral("^[a-z_=,]*$"));
        if (!options.match(spec.section(u':', 1)).hasMatch())
            return std::unexpected(
                Error{{}, Text::tr("'%1' is not mount options such as discard").arg(spec.section(u':', 1))});
        types << type;
    }
    if (!backend) {
        if (::geteuid() != 0) {
            return std::unexpected(Error{folder,
                Text::tr("making loop-mounted file systems needs root or udisks2: run with sudo, or give "
                         "directories on the file systems to compare instead")});
        }
        for (const QString& type : types) {
            const QString mkfs = mkfsCommand(type, {}).constFirst();
            if (lab::toolPath(mkfs).isEmpty())
                return failure(Text::tr("%1 is missing: install %2").arg(mkfs, packageOf(type)));
        }
        backend = std::make_unique<RootBackend>();
    }
    if (!QDir().mkpath(folder))
        return std::unexpected(Error{folder, Text::tr("cannot make the folder")});
    std::unique_ptr<LabImages> out(new LabImages);
    out->m_backend = std::move(backend);
    out->removeStale(folder);
    for (const QString& spec : specs) {
        if (auto ok = out->add(folder, spec, imageBytes(spec.section(u':', 0, 0), needBytes)); !ok)
            return std::unexpected(ok.error()); // out's destructor removes what was made
    }
    return out;
}

Result<void> LabImages::add(const QString& folder, const QString& spec, std::uint64_t bytes)
{
    Image im;
    im.type = spec.section(u':', 0, 0);
    im.options = spec.section(u':', 1);
    im.bytes = bytes;
    // fragscope-lab-xfs-PID, or with its mount options: fragscope-lab-xfs-discard-PID.
    const QString name = im.options.isEmpty() ? QStringLiteral("fragscope-lab-%1-%2").arg(im.type).arg(::getpid())
                                              : QStringLiteral("fragscope-lab-%1-%2-%3")
                                                    .arg(im.type, QString(im.options).replace(u',', u'+'))
                                                    .arg(::getpid());
    im.image = QDir(folder).absoluteFilePath(name + QStringLiteral(".img"));
    im.mountPoint = QDir(folder).absoluteFilePath(name);
    {
        UniqueFd fd(::open(pathBytes(im.image).constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
        if (!fd.valid())
            return std::unexpected(Error{im.image, errnoText(errno), errno});
        m_images.push_back(im); // from here on removed again by removeAll
        if (::ftruncate(fd.get(), off_t(bytes)) != 0)
            return std::unexpected(Error{im.image, errnoText(errno), errno});
    }
    return m_backend->attach(m_images.back()); // what it got done is recorded for detach
}

LabImages::~LabImages()
{
    removeAll();
}

void LabImages::removeAll()
{
    for (const Image& im : m_images)
        m_backend->detach(im);
    for (const Image& im : m_images)
        QFile::remove(im.image);
    m_images.clear();
}

namespace {

// Where each loop device is mounted, from this process's view of the mounts.
QMultiHash<QString, QString> loopMounts()
{
    QMultiHash<QString, QString> mountsOf;
    QFile info(QStringLiteral("/proc/self/mountinfo"));
    if (!info.open(QIODevice::ReadOnly))
        return mountsOf;
    for (const MountEntry& m : parseMountInfo(info.readAll())) {
        if (m.source.startsWith(QLatin1String("/dev/loop")))
            mountsOf.insert(m.source, m.mountPoint);
    }
    return mountsOf;
}

// The loop devices (/dev/loopN) still backed by the file at `canonical`.
QStringList loopsBackedBy(const QString& canonical)
{
    QStringList out;
    for (const QString& loop : QDir(QStringLiteral("/sys/block")).entryList({QStringLiteral("loop*")})) {
        QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(loop));
        if (backing.open(QIODevice::ReadOnly) && QString::fromLocal8Bit(backing.readAll()).trimmed() == canonical)
            out << QStringLiteral("/dev/") + loop;
    }
    return out;
}

} // namespace

void LabImages::removeStale(const QString& folder)
{
    // fragscope-lab-TYPE-PID.img, whose process is gone (kill(pid, 0) fails with ESRCH).
    static const QRegularExpression name(
        QStringLiteral("^fragscope-lab-(btrfs|ext4|xfs)-(?:[a-z_=+]+-)?(\\d+)\\.img$"));
    const QMultiHash<QString, QString> mountsOf = loopMounts();
    const QDir dir(folder);
    for (const QString& entry : dir.entryList({QStringLiteral("fragscope-lab-*.img")}, QDir::Files)) {
        const auto m = name.match(entry);
        if (!m.hasMatch())
            continue;
        const pid_t pid = pid_t(m.captured(2).toLongLong());
        if (pid == ::getpid() || processAlive(pid))
            continue; // ours, or a process that lives (or that we may not signal)
        Image im;
        im.type = m.captured(1);
        im.image = dir.absoluteFilePath(entry);
        for (const QString& device : loopsBackedBy(QFileInfo(im.image).canonicalFilePath())) {
            im.device = device;
            detachWherever(im, mountsOf.values(device));
        }
        QDir().rmdir(dir.absoluteFilePath(entry.chopped(4))); // the mount point the root way made
        if (QFile::remove(im.image))
            m_staleRemoved << im.image;
    }
}

// A stale image's loop device detached, unmounted first from each place it is mounted.
void LabImages::detachWherever(Image im, const QStringList& mountPoints)
{
    im.mounted = !mountPoints.isEmpty();
    for (const QString& mp : mountPoints) {
        im.mountPoint = mp;
        m_backend->detach(im);
    }
    if (mountPoints.isEmpty())
        m_backend->detach(im);
}

QStringList LabImages::mountPoints() const
{
    QStringList out;
    for (const Image& im : m_images)
        out << im.mountPoint;
    return out;
}

QString LabImages::backendName() const
{
    return m_backend ? m_backend->name() : QString();
}

} // namespace fragscope

namespace fragscope::lab {

QString toolPath(const QString& name)
{
    const QString found = QStandardPaths::findExecutable(name);
    return !found.isEmpty()
        ? found
        : QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
}

} // namespace fragscope::lab
