// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/fio/fioengine.h"
#include "bench/jobs/jobspec.h"
#include "bench/results/result.h"
#include "io/cache.h"
#include "util/error.h"

#include <QByteArray>
#include <QCommandLineOption>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <tuple>
#include <vector>

namespace fragscope {

// What `fragscope bench` (and `import`, a few of the same options) was asked, parsed without doing
// anything: tested on its own (tst_cliparse).
struct BenchArgs
{
    QString format; // normal (bench) or fragscope-json (import) unless given
    QString output;
    QString preset;
    QString readFile;
    int repeat = 0; // 0: 1, for a cold read 3
    std::optional<CacheDrop> cache;
    QString command;
    int instances = 1;
    QString directory;
    bool keepFiles = false;
    bool fio = false; // --engine fio
    std::vector<FioHost> hosts;
    bool printJob = false;
    bool listPresets = false;
    bool help = false;
    QStringList positional;
    std::vector<std::tuple<QString, QString, bool>> fioOptions; // name, value, has value
};

// bench's own options, for its --help (each one parseBenchArgs reads); any other --name is fio's.
QList<QCommandLineOption> benchOptions();
// import's: --output-format (default fragscope-json) and --output, for its --help.
QList<QCommandLineOption> importOptions();

// Our own options first; any other --name is a fio option for a quick job. A usage error is an Error
// without a path, its reason the message to print after "fragscope bench: ".
Result<BenchArgs> parseBenchArgs(const QStringList& args, const QString& defaultFormat = QStringLiteral("normal"));

// `fragscope import`: the options it shares with bench (--output-format, default fragscope-json;
// --output), then one result file and nothing else; --help sets `help`.
Result<BenchArgs> parseImportArgs(const QStringList& args);

// A result in an --output-format: fio's JSON (json, json+) or terse lines with fio's meanings, our JSON
// (fragscope-json), CrystalDiskMark's text (diskmark), or our text (normal).
QByteArray renderResult(const BenchResult& result, const QString& format);

// To standard output (empty or "-"), or to the file atomically: no partial file when something fails.
bool writeResult(const QByteArray& bytes, const QString& output);

} // namespace fragscope
