// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/calibrate.h"
#include "model/deviceopen.h"

#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/units.h"
#include "util/xxh3.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Calibrate)
};

QString sanitizedKey(const QString& text)
{
    QString out;
    for (const QChar c : text) {
        const bool plain = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') || c == u'.'
            || c == u'-' || c == u'_';
        out += plain ? c : QChar(u'_');
    }
    return out.left(120);
}

QString nodeOf(const QString& sysDir)
{
    return QStringLiteral("/dev/") + QFileInfo(sysDir).fileName();
}

CalibrationTarget describeTarget(const QString& node)
{
    const QString sys = sysfsDirForNode(node);
    const QString disk = diskDirFor(sys);
    CalibrationTarget t;
    t.node = node;
    t.key = profileKey(sys);
    t.model = readSysfs(disk + QStringLiteral("/device/model"));
    t.rotational = readSysfs(disk + QStringLiteral("/queue/rotational")) == QLatin1String("1");
    t.sizeBytes = readSysfs(sys + QStringLiteral("/size")).toULongLong() * 512;
    t.maxRequestBytes = readSysfs(disk + QStringLiteral("/queue/max_sectors_kb")).toULongLong() * 1024;
    t.readAheadBytes = readSysfs(disk + QStringLiteral("/queue/read_ahead_kb")).toULongLong() * 1024;
    const QString image = readSysfs(sys + QStringLiteral("/loop/backing_file"));
    if (!image.isEmpty() && readSysfs(sys + QStringLiteral("/loop/dio")) != QLatin1String("1")) {
        t.warning = Text::tr("%1 reads its image %2 without direct I/O, through the page cache: the figures may be "
                             "the cache's, not the disk's")
                        .arg(node, image);
    } else if (struct stat st = {}; !image.isEmpty() && ::stat(pathBytes(image).constData(), &st) == 0
               && std::uint64_t(st.st_blocks) * 512 < std::uint64_t(st.st_size) * 9 / 10) {
        // A read of a hole is answered with zeros by the file system holding the image, never by
        // its disk: a sparse image measures far faster than any disk.
        t.warning = Text::tr("%1 reads its image %2, of which only %3 of %4 is written: reads of the rest never "
                             "reach the disk, and the figures are faster than it (write the image whole first)")
                        .arg(node, image, formatBytes(std::uint64_t(st.st_blocks) * 512),
                            formatBytes(std::uint64_t(st.st_size)));
    }
    return t;
}

// Why a device would not open for reading with direct I/O, saying what the user can do about it.
Error openError(const QString& node, int err)
{
    const bool refused = err == EACCES || err == EPERM;
    return Error{node,
        refused ? Text::tr("cannot open it to read: %1 (measuring a disk needs root or a udisks2 authorisation)")
                      .arg(errnoText(err))
                : Text::tr("cannot open it to read with direct I/O: %1").arg(errnoText(err)),
        err};
}

} // namespace

Result<UniqueFd> openDeviceToRead(const QString& node, const DeviceOpener& refused, bool* other)
{
    UniqueFd fd(::open(pathBytes(node).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC));
    if (fd.valid())
        return fd;
    const int err = errno;
    if ((err != EACCES && err != EPERM) || !refused)
        return std::unexpected(openError(node, err));
    auto given = refused(node);
    if (!given) {
        Error e = openError(node, err);
        e.reason += Text::tr("; %1").arg(given.error().reason); // udisks2's reasons name it
        return std::unexpected(e);
    }
    if (other)
        *other = true;
    return UniqueFd(*given);
}

Result<std::vector<ReadDevice>> readDevicesFor(const QString& path)
{
    struct stat st = {};
    if (::stat(pathBytes(path).constData(), &st) != 0) {
        const int err = errno;
        return std::unexpected(Error{path, errnoText(err), err});
    }
    if (S_ISBLK(st.st_mode))
        return std::vector<ReadDevice>{{path, {}}};
    auto fs = FsInfo::probe(path);
    if (!fs)
        return std::unexpected(fs.error());
    const QString sys = sysfsDirForNode(fs->source);
    if (!fs->device.known || sys.isEmpty()) {
        return std::unexpected(Error{path,
            Text::tr("it is on %1 (%2), which is no block device: there is no disk to measure")
                .arg(fs->typeName, fs->source.isEmpty() ? Text::tr("no source") : fs->source)});
    }
    const QStringList leaves = physicalDevices(sys);
    const QString leaf = leaves.value(0, sys);
    QString stack;
    if (leaves.size() > 1)
        stack = Text::tr("%1 of the %2 devices under %3").arg(nodeOf(leaf)).arg(leaves.size()).arg(fs->source);
    else if (leaf != sys)
        stack = Text::tr("%1, under %2").arg(nodeOf(leaf), fs->source);
    const QString image = readSysfs(leaf + QStringLiteral("/loop/backing_file"));
    if (image.isEmpty())
        return std::vector<ReadDevice>{{nodeOf(leaf), stack}};
    std::vector<ReadDevice> out;
    const QString backing = sysfsDirForFile(image);
    if (!backing.isEmpty())
        out.push_back({nodeOf(backing), Text::tr("the disk holding %1, the image of %2").arg(image, nodeOf(leaf))});
    if (readSysfs(leaf + QStringLiteral("/loop/dio")) == QLatin1String("1"))
        out.push_back(
            {nodeOf(leaf), Text::tr("through %1, which reads its image %2 with direct I/O").arg(nodeOf(leaf), image)});
    if (out.empty())
        out.push_back({nodeOf(leaf), stack});
    return out;
}

QString profileKey(const QString& sysDir)
{
    const QString disk = diskDirFor(sysDir);
    QString id;
    for (const char* f : {"/wwid", "/device/wwid", "/serial", "/device/serial"}) {
        id = readSysfs(disk + QLatin1String(f));
        if (!id.isEmpty())
            break;
    }
    const QString image = readSysfs(disk + QStringLiteral("/loop/backing_file"));
    if (!image.isEmpty()) {
        Xxh3 h;
        const QByteArray bytes = pathBytes(image);
        h.update(bytes.constData(), std::size_t(bytes.size()));
        id = QStringLiteral("loop-%1-%2")
                 .arg(QFileInfo(image).fileName())
                 .arg(h.digest() & 0xFFFFFFFFu, 8, 16, QChar(u'0'));
    }
    if (id.isEmpty()) {
        const QString model = readSysfs(disk + QStringLiteral("/device/model"));
        const QString size = readSysfs(disk + QStringLiteral("/size"));
        id = (model.isEmpty() ? QFileInfo(disk).fileName() : model) + QLatin1Char('-') + size;
    }
    if (disk != sysDir)
        id += QStringLiteral("-part") + readSysfs(sysDir + QStringLiteral("/partition"));
    return sanitizedKey(id);
}

Result<CalibrationTarget> calibrationTarget(const QString& path, const DeviceOpener& refused)
{
    auto candidates = readDevicesFor(path);
    if (!candidates)
        return std::unexpected(candidates.error());
    std::optional<Error> firstError;
    for (const ReadDevice& c : *candidates) {
        bool throughUDisks = false;
        auto fd = openDeviceToRead(c.node, refused, &throughUDisks);
        if (!fd) {
            if (!firstError)
                firstError = fd.error();
            continue;
        }
        CalibrationTarget t = describeTarget(c.node);
        t.opened = std::make_shared<const UniqueFd>(std::move(*fd));
        t.measuredAs = c.measuredAs;
        if (throughUDisks)
            t.measuredAs
                += (t.measuredAs.isEmpty() ? QString() : QStringLiteral(", ")) + Text::tr("opened through udisks2");
        if (c.node != candidates->front().node && firstError)
            t.measuredAs += QStringLiteral(" (") + firstError->message() + QLatin1Char(')');
        return t;
    }
    return std::unexpected(firstError.value_or(Error{path, Text::tr("no block device found under it")}));
}

Result<std::vector<CalibrationTarget>> calibrationTargets(const QString& path, const DeviceOpener& refused)
{
    std::vector<CalibrationTarget> out;
    const std::vector<BtrfsDevice> devices = btrfsDevicesOf(path);
    if (devices.size() < 2) {
        auto one = calibrationTarget(path, refused);
        if (!one)
            return std::unexpected(one.error());
        out.push_back(std::move(*one));
        return out;
    }
    for (const BtrfsDevice& d : devices) {
        if (d.path.isEmpty())
            return std::unexpected(
                Error{path, Text::tr("btrfs does not name its device %1 (a device that is missing?)").arg(d.devid)});
        auto one = calibrationTarget(d.path, refused);
        if (!one)
            return std::unexpected(one.error());
        one->measuredAs
            = Text::tr("device %1 of %2 of the btrfs at %3%4")
                  .arg(d.devid)
                  .arg(devices.size())
                  .arg(path, one->measuredAs.isEmpty() ? QString() : QStringLiteral("; ") + one->measuredAs);
        out.push_back(std::move(*one));
    }
    return out;
}

} // namespace fragscope
