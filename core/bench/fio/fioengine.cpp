// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/fio/fioengine.h"

#include "bench/engine/runner.h"
#include "bench/fio/fioreports.h"
#include "bench/fio/fiostream.h"
#include "bench/fio/hostlatency.h"
#include "bench/import/importers.h"
#include "bench/jobs/jobfile.h"
#include "bench/results/resultjson.h"
#include "util/json.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryFile>
#include <QTimer>

#include <signal.h>
#include <sys/prctl.h>

#include <algorithm>
#include <map>
#include <memory>

namespace fragscope {
namespace {

using fio::addRates;
using fio::jobIndexOf;
using fio::LocalReports;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FioEngine)
};

using Clock = std::chrono::steady_clock;

// fio's probe answer, the first line a client prints per host:
// "hostname=vm, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1".
bool readProbeLine(const QString& line, FioProbe& out)
{
    if (!line.startsWith(QLatin1String("hostname=")))
        return false;
    QString os, arch;
    for (const QString& part : line.split(QStringLiteral(", "))) {
        const QString key = part.section(QLatin1Char('='), 0, 0);
        const QString value = part.section(QLatin1Char('='), 1);
        if (key == QLatin1String("hostname"))
            out.hostname = value;
        else if (key == QLatin1String("fio"))
            out.fioVersion = value;
        else if (key == QLatin1String("os"))
            os = value;
        else if (key == QLatin1String("arch"))
            arch = value;
    }
    out.os = QString(os + QLatin1Char(' ') + arch).trimmed();
    return true;
}

// The job file fio gets: ours, with the files named as our engine names them and, unless they are
// to be kept, removed at the end of each job. Only those: fio's unlink= removes whatever file a job
// used, so a job that names its own (filename=, a file the user has) never gets it.
QByteArray fioJobText(std::vector<JobSpec> jobs, bool keepFiles)
{
    for (JobSpec& job : jobs) {
        const bool ownUnlink = std::any_of(
            job.fioOnly.begin(), job.fioOnly.end(), [](const auto& o) { return o.first == QLatin1String("unlink"); });
        if (!keepFiles && job.filename.isEmpty() && !ownUnlink)
            job.fioOnly.append({QStringLiteral("unlink"), QStringLiteral("1")});
    }
    return "[global]\nfilename_format=fragscope-bench.$jobname.$jobnum.$filenum\n" + writeJobFile(jobs);
}

// A line of fio's that says what went wrong ("fio: connect: Connection refused", "client: host=...
// disconnected", "<vm> fio: ... bad option"), without the host prefix.
bool isFioComplaint(const QString& line)
{
    static const QRegularExpression complaint(
        QStringLiteral(R"(^(<[^>]*>\s*)?(fio:|client:|error|.*\berr(or)?=\s*[1-9]|.*\bfailed\b|.*\bbad\b))"),
        QRegularExpression::CaseInsensitiveOption);
    return complaint.match(line).hasMatch();
}

// fio's runs, renumbered to our jobs (by name); fio's own guess at the job spec is dropped.
std::vector<JobRun> adoptRuns(const std::vector<JobSpec>& jobs, const BenchResult& fio)
{
    std::vector<JobRun> runs;
    for (JobRun run : fio.runs) {
        const QString name = run.jobIndex >= 0 && std::size_t(run.jobIndex) < fio.jobs.size()
            ? fio.jobs[std::size_t(run.jobIndex)].name
            : run.job;
        run.jobIndex = jobIndexOf(jobs, name);
        if (run.jobIndex < 0)
            continue;
        run.job = name;
        for (JobRun& clone : run.clones)
            clone.jobIndex = run.jobIndex;
        runs.push_back(std::move(run));
    }
    return runs;
}

// One fio process: the local run, or the client of one host.
struct FioProcess
{
    int host = -1;
    FioHost where;
    std::unique_ptr<QProcess> process;
    QByteArray output;      // all of standard output
    QByteArray errors;      // all of standard error
    QByteArray pending;     // output not yet split into lines (client mode)
    FioStreamParser parser; // local mode: the JSON documents
    Clock::time_point started;
    Clock::time_point lastHeard;
    FioProbe probe;
    bool probed = false;
    bool finished = false;
    bool stopping = false;
    QString failure; // set by us: a timeout, a failed start
    std::optional<FioStatusLine> status;
    QStringList complaints;
};

void startFio(FioProcess& p, const QStringList& args)
{
    p.process = std::make_unique<QProcess>();
    // fio stops with us, even when we are killed: its jobs remove their files (unlink=1) as they end.
    p.process->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
    p.started = p.lastHeard = Clock::now();
    p.process->start(args.front(), args.mid(1));
}

QString stopReason(const FioProcess& p)
{
    if (!p.failure.isEmpty())
        return p.failure;
    if (!p.complaints.isEmpty())
        return p.complaints.join(QStringLiteral("; "));
    if (p.process->exitStatus() == QProcess::CrashExit)
        return Text::tr("fio ended by a signal");
    return Text::tr("fio exited with status %1").arg(p.process->exitCode());
}

// fio's client arguments for one host: "ip:ADDR,PORT" (ip6: for IPv6) as fio spells them.
QString clientArgument(const FioHost& host)
{
    const bool v6 = host.address.contains(QLatin1Char(':'));
    return QStringLiteral("--client=%1:%2,%3")
        .arg(v6 ? QStringLiteral("ip6") : QStringLiteral("ip"), host.address)
        .arg(host.port);
}

// Asks fio to stop (SIGTERM: stop the jobs and, as a client, tell the server to), killing it if it
// has not within 10 s. `why`, when given, is the run's failure.
void stopFio(FioProcess& p, const QString& why)
{
    if (p.finished || p.stopping)
        return;
    if (!why.isEmpty())
        p.failure = why;
    p.stopping = true;
    p.process->terminate();
    QTimer::singleShot(10'000, p.process.get(), [&p] {
        if (!p.finished)
            p.process->kill();
    });
}

// A client's output: the probe line, then status lines (fio's --eta=always, "\r"-separated) and
// complaints.
void readClient(FioProcess& p, const QByteArray& bytes)
{
    p.pending += bytes;
    qsizetype cut;
    while ((cut = p.pending.indexOf('\r')) >= 0 || (cut = p.pending.indexOf('\n')) >= 0) {
        const qsizetype nl = p.pending.indexOf('\n');
        if (nl >= 0 && nl < cut)
            cut = nl;
        const QString line = QString::fromLocal8Bit(p.pending.left(cut));
        p.pending.remove(0, cut + 1);
        if (!p.probed && readProbeLine(line, p.probe)) {
            p.probed = true;
        } else if (auto status = parseFioStatusLine(line)) {
            if (status->readBytesPerSecond + status->writeBytesPerSecond + status->readIops + status->writeIops > 0
                || status->percent)
                p.status = status;
        } else if (isFioComplaint(line)) {
            p.complaints << line.trimmed();
        }
    }
}

// One runFio: fio here, or a fio client for each host, watched from an event loop of its own;
// their reports become ticks while they run and the result at the end.
class FioRun
{
public:
    FioRun(const std::vector<JobSpec>& jobs, const FioRunOptions& options, const std::atomic<bool>& cancel,
        const std::function<void(const BenchTick&)>& onTick)
        : m_jobs(jobs)
        , m_options(options)
        , m_cancel(cancel)
        , m_onTick(onTick)
        , m_local(options.hosts.empty())
        , m_reports(jobs)
        , m_hostLogs(jobs, options)
    { }

    BenchResult run()
    {
        describe();
        if (auto ok = check(); !ok)
            return failed(ok.error());
        // Locally one job file; on hosts one each, naming the host's own latency logs.
        if (!m_local)
            m_hostLogs.choose(m_result.context.toolVersion);
        std::vector<std::unique_ptr<QTemporaryFile>> jobFiles;
        for (std::size_t h = 0; h < std::max<std::size_t>(1, m_options.hosts.size()); ++h) {
            auto file = std::make_unique<QTemporaryFile>(QDir::tempPath() + QStringLiteral("/fragscope-XXXXXX.fio"));
            const QByteArray text = fioJobText(m_local ? m_jobs : m_hostLogs.jobsFor(int(h)), m_options.keepFiles);
            if (!file->open() || file->write(text) < 0 || !file->flush())
                return failed(Error{{}, Text::tr("cannot write the job file for fio: %1").arg(file->errorString())});
            jobFiles.push_back(std::move(file));
        }
        start(jobFiles);
        watch();
        m_result.cancelled = m_cancel.load();
        if (m_local)
            finishLocal(jobFiles.front()->fileName());
        else
            finishHosts();
        return m_result;
    }

private:
    BenchResult failed(const Error& error)
    {
        m_result.error = error.message();
        return m_result;
    }

    double seconds() const { return std::chrono::duration<double>(Clock::now() - m_start).count(); }

    void emitTick(BenchTick t)
    {
        t.progress.elapsedSeconds = seconds();
        m_result.record(t);
        if (m_local) // the hosts' sensors are theirs: fio does not say them
            m_result.noteTemperatures(seconds());
        if (m_onTick)
            m_onTick(t);
    }

    // What the result says of where it ran: here, or the hosts (measured there, not here).
    void describe()
    {
        m_result.jobs = m_jobs;
        m_result.origin = QStringLiteral("fio");
        m_result.context = benchContext(m_jobs.empty() ? QString() : jobFilePath(m_jobs.front(), 0));
        m_result.context.tool = QStringLiteral("fio");
        if (m_local)
            return;
        // What was read here is not the hosts': each host's fio says its version, name and OS.
        m_result.context.fsKnown = false;
        m_result.context.kernel.clear();
        m_result.context.factsKnown = false;
        m_result.context.machine = {};
        m_result.context.storage = {};
        QStringList names;
        for (const FioHost& h : m_options.hosts)
            names << fioHostText(h);
        m_result.context.hostname = names.join(QStringLiteral(", "));
    }

    // Jobs fio can run, and the fio that runs them.
    Result<void> check()
    {
        for (const JobSpec& job : m_jobs) {
            if (!job.command.isEmpty())
                return failure(Text::tr("job '%1' is a command job, which fio does not run").arg(job.name));
            // fio takes size=N% of an existing file only; of a new one it is ours (the free room).
            if (job.sizeFreePercent && (!m_local || !QFileInfo::exists(jobFilePath(job, 0))))
                return failure(Text::tr("job '%1': size=%2% of the free room is Fragscope's; fio takes a percentage "
                                        "of an existing file only: give bytes to run it through fio")
                                   .arg(job.name)
                                   .arg(job.sizeFreePercent));
        }
        if (m_jobs.empty())
            return failure(Text::tr("no job to run"));
        const auto version = fioVersion(m_options.program);
        if (!version)
            return std::unexpected(version.error());
        m_result.origin = QString(*version).replace(QLatin1String("fio-"), QLatin1String("fio "));
        m_result.context.toolVersion = version->mid(4);
        return {};
    }

    void start(const std::vector<std::unique_ptr<QTemporaryFile>>& jobFiles)
    {
        const QString jobFile = jobFiles.front()->fileName();
        const QString interval = QStringLiteral("%1ms").arg(std::max<qint64>(100, m_options.interval.count()));
        m_start = Clock::now();
        if (m_local) {
            m_result.noteTemperatures(0, true);
            auto p = std::make_unique<FioProcess>();
            startFio(*p,
                {m_options.program, QStringLiteral("--output-format=json+"),
                    QStringLiteral("--status-interval=") + interval, jobFile});
            p->probed = true;
            m_procs.push_back(std::move(p));
            return;
        }
        for (std::size_t h = 0; h < m_options.hosts.size(); ++h) {
            auto p = std::make_unique<FioProcess>();
            p->host = int(h);
            p->where = m_options.hosts[h];
            startFio(*p,
                {m_options.program, clientArgument(p->where), QStringLiteral("--output-format=normal"),
                    QStringLiteral("--eta=always"), QStringLiteral("--eta-interval=") + interval,
                    jobFiles[h]->fileName()});
            m_procs.push_back(std::move(p));
        }
    }

    // Runs an event loop until every fio has ended: their output read as it comes, a poll for
    // cancelling, timeouts and the hosts' samples.
    void watch()
    {
        QEventLoop loop;
        for (auto& owned : m_procs)
            listen(*owned, loop);
        QTimer poll;
        poll.setInterval(50);
        m_lastTick = m_start;
        QObject::connect(&poll, &QTimer::timeout, &loop, [this, &loop] {
            if (enforceLimits())
                loop.quit();
            else if (!m_local && Clock::now() - m_lastTick >= m_options.interval)
                sampleHosts();
        });
        poll.start();
        loop.exec();
    }

    void listen(FioProcess& p, QEventLoop& loop)
    {
        QObject::connect(p.process.get(), &QProcess::readyReadStandardOutput, &loop, [this, &p] {
            const QByteArray bytes = p.process->readAllStandardOutput();
            p.output += bytes;
            p.lastHeard = Clock::now();
            if (m_local)
                readLocal(p, bytes);
            else
                readClient(p, bytes);
        });
        QObject::connect(p.process.get(), &QProcess::readyReadStandardError, &loop, [&p] {
            const QByteArray bytes = p.process->readAllStandardError();
            p.errors += bytes;
            p.lastHeard = Clock::now();
            for (const QByteArray& line : bytes.split('\n')) {
                const QString text = QString::fromLocal8Bit(line).trimmed();
                if (!text.isEmpty() && p.complaints.size() < 8)
                    p.complaints << text;
            }
        });
        QObject::connect(p.process.get(), &QProcess::finished, &loop, [&p] { p.finished = true; });
        QObject::connect(p.process.get(), &QProcess::errorOccurred, &loop, [this, &p](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart) {
                p.failure = Text::tr("cannot start %1: %2").arg(m_options.program, p.process->errorString());
                p.finished = true;
            }
        });
    }

    void readLocal(FioProcess& p, const QByteArray& bytes)
    {
        for (const QJsonObject& doc : p.parser.feed(bytes)) {
            BenchTick t = m_reports.interval(doc, seconds());
            if (!t.samples.empty())
                emitTick(t);
        }
        for (const QString& line : p.parser.takeLines()) {
            if (isFioComplaint(line))
                p.complaints << line.trimmed();
        }
    }

    // Stops what was cancelled, did not answer or fell silent; true once every fio has ended.
    bool enforceLimits()
    {
        const Clock::time_point now = Clock::now();
        bool allDone = true;
        for (auto& owned : m_procs) {
            FioProcess& p = *owned;
            if (p.finished)
                continue;
            allDone = false;
            if (m_cancel.load())
                stopFio(p, {});
            else if (!p.probed && now - p.started > m_options.connectTimeout)
                stopFio(p,
                    Text::tr("no answer from fio's server on %1 within %2 s")
                        .arg(fioHostText(p.where))
                        .arg(m_options.connectTimeout.count() / 1000.0));
            else if (now - p.lastHeard > m_options.silenceTimeout)
                stopFio(
                    p, Text::tr("fio said nothing for %1 s").arg(double(m_options.silenceTimeout.count()) / 1000.0));
        }
        return allDone;
    }

    // On hosts: each host's latest status line is its sample; the sum is "all hosts".
    void sampleHosts()
    {
        m_lastTick = Clock::now();
        BenchTick t;
        BenchSample total;
        total.seconds = seconds();
        int reporting = 0;
        double fraction = 0;
        for (auto& owned : m_procs) {
            const FioProcess& p = *owned;
            if (p.finished || !p.status)
                continue;
            BenchSample s;
            s.host = p.host;
            s.seconds = total.seconds;
            s.readBandwidth = p.status->readBytesPerSecond;
            s.writeBandwidth = p.status->writeBytesPerSecond;
            s.readIops = p.status->readIops;
            s.writeIops = p.status->writeIops;
            addRates(total, s);
            fraction += p.status->percent.value_or(0) / 100.0;
            if (p.status->etaSeconds)
                t.progress.remainingSeconds = std::max(t.progress.remainingSeconds, double(*p.status->etaSeconds));
            t.samples.push_back(s);
            ++reporting;
        }
        if (reporting == 0)
            return;
        t.samples.push_back(total);
        t.progress.fraction = fraction / double(m_procs.size());
        t.progress.phase = Text::tr("fio on %n host(s)", "", reporting);
        emitTick(t);
    }

    void finishLocal(const QString& jobFile)
    {
        m_result.noteTemperatures(seconds(), true);
        FioProcess& p = *m_procs.front();
        if (m_reports.lastDocument().isEmpty()) {
            m_result.error = stopReason(p);
            return;
        }
        auto fio = benchResultFromJson(m_reports.lastDocument(), jobFile);
        if (!fio) {
            m_result.error = fio.error().message();
            return;
        }
        m_result.runs = adoptRuns(m_jobs, *fio);
        m_result.disks = fio->disks;
        if (p.process->exitCode() != 0 && !m_result.cancelled)
            m_result.error = stopReason(p);
        for (JobRun& run : m_result.runs)
            run.cancelled = m_result.cancelled;
    }

    // Each host's result from its client's report, and the sum per job over the hosts that finished.
    void finishHosts()
    {
        QStringList failed;
        for (auto& owned : m_procs) {
            HostResult h = hostResult(*owned);
            if (h.error.isEmpty())
                m_hostLogs.take(owned->host, h, m_result);
            if (!h.error.isEmpty())
                failed << QStringLiteral("%1: %2").arg(fioHostText(owned->where), h.error);
            for (JobRun& run : h.runs) {
                run.cancelled = m_result.cancelled;
                if (h.error.isEmpty())
                    addToSum(run);
            }
            m_result.hosts.push_back(std::move(h));
        }
        if (!failed.isEmpty())
            m_result.error = failed.join(QLatin1Char('\n'));
    }

    HostResult hostResult(const FioProcess& p) const
    {
        HostResult h;
        h.address = p.where.address;
        h.port = p.where.port;
        h.fioVersion = p.probe.fioVersion;
        h.hostname = p.probe.hostname;
        h.os = p.probe.os;
        auto fio = importFioText(p.output, fioHostText(p.where));
        if (fio) {
            h.runs = adoptRuns(m_jobs, *fio);
            h.disks = fio->disks;
        }
        const bool ok = p.failure.isEmpty() && p.process->exitStatus() == QProcess::NormalExit
            && p.process->exitCode() == 0 && !h.runs.empty();
        if (!ok && !m_result.cancelled) {
            // fio's own words first; if it said nothing wrong, why its report gave us nothing.
            h.error = p.failure.isEmpty() && p.complaints.isEmpty() && p.process->exitCode() == 0
                ? (fio ? Text::tr("fio's report names none of the jobs") : fio.error().message())
                : stopReason(p);
        }
        return h;
    }

    void addToSum(const JobRun& run)
    {
        JobRun part = run;
        part.clones.clear();
        auto sum = std::find_if(m_result.runs.begin(), m_result.runs.end(),
            [&](const JobRun& r) { return r.jobIndex == run.jobIndex && r.repetition == run.repetition; });
        if (sum == m_result.runs.end())
            m_result.runs.push_back(std::move(part));
        else
            accumulate(*sum, part);
    }

    const std::vector<JobSpec>& m_jobs;
    const FioRunOptions& m_options;
    const std::atomic<bool>& m_cancel;
    const std::function<void(const BenchTick&)>& m_onTick;
    const bool m_local;
    BenchResult m_result;
    std::vector<std::unique_ptr<FioProcess>> m_procs;
    LocalReports m_reports;
    Clock::time_point m_start;
    Clock::time_point m_lastTick;
    fio::HostLatencyLogs m_hostLogs;
};

} // namespace

BenchResult runFio(const std::vector<JobSpec>& jobs, const FioRunOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick)
{
    return FioRun(jobs, options, cancel, onTick).run();
}

} // namespace fragscope
