// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/path.h"

#include <QFile>
#include <QFileInfo>
#include <QUrl>

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iterator>

namespace fragscope {
namespace {

constexpr char16_t kEscapeBase = 0xDC00; // byte b (0x80..0xFF) is U+DC00 + b

// A kept byte: a low surrogate of that range on its own (after a high surrogate it is half of a
// character beyond U+FFFF, such as U+1F480).
bool isEscape(const QString& s, qsizetype i)
{
    const char16_t c = s.at(i).unicode();
    return c >= 0xDC80 && c <= 0xDCFF && (i == 0 || !s.at(i - 1).isHighSurrogate());
}

// The well-formed UTF-8 sequences by their first byte (Unicode's table 3-7): how long they are and
// the range of their second byte, which rules out overlong forms, surrogates and values past
// U+10FFFF. Every later byte is 0x80..0xBF.
struct Utf8Lead
{
    unsigned char first, last; // the first bytes this row covers
    int length;
    unsigned char secondMin, secondMax;
};
constexpr Utf8Lead kUtf8Leads[] = {
    {0xC2, 0xDF, 2, 0x80, 0xBF},
    {0xE0, 0xE0, 3, 0xA0, 0xBF},
    {0xE1, 0xEC, 3, 0x80, 0xBF},
    {0xED, 0xED, 3, 0x80, 0x9F},
    {0xEE, 0xEF, 3, 0x80, 0xBF},
    {0xF0, 0xF0, 4, 0x90, 0xBF},
    {0xF1, 0xF3, 4, 0x80, 0xBF},
    {0xF4, 0xF4, 4, 0x80, 0x8F},
};

// The length of the valid UTF-8 sequence at s[i], or 0.
int validSequence(const unsigned char* s, qsizetype i, qsizetype n)
{
    const unsigned char c = s[i];
    if (c < 0x80)
        return 1;
    const auto* lead = std::find_if(
        std::begin(kUtf8Leads), std::end(kUtf8Leads), [c](const Utf8Lead& l) { return c >= l.first && c <= l.last; });
    if (lead == std::end(kUtf8Leads) || i + lead->length > n)
        return 0;
    if (s[i + 1] < lead->secondMin || s[i + 1] > lead->secondMax)
        return 0;
    for (int k = 2; k < lead->length; ++k) {
        if ((s[i + k] & 0xC0) != 0x80)
            return 0;
    }
    return lead->length;
}

// Qt's resources (":/recorded/cow-btrfs.json") are no file of the kernel's: Qt reads them.
bool isResource(const QString& path)
{
    return path.startsWith(QLatin1String(":/"));
}

} // namespace

QString pathFromBytes(const QByteArray& bytes)
{
    const auto* s = reinterpret_cast<const unsigned char*>(bytes.constData());
    const qsizetype n = bytes.size();
    QString out;
    out.reserve(n);
    qsizetype plain = 0; // start of the valid stretch not yet appended
    for (qsizetype i = 0; i < n;) {
        const int len = validSequence(s, i, n);
        if (len > 0) {
            i += len;
            continue;
        }
        out += QString::fromUtf8(bytes.constData() + plain, i - plain);
        out += QChar(char16_t(kEscapeBase + s[i]));
        plain = ++i;
    }
    if (plain == 0)
        return QString::fromUtf8(bytes);
    out += QString::fromUtf8(bytes.constData() + plain, n - plain);
    return out;
}

QByteArray pathBytes(const QString& path)
{
    if (!hasRawBytes(path))
        return path.toUtf8();
    QByteArray out;
    out.reserve(path.size() * 3);
    qsizetype plain = 0;
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (!isEscape(path, i))
            continue;
        out += QStringView(path).sliced(plain, i - plain).toUtf8();
        out += char(path.at(i).unicode() - kEscapeBase);
        plain = i + 1;
    }
    out += QStringView(path).sliced(plain).toUtf8();
    return out;
}

std::pair<QByteArray, QByteArray> splitParent(const QByteArray& path)
{
    const qsizetype slash = path.lastIndexOf('/');
    return {slash > 0 ? path.left(slash) : QByteArray(slash == 0 ? "/" : "."), path.mid(slash + 1)};
}

QString displayPathText(const QString& path)
{
    if (!hasRawBytes(path))
        return path;
    QString out;
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (isEscape(path, i))
            out += QStringLiteral("\\x%1").arg(int(path.at(i).unicode() - kEscapeBase), 2, 16, QLatin1Char('0'));
        else
            out += path.at(i);
    }
    return out;
}

bool hasRawBytes(const QString& path)
{
    for (qsizetype i = 0; i < path.size(); ++i) {
        if (isEscape(path, i))
            return true;
    }
    return false;
}

PathKind pathKind(const QString& path)
{
    if (isResource(path)) {
        const QFileInfo info(path);
        return info.isFile() ? PathKind::File : info.isDir() ? PathKind::Directory : PathKind::Missing;
    }
    struct stat st
    {
    };
    if (::lstat(pathBytes(path).constData(), &st) != 0)
        return PathKind::Missing;
    if (S_ISREG(st.st_mode))
        return PathKind::File;
    if (S_ISDIR(st.st_mode))
        return PathKind::Directory;
    return S_ISLNK(st.st_mode) ? PathKind::Link : PathKind::Other;
}

qint64 fileSizeAt(const QString& path)
{
    if (isResource(path))
        return QFileInfo(path).size();
    struct stat st
    {
    };
    return ::lstat(pathBytes(path).constData(), &st) == 0 && S_ISREG(st.st_mode) ? qint64(st.st_size) : 0;
}

bool openForReading(QFile& file, const QString& path)
{
    if (isResource(path)) {
        file.setFileName(path);
        if (file.open(QIODevice::ReadOnly))
            return true;
        errno = ENOENT;
        return false;
    }
    const int fd = ::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        errno = EIO;
        return false;
    }
    return true;
}

QStringList regularFilesUnder(const QString& dir, bool oneFileSystem)
{
    QStringList out;
    QByteArray root = pathBytes(dir);
    while (root.size() > 1 && root.endsWith('/'))
        root.chop(1);
    // The mount a folder is on, by statx's mount id as the survey compares them: a bind mount is
    // another mount; a btrfs subvolume, though it has a device number of its own, is not. A kernel
    // without mount ids (before 5.8) keeps nothing out, as the survey does.
    constexpr unsigned kMask = STATX_TYPE | STATX_MODE | STATX_MNT_ID;
    struct statx top = {};
    if (oneFileSystem && ::statx(AT_FDCWD, root.constData(), AT_NO_AUTOMOUNT, kMask, &top) != 0)
        return out;
    const std::function<void(const QByteArray&)> walk = [&](const QByteArray& folder) {
        DIR* list = ::opendir(folder.constData());
        if (!list)
            return;
        const QByteArray prefix = folder.endsWith('/') ? folder : folder + '/';
        while (const dirent* e = ::readdir(list)) {
            if (std::strcmp(e->d_name, ".") == 0 || std::strcmp(e->d_name, "..") == 0)
                continue;
            const QByteArray path = prefix + e->d_name;
            struct statx st = {};
            if (::statx(AT_FDCWD, path.constData(), AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT, kMask, &st) != 0)
                continue;
            if (S_ISDIR(st.stx_mode) && !(oneFileSystem && mountIdOf(st) != mountIdOf(top)))
                walk(path);
            else if (S_ISREG(st.stx_mode))
                out << pathFromBytes(path);
        }
        ::closedir(list);
    };
    walk(root);
    return out;
}

QString pathFromQt(const QString& path)
{
    if (!path.startsWith(u'/') || !path.contains(QChar::ReplacementCharacter) || pathKind(path) != PathKind::Missing)
        return path;
    QByteArray resolved;
    const QStringList parts = path.split(u'/');
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QString& part = parts.at(i);
        QByteArray name = pathBytes(part);
        if (part.contains(QChar::ReplacementCharacter)) {
            QList<QByteArray> matches;
            if (DIR* list = ::opendir(resolved.isEmpty() ? "/" : resolved.constData())) {
                while (const dirent* e = ::readdir(list)) {
                    if (QFile::decodeName(e->d_name) == part)
                        matches << QByteArray(e->d_name);
                }
                ::closedir(list);
            }
            if (matches.size() == 1)
                name = matches.front();
        }
        resolved += '/' + name;
    }
    return pathFromBytes(resolved);
}

bool makePath(const QString& dir)
{
    const QByteArray bytes = pathBytes(dir);
    for (qsizetype slash = bytes.indexOf('/', 1);; slash = bytes.indexOf('/', slash + 1)) {
        const QByteArray part = slash < 0 ? bytes : bytes.left(slash);
        if (::mkdir(part.constData(), 0755) != 0 && errno != EEXIST)
            return false;
        if (slash < 0)
            break;
    }
    struct stat st
    {
    };
    return ::stat(bytes.constData(), &st) == 0 && S_ISDIR(st.st_mode);
}

QString canonicalPath(const QString& path)
{
    if (isResource(path))
        return QFileInfo(path).exists() ? path : QString();
    char* resolved = ::realpath(pathBytes(path).constData(), nullptr);
    if (!resolved)
        return {};
    const QString out = pathFromBytes(QByteArray(resolved));
    std::free(resolved);
    return out;
}

QString pathFromUrl(const QUrl& url)
{
    if (!url.isLocalFile())
        return {};
    return pathFromBytes(QByteArray::fromPercentEncoding(url.path(QUrl::FullyEncoded).toLatin1()));
}

std::optional<std::vector<QByteArray>> namesInFolder(int dir)
{
    const int listFd = ::dup(dir);
    DIR* list = listFd >= 0 ? ::fdopendir(listFd) : nullptr;
    if (!list) {
        if (listFd >= 0)
            ::close(listFd);
        return std::nullopt;
    }
    ::rewinddir(list); // a dup shares its position with `dir`, which may have been read before
    std::vector<QByteArray> names;
    while (const dirent* e = ::readdir(list)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            names.emplace_back(e->d_name);
    }
    ::closedir(list);
    return names;
}

} // namespace fragscope
