// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/defragpreview.h"

#include "util/units.h"

#include <QCoreApplication>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DefragPreview)
};

} // namespace

QString previewLine(const DefragPreview& p)
{
    if (!p.fits)
        return Text::tr("read %1; no whole new copy of its %n piece(s) fits in the free space at once", nullptr,
            int(std::min<std::uint64_t>(p.piecesNow, 1 << 30)))
            .arg(formatSeconds(p.readNowSeconds));
    if (p.piecesNow <= 1)
        return Text::tr("read %1; already in one piece").arg(formatSeconds(p.readNowSeconds));
    if (!p.improves())
        return Text::tr("read %1; stays in %n piece(s): the free space allows no fewer", nullptr,
            int(std::min<std::uint64_t>(p.piecesNow, 1 << 30)))
            .arg(formatSeconds(p.readNowSeconds));
    const int after = int(std::min<std::uint64_t>(p.piecesAfter, 1 << 30));
    const QString pieces = p.roomKnown
        ? Text::tr("%1 → %n piece(s)", nullptr, after).arg(formatCount(p.piecesNow))
        : Text::tr("%1 → %n piece(s) at best (the free extents are not known)", nullptr, after)
              .arg(formatCount(p.piecesNow));
    return Text::tr("read %1 → %2 (gains %3), %4, writes %5")
        .arg(formatSeconds(p.readNowSeconds), formatSeconds(p.readAfterSeconds), formatSeconds(p.gainSeconds()), pieces,
            formatBytes(p.writeBytes));
}

QString previewTotalsText(const PreviewTotals& t, const QString& diskDescription)
{
    if (t.improving == 0)
        return Text::tr("%n file(s), none of which the free space lets become fewer pieces: nothing would be written",
            nullptr, t.files);
    const double share = t.readNowSeconds > 0 ? t.gainSeconds() / t.readNowSeconds : 0;
    return Text::tr("%n file(s), %1 of them can become fewer pieces, writing %2 (a new copy needs %3 free at a "
                    "time); on this disk (%4) reading them takes %5 now and %6 after: %7 gained (%8)",
        nullptr, t.files)
        .arg(formatCount(std::uint64_t(t.improving)), formatBytes(t.writeBytes), formatBytes(t.roomBytes),
            diskDescription, formatSeconds(t.readNowSeconds), formatSeconds(t.readAfterSeconds),
            formatSeconds(t.gainSeconds()), formatPercent(share));
}

QString previewVerdict(const PreviewTotals& t)
{
    if (!t.notWorthWriting())
        return {};
    return Text::tr("The gain is below 1 % of the read time (%1 of %2): defragmenting would not pay for its writes")
        .arg(formatSeconds(t.gainSeconds()), formatSeconds(t.readNowSeconds));
}

double predictionError(double measured, double model)
{
    return measured > 0 ? (model - measured) / measured : 0;
}

QString predictionCheckText(double measured, double model)
{
    const double error = predictionError(measured, model);
    return Text::tr("read after: measured %1, model %2 (%3%4)")
        .arg(formatSeconds(measured), formatSeconds(model), error >= 0 ? QStringLiteral("+") : QString(),
            formatPercent(error));
}

QJsonObject previewJson(const DefragPreview& p)
{
    return {{QStringLiteral("fragments"), double(p.fragments)}, {QStringLiteral("pieces_now"), double(p.piecesNow)},
        {QStringLiteral("pieces_after"), double(p.piecesAfter)}, {QStringLiteral("room_known"), p.roomKnown},
        {QStringLiteral("fits"), p.fits}, {QStringLiteral("read_seconds"), p.readNowSeconds},
        {QStringLiteral("read_after_seconds"), p.readAfterSeconds}, {QStringLiteral("gain_seconds"), p.gainSeconds()},
        {QStringLiteral("write_bytes"), double(p.writeBytes)}, {QStringLiteral("room_bytes"), double(p.roomBytes)}};
}

QJsonObject previewTotalsJson(const PreviewTotals& t)
{
    return {{QStringLiteral("files"), t.files}, {QStringLiteral("improving"), t.improving},
        {QStringLiteral("read_seconds"), t.readNowSeconds}, {QStringLiteral("read_after_seconds"), t.readAfterSeconds},
        {QStringLiteral("gain_seconds"), t.gainSeconds()}, {QStringLiteral("write_bytes"), double(t.writeBytes)},
        {QStringLiteral("room_bytes"), double(t.roomBytes)}, {QStringLiteral("worth_writing"), !t.notWorthWriting()}};
}

} // namespace fragscope
