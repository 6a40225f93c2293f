// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/fileread.h"

#include "extents/fiemapreader.h"

#include <cerrno>

namespace fragscope {

bool statxAt(int dirFd, const char* name, struct statx* st, int* err)
{
    constexpr unsigned kMask
        = STATX_TYPE | STATX_MODE | STATX_INO | STATX_SIZE | STATX_BLOCKS | STATX_MNT_ID | STATX_MTIME | STATX_CTIME;
    if (::statx(dirFd, name, AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT, kMask, st) == 0)
        return true;
    *err = errno;
    return false;
}

int readSettledExtents(int fd, const struct statx& st, bool sync, const std::function<bool()>& keepGoing,
    std::vector<Extent>& extents, SurveyFile& f)
{
    FiemapOptions fiemap;
    fiemap.sync = sync;
    FileStamp before{
        st.stx_size, {st.stx_mtime.tv_sec, st.stx_mtime.tv_nsec}, {st.stx_ctime.tv_sec, st.stx_ctime.tv_nsec}};
    for (int attempt = 0; attempt < 2; ++attempt) {
        const int err = readExtentsOfFd(fd, fiemap, extents, keepGoing);
        if (err == ECANCELED)
            return err;
        struct stat now = {};
        if (::fstat(fd, &now) != 0)
            return errno;
        if (!S_ISREG(now.st_mode) || now.st_ino != st.stx_ino)
            return kReplaced;
        if (err)
            return err;
        const FileStamp after = stampOf(now);
        f.changed = !(after == before);
        if (!f.changed)
            break;
        before = after;
        f.size = std::uint64_t(now.st_size);
        f.allocated = std::uint64_t(now.st_blocks) * 512;
    }
    return 0;
}

} // namespace fragscope
