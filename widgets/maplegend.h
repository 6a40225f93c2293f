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
    // On btrfs the order is of btrfs's logical addresses (FIEMAP's), not of offsets on a device:
    // the ramp says so.
    void setBtrfsAddresses(bool btrfs);
    bool btrfsAddresses() const { return m_btrfs; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString orderLabel() const;
    bool m_btrfs = false;
};

} // namespace fragscope
