// SPDX-License-Identifier: GPL-3.0-or-later
// The I/Os a clone issues, by the shape fio gives them: block sizes (bssplit, bsrange), offsets
// (random_distribution against the distributions' own formulas, rw=...:N, blockalign, zones,
// offset=), and what writes hold (scramble, compressible, deduplicable). Each job is read from fio's
// syntax, as a job file gives it.
#include "bench/engine/content.h"
#include "bench/engine/fileset.h"
#include "bench/engine/iopattern.h"
#include "bench/engine/worker.h"
#include "bench/jobs/jobfile.h"

#include <QCryptographicHash>
#include <QTest>

#include <cmath>
#include <map>
#include <set>

using namespace fragscope;
using namespace fragscope::bench;

namespace {

JobSpec parsed(const QByteArray& options)
{
    const JobFileParse p = parseJobFile("[t]\nsize=64m\n" + options, QStringLiteral("t.fio"));
    if (!p.ok() || p.jobs.size() != 1)
        qFatal("%s does not parse: %s", options.constData(),
            p.problems.empty() ? "" : qPrintable(p.problems.front().message()));
    return p.jobs.front();
}

std::vector<PlannedIo> draw(const JobSpec& job, int n)
{
    IoPattern pattern(job, job.size, 42);
    std::vector<PlannedIo> out;
    for (int i = 0; i < n; ++i)
        out.push_back(pattern.next());
    return out;
}

// Of n draws, the share whose offset is below `fraction` of the region.
double shareBelow(const std::vector<PlannedIo>& ios, const JobSpec& job, double fraction)
{
    const auto limit = std::uint64_t(fraction * double(job.size));
    return double(std::count_if(ios.begin(), ios.end(), [&](const PlannedIo& io) { return io.offset < limit; }))
        / double(ios.size());
}

// The share of the hottest `hottest` offsets among the draws.
double hottestShare(const std::vector<PlannedIo>& ios, std::size_t hottest)
{
    std::map<std::uint64_t, int> hits;
    for (const PlannedIo& io : ios)
        ++hits[io.offset];
    std::vector<int> counts;
    for (const auto& [offset, n] : hits)
        counts.push_back(n);
    std::sort(counts.rbegin(), counts.rend());
    double top = 0;
    for (std::size_t i = 0; i < hottest && i < counts.size(); ++i)
        top += counts[i];
    return top / double(ios.size());
}

} // namespace

class TestIoPattern : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blockSplit()
    {
        const JobSpec job = parsed("rw=randread\nbssplit=4k/75:64k/\n");
        QCOMPARE(job.bssplit.size(), std::size_t(2));
        QCOMPARE(job.bssplit[1].percent, 25); // the blank takes the rest
        const auto ios = draw(job, 40'000);
        const double big
            = double(std::count_if(ios.begin(), ios.end(), [](const PlannedIo& io) { return io.length == 64 << 10; }))
            / double(ios.size());
        QVERIFY2(std::abs(big - 0.25) < 0.01, qPrintable(QString::number(big)));
        for (const PlannedIo& io : ios) { // aligned to the smallest size, and inside the region
            QCOMPARE(io.offset % 4096, 0ULL);
            QVERIFY(io.offset + io.length <= job.size);
        }
    }

    void blockRange()
    {
        const JobSpec job = parsed("rw=read\nbsrange=4k-16k\n");
        const auto ios = draw(job, 20'000);
        std::map<std::uint32_t, int> sizes;
        std::uint64_t expect = 0;
        for (const PlannedIo& io : ios) {
            ++sizes[io.length];
            if (io.newPass)
                expect = 0;
            QCOMPARE(io.offset, expect); // sequential: each starts where the last ended
            expect = io.offset + io.length;
        }
        QCOMPARE(sizes.size(), std::size_t(4)); // 4k, 8k, 12k, 16k: multiples of the smallest
        for (const auto& [size, n] : sizes) {
            QCOMPARE(size % 4096, 0U);
            QVERIFY2(std::abs(n / 20'000.0 - 0.25) < 0.02, qPrintable(QString::number(n)));
        }
    }

    // bs=R,W and bssplit=R,W: each direction draws from its own sizes; the writer gives fio the same.
    void sizesPerDirection()
    {
        const JobSpec job = parsed("rw=randrw\nbssplit=64k/40:1m/60,1m/100\n");
        std::map<std::uint32_t, int> reads, writes;
        for (const PlannedIo& io : draw(job, 40'000))
            ++(io.write ? writes : reads)[io.length];
        QCOMPARE(writes.size(), std::size_t(1));
        QCOMPARE(writes.begin()->first, 1U << 20);
        QCOMPARE(reads.size(), std::size_t(2));
        const double small = double(reads[64 << 10]) / double(reads[64 << 10] + reads[1 << 20]);
        QVERIFY2(std::abs(small - 0.40) < 0.015, qPrintable(QString::number(small)));

        const JobSpec two = parsed("rw=randrw\nbs=,8k\n"); // reads keep fio's default 4k
        QCOMPARE(two.sizes(false).bs, 4096ULL);
        QCOMPARE(two.sizes(true).bs, 8192ULL);
        QCOMPARE(two.minBs(), 4096ULL);
        QCOMPARE(two.maxBs(), 8192ULL);
        QVERIFY(!parsed("bs=4k,4k\n").writeSizes); // the same for both: one size

        for (const JobSpec& j : {job, two, parsed("rw=randrw\nbsrange=4k-8k,16k-64k\n")}) {
            const JobFileParse back = parseJobFile(writeJobFile({j}), QStringLiteral("back.fio"));
            QVERIFY(back.ok());
            QCOMPARE(back.jobs.front().sizes(false), j.sizes(false));
            QCOMPARE(back.jobs.front().sizes(true), j.sizes(true));
        }
    }

    // cmdprio_bssplit: the share of each size's requests that carry a priority, per entry its own
    // class and level or cmdprio_class/cmdprio.
    void priorityBySize()
    {
        const JobSpec job = parsed("rw=randrw\nioengine=libaio\nbssplit=64k/40:1m/60,1m/100\n"
                                   "cmdprio_bssplit=64k/25/1/1:64k/75/3/2:1m/0,1m/10\ncmdprio_class=2\ncmdprio=5\n");
        std::map<int, int> small, bigRead, bigWrite;
        for (std::uint64_t draw = 0; draw < 100; ++draw) {
            ++small[commandPriority(job, false, 64 << 10, draw)];
            ++bigRead[commandPriority(job, false, 1 << 20, draw)];
            ++bigWrite[commandPriority(job, true, 1 << 20, draw)];
        }
        QCOMPARE(small[(1 << 13) | 1], 25);
        QCOMPARE(small[(3 << 13) | 2], 75);
        QCOMPARE(bigRead[0], 100);
        QCOMPARE(bigWrite[(2 << 13) | 5], 10); // the simple form: cmdprio_class/cmdprio
        QCOMPARE(bigWrite[0], 90);
        const JobFileParse back = parseJobFile(writeJobFile({job}), QStringLiteral("back.fio"));
        QVERIFY(back.ok());
        QCOMPARE(back.jobs.front().cmdprioSplit, job.cmdprioSplit);
        QCOMPARE(back.jobs.front().cmdprioClass, job.cmdprioClass);
    }

    // percentage_random=30: about 70 % of the I/Os start where the one before ended.
    void partlyRandom()
    {
        for (const int percent : {0, 30, 100}) {
            const JobSpec job
                = parsed("rw=randread\nnorandommap\npercentage_random=" + QByteArray::number(percent) + "\n");
            const auto ios = draw(job, 20'000);
            int following = 0;
            for (std::size_t i = 1; i < ios.size(); ++i)
                following += ios[i].offset == ios[i - 1].offset + ios[i - 1].length ? 1 : 0;
            const double share = following / double(ios.size() - 1);
            const double expected = (100 - percent) / 100.0 + percent / 100.0 / double(job.size / job.bs);
            QVERIFY2(std::abs(share - expected) < 0.015, qPrintable(QStringLiteral("%1: %2").arg(percent).arg(share)));
        }
        QCOMPARE(parsed("percentage_random=20,80\n").percentageRandom, (std::array<int, 2>{20, 80}));
    }

    // zonemode=zbd on a file, as fio emulates a zoned device: writes only at a zone's write pointer
    // (back to its start when full), at most max_open_zones partly written at once; reads only below
    // the write pointers, and none at all before anything was written.
    void zonedDevice()
    {
        const JobSpec job = parsed("rw=randrw\nzonemode=zbd\nzonesize=1m\nmax_open_zones=3\nbs=64k\n");
        const std::uint64_t zs = 1 << 20;
        std::vector<std::uint64_t> wp(job.size / zs);
        for (std::size_t z = 0; z < wp.size(); ++z)
            wp[z] = z * zs;
        int resets = 0, reads = 0;
        for (const PlannedIo& io : draw(job, 20'000)) {
            const std::size_t z = io.offset / zs;
            QVERIFY2(io.length > 0 && io.offset + io.length <= (z + 1) * zs,
                qPrintable(QStringLiteral("%1 +%2 w%3").arg(io.offset).arg(io.length).arg(io.write)));
            if (io.write) {
                if (wp[z] == (z + 1) * zs && io.offset == z * zs) {
                    wp[z] = z * zs;
                    ++resets;
                }
                QCOMPARE(io.offset, wp[z]);
                wp[z] += io.length;
                const auto open = std::count_if(wp.begin(), wp.end(), [&](std::uint64_t p) { return p % zs != 0; });
                QVERIFY2(open <= 3, qPrintable(QString::number(open)));
            } else {
                ++reads;
                QVERIFY(io.offset + io.length <= wp[z]);
            }
        }
        QVERIFY(resets > 0 && reads > 5000);

        QCOMPARE(draw(parsed("rw=read\nzonemode=zbd\nzonesize=1m\n"), 1).front().length, 0U);
        QCOMPARE(draw(parsed("rw=read\nzonemode=zbd\nzonesize=1m\nread_beyond_wp=1\n"), 1).front().length, 4096U);
    }

    // nrfiles=4: which file each I/O goes to, as file_service_type says; each file's offsets are its
    // own pass over its region (size / nrfiles).
    void severalFiles()
    {
        const auto files = [](const QByteArray& options, int n) {
            const JobSpec job = parsed("rw=write\nnrfiles=4\n" + options);
            FileSet set(job, 0, job.fileBytes(), 7);
            std::vector<FileSet::Next> out;
            for (int i = 0; i < n; ++i)
                out.push_back(set.next());
            return out;
        };
        const auto rr = files("file_service_type=roundrobin:2\n", 16);
        for (std::size_t i = 0; i < rr.size(); ++i) {
            QCOMPARE(rr[i].file, int(i / 2 % 4));
            QCOMPARE(rr[i].io.offset, (i / 8 * 2 + i % 2) * 4096); // each file from its start
        }
        const auto seq = files("file_service_type=sequential\n", 4 * 4096); // 16 MiB per file
        for (std::size_t i = 0; i < seq.size(); ++i)
            QCOMPARE(seq[i].file, int(i / 4096));
        std::map<int, int> hits;
        for (const FileSet::Next& n : files("file_service_type=random\n", 40'000))
            ++hits[n.file];
        QCOMPARE(hits.size(), std::size_t(4));
        for (const auto& [file, count] : hits)
            QVERIFY2(std::abs(count / 40'000.0 - 0.25) < 0.02, qPrintable(QString::number(count)));
        QCOMPARE(parsed("nrfiles=4\n").fileBytes(), 16ULL << 20);
        QCOMPARE(parsed("nrfiles=4\nfilesize=1m\n").fileBytes(), 1ULL << 20);
    }

    void zoned()
    {
        const JobSpec job = parsed("rw=randread\nrandom_distribution=zoned:50/5:30/15:20/\n");
        QCOMPARE(job.randomDistribution.zones.back().size, 80ULL); // the last zone: the rest
        const auto ios = draw(job, 50'000);
        QVERIFY(std::abs(shareBelow(ios, job, 0.05) - 0.50) < 0.01);
        QVERIFY(std::abs(shareBelow(ios, job, 0.20) - 0.80) < 0.01);
        const JobSpec abs = parsed("rw=randread\nrandom_distribution=zoned_abs:70/16m:30/48m\n");
        QVERIFY(std::abs(shareBelow(draw(abs, 50'000), abs, 0.25) - 0.70) < 0.01);
    }

    void zipf()
    {
        // The hottest block's share against 1 / H(n, theta), the generalised harmonic number.
        for (const double theta : {0.8, 1.2}) {
            const JobSpec job = parsed("rw=randread\nrandom_distribution=zipf:" + QByteArray::number(theta) + "\n");
            const std::uint64_t n = job.size / job.bs;
            double h = 0;
            for (std::uint64_t i = 1; i <= n; ++i)
                h += std::pow(double(i), -theta);
            const double top = hottestShare(draw(job, 200'000), 1);
            QVERIFY2(std::abs(top - 1.0 / h) < 0.15 / h + 0.002,
                qPrintable(QStringLiteral("theta %1: %2, expected %3").arg(theta).arg(top).arg(1.0 / h)));
        }
    }

    void pareto()
    {
        // rank = (n-1) u^(1/(1-h)): the hottest fraction f of the blocks gets f^(1-h) of the I/Os.
        const JobSpec job = parsed("rw=randread\nrandom_distribution=pareto:0.9:0\n"); // center 0: ranks in order
        const double share = shareBelow(draw(job, 100'000), job, 0.2);
        QVERIFY2(std::abs(share - std::pow(0.2, 0.1)) < 0.01, qPrintable(QString::number(share)));
    }

    void normal()
    {
        // Centered on the middle, 68 % within one deviation (10 % of the region).
        const JobSpec job = parsed("rw=randread\nrandom_distribution=normal:10\n");
        const auto ios = draw(job, 100'000);
        const double within = shareBelow(ios, job, 0.6) - shareBelow(ios, job, 0.4);
        QVERIFY2(std::abs(within - 0.683) < 0.01, qPrintable(QString::number(within)));
    }

    void offsetModifiers()
    {
        // rw=read:-8k reads backwards: 0 first, then from the end down (fio's get_next_seq_offset).
        const JobSpec back = parsed("rw=read:-8k\nbs=4k\n");
        QCOMPARE(back.rwModifier, -8192LL);
        const auto b = draw(back, 4);
        QCOMPARE(b[0].offset, 0ULL);
        QCOMPARE(b[1].offset, back.size - 8192);
        QCOMPARE(b[2].offset, back.size - 12288);
        QCOMPARE(b[3].offset, back.size - 16384);
        // rw=write:4k leaves a 4k hole after every write.
        const auto holes = draw(parsed("rw=write:4k\nbs=4k\n"), 3);
        QCOMPARE(holes[1].offset, 8192ULL);
        QCOMPARE(holes[2].offset, 16384ULL);
        // rw=randread:4: four I/Os in a row from each random offset.
        const auto runs = draw(parsed("rw=randread:4\nbs=4k\n"), 400);
        int sequential = 0;
        for (std::size_t i = 1; i < runs.size(); ++i)
            sequential += runs[i].offset == runs[i - 1].offset + 4096;
        QVERIFY2(sequential >= 295 && sequential <= 305, qPrintable(QString::number(sequential)));
        // blockalign: random offsets on 64k boundaries.
        for (const PlannedIo& io : draw(parsed("rw=randread\nbs=4k\nblockalign=64k\n"), 1000))
            QCOMPARE(io.offset % 65536, 0ULL);
    }

    // zonemode=strided: 256k read in each zone, then 1m skipped; round to the start at the end.
    void stridedZones()
    {
        const JobSpec job = parsed("rw=read\nbs=64k\nzonemode=strided\nzonesize=256k\nzoneskip=1m\n");
        const auto ios = draw(job, 400);
        QCOMPARE(ios[3].offset, 192ULL << 10);
        QCOMPARE(ios[4].offset, 1280ULL << 10); // 256k + 1m
        QCOMPARE(ios[8].offset, 2560ULL << 10);
        std::uint64_t zones = 0;
        for (std::size_t i = 0; i < ios.size(); ++i) {
            QCOMPARE((ios[i].offset % (1280 << 10)) / (64 << 10), std::uint64_t(i % 4)); // 4 blocks a zone
            zones += ios[i].offset == 0;
        }
        QVERIFY(zones >= 2); // came round
    }

    // offset= and offset_increment=: clone N's region starts at offset + N * increment.
    void offsets()
    {
        const JobSpec job = parsed("rw=read\nbs=4k\nsize=1m\noffset=120k\noffset_increment=2m\n");
        QCOMPARE(job.regionStart(2), (120ULL << 10) + (4ULL << 20));
        IoPattern third(job, job.size, 1, job.regionStart(2));
        QCOMPARE(third.next().offset, job.regionStart(2));
        QCOMPARE(third.next().offset, job.regionStart(2) + 4096);
        const JobSpec random = parsed("rw=randread\nbs=4k\nsize=1m\noffset=1m\n");
        IoPattern r(random, random.size, 1, random.regionStart(0));
        for (int i = 0; i < 1000; ++i) {
            const PlannedIo io = r.next();
            QVERIFY(io.offset >= 1ULL << 20 && io.offset + io.length <= 2ULL << 20);
        }
    }

    // What writes hold: by default every write differs (scramble_buffers) in the stamps alone;
    // dedupe_percentage makes that share copies; buffer_compress_percentage that share zeros.
    void writeContent()
    {
        const auto digests = [](const JobSpec& job, int writes, SharedWorkingSet* shared, std::uint64_t seed,
                                 QByteArray* all = nullptr) {
            ContentMaker maker(job, job.size, seed, shared);
            QByteArray buffer(4096, '\x5a');
            std::vector<QByteArray> out;
            for (int i = 0; i < writes; ++i) {
                maker.fill(reinterpret_cast<unsigned char*>(buffer.data()), 4096, std::uint64_t(i) * 4096);
                out.push_back(QCryptographicHash::hash(buffer, QCryptographicHash::Sha1));
                if (all)
                    *all += buffer;
            }
            return out;
        };
        const auto distinct
            = [](const std::vector<QByteArray>& d) { return std::set<QByteArray>(d.begin(), d.end()).size(); };

        const JobSpec plain = parsed("rw=write\n");
        QCOMPARE(distinct(digests(plain, 1000, nullptr, 1)), std::size_t(1000));
        const JobSpec repeat = parsed("rw=write\ndedupe_percentage=50\n");
        const double uniques = double(distinct(digests(repeat, 4000, nullptr, 1))) / 4000;
        QVERIFY2(std::abs(uniques - 0.5) < 0.04, qPrintable(QString::number(uniques)));

        // working_set: copies come from the first unique writes only (10 % of 64 MiB: 1638 blocks).
        const JobSpec set = parsed("rw=write\ndedupe_percentage=50\ndedupe_mode=working_set\n"
                                   "dedupe_working_set_percentage=10\n");
        const auto d = digests(set, 8000, nullptr, 1);
        std::map<QByteArray, int> firstSeen;
        for (int i = 0; i < int(d.size()); ++i)
            firstSeen.emplace(d[std::size_t(i)], int(firstSeen.size()));
        int copies = 0;
        std::set<QByteArray> seen;
        for (const QByteArray& x : d) {
            if (!seen.insert(x).second) {
                ++copies;
                QVERIFY(firstSeen.at(x) < 1638);
            }
        }
        QVERIFY2(std::abs(copies / 8000.0 - 0.5) < 0.03, qPrintable(QString::number(copies)));

        // dedupe_global: one job's copies are of the other's writes too; without it, never.
        const JobSpec global = parsed("rw=write\ndedupe_percentage=50\ndedupe_mode=working_set\ndedupe_global=1\n");
        SharedWorkingSet shared;
        const auto a = digests(global, 2000, &shared, 1);
        const auto b = digests(global, 2000, &shared, 2);
        const std::set<QByteArray> fromA(a.begin(), a.end());
        QVERIFY(std::count_if(b.begin(), b.end(), [&](const QByteArray& x) { return fromA.count(x); }) > 500);
        const auto own = digests(set, 2000, nullptr, 2);
        const std::set<QByteArray> fromSet(d.begin(), d.end());
        QCOMPARE(std::count_if(own.begin(), own.end(), [&](const QByteArray& x) { return fromSet.count(x); }), 0);

        // Half of each 512-byte chunk zeros: zlib makes the writes about half their size.
        QByteArray all;
        digests(parsed("rw=write\nbuffer_compress_percentage=50\n"), 512, nullptr, 1, &all);
        const double ratio = double(qCompress(all).size()) / double(all.size());
        QVERIFY2(ratio > 0.48 && ratio < 0.56, qPrintable(QString::number(ratio)));
    }

    // What fio refuses, we refuse with the reason.
    void badValues()
    {
        for (const char* bad : {"bssplit=4k/70:8k/40", "bsrange=16k-4k", "random_distribution=zipf:1",
                 "random_distribution=zoned:50/5:30/15", "random_distribution=pareto:2", "rw=randread:-4", "ss=iops",
                 "exit_what=some", "bs=4k,8k,4k,4k", "cmdprio_bssplit=64k/50/4/0", "cmdprio_bssplit=64k/101"}) {
            const JobFileParse p = parseJobFile(QByteArray("[t]\nsize=1m\n") + bad + '\n', QStringLiteral("t.fio"));
            QVERIFY2(!p.ok(), bad);
            QVERIFY2(!p.problems.front().notSupported, qPrintable(p.problems.front().message()));
        }
    }
};

QTEST_GUILESS_MAIN(TestIoPattern)
#include "tst_iopattern.moc"
