// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QStringList>

namespace fragscope {

// fio's log files for the jobs that ask for them (write_bw_log, write_iops_log, write_lat_log),
// from the result's live samples: one line per sample interval (or per log_avg_msec window,
// averaged) and direction, "msec, value, direction, bs, 0" as fio writes them — bandwidth in KiB/s,
// IOPS, and the interval's mean completion latency in ns (NAME_clat.N.log; NAME_lat.N.log too for
// synchronous engines, where total and completion latency are one). N is the job's number, its
// clones together. Relative names are relative to the working directory, as fio's.
struct FioLogs
{
    QStringList written;  // the files
    QStringList problems; // "path: why" of each that could not be written
};
FioLogs writeFioLogs(const BenchResult& result);

} // namespace fragscope
