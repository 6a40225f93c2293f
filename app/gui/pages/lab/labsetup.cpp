// SPDX-License-Identifier: GPL-3.0-or-later
// The lab page's setup panel: where the two files go and what the experiment does.
#include "gui/pages/lab/labsetup.h"

#include "browsebutton.h"
#include "common/hddsettings.h"

#include "lab/labimages.h"
#include "util/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace fragscope {

LabSetup::LabSetup(QWidget* parent)
    : QWidget(parent)
    , m_directories{new QLineEdit, new QLineEdit}
    , m_experiment(new QComboBox)
    , m_preset(new QComboBox)
    , m_size(new QSpinBox)
    , m_total(new QSpinBox)
    , m_writeSize(new QSpinBox)
    , m_repeat(new QSpinBox)
    , m_spread(new QCheckBox(tr("over the whole file")))
    , m_writers(new QSpinBox)
    , m_direct(new QCheckBox(tr("O_DIRECT")))
    , m_benchSeconds(new QSpinBox)
    , m_benchRuns(new QSpinBox)
    , m_discardSettings(new QWidget)
    , m_copyFiles(new QSpinBox)
    , m_copySizes(new QComboBox)
    , m_copySource(new QLineEdit)
    , m_copyRounds(new QSpinBox)
    , m_copySettings(new QWidget)
    , m_readSettings(new QWidget)
    , m_cowSettings(new QWidget)
    , m_writerSettings(new QWidget)
    , m_defrag(new QCheckBox(tr("Defragment afterwards")))
    , m_throwaway(new QCheckBox(tr("Throwaway file systems:")))
    , m_types{new QComboBox, new QComboBox}
    , m_imageFolder(new QLineEdit)
    , m_hddModel(new QPushButton(tr("Disk model…")))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(makeTargets());
    layout->addLayout(makeThrowaway());
    layout->addLayout(makeExperimentRow());
    describeSettings();
    layout->addLayout(makeSettingsRow());
    connect(m_defrag, &QCheckBox::toggled, this, &LabSetup::stepsChanged);
    showExperiment();
    m_preset->setCurrentIndex(1);
    applyPreset(1);
}

// The two directories the files go to, each with a "…".
QLayout* LabSetup::makeTargets()
{
    auto* targets = new QGridLayout;
    for (int side = 0; side < 2; ++side) {
        QLineEdit* directory = m_directories[std::size_t(side)];
        directory->setPlaceholderText(side == 0 ? tr("A directory on btrfs") : tr("A directory on ext4 or XFS"));
        directory->setAccessibleName(side == 0 ? tr("Directory A") : tr("Directory B"));
        auto* label = new QLabel(side == 0 ? tr("A") : tr("B"));
        auto* browse
            = browseButton(directory, BrowseFor::Folder, tr("Directory for the test file"), tr("Choose the directory"));
        targets->addWidget(label, side, 0);
        targets->addWidget(directory, side, 1);
        targets->addWidget(browse, side, 2);
        if (side == 1)
            m_sideB << label << directory << browse;
    }
    return targets;
}

// Or two file systems made for the experiment: images in a folder, loop-mounted, gone at the end.
QLayout* LabSetup::makeThrowaway()
{
    auto* throwaway = new QHBoxLayout;
    m_throwaway->setToolTip(tr("Make loop-mounted images for the experiment, each with its file system's defaults "
                               "(no compression, no autodefrag), and remove them when the experiment ends"));
    throwaway->addWidget(m_throwaway);
    for (int side = 0; side < 2; ++side) {
        QComboBox* type = m_types[std::size_t(side)];
        type->addItems({QStringLiteral("btrfs"), QStringLiteral("ext4"), QStringLiteral("xfs")});
        type->setCurrentIndex(side == 0 ? 0 : 1);
        if (side == 1) {
            auto* against = new QLabel(tr("against"));
            throwaway->addWidget(against);
            m_sideB << against;
        }
        throwaway->addWidget(type);
    }
    throwaway->addWidget(new QLabel(tr("in")));
    m_imageFolder->setText(LabImages::defaultFolder());
    m_imageFolder->setToolTip(tr("The folder that holds the images while the experiment is open"));
    m_imageFolder->setAccessibleName(tr("Image folder"));
    throwaway->addWidget(m_imageFolder, 1);
    throwaway->addWidget(browseButton(
        m_imageFolder, BrowseFor::Folder, tr("Folder for the images"), tr("Choose the folder for the images")));
    connect(m_throwaway, &QCheckBox::toggled, this, [this] { setEditable(m_editable); });
    return throwaway;
}

QLayout* LabSetup::makeExperimentRow()
{
    auto* experimentRow = new QHBoxLayout;
    for (LabExperiment e : kLabExperiments)
        m_experiment->addItem(labExperimentTitle(e), labExperimentKey(e));
    m_experiment->setAccessibleName(tr("Experiment"));
    m_experiment->setToolTip(tr("Which of our sources' experiments to run; `fragscope lab --experiment` on the "
                                "command line"));
    experimentRow->addWidget(new QLabel(tr("Experiment")));
    experimentRow->addWidget(m_experiment, 1);
    connect(m_experiment, &QComboBox::activated, this, [this] {
        // Each experiment's sides: btrfs against ext4, ext4 against XFS, XFS against XFS.
        const LabExperiment e = experiment();
        m_types[0]->setCurrentText(e == LabExperiment::Cow || e == LabExperiment::Snapshots ? QStringLiteral("btrfs")
                : e == LabExperiment::Discard                                               ? QStringLiteral("xfs")
                                                                                            : QStringLiteral("ext4"));
        m_types[1]->setCurrentText(e == LabExperiment::Cow ? QStringLiteral("ext4") : QStringLiteral("xfs"));
        showExperiment();
        m_preset->setCurrentIndex(1);
        applyPreset(1);
        Q_EMIT stepsChanged();
    });
    return experimentRow;
}

// Ranges, units and words of the settings; changing one makes the preset "Custom".
void LabSetup::describeSettings()
{
    m_preset->addItems({QString(), QString(), tr("Custom")}); // named by showExperiment()
    m_preset->setAccessibleName(tr("Preset"));
    connect(m_preset, &QComboBox::activated, this, &LabSetup::applyPreset);
    m_size->setRange(1, 1 << 20);
    m_size->setSuffix(tr(" MiB"));
    m_size->setToolTip(tr("Size of each test file, written sequentially first"));
    m_size->setAccessibleName(tr("File size"));
    m_total->setRange(1, 1 << 20);
    m_total->setSuffix(tr(" MiB"));
    m_total->setToolTip(tr("Bytes of random writes in all"));
    m_total->setAccessibleName(tr("Random writes in all"));
    m_writeSize->setRange(1, 1024);
    m_writeSize->setSuffix(tr(" KiB"));
    m_writeSize->setToolTip(tr("Size of each random write; each is followed by fsync"));
    m_writeSize->setAccessibleName(tr("Write size"));
    m_repeat->setRange(0, 20);
    m_repeat->setToolTip(tr("Cold sequential reads at every stage (0: none)"));
    m_repeat->setAccessibleName(tr("Cold reads per stage"));
    m_writers->setRange(1, 64);
    m_writers->setToolTip(tr("Writers at once, each writing its own slice of the file in 1 MiB blocks, as the paper's "
                             "parallel dd runs did"));
    m_writers->setAccessibleName(tr("Writers"));
    m_direct->setToolTip(tr("Write with O_DIRECT: the file system allocates at each write, so the writers' blocks "
                            "interleave (about 250 extents on ext4 here for 10 writers; buffered, about 50)"));
    m_benchSeconds->setRange(1, 600);
    m_benchSeconds->setSuffix(tr(" s"));
    m_benchSeconds->setToolTip(tr("How long each of the six patterns runs"));
    m_benchSeconds->setAccessibleName(tr("Seconds per pattern"));
    m_benchRuns->setRange(1, 50);
    m_benchRuns->setToolTip(tr("Runs of the six patterns on each side, each measured on its own: their spread is "
                               "the noise a difference is measured against"));
    m_benchRuns->setAccessibleName(tr("Runs"));
    m_copyFiles->setRange(1, 100000);
    m_copyFiles->setToolTip(tr("Files in the tree made on A, written side by side"));
    m_copyFiles->setAccessibleName(tr("Files in the tree"));
    // Log-uniform: as many files in each doubling of size, so most files are small and most bytes large.
    const auto addSizes = [this](const QString& name, qulonglong low, qulonglong high) {
        m_copySizes->addItem(name, QVariant::fromValue(QList<qulonglong>{low, high}));
    };
    addSizes(tr("4 KiB – 1 MiB, mixed"), 4096, 1 << 20);
    addSizes(tr("1 – 64 KiB, like a source tree"), 1024, 64 << 10);
    addSizes(tr("1 – 8 MiB, like photos"), 1 << 20, 8 << 20);
    m_copySizes->setToolTip(tr("The generated files' sizes, as many in each doubling of size"));
    m_copySizes->setAccessibleName(tr("File sizes"));
    m_copySource->setPlaceholderText(tr("generated"));
    m_copySource->setClearButtonEnabled(true);
    m_copySource->setToolTip(tr("A folder whose files make the tree instead of generated ones: they are copied onto "
                                "A side by side (the folder is only read)"));
    m_copySource->setAccessibleName(tr("Tree from a folder"));
    connect(m_copySource, &QLineEdit::textChanged, this, [this] { setEditable(m_editable); });
    m_copyRounds->setRange(1, 20);
    m_copyRounds->setToolTip(tr("Rounds of copies, every tool in turn: their spread is the noise a change is "
                                "measured against"));
    m_copyRounds->setAccessibleName(tr("Rounds of copies"));
    m_spread->setToolTip(tr("Off (the talk's): each block of the first part of the file, as large as the writes, "
                            "is written once in random order — about one extent per write on btrfs. On: the writes "
                            "land anywhere in the file and split an extent around each — about two per write, "
                            "along the whole map"));
    m_hddModel->setToolTip(tr("The rotating disk the read times are predicted for"));
    connect(m_hddModel, &QPushButton::clicked, this, &LabSetup::hddModelRequested);
    for (QSpinBox* box :
        {m_size, m_total, m_writeSize, m_writers, m_benchSeconds, m_benchRuns, m_copyFiles, m_copyRounds})
        connect(box, &QSpinBox::valueChanged, this, [this] { m_preset->setCurrentIndex(2); });
}

namespace {

// A row of labels and fields in `panel`, flush with its neighbours.
void fillRow(QWidget* panel, std::initializer_list<QWidget*> widgets)
{
    auto* row = new QHBoxLayout(panel);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : widgets)
        row->addWidget(w);
}

} // namespace

// The preset, then each experiment's own settings (showExperiment shows the chosen one's).
QLayout* LabSetup::makeSettingsRow()
{
    auto* settingsRow = new QHBoxLayout;
    settingsRow->addWidget(m_preset);
    auto* size = new QWidget; // the test file's size: not for copy-tools' tree
    fillRow(size, {new QLabel(tr("File")), m_size});
    settingsRow->addWidget(size);
    fillRow(m_cowSettings, {new QLabel(tr("Writes")), m_total, new QLabel(tr("of")), m_writeSize, m_spread});
    settingsRow->addWidget(m_cowSettings);
    fillRow(m_writerSettings, {new QLabel(tr("Writers")), m_writers, m_direct});
    settingsRow->addWidget(m_writerSettings);
    fillRow(m_discardSettings, {new QLabel(tr("Each pattern")), m_benchSeconds, new QLabel(tr("Runs")), m_benchRuns});
    settingsRow->addWidget(m_discardSettings);
    fillRow(m_copySettings,
        {new QLabel(tr("Files")), m_copyFiles, m_copySizes, new QLabel(tr("or from")), m_copySource,
            browseButton(m_copySource, BrowseFor::Folder, tr("Tree from a folder"),
                tr("Choose the folder whose files make the tree")),
            new QLabel(tr("Rounds")), m_copyRounds});
    settingsRow->addWidget(m_copySettings);
    fillRow(m_readSettings, {new QLabel(tr("Reads")), m_repeat, m_defrag});
    settingsRow->addWidget(m_readSettings);
    settingsRow->addWidget(m_hddModel);
    settingsRow->addStretch(1);
    return settingsRow;
}

LabExperiment LabSetup::experiment() const
{
    return labExperimentFromKey(m_experiment->currentData().toString()).value_or(LabExperiment::Cow);
}

std::array<LabSettings, 2> LabSetup::presets() const
{
    return LabSettings::presets(experiment());
}

void LabSetup::showExperiment()
{
    const LabExperiment e = experiment();
    const bool writers = e == LabExperiment::ParallelWriters;
    const bool snapshots = e == LabExperiment::Snapshots;
    m_cowSettings->setVisible(e == LabExperiment::Cow || snapshots);
    // Snapshots: one side; B shows the snapshot's copy of A's file.
    for (QWidget* w : m_sideB)
        w->setVisible(!snapshots);
    m_types[1]->setVisible(!snapshots);
    m_types[0]->setEnabled(m_editable && m_throwaway->isChecked() && !snapshots); // btrfs only
    m_writerSettings->setVisible(writers);
    m_discardSettings->setVisible(e == LabExperiment::Discard);
    m_copySettings->setVisible(e == LabExperiment::CopyTools);
    m_size->parentWidget()->setVisible(e != LabExperiment::CopyTools);
    m_readSettings->setVisible(e == LabExperiment::Cow || writers || snapshots);
    switch (e) {
    case LabExperiment::Cow:
        m_preset->setItemText(0, tr("The talk's experiment (1 GiB, 64 MiB of writes)"));
        m_preset->setItemText(1, tr("Quick (256 MiB, 16 MiB of writes)"));
        m_directories[0]->setPlaceholderText(tr("A directory on btrfs"));
        m_directories[1]->setPlaceholderText(tr("A directory on ext4 or XFS"));
        m_size->setToolTip(tr("Size of each test file, written sequentially first"));
        break;
    case LabExperiment::ParallelWriters:
        m_preset->setItemText(0, tr("The paper's experiment (2 GiB, 10 writers)"));
        m_preset->setItemText(1, tr("Quick (256 MiB, 10 writers)"));
        m_directories[0]->setPlaceholderText(tr("A directory on ext4"));
        m_directories[1]->setPlaceholderText(tr("A directory on another file system (XFS, btrfs)"));
        m_size->setToolTip(tr("Size of each test file, written by the writers at once"));
        break;
    case LabExperiment::Discard:
        m_preset->setItemText(0, tr("The matrix preset (1 GiB, 10 s a pattern, 5 runs)"));
        m_preset->setItemText(1, tr("Quick (256 MiB, 2 s a pattern, 3 runs)"));
        m_directories[0]->setPlaceholderText(tr("A directory on a file system mounted with -o discard"));
        m_directories[1]->setPlaceholderText(tr("A directory on the same kind of file system without discard"));
        m_size->setToolTip(tr("The file the six patterns share"));
        break;
    case LabExperiment::Snapshots:
        m_preset->setItemText(0, tr("A 256 MiB file, 16 MiB of overwrites"));
        m_preset->setItemText(1, tr("Quick (64 MiB, 4 MiB of overwrites)"));
        m_directories[0]->setPlaceholderText(tr("A directory on btrfs"));
        m_size->setToolTip(tr("Size of the test file, written sequentially in a subvolume of its own"));
        break;
    case LabExperiment::CopyTools:
        m_preset->setItemText(0, tr("A tree of 2,000 files (about 400 MB)"));
        m_preset->setItemText(1, tr("Quick (300 files)"));
        m_directories[0]->setPlaceholderText(tr("A directory for the tree (the copies' source)"));
        m_directories[1]->setPlaceholderText(tr("A directory on the file system to copy to"));
        break;
    }
    // The paper's defrag is the experiment; the talk's is optional.
    if (writers || snapshots)
        m_defrag->setChecked(true);
    m_defrag->setEnabled(m_editable && e == LabExperiment::Cow);
}

void LabSetup::applyPreset(int index)
{
    if (index > 1)
        return;
    const LabSettings s = presets()[std::size_t(index)];
    const QSignalBlocker a(m_size), b(m_total), c(m_writeSize), d(m_writers), e(m_benchSeconds), f(m_benchRuns);
    m_size->setValue(int(s.fileBytes >> 20));
    m_total->setValue(int(s.writeTotalBytes >> 20));
    m_writeSize->setValue(int(s.writeBytes >> 10));
    m_writers->setValue(s.writers);
    m_benchSeconds->setValue(s.benchSeconds);
    m_benchRuns->setValue(s.benchRepetitions);
    m_copyFiles->setValue(s.copyFiles);
    m_copyRounds->setValue(std::max(1, s.readRepetitions));
    m_repeat->setValue(s.readRepetitions);
}

void LabSetup::setDirectories(const QString& a, const QString& b)
{
    m_directories[0]->setText(a);
    m_directories[1]->setText(b);
}

QStringList LabSetup::directories() const
{
    if (experiment() == LabExperiment::Snapshots)
        return {m_directories[0]->text().trimmed()};
    return {m_directories[0]->text().trimmed(), m_directories[1]->text().trimmed()};
}

bool LabSetup::throwaway() const
{
    return m_throwaway->isChecked();
}

QStringList LabSetup::throwawayTypes() const
{
    // Discard: A mounted with it, B without.
    if (experiment() == LabExperiment::Discard)
        return {m_types[0]->currentText() + QStringLiteral(":discard"), m_types[1]->currentText()};
    if (experiment() == LabExperiment::Snapshots)
        return {QStringLiteral("btrfs")};
    return {m_types[0]->currentText(), m_types[1]->currentText()};
}

QString LabSetup::imageFolder() const
{
    return m_imageFolder->text().trimmed();
}

void LabSetup::setEditable(bool editable)
{
    m_editable = editable;
    for (QWidget* w : std::initializer_list<QWidget*>{m_experiment, m_preset, m_size, m_total, m_writeSize, m_spread,
             m_writers, m_direct, m_benchSeconds, m_benchRuns, m_copySource, m_copyRounds, m_repeat, m_throwaway})
        w->setEnabled(editable);
    // A tree from a folder has the folder's files and sizes.
    for (QWidget* w : std::initializer_list<QWidget*>{m_copyFiles, m_copySizes})
        w->setEnabled(editable && m_copySource->text().trimmed().isEmpty());
    m_defrag->setEnabled(editable && experiment() == LabExperiment::Cow);
    for (QLineEdit* directory : m_directories)
        directory->setEnabled(editable && !m_throwaway->isChecked());
    for (QWidget* w : std::initializer_list<QWidget*>{m_types[0], m_types[1], m_imageFolder})
        w->setEnabled(editable && m_throwaway->isChecked());
}

void LabSetup::setSettings(const LabSettings& s)
{
    const QSignalBlocker a(m_size), b(m_total), c(m_writeSize), d(m_writers), e(m_benchSeconds), f(m_benchRuns);
    m_experiment->setCurrentIndex(m_experiment->findData(labExperimentKey(s.experiment)));
    showExperiment();
    m_writers->setValue(s.writers);
    m_direct->setChecked(s.directIo);
    m_benchSeconds->setValue(s.benchSeconds);
    m_benchRuns->setValue(s.benchRepetitions);
    m_copyFiles->setValue(s.copyFiles);
    const QVariant sizes = QVariant::fromValue(QList<qulonglong>{s.copyMinBytes, s.copyMaxBytes});
    if (m_copySizes->findData(sizes) < 0)
        m_copySizes->addItem(tr("%1 – %2").arg(formatBytes(s.copyMinBytes), formatBytes(s.copyMaxBytes)), sizes);
    m_copySizes->setCurrentIndex(m_copySizes->findData(sizes));
    m_copySource->setText(s.copySource);
    m_copyRounds->setValue(std::max(1, s.readRepetitions));
    m_size->setValue(int(s.fileBytes >> 20));
    m_total->setValue(int(s.writeTotalBytes >> 20));
    m_writeSize->setValue(int(s.writeBytes >> 10));
    m_repeat->setValue(s.readRepetitions);
    m_defrag->setChecked(s.defrag);
    m_spread->setChecked(s.spread);
    const auto sameSizes = [&s](const LabSettings& p) {
        return p.fileBytes == s.fileBytes && p.writeTotalBytes == s.writeTotalBytes && p.writeBytes == s.writeBytes
            && p.writers == s.writers && p.benchSeconds == s.benchSeconds && p.benchRepetitions == s.benchRepetitions
            && p.copyFiles == s.copyFiles;
    };
    const auto named = presets();
    m_preset->setCurrentIndex(sameSizes(named[0]) ? 0 : sameSizes(named[1]) ? 1 : 2);
}

LabSettings LabSetup::settings() const
{
    LabSettings s;
    s.experiment = experiment();
    s.writers = m_writers->value();
    s.directIo = m_direct->isChecked();
    s.benchSeconds = m_benchSeconds->value();
    s.benchRepetitions = m_benchRuns->value();
    s.copyFiles = m_copyFiles->value();
    const auto sizes = m_copySizes->currentData().value<QList<qulonglong>>();
    if (sizes.size() == 2) {
        s.copyMinBytes = sizes[0];
        s.copyMaxBytes = sizes[1];
    }
    s.copySource = m_copySource->text().trimmed();
    s.fileBytes = std::uint64_t(m_size->value()) << 20;
    s.writeTotalBytes = std::uint64_t(m_total->value()) << 20;
    s.writeBytes = std::uint64_t(m_writeSize->value()) << 10;
    s.readRepetitions = s.experiment == LabExperiment::CopyTools ? m_copyRounds->value() : m_repeat->value();
    s.defrag = m_defrag->isChecked();
    s.spread = m_spread->isChecked();
    s.hdd = savedHddParams();
    return s;
}

void LabSetup::setThrowaway(bool on, const QString& typeA, const QString& typeB, const QString& folder)
{
    m_throwaway->setChecked(on);
    if (!typeA.isEmpty())
        m_types[0]->setCurrentText(typeA);
    if (!typeB.isEmpty())
        m_types[1]->setCurrentText(typeB);
    if (!folder.isEmpty())
        m_imageFolder->setText(folder);
}

} // namespace fragscope
