// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/profile.h"

#include <QWidget>

class QCustomPlot;
class QCPGraph;

namespace fragscope {

// What calibrate measured of a disk, drawn: the zone curve (MB/s against the position on the device,
// 0 to 100 %) and the access time of a 4 KiB read against its distance from the one before (a
// scatter on a logarithmic axis). Redrawn as the measurement goes.
class ProfilePlot : public QWidget
{
    Q_OBJECT
public:
    explicit ProfilePlot(QWidget* parent = nullptr);

    void setProfile(const DeviceProfile& profile);
    QCustomPlot* zonePlot() const { return m_zones; }
    QCustomPlot* accessPlot() const { return m_access; }
    int rateCount() const;   // points drawn on the zone curve
    int accessCount() const; // and on the access times

private:
    QCustomPlot* m_zones;
    QCustomPlot* m_access;
    QCPGraph* m_rate;
    QCPGraph* m_times;
};

} // namespace fragscope
