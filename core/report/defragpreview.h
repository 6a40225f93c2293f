// SPDX-License-Identifier: GPL-3.0-or-later
// What a defrag buys, in words and as JSON: the lines `fragscope defrag` prints before it writes
// and the defrag page shows above its queue, and the prediction set beside the measured read after.
#pragma once

#include "relayout/preview.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace fragscope {

// "read 0.52 s → 0.07 s (gains 0.45 s), 1,601 → 3 pieces, writes 6.00 MiB"
QString previewLine(const DefragPreview& preview);
// "Defragmenting 3 files writes 18.0 MiB (the most one file needs free: 6.00 MiB); reading them
// takes 1.60 s now and 0.21 s after: 1.39 s gained (86.9 %)", on the disk described.
QString previewTotalsText(const PreviewTotals& totals, const QString& diskDescription);
// "The gain is below 1 % of the read time (…): defragmenting would not pay for its writes", or
// empty when it is not.
QString previewVerdict(const PreviewTotals& totals);
// The model's read after a defrag beside the cold read measured: "read after: measured 0.31 s,
// model 0.28 s (-9.7 %)"; the error is the model's, against the measured.
QString predictionCheckText(double measuredSeconds, double modelSeconds);
double predictionError(double measuredSeconds, double modelSeconds);

QJsonObject previewJson(const DefragPreview& preview);
QJsonObject previewTotalsJson(const PreviewTotals& totals);

} // namespace fragscope
