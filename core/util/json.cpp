// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/json.h"

#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cerrno>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SavedFile)
};

} // namespace

Result<QJsonObject> readJsonObject(const QString& path)
{
    QFile file;
    if (!openForReading(file, path))
        return std::unexpected(Error{path, errnoText(errno), errno});
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return std::unexpected(Error{path, Text::tr("JSON at byte %1: %2").arg(error.offset).arg(error.errorString())});
    return doc.object();
}

} // namespace fragscope
