// SPDX-License-Identifier: GPL-3.0-or-later
// The values of fio's structured options (bssplit=, random_distribution=, rate=r,w, ss=), read and
// written in fio's syntax. Each reader returns the value read, or why it is not one.
#pragma once

#include "bench/jobs/jobspec.h"
#include "util/error.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace fragscope {

// "512/10:4k/60:64k/" — percents left blank share what the others leave, evenly.
Result<std::vector<BlockShare>> readBlockSplit(const QString& value, int kbBase);
QString blockSplitText(const std::vector<BlockShare>& split);

// bs=, bsrange= or bssplit= (`option`) as "R,W": each direction's sizes from its part; a blank
// part keeps that direction's `sizes`.
Result<std::array<BlockSizes, 2>> readBlockSizes(
    const QString& option, const QString& value, int kbBase, std::array<BlockSizes, 2> sizes);

// "4k-64k": the smallest and the largest size.
Result<std::pair<std::uint64_t, std::uint64_t>> readBlockRange(const QString& value, int kbBase);

// cmdprio_bssplit= of one direction: "64k/40:1m/0" (with cmdprio_class/cmdprio) or, per entry, its
// own class and level: "64k/25/1/1:64k/75/3/2".
Result<std::vector<PrioShare>> readPrioSplit(const QString& value, int kbBase);
QString prioSplitText(const std::vector<PrioShare>& split);
// Both directions, "R,W"; a blank part keeps that direction's of `splits`.
Result<std::array<std::vector<PrioShare>, 2>> readPrioSplits(
    const QString& value, int kbBase, std::array<std::vector<PrioShare>, 2> splits);

// file_service_type=: roundrobin, sequential or random, with ":N" I/Os per choice (1 without).
Result<std::pair<JobSpec::FileService, int>> readFileService(const QString& value);
QString fileServiceText(const JobSpec& job);

// fio's per-direction form "R,W[,T]": the reads' and the writes' part. One value is both; a blank
// part leaves that direction as it was; the trim part is dropped (our engine does no trims).
// nullopt: more than three parts.
std::optional<std::array<QString, 2>> directionParts(const QString& value);

// "zipf:1.2", "pareto:0.9:0.25", "normal:10", "zoned:50/5:30/15:20/", "zoned_abs:60/20g:40/100g".
Result<RandomDistribution> readRandomDistribution(const QString& value, int kbBase);
QString randomDistributionText(const RandomDistribution& d);

// fio's per-direction values "R,W[,T]": "1m" is both, "1m," reads only, ",1m" writes only (the trim
// value is read and dropped: our engine does no trims; a blank part is 0). `size` reads sizes, else
// counts.
Result<std::array<std::uint64_t, 2>> readPerDirection(const QString& value, int kbBase, bool size);
QString perDirectionText(const std::array<std::uint64_t, 2>& v, bool size);

// continue_on_error=: none, read, write, io, verify, all (0 none, 1 all): the kinds (read, write,
// verify) a job goes on after.
Result<std::array<bool, 3>> readContinueOnError(const QString& value);
QString continueOnErrorText(const std::array<bool, 3>& kinds);

// ignore_error=: "READ,WRITE,VERIFY" lists of errnos, each ':'-separated, by name or number
// ("EAGAIN,ENOSPC:122"): the three lists, empty where none is given. A kind given a list also goes
// on after those errors, as in fio.
Result<std::array<std::vector<int>, 3>> readIgnoredErrors(const QString& value);
QString ignoredErrorsText(const std::array<std::vector<int>, 3>& lists);

// ss=: "iops:10%", "bw_slope:0.1%", "iops:2"; the rest of `s` (its duration, ramp) kept.
Result<SteadyState> readSteadyState(const QString& value, SteadyState s);
QString steadyStateText(const SteadyState& s);

} // namespace fragscope
