// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>

#include <optional>
#include <vector>

namespace fragscope {
struct JobSpec;
}

namespace fragscope::bench {

// How a clone's thread is set up before its I/O. fio's numa_cpu_nodes= and numa_mem_policy= on our engine: the CPUs a
// clone's thread runs on are those of the listed NUMA nodes (sched_setaffinity), and the memory it touches first, its
// I/O buffers, comes from the nodes its policy names (set_mempolicy). Both are the thread's own, as fio sets them for
// each job's process.

// A node list as libnuma's numa_parse_nodestring reads it: "all", "N", "N-M" and commas between;
// nullopt when malformed. "all" gives an empty list (every node of the machine).
std::optional<std::vector<int>> parseNodeList(const QString& text);

// numa_mem_policy=mode[:nodes]: default and local take no nodes, prefer exactly one, bind and
// interleave a list. Fails, saying why, when it is not well formed.
Result<void> checkMemPolicySyntax(const QString& text);

// The NUMA nodes this machine has (/sys/devices/system/node/online); {0} where the kernel has no
// NUMA support.
std::vector<int> machineNodes();

// Whether the job's NUMA options can hold on this machine (the error: a node it does not have).
Result<void> checkNumaNodes(const JobSpec& job);

// Binds the calling thread as the job asks (nothing asked: nothing done); the error names the job.
Result<void> applyNuma(const JobSpec& job);

// prioclass/prio: the calling thread's I/O priority, as ionice sets it; the error names `path`.
Result<void> applyIoPriority(const JobSpec& job, const QString& path);

} // namespace fragscope::bench
