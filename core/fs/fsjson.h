// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/fsinfo.h"

#include <QJsonObject>

namespace fragscope {

// A file system and its device as JSON, and back (the fields a saved map or result needs again).
QJsonObject toJson(const FsInfo& fs);
FsInfo fsInfoFromJson(const QJsonObject& object);

} // namespace fragscope
