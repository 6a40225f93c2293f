// SPDX-License-Identifier: GPL-3.0-or-later
// The format: the PNG specification (chunks, zlib data, scanline filters) and the APNG extension
// (acTL: frames and plays; fcTL: each frame's rectangle and delay; the first frame in IDAT, the
// others in fdAT, all numbered in one sequence).
#include "apngwriter.h"

#include <QCoreApplication>
#include <QtEndian>

#include <array>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ApngWriter)
};

// CRC-32 of PNG chunks (polynomial 0xEDB88320, reflected), table made once.
quint32 crc32(const QByteArray& bytes)
{
    static const std::array<quint32, 256> table = [] {
        std::array<quint32, 256> t{};
        for (quint32 n = 0; n < 256; ++n) {
            quint32 c = n;
            for (int k = 0; k < 8; ++k)
                c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
            t[n] = c;
        }
        return t;
    }();
    quint32 c = 0xFFFFFFFFu;
    for (const char b : bytes)
        c = table[(c ^ quint8(b)) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

void put32(QByteArray& out, quint32 v)
{
    char b[4];
    qToBigEndian(v, b);
    out.append(b, 4);
}

void put16(QByteArray& out, quint16 v)
{
    char b[2];
    qToBigEndian(v, b);
    out.append(b, 2);
}

// The rectangle of `image` as zlib data of filtered RGB scanlines: each row filtered by Sub (each
// byte less the one a pixel to its left), which turns the flat areas of a chart into zeros.
QByteArray compressedRgb(const QImage& image, const QRect& r)
{
    QByteArray raw;
    raw.reserve(r.height() * (1 + 3 * r.width()));
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        raw.append(char(1)); // Sub
        int pr = 0, pg = 0, pb = 0;
        for (int x = r.left(); x <= r.right(); ++x) {
            const QRgb p = line[x];
            raw.append(char(qRed(p) - pr));
            raw.append(char(qGreen(p) - pg));
            raw.append(char(qBlue(p) - pb));
            pr = qRed(p);
            pg = qGreen(p);
            pb = qBlue(p);
        }
    }
    return qCompress(raw, 9).mid(4); // qCompress puts the length before the zlib stream
}

// Where `a` and `b` (same size) differ, or an empty rectangle.
QRect changed(const QImage& a, const QImage& b)
{
    int top = -1, bottom = -1, left = a.width(), right = -1;
    for (int y = 0; y < a.height(); ++y) {
        const auto* la = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* lb = reinterpret_cast<const QRgb*>(b.constScanLine(y));
        int first = -1, last = -1;
        for (int x = 0; x < a.width(); ++x) {
            if ((la[x] ^ lb[x]) & 0xFFFFFF) {
                if (first < 0)
                    first = x;
                last = x;
            }
        }
        if (first < 0)
            continue;
        if (top < 0)
            top = y;
        bottom = y;
        left = std::min(left, first);
        right = std::max(right, last);
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

} // namespace

ApngWriter::ApngWriter(const QString& path, QSize size, int frames, int delayMs)
    : m_file(path)
    , m_size(size)
    , m_frames(frames)
    , m_delayMs(delayMs)
{
    if (size.isEmpty() || frames < 1 || !m_file.open(QIODevice::WriteOnly)) {
        m_ok = false;
        return;
    }
    m_file.write("\x89PNG\r\n\x1a\n", 8);
    QByteArray header;
    put32(header, quint32(size.width()));
    put32(header, quint32(size.height()));
    header.append(char(8));    // bits a sample
    header.append(char(2));    // RGB
    header.append(3, char(0)); // deflate, adaptive filters, no interlace
    chunk("IHDR", header);
    QByteArray animation;
    put32(animation, quint32(frames));
    put32(animation, 0); // plays: forever
    chunk("acTL", animation);
}

void ApngWriter::chunk(const char type[4], const QByteArray& data)
{
    QByteArray out;
    put32(out, quint32(data.size()));
    QByteArray typed(type, 4);
    typed += data;
    out += typed;
    put32(out, crc32(typed));
    if (m_file.write(out) != out.size())
        m_ok = false;
}

Result<void> ApngWriter::failed(const QString& reason)
{
    m_ok = false;
    m_file.cancelWriting();
    return std::unexpected(Error{m_file.fileName(), reason});
}

Result<void> ApngWriter::add(const QImage& frame)
{
    if (!m_ok)
        return failed(m_file.errorString());
    if (frame.size() != m_size || m_added >= m_frames)
        return failed(Text::tr("a frame of another size, or one too many"));
    const QImage image = frame.convertToFormat(QImage::Format_RGB32);
    QRect r = m_previous.isNull() ? image.rect() : changed(m_previous, image);
    if (r.isEmpty())
        r = QRect(0, 0, 1, 1); // nothing changed: a pixel as it was
    QByteArray control;
    put32(control, m_sequence++);
    put32(control, quint32(r.width()));
    put32(control, quint32(r.height()));
    put32(control, quint32(r.x()));
    put32(control, quint32(r.y()));
    put16(control, quint16(std::clamp(m_delayMs, 0, 65535)));
    put16(control, 1000);    // the delay in ms
    control.append(char(0)); // dispose: none, the next frame draws over this one
    control.append(char(0)); // blend: source, the rectangle replaces what was there
    chunk("fcTL", control);
    const QByteArray data = compressedRgb(image, r);
    if (m_added == 0) {
        chunk("IDAT", data);
    } else {
        QByteArray numbered;
        put32(numbered, m_sequence++);
        chunk("fdAT", numbered + data);
    }
    m_previous = image;
    ++m_added;
    return m_ok ? Result<void>{} : failed(m_file.errorString());
}

Result<void> ApngWriter::finish()
{
    if (m_ok && m_added != m_frames)
        return failed(Text::tr("%1 of %2 frames were made").arg(m_added).arg(m_frames));
    chunk("IEND", {});
    if (!m_ok || !m_file.commit())
        return failed(m_file.errorString());
    return {};
}

} // namespace fragscope
