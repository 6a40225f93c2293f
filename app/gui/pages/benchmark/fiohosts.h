// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/fio/fioengine.h"

#include <QDialog>

#include <vector>

class QTableWidget;

namespace fragscope {

class BackgroundJob;

// A machine running `fio --server` that the user listed, and whether the next run uses it.
struct SavedFioHost
{
    QString name;
    FioHost host;
    bool use = true;
};
// The list as the user left it in fragscope's settings; nothing is contacted that is not on it.
std::vector<SavedFioHost> savedFioHosts();
void saveFioHosts(const std::vector<SavedFioHost>& hosts);
// The hosts ticked for the next run.
std::vector<FioHost> fioHostsInUse(const std::vector<SavedFioHost>& hosts);

// The host list: add, edit in place, remove, tick the ones to run on, and "Test connection" asks
// each selected host's fio for its version, hostname and OS (a job with the null engine: nothing is
// read or written there).
class FioHostsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit FioHostsDialog(const std::vector<SavedFioHost>& hosts, QWidget* parent = nullptr);

    std::vector<SavedFioHost> hosts() const; // valid rows only
    QTableWidget* table() const { return m_table; }
    void testConnections();

Q_SIGNALS:
    void testsFinished();

private:
    void addRow(const SavedFioHost& host);
    std::optional<FioHost> rowHost(int row) const;
    void checkRows();

    QTableWidget* m_table;
    BackgroundJob* m_probe;
};

} // namespace fragscope
