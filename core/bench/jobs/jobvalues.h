// SPDX-License-Identifier: GPL-3.0-or-later
// The values of fio's structured options (bssplit=, random_distribution=, rate=r,w, ss=), read and
// written in fio's syntax. Each reader returns an empty string on success, the reason otherwise.
#pragma once

#include "bench/jobs/jobspec.h"

#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// "512/10:4k/60:64k/" — percents left blank share what the others leave, evenly.
QString readBlockSplit(const QString& value, int kbBase, std::vector<BlockShare>* out);
QString blockSplitText(const std::vector<BlockShare>& split);

// bs=, bsrange= or bssplit= (`option`) as "R,W": each direction's sizes from its part.
QString readBlockSizes(const QString& option, const QString& value, int kbBase, JobSpec* job);

// "4k-64k": the smallest and the largest size.
QString readBlockRange(const QString& value, int kbBase, std::uint64_t* min, std::uint64_t* max);

// cmdprio_bssplit= of one direction: "64k/40:1m/0" (with cmdprio_class/cmdprio) or, per entry, its
// own class and level: "64k/25/1/1:64k/75/3/2".
QString readPrioSplit(const QString& value, int kbBase, std::vector<PrioShare>* out);
QString prioSplitText(const std::vector<PrioShare>& split);
// Both directions, "R,W"; a blank part leaves that direction as it was.
QString readPrioSplits(const QString& value, int kbBase, std::array<std::vector<PrioShare>, 2>* out);

// file_service_type=: roundrobin, sequential or random, with ":N" I/Os per choice.
QString readFileService(const QString& value, JobSpec* job);
QString fileServiceText(const JobSpec& job);

// fio's per-direction form "R,W[,T]": the reads' and the writes' part. One value is both; a blank
// part leaves that direction as it was; the trim part is dropped (our engine does no trims).
// nullopt: more than three parts.
std::optional<std::array<QString, 2>> directionParts(const QString& value);

// "zipf:1.2", "pareto:0.9:0.25", "normal:10", "zoned:50/5:30/15:20/", "zoned_abs:60/20g:40/100g".
QString readRandomDistribution(const QString& value, int kbBase, RandomDistribution* out);
QString randomDistributionText(const RandomDistribution& d);

// fio's per-direction values "R,W[,T]": "1m" is both, "1m," reads only, ",1m" writes only (the trim
// value is read and dropped: our engine does no trims). `size` reads sizes, else counts.
QString readPerDirection(const QString& value, int kbBase, bool size, std::array<std::uint64_t, 2>* out);
QString perDirectionText(const std::array<std::uint64_t, 2>& v, bool size);

// continue_on_error=: none, read, write, io, verify, all (0 none, 1 all): the kinds (read, write,
// verify) a job goes on after.
QString readContinueOnError(const QString& value, std::array<bool, 3>* out);
QString continueOnErrorText(const std::array<bool, 3>& kinds);

// ignore_error=: "READ,WRITE,VERIFY" lists of errnos, each ':'-separated, by name or number
// ("EAGAIN,ENOSPC:122"). A kind given a list also goes on after those errors, as in fio.
QString readIgnoredErrors(const QString& value, std::array<std::vector<int>, 3>* lists, std::array<bool, 3>* kinds);
QString ignoredErrorsText(const std::array<std::vector<int>, 3>& lists);

// ss=: "iops:10%", "bw_slope:0.1%", "iops:2".
QString readSteadyState(const QString& value, SteadyState* out);
QString steadyStateText(const SteadyState& s);

} // namespace fragscope
