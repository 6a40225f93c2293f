// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/calibrate.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace fragscope {

class BackgroundJob;
class ProfilePlot;

// "Measure This Disk…": finds the disk under a path, measures it reading only (calibrate), draws
// the zone curve and the access times as they come, and saves the profile that every read time of
// files there uses from then on; a btrfs on several devices has each measured in turn, each profile
// saved as it is done. Measure (Enter) starts, Cancel stops at once, Escape closes.
class CalibrateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CalibrateDialog(const QString& path, QWidget* parent = nullptr);
    ~CalibrateDialog() override;

    void measure();
    // Measure as soon as the disk is found (the window's --calibrate).
    void setAutoStart(bool on) { m_autoStart = on; }
    bool isRunning() const;
    ProfilePlot* plot() const { return m_plot; }
    QString statusText() const;
    const std::optional<DeviceProfile>& profile() const { return m_profile; }

Q_SIGNALS:
    void measured(const QString& device); // a profile was measured and saved
    void ended(bool ok);                  // a measurement ended, or the disk could not be found

protected:
    void reject() override;

private:
    void findTarget();
    void finished(Result<DeviceProfile> result, const QStringList& saved);
    void growToFit();

    QString m_path;
    std::vector<CalibrationTarget> m_targets; // a btrfs on several devices: each of them
    std::optional<DeviceProfile> m_profile;
    BackgroundJob* m_job;
    QLabel* m_device;
    QCheckBox* m_thorough;
    ProfilePlot* m_plot;
    QProgressBar* m_progress;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    QPushButton* m_measure;
    QPushButton* m_cancel;
    bool m_autoStart = false;
};

} // namespace fragscope
