// SPDX-License-Identifier: GPL-3.0-or-later
#include "remembered.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QSplitter>

namespace fragscope {
namespace {
QString splitterKey(const QString& key)
{
    return QStringLiteral("splitters/") + key;
}
QString folderKey(const QString& purpose)
{
    return QStringLiteral("dialogFolders/") + purpose;
}
} // namespace

void rememberSplitter(QSplitter* splitter, const QString& key)
{
    splitter->restoreState(QSettings().value(splitterKey(key)).toByteArray());
    QObject::connect(splitter, &QSplitter::splitterMoved, splitter,
        [splitter, key] { QSettings().setValue(splitterKey(key), splitter->saveState()); });
}

QString dialogFolder(const QString& purpose, const QString& fallback)
{
    QString last = QSettings().value(folderKey(purpose)).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return fallback.isEmpty() ? QDir::homePath() : fallback;
}

QString dialogPath(const QString& purpose, const QString& name, const QString& fallback)
{
    return QDir(dialogFolder(purpose, fallback)).filePath(name);
}

void rememberDialogChoice(const QString& purpose, const QString& chosen)
{
    if (chosen.isEmpty())
        return;
    const QFileInfo info(chosen);
    QSettings().setValue(folderKey(purpose), info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

} // namespace fragscope
