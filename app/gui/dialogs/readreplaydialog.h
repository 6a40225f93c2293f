// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "extents/ondisk.h"
#include "model/hddmodel.h"

#include <QDialog>
#include <QElapsedTimer>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTimer;

namespace fragscope {

class BackgroundJob;
class ReadReplayView;
struct ReplayScene;

// "Replay Read…": a cold sequential read of a layout played back as the disk model serves it, sped
// up, with the model's clock; play and pause (Space), back to the start (Home), drag the slider to
// any moment, and save the replay as an animated PNG or as PNG frames.
class ReadReplayDialog : public QDialog
{
    Q_OBJECT
public:
    // diskLayout: where the data lies when the file system says more than FIEMAP (btrfs), or null.
    ReadReplayDialog(const std::shared_ptr<const ExtentMap>& map, const HddParams& params, const QString& title,
        QWidget* parent = nullptr, const std::shared_ptr<const DiskLayout>& diskLayout = nullptr);
    ~ReadReplayDialog() override;

    ReadReplayView* view() const { return m_view; }
    bool isPlaying() const;
    void setPlaying(bool playing);
    // How many times the model's clock the replay runs: by default so that it lasts about 20 s.
    double speed() const;
    // Saves the replay on a worker, as one animated PNG at `target` or as frames in the folder
    // `target`; framesSaved, and the outcome or the error in the status line.
    void exportReplay(const QString& target, bool animated);

Q_SIGNALS:
    void sceneReady();
    void framesSaved(int frames);

private:
    void showScene(std::shared_ptr<const ReplayScene> scene);
    void advance();
    void seek(double seconds);

    ReadReplayView* m_view;
    QPushButton* m_play;
    QComboBox* m_speed;
    QSlider* m_slider;
    QLabel* m_status;
    QPushButton* m_export;
    QTimer* m_timer;
    QElapsedTimer m_clock;
    BackgroundJob* m_job;       // works out the replay
    BackgroundJob* m_exportJob; // saves its frames
    std::shared_ptr<const ReplayScene> m_scene;
};

} // namespace fragscope
