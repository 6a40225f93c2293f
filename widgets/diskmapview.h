// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskmapgeometry.h"
#include "survey/occupancy.h"
#include "zoompan.h"

#include <QImage>
#include <QWidget>

#include <functional>
#include <vector>

namespace fragscope {

// The device's address space as a grid of cells (as UltraDefrag or DiskView draw it), one colour per
// state: free, metadata, contiguous, fragmented, shared; a cell partly used is paler. Linear or
// Hilbert layout; it zooms and pans as every map does (ZoomPan); hover says who owns a cell, a
// click picks its main owner, a double-click opens it. Painted from one image of a pixel per cell.
class DiskMapView : public QWidget
{
    Q_OBJECT
public:
    explicit DiskMapView(QWidget* parent = nullptr);

    // The cells and the address each starts at (for the tooltip); keeps zoom and pan.
    void setCells(std::vector<CellView> cells, std::uint64_t start, std::uint64_t cellBytes);
    // Cells outlined on top: where the selected files live.
    void setHighlighted(std::vector<std::size_t> cells);
    void setLayout(DiskMapGeometry::Layout layout);
    DiskMapGeometry::Layout layout() const { return m_geometry.layout; }
    // What a file's cell's colour says: its kind (one piece, fragmented, shared...) or the share of
    // its main owner's read lost to its layout (the treemap's ramp; cells without a read time by kind).
    enum class Colouring { Kind, TimeLost };
    void setColouring(Colouring colouring);
    Colouring colouring() const { return m_colouring; }
    // Names the owner(s) of a cell for the tooltip; set by the page, which knows the survey.
    void setDescriber(std::function<QString(std::size_t cell)> describe) { m_describe = std::move(describe); }

    static QColor stateColor(CellState state);
    static QString stateName(CellState state);
    // Each colour and its meaning, one line of HTML for a label beside the map.
    static QString legendHtml(Colouring colouring = Colouring::Kind);
    std::ptrdiff_t cellAtWidgetPos(QPointF pos) const;
    std::size_t cellCount() const { return m_cells.size(); }

    QSize sizeHint() const override { return QSize(520, 520); }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void resetZoom();

Q_SIGNALS:
    void cellClicked(std::size_t cell);
    void cellActivated(std::size_t cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    void rebuildImage();
    QRectF imageRect() const; // where the whole grid is drawn, in widget coordinates
    void zoomAt(QPointF anchor, double factor);

    DiskMapGeometry m_geometry;
    Colouring m_colouring = Colouring::Kind;
    std::vector<CellView> m_cells;
    std::vector<std::size_t> m_highlighted;
    std::uint64_t m_start = 0;
    std::uint64_t m_cellBytes = 0;
    QImage m_image;
    double m_zoom = 1.0;
    QPointF m_pan; // grid-image offset in widget pixels
    std::function<QString(std::size_t)> m_describe;
    ZoomPan m_nav;
};

} // namespace fragscope
