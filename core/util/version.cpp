// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/version.h"

namespace fragscope {

QString buildType()
{
    const QString type = QStringLiteral(FRAGSCOPE_BUILD_TYPE);
    return type.isEmpty() ? QStringLiteral("unspecified") : type;
}

QString versionText()
{
    return QStringLiteral(FRAGSCOPE_VERSION " (%1)").arg(buildType());
}

} // namespace fragscope
