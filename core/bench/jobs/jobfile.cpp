// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/jobfile.h"

#include "bench/jobs/fiooptions.h"
#include "bench/jobs/jobvalues.h"
#include "bench/jobs/optiontable.h"
#include "bench/jobs/threadsetup.h"
#include "bench/jobs/verify.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QList>

#include <algorithm>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)
};

// The canonical name for fio's aliases of the options we implement.
QString canonical(const QString& option)
{
    QString o = option.trimmed().toLower();
    if (o == QLatin1String("readwrite"))
        return QStringLiteral("rw");
    if (o == QLatin1String("blocksize"))
        return QStringLiteral("bs");
    if (o == QLatin1String("io_limit"))
        return QStringLiteral("io_size");
    if (o == QLatin1String("timeout"))
        return QStringLiteral("runtime");
    if (o == QLatin1String("blocksize_range"))
        return QStringLiteral("bsrange");
    if (o == QLatin1String("ba"))
        return QStringLiteral("blockalign");
    if (o == QLatin1String("ratemin"))
        return QStringLiteral("rate_min");
    if (o == QLatin1String("steadystate"))
        return QStringLiteral("ss");
    if (o == QLatin1String("steadystate_duration"))
        return QStringLiteral("ss_dur");
    if (o == QLatin1String("steadystate_ramp_time"))
        return QStringLiteral("ss_ramp");
    if (o == QLatin1String("wait_for_previous"))
        return QStringLiteral("stonewall");
    return o;
}

// Options that change nothing in how fragscope runs a job, taken so common job files load.
bool isAcceptedNoOp(const QString& option)
{
    // verify_async: how many threads fio verifies on; ours verifies inline, with the same outcome.
    // create_serialize: our files are laid out one after the other anyway.
    return option == QLatin1String("thread") || option == QLatin1String("threads")
        || option == QLatin1String("new_group") || option == QLatin1String("verify_async")
        || option == QLatin1String("create_serialize");
}

} // namespace

QString JobFileProblem::message() const
{
    QString where = file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    const QString what = option.isEmpty() ? reason : Text::tr("option '%1': %2").arg(option, reason);
    return where.isEmpty() ? what : where + QStringLiteral(": ") + what;
}

bool isFioOption(const QString& name)
{
    const QByteArray n = name.toLatin1();
    const std::string_view key(n.constData(), std::size_t(n.size()));
    return std::find(fio::kOptionNames.begin(), fio::kOptionNames.end(), key) != fio::kOptionNames.end();
}

// Kept as written; a later one of the same name wins, as in fio.
bool keepForFio(JobSpec& job, const QString& option, const QString& value, bool hasValue)
{
    const QString name = option.trimmed();
    if (!isFioOption(canonical(name)))
        return false;
    job.fioOnly.removeIf([&](const QPair<QString, QString>& o) { return o.first == name; });
    job.fioOnly.append({name, hasValue ? value : QString()});
    return true;
}

Result<void> setJobOption(JobSpec& job, const QString& rawOption, const QString& value, bool hasValue, int* kbBase)
{
    const QString option = canonical(rawOption);
    if (auto set = setImplementedOption(job, option, value, hasValue, kbBase))
        return *set;
    if (isAcceptedNoOp(option))
        return {};
    if (isFioOption(option)) {
        keepForFio(job, rawOption, value, hasValue);
        Error e{{},
            Text::tr("a fio option that fragscope's engine does not implement; fio runs it as written (engine fio)")};
        e.unsupported = true;
        return std::unexpected(e);
    }
    return failure(Text::tr("not a fio option"));
}

namespace {

// A job file read line by line: [global]'s options are every later job's start, a job's own
// follow its [section]; kb_base= holds from where it is set.
class JobFileReader
{
public:
    explicit JobFileReader(const QString& fileName)
        : m_fileName(fileName)
    { }

    void read(int lineNo, const QString& line)
    {
        if (line.isEmpty() || line.startsWith(QLatin1Char(';')) || line.startsWith(QLatin1Char('#')))
            return;
        if (line.startsWith(QLatin1Char('[')))
            section(lineNo, line);
        else
            option(lineNo, line);
    }

    JobFileParse finish()
    {
        if (m_out.jobs.empty() && m_out.problems.empty())
            problem(0, {}, Text::tr("no job section: add one like [myjob] after [global]"));
        if (!m_out.okForFio())
            return std::move(m_out);
        for (const JobSpec& job : m_out.jobs) { // with options only fio knows, fio judges the job
            if (const auto runnable = checkJob(job); !runnable && job.fioOnly.isEmpty())
                problem(0, {}, runnable.error().message());
        }
        if (const auto waits = checkWaitFor(m_out.jobs); !waits)
            problem(0, {}, waits.error().message());
        return std::move(m_out);
    }

private:
    void problem(int line, const QString& option, const QString& reason, bool notSupported = false, bool forFio = false)
    {
        m_out.problems.push_back(JobFileProblem{m_fileName, line, option, reason, notSupported, forFio});
    }

    void section(int lineNo, const QString& line)
    {
        m_kbBase = m_globalKbBase;
        if (!line.endsWith(QLatin1Char(']')) || line.size() < 3) {
            problem(lineNo, {}, Text::tr("a section header looks like [name]"));
            m_current = nullptr;
            m_inGlobal = false;
            return;
        }
        const QString name = line.mid(1, line.size() - 2).trimmed();
        m_inGlobal = name == QLatin1String("global");
        if (m_inGlobal) {
            m_current = &m_global;
            return;
        }
        m_out.jobs.push_back(m_global);
        m_current = &m_out.jobs.back();
        m_current->name = name;
    }

    void option(int lineNo, const QString& line)
    {
        // An inline comment starts with ';' or '#' after the value.
        QString body = line;
        for (const QChar c : {QLatin1Char(';'), QLatin1Char('#')}) {
            const qsizetype at = body.indexOf(c);
            if (at > 0)
                body.truncate(at);
        }
        const qsizetype eq = body.indexOf(QLatin1Char('='));
        const QString option = (eq < 0 ? body : body.left(eq)).trimmed();
        const QString value = eq < 0 ? QString() : body.mid(eq + 1).trimmed();
        if (!m_current) {
            problem(lineNo, option, Text::tr("comes before any [section]"));
            return;
        }
        if (value.contains(QLatin1Char('$'))) {
            const bool kept = keepForFio(*m_current, option, value, eq >= 0);
            problem(lineNo, option, Text::tr("environment variables ($NAME) are not supported"), true, kept);
            return;
        }
        if (auto set = setJobOption(*m_current, option, value, eq >= 0, &m_kbBase); !set) {
            // a value fio may take and we do not: kept for fio too
            const bool unsupported = set.error().unsupported;
            problem(lineNo, option, set.error().reason, unsupported,
                unsupported || keepForFio(*m_current, option, value, eq >= 0));
        }
        if (m_inGlobal)
            m_globalKbBase = m_kbBase;
    }

    QString m_fileName;
    JobFileParse m_out;
    JobSpec m_global;
    JobSpec* m_current = nullptr; // nullptr before the first section
    bool m_inGlobal = false;
    int m_globalKbBase = 1024;
    int m_kbBase = 1024;
};

} // namespace

JobFileParse parseJobFile(const QByteArray& text, const QString& fileName)
{
    JobFileReader reader(fileName);
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        reader.read(int(i + 1), QString::fromUtf8(lines.at(i)).trimmed());
    return reader.finish();
}

Result<std::vector<JobSpec>> loadJobFile(const QString& path, bool forFio)
{
    QFile file;
    if (!openForReading(file, path)) // by its bytes: a name need not be UTF-8
        return std::unexpected(Error{path, errnoText(errno), errno});
    if (file.size() > 4 << 20)
        return std::unexpected(Error{path, Text::tr("too large for a job file (over 4 MiB)")});
    JobFileParse parse = parseJobFile(file.readAll(), QFileInfo(path).fileName());
    if (forFio ? !parse.okForFio() : !parse.ok()) {
        QStringList messages;
        for (const JobFileProblem& p : parse.problems)
            messages << p.message();
        return failure(messages.join(QLatin1Char('\n')));
    }
    return std::move(parse.jobs);
}

} // namespace fragscope
