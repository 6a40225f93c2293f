// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark page's left panel: what to run (fio jobs, a cold read, a command), where, and on
// which engine — ours, fio here, or fio on the hosts the user listed.
#include "gui/pages/benchmark/benchmarkpage.h"

#include "gui/pages/benchmark/fiohosts.h"
#include "gui/pages/benchmark/jobeditor.h"

#include "browsebutton.h"
#include "io/cache.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace fragscope {
namespace {

// A line edit with a "…" button that opens a file or directory dialog.
QWidget* withBrowse(QLineEdit* edit, bool directory)
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(browseButton(edit, directory ? BrowseFor::Folder : BrowseFor::File, QString()));
    return row;
}

} // namespace

QWidget* BenchmarkPage::createTargetPanel()
{
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 4, 0, 4);
    auto* modeRow = new QFormLayout;
    m_mode->addItem(tr("fio jobs"));
    m_mode->addItem(tr("Cold read of a file"));
    m_mode->addItem(tr("Command"));
    modeRow->addRow(tr("Run"), m_mode);
    layout->addLayout(modeRow);
    layout->addWidget(m_modePages, 1);

    // fio jobs: where their files go, then the jobs.
    auto* jobsPage = new QWidget;
    auto* jobsLayout = new QVBoxLayout(jobsPage);
    jobsLayout->setContentsMargins(0, 0, 0, 0);
    auto* target = new QFormLayout;
    m_directory->setPlaceholderText(tr("Choose where the jobs' files go…"));
    m_directory->setToolTip(
        tr("Write jobs create their own files here (fragscope-bench.*) and remove them afterwards"));
    target->addRow(tr("Directory"), withBrowse(m_directory, true));
    m_directory->setAccessibleName(tr("Directory"));
    m_engine->addItem(tr("fragscope"));
    m_engine->addItem(tr("fio (checking…)"));
    m_engine->setToolTip(tr("fragscope's own engine, or the installed fio with the same job file: the same "
                            "tables, plots and history; options only fio implements run only on fio"));
    target->addRow(tr("Engine"), m_engine);
    m_jobRepeat->setRange(1, 100);
    m_jobRepeat->setObjectName(QStringLiteral("jobRepetitions"));
    target->addRow(tr("Repetitions"), m_jobRepeat);
    auto* hostsRow = new QHBoxLayout;
    hostsRow->addWidget(m_onHosts);
    hostsRow->addWidget(m_hostsSummary, 1);
    auto* editHosts = new QPushButton(tr("Hosts…"));
    hostsRow->addWidget(editHosts);
    m_onHosts->setToolTip(tr("Run the jobs on the ticked machines running fio --server, all at once, through "
                             "fio's client; the directory is then theirs"));
    m_hostsSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    target->addRow(tr("Where"), hostsRow);
    jobsLayout->addLayout(target);
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] { refreshFioRow(); });
    connect(m_onHosts, &QCheckBox::toggled, this, [this] { refreshFioRow(); });
    connect(editHosts, &QPushButton::clicked, this, &BenchmarkPage::editFioHosts);
    jobsLayout->addWidget(m_editor, 1);
    m_modePages->addWidget(jobsPage);
    connect(m_directory, &QLineEdit::editingFinished, this, [this] { m_editor->setDirectory(m_directory->text()); });

    // Cold read: the measurement the defrag comparison and the lab reuse.
    auto* readPage = new QWidget;
    auto* readForm = new QFormLayout(readPage);
    m_readFile->setPlaceholderText(tr("The file to read, start to end"));
    readForm->addRow(tr("File"), withBrowse(m_readFile, false));
    m_readFile->setAccessibleName(tr("File to read"));
    m_readRepeat->setRange(1, 100);
    m_readRepeat->setValue(3);
    readForm->addRow(tr("Repetitions"), m_readRepeat);
    for (CacheDrop m : {CacheDrop::Fadvise, CacheDrop::DropCaches, CacheDrop::Direct})
        m_cacheMethod->addItem(cacheDropName(m), int(m));
    m_cacheMethod->setCurrentIndex(m_cacheMethod->findData(int(defaultCacheDrop())));
    m_cacheMethod->setToolTip(
        tr("fadvise: fsync and POSIX_FADV_DONTNEED on this file (any user); drop_caches: the whole "
           "page cache (root); direct: O_DIRECT reads that bypass it"));
    readForm->addRow(tr("Empty the cache by"), m_cacheMethod);
    auto* readNote = new QLabel(tr("Reads the file in 1 MiB requests, as dd if=FILE of=/dev/null bs=1M, after emptying "
                                   "its page cache. The file is only read."));
    readNote->setWordWrap(true);
    readForm->addRow(readNote);
    m_modePages->addWidget(readPage);

    // Command: e.g. copy methods compared by what they read and write.
    auto* commandPage = new QWidget;
    auto* commandForm = new QFormLayout(commandPage);
    m_command->setPlaceholderText(QStringLiteral("tar cf - src | tar xf - -C dst"));
    commandForm->addRow(tr("Command"), m_command);
    m_instances->setRange(1, 64);
    commandForm->addRow(tr("Instances at once"), m_instances);
    commandForm->addRow(tr("Working directory"), withBrowse(m_commandDir, true));
    m_commandDir->setAccessibleName(tr("Working directory"));
    auto* commandNote = new QLabel(tr("Runs with /bin/sh. Throughput is what the processes read from and write to the "
                                      "storage layer (/proc/PID/io), with wall, user and system time."));
    commandNote->setWordWrap(true);
    commandForm->addRow(commandNote);
    m_modePages->addWidget(commandPage);

    connect(m_mode, &QComboBox::currentIndexChanged, m_modePages, &QStackedWidget::setCurrentIndex);
    return panel;
}

void BenchmarkPage::setFioEngine(bool fio)
{
    m_engine->setCurrentIndex(fio ? 1 : 0);
}

bool BenchmarkPage::fioEngine() const
{
    return m_engine->currentIndex() == 1;
}

void BenchmarkPage::setFioHosts(const std::vector<SavedFioHost>& hosts, bool useHosts)
{
    m_hosts = hosts;
    m_onHosts->setChecked(useHosts);
    refreshFioRow();
}

void BenchmarkPage::editFioHosts()
{
    auto* dialog = new FioHostsDialog(m_hosts, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("fioHosts"));
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        m_hosts = dialog->hosts();
        saveFioHosts(m_hosts);
        if (!fioHostsInUse(m_hosts).empty())
            m_onHosts->setChecked(true);
        refreshFioRow();
    });
    dialog->open();
}

// Hosts need fio: running on them picks it; the editor marks the options only fio runs.
void BenchmarkPage::refreshFioRow()
{
    const auto inUse = fioHostsInUse(m_hosts);
    if (m_onHosts->isChecked() && m_engine->currentIndex() != 1)
        m_engine->setCurrentIndex(1);
    m_engine->setEnabled(!m_onHosts->isChecked());
    // Repetitions are our engine's; fio runs the job file once (its loops= are passes inside one result).
    m_jobRepeat->setEnabled(!fioEngine());
    m_jobRepeat->setToolTip(fioEngine()
            ? tr("fio runs the jobs once; loops= in a job repeats its I/O inside one result")
            : tr("Run all jobs this many times, each measured on its own: the results "
                 "table gives the median and the spread"));
    QStringList names;
    for (const SavedFioHost& h : m_hosts) {
        if (h.use)
            names << (h.name.isEmpty() ? fioHostText(h.host) : h.name);
    }
    m_hostsSummary->setText(m_hosts.empty() ? tr("none listed")
            : names.isEmpty()               ? tr("none ticked of %n listed", "", int(m_hosts.size()))
                              : tr("%n host(s): %1", "", int(names.size())).arg(names.join(QStringLiteral(", "))));
    m_onHosts->setEnabled(!inUse.empty() || m_onHosts->isChecked());
    m_directory->setPlaceholderText(m_onHosts->isChecked() ? tr("On each host; empty: fio's server's working directory")
                                                           : tr("Choose where the jobs' files go…"));
    m_editor->setFioEngine(fioEngine());
}

} // namespace fragscope
