// SPDX-License-Identifier: GPL-3.0-or-later
// A cold sequential read replayed as the disk model serves it: the file read in order on top, the
// disk's address space beneath with the head where the piece being read lies, and the head's path
// over time (seekwatcher's picture). A contiguous file is one smooth sweep; a copy-on-write file's
// head goes back and forth between the old extent and the region its rewritten blocks went to.
#pragma once

#include "extents/ondisk.h"
#include "model/hddmodel.h"

#include <QImage>
#include <QString>
#include <QWidget>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

class QPainter;
class QPalette;

namespace fragscope {

// What a replay shows: the model's requests and the file's extent of the disk. Plain data, made
// on any thread.
struct ReplayScene
{
    std::vector<ReadStep> steps;
    std::uint64_t fileSize = 0;
    std::uint64_t low = 0; // the disk range drawn: where the file's data lie, a little either side
    std::uint64_t high = 1;
    QString disk; // "7,200 rpm disk"
    // The counts of the steps begun up to each step (index i: steps 0..i), for the counters.
    std::vector<std::uint32_t> seeksUpTo, hitsUpTo;

    double duration() const { return steps.empty() ? 0 : steps.back().end(); }
    // layout: where the data lies when the file system says more than FIEMAP (btrfs): the read
    // goes to each piece's bytes on disk (a compressed extent's stored length), not to the records.
    static ReplayScene make(const ExtentMap& map, const HddParams& params, const DiskLayout* layout = nullptr);
};

// "12.3 s of 67.1 s": the model's clock.
QString replayClock(const ReplayScene& scene, double seconds);

// Paints the scene `seconds` into the read on `size` pixels; usable on a worker with a QImage.
void paintReplay(QPainter& painter, QSize size, const ReplayScene& scene, double seconds, const QPalette& palette);

// Saves the replay as PNG frames replay-0001.png... in `folder`: `fps` a second of replay shown at
// `speed` times the model's clock, at most `maxFrames`. Stops between frames when `stop` is set.
// Returns the frames written, or an error naming the file.
Result<int> exportReplayFrames(const ReplayScene& scene, const QString& folder, QSize size, double speed, int fps,
    int maxFrames, const QPalette& palette, const std::atomic<bool>& stop,
    const std::function<void(int done, int total)>& progress = {});

// Saves the replay as one animated PNG at `path`, the same frames; nothing is left when stopped.
Result<int> exportReplayAnimation(const ReplayScene& scene, const QString& path, QSize size, double speed, int fps,
    int maxFrames, const QPalette& palette, const std::atomic<bool>& stop,
    const std::function<void(int done, int total)>& progress = {});

class ReadReplayView : public QWidget
{
    Q_OBJECT
public:
    explicit ReadReplayView(QWidget* parent = nullptr);
    void setScene(std::shared_ptr<const ReplayScene> scene);
    const ReplayScene* scene() const { return m_scene.get(); }
    void setTime(double seconds);
    double time() const { return m_time; }

    QSize sizeHint() const override { return {900, 460}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::shared_ptr<const ReplayScene> m_scene;
    double m_time = 0;
};

} // namespace fragscope
