// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/udisks.h"

#include <QCoreApplication>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusUnixFileDescriptor>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QVariantMap>

#include <fcntl.h>

#include "util/fd.h"
#include "util/path.h"

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(UDisks)
};

const QString kService = QStringLiteral("org.freedesktop.UDisks2");
const QString kManager = QStringLiteral("/org/freedesktop/UDisks2/Manager");

// Calls and waits (udisks2 may ask polkit, which may ask the user: up to two minutes).
Result<QDBusMessage> call(QDBusConnection& bus, const QString& path, const QString& interface, const QString& method,
    const QVariantList& args, const QString& what)
{
    QDBusMessage m = QDBusMessage::createMethodCall(kService, path, interface, method);
    m.setArguments(args);
    m.setInteractiveAuthorizationAllowed(true);
    QDBusMessage reply = bus.call(m, QDBus::Block, 120'000);
    if (reply.type() == QDBusMessage::ErrorMessage)
        return std::unexpected(Error{what, UDisksClient::errorText(reply.errorName(), reply.errorMessage())});
    return reply;
}

} // namespace

UDisksClient::UDisksClient(QDBusConnection bus)
    : m_bus(std::move(bus))
{ }

QString UDisksClient::errorText(const QString& name, const QString& message)
{
    if (name == QLatin1String("org.freedesktop.DBus.Error.ServiceUnknown")
        || name == QLatin1String("org.freedesktop.DBus.Error.NameHasNoOwner"))
        return Text::tr("udisks2 is not running (install the udisks2 package), or run as root");
    if (name == QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorized")
        || name == QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain")
        || name == QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorizedDismissed"))
        return Text::tr("polkit does not allow it through udisks2 (%1); run as root, or ask the administrator "
                        "for a polkit rule that allows it for your user")
            .arg(message);
    if (name == QLatin1String("org.freedesktop.DBus.Error.NoReply")
        || name == QLatin1String("org.freedesktop.DBus.Error.Timeout"))
        return Text::tr("udisks2 did not answer in time");
    if (name == QLatin1String("org.freedesktop.DBus.Error.NotSupported")
        || name == QLatin1String("org.freedesktop.DBus.Error.Disconnected"))
        return Text::tr("no D-Bus system bus here, and udisks2 needs one: run as root, or give directories on the file "
                        "systems to compare instead");
    // GDBus answers a call to an object it does not export with UnknownMethod ("Object does not
    // exist at path …"; udisks2 2.9.4 for a disk it does not list); QtDBus with UnknownObject.
    if (name == QLatin1String("org.freedesktop.DBus.Error.UnknownObject")
        || name == QLatin1String("org.freedesktop.DBus.Error.UnknownMethod"))
        return Text::tr("udisks2 does not know this device, or this call (%1)").arg(message);
    return Text::tr("udisks2: %1 (%2)").arg(message, name);
}

UDisksImageBackend::UDisksImageBackend(QDBusConnection bus)
    : m_client(std::move(bus))
{ }

Result<void> UDisksImageBackend::attach(LabImages::Image& im)
{
    auto block = m_client.loopSetup(im.image);
    if (!block)
        return std::unexpected(block.error());
    im.device = *block; // the block object: what detach() deletes
    if (auto ok = m_client.format(im.device, im.type); !ok)
        return std::unexpected(Error{im.image, Text::tr("making %1: %2").arg(im.type, ok.error().reason)});
    auto where = m_client.mount(im.device, im.options);
    if (!where)
        return std::unexpected(where.error());
    im.mountPoint = *where;
    im.mounted = true;
    return {};
}

void UDisksImageBackend::detach(const LabImages::Image& im)
{
    if (im.device.isEmpty())
        return;
    // A run that died left /dev/loopN: udisks2 names its block object after it.
    const QString block = im.device.startsWith(QLatin1String("/dev/"))
        ? QStringLiteral("/org/freedesktop/UDisks2/block_devices/") + im.device.mid(5)
        : im.device;
    if (im.mounted)
        (void)m_client.unmount(block);
    (void)m_client.deleteLoop(block); // the image file itself goes afterwards
}

Result<QString> UDisksClient::loopSetup(const QString& image)
{
    if (!m_bus.isConnected())
        return std::unexpected(Error{image, errorText(QStringLiteral("org.freedesktop.DBus.Error.Disconnected"), {})});
    UniqueFd fd(::open(pathBytes(image).constData(), O_RDWR | O_CLOEXEC));
    if (!fd.valid())
        return std::unexpected(Error{image, errnoText(errno), errno});
    const QVariantMap options; // read-write, udisks2's default
    auto reply = call(m_bus, kManager, QStringLiteral("org.freedesktop.UDisks2.Manager"), QStringLiteral("LoopSetup"),
        {QVariant::fromValue(QDBusUnixFileDescriptor(fd.get())), options}, image);
    if (!reply)
        return std::unexpected(reply.error());
    const QVariantList out = reply->arguments();
    if (out.isEmpty() || !out.constFirst().canConvert<QDBusObjectPath>())
        return std::unexpected(Error{image, Text::tr("udisks2 answered LoopSetup without a device")});
    return out.constFirst().value<QDBusObjectPath>().path();
}

QString UDisksClient::blockObjectPath(const QString& kernelName)
{
    // udisks2 keeps letters, digits and '_' and writes every other byte as _ and two hex digits.
    QString path = QStringLiteral("/org/freedesktop/UDisks2/block_devices/");
    for (const char c : kernelName.toUtf8()) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        path += plain ? QString(QLatin1Char(c)) : QStringLiteral("_%1").arg(uchar(c), 2, 16, QLatin1Char('0'));
    }
    return path;
}

Result<int> UDisksClient::openForBenchmark(const QString& node)
{
    if (!m_bus.isConnected())
        return std::unexpected(Error{node, Text::tr("no D-Bus system bus here, and udisks2 needs one: run as root")});
    const QString name = QFileInfo(QFileInfo(node).canonicalFilePath()).fileName();
    const QVariantMap options{{QStringLiteral("writable"), false}};
    auto reply = call(m_bus, blockObjectPath(name.isEmpty() ? QFileInfo(node).fileName() : name),
        QStringLiteral("org.freedesktop.UDisks2.Block"), QStringLiteral("OpenForBenchmark"), {options}, node);
    if (!reply)
        return std::unexpected(reply.error());
    const QVariantList out = reply->arguments();
    const auto given = out.isEmpty() ? QDBusUnixFileDescriptor() : out.constFirst().value<QDBusUnixFileDescriptor>();
    if (!given.isValid())
        return std::unexpected(Error{node, Text::tr("udisks2 answered OpenForBenchmark without a descriptor")});
    UniqueFd fd(::fcntl(given.fileDescriptor(), F_DUPFD_CLOEXEC, 0));
    if (!fd.valid())
        return std::unexpected(Error{node, errnoText(errno), errno});
    // Only ever read, and past the page cache: a descriptor that could write is not kept.
    const int flags = ::fcntl(fd.get(), F_GETFL);
    if (flags < 0 || (flags & O_ACCMODE) != O_RDONLY)
        return std::unexpected(Error{node, Text::tr("udisks2 gave a descriptor that can write; it is not used")});
    if (!(flags & O_DIRECT) && ::fcntl(fd.get(), F_SETFL, flags | O_DIRECT) != 0)
        return std::unexpected(
            Error{node, Text::tr("cannot read what udisks2 opened with direct I/O: %1").arg(errnoText(errno)), errno});
    return fd.release();
}

Result<void> UDisksClient::format(const QString& block, const QString& type)
{
    const QVariantMap options{{QStringLiteral("take-ownership"), true}};
    auto reply = call(m_bus, block, QStringLiteral("org.freedesktop.UDisks2.Block"), QStringLiteral("Format"),
        {type, options}, block);
    if (!reply)
        return std::unexpected(reply.error());
    return {};
}

Result<QString> UDisksClient::mount(const QString& block, const QString& options)
{
    QVariantMap how;
    if (!options.isEmpty())
        how.insert(QStringLiteral("options"), options); // udisks2 takes only the options it allows for the type
    // A file system just made appears on the block object once udev has probed it: wait a little.
    Result<QDBusMessage> reply;
    for (int attempt = 0;; ++attempt) {
        reply = call(
            m_bus, block, QStringLiteral("org.freedesktop.UDisks2.Filesystem"), QStringLiteral("Mount"), {how}, block);
        if (reply || attempt == 20 || !reply.error().reason.contains(QLatin1String("UnknownInterface")))
            break;
        QThread::msleep(250);
    }
    if (!reply)
        return std::unexpected(reply.error());
    const QVariantList out = reply->arguments();
    if (out.isEmpty() || out.constFirst().toString().isEmpty())
        return std::unexpected(Error{block, Text::tr("udisks2 answered Mount without a mount point")});
    return out.constFirst().toString();
}

Result<void> UDisksClient::unmount(const QString& block)
{
    auto reply = call(m_bus, block, QStringLiteral("org.freedesktop.UDisks2.Filesystem"), QStringLiteral("Unmount"),
        {QVariantMap{}}, block);
    if (!reply)
        return std::unexpected(reply.error());
    return {};
}

Result<void> UDisksClient::deleteLoop(const QString& block)
{
    auto reply = call(
        m_bus, block, QStringLiteral("org.freedesktop.UDisks2.Loop"), QStringLiteral("Delete"), {QVariantMap{}}, block);
    if (!reply)
        return std::unexpected(reply.error());
    return {};
}

} // namespace fragscope
