// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// What fio 3.33 writes while it runs, read as it comes. Found by running it (recordings in
// tests/data/fio):
// - Locally, `--output-format=json --status-interval=N` writes one whole JSON document every N
//   seconds, each cumulative since the start; the last one is the final result.
// - As a client (`--client=HOST ...`), JSON comes only at the end, with one client or several: one
//   document whose "client_stats" hold every interval report of every host (with "hostname" and
//   "port"), cumulative, in the order they arrived. Live, only the normal output streams, and of it
//   only the status line ("Jobs: 2 (f=2): [r(1)][85.7%][r=97.4M][r=24.3k IOPS][eta 00m:01s]", ended
//   by '\r', once per interval), summed over the hosts of that one client process.
// The parser takes bytes as they arrive and gives back whole JSON documents and the text around
// them, as lines ('\n' or '\r' ended); a document cut off at the end of the output stays partial.
class FioStreamParser
{
public:
    // The documents the bytes completed, in order. A document that is not valid JSON is skipped
    // and its error kept (error()).
    std::vector<QJsonObject> feed(const QByteArray& bytes);
    // The whole lines outside documents since the last call (without their ends; empty lines too).
    QStringList takeLines();
    // A document has begun and not ended: at the end of fio's output, it was cut off.
    bool hasPartial() const { return m_depth > 0; }
    QString error() const { return m_error; }

private:
    void takeText(char c);
    bool takeDocumentChar(char c);
    std::optional<QJsonObject> closeDocument();

    QByteArray m_document; // the document being read
    QByteArray m_line;     // text outside documents, up to its end
    QStringList m_lines;
    int m_depth = 0;
    bool m_inString = false;
    bool m_escaped = false;
    QString m_error;
};

// fio's status line: the jobs running, how far, the rates (bytes/s and I/O per second, summed over
// the jobs and hosts of the process) and the time left. Rates and IOPS are in fio's 1024-based units
// ("97.4M" bytes/s, "24.3k" IOPS: 24.3 × 1024 × 4 KiB = 97.2 MiB/s, as in the recordings).
struct FioStatusLine
{
    int jobs = 0;
    std::optional<double> percent;
    double readBytesPerSecond = 0;
    double writeBytesPerSecond = 0;
    double readIops = 0;
    double writeIops = 0;
    std::optional<int> etaSeconds;
};
std::optional<FioStatusLine> parseFioStatusLine(const QString& line);

// One cumulative report of one job, from a local status document (jobs[]) or a client's
// client_stats entry: bytes and I/Os so far (index 0 read, 1 write) after `runtimeMs`.
struct FioReport
{
    QString host; // empty for a local run
    int port = 0;
    QString job;
    int groupId = 0;
    std::uint64_t runtimeMs = 0;
    std::uint64_t bytes[2] = {0, 0};
    std::uint64_t ios[2] = {0, 0};
};
// Every report in a document, in order; client_stats' "All clients" sums are left out (fio writes
// them for some intervals only).
std::vector<FioReport> fioReports(const QJsonObject& document);

// The rates between two cumulative reports of the same job and host: bytes/s and I/O per second
// (index 0 read, 1 write); nullopt when no time passed between them.
struct FioInterval
{
    double seconds = 0; // the later report's time since the job began
    double bytesPerSecond[2] = {0, 0};
    double iops[2] = {0, 0};
};
std::optional<FioInterval> fioInterval(const FioReport& earlier, const FioReport& later);

} // namespace fragscope
