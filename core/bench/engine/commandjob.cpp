// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/commandjob.h"

#include "util/path.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <map>
#include <set>
#include <thread>

extern char** environ;

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CommandJob)
};

// Every live process whose ancestry reaches one of `roots`.
std::set<pid_t> treeOf(const std::set<pid_t>& roots)
{
    std::map<pid_t, pid_t> parent;
    for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool ok = false;
        const pid_t pid = entry.toInt(&ok);
        if (!ok)
            continue;
        const QList<QByteArray> fields = procStatFields(pid);
        if (fields.size() > 1)
            parent[pid] = pid_t(fields.at(1).toInt());
    }
    std::set<pid_t> tree;
    for (const auto& [pid, ppid] : parent) {
        for (pid_t p = pid, guard = 0; p > 1 && guard < 64; p = parent.count(p) ? parent[p] : 0, ++guard) {
            if (roots.count(p)) {
                tree.insert(pid);
                break;
            }
        }
    }
    return tree;
}

} // namespace

namespace {

// One spawn of /bin/sh -c COMMAND in its own process group (cancel reaches the whole tree), in `dir`
// when one is given. The pid, or the error number.
Result<pid_t> spawnShell(const QByteArray& command, const QByteArray& dir)
{
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (!dir.isEmpty())
        posix_spawn_file_actions_addchdir_np(&actions, dir.constData());
    const char* argv[] = {"/bin/sh", "-c", command.constData(), nullptr};
    pid_t pid = 0;
    const int err = ::posix_spawn(&pid, "/bin/sh", &actions, &attr, const_cast<char**>(argv), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    if (err != 0)
        return std::unexpected(Error{{}, Text::tr("cannot start /bin/sh: %1").arg(errnoText(err)), err});
    return pid;
}

void addTime(timeval& to, const timeval& t)
{
    to.tv_sec += t.tv_sec;
    to.tv_usec += t.tv_usec;
}

double seconds(const timeval& t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

// The instances of a command from their start to the last one's end: reaped as they end, their I/O
// sampled every interval, the whole tree stopped on cancel.
class CommandRun
{
public:
    CommandRun(const JobSpec& spec, const ProcessIo& selfBefore)
        : m_spec(spec)
        , m_selfBefore(selfBefore)
    { }

    Result<void> spawn(const CommandJob& job)
    {
        const QByteArray command = job.command.toLocal8Bit();
        const QByteArray dir = pathBytes(job.workingDirectory);
        Result<void> started;
        for (int i = 0; i < m_spec.numjobs && started; ++i) {
            auto pid = spawnShell(command, dir);
            if (pid)
                m_running.insert(*pid);
            else
                started = std::unexpected(pid.error());
        }
        m_roots = m_running;
        return started;
    }

    void wait(const std::atomic<bool>& cancel, const std::function<void(const BenchTick&)>& onTick,
        std::chrono::milliseconds interval, BenchResult& result)
    {
        auto lastSample = m_start;
        while (!m_running.empty()) {
            if (cancel.load() && !m_killed) {
                for (pid_t pid : m_roots)
                    ::kill(-pid, SIGTERM);
                m_killed = true;
            }
            if (reap())
                continue;
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            const auto now = std::chrono::steady_clock::now();
            if (now - lastSample < interval)
                continue;
            const double dt = std::chrono::duration<double>(now - lastSample).count();
            lastSample = now;
            BenchTick t = sample(now, dt);
            result.series.push_back(t.samples.front());
            if (onTick)
                onTick(t);
        }
    }

    // The run as a whole: its bytes (ours now hold the reaped instances'), its CPU, how it ended.
    void finish(BenchResult& result) const
    {
        JobRun run;
        run.job = m_spec.name;
        const auto end = std::chrono::steady_clock::now();
        const ProcessIo self = processIo(::getpid());
        run.runtimeUs = std::uint64_t(std::chrono::duration_cast<std::chrono::microseconds>(end - m_start).count());
        run.read.ioBytes = self.readBytes - m_selfBefore.readBytes;
        run.write.ioBytes = self.writeBytes - m_selfBefore.writeBytes;
        run.read.runtimeUs = run.write.runtimeUs = run.runtimeUs;
        const double wall = std::max(1e-6, double(run.runtimeUs) / 1e6);
        run.usrCpu = 100.0 * seconds(m_children.ru_utime) / wall;
        run.sysCpu = 100.0 * seconds(m_children.ru_stime) / wall;
        run.cancelled = m_killed;
        result.cancelled = m_killed;
        result.runs.push_back(run);
        const auto failed = std::find_if(m_exitCodes.begin(), m_exitCodes.end(), [](int code) { return code != 0; });
        if (failed != m_exitCodes.end() && !m_killed)
            result.warnings.push_back({m_spec.name, Text::tr("an instance exited with status %1").arg(*failed)});
    }

private:
    // The instances that ended (only ours: the GUI may have other children). True when any did.
    bool reap()
    {
        bool reaped = false;
        for (pid_t pid : std::set<pid_t>(m_running)) {
            int status = 0;
            rusage ru{};
            if (::wait4(pid, &status, WNOHANG, &ru) != pid)
                continue;
            m_running.erase(pid);
            reaped = true;
            addTime(m_children.ru_utime, ru.ru_utime);
            addTime(m_children.ru_stime, ru.ru_stime);
            m_exitCodes.push_back(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }
        return reaped;
    }

    // Reaped instances have moved their counts into ours; live ones are read where they are.
    BenchTick sample(std::chrono::steady_clock::time_point now, double dt)
    {
        const ProcessIo self = processIo(::getpid());
        ProcessIo total{self.readBytes - m_selfBefore.readBytes, self.writeBytes - m_selfBefore.writeBytes};
        for (pid_t pid : treeOf(m_running)) {
            const ProcessIo c = processIo(pid);
            total.readBytes += c.readBytes;
            total.writeBytes += c.writeBytes;
        }
        BenchTick t;
        t.progress.elapsedSeconds = std::chrono::duration<double>(now - m_start).count();
        t.progress.phase = Text::tr("%n instance(s) running", "", int(m_running.size()));
        BenchSample s;
        s.jobIndex = 0;
        s.seconds = t.progress.elapsedSeconds;
        s.readBandwidth = double(total.readBytes - std::min(total.readBytes, m_lastTotal.readBytes)) / dt;
        s.writeBandwidth = double(total.writeBytes - std::min(total.writeBytes, m_lastTotal.writeBytes)) / dt;
        m_lastTotal = total;
        t.samples.push_back(s);
        return t;
    }

    const JobSpec& m_spec;
    ProcessIo m_selfBefore;
    std::chrono::steady_clock::time_point m_start = std::chrono::steady_clock::now();
    std::set<pid_t> m_running, m_roots;
    rusage m_children{};
    ProcessIo m_lastTotal{};
    bool m_killed = false;
    std::vector<int> m_exitCodes;
};

} // namespace

BenchResult runCommandJob(const CommandJob& job, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick, std::chrono::milliseconds interval)
{
    BenchResult result;
    result.origin = QStringLiteral("fragscope " FRAGSCOPE_VERSION);
    result.title = job.command;
    JobSpec spec;
    spec.name = job.command;
    spec.command = job.command;
    spec.numjobs = std::max(1, job.instances);
    spec.directory = job.workingDirectory;
    result.jobs.push_back(spec);
    if (job.command.trimmed().isEmpty()) {
        result.error = Text::tr("no command given");
        return result;
    }
    result.context = benchContext(job.workingDirectory);
    CommandRun run(spec, processIo(::getpid()));
    if (auto started = run.spawn(job); !started)
        result.error = started.error().reason;
    run.wait(cancel, onTick, interval, result);
    run.finish(result);
    return result;
}

} // namespace fragscope
