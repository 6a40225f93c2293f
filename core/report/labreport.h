// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"
#include "util/error.h"

#include <QJsonObject>
#include <QString>

namespace fragscope {

// The whole experiment as JSON: settings, and per target every stage's snapshot (see toJson) and
// cold read, the writes, the defrag's outcome. labFromJson reads it back.
QJsonObject labToJson(const LabResult& result);
Result<LabResult> labFromJson(const QJsonObject& object, const QString& source);

// One self-contained HTML file (well-formed XHTML, so it can be parsed back): per target the maps
// and layout plots of every stage as inline SVG, the figures with the measured read and the HDD
// model beside it, and the environment (kernel, file system, mount options, device, rotational).
QString labHtml(const LabResult& result);

// "Copy as text", as people post it: per target and stage the extent count, the first and last
// lines of a filefrag-style listing, and a dd-style line for the cold read.
QString labText(const LabResult& result);

} // namespace fragscope
