// SPDX-License-Identifier: GPL-3.0-or-later
// Named failure points: every step of the code that writes (the defrag engines, the files laid down
// together, the files we own, saving) that a system call can make fail. A test build (FRAGSCOPE_TESTS)
// compiles them in with libfiu, so that tests/fslab/tst_failpoints can make each fail in turn and
// check that nothing was lost; elsewhere they are nothing. This list is the one list: a point named
// in the code must be here, and the test has an entry for each (its switch fails to build otherwise).
#pragma once

#include <cerrno>

namespace fragscope {

#define FRAGSCOPE_FAILPOINTS(X)                                                                                        \
    /* every engine */                                                                                                 \
    X(DefragOpen, "defrag/open")                                                                                       \
    X(DonorCreate, "defrag/donor/create")                                                                              \
    X(DonorAllocate, "defrag/donor/allocate")                                                                          \
    X(DonorMap, "defrag/donor/map")                                                                                    \
    X(FinishSync, "defrag/finish/sync")                                                                                \
    X(FinishVerify, "defrag/finish/verify")                                                                            \
    X(FinishMap, "defrag/finish/map")                                                                                  \
    /* ext4: MOVE_EXT */                                                                                               \
    X(Ext4Sync, "ext4/sync")                                                                                           \
    X(Ext4Prefetch, "ext4/prefetch")                                                                                   \
    X(Ext4Move, "ext4/move")                                                                                           \
    X(Ext4PieceCreate, "ext4/pieces/create")                                                                           \
    X(Ext4PieceAllocate, "ext4/pieces/allocate")                                                                       \
    X(Ext4PieceMap, "ext4/pieces/map")                                                                                 \
    X(Ext4PieceSync, "ext4/pieces/sync")                                                                               \
    /* XFS: a copy into the donor, then SWAPEXT */                                                                     \
    X(XfsOpenDirect, "xfs/open-direct")                                                                                \
    X(XfsWrite, "xfs/write")                                                                                           \
    X(XfsTruncate, "xfs/truncate")                                                                                     \
    X(XfsSwap, "xfs/swapext")                                                                                          \
    /* btrfs: DEFRAG_RANGE */                                                                                          \
    X(BtrfsDefragRange, "btrfs/defrag-range")                                                                          \
    /* the copy engine: a copy exchanged by name */                                                                    \
    X(CopyLease, "copy/lease")                                                                                         \
    X(CopyRead, "copy/read")                                                                                           \
    X(CopyShrunk, "copy/shrunk")                                                                                       \
    X(CopyWrite, "copy/write")                                                                                         \
    X(CopySync, "copy/sync")                                                                                           \
    X(CopyLink, "copy/link")                                                                                           \
    X(CopyExchange, "copy/exchange")                                                                                   \
    X(CopyLateWriter, "copy/late-writer")                                                                              \
    X(CopyPutBack, "copy/put-back")                                                                                    \
    X(CopyUnlinkOld, "copy/unlink-old")                                                                                \
    /* files laid down together: the reservation */                                                                    \
    X(TogetherCreate, "together/reserve/create")                                                                       \
    X(TogetherAllocate, "together/reserve/allocate")                                                                   \
    X(TogetherMap, "together/reserve/map")                                                                             \
    X(TogetherPunch, "together/reserve/punch")                                                                         \
    X(TogetherSync, "together/reserve/sync")                                                                           \
    /* the files and folders we own */                                                                                 \
    X(OwnedRegistry, "owned/registry")                                                                                 \
    X(OwnedCreate, "owned/create")                                                                                     \
    X(OwnedMkdir, "owned/mkdir")                                                                                       \
    X(OwnedRemove, "owned/remove")                                                                                     \
    /* saving a file durably */                                                                                        \
    X(SaveCreate, "save/create")                                                                                       \
    X(SaveWrite, "save/write")                                                                                         \
    X(SaveSync, "save/sync")                                                                                           \
    X(SaveLink, "save/link")                                                                                           \
    X(SaveRename, "save/rename")

enum class FailPoint {
#define FRAGSCOPE_FAILPOINT_ID(id, name) id,
    FRAGSCOPE_FAILPOINTS(FRAGSCOPE_FAILPOINT_ID)
#undef FRAGSCOPE_FAILPOINT_ID
};

inline constexpr const char* kFailPointNames[] = {
#define FRAGSCOPE_FAILPOINT_NAME(id, name) name,
    FRAGSCOPE_FAILPOINTS(FRAGSCOPE_FAILPOINT_NAME)
#undef FRAGSCOPE_FAILPOINT_NAME
};
inline constexpr int kFailPointCount = int(sizeof kFailPointNames / sizeof kFailPointNames[0]);

inline constexpr const char* failPointName(FailPoint point)
{
    return kFailPointNames[int(point)];
}

#ifdef FRAGSCOPE_FAILPOINTS_ON
// True when a test has made `point` fail (libfiu's fiu_fail); errno is then what the test gave as
// the point's failinfo, or EIO. A failinfo of -9 kills the process there (SIGKILL), for the tests
// that kill a run at a chosen step.
bool failing(FailPoint point);
#else
constexpr bool failing(FailPoint)
{
    return false;
}
#endif

} // namespace fragscope

// A system call that a test can make fail at a named point: -1 with errno set, the call not made.
#define FRAGSCOPE_FAILABLE(point, call) (::fragscope::failing(::fragscope::FailPoint::point) ? -1 : (call))
