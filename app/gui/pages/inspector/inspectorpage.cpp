// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/inspector/inspectorpage.h"

#include "gui/pages/inspector/fileinspector.h"

#include "util/path.h"

#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace fragscope {
namespace {

struct Recorded
{
    const char* path;
    const char* fs;
};
constexpr Recorded kRecorded[] = {{":/recorded/cow-btrfs.json", "btrfs"}, {":/recorded/cow-ext4.json", "ext4"}};

} // namespace

QString InspectorPage::title() const
{
    return tr("Inspector");
}

QString InspectorPage::purpose() const
{
    return tr("See where a file lives on disk");
}

// A recorded layout's tab: the file system it was recorded on, or the saved file's name.
static QString recordedTitle(const QString& path)
{
    for (const Recorded& r : kRecorded) {
        if (path == QLatin1String(r.path))
            return InspectorPage::tr("%1 (recorded)").arg(QString::fromLatin1(r.fs));
    }
    return QFileInfo(path).completeBaseName();
}

void InspectorPage::openRecordedLayouts()
{
    FileInspector* first = nullptr;
    for (const Recorded& r : kRecorded) {
        FileInspector* inspector
            = openRecorded(QString::fromLatin1(r.path), recordedTitle(QString::fromLatin1(r.path)));
        if (!first)
            first = inspector;
    }
    showInspector(first); // btrfs: the picture that explains the idea
}

void InspectorPage::saveSession(SessionContent& c) const
{
    for (const FileInspector* i : inspectors())
        (i->isRecorded() ? c.recordedLayouts : c.inspectedFiles) << i->path();
}

QStringList InspectorPage::restoreSession(const SessionContent& c, const QString& /*origin*/)
{
    QStringList missing;
    for (const QString& path : c.inspectedFiles) {
        if (pathKind(path) != PathKind::Missing)
            openFile(path);
        else
            missing << path;
    }
    for (const QString& path : c.recordedLayouts)
        openRecorded(path, recordedTitle(path));
    return missing;
}

void InspectorPage::openSaved(const QString& path, SavedKind /*kind*/)
{
    openFile(path);
}

InspectorPage::InspectorPage(QWidget* parent)
    : Page(parent)
    , m_stack(new QStackedWidget)
    , m_tabs(new QTabWidget)
    , m_welcome(new QWidget)
{
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &InspectorPage::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, &InspectorPage::currentChanged);

    auto* title = new QLabel(tr("<h2>See where a file lives on disk</h2>"));
    auto* text = new QLabel(tr("Drop a file here, or open one. Fragscope reads its extents with the FIEMAP "
                               "ioctl and draws them: a contiguous file is one smooth colour gradient, a "
                               "fragmented one is speckled. Nothing is written to the file."));
    text->setWordWrap(true);
    text->setFixedWidth(560); // a fixed width lets the wrapped label ask for its whole height
    auto* open = new QPushButton(tr("Open a file…"));
    auto* demo = new QPushButton(tr("Open the demo files"));
    demo->setToolTip(tr("Makes two 16 MiB files in your cache folder, one contiguous and one fragmented; "
                        "where this file system will not fragment it, also opens layouts recorded on btrfs and ext4"));
    connect(open, &QPushButton::clicked, this, &InspectorPage::openRequested);
    connect(demo, &QPushButton::clicked, this, &InspectorPage::demoRequested);
    auto* welcome = new QVBoxLayout(m_welcome);
    welcome->addStretch(1);
    welcome->addWidget(title, 0, Qt::AlignHCenter);
    welcome->addWidget(text, 0, Qt::AlignHCenter);
    welcome->addSpacing(12);
    welcome->addWidget(open, 0, Qt::AlignHCenter);
    welcome->addWidget(demo, 0, Qt::AlignHCenter);
    welcome->addStretch(2);

    m_stack->addWidget(m_welcome);
    m_stack->addWidget(m_tabs);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
}

FileInspector* InspectorPage::openFile(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto* inspector = qobject_cast<FileInspector*>(m_tabs->widget(i));
        if (!inspector->isRecorded() && inspector->path() == absolute) {
            m_tabs->setCurrentIndex(i);
            inspector->refresh();
            return inspector;
        }
    }
    return addInspector(
        new FileInspector(absolute), displayPathText(QFileInfo(absolute).fileName()), displayPathText(absolute));
}

FileInspector* InspectorPage::openRecorded(const QString& snapshotPath, const QString& tabTitle)
{
    for (FileInspector* inspector : inspectors()) {
        if (inspector->isRecorded() && inspector->path() == snapshotPath) {
            m_tabs->setCurrentWidget(inspector);
            return inspector;
        }
    }
    return addInspector(new FileInspector(snapshotPath, FileInspector::Source::Recorded), tabTitle,
        tr("A layout recorded elsewhere and shipped with Fragscope: not a file on this machine"));
}

FileInspector* InspectorPage::addInspector(FileInspector* inspector, const QString& title, const QString& toolTip)
{
    connect(inspector, &FileInspector::statusMessage, this, &InspectorPage::statusMessage);
    const int index = m_tabs->addTab(inspector, title);
    m_tabs->setTabToolTip(index, toolTip);
    m_tabs->setCurrentIndex(index);
    updateEmptyState();
    Q_EMIT sessionChanged();
    return inspector;
}

FileInspector* InspectorPage::current() const
{
    return qobject_cast<FileInspector*>(m_tabs->currentWidget());
}

void InspectorPage::showInspector(FileInspector* inspector)
{
    if (m_tabs->indexOf(inspector) >= 0)
        m_tabs->setCurrentWidget(inspector);
}

QList<FileInspector*> InspectorPage::inspectors() const
{
    QList<FileInspector*> list;
    for (int i = 0; i < m_tabs->count(); ++i)
        list << qobject_cast<FileInspector*>(m_tabs->widget(i));
    return list;
}

void InspectorPage::closeCurrent()
{
    if (m_tabs->count() > 0)
        closeTab(m_tabs->currentIndex());
}

void InspectorPage::closeTab(int index)
{
    QWidget* widget = m_tabs->widget(index);
    m_tabs->removeTab(index);
    delete widget;
    updateEmptyState();
    Q_EMIT sessionChanged();
}

void InspectorPage::updateEmptyState()
{
    m_stack->setCurrentWidget(m_tabs->count() > 0 ? static_cast<QWidget*>(m_tabs) : m_welcome);
}

} // namespace fragscope
