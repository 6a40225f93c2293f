// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "extents/mapbins.h"
#include "mapgeometry.h"
#include "zoompan.h"

#include <QImage>
#include <QWidget>

#include <functional>
#include <memory>

namespace fragscope {

// The file from offset 0 to its end along a wrapped strip, each pixel column coloured by where its
// data sit on disk. It zooms and pans as every map does (ZoomPan), Shift+wheel scrolls a row; hover tells the extent,
// click selects it.
class ExtentMapView : public QWidget
{
    Q_OBJECT
public:
    explicit ExtentMapView(QWidget* parent = nullptr);

    // index: indexMap(*map), best computed on a worker thread; computed here when null.
    void setMap(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const MapIndex> index = nullptr);
    // Where the data lies when the file system says more than FIEMAP (btrfs), for Replay Read…:
    // kept until the next map.
    void setDiskLayout(std::shared_ptr<const DiskLayout> layout);
    // Keeps the zoom when the same file is re-read (Watch), resets it for a new file.
    void updateMap(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const MapIndex> index = nullptr);
    const MapGeometry& geometryState() const { return m_geometry; }
    // What the view says instead of a map (no map, an empty file, a file all hole); empty when it
    // draws one.
    QString message() const;

    // Shows [start, end) of the file (clamped to it); what a linked view calls on viewChanged.
    void setViewRange(std::uint64_t start, std::uint64_t end);
    // Logical ranges drawn outlined on top of the map (the compare view's moved ranges).
    void setHighlights(std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges);

    // Colours by sharing instead of by place on disk: data shared with another file or snapshot in
    // one colour, the file's own in another (the snapshot experiment's maps).
    void setSharingColours(bool on);

    void setSelectedExtent(std::int64_t index);
    std::int64_t selectedExtent() const { return m_selected; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // What "Replay Read…" in every map's context menu does with the map shown: the window sets it
    // once (it knows the disk model); without it the action stays disabled.
    using ReplayHandler = std::function<void(
        QWidget* from, std::shared_ptr<const ExtentMap> map, std::shared_ptr<const DiskLayout> layout)>;
    static void setReplayHandler(ReplayHandler handler);

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();

Q_SIGNALS:
    void extentClicked(std::int64_t index);
    void viewChanged(std::uint64_t start, std::uint64_t end, double bytesPerColumn);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    void layoutStrip();
    void zoomAbout(std::optional<QPointF> anchor, double factor); // about the middle when none
    void adopt(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const MapIndex> index);
    void invalidate();
    void renderImage(); // m_image, at the device pixel ratio
    // A bin's colour where it is one colour top to bottom (data, and shared data when coloured by
    // sharing); 0 where it is drawn pixel by pixel (holes, unknown blocks: hatched).
    QRgb plainColor(const MapBin& bin) const;
    std::uint64_t total() const;
    QString tooltipFor(std::int64_t index) const;
    void drawRowLabels(QPainter& painter);
    void drawSelection(QPainter& painter);
    void drawRange(QPainter& painter, std::uint64_t start, std::uint64_t end);

    std::shared_ptr<const ExtentMap> m_map;
    std::shared_ptr<const MapIndex> m_index;
    std::shared_ptr<const DiskLayout> m_layout;
    class QAction* m_replay;
    MapGeometry m_geometry;
    QImage m_image;
    bool m_imageValid = false;
    std::int64_t m_selected = -1;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_highlights;
    int m_labelWidth = 0;
    bool m_sharingColours = false;
    ZoomPan m_nav;
};

} // namespace fragscope
