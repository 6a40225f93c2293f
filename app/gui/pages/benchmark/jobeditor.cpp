// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/benchmark/jobeditor.h"

#include "bench/jobs/jobfile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace fragscope {
namespace {

QComboBox* comboOf(const QStringList& values)
{
    auto* combo = new QComboBox;
    combo->addItems(values);
    return combo;
}

// Text colours that read on the palette's own background, light or dark.
bool darkTheme(const QWidget* w)
{
    return w->palette().color(QPalette::Window).lightness() < 128;
}
QString problemStyle(const QWidget* w)
{
    return darkTheme(w) ? QStringLiteral("color: #ff8a80") : QStringLiteral("color: #b02020");
}
QString noteStyle(const QWidget* w)
{
    return darkTheme(w) ? QStringLiteral("color: #8ab4f8") : QStringLiteral("color: #205080");
}

} // namespace

JobEditor::JobEditor(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget)
    , m_list(new QListWidget)
    , m_text(new QPlainTextEdit)
    , m_problems(new QLabel)
    , m_fioOnly(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    // Form: the job list above, the selected job's options below.
    auto* formPage = new QWidget;
    auto* formLayout = new QVBoxLayout(formPage);
    auto* listRow = new QHBoxLayout;
    m_list->setMaximumHeight(96);
    m_list->setAccessibleName(tr("Jobs"));
    m_list->setToolTip(tr("The job sections of the file; jobs between stonewalls run at the same time"));
    listRow->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    auto* add = new QPushButton(tr("Add"));
    auto* remove = new QPushButton(tr("Remove"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    listRow->addLayout(buttons);
    formLayout->addLayout(listRow);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* formHolder = new QWidget;
    auto* form = new QFormLayout(formHolder);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    buildForm(form);
    scroll->setWidget(formHolder);
    formLayout->addWidget(scroll, 1);
    m_fioOnly->setWordWrap(true);
    m_fioOnly->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fioOnly->setObjectName(QStringLiteral("fioOnly"));
    m_fioOnly->hide();
    formLayout->addWidget(m_fioOnly);
    m_tabs->addTab(formPage, tr("Form"));

    // Text: the .fio file itself.
    auto* textPage = new QWidget;
    auto* textLayout = new QVBoxLayout(textPage);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setObjectName(QStringLiteral("jobText"));
    m_text->setAccessibleName(tr("Job file text"));
    textLayout->addWidget(m_text, 1);
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(problemStyle(this));
    textLayout->addWidget(m_problems);
    auto* apply = new QPushButton(tr("Apply text"));
    apply->setToolTip(tr("Read the text as a job file; problems are listed with their line numbers"));
    textLayout->addWidget(apply, 0, Qt::AlignRight);
    m_tabs->addTab(textPage, tr("Job file (.fio)"));

    connect(apply, &QPushButton::clicked, this, [this] { commitText(); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_updating && row >= 0)
            showJob(row);
    });
    connect(add, &QPushButton::clicked, this, [this] {
        JobSpec job = m_jobs.empty() ? JobSpec{} : m_jobs[std::size_t(m_current)];
        job.name = tr("job%1").arg(m_jobs.size() + 1);
        job.stonewall = true;
        m_jobs.push_back(job);
        refreshList();
        showJob(int(m_jobs.size()) - 1);
        refreshText();
        Q_EMIT jobsChanged();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_jobs.size() <= 1)
            return; // a file needs one job
        m_jobs.erase(m_jobs.begin() + m_current);
        refreshList();
        showJob(std::min(m_current, int(m_jobs.size()) - 1));
        refreshText();
        Q_EMIT jobsChanged();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (tab == 0) // leaving the text: take what was typed, if it reads
            commitText();
    });

    JobSpec first;
    first.name = QStringLiteral("randread");
    first.rw = RwMode::RandRead;
    first.size = 256 << 20;
    first.timeBased = true;
    first.runtimeUs = 10'000'000;
    setJobs({first});
}

void JobEditor::addField(
    QFormLayout* form, const QString& option, const QString& label, QWidget* editor, const QString& tip)
{
    auto* name = new QLabel(QStringLiteral("%1 <span style='color:gray'>%2</span>").arg(label.toHtmlEscaped(), option));
    name->setToolTip(tip);
    editor->setToolTip(tip);
    editor->setObjectName(option);
    editor->setAccessibleName(label);
    editor->setMinimumWidth(110);
    form->addRow(name, editor);
    m_fields.push_back({option, editor});
    if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        connect(line, &QLineEdit::editingFinished, this,
            [this, option, line] { fieldEdited(option, line->text(), !line->text().trimmed().isEmpty()); });
    } else if (auto* box = qobject_cast<QCheckBox*>(editor)) {
        connect(box, &QCheckBox::toggled, this,
            [this, option](bool on) { fieldEdited(option, on ? QStringLiteral("1") : QStringLiteral("0"), true); });
    } else if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        connect(spin, &QSpinBox::valueChanged, this,
            [this, option](int v) { fieldEdited(option, QString::number(v), true); });
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        connect(combo, &QComboBox::currentTextChanged, this,
            [this, option](const QString& v) { fieldEdited(option, v, true); });
    }
}

void JobEditor::buildForm(QFormLayout* form)
{
    const auto spin = [](int min, int max) {
        auto* s = new QSpinBox;
        s->setRange(min, max);
        return s;
    };
    addField(form, QStringLiteral("name"), tr("Name"), new QLineEdit, tr("The job's name in results and plots"));
    addField(form, QStringLiteral("rw"), tr("Pattern"),
        comboOf({QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("rw"), QStringLiteral("randread"),
            QStringLiteral("randwrite"), QStringLiteral("randrw")}),
        tr("Sequential or random; reads, writes or both"));
    addField(form, QStringLiteral("rwmixread"), tr("Reads in a mix (%)"), spin(0, 100),
        tr("For rw and randrw: the share of reads"));
    addField(
        form, QStringLiteral("bs"), tr("Block size"), new QLineEdit, tr("Bytes per I/O, fio's syntax: 4k, 64k, 1m"));
    addField(form, QStringLiteral("size"), tr("File size"), new QLineEdit,
        tr("Size of each job's file (its region with filename=); 1g, 256m; for a file not there yet, 50% "
           "of the free room (Fragscope's; fio refuses it)"));
    addField(form, QStringLiteral("io_size"), tr("Bytes per loop"), new QLineEdit,
        tr("How much to transfer in one repetition; empty: the file size"));
    addField(form, QStringLiteral("ioengine"), tr("Engine"),
        comboOf({QStringLiteral("psync"), QStringLiteral("sync"), QStringLiteral("libaio"), QStringLiteral("io_uring"),
            QStringLiteral("null")}),
        tr("psync and sync: one I/O at a time per job; libaio and io_uring keep iodepth in flight; null does no "
           "I/O at all and measures the engine itself"));
    addField(form, QStringLiteral("iodepth"), tr("Queue depth"), spin(1, 4096),
        tr("I/Os in flight per job (libaio, io_uring)"));
    addField(form, QStringLiteral("numjobs"), tr("Jobs (threads)"), spin(1, 256),
        tr("Copies of the job, each with its own file and thread"));
    addField(form, QStringLiteral("direct"), tr("O_DIRECT"), new QCheckBox, tr("Bypass the page cache"));
    addField(form, QStringLiteral("fsync"), tr("fsync every N writes"), spin(0, 1'000'000), tr("0: never"));
    addField(form, QStringLiteral("fdatasync"), tr("fdatasync every N writes"), spin(0, 1'000'000), tr("0: never"));
    addField(form, QStringLiteral("end_fsync"), tr("fsync at the end"), new QCheckBox,
        tr("Count the final flush in the runtime"));
    addField(form, QStringLiteral("time_based"), tr("Run for a fixed time"), new QCheckBox,
        tr("Keep going over the file until the runtime is up"));
    addField(form, QStringLiteral("runtime"), tr("Runtime"), new QLineEdit, tr("Seconds, or with a unit: 500ms, 2m"));
    addField(form, QStringLiteral("ramp_time"), tr("Ramp time"), new QLineEdit, tr("Run this long before measuring"));
    addField(form, QStringLiteral("ss"), tr("Stop at steady state"), new QLineEdit,
        tr("fio's ss=: iops, iops_slope, bw or bw_slope and a limit, e.g. iops_slope:0.3% (the slope within "
           "0.3 % of the mean over the window); empty: run to the end"));
    addField(form, QStringLiteral("ss_dur"), tr("Steady-state window"), new QLineEdit,
        tr("fio's ss_dur: how long the criterion must hold, e.g. 30s"));
    addField(form, QStringLiteral("ss_ramp"), tr("Steady-state ramp"), new QLineEdit,
        tr("fio's ss_ramp: how long before the window starts collecting"));
    addField(form, QStringLiteral("loops"), tr("Loops"), spin(1, 1'000'000),
        tr("Passes over the file inside one result, as fio's loops= (the page's Repetitions measure each run on "
           "its own)"));
    addField(form, QStringLiteral("startdelay"), tr("Start delay"), new QLineEdit,
        tr("Wait this long before the job starts"));
    addField(form, QStringLiteral("invalidate"), tr("Drop the file's cache first"), new QCheckBox,
        tr("posix_fadvise(DONTNEED) before each repetition"));
    addField(form, QStringLiteral("overwrite"), tr("Write the file first"), new QCheckBox,
        tr("Lay the file out with data before writing into it, so writes overwrite"));
    addField(form, QStringLiteral("refill_buffers"), tr("New data for every write"), new QCheckBox,
        tr("Refill the buffer with random bytes before each write (incompressible)"));
    addField(form, QStringLiteral("randrepeat"), tr("Same random sequence each run"), new QCheckBox,
        tr("Seeded by randseed"));
    addField(form, QStringLiteral("filename"), tr("Use this file"), new QLineEdit,
        tr("An existing file to read (never written unless fragscope made it); empty: the job's own files"));
    addField(form, QStringLiteral("stonewall"), tr("Wait for the jobs before"), new QCheckBox,
        tr("Start only when every earlier job has finished"));
}

void JobEditor::setJobs(const std::vector<JobSpec>& jobs)
{
    m_jobs = jobs.empty() ? std::vector<JobSpec>{JobSpec{}} : jobs;
    m_problems->clear();
    refreshList();
    showJob(0);
    refreshText();
    Q_EMIT jobsChanged();
}

void JobEditor::setDirectory(const QString& directory)
{
    for (JobSpec& job : m_jobs)
        job.directory = directory;
    refreshText();
}

void JobEditor::refreshList()
{
    m_updating = true;
    m_list->clear();
    for (const JobSpec& job : m_jobs)
        m_list->addItem(QStringLiteral("%1  (%2, %3)").arg(job.name, rwModeName(job.rw), fioSizeText(job.bs)));
    m_updating = false;
}

namespace {

// What a field shows for an option the job does not list (it is at fio's default).
QString defaultShown(const QString& option)
{
    static const QHash<QString, QString> kDefaults{
        {QStringLiteral("rwmixread"), QString::number(JobSpec{}.rwmixread)},
        {QStringLiteral("iodepth"), QStringLiteral("1")},
        {QStringLiteral("numjobs"), QStringLiteral("1")},
        {QStringLiteral("loops"), QStringLiteral("1")},
        {QStringLiteral("invalidate"), QStringLiteral("1")},
        {QStringLiteral("randrepeat"), QStringLiteral("1")},
    };
    return kDefaults.value(option);
}

void showValue(QWidget* editor, const QString& v)
{
    if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(v);
        line->setStyleSheet({});
    } else if (auto* box = qobject_cast<QCheckBox*>(editor)) {
        box->setChecked(v == QLatin1String("1"));
    } else if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(v.isEmpty() ? 0 : v.toInt());
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentText(v);
    }
}

// An emptied optional field: the option goes back to fio's default.
void clearOption(JobSpec& job, const QString& option)
{
    static const std::pair<const char*, std::uint64_t JobSpec::*> kNumbers[]
        = {{"io_size", &JobSpec::ioSize}, {"runtime", &JobSpec::runtimeUs}, {"ramp_time", &JobSpec::rampTimeUs},
            {"startdelay", &JobSpec::startDelayUs}, {"size", &JobSpec::size}};
    for (const auto& [name, member] : kNumbers) {
        if (option == QLatin1String(name))
            job.*member = 0;
    }
    if (option == QLatin1String("filename"))
        job.filename.clear();
    if (option == QLatin1String("size"))
        job.sizeFreePercent = 0;
    if (option == QLatin1String("ss"))
        job.steadyState.criterion = SteadyState::Criterion::None;
    if (option == QLatin1String("ss_dur"))
        job.steadyState.durationUs = 0;
    if (option == QLatin1String("ss_ramp"))
        job.steadyState.rampUs = 0;
}

} // namespace

void JobEditor::showJob(int index)
{
    if (index < 0 || std::size_t(index) >= m_jobs.size())
        return;
    m_current = index;
    m_updating = true;
    m_list->setCurrentRow(index);
    const JobSpec& job = m_jobs[std::size_t(index)];
    QHash<QString, QString> values;
    for (const auto& [name, value] : jobOptions(job))
        values.insert(name, value);
    values.insert(QStringLiteral("name"), job.name);
    for (const Field& f : m_fields)
        showValue(f.editor, values.contains(f.option) ? values.value(f.option) : defaultShown(f.option));
    for (const Field& f : m_fields) {
        if (f.option == QLatin1String("rwmixread"))
            f.editor->setEnabled(job.mixed());
        if (f.option == QLatin1String("runtime"))
            f.editor->setEnabled(true);
    }
    m_updating = false;
    refreshFioOnly();
}

void JobEditor::setFioEngine(bool fio)
{
    m_fio = fio;
    refreshFioOnly();
}

// The selected job's options that only fio implements, as written: fio gets them untouched.
void JobEditor::refreshFioOnly()
{
    const JobSpec* job = m_jobs.empty() ? nullptr : &m_jobs[std::size_t(m_current)];
    if (!job || job->fioOnly.isEmpty()) {
        m_fioOnly->hide();
        return;
    }
    QStringList options;
    for (const auto& [name, value] : job->fioOnly)
        options << (value.isNull() ? name : name + QLatin1Char('=') + value);
    m_fioOnly->setText(m_fio
            ? tr("For fio only, passed to it as written: %1").arg(options.join(QStringLiteral(", ")))
            : tr("Only fio runs this job (choose the fio engine): %1").arg(options.join(QStringLiteral(", "))));
    m_fioOnly->setStyleSheet(m_fio ? noteStyle(this) : problemStyle(this));
    m_fioOnly->show();
}

void JobEditor::fieldEdited(const QString& option, const QString& value, bool hasValue)
{
    if (m_updating || m_jobs.empty())
        return;
    JobSpec& job = m_jobs[std::size_t(m_current)];
    const auto field
        = std::find_if(m_fields.begin(), m_fields.end(), [&](const Field& f) { return f.option == option; });
    auto* line = field == m_fields.end() ? nullptr : qobject_cast<QLineEdit*>(field->editor);
    QString why;
    if (hasValue) {
        int kbBase = 1024;
        why = messageOf(setJobOption(job, option, value, true, &kbBase));
    } else {
        clearOption(job, option);
    }
    if (line) {
        line->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("background: #f8d7d7; color: #3a0a0a"));
        line->setToolTip(why);
    }
    if (!why.isEmpty())
        return;
    for (const Field& f : m_fields) {
        if (f.option == QLatin1String("rwmixread"))
            f.editor->setEnabled(job.mixed());
    }
    refreshList();
    m_list->setCurrentRow(m_current);
    refreshText();
    Q_EMIT jobsChanged();
}

void JobEditor::refreshText()
{
    m_text->setPlainText(QString::fromUtf8(writeJobFile(m_jobs)));
    m_text->document()->setModified(false);
}

bool JobEditor::commitText()
{
    if (!m_text->document()->isModified())
        return true;
    const JobFileParse parse = parseJobFile(m_text->toPlainText().toUtf8(), tr("job file"));
    if (m_fio ? !parse.okForFio() : !parse.ok()) {
        QStringList lines;
        for (const JobFileProblem& p : parse.problems)
            lines << p.message();
        m_problems->setText(lines.join(QLatin1Char('\n')));
        m_tabs->setCurrentIndex(1);
        return false;
    }
    m_problems->clear();
    m_jobs = parse.jobs;
    refreshList();
    showJob(0);
    m_text->document()->setModified(false);
    Q_EMIT jobsChanged();
    return true;
}

QString JobEditor::problemText() const
{
    return m_problems->text();
}

} // namespace fragscope
