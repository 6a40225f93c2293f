// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace fragscope {

// The key to ExtentMapView: the colour ramp for physical position and a swatch for each kind.
class MapLegend : public QWidget
{
    Q_OBJECT
public:
    explicit MapLegend(QWidget* parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace fragscope
