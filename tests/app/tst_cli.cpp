// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope map` through the real binary: every bad input ends in a message naming the file and the
// reason, the others are still printed, and the exit status tells.
#include "fslab.h"
#include "fslabskip.h"
#include "testpaths.h"
#include "util/path.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <csignal>
#include <fcntl.h>
#include <map>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace Qt::StringLiterals;

struct Outcome
{
    int status = -1;
    QString out;
    QString err;
};

// asUser: run as that uid through setpriv, with `binary` (a copy another user can execute); the
// environment without `unset` and with `set`.
static Outcome runFragscope(const QStringList& args, const QString& asUser = {}, const QString& binary = {},
    const QStringList& unset = {}, const QList<QPair<QString, QString>>& set = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& name : unset)
        env.remove(name);
    for (const auto& [name, value] : set)
        env.insert(name, value);
    p.setProcessEnvironment(env);
    if (asUser.isEmpty()) {
        p.start(fragscopeBin(), args);
    } else {
        p.start(QStringLiteral("setpriv"),
            QStringList{QStringLiteral("--reuid=") + asUser, QStringLiteral("--regid=") + asUser,
                QStringLiteral("--clear-groups"), binary}
                + args);
    }
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromLocal8Bit(p.readAllStandardOutput()), QString::fromLocal8Bit(p.readAllStandardError())};
}

// Runs fragscope with arguments as bytes (QProcess would pass them through QFile::encodeName, which
// replaces what is not UTF-8): stdout and stderr as bytes.
struct RawOutcome
{
    int status = -1;
    QByteArray out;
    QByteArray err;
};
static RawOutcome runFragscopeRaw(const QList<QByteArray>& args)
{
    QTemporaryDir io;
    const QByteArray outPath = QFile::encodeName(io.filePath(QStringLiteral("out")));
    const QByteArray errPath = QFile::encodeName(io.filePath(QStringLiteral("err")));
    const QByteArray bin = QFile::encodeName(fragscopeBin()); // made before the fork: the child only execs
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int out = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(out, STDOUT_FILENO);
        ::dup2(err, STDERR_FILENO);
        std::vector<char*> argv{const_cast<char*>(bin.constData())};
        for (const QByteArray& a : args)
            argv.push_back(const_cast<char*>(a.constData()));
        argv.push_back(nullptr);
        ::execv(bin.constData(), argv.data());
        ::_exit(127);
    }
    int status = 0;
    if (pid < 0 || ::waitpid(pid, &status, 0) != pid)
        return {};
    QFile out(io.filePath(QStringLiteral("out"))), err(io.filePath(QStringLiteral("err")));
    out.open(QIODevice::ReadOnly);
    err.open(QIODevice::ReadOnly);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out.readAll(), err.readAll()};
}

class TestCli : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir; // mapped by the commands: on a file system with FIEMAP
    QString m_good;

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_dir = fragscope::fslab::scratchDir(QStringLiteral("cli"), &why);
        if (!m_dir->isValid())
            FSLAB_SKIP(why);
        m_good = m_dir->filePath(QStringLiteral("good"));
        QVERIFY(fragscope::fslab::writeSequential(m_good, 64 << 10).isEmpty());
        QCOMPARE(::mkfifo(QFile::encodeName(m_dir->filePath(QStringLiteral("fifo"))).constData(), 0600), 0);
        const int s = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        qstrncpy(addr.sun_path, QFile::encodeName(m_dir->filePath(QStringLiteral("socket"))).constData(),
            sizeof addr.sun_path);
        QCOMPARE(::bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
        ::close(s);
    }

    void badInputs_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        const QString dir = m_dir->path();
        QTest::newRow("missing") << dir + QStringLiteral("/missing") << QStringLiteral("No such file or directory");
        QTest::newRow("directory") << dir << QStringLiteral("is a directory; Fragscope maps regular files");
        QTest::newRow("fifo") << dir + QStringLiteral("/fifo")
                              << QStringLiteral("is a named pipe (FIFO), not a regular file");
        QTest::newRow("socket") << dir + QStringLiteral("/socket") << QStringLiteral("is a socket, not a regular file");
        QTest::newRow("device node") << QStringLiteral("/dev/null")
                                     << QStringLiteral("is a character device node, not a regular file");
        QTest::newRow("not a directory") << m_good + QStringLiteral("/x") << QStringLiteral("Not a directory");
    }
    void badInputs()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        // The bad one between two good ones: the good ones are still printed, the status says 1.
        const Outcome o = runFragscope(
            {QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), m_good, path, m_good});
        QCOMPARE(o.status, 1);
        QCOMPARE(o.err.trimmed(), QStringLiteral("fragscope: %1: %2").arg(path, reason));
        const QJsonObject root = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("files")).toArray().size(), 2);
        const QJsonArray errors = root.value(QStringLiteral("errors")).toArray();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0][QStringLiteral("path")].toString(), path);
        QCOMPARE(errors[0][QStringLiteral("reason")].toString(), reason);
    }

    void tmpfsHasNoFiemap()
    {
        if (!fragscope::fslab::onTmpfs(QStringLiteral("/dev/shm")))
            QSKIP("/dev/shm is not a tmpfs here");
        QTemporaryDir shm(QStringLiteral("/dev/shm/fragscope-XXXXXX"));
        const QString path = shm.filePath(QStringLiteral("f"));
        QVERIFY(fragscope::fslab::writeSequential(path, 8192).isEmpty());
        const Outcome o = runFragscope({QStringLiteral("map"), path});
        QCOMPARE(o.status, 1);
        QCOMPARE(o.err.trimmed(),
            QStringLiteral("fragscope: %1: the tmpfs file system does not report extents (FIEMAP is not "
                           "supported)")
                .arg(path));
    }

    void permissionDenied()
    {
        // In a folder every user can enter (/tmp, not the build tree: a clone may lie under a folder of
        // mode 0700, and then "Permission denied" would come from the path, not from the file).
        QTemporaryDir open(QStringLiteral("/tmp/fragscope-permission-XXXXXX"));
        QVERIFY2(open.isValid(), qPrintable(open.errorString()));
        QVERIFY(QFile::setPermissions(open.path(), QFile::permissions(open.path()) | QFile::ExeOther));
        const QString path = open.filePath(QStringLiteral("secret"));
        QVERIFY(fragscope::fslab::writeSequential(path, 4096).isEmpty());
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        QString user;
        QString binary;
        if (::geteuid() == 0) {
            if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
                FSLAB_SKIP("root reads every file, and setpriv is missing to run as another user");
            user = QStringLiteral("65534"); // nobody
            // nobody must reach the folder and run the program, and be refused by the file alone. The
            // build tree may sit where nobody cannot enter (/root), so run a copy from the open folder.
            binary = open.filePath(QStringLiteral("fragscope"));
            QVERIFY(QFile::copy(fragscopeBin(), binary));
            QVERIFY(QFile::setPermissions(binary, QFile::permissions(binary) | QFile::ExeOther | QFile::ReadOther));
        }
        const Outcome o = runFragscope({QStringLiteral("map"), path}, user, binary);
        QCOMPARE(o.status, 1);
        QCOMPARE(o.err.trimmed(),
            QStringLiteral("fragscope: %1: permission denied: cannot open the file for reading").arg(path));
    }

    void emptyAndHoleFilesAreFine()
    {
        const QString empty = m_dir->filePath(QStringLiteral("empty"));
        const QString hole = m_dir->filePath(QStringLiteral("hole"));
        QVERIFY(fragscope::fslab::writeSequential(empty, 0).isEmpty());
        QVERIFY(fragscope::fslab::writeSparse(hole, 1 << 20, {}).isEmpty());
        const Outcome o
            = runFragscope({QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), empty, hole});
        QCOMPARE(o.status, 0);
        QVERIFY(o.err.isEmpty());
        const QJsonArray files
            = QJsonDocument::fromJson(o.out.toUtf8()).object().value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0][QStringLiteral("extents")].toArray().size(), 0);
        QCOMPARE(files[1][QStringLiteral("report")][QStringLiteral("hole_bytes")].toInteger(), 1 << 20);
        const Outcome text = runFragscope({QStringLiteral("map"), hole});
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.contains(QStringLiteral("Holes")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no file") << QStringList{QStringLiteral("map")}
                                 << QStringLiteral("fragscope map: no FILE given (see fragscope map --help)");
        QTest::newRow("bad format") << QStringList{QStringLiteral("map"), QStringLiteral("--format"),
            QStringLiteral("xml"),
            QStringLiteral("f")} << QStringLiteral("fragscope map: unknown format 'xml' (use text, json or filefrag)");
        QTest::newRow("bad batch") << QStringList{QStringLiteral("map"), QStringLiteral("--batch"), QStringLiteral("0"),
            QStringLiteral("f")} << QStringLiteral("fragscope map: --batch needs a positive number, not '0'");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("map"), QStringLiteral("--frobnicate")}
                                        << QStringLiteral("fragscope map: Unknown option 'frobnicate'.");
        QTest::newRow("order alone") << QStringList{u"defrag"_s, u"--order"_s, u"name"_s, u"/tmp"_s}
                                     << u"fragscope defrag: --order goes with --together"_s;
        QTest::newRow("plan of a file") << QStringList{u"defrag"_s, u"--plan"_s, u"/etc/hostname"_s}
                                        << u"fragscope defrag: --plan is for directories (a tree); give one"_s;
        QTest::newRow("no order list") << QStringList{u"defrag"_s, u"--together"_s, u"--order"_s,
            u"/nonexistent/list"_s, u"/tmp"_s}
                                       << u"fragscope defrag: /nonexistent/list: No such file or directory"_s;
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Outcome o = runFragscope(args);
        QCOMPARE(o.status, 2);
        QCOMPARE(o.err.trimmed(), message);
        QVERIFY(o.out.isEmpty());
    }

    void benchUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("nothing") << QStringList{QStringLiteral("bench")}
                                 << QStringLiteral("no job file or directory given");
        QTest::newRow("format")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--output-format"), QStringLiteral("xml"),
                   QStringLiteral(".")}
            << QStringLiteral("--output-format is normal, json, json+, terse (fio's), fragscope-json or diskmark");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("bench"), QStringLiteral("--blocksise=4k"),
            QStringLiteral(".")} << QStringLiteral("--blocksise: not a fio option");
        QTest::newRow("unsupported")
            << QStringList{QStringLiteral("bench"), QStringLiteral("--exec_prerun=true"), QStringLiteral(".")}
            << QStringLiteral("--exec_prerun: a fio option that fragscope's engine does not implement; fio runs it");
        QTest::newRow("engine") << QStringList{QStringLiteral("bench"), QStringLiteral("--engine"),
            QStringLiteral("spdk"), QStringLiteral(".")}
                                << QStringLiteral("--engine is fragscope or fio, not 'spdk'");
        QTest::newRow("host") << QStringList{QStringLiteral("bench"), QStringLiteral("--host"),
            QStringLiteral("node:99999"), QStringLiteral(".")}
                              << QStringLiteral(
                                     "--host is HOST or HOST:PORT (a machine running fio --server), not 'node:99999'");
        QTest::newRow("bad size") << QStringList{QStringLiteral("bench"), QStringLiteral("--size"),
            QStringLiteral("lots"), QStringLiteral(".")}
                                  << QStringLiteral("--size: 'lots' is not a size");
        QTest::newRow("preset without dir") << QStringList{QStringLiteral("bench"), QStringLiteral("--preset"),
            QStringLiteral("matrix-6")} << QStringLiteral("--preset needs the directory");
        QTest::newRow("no such preset") << QStringList{QStringLiteral("bench"), QStringLiteral("--preset"),
            QStringLiteral("nope"), QStringLiteral(".")}
                                        << QStringLiteral("nope: no such preset");
        QTest::newRow("repeat on fio") << QStringList{QStringLiteral("bench"), QStringLiteral("--engine"),
            QStringLiteral("fio"), QStringLiteral("--repeat"), QStringLiteral("2"), QStringLiteral(".")}
                                       << QStringLiteral("--repeat is our engine's; fio runs the jobs once");
    }
    void benchUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        const Outcome o = runFragscope(args);
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains(messagePart), qPrintable(o.err));
        QVERIFY(o.out.isEmpty());
    }

    void benchJobFileProblemsNameTheLine()
    {
        const QString path = m_dir->filePath(QStringLiteral("bad.fio"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[global]\nbs=4k\n[j]\nsize=1m\nexec_prerun=true\nrw=upwards\n");
        f.close();
        const Outcome o = runFragscope({QStringLiteral("bench"), path});
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains(
                     QStringLiteral("bad.fio:5: option 'exec_prerun': a fio option that fragscope's engine does not")),
            qPrintable(o.err));
        QVERIFY2(o.err.contains(QStringLiteral("bad.fio:6: option 'rw'")), qPrintable(o.err));
    }

    // --engine fio: the options only fio implements reach fio as written; fio's result comes back
    // in our shape; the job file's other problems still name their line.
    void benchEngineFio()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("fio")).isEmpty())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        QTemporaryDir dir(m_dir->filePath(QStringLiteral("fio-XXXXXX")));
        const QString job = dir.filePath(QStringLiteral("zipf.fio"));
        QFile f(job);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("[global]\ndirectory=%1\nsize=4m\n[z]\nrw=randread\nexec_prerun=true\n"
                               "exitall_on_error\n")
                    .arg(dir.path())
                    .toUtf8());
        f.close();
        const Outcome ours = runFragscope({QStringLiteral("bench"), job});
        QCOMPARE(ours.status, 2);
        QVERIFY2(ours.err.contains(QStringLiteral("zipf.fio:6: option 'exec_prerun'")), qPrintable(ours.err));
        const Outcome fio = runFragscope({QStringLiteral("bench"), job, QStringLiteral("--engine"),
            QStringLiteral("fio"), QStringLiteral("--output-format"), QStringLiteral("fragscope-json")});
        QVERIFY2(fio.status == 0, qPrintable(fio.err));
        const QJsonObject o = QJsonDocument::fromJson(fio.out.toUtf8()).object();
        QVERIFY(o.value(QLatin1String("origin")).toString().startsWith(QLatin1String("fio 3")));
        const QJsonObject options
            = o.value(QLatin1String("jobs")).toArray().at(0).toObject().value(QLatin1String("options")).toObject();
        QCOMPARE(options.value(QLatin1String("exec_prerun")).toString(), QStringLiteral("true"));
        QCOMPARE(o.value(QLatin1String("runs"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("read"))
                     .toObject()
                     .value(QLatin1String("io_bytes"))
                     .toDouble(),
            4.0 * (1 << 20));
        const Outcome printed = runFragscope({QStringLiteral("bench"), job, QStringLiteral("--engine"),
            QStringLiteral("fio"), QStringLiteral("--print-job")});
        QVERIFY2(printed.out.contains(QStringLiteral("exec_prerun=true\nexitall_on_error")), qPrintable(printed.out));
    }

    // fio's other formats, read by fio's own tools: terse (version 3, fio's field order: 121 fields
    // before fio's disk section, which fio prints only with disk statistics) and json+ (latency bins,
    // turned into CSV and validated by fio_jsonplus_clat2csv).
    void benchFioFormats()
    {
        QTemporaryDir dir(m_dir->filePath(QStringLiteral("formats-XXXXXX")));
        const Outcome terse = runFragscope({QStringLiteral("bench"), QStringLiteral("--name=mix"),
            QStringLiteral("--rw=randrw"), QStringLiteral("--bs=4k"), QStringLiteral("--size=4m"),
            QStringLiteral("--output-format"), QStringLiteral("terse"), dir.path()});
        QVERIFY2(terse.status == 0, qPrintable(terse.err));
        const QStringList f = terse.out.trimmed().split(QLatin1Char(';'));
        QCOMPARE(f.size(), 121);
        QCOMPARE(f.at(0), QStringLiteral("3"));
        QCOMPARE(f.at(2), QStringLiteral("mix"));
        const int readKiB = f.at(5).toInt(), writeKiB = f.at(46).toInt();
        QCOMPARE(readKiB + writeKiB, 4096); // every block once, read or written
        QVERIFY(readKiB > 0 && writeKiB > 0);
        QVERIFY(f.at(7).toInt() > 0 && f.at(48).toInt() > 0);                              // IOPS
        QVERIFY2(f.at(23).startsWith(QLatin1String("50.000000%=")), qPrintable(f.at(23))); // read clat p50
        double shares = 0; // the latency distribution covers every I/O
        for (int i = 99; i < 121; ++i)
            shares += f.at(i).chopped(1).toDouble();
        QVERIFY2(std::abs(shares - 100) < 0.2, qPrintable(QString::number(shares)));

        const QString json = dir.filePath(QStringLiteral("plus.json"));
        const Outcome plus = runFragscope({QStringLiteral("bench"), QStringLiteral("--name=rr"),
            QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k"), QStringLiteral("--size=4m"),
            QStringLiteral("--output-format"), QStringLiteral("json+"), QStringLiteral("--output"), json, dir.path()});
        QVERIFY2(plus.status == 0, qPrintable(plus.err));
        QFile in(json);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QJsonObject read = QJsonDocument::fromJson(in.readAll())
                                     .object()
                                     .value(QLatin1String("jobs"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QLatin1String("read"))
                                     .toObject();
        const QJsonObject bins
            = read.value(QLatin1String("clat_ns")).toObject().value(QLatin1String("bins")).toObject();
        double n = 0;
        for (auto it = bins.begin(); it != bins.end(); ++it)
            n += it.value().toDouble();
        QCOMPARE(n, read.value(QLatin1String("total_ios")).toDouble());
        QCOMPARE(n, 1024.0);
        if (QStandardPaths::findExecutable(QStringLiteral("fio_jsonplus_clat2csv")).isEmpty())
            FSLAB_SKIP("fio_jsonplus_clat2csv is not installed (Debian package fio)");
        const QString csv = dir.filePath(QStringLiteral("plus.csv"));
        for (const QStringList& args : {QStringList{json, csv}, QStringList{QStringLiteral("--validate"), json, csv}}) {
            QProcess tool;
            tool.setProcessChannelMode(QProcess::MergedChannels);
            tool.start(QStringLiteral("fio_jsonplus_clat2csv"), args);
            QVERIFY(tool.waitForFinished(30'000));
            QVERIFY2(tool.exitCode() == 0, tool.readAll().constData());
        }
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("plus_job0.csv"))));
    }

    // A host nobody serves: exit 1 at once, the host and fio's reason named; fragscope-json says it too.
    void benchHostRefused()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("fio")).isEmpty())
            FSLAB_SKIP("fio is not installed (Debian package fio)");
        QElapsedTimer t;
        t.start();
        const Outcome o = runFragscope({QStringLiteral("bench"), QStringLiteral("--host"),
            QStringLiteral("127.0.0.1:1"), QStringLiteral("--rw=read"), QStringLiteral("--size=1m"),
            QStringLiteral("--output-format"), QStringLiteral("fragscope-json")});
        QVERIFY(t.elapsed() < 10'000);
        QCOMPARE(o.status, 1);
        QVERIFY2(o.err.contains(QStringLiteral("127.0.0.1:1: fio: connect: Connection refused")), qPrintable(o.err));
        const QJsonArray hosts
            = QJsonDocument::fromJson(o.out.toUtf8()).object().value(QLatin1String("hosts")).toArray();
        QCOMPARE(hosts.size(), 1);
        QCOMPARE(hosts.at(0).toObject().value(QLatin1String("port")).toInt(), 1);
        QVERIFY(hosts.at(0).toObject().value(QLatin1String("error")).toString().contains(QLatin1String("refused")));
    }

    void benchQuickJobAsJson()
    {
        QTemporaryDir dir(m_dir->filePath(QStringLiteral("run-XXXXXX")));
        const QString out = dir.filePath(QStringLiteral("result.json"));
        const Outcome o
            = runFragscope({QStringLiteral("bench"), QStringLiteral("--rw=write"), QStringLiteral("--bs=64k"),
                QStringLiteral("--size=1m"), QStringLiteral("--end_fsync"), QStringLiteral("--output-format"),
                QStringLiteral("fragscope-json"), QStringLiteral("--output"), out, dir.path()});
        QVERIFY2(o.status == 0, qPrintable(o.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonObject run = root.value(QLatin1String("runs")).toArray().at(0).toObject();
        QCOMPARE(run.value(QLatin1String("write")).toObject().value(QLatin1String("io_bytes")).toDouble(), 1048576.0);
        QCOMPARE(run.value(QLatin1String("write")).toObject().value(QLatin1String("total_ios")).toDouble(), 16.0);
        QCOMPARE(run.value(QLatin1String("syncs")).toDouble(), 1.0);
        QVERIFY(root.value(QLatin1String("context")).toObject().contains(QLatin1String("kernel")));
        // How the binary was built, as --version says it.
        const QString buildType
            = root.value(QLatin1String("context")).toObject().value(QLatin1String("build_type")).toString();
        QVERIFY2(
            !buildType.isEmpty() && runFragscope({QStringLiteral("--version")}).out.contains(u'(' + buildType + u')'),
            qPrintable(buildType));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("fragscope-bench.*")}).size(), 0);
        // The text report says the circumstances the JSON holds, a line each.
        const QString kernel
            = root.value(QLatin1String("context")).toObject().value(QLatin1String("kernel")).toString();
        const Outcome text = runFragscope(
            {QStringLiteral("bench"), QStringLiteral("--rw=read"), QStringLiteral("--size=1m"), dir.path()});
        QVERIFY2(text.status == 0, qPrintable(text.err));
        for (const QString& line : {QStringLiteral("kernel: +%1").arg(QRegularExpression::escape(kernel)),
                 QStringLiteral("I/O: +buffered \\(through the page cache\\)"),
                 QStringLiteral("CPU: +(\\S.*, )?\\d+ online")}) {
            QVERIFY2(text.out.contains(
                         QRegularExpression(QStringLiteral("^  ") + line + u'$', QRegularExpression::MultilineOption)),
                qPrintable(line + QStringLiteral(" not in:\n") + text.out));
        }

        // --repeat 2: two results; fio's --loops=3: three passes inside each.
        const Outcome twice = runFragscope({QStringLiteral("bench"), QStringLiteral("--rw=read"),
            QStringLiteral("--size=1m"), QStringLiteral("--loops=3"), QStringLiteral("--repeat"), QStringLiteral("2"),
            QStringLiteral("--output-format=fragscope-json"), dir.path()});
        QVERIFY2(twice.status == 0, qPrintable(twice.err));
        const QJsonArray runs
            = QJsonDocument::fromJson(twice.out.toUtf8()).object().value(QLatin1String("runs")).toArray();
        QCOMPARE(runs.size(), 2);
        for (const QJsonValue& r : runs)
            QCOMPARE(r.toObject().value(QLatin1String("read")).toObject().value(QLatin1String("io_bytes")).toDouble(),
                3.0 * 1048576);

        // json is fio's schema, as with fio (and 0.1's fio-json says the same).
        for (const char* format : {"json", "fio-json"}) {
            const Outcome fio = runFragscope({QStringLiteral("bench"), QStringLiteral("--rw=randread"),
                QStringLiteral("--size=1m"), QStringLiteral("--output-format=") + QLatin1String(format), dir.path()});
            QCOMPARE(fio.status, 0);
            QVERIFY2(QJsonDocument::fromJson(fio.out.toUtf8()).object().contains(QLatin1String("fio version")), format);
        }
        const Outcome fio = runFragscope({QStringLiteral("bench"), QStringLiteral("--rw=randread"),
            QStringLiteral("--size=1m"), QStringLiteral("--output-format=json"), dir.path()});
        QCOMPARE(fio.status, 0);
        const QJsonObject job = QJsonDocument::fromJson(fio.out.toUtf8())
                                    .object()
                                    .value(QLatin1String("jobs"))
                                    .toArray()
                                    .at(0)
                                    .toObject();
        QCOMPARE(job.value(QLatin1String("read")).toObject().value(QLatin1String("io_bytes")).toDouble(), 1048576.0);
        QVERIFY(job.value(QLatin1String("read"))
                    .toObject()
                    .value(QLatin1String("clat_ns"))
                    .toObject()
                    .contains(QLatin1String("percentile")));
    }

    // Several --name= on one command line make several jobs, as with fio: what comes before the first
    // is every job's, what follows a name is that job's; they run at the same time.
    void benchSeveralNames()
    {
        QTemporaryDir dir(m_dir->filePath(QStringLiteral("run-XXXXXX")));
        const QStringList args{QStringLiteral("bench"), QStringLiteral("--size=1m"), QStringLiteral("--bs=64k"),
            QStringLiteral("--name=seq"), QStringLiteral("--rw=read"), QStringLiteral("--name=rand"),
            QStringLiteral("--rw=randread"), QStringLiteral("--bs=4k")};
        const Outcome printed = runFragscope(args + QStringList{QStringLiteral("--print-job"), dir.path()});
        QCOMPARE(printed.status, 0);
        QVERIFY2(printed.out.contains(QLatin1String("[seq]")) && printed.out.contains(QLatin1String("[rand]")),
            qPrintable(printed.out));
        const Outcome o = runFragscope(args + QStringList{QStringLiteral("--output-format=json"), dir.path()});
        QVERIFY2(o.status == 0, qPrintable(o.err));
        const QJsonArray jobs = QJsonDocument::fromJson(o.out.toUtf8()).object().value(QLatin1String("jobs")).toArray();
        QCOMPARE(jobs.size(), 2);
        QCOMPARE(jobs.at(0).toObject().value(QLatin1String("jobname")).toString(), QStringLiteral("seq"));
        QCOMPARE(jobs.at(1).toObject().value(QLatin1String("jobname")).toString(), QStringLiteral("rand"));
        const auto read = [&](int i, const char* key) {
            return jobs.at(i).toObject().value(QLatin1String("read")).toObject().value(QLatin1String(key)).toDouble();
        };
        // Both read the whole 1 MiB, in 64 KiB and in 4 KiB requests: the global size, each its own bs.
        QCOMPARE(read(0, "io_bytes"), 1048576.0);
        QCOMPARE(read(1, "io_bytes"), 1048576.0);
        QCOMPARE(read(0, "total_ios"), 16.0);
        QCOMPARE(read(1, "total_ios"), 256.0);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("fragscope-bench.*")}).size(), 0);
    }

    // A SIGHUP (the terminal closed) during the writes stops the run like Ctrl+C: it ends normally
    // and removes its test file. (A closed output pipe: tst_lab, where the run has file systems to undo.)
    void labCleansUpAfterHangup()
    {
        // Long enough (about a second here) to be under way when the hangup comes: with 8 MiB and
        // 4 MiB of writes it was done in 0.13 s, sometimes before the signal (exit status 0, one
        // run in four beside other suites).
        QTemporaryDir dir(m_dir->filePath(QStringLiteral("run-XXXXXX")));
        const QStringList args{QStringLiteral("lab"), QStringLiteral("--size=64M"), QStringLiteral("--write-total=32M"),
            QStringLiteral("--repeat=0"), dir.path()};
        QProcess q;
        q.start(fragscopeBin(), args);
        QVERIFY(q.waitForStarted());
        QTRY_COMPARE_WITH_TIMEOUT(QDir(dir.path()).entryList({QStringLiteral("fragscope-lab.*")}).size(), 1, 10000);
        ::kill(pid_t(q.processId()), SIGHUP);
        QVERIFY(q.waitForFinished(30'000));
        QCOMPARE(q.exitStatus(), QProcess::NormalExit);
        QCOMPARE(q.exitCode(), 1);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("fragscope-lab.*")}).size(), 0);
    }

    void benchInterruptCleansUp()
    {
        QTemporaryDir dir(m_dir->filePath(QStringLiteral("run-XXXXXX")));
        QProcess p;
        p.start(fragscopeBin(),
            {QStringLiteral("bench"), QStringLiteral("--rw=randwrite"), QStringLiteral("--size=4m"),
                QStringLiteral("--time_based"), QStringLiteral("--runtime=60s"), dir.path()});
        QVERIFY(p.waitForStarted());
        QTRY_COMPARE_WITH_TIMEOUT(QDir(dir.path()).entryList({QStringLiteral("fragscope-bench.*")}).size(), 1, 10000);
        QTest::qWait(300);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(5000));
        QCOMPARE(p.exitCode(), 1);
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("Cancelled")), qPrintable(out));
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("fragscope-bench.*")}).size(), 0);
    }

    void importCommand()
    {
        const QString path = m_dir->filePath(QStringLiteral("fio2.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("fio-2.1.11\nseq: (groupid=0, jobs=1): err= 0: pid=1: Thu Mar 10 10:00:00 2016\n"
                "  read : io=1024.0MB, bw=104857KB/s, iops=102, runt= 10000msec\n");
        f.close();
        Outcome o = runFragscope({QStringLiteral("import"), path});
        QCOMPARE(o.status, 0);
        const QJsonObject root = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QCOMPARE(root.value(QLatin1String("origin")).toString(), QStringLiteral("fio 2.1.11"));
        QCOMPARE(root.value(QLatin1String("runs"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QLatin1String("read"))
                     .toObject()
                     .value(QLatin1String("io_bytes"))
                     .toDouble(),
            1024.0 * 1048576);
        const QString bad = m_dir->filePath(QStringLiteral("bad.csv"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("1.97,1.97,host,1,2,4G,,1,2\n");
        b.close();
        o = runFragscope({QStringLiteral("import"), bad});
        QCOMPARE(o.status, 1);
        QVERIFY2(o.err.contains(bad + QStringLiteral(":1: ")), qPrintable(o.err));
        o = runFragscope({QStringLiteral("bench"), QStringLiteral("--list-presets")});
        QCOMPARE(o.status, 0);
        QVERIFY(o.out.contains(QLatin1String("crystaldiskmark")));
        // CrystalDiskMark's own result printed in its layout again: its rows to the character.
        const QString cdm = sourcePath(QStringLiteral("tests/data/diskmark/crystaldiskmark-8.0.4.txt"));
        o = runFragscope(
            {QStringLiteral("import"), cdm, QStringLiteral("--output-format"), QStringLiteral("diskmark")});
        QCOMPARE(o.status, 0);
        QFile original(cdm);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(original.readAll()).split(u'\n');
        int rows = 0;
        for (const QString& line : lines) {
            if (line.contains(QLatin1String("MB/s ["))) {
                QVERIFY2(o.out.contains(line), qPrintable(line + u'\n' + o.out));
                ++rows;
            }
        }
        QCOMPARE(rows, 8);
    }

    // --disk names the disk the model predicts for (a preset, or a preset's figures changed); without
    // it, the disk under the file, whatever the window saved; a wrong figure is a usage error naming it.
    void diskModelOption()
    {
        const QString snap = m_dir->filePath(QStringLiteral("good.json"));
        Outcome o = runFragscope({QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), m_good});
        QCOMPARE(o.status, 0);
        QFile out(snap);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(o.out.toUtf8());
        out.close();
        const auto modelSeconds = [&](const QStringList& extra) {
            const Outcome c
                = runFragscope(QStringList{QStringLiteral("compare"), QStringLiteral("--json"), snap, snap} + extra);
            const QJsonObject figures = QJsonDocument::fromJson(c.out.toUtf8()).object().value(u"figures").toObject();
            return c.status == 0 ? figures.value(u"hdd_read_s").toObject().value(u"a").toDouble(-1) : -1.0;
        };
        QTemporaryDir config;
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(config.path()));
        const double underFile = modelSeconds({});
        const double desktop = modelSeconds({QStringLiteral("--disk"), QStringLiteral("desktop-7200")});
        const double slower = modelSeconds({QStringLiteral("--disk"), QStringLiteral("rpm=5400,outer=75,inner=40")});
        const double nvme = modelSeconds({QStringLiteral("--disk=nvme-ssd")});
        QVERIFY2(underFile > 0 && nvme > 0 && desktop > nvme && slower > desktop,
            qPrintable(QStringLiteral("%1 %2 %3 %4").arg(underFile).arg(nvme).arg(desktop).arg(slower)));
        // The window's saved disk model is the window's: the command line still reads the disk under the file.
        QVERIFY(QDir().mkpath(config.filePath(QStringLiteral("fragscope"))));
        QFile saved(config.filePath(QStringLiteral("fragscope/fragscope.conf")));
        QVERIFY(saved.open(QIODevice::WriteOnly));
        saved.write("[hddModel]\nrpm=5400\nouterRateMBps=75\ninnerRateMBps=40\n");
        saved.close();
        QCOMPARE(modelSeconds({}), underFile);
        const Outcome bad = runFragscope({QStringLiteral("compare"), snap, snap, QStringLiteral("--disk=speed=3")});
        qunsetenv("XDG_CONFIG_HOME");
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains(QLatin1String("'speed'")), qPrintable(bad.err));
        const Outcome nonsense = runFragscope({QStringLiteral("compare"), snap, snap, QStringLiteral("--disk=rpm=-1")});
        QCOMPARE(nonsense.status, 2);
        QVERIFY2(nonsense.err.contains(QLatin1String("rpm=-1")), qPrintable(nonsense.err));
    }

    // A folder's plan as JSON: every file once, planned ones worst first with a reason-less entry,
    // the others with theirs; the tree's read before; nothing is changed.
    void defragPlanOfAFolder()
    {
        const QString dir = m_dir->filePath(u"plan"_s);
        QVERIFY(QDir().mkpath(dir + u"/sub"_s));
        QVERIFY(fragscope::fslab::writeSequential(dir + u"/whole"_s, 64 << 10).isEmpty());
        QVERIFY(fragscope::fslab::writeSequential(dir + u"/sub/empty"_s, 0).isEmpty());
        const Outcome o = runFragscope({u"defrag"_s, u"--plan"_s, u"--json"_s, dir});
        QVERIFY2(o.status == 0, qPrintable(o.err));
        const QJsonObject tree = QJsonDocument::fromJson(o.out.toUtf8()).object().value(u"tree"_s).toObject();
        const QJsonArray files = tree.value(u"plan"_s).toObject().value(u"files"_s).toArray();
        QCOMPARE(files.size(), 2);
        QStringList skips;
        for (const QJsonValue& f : files)
            skips << f.toObject().value(u"skip"_s).toString();
        skips.sort();
        QCOMPARE(skips, (QStringList{u"already in one piece"_s, u"no blocks to move"_s}));
        QCOMPARE(tree.value(u"read_before"_s).toObject().value(u"files"_s).toInt(), 2);
        QVERIFY(!tree.contains(u"read_after"_s)); // a plan runs nothing
        const Outcome text = runFragscope({u"defrag"_s, u"--plan"_s, dir});
        QVERIFY2(text.out.startsWith(u"plan: 0 of 2 files"_s), qPrintable(text.out));
    }

    void helpAndVersion()
    {
        Outcome o = runFragscope({QStringLiteral("--help")});
        QCOMPARE(o.status, 0);
        QVERIFY(o.out.contains(QStringLiteral("fragscope map")));
        o = runFragscope({QStringLiteral("map"), QStringLiteral("--help")});
        QCOMPARE(o.status, 0);
        QVERIFY(o.out.contains(QStringLiteral("--format")));
        o = runFragscope({QStringLiteral("--version")});
        QCOMPARE(o.status, 0);
        // With the build type, which a Debug build's figures need said.
        QVERIFY2(QRegularExpression(QStringLiteral("^fragscope " FRAGSCOPE_VERSION
                                                   " \\((Debug|Release|RelWithDebInfo|MinSizeRel)\\)\n$"))
                     .match(o.out)
                     .hasMatch(),
            qPrintable(o.out));
        // The window's options are listed too.
        o = runFragscope({QStringLiteral("--help")});
        QVERIFY2(o.out.contains(QLatin1String("--screenshot PNG")) && o.out.contains(QLatin1String("--survey-view")),
            qPrintable(o.out));
    }

    // Only no argument, window options and existing files open the window; a typo is a usage error
    // that names what was meant, before any display is needed (none is given here).
    void typosAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("said");
        QTest::newRow("subcommand") << QStringList{QStringLiteral("mpa"), m_good}
                                    << QStringLiteral("'mpa' is neither a subcommand nor a file. Did you mean map?");
        QTest::newRow("swapped letters") << QStringList{QStringLiteral("bnech")}
                                         << QStringLiteral("Did you mean bench?");
        QTest::newRow("nothing near") << QStringList{QStringLiteral("zzzzzz")}
                                      << QStringLiteral("'zzzzzz' is neither a subcommand nor a file");
        QTest::newRow("window option") << QStringList{QStringLiteral("--scrrenshot"), QStringLiteral("x.png")}
                                       << QStringLiteral("Did you mean --screenshot?");
        QTest::newRow("-v") << QStringList{QStringLiteral("-v")} << QStringLiteral("the version is --version");
        QTest::newRow("subcommand option") << QStringList{QStringLiteral("map"), QStringLiteral("--fromat"),
            m_good} << QStringLiteral("fragscope map: Unknown option 'fromat'. Did you mean --format?");
        QTest::newRow("scan option") << QStringList{QStringLiteral("scan"), QStringLiteral("--top-n"), m_good}
                                     << QStringLiteral("Did you mean --top?");
    }
    void typosAreUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, said);
        const Outcome o = runFragscope(args, {}, {}, {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY")});
        QCOMPARE(o.status, 2);
        QVERIFY2(o.err.contains(said), qPrintable(o.err));
        QCOMPARE(o.err.count(u'\n'), 1);
        QVERIFY(o.out.isEmpty());
    }

    // map --image: the window's inspector drawn without a display, as PNG, SVG or PDF at the size
    // asked; checked by the files' own structure (this suite has no GUI library).
    void mapImage()
    {
        QTemporaryDir out;
        const QStringList noDisplay{
            QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM")};
        const auto render = [&](const QString& name) {
            const QString path = out.filePath(name);
            const Outcome o = runFragscope({QStringLiteral("map"), m_good, QStringLiteral("--image"), path,
                                               QStringLiteral("--size"), QStringLiteral("900x640")},
                {}, {}, noDisplay);
            QFile f(path);
            return std::pair{o, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray()};
        };
        auto [o, png] = render(QStringLiteral("map.png"));
        QVERIFY2(o.status == 0, qPrintable(o.err));
        QVERIFY2(o.err.isEmpty(), qPrintable(o.err)); // no platform chatter
        QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
        const auto be32 = [&](int at) {
            return (quint32(quint8(png[at])) << 24) | (quint32(quint8(png[at + 1])) << 16)
                | (quint32(quint8(png[at + 2])) << 8) | quint32(quint8(png[at + 3]));
        };
        QCOMPARE(png.mid(12, 4), QByteArray("IHDR"));
        QCOMPARE(be32(16), 900u);
        QCOMPARE(be32(20), 640u);
        QVERIFY(png.size() > 10'000); // a drawing, not an empty frame

        auto [o2, svg] = render(QStringLiteral("map.svg"));
        QCOMPARE(o2.status, 0);
        QXmlStreamReader xml(svg);
        QVERIFY(xml.readNextStartElement());
        QCOMPARE(xml.name(), QStringLiteral("svg"));
        QVERIFY2(xml.attributes().value(QStringLiteral("viewBox")) == QLatin1String("0 0 900 640"),
            svg.left(400).constData());

        auto [o3, pdf] = render(QStringLiteral("map.pdf"));
        QCOMPARE(o3.status, 0);
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.contains("/Type /Page"));

        // Usage errors: a format it does not write, two files, no file.
        Outcome bad
            = runFragscope({QStringLiteral("map"), m_good, QStringLiteral("--image"), out.filePath(u"m.gif"_s)});
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains(QLatin1String(".png, .svg or .pdf")), qPrintable(bad.err));
        bad = runFragscope(
            {QStringLiteral("map"), m_good, m_good, QStringLiteral("--image"), out.filePath(u"m.png"_s)});
        QCOMPARE(bad.status, 2);
        bad = runFragscope(
            {QStringLiteral("map"), out.filePath(u"missing"_s), QStringLiteral("--image"), out.filePath(u"m.png"_s)});
        QCOMPARE(bad.status, 1);
        QVERIFY(!QFile::exists(out.filePath(u"m.png"_s)));
    }

    // Without a display the window says so in one line and exits 1 (Qt alone aborts: status 134).
    void noDisplayIsOneLine()
    {
        Outcome o = runFragscope({m_good}, {}, {},
            {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM")});
        QCOMPARE(o.status, 1);
        QCOMPARE(o.err.count(u'\n'), 1);
        QVERIFY2(
            o.err.startsWith(QLatin1String("fragscope: no display to open the window on (DISPLAY and WAYLAND_DISPLAY "
                                           "are not set)")),
            qPrintable(o.err));
        // A display that is named but not there: Qt's reason.
        o = runFragscope({}, {}, {}, {QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM")},
            {{QStringLiteral("DISPLAY"), QStringLiteral(":97")}});
        QCOMPARE(o.status, 1);
        QVERIFY2(o.err.contains(QLatin1String("could not connect to display :97")), qPrintable(o.err));
        QCOMPARE(o.err.count(u'\n'), 1);
    }
    // scan's JSON writes every name so that a JSON reader gets it back: quotes, backslashes and
    // control characters escaped, UTF-8 as it is, bytes that are not UTF-8 as displayPath shows them.
    void scanJsonEscapesNames()
    {
        const QByteArray folder = QFile::encodeName(m_dir->path()) + "/names";
        QCOMPARE(::mkdir(folder.constData(), 0755), 0);
        const QList<QByteArray> names
            = {"q\"uote", "back\\slash", "new\nline", "tab\tx", "ctl\x01", "caf\xc3\xa9", "bad\xff"};
        for (const QByteArray& name : names) {
            const int fd = ::open(QByteArray(folder + '/' + name).constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
            QVERIFY(fd >= 0);
            QCOMPARE(::write(fd, "x", 1), ssize_t(1));
            ::close(fd);
        }
        const auto cleanUp = qScopeGuard([&] {
            for (const QByteArray& name : names)
                ::unlink(QByteArray(folder + '/' + name).constData());
            ::rmdir(folder.constData());
        });
        const RawOutcome o = runFragscopeRaw({"scan", "--format", "json", folder});
        QVERIFY2(o.status == 0, o.err.constData());
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(o.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        std::map<QString, bool> seen; // path as read back -> path_escaped
        for (const QJsonValue v : doc.value(QStringLiteral("files")).toArray())
            seen[v[QStringLiteral("path")].toString()] = v[QStringLiteral("path_escaped")].toBool();
        QCOMPARE(seen.size(), std::size_t(names.size()));
        const QString base = QString::fromUtf8(folder) + QLatin1Char('/');
        for (const QByteArray& name : names.first(names.size() - 1)) {
            const auto found = seen.find(base + QString::fromUtf8(name));
            QVERIFY2(found != seen.end() && !found->second, name.constData());
        }
        // The byte that is not UTF-8 shown as \xff, and said so.
        const auto bad = seen.find(base + QStringLiteral("bad\\xff"));
        QVERIFY(bad != seen.end() && bad->second);
    }

    // File names are bytes: a name that is not UTF-8, with a newline and a leading dash, in a folder
    // whose name is not UTF-8 either, goes through map, defrag (file and tree) and a saved JSON and
    // back unchanged.
    void namesAreBytes()
    {
        const QByteArray folder = QFile::encodeName(m_dir->path()) + "/dir\xe9";
        const QByteArray file = folder + "/-bad\xff\xfe\nname";
        QCOMPARE(::mkdir(folder.constData(), 0755), 0);
        {
            const int fd = ::open(file.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
            QVERIFY(fd >= 0);
            const QByteArray data(256 << 10, 'x');
            QCOMPARE(::write(fd, data.constData(), std::size_t(data.size())), ssize_t(data.size()));
            ::close(fd);
        }
        const auto cleanUp = qScopeGuard([&] {
            ::unlink(file.constData());
            ::unlink(QByteArray(folder + "/r\xff.txt").constData());
            ::unlink(QByteArray(folder + "/j\xff.fio").constData());
            ::unlink(QByteArray(folder + "/a.json").constData());
            ::unlink(QByteArray(folder + "/b.json").constData());
            ::rmdir(folder.constData());
        });
        // map: found, and printed as its bytes (as filefrag prints it).
        RawOutcome o = runFragscopeRaw({"map", file});
        QCOMPARE(o.status, 0);
        QVERIFY2(o.out.contains(file), o.err.constData());
        // Saved JSON: the bytes escaped (\udcff), read back by compare to the same bytes.
        for (const char* name : {"a.json", "b.json"}) {
            o = runFragscopeRaw({"map", "--format", "json", file});
            QCOMPARE(o.status, 0);
            const int fd = ::open(QByteArray(folder + '/' + name).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            QVERIFY(fd >= 0);
            QCOMPARE(::write(fd, o.out.constData(), std::size_t(o.out.size())), ssize_t(o.out.size()));
            ::close(fd);
        }
        o = runFragscopeRaw({"compare", folder + "/a.json", folder + "/b.json", "--json"});
        QCOMPARE(o.status, 0);
        const QJsonObject compared = QJsonDocument::fromJson(o.out).object();
        QCOMPARE(fragscope::pathBytes(compared.value(QStringLiteral("path_a")).toString()), file);
        // defrag of the file, then of the folder as a tree: both reach it.
        o = runFragscopeRaw({"defrag", "--dry-run", "--method", "copy", file});
        QVERIFY2(o.status == 0, o.err.constData());
        QVERIFY(!o.err.contains("No such file"));
        o = runFragscopeRaw({"defrag", "--dry-run", folder});
        QVERIFY2(o.status == 0, o.err.constData());
        QVERIFY2(!o.out.contains("cannot be opened") && !o.out.contains("No such file"), o.out.constData());
        // A result and a job file under such names: import and bench read them.
        {
            QFile source(sourcePath(QStringLiteral("tests/data/diskmark/kdiskmark-3.2.0.txt")));
            QVERIFY(source.open(QIODevice::ReadOnly));
            const QByteArray result = source.readAll();
            const QByteArray job = "[seq]\nrw=read\nbs=4k\nsize=64k\n";
            for (const auto& [name, bytes] : {std::pair{"/r\xff.txt", result}, std::pair{"/j\xff.fio", job}}) {
                const int fd = ::open(QByteArray(folder + name).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
                QVERIFY(fd >= 0);
                QCOMPARE(::write(fd, bytes.constData(), std::size_t(bytes.size())), ssize_t(bytes.size()));
                ::close(fd);
            }
        }
        o = runFragscopeRaw({"import", folder + "/r\xff.txt"});
        QVERIFY2(o.status == 0, o.err.constData());
        o = runFragscopeRaw({"bench", folder + "/j\xff.fio", "--print-job"});
        QVERIFY2(o.status == 0 && o.out.contains("rw=read"), QByteArray(o.out + o.err).constData());
        o = runFragscopeRaw({"defrag", "--dry-run", "--together", folder});
        QVERIFY2(
            !o.out.contains("No such file") && !o.err.contains("No such file"), QByteArray(o.out + o.err).constData());
    }

    // A path that is not there at the start is a usage error naming it, with no report.
    // Every JSON document says what it is and in which version (core/util/documents.h), so a reader
    // can tell a survey from a map before it reads a key.
    void everyDocumentSaysItsKind()
    {
        const QString file = m_dir->filePath(QStringLiteral("kinds"));
        QVERIFY(fragscope::fslab::writeSequential(file, 1 << 20).isEmpty());
        const QString saved = m_dir->filePath(QStringLiteral("kinds.json"));
        const auto document = [](const QStringList& args) {
            const Outcome o = runFragscope(args);
            if (o.status != 0)
                qWarning("%s", qPrintable(o.err));
            return QJsonDocument::fromJson(o.out.toUtf8()).object();
        };
        const QJsonObject map
            = document({QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), file});
        QFile out(saved);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(map).toJson());
        out.close();
        const QList<std::pair<QJsonObject, QString>> documents{{map, QStringLiteral("map")},
            {document({QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), m_dir->path()}),
                QStringLiteral("survey")},
            {document({QStringLiteral("compare"), QStringLiteral("--json"), saved, saved}),
                QStringLiteral("comparison")},
            {document({QStringLiteral("defrag"), QStringLiteral("--dry-run"), QStringLiteral("--json"), file}),
                QStringLiteral("defrag")},
            {document({QStringLiteral("defrag"), QStringLiteral("--plan"), QStringLiteral("--json"), m_dir->path()}),
                QStringLiteral("defrag")},
            {document({QStringLiteral("bench"), QStringLiteral("--ioengine=null"), QStringLiteral("--size=1m"),
                 QStringLiteral("--output-format"), QStringLiteral("fragscope-json"), m_dir->path()}),
                QStringLiteral("bench-result")}};
        for (const auto& [o, kind] : documents) {
            QCOMPARE(o.value(QStringLiteral("kind")).toString(), kind);
            QCOMPARE(o.value(QStringLiteral("tool")).toString(), QStringLiteral("fragscope"));
            QCOMPARE(o.value(QStringLiteral("version")).toString(), QStringLiteral(FRAGSCOPE_VERSION));
            QVERIFY2(o.value(QStringLiteral("format_version")).toInt() >= 1, qPrintable(kind));
        }
    }

    // The read times: per file, per directory (each subtree whole) and in the summary, on the disk
    // named; the same figure from map --cost and from scan; a faster disk reads faster.
    void scanAndMapCost()
    {
        QTemporaryDir tree(m_dir->filePath(QStringLiteral("cost-XXXXXX")));
        QVERIFY(QDir(tree.path()).mkpath(QStringLiteral("sub")));
        QVERIFY(fragscope::fslab::writeSequential(tree.filePath(QStringLiteral("sub/a")), 256 << 10).isEmpty());
        QVERIFY(fragscope::fslab::writeSequential(tree.filePath(QStringLiteral("sub/b")), 64 << 10).isEmpty());
        QVERIFY(fragscope::fslab::writeSequential(tree.filePath(QStringLiteral("c")), 2000).isEmpty());
        const auto scan = [&](const QString& profile) {
            const Outcome o = runFragscope({QStringLiteral("scan"), QStringLiteral("--cost"),
                QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--disk"), profile, tree.path()});
            if (o.status != 0)
                qWarning() << o.err;
            return QJsonDocument::fromJson(o.out.toUtf8()).object();
        };
        const QJsonObject slow = scan(QStringLiteral("desktop-7200"));
        const QJsonObject fast = scan(QStringLiteral("nvme-ssd"));
        const QJsonObject sum = slow.value(QStringLiteral("summary")).toObject();
        QCOMPARE(sum.value(QStringLiteral("profile")).toObject().value(QStringLiteral("preset")).toString(),
            QStringLiteral("desktop-7200"));
        QCOMPARE(sum.value(QStringLiteral("profile")).toObject().value(QStringLiteral("measured")).toBool(true), false);
        double files = 0, lost = 0;
        QJsonObject bFile;
        for (const QJsonValue v : slow.value(QStringLiteral("files")).toArray()) {
            const QJsonObject f = v.toObject();
            const double read = f.value(QStringLiteral("read_seconds")).toDouble();
            QVERIFY2(read > 0.001, qPrintable(f.value(QStringLiteral("path")).toString())); // a seek at least
            QVERIFY(qAbs(f.value(QStringLiteral("ideal_read_seconds")).toDouble()
                        - (read - f.value(QStringLiteral("lost_seconds")).toDouble()))
                < 1e-6);
            files += read;
            lost += f.value(QStringLiteral("lost_seconds")).toDouble();
            if (f.value(QStringLiteral("path")).toString().endsWith(QStringLiteral("/sub/b")))
                bFile = f;
        }
        QVERIFY(qAbs(files - sum.value(QStringLiteral("read_seconds")).toDouble()) < 1e-4);
        QVERIFY(qAbs(lost - sum.value(QStringLiteral("lost_seconds")).toDouble()) < 1e-4);
        // Directories: the root holds all three files, sub two of them; each one's read is the one
        // defrag's plan prices for that folder (tar's read of its files), its time lost its files'.
        const QJsonArray dirs = slow.value(QStringLiteral("directories")).toArray();
        QCOMPARE(dirs.size(), 2);
        for (const QJsonValue v : dirs) {
            const QJsonObject d = v.toObject();
            const QString path = d.value(QStringLiteral("path")).toString();
            const bool root = path == tree.path();
            QCOMPARE(d.value(QStringLiteral("files")).toInt(), root ? 3 : 2);
            const Outcome plan = runFragscope({QStringLiteral("defrag"), QStringLiteral("--plan"),
                QStringLiteral("--json"), QStringLiteral("--disk"), QStringLiteral("desktop-7200"), path});
            QVERIFY2(plan.status == 0, qPrintable(plan.err));
            const QJsonObject before = QJsonDocument::fromJson(plan.out.toUtf8())
                                           .object()
                                           .value(QStringLiteral("tree"))
                                           .toObject()
                                           .value(QStringLiteral("read_before"))
                                           .toObject();
            const double read = d.value(QStringLiteral("read_seconds")).toDouble();
            QVERIFY2(read > 0 && qAbs(read - before.value(QStringLiteral("seconds")).toDouble()) < 1e-5 * read,
                qPrintable(QStringLiteral("%1: scan %2 s, defrag's plan %3 s")
                               .arg(path)
                               .arg(read)
                               .arg(before.value(QStringLiteral("seconds")).toDouble())));
            // The ideal is the same read with each file defragmented, the difference what is lost.
            QVERIFY(qAbs(d.value(QStringLiteral("ideal_read_seconds")).toDouble()
                        + d.value(QStringLiteral("lost_seconds")).toDouble() - read)
                < 1e-5 * read);
        }
        // The same disk reads the whole tree faster as an NVMe SSD than as a 7,200 rpm drive.
        QVERIFY(fast.value(QStringLiteral("summary")).toObject().value(QStringLiteral("read_seconds")).toDouble()
            < sum.value(QStringLiteral("read_seconds")).toDouble() / 10);
        // One definition: map --cost says what scan said of the same file.
        const Outcome m = runFragscope(
            {QStringLiteral("map"), QStringLiteral("--cost"), QStringLiteral("--disk"), QStringLiteral("desktop-7200"),
                QStringLiteral("--format"), QStringLiteral("json"), tree.filePath(QStringLiteral("sub/b"))});
        QCOMPARE(m.status, 0);
        const QJsonObject cost = QJsonDocument::fromJson(m.out.toUtf8())
                                     .object()
                                     .value(QStringLiteral("files"))
                                     .toArray()
                                     .at(0)
                                     .toObject()
                                     .value(QStringLiteral("cost"))
                                     .toObject();
        QVERIFY(!bFile.isEmpty());
        QVERIFY2(qAbs(cost.value(QStringLiteral("read_seconds")).toDouble()
                     - bFile.value(QStringLiteral("read_seconds")).toDouble())
                < 1e-6,
            qPrintable(m.out));
        // A name that is neither a preset nor a profile file is a usage error naming the presets.
        const Outcome bad
            = runFragscope({QStringLiteral("scan"), QStringLiteral("--disk"), QStringLiteral("floppy"), tree.path()});
        QCOMPARE(bad.status, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("nvme-ssd")), qPrintable(bad.err));
    }

    void scanOfNothing()
    {
        const Outcome o = runFragscope({QStringLiteral("scan"), QStringLiteral("/nonexistent")});
        QCOMPARE(o.status, 1);
        QCOMPARE(o.err.trimmed(), QStringLiteral("fragscope scan: /nonexistent: No such file or directory"));
        QCOMPARE(o.out, QString());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
