// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"
#include "util/error.h"

#include <QJsonObject>

namespace fragscope {

// Everything of a result: jobs, every repetition (and clone), warnings, context.
QJsonObject toJson(const BenchResult& result);
// fio's --output-format=json for the fields we have, so tools that read fio results read ours:
// one jobs[] entry per job and repetition (per clone too without group_reporting). With `bins`,
// fio's json+: clat_ns also holds "bins", every latency bucket's value (ns) and count.
QJsonObject toFioJson(const BenchResult& result, bool bins = false);

// Reads back what toJson wrote, or fio's JSON (3.x); the origin says which.
Result<BenchResult> benchResultFromJson(const QJsonObject& object, const QString& path);

// A spread over repetitions (median, mean, min, max, stddev, count), as the lab and sessions keep it.
QJsonObject spreadJson(const Spread& spread);
Spread spreadFromJson(const QJsonObject& object);

} // namespace fragscope
