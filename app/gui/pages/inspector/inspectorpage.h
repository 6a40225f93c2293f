// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/pages/page.h"

class QStackedWidget;
class QTabWidget;

namespace fragscope {

class FileInspector;

// The inspector: one tab per open file, and a welcome panel while none is open.
class InspectorPage : public Page
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
    // The copy-on-write experiment as recorded on btrfs and ext4 (shipped with Fragscope), btrfs shown.
    void openRecordedLayouts();

    QString title() const override;
    QString purpose() const override;
    void saveSession(SessionContent& c) const override;
    QStringList restoreSession(const SessionContent& c, const QString& origin) override;
    QList<SavedKind> savedKinds() const override { return {SavedKind::Layout}; }
    void openSaved(const QString& path, SavedKind kind) override;

Q_SIGNALS:
    void openRequested();
    void demoRequested();
    void currentChanged();

private:
    FileInspector* addInspector(FileInspector* inspector, const QString& title, const QString& toolTip);
    void closeTab(int index);
    void updateEmptyState();

    QStackedWidget* m_stack;
    QTabWidget* m_tabs;
    QWidget* m_welcome;
};

} // namespace fragscope
