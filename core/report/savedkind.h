// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace fragscope {

// What a file the tool (or a tool it imports from) saved is, told by its content, so that opening it
// shows it where it belongs. Anything else is a file whose layout the inspector shows.
enum class SavedKind {
    Layout,      // not a saved kind: inspect where the file lies on disk
    Snapshot,    // a map listing, a saved snapshot, a defrag result (before and after)
    BenchResult, // fio JSON or text, bonnie++ CSV, a fragscope result
    LabRun,      // fragscope lab --json
    Survey,      // fragscope scan --format json
    JobFile,     // a fio job file
    Session,     // a window's session (File ▸ Save Session, the autosave)
};

// Reads only what it must: the name for a job file (.fio), the content for .json (parsed), and for
// .txt, .csv and .log whether a result importer reads it. Directories and other files are Layout.
SavedKind savedKindOf(const QString& path);
QString savedKindName(SavedKind kind); // "a benchmark result", for messages

} // namespace fragscope
