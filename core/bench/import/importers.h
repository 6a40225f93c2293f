// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"
#include "util/error.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace fragscope {

// Results people already have, read into our result type. Each names the file and the line of
// the first thing it cannot read.

// fio's text output: the form of fio up to 2.16 ("read : io=9874.5MB, bw=112347KB/s, iops=28086,
// runt= 90002msec", KB meaning KiB) and the newer one ("read: IOPS=28.1k, BW=110MiB/s (115MB/s)(...)").
Result<BenchResult> importFioText(const QByteArray& text, const QString& path);
// bonnie++ CSV rows, format versions 1.96 and 1.97 (and 1.98 of bonnie++ 2.0, which adds the seek
// count and seeker processes after the chunk size). "+++++" means too fast to measure.
Result<BenchResult> importBonnieCsv(const QByteArray& text, const QString& path);
// fio's --output-format=terse, version 3 (fio 2.x and 3.x): a line per job. It has no I/O counts
// and no job options: the IOPS are kept as printed and the jobs say so.
Result<BenchResult> importFioTerse(const QByteArray& text, const QString& path);
// The text result of CrystalDiskMark (7, 8) and KDiskMark: a job per test and direction, named as
// our CrystalDiskMark preset ("SEQ1M Q8T1 read"), MB/s, IOPS and mean latency each as printed.
Result<BenchResult> importDiskMarkText(const QByteArray& text, const QString& path);
// Any of the above, fio JSON, or a result fragscope saved: told apart by content.
Result<BenchResult> importResult(const QByteArray& text, const QString& path);
Result<BenchResult> importResultFile(const QString& path);

// A figure as fio prints it: "32.7MiB", "34.3MB", "97.4M", "24.3k", "512B", "512". With `binary`
// (old fio's text, fio's status line) a bare prefix is 1024-based, else "MB" is 10^6 and "MiB" 2^20.
// nullopt if malformed.
std::optional<double> fioBytesValue(const QString& text, bool binary);

} // namespace fragscope
