// SPDX-License-Identifier: GPL-3.0-or-later
// File names are bytes. A path travels through the program as a QString, and a name that is not
// valid UTF-8 must come back out as the very bytes it went in as: each byte that is not part of a
// valid UTF-8 sequence is carried as the lone surrogate U+DC80..U+DCFF (as Python's
// "surrogateescape"), which no valid text holds. Use these, never QFile::encodeName/decodeName (whose
// round trip replaces such bytes with U+FFFD), for every path that reaches a system call.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <sys/stat.h>

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

class QFile;
class QUrl;

namespace fragscope {

// The bytes a path names, as the kernel takes them.
QByteArray pathBytes(const QString& path);
// A path from the kernel's bytes (argv, readdir, a saved file): valid UTF-8 as text, each other byte kept.
QString pathFromBytes(const QByteArray& bytes);
// A path's folder and last name, as bytes: "/a/b" gives "/a" and "b", "/b" gives "/" and "b", "b"
// gives "." and "b".
std::pair<QByteArray, QByteArray> splitParent(const QByteArray& path);
// For people: each kept byte as \xNN, so that a message never shows a replacement character.
QString displayPathText(const QString& path);
// Whether the path holds bytes that are not UTF-8.
bool hasRawBytes(const QString& path);

// What is at a path, from lstat (a link is not followed) on its bytes; QFileInfo would look at
// another name when the path is not UTF-8. These helpers also take Qt's resources (":/...").
enum class PathKind { Missing, File, Directory, Link, Other };
PathKind pathKind(const QString& path);
// The size of a regular file (lstat), 0 when it is not one.
qint64 fileSizeAt(const QString& path);
// Opens `file` for reading by the path's bytes (QFile::open on the name would look up another
// name when it is not UTF-8); the descriptor is the file's to close. False with errno set.
bool openForReading(QFile& file, const QString& path);
// The regular files under `dir`, depth first, each folder's entries in the order readdir gives them
// (tar's order), names as bytes; links are not followed (but `dir` itself may be one). With
// oneFileSystem, what lies on another mount than `dir` is left out (as the survey leaves it out:
// a bind mount is another mount, a btrfs subvolume is not). Empty when `dir` cannot be read.
QStringList regularFilesUnder(const QString& dir, bool oneFileSystem = false);
// The mount an entry statx described is on; 0 where the kernel gives no mount ids (before 5.8).
inline std::uint64_t mountIdOf(const struct statx& st)
{
    return (st.stx_mask & STATX_MNT_ID) ? st.stx_mnt_id : 0;
}
// The names in the open folder `dir` but . and .., from its start (through a descriptor of its own,
// so `dir`'s position does not matter); nullopt when it cannot be read.
std::optional<std::vector<QByteArray>> namesInFolder(int dir);
// A path Qt decoded on its own (a file dialog, QDir) back to the bytes it names: Qt replaces each
// byte that is not UTF-8 with U+FFFD, so each such component is looked up among its folder's
// entries whose name Qt decodes the same; the one entry that matches gives its bytes. A path
// that exists, or holds no U+FFFD, or matches no entry or several, is returned as it was.
QString pathFromQt(const QString& path);
// mkdir -p on the bytes: true when the folder is there afterwards.
bool makePath(const QString& dir);
// realpath(3) on the bytes: the absolute path without links, or empty when it cannot be resolved.
QString canonicalPath(const QString& path);
// The local file a file:// URL names, its percent-encoded bytes kept (QUrl::toLocalFile decodes
// them as UTF-8); empty for any other URL.
QString pathFromUrl(const QUrl& url);

} // namespace fragscope
