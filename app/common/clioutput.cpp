// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/clioutput.h"

#include "util/path.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace fragscope {

namespace {
std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
}
} // namespace

std::atomic<bool>& interrupted()
{
    return g_interrupted;
}

InterruptGuard::InterruptGuard()
{
    g_interrupted = false;
    struct sigaction sa
    {
    };
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    ::sigaction(SIGINT, &sa, &m_old[0]);
    ::sigaction(SIGTERM, &sa, &m_old[1]);
    ::sigaction(SIGHUP, &sa, &m_old[2]); // the terminal went away
    // A reader that stopped reading (`| head`) must not kill the process before it cleans up:
    // writing to the pipe fails instead.
    sa.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &sa, &m_old[3]);
}

InterruptGuard::~InterruptGuard()
{
    ::sigaction(SIGINT, &m_old[0], nullptr);
    ::sigaction(SIGTERM, &m_old[1], nullptr);
    ::sigaction(SIGHUP, &m_old[2], nullptr);
    ::sigaction(SIGPIPE, &m_old[3], nullptr);
}

void printOut(const QString& text)
{
    const QByteArray bytes = pathBytes(text); // a file name that is not UTF-8 printed as its bytes, as filefrag does
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
}

void printErr(const QString& text)
{
    const QByteArray bytes = pathBytes(text + QLatin1Char('\n'));
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

namespace {

// Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps.
int alignmentDistance(const QString& a, const QString& b)
{
    const auto n = std::size_t(a.size()), m = std::size_t(b.size());
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
    for (std::size_t i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (std::size_t j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (std::size_t i = 1; i <= n; ++i) {
        for (std::size_t j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            const bool swapped = i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1];
            if (swapped)
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

} // namespace

QString nearestWord(const QString& word, const QStringList& candidates)
{
    QString best;
    int bestDistance = 3;
    for (const QString& c : candidates) {
        if (c.size() < 3 || word.size() < 3) // -v is not a typo of -h
            continue;
        const int dist = c.startsWith(word) ? 1 : alignmentDistance(word, c);
        if (dist < bestDistance && dist <= (c.size() >= 5 ? 2 : 1)) {
            best = c;
            bestDistance = dist;
        }
    }
    return best;
}

Result<void> parseOptions(QCommandLineParser& parser, const QList<QCommandLineOption>& options, const QString& command,
    const QStringList& args)
{
    parser.addOptions(options);
    if (parser.parse(QStringList{command} + args))
        return {};
    QString reason = parser.errorText();
    if (!parser.unknownOptionNames().isEmpty()) {
        QStringList known;
        for (const QCommandLineOption& o : options) {
            for (const QString& name : o.names())
                known << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
        }
        const QString unknown = parser.unknownOptionNames().constFirst();
        const QString meant
            = nearestWord((unknown.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + unknown, known);
        if (unknown == QLatin1String("profile") && known.contains(QLatin1String("--disk"))) // its name before 0.2
            reason += QLatin1Char(' ') + QCoreApplication::translate("Cli", "The disk is named with --disk.");
        else if (!meant.isEmpty())
            reason += QLatin1Char(' ') + QCoreApplication::translate("Cli", "Did you mean %1?").arg(meant);
    }
    return failure(reason);
}

QCommandLineOption diskOption()
{
    QStringList presets;
    for (const DiskPreset& p : diskPresets())
        presets << QLatin1String(p.key);
    return QCommandLineOption(QStringLiteral("disk"),
        QCoreApplication::translate("Cli",
            "The disk to work the read times out on, instead of the one under the path (its profile from fragscope "
            "calibrate, else a preset by its rotational flag): a preset (%1); a profile file fragscope calibrate "
            "--format json wrote; or a preset with these figures changed, e.g. laptop-5400,cache=16 or "
            "rpm=5400,average=12,full=25,outer=100,inner=50 (seek times track, average, full in ms; media rates "
            "outer, inner in MB/s; the drive's cache in MiB, its segments, readahead in KiB, command overhead in ms, "
            "interface in MB/s; an SSD's latency in ms; capacity in GB; ssd=1 for a solid-state disk).")
            .arg(presets.join(QStringLiteral(", "))),
        QStringLiteral("DISK"));
}

namespace {

// Whether --disk gives figures ("laptop-5400,cache=16"), not a preset's key or a profile file (whose
// path may hold '=').
bool namesFigures(const QString& text)
{
    return text.contains(u'=') && !QFileInfo(text).isFile();
}

// --disk's figures, over the preset they name or the 7,200 rpm desktop drive.
Result<HddParams> diskFigures(const QString& text)
{
    auto p = parseHddParams(text, HddParams{});
    if (!p)
        return failure(QStringLiteral("--disk: ") + p.error().message());
    return p;
}

} // namespace

Result<std::optional<QString>> parseDiskOption(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("disk")))
        return std::optional<QString>();
    const QString text = parser.value(QStringLiteral("disk"));
    if (text.isEmpty())
        return failure(QCoreApplication::translate("Cli", "--disk needs a preset, a profile file or figures"));
    if (namesFigures(text)) { // checked now; a file is read when it is used
        if (auto figures = diskFigures(text); !figures)
            return std::unexpected(figures.error());
    }
    return std::optional(text);
}

Result<CostDisk> chooseCostDisk(const std::optional<QString>& disk, const QString& path)
{
    if (!disk)
        return costDiskFor(path);
    if (namesFigures(*disk)) {
        auto figures = diskFigures(*disk);
        if (!figures)
            return std::unexpected(figures.error());
        CostDisk given;
        given.params = *figures;
        given.description = QCoreApplication::translate("Cli", "%1 as --disk gives it").arg(diskName(*figures));
        return given;
    }
    auto named = namedCostDisk(*disk);
    if (!named)
        return failure(QStringLiteral("--disk: ") + named.error().message());
    return named;
}

} // namespace fragscope
