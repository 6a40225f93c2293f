// SPDX-License-Identifier: GPL-3.0-or-later
// An animated PNG (APNG) written a frame at a time: current browsers and image viewers play it, and
// a viewer that knows only PNG shows its first frame.
#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QImage>
#include <QSaveFile>
#include <QSize>

namespace fragscope {

class ApngWriter
{
public:
    // `frames` frames of `size` will be added, each shown `delayMs`, the whole looping forever.
    ApngWriter(const QString& path, QSize size, int frames, int delayMs);

    // Adds the next frame (converted to RGB; its alpha is dropped). After the first, only the
    // rectangle that differs from the frame before is stored.
    Result<void> add(const QImage& frame);
    // Writes the end; the file appears only now, whole. Refused unless every frame was added.
    Result<void> finish();

private:
    void chunk(const char type[4], const QByteArray& data);
    Result<void> failed(const QString& reason);

    QSaveFile m_file;
    QSize m_size;
    int m_frames = 0;
    int m_delayMs = 100;
    int m_added = 0;
    quint32 m_sequence = 0; // of the fcTL and fdAT chunks, from 0
    QImage m_previous;
    bool m_ok = true;
};

} // namespace fragscope
