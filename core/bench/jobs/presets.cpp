// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/presets.h"

#include "bench/jobs/jobfile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Presets)
};

} // namespace

std::vector<Preset> builtinPresets()
{
    return {
        {QStringLiteral("matrix-6"), Text::tr("Six patterns (read, write, mixed; sequential and random)"),
            QStringLiteral(":/presets/matrix-6.fio"), 5},
        {QStringLiteral("crystaldiskmark"), Text::tr("CrystalDiskMark style (SEQ1M Q8T1 … RND4K Q1T1)"),
            QStringLiteral(":/presets/crystaldiskmark.fio"), 3},
        {QStringLiteral("cow-randwrite"), Text::tr("Copy-on-write experiment (4 KiB random writes with fsync)"),
            QStringLiteral(":/presets/cow-randwrite.fio")},
        {QStringLiteral("sustained-write"),
            Text::tr("Sustained writes (half the free room in order: where a drive's write cache fills)"),
            QStringLiteral(":/presets/sustained-write.fio")},
    };
}

const Preset* findPreset(const QString& id)
{
    static const std::vector<Preset> presets = builtinPresets();
    const auto it = std::find_if(presets.begin(), presets.end(), [&](const Preset& p) { return p.id == id; });
    return it == presets.end() ? nullptr : &*it;
}

QByteArray presetText(const QString& id)
{
    const Preset* p = findPreset(id);
    if (!p)
        return {};
    QFile file(p->resource);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Result<std::vector<JobSpec>> loadPreset(const QString& id, const QString& directory)
{
    const QByteArray text = presetText(id);
    if (text.isEmpty())
        return std::unexpected(Error{id, Text::tr("no such preset")});
    JobFileParse parse = parseJobFile(text, id + QStringLiteral(".fio"));
    if (!parse.ok())
        return std::unexpected(Error{id, parse.problems.front().message()});
    if (!directory.isEmpty()) {
        for (JobSpec& job : parse.jobs)
            job.directory = directory;
    }
    return std::move(parse.jobs);
}

} // namespace fragscope
