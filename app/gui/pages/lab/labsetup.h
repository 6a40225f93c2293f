// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"

#include <QStringList>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace fragscope {

// The lab page's setup: where the two test files go — two directories, or two throwaway file
// systems of chosen types made in a folder — and what the experiment does: a preset or custom
// sizes, the cold reads, the defrag, the disk model. While an experiment is open it is read-only.
class LabSetup : public QWidget
{
    Q_OBJECT
public:
    explicit LabSetup(QWidget* parent = nullptr);

    LabSettings settings() const; // with the saved disk model
    void setSettings(const LabSettings& settings);
    void setDirectories(const QString& a, const QString& b);
    QStringList directories() const; // A and B, trimmed
    bool throwaway() const;
    QStringList throwawayTypes() const; // A and B
    QString imageFolder() const;
    void setThrowaway(bool on, const QString& typeA = {}, const QString& typeB = {}, const QString& folder = {});
    void setEditable(bool editable);

Q_SIGNALS:
    void stepsChanged(); // the experiment or its defrag changed
    void hddModelRequested();

private:
    QLayout* makeTargets();
    QLayout* makeThrowaway();
    QLayout* makeExperimentRow();
    void describeSettings();
    QLayout* makeSettingsRow();
    void applyPreset(int index);
    LabExperiment experiment() const;
    // Shows the settings of the chosen experiment, names its presets and the sides it compares.
    void showExperiment();
    // The experiment's presets: the published one, then a quick one.
    std::array<LabSettings, 2> presets() const;

    std::array<QLineEdit*, 2> m_directories;
    QList<QWidget*> m_sideB; // B's label, directory and browse button: hidden when the experiment has one side
    QComboBox* m_experiment;
    QComboBox* m_preset;
    QSpinBox* m_size;      // MiB
    QSpinBox* m_total;     // MiB
    QSpinBox* m_writeSize; // KiB
    QSpinBox* m_repeat;
    QCheckBox* m_spread;
    QSpinBox* m_writers;
    QCheckBox* m_direct;
    QSpinBox* m_benchSeconds; // Discard: each pattern's runtime
    QSpinBox* m_benchRuns;    // Discard: runs of the matrix
    QWidget* m_discardSettings;
    QSpinBox* m_copyFiles;   // CopyTools: files in the generated tree
    QComboBox* m_copySizes;  // CopyTools: their sizes, a range (data: QList<qulonglong>{min, max})
    QLineEdit* m_copySource; // CopyTools: a folder whose files make the tree instead
    QSpinBox* m_copyRounds;  // CopyTools: rounds of the copies
    QWidget* m_copySettings;
    QWidget* m_readSettings;   // the cold reads and the defrag: not for Discard
    QWidget* m_cowSettings;    // the random writes' figures
    QWidget* m_writerSettings; // the parallel writers'
    QCheckBox* m_defrag;
    QCheckBox* m_throwaway;
    std::array<QComboBox*, 2> m_types;
    QLineEdit* m_imageFolder;
    QPushButton* m_hddModel;
    bool m_editable = true;
};

} // namespace fragscope
