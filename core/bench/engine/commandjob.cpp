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

    const QByteArray command = job.command.toLocal8Bit();
    const QByteArray dir = pathBytes(job.workingDirectory);
    const ProcessIo selfBefore = processIo(::getpid());
    const auto start = std::chrono::steady_clock::now();
    std::set<pid_t> running;
    for (int i = 0; i < spec.numjobs; ++i) {
        posix_spawnattr_t attr;
        posix_spawnattr_init(&attr);
        posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP); // its own group: cancel reaches the whole tree
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
        if (err != 0) {
            result.error = Text::tr("cannot start /bin/sh: %1").arg(errnoText(err));
            break;
        }
        running.insert(pid);
    }
    const std::set<pid_t> roots = running;

    JobRun run;
    run.job = spec.name;
    rusage children{};
    ProcessIo lastTotal{};
    auto lastSample = start;
    bool killed = false;
    std::vector<int> exitCodes;
    while (!running.empty()) {
        if (cancel.load() && !killed) {
            for (pid_t pid : roots)
                ::kill(-pid, SIGTERM);
            killed = true;
        }
        bool reaped = false;
        for (pid_t pid : std::set<pid_t>(running)) { // only ours: the GUI may have other children
            int status = 0;
            rusage ru{};
            if (::wait4(pid, &status, WNOHANG, &ru) != pid)
                continue;
            running.erase(pid);
            reaped = true;
            children.ru_utime.tv_sec += ru.ru_utime.tv_sec;
            children.ru_utime.tv_usec += ru.ru_utime.tv_usec;
            children.ru_stime.tv_sec += ru.ru_stime.tv_sec;
            children.ru_stime.tv_usec += ru.ru_stime.tv_usec;
            exitCodes.push_back(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
        }
        if (reaped)
            continue;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const auto now = std::chrono::steady_clock::now();
        if (now - lastSample < interval)
            continue;
        // Reaped instances have moved their counts into ours; live ones are read where they are.
        const ProcessIo self = processIo(::getpid());
        ProcessIo total{self.readBytes - selfBefore.readBytes, self.writeBytes - selfBefore.writeBytes};
        for (pid_t pid : treeOf(running)) {
            const ProcessIo c = processIo(pid);
            total.readBytes += c.readBytes;
            total.writeBytes += c.writeBytes;
        }
        const double dt = std::chrono::duration<double>(now - lastSample).count();
        lastSample = now;
        BenchTick t;
        t.progress.elapsedSeconds = std::chrono::duration<double>(now - start).count();
        t.progress.phase = Text::tr("%n instance(s) running", "", int(running.size()));
        BenchSample s;
        s.jobIndex = 0;
        s.seconds = t.progress.elapsedSeconds;
        s.readBandwidth = double(total.readBytes - std::min(total.readBytes, lastTotal.readBytes)) / dt;
        s.writeBandwidth = double(total.writeBytes - std::min(total.writeBytes, lastTotal.writeBytes)) / dt;
        lastTotal = total;
        t.samples.push_back(s);
        result.series.push_back(s);
        if (onTick)
            onTick(t);
    }
    const auto end = std::chrono::steady_clock::now();
    const ProcessIo self = processIo(::getpid());
    run.runtimeUs = std::uint64_t(std::chrono::duration_cast<std::chrono::microseconds>(end - start).count());
    run.read.ioBytes = self.readBytes - selfBefore.readBytes;
    run.write.ioBytes = self.writeBytes - selfBefore.writeBytes;
    run.read.runtimeUs = run.write.runtimeUs = run.runtimeUs;
    const double wall = std::max(1e-6, double(run.runtimeUs) / 1e6);
    run.usrCpu = 100.0 * (double(children.ru_utime.tv_sec) + double(children.ru_utime.tv_usec) / 1e6) / wall;
    run.sysCpu = 100.0 * (double(children.ru_stime.tv_sec) + double(children.ru_stime.tv_usec) / 1e6) / wall;
    run.cancelled = killed;
    result.cancelled = killed;
    result.runs.push_back(run);
    for (int code : exitCodes) {
        if (code != 0 && !killed) {
            result.warnings.push_back({spec.name, Text::tr("an instance exited with status %1").arg(code)});
            break;
        }
    }
    return result;
}

} // namespace fragscope
