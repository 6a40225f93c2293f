// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/threadsetup.h"

#include "bench/jobs/jobspec.h"
#include "fs/fsinfo.h"
#include "util/error.h"

#include <QCoreApplication>
#include <QStringList>

#include <linux/mempolicy.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

constexpr int kMaxNode = 1023; // the largest node number we take (the kernel's MAX_NUMNODES is far smaller)

// "N", "N-M", commas between (sysfs's lists and libnuma's node strings).
std::optional<std::vector<int>> parseList(const QString& text, int max)
{
    std::vector<int> out;
    for (const QString& part : text.split(u',')) {
        const QStringList ends = part.trimmed().split(u'-');
        bool ok1 = false, ok2 = true;
        const int first = ends.value(0).toInt(&ok1);
        const int last = ends.size() == 2 ? ends[1].toInt(&ok2) : first;
        if (!ok1 || !ok2 || ends.size() > 2 || first < 0 || last < first || last > max)
            return std::nullopt;
        for (int n = first; n <= last; ++n)
            out.push_back(n);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

struct MemPolicy
{
    int mode = MPOL_DEFAULT;
    std::vector<int> nodes; // empty with "all" for bind and interleave
};

std::optional<MemPolicy> parseMemPolicy(const QString& text)
{
    const QString mode = text.section(u':', 0, 0).trimmed().toLower();
    const bool hasNodes = text.contains(u':');
    const QString list = text.section(u':', 1).trimmed();
    MemPolicy p;
    if (mode == QLatin1String("default") || mode == QLatin1String("local")) {
        if (hasNodes)
            return std::nullopt;
        p.mode = mode == QLatin1String("local") ? MPOL_LOCAL : MPOL_DEFAULT;
        return p;
    }
    if (!hasNodes)
        return std::nullopt;
    const auto nodes = parseNodeList(list);
    if (!nodes)
        return std::nullopt;
    p.nodes = *nodes;
    if (mode == QLatin1String("prefer") && p.nodes.size() == 1)
        p.mode = MPOL_PREFERRED;
    else if (mode == QLatin1String("bind"))
        p.mode = MPOL_BIND;
    else if (mode == QLatin1String("interleave"))
        p.mode = MPOL_INTERLEAVE;
    else
        return std::nullopt;
    return p;
}

// The nodes a list names on this machine ("all": every one), or the first it lacks.
struct Resolved
{
    std::vector<int> nodes;
    int missing = -1;
};
Resolved resolve(const std::vector<int>& listed)
{
    const std::vector<int> have = machineNodes();
    if (listed.empty())
        return {have, -1};
    for (int n : listed) {
        if (!std::binary_search(have.begin(), have.end(), n))
            return {{}, n};
    }
    return {listed, -1};
}

QString nodesText(const std::vector<int>& nodes)
{
    QStringList out;
    for (int n : nodes)
        out << QString::number(n);
    return out.join(u',');
}

} // namespace

std::optional<std::vector<int>> parseNodeList(const QString& text)
{
    if (text.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0)
        return std::vector<int>{};
    return parseList(text, kMaxNode);
}

Result<void> checkMemPolicySyntax(const QString& text)
{
    if (parseMemPolicy(text))
        return {};
    return failure(
        Text::tr("'%1' is not a memory policy (default, local, prefer:NODE, bind:NODES, interleave:NODES)").arg(text));
}

std::vector<int> machineNodes()
{
    const auto nodes = parseList(readSysfs(QStringLiteral("/sys/devices/system/node/online")), kMaxNode);
    return nodes && !nodes->empty() ? *nodes : std::vector<int>{0};
}

Result<void> checkNumaNodes(const JobSpec& job)
{
    const auto lacks = [&](const QString& option, const std::vector<int>& listed) -> Result<void> {
        const int missing = resolve(listed).missing;
        if (missing < 0)
            return {};
        return std::unexpected(Error{{},
            Text::tr("job '%1': %2 names NUMA node %3, which this machine does not have (its nodes: %4)")
                .arg(job.name, option)
                .arg(missing)
                .arg(nodesText(machineNodes()))});
    };
    if (!job.numaCpuNodes.isEmpty()) {
        if (auto cpus
            = lacks(QStringLiteral("numa_cpu_nodes"), parseNodeList(job.numaCpuNodes).value_or(std::vector<int>{}));
            !cpus)
            return cpus;
    }
    if (!job.numaMemPolicy.isEmpty()) {
        if (const auto policy = parseMemPolicy(job.numaMemPolicy))
            return lacks(QStringLiteral("numa_mem_policy"), policy->nodes);
    }
    return {};
}

Result<void> applyNuma(const JobSpec& job)
{
    if (!job.numaCpuNodes.isEmpty()) {
        const Resolved nodes = resolve(parseNodeList(job.numaCpuNodes).value_or(std::vector<int>{}));
        cpu_set_t cpus;
        CPU_ZERO(&cpus);
        for (int node : nodes.nodes) {
            const auto list = parseList(
                readSysfs(QStringLiteral("/sys/devices/system/node/node%1/cpulist").arg(node)), CPU_SETSIZE - 1);
            for (int cpu : list.value_or(std::vector<int>{}))
                CPU_SET(cpu, &cpus);
        }
        if (CPU_COUNT(&cpus) == 0) // no NUMA in this kernel: node 0 is the whole machine
            for (long cpu = 0, n = ::sysconf(_SC_NPROCESSORS_CONF); cpu < n && cpu < CPU_SETSIZE; ++cpu)
                CPU_SET(int(cpu), &cpus);
        if (::sched_setaffinity(0, sizeof cpus, &cpus) != 0)
            return failure(Text::tr("job '%1': cannot run on the CPUs of NUMA nodes %2: %3")
                               .arg(job.name, job.numaCpuNodes, errnoText(errno)));
    }
    if (!job.numaMemPolicy.isEmpty()) {
        const auto policy = parseMemPolicy(job.numaMemPolicy);
        if (!policy)
            return checkMemPolicySyntax(job.numaMemPolicy);
        unsigned long mask[(kMaxNode + 1) / (8 * sizeof(unsigned long))] = {};
        for (int node : resolve(policy->nodes).nodes)
            mask[std::size_t(node) / (8 * sizeof(unsigned long))] |= 1UL
                << (std::size_t(node) % (8 * sizeof(unsigned long)));
        const bool takesNodes = policy->mode != MPOL_DEFAULT && policy->mode != MPOL_LOCAL;
        if (::syscall(SYS_set_mempolicy, policy->mode, takesNodes ? mask : nullptr, takesNodes ? kMaxNode + 1 : 0) != 0)
            return failure(Text::tr("job '%1': cannot set the memory policy %2: %3")
                               .arg(job.name, job.numaMemPolicy, errnoText(errno)));
    }
    return {};
}

Result<void> applyIoPriority(const JobSpec& job, const QString& path)
{
    const int ioprio = job.ioprio();
    if (ioprio == 0 || ::syscall(SYS_ioprio_set, 1 /* IOPRIO_WHO_PROCESS */, 0 /* this thread */, ioprio) == 0)
        return {};
    const int err = errno;
    return std::unexpected(Error{path,
        Text::tr("cannot set the I/O priority (prioclass=%1, prio=%2): %3")
            .arg(ioprio >> 13)
            .arg(ioprio & 7)
            .arg(errnoText(err)),
        err});
}

} // namespace fragscope::bench
