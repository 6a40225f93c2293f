// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"
#include "util/error.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <vector>

namespace fragscope {

// One thing wrong in a job file, where it is.
struct JobFileProblem
{
    QString file;
    int line = 0; // 1-based; 0 for a problem of the whole file
    QString option;
    QString reason;
    bool notSupported = false; // a real fio option that fragscope does not implement
    bool forFio = false;       // fio knows the option: kept as written for it (JobSpec::fioOnly)

    QString message() const; // "jobs.fio:12: option 'bs': ..."
};

struct JobFileParse
{
    std::vector<JobSpec> jobs;
    std::vector<JobFileProblem> problems;
    bool ok() const { return problems.empty() && !jobs.empty(); }
    // Every problem is on an option fio knows (one our engine does not implement, or a value it does
    // not take), kept in JobSpec::fioOnly: fio runs the jobs as written, and judges them itself.
    bool okForFio() const;
};

// The .fio format of fio's HOWTO: [global] and job sections, "option=value" or a bare "option" for a
// true flag, ';' and '#' comments; [global] options reach the jobs after them. Every problem is
// collected, not only the first.
JobFileParse parseJobFile(const QByteArray& text, const QString& fileName);
// With `forFio`, options only fio implements are kept (JobSpec::fioOnly) instead of refused.
Result<std::vector<JobSpec>> loadJobFile(const QString& path, bool forFio = false);

// Sets one fio option on a job, as a job file or the CLI gives it, else says why not; a fio option
// that fragscope does not implement fails with Error::unsupported (and is kept in job.fioOnly for
// fio). `kbBase` is the parse's state: kb_base= changes how the sizes after it are read.
Result<void> setJobOption(JobSpec& job, const QString& option, const QString& value, bool hasValue, int* kbBase);

// Keeps an option as written for fio (JobSpec::fioOnly) when fio knows its name; false when not.
bool keepForFio(JobSpec& job, const QString& option, const QString& value, bool hasValue);

// What stops a job from running as written (no size, bs 0, ...); each error names the job.
Result<void> checkJob(const JobSpec& job);
// A wait_for= that names no job before it (fio allows no forward reference).
Result<void> checkWaitFor(const std::vector<JobSpec>& jobs);
// What stops our engine from running the jobs that fio would run: options only fio implements.
Result<void> checkOurEngineRuns(const std::vector<JobSpec>& jobs);

// The jobs as a .fio file that fio --parse-only accepts; options at fio's default are left out.
QByteArray writeJobFile(const std::vector<JobSpec>& jobs);

// The options of a job that differ from fio's defaults, as "name" -> "value" ("stonewall" -> "1").
QList<QPair<QString, QString>> jobOptions(const JobSpec& job);

// Whether `name` is an option (or alias) fio 3.x knows.
bool isFioOption(const QString& name);

} // namespace fragscope
