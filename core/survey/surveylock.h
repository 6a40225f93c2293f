// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace fragscope {

// A survey's claim on its file system, so that `fragscope metrics` never surveys one another survey
// is reading (two would halve each other's speed and double the load). An advisory lock (flock) on
// the directory of the mount that shows the most of the file system (the shortest root in
// mountinfo; for btrfs subvolumes mounted apart, metrics takes each): no lock file to create, and any
// user who may read the mount point may take it (so any user can also keep metrics off a file system
// for as long as they hold it: its figures then age, which the staleness alert reports). metrics
// takes it alone and skips a file system it cannot have; scan and the window share it and go on
// without it while metrics holds it. Released when the object goes, or when the process dies (the
// kernel drops a flock with its last descriptor).
class SurveyLock
{
public:
    enum class Mode { Alone, Shared };
    SurveyLock() = default;
    // Tries to take the lock on each of these mount points, without waiting: all or none.
    static SurveyLock tryTake(const QStringList& mountPoints, Mode mode);
    // The same on the widest mount of the file system holding `path`.
    static SurveyLock tryTakeFor(const QString& path, Mode mode);
    SurveyLock(SurveyLock&& other) noexcept = default;
    SurveyLock& operator=(SurveyLock&& other) noexcept;
    SurveyLock(const SurveyLock&) = delete;
    SurveyLock& operator=(const SurveyLock&) = delete;
    ~SurveyLock();

    bool held() const { return !m_fds.empty(); }
    bool busy() const { return m_busy; }          // another survey holds it
    QString problem() const { return m_problem; } // why it could not be taken, when not busy

private:
    void release();
    std::vector<int> m_fds;
    bool m_busy = false;
    QString m_problem;
};

} // namespace fragscope
