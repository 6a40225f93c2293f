// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QStackedWidget;
class QTabWidget;

namespace fragscope {

class FileInspector;

// The inspector: one tab per open file, and a welcome panel while none is open.
class InspectorPage : public QWidget
{
    Q_OBJECT
public:
    explicit InspectorPage(QWidget* parent = nullptr);

    FileInspector* openFile(const QString& path);
    // A layout recorded elsewhere (a saved snapshot), shown read-only in a tab of its own.
    FileInspector* openRecorded(const QString& snapshotPath, const QString& tabTitle);
    FileInspector* current() const;
    void showInspector(FileInspector* inspector);
    QList<FileInspector*> inspectors() const;
    void closeCurrent();

Q_SIGNALS:
    void openRequested();
    void demoRequested();
    void statusMessage(const QString& text);
    void currentChanged();
    void sessionChanged(); // a tab was opened or closed

private:
    FileInspector* addInspector(FileInspector* inspector, const QString& title, const QString& toolTip);
    void closeTab(int index);
    void updateEmptyState();

    QStackedWidget* m_stack;
    QTabWidget* m_tabs;
    QWidget* m_welcome;
};

} // namespace fragscope
