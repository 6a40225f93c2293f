// SPDX-License-Identifier: GPL-3.0-or-later
// The udisks2 client against a fake udisks2 on a private bus (a dbus-daemon of its own): the calls
// it makes, in order, with the image's file descriptor, and what it says when udisks2 is missing or
// polkit says no; lab file systems made and removed through it. The real udisks2 cannot run here (no system bus in the
// test machines).
#include "fslabskip.h"
#include "lab/udisks.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QDBusUnixFileDescriptor>
#include <QDBusVirtualObject>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QSemaphore>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>

#include <memory>

using namespace fragscope;

namespace {

const QString kBlock = QStringLiteral("/org/freedesktop/UDisks2/block_devices/loop7");

struct Record
{
    QMutex mutex;
    QStringList calls;
    QString loopFile;
    QStringList formatted; // "type option=value ..."
    bool refuse = false;
    QString refuseMember; // refuse only this call
    QString benchFile;    // what OpenForBenchmark opens, as udisks2 would open the device
    int benchFlags = O_RDONLY;
};

class FakeUDisks : public QDBusVirtualObject
{
public:
    explicit FakeUDisks(Record& record)
        : m_record(record)
    { }
    QString introspect(const QString&) const override { return {}; }
    bool handleMessage(const QDBusMessage& m, const QDBusConnection& bus) override
    {
        QMutexLocker lock(&m_record.mutex);
        m_record.calls << QStringLiteral("%1.%2 %3").arg(m.interface().section(u'.', -1), m.member(), m.path());
        if (m_record.refuse || m.member() == m_record.refuseMember) {
            bus.send(m.createErrorReply(QStringLiteral("org.freedesktop.UDisks2.Error.NotAuthorized"),
                QStringLiteral("Not authorized to perform operation")));
            return true;
        }
        if (m.member() == QLatin1String("LoopSetup")) {
            const auto fd = m.arguments().value(0).value<QDBusUnixFileDescriptor>();
            char target[4096] = {};
            const QByteArray link = QByteArray("/proc/self/fd/") + QByteArray::number(fd.fileDescriptor());
            const ssize_t n = ::readlink(link.constData(), target, sizeof target - 1);
            m_record.loopFile = n > 0 ? QString::fromLocal8Bit(target, n) : QString();
            bus.send(m.createReply(QVariant::fromValue(QDBusObjectPath(kBlock))));
        } else if (m.member() == QLatin1String("Format")) {
            const QVariantMap options = qdbus_cast<QVariantMap>(m.arguments().value(1));
            QString line = m.arguments().value(0).toString();
            for (auto it = options.cbegin(); it != options.cend(); ++it)
                line += QStringLiteral(" %1=%2").arg(it.key(), it.value().toString());
            m_record.formatted << line;
            bus.send(m.createReply());
        } else if (m.member() == QLatin1String("OpenForBenchmark")) {
            const int fd = ::open(QFile::encodeName(m_record.benchFile).constData(), m_record.benchFlags | O_CLOEXEC);
            bus.send(m.createReply(QVariant::fromValue(QDBusUnixFileDescriptor(fd))));
            ::close(fd);
        } else if (m.member() == QLatin1String("Mount")) {
            bus.send(m.createReply(QStringLiteral("/run/media/test/lab")));
        } else {
            bus.send(m.createReply());
        }
        return true;
    }

private:
    Record& m_record;
};

// A fake udisks2 on its own thread and connection, as the real one is another process.
class Service : public QThread
{
public:
    Service(QString address, bool refuse, QString refuseMember = {})
        : m_address(std::move(address))
    {
        fake.refuse = refuse;
        fake.refuseMember = std::move(refuseMember);
    }
    // The object lives on this thread, where its connection delivers the calls.
    void run() override
    {
        FakeUDisks object(fake);
        QDBusConnection bus = QDBusConnection::connectToBus(m_address, QStringLiteral("fake-udisks"));
        bus.registerService(QStringLiteral("org.freedesktop.UDisks2"));
        bus.registerVirtualObject(QStringLiteral("/org/freedesktop/UDisks2"), &object, QDBusConnection::SubPath);
        ready.release();
        exec();
        bus.unregisterObject(QStringLiteral("/org/freedesktop/UDisks2"), QDBusConnection::UnregisterTree);
        bus.unregisterService(QStringLiteral("org.freedesktop.UDisks2"));
        QDBusConnection::disconnectFromBus(QStringLiteral("fake-udisks"));
    }
    Record fake;
    QSemaphore ready;

private:
    QString m_address;
};

} // namespace

class TestUDisks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void attachMountUnmountDelete();
    void polkitSaysNo();
    void udisksNotRunning();
    void openForBenchmark();
    void missingImageNamed();
    void labImagesThroughUDisks();
    void labImagesUndoneHalfWay();

private:
    QDBusConnection client() { return QDBusConnection::connectToBus(m_address, QStringLiteral("client")); }
    QProcess m_daemon;
    QString m_address;
    QTemporaryDir m_dir;
    QString m_image;
};

void TestUDisks::initTestCase()
{
    const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
    if (daemon.isEmpty())
        FSLAB_SKIP("dbus-daemon is not installed (package dbus-daemon)");
    m_daemon.start(
        daemon, {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
    // A bus that cannot start here is the machine's matter, not the client's: skipped, with why.
    if (!m_daemon.waitForStarted() || !m_daemon.waitForReadyRead(10'000))
        QSKIP(qPrintable(QStringLiteral("dbus-daemon --session did not start: ")
            + QString::fromLocal8Bit(m_daemon.readAllStandardError())));
    m_address = QString::fromLocal8Bit(m_daemon.readLine()).trimmed();
    if (m_address.isEmpty())
        QSKIP("dbus-daemon printed no address");
    QVERIFY(client().isConnected());
    m_image = m_dir.filePath(QStringLiteral("lab.img"));
    QFile image(m_image);
    QVERIFY(image.open(QIODevice::WriteOnly) && image.resize(1 << 20));
}

void TestUDisks::cleanupTestCase()
{
    QDBusConnection::disconnectFromBus(QStringLiteral("client"));
    m_daemon.terminate();
    m_daemon.waitForFinished();
}

void TestUDisks::attachMountUnmountDelete()
{
    Service service(m_address, false);
    service.start();
    service.ready.acquire();
    UDisksClient udisks(client());
    const auto block = udisks.loopSetup(m_image);
    QVERIFY2(block, block ? "" : qPrintable(block.error().message()));
    QCOMPARE(*block, kBlock);
    const auto mounted = udisks.mount(*block);
    QVERIFY2(mounted, mounted ? "" : qPrintable(mounted.error().message()));
    QCOMPARE(*mounted, QStringLiteral("/run/media/test/lab"));
    QVERIFY(udisks.unmount(*block));
    QVERIFY(udisks.deleteLoop(*block));
    service.quit();
    service.wait();
    // The calls, in order, on the objects udisks2 has them on; the image went as a file descriptor.
    QCOMPARE(service.fake.calls,
        QStringList({QStringLiteral("Manager.LoopSetup /org/freedesktop/UDisks2/Manager"),
            QStringLiteral("Filesystem.Mount ") + kBlock, QStringLiteral("Filesystem.Unmount ") + kBlock,
            QStringLiteral("Loop.Delete ") + kBlock}));
    QCOMPARE(service.fake.loopFile, m_image);
}

void TestUDisks::polkitSaysNo()
{
    Service service(m_address, true);
    service.start();
    service.ready.acquire();
    UDisksClient udisks(client());
    const auto block = udisks.loopSetup(m_image);
    service.quit();
    service.wait();
    QVERIFY(!block);
    QVERIFY2(block.error().reason.startsWith(QLatin1String("polkit does not allow it through udisks2")),
        qPrintable(block.error().reason));
    QVERIFY(block.error().reason.contains(QLatin1String("root")));
    QCOMPARE(block.error().path, m_image);
}

// A disk opened to measure as GNOME Disks' benchmark does: the block object udisks2 names by the
// kernel's name, a descriptor that only reads, with direct I/O (added where udisks2 left it out);
// one that could write is closed and refused.
void TestUDisks::openForBenchmark()
{
    QCOMPARE(UDisksClient::blockObjectPath(QStringLiteral("dm-0")),
        QStringLiteral("/org/freedesktop/UDisks2/block_devices/dm_2d0"));
    QCOMPARE(UDisksClient::blockObjectPath(QStringLiteral("nvme0n1")),
        QStringLiteral("/org/freedesktop/UDisks2/block_devices/nvme0n1"));
    // The device's stand-in on a disk file system (tmpfs has no direct I/O).
    QTemporaryDir here(QDir::current().filePath(QStringLiteral("udisks-XXXXXX")));
    const QString disk = here.filePath(QStringLiteral("disk"));
    {
        QFile f(disk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(8192, 'd'));
    }
    Service service(m_address, false);
    service.fake.benchFile = disk;
    service.start();
    service.ready.acquire();
    UDisksClient udisks(client());
    const auto fd = udisks.openForBenchmark(QStringLiteral("/dev/loop7"));
    {
        const QMutexLocker lock(&service.fake.mutex);
        service.fake.benchFlags = O_RDWR;
    }
    const auto writable = udisks.openForBenchmark(QStringLiteral("/dev/loop7"));
    service.quit();
    service.wait();
    if (!fd && fd.error().errnum == EINVAL)
        QSKIP("the build tree's file system has no direct I/O");
    QVERIFY2(fd, fd ? "" : qPrintable(fd.error().message()));
    const int flags = ::fcntl(*fd, F_GETFL);
    QCOMPARE(flags & O_ACCMODE, O_RDONLY);
    QVERIFY(flags & O_DIRECT);
    void* buffer = nullptr;
    QCOMPARE(::posix_memalign(&buffer, 4096, 4096), 0);
    QCOMPARE(::pread(*fd, buffer, 4096, 4096), ssize_t(4096));
    QCOMPARE(QByteArray(static_cast<const char*>(buffer), 4096), QByteArray(4096, 'd'));
    std::free(buffer);
    ::close(*fd);
    QVERIFY(!writable);
    QVERIFY2(writable.error().reason.contains(QLatin1String("can write")), qPrintable(writable.error().reason));
    QCOMPARE(service.fake.calls,
        QStringList(2, QStringLiteral("Block.OpenForBenchmark /org/freedesktop/UDisks2/block_devices/loop7")));
}

void TestUDisks::udisksNotRunning()
{
    // A disk udisks2 does not list (seen with udisks2 2.9.4 and /dev/vda): said in words, once.
    const QString unknown = UDisksClient::errorText(QStringLiteral("org.freedesktop.DBus.Error.UnknownMethod"),
        QStringLiteral("Object does not exist at path /org/freedesktop/UDisks2/block_devices/vda"));
    QVERIFY2(unknown.startsWith(QLatin1String("udisks2 does not know this device")), qPrintable(unknown));
    QVERIFY2(unknown.count(QLatin1String("udisks2")) == 1, qPrintable(unknown));
    UDisksClient udisks(client()); // nobody owns org.freedesktop.UDisks2 on this bus
    const auto block = udisks.loopSetup(m_image);
    QVERIFY(!block);
    QVERIFY2(block.error().reason.contains(QLatin1String("udisks2 is not running")), qPrintable(block.error().reason));
}

void TestUDisks::missingImageNamed()
{
    UDisksClient udisks(client());
    const auto block = udisks.loopSetup(QStringLiteral("/nonexistent/lab.img"));
    QVERIFY(!block);
    QCOMPARE(block.error().path, QStringLiteral("/nonexistent/lab.img"));
}

// Lab file systems for a desktop user: each image attached, formatted by udisks2 with its defaults
// and owned by the user, mounted where udisks2 says; at the end unmounted, the loop device deleted
// and the image file removed.
void TestUDisks::labImagesThroughUDisks()
{
    QTemporaryDir folder;
    Service service(m_address, false);
    service.start();
    service.ready.acquire();
    {
        auto made = LabImages::create(folder.path(), {QStringLiteral("btrfs"), QStringLiteral("xfs")}, 64ULL << 20,
            std::make_unique<UDisksImageBackend>(client()));
        QVERIFY2(made, made ? "" : qPrintable(made.error().message()));
        QCOMPARE((*made)->backendName(), QStringLiteral("udisks2"));
        QCOMPARE((*made)->mountPoints(),
            QStringList({QStringLiteral("/run/media/test/lab"), QStringLiteral("/run/media/test/lab")}));
        for (const LabImages::Image& im : (*made)->images()) {
            QCOMPARE(QFileInfo(im.image).size(), qint64(LabImages::imageBytes(im.type, 64ULL << 20)));
            QCOMPARE(im.device, kBlock);
        }
    }
    service.quit();
    service.wait();
    const QString manager = QStringLiteral("Manager.LoopSetup /org/freedesktop/UDisks2/Manager");
    QCOMPARE(service.fake.calls,
        QStringList({manager, QStringLiteral("Block.Format ") + kBlock, QStringLiteral("Filesystem.Mount ") + kBlock,
            manager, QStringLiteral("Block.Format ") + kBlock, QStringLiteral("Filesystem.Mount ") + kBlock,
            QStringLiteral("Filesystem.Unmount ") + kBlock, QStringLiteral("Loop.Delete ") + kBlock,
            QStringLiteral("Filesystem.Unmount ") + kBlock, QStringLiteral("Loop.Delete ") + kBlock}));
    QCOMPARE(service.fake.formatted,
        QStringList({QStringLiteral("btrfs take-ownership=true"), QStringLiteral("xfs take-ownership=true")}));
    QVERIFY2(QDir(folder.path()).isEmpty(), qPrintable(QDir(folder.path()).entryList().join(u' ')));
}

// Polkit refuses the mount: the loop device is deleted again (nothing to unmount), the image
// removed, and the error says what to do.
void TestUDisks::labImagesUndoneHalfWay()
{
    QTemporaryDir folder;
    Service service(m_address, false, QStringLiteral("Mount"));
    service.start();
    service.ready.acquire();
    auto made = LabImages::create(
        folder.path(), {QStringLiteral("ext4")}, 64ULL << 20, std::make_unique<UDisksImageBackend>(client()));
    service.quit();
    service.wait();
    QVERIFY(!made);
    QVERIFY2(made.error().reason.contains(QLatin1String("polkit")), qPrintable(made.error().reason));
    QCOMPARE(service.fake.calls,
        QStringList({QStringLiteral("Manager.LoopSetup /org/freedesktop/UDisks2/Manager"),
            QStringLiteral("Block.Format ") + kBlock, QStringLiteral("Filesystem.Mount ") + kBlock,
            QStringLiteral("Loop.Delete ") + kBlock}));
    QVERIFY2(QDir(folder.path()).isEmpty(), qPrintable(QDir(folder.path()).entryList().join(u' ')));
}

QTEST_GUILESS_MAIN(TestUDisks)
#include "tst_udisks.moc"
