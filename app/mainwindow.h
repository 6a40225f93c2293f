// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/demofiles.h"
#include "util/error.h"

#include <QMainWindow>

class QActionGroup;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace fragscope {

class BackgroundJob;
class BenchmarkPage;
class DefragPage;
class LabPage;
class InspectorPage;
class SurveyPage;

// The window: menus, one page per activity (inspector, benchmark, defrag, lab, survey), drag and
// drop, recent files.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    InspectorPage* inspector() const { return m_inspector; }
    BenchmarkPage* benchmark() const { return m_benchmark; }
    DefragPage* defrag() const { return m_defrag; }
    LabPage* lab() const { return m_lab; }
    SurveyPage* surveyPage() const { return m_survey; }
    void showSurvey(const QString& folder = {});
    void showLab();
    void showDefrag(const QString& file = {});
    void showBenchmark();

public Q_SLOTS:
    void openFile(const QString& path);
    void openDemoFiles();
    void showOpenDialog();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showDemoFiles(const Result<DemoFiles>& files);
    void addPage(QWidget* page, const QString& title, const QString& toolTip);
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();

    QStackedWidget* m_pages;
    QToolBar* m_pageBar;
    QActionGroup* m_pageActions;
    InspectorPage* m_inspector;
    BenchmarkPage* m_benchmark;
    DefragPage* m_defrag;
    LabPage* m_lab;
    SurveyPage* m_survey;
    QMenu* m_recentMenu = nullptr;
    BackgroundJob* m_demoJob = nullptr;
};

} // namespace fragscope
