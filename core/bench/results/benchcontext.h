// SPDX-License-Identifier: GPL-3.0-or-later
// A result's circumstances, said one way everywhere: the facts as label and value (the report, the
// window), their JSON (`context`), and how two results' circumstances differ (Compare says that
// first: "scheduler: sda mq-deadline → sda none; kernel: 6.1.0 → 6.18.0").
#pragma once

#include "bench/results/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace fragscope {

// The jobs' I/O: "direct", "buffered" or "mixed"; and the bytes their files span together (0 when
// the files decide: existing files without size=).
QString ioKind(const std::vector<JobSpec>& jobs);
std::uint64_t workingSetBytes(const std::vector<JobSpec>& jobs);

// One circumstance: `key` stays the same in every language (what Compare matches), `label` is
// the reader's, `value` as said.
struct ContextFact
{
    QString key;
    QString label;
    QString value;
};
// A result's circumstances, those likeliest to move its figures first; the unknown left out.
std::vector<ContextFact> contextFacts(const BenchResult& result);

// Each temperature sensor over the run: its first, last and highest reading (a drive that warms
// while the rate falls is throttling itself).
struct TemperatureSpan
{
    QString source;
    QString sensor;
    QString disk;
    double first = 0;
    double last = 0;
    double peak = 0;
};
std::vector<TemperatureSpan> temperatureSpans(const BenchResult& result);
// The spans a reader needs: the drives', and of the others the hottest.
std::vector<TemperatureSpan> temperaturesToSay(const BenchResult& result);
// "nvme Composite (nvme0n1): 41 → 63 °C, at most 65 °C"
QString temperatureText(const TemperatureSpan& span);
// The result's `temperatures` in JSON ([{"sensor", "disk", "readings": [[seconds, °C], ...]}]),
// and back.
QJsonArray temperaturesJson(const BenchResult& result);
std::vector<TemperatureReading> temperaturesFromJson(const QJsonArray& array);

// What differs from `before` to `after`: "scheduler: sda mq-deadline → sda none", in contextFacts' order
// (a fact one of them does not know is left out).
QStringList contextChanges(const BenchResult& before, const BenchResult& after);

// The circumstances `other` says and `result` does not (an imported fio JSON says no disk), their
// labels in contextFacts' order: what a comparison of the two cannot check.
QStringList contextUnsaid(const BenchResult& result, const BenchResult& other);

// The JSON of the context (the jobs give the workload), and back.
QJsonObject contextJson(const BenchResult& result);
BenchContext contextFromJson(const QJsonObject& object);

} // namespace fragscope
