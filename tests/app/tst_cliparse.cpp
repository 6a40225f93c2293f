// SPDX-License-Identifier: GPL-3.0-or-later
// The bench, import, map, scan and compare parsers on their own, without starting the binary: every option of ours,
// fio's options passed through, and each bad value with its message (tst_cli checks the exit codes).
#include "cli/benchargs.h"
#include "cli/calibrateargs.h"
#include "cli/compareargs.h"
#include "cli/defragargs.h"
#include "cli/labargs.h"
#include "cli/mapargs.h"
#include "cli/metricsargs.h"
#include "cli/scanargs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

namespace {

BenchArgs parsed(const QStringList& args)
{
    auto a = parseBenchArgs(args);
    if (!a)
        qFatal("%s", qPrintable(a.error().reason));
    return *a;
}

QString refusal(const QStringList& args)
{
    const auto a = parseBenchArgs(args);
    return a ? QString() : a.error().reason;
}

} // namespace

class TestCliParse : public QObject
{
    Q_OBJECT

private slots:
    void defaults()
    {
        const BenchArgs a = parsed({QStringLiteral("job.fio")});
        QCOMPARE(a.format, QStringLiteral("normal"));
        QCOMPARE(a.positional, QStringList{QStringLiteral("job.fio")});
        QVERIFY(a.output.isEmpty() && a.preset.isEmpty() && a.readFile.isEmpty() && a.command.isEmpty());
        QCOMPARE(a.repeat, 0);
        QCOMPARE(a.instances, 1);
        QVERIFY(!a.cache && !a.fio && !a.help && !a.keepFiles && !a.printJob && !a.listPresets);
        QVERIFY(a.hosts.empty() && a.fioOptions.empty());
        QCOMPARE(parseBenchArgs({QStringLiteral("x")}, QStringLiteral("fragscope-json"))->format,
            QStringLiteral("fragscope-json"));
    }

    void ourOptions()
    {
        const BenchArgs a
            = parsed({QStringLiteral("--output-format=json"), QStringLiteral("--output"), QStringLiteral("out.json"),
                QStringLiteral("--preset"), QStringLiteral("matrix-6"), QStringLiteral("--repeat"), QStringLiteral("3"),
                QStringLiteral("--cache=direct"), QStringLiteral("--instances=4"), QStringLiteral("--keep-files"),
                QStringLiteral("--print-job"), QStringLiteral("--list-presets"), QStringLiteral("--directory"),
                QStringLiteral("/mnt/x"), QStringLiteral("--read"), QStringLiteral("f"), QStringLiteral("--command"),
                QStringLiteral("tar cf - ."), QStringLiteral("-h"), QStringLiteral("dir")});
        QCOMPARE(a.format, QStringLiteral("json"));
        QCOMPARE(a.output, QStringLiteral("out.json"));
        QCOMPARE(a.preset, QStringLiteral("matrix-6"));
        QCOMPARE(a.repeat, 3);
        QCOMPARE(a.cache, std::optional(CacheDrop::Direct));
        QCOMPARE(a.instances, 4);
        QVERIFY(a.keepFiles && a.printJob && a.listPresets && a.help);
        QCOMPARE(a.directory, QStringLiteral("/mnt/x"));
        QCOMPARE(a.readFile, QStringLiteral("f"));
        QCOMPARE(a.command, QStringLiteral("tar cf - ."));
        QCOMPARE(a.positional, QStringList{QStringLiteral("dir")});
        QVERIFY(parsed({QStringLiteral("--help")}).help);
    }

    void fioNamesItsOwnThings()
    {
        // 0.1's name for fio's schema, and a host implies the fio engine (only its client reaches
        // other machines).
        QCOMPARE(
            parsed({QStringLiteral("--output-format"), QStringLiteral("fio-json")}).format, QStringLiteral("json"));
        const BenchArgs a
            = parsed({QStringLiteral("--host"), QStringLiteral("10.0.0.2:8765"), QStringLiteral("j.fio")});
        QVERIFY(a.fio);
        QCOMPARE(a.hosts.size(), std::size_t(1));
        QVERIFY(parsed({QStringLiteral("--engine=fio")}).fio);
        QVERIFY(!parsed({QStringLiteral("--engine=fragscope")}).fio);
    }

    void otherOptionsAreFios()
    {
        // A quick job: fio's names, dashes as underscores; flags take no value unless given one inline.
        const BenchArgs a = parsed({QStringLiteral("--rw=randread"), QStringLiteral("--bs"), QStringLiteral("4k"),
            QStringLiteral("--io-depth=8"), QStringLiteral("--direct"), QStringLiteral("--time_based=1"),
            QStringLiteral("--"), QStringLiteral("/mnt")});
        const std::vector<std::tuple<QString, QString, bool>> want{
            {QStringLiteral("rw"), QStringLiteral("randread"), true},
            {QStringLiteral("bs"), QStringLiteral("4k"), true}, {QStringLiteral("io_depth"), QStringLiteral("8"), true},
            {QStringLiteral("direct"), QString(), false}, {QStringLiteral("time_based"), QStringLiteral("1"), true}};
        QCOMPARE(a.fioOptions, want);
        QCOMPARE(a.positional, QStringList{QStringLiteral("/mnt")});
    }

    void badValues_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << QStringList{QStringLiteral("--output-format=xml")}
                                << QStringLiteral("--output-format is normal, json, json+, terse (fio's), "
                                                  "fragscope-json or diskmark, not 'xml'");
        QTest::newRow("repeat 0") << QStringList{QStringLiteral("--repeat=0")}
                                  << QStringLiteral("--repeat needs a whole number of at least 1, not '0'");
        QTest::newRow("repeat word") << QStringList{QStringLiteral("--repeat"), QStringLiteral("many")}
                                     << QStringLiteral("--repeat needs a whole number of at least 1, not 'many'");
        QTest::newRow("instances") << QStringList{QStringLiteral("--instances=-2")}
                                   << QStringLiteral("--instances needs a whole number of at least 1, not '-2'");
        QTest::newRow("cache") << QStringList{QStringLiteral("--cache=flush")}
                               << QStringLiteral("--cache is fadvise, drop_caches or direct, not 'flush'");
        QTest::newRow("engine") << QStringList{QStringLiteral("--engine"), QStringLiteral("dd")}
                                << QStringLiteral("--engine is fragscope or fio, not 'dd'");
        QTest::newRow("host") << QStringList{QStringLiteral("--host=box:70000")}
                              << QStringLiteral(
                                     "--host is HOST or HOST:PORT (a machine running fio --server), not 'box:70000'");
        QTest::newRow("no value") << QStringList{QStringLiteral("job.fio"), QStringLiteral("--output")}
                                  << QStringLiteral("--output needs a value");
        QTest::newRow("fio's, no value") << QStringList{QStringLiteral("--bs")} << QStringLiteral("--bs needs a value");
    }

    void badValues()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QCOMPARE(refusal(args), message);
    }

    // map: the defaults, every option, and each usage error with its message (exit status 2 in
    // runMapCommand, which prints "fragscope map: " and the reason).
    void mapDefaults()
    {
        const auto a = parseMapArgs({QStringLiteral("f")});
        QVERIFY(a);
        QCOMPARE(a->files, QStringList{QStringLiteral("f")});
        QCOMPARE(a->format, QStringLiteral("text"));
        QVERIFY(!a->fiemap.sync && !a->fiemap.xattr);
        QCOMPARE(a->fiemap.batchExtents, kDefaultFiemapBatch);
        QVERIFY(!a->image);
        QCOMPARE(a->size, QStringLiteral("1200x800"));
        QVERIFY(!a->help);
    }

    void mapEveryOption()
    {
        const auto a = parseMapArgs({QStringLiteral("--sync"), QStringLiteral("--xattr"), QStringLiteral("--format"),
            QStringLiteral("filefrag"), QStringLiteral("--batch"), QStringLiteral("7"), QStringLiteral("--image"),
            QStringLiteral("out.svg"), QStringLiteral("--size"), QStringLiteral("640x480"), QStringLiteral("a"),
            QStringLiteral("--"), QStringLiteral("-b")});
        QVERIFY2(a, a ? "" : qPrintable(a.error().reason));
        QCOMPARE(a->files, (QStringList{QStringLiteral("a"), QStringLiteral("-b")}));
        QCOMPARE(a->format, QStringLiteral("filefrag"));
        QVERIFY(a->fiemap.sync && a->fiemap.xattr);
        QCOMPARE(a->fiemap.batchExtents, 7u);
        QCOMPARE(a->image, std::optional<QString>(QStringLiteral("out.svg")));
        QCOMPARE(a->size, QStringLiteral("640x480"));
        QCOMPARE(parseMapArgs({QStringLiteral("--format=json"), QStringLiteral("f")})->format, QStringLiteral("json"));

        QString help;
        const auto h = parseMapArgs({QStringLiteral("--help")}, &help);
        QVERIFY(h && h->help);
        QVERIFY(help.contains(QLatin1String("--batch")) && help.contains(QLatin1String("FIEMAP_FLAG_SYNC")));
    }

    void mapUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        QTest::newRow("format") << QStringList{QStringLiteral("--format"), QStringLiteral("xml"), QStringLiteral("f")}
                                << QStringLiteral("unknown format 'xml' (use text, json or filefrag)");
        QTest::newRow("batch 0") << QStringList{QStringLiteral("--batch"), QStringLiteral("0"), QStringLiteral("f")}
                                 << QStringLiteral("--batch needs a positive number, not '0'");
        QTest::newRow("batch word") << QStringList{QStringLiteral("--batch=many"), QStringLiteral("f")}
                                    << QStringLiteral("--batch needs a positive number, not 'many'");
        QTest::newRow("no file") << QStringList{QStringLiteral("--sync")}
                                 << QStringLiteral("no FILE given (see fragscope map --help)");
        QTest::newRow("typo") << QStringList{QStringLiteral("--fromat"), QStringLiteral("json"), QStringLiteral("f")}
                              << QStringLiteral("Unknown option 'fromat'. Did you mean --format?");
        QTest::newRow("no value") << QStringList{QStringLiteral("f"), QStringLiteral("--format")}
                                  << QStringLiteral("Missing value after '--format'.");
    }

    void mapUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        const auto a = parseMapArgs(args);
        QVERIFY(!a);
        QCOMPARE(a.error().reason, reason);
        QVERIFY(a.error().path.isEmpty());
    }

    // scan: the defaults (text lists 10, the others all), every option, each usage error.
    void scanDefaults()
    {
        const auto a = parseScanArgs({QStringLiteral("d")});
        QVERIFY(a);
        QCOMPARE(a->scan.roots, QStringList{QStringLiteral("d")});
        QCOMPARE(a->format, QStringLiteral("text"));
        QCOMPARE(a->limit, std::size_t(10));
        QCOMPARE(a->sort, SurveySort::Runs);
        QCOMPARE(a->minBytes, std::uint64_t(0));
        QVERIFY(!a->freeSpace && !a->scan.crossMounts && !a->scan.sync && !a->scan.mapSmallFiles);
        QCOMPARE(parseScanArgs({QStringLiteral("--format=json"), QStringLiteral("d")})->limit, std::size_t(0));
    }

    void scanEveryOption()
    {
        const auto a = parseScanArgs({QStringLiteral("--cross-mounts"), QStringLiteral("--min-size"),
            QStringLiteral("64M"), QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--sort"),
            QStringLiteral("extra-read"), QStringLiteral("--free-space"), QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("--sync"), QStringLiteral("--map-small-files"),
            QStringLiteral("--threads"), QStringLiteral("4"), QStringLiteral("--disk"), QStringLiteral("rpm=5400"),
            QStringLiteral("a"), QStringLiteral("b")});
        QVERIFY2(a, a ? "" : qPrintable(a.error().reason));
        QCOMPARE(a->scan.roots, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QVERIFY(a->scan.crossMounts && a->scan.sync && a->scan.mapSmallFiles && a->freeSpace);
        QCOMPARE(a->minBytes, std::uint64_t(64) << 20);
        QCOMPARE(a->limit, std::size_t(3));
        QCOMPARE(a->sort, SurveySort::Lost); // extra-read: the name it had before the cost model
        QCOMPARE(a->format, QStringLiteral("csv"));
        QCOMPARE(a->scan.threads, 4u);
        QCOMPARE(a->disk.value_or(QString()), QStringLiteral("rpm=5400"));
        QVERIFY(!a->cost);
    }

    void scanCost()
    {
        // --cost ranks by the time lost unless --sort says otherwise; --disk names the disk.
        auto a = parseScanArgs(
            {QStringLiteral("--cost"), QStringLiteral("--disk"), QStringLiteral("nvme-ssd"), QStringLiteral("d")});
        QVERIFY2(a, a ? "" : qPrintable(a.error().reason));
        QVERIFY(a->cost);
        QCOMPARE(a->sort, SurveySort::Lost);
        QCOMPARE(a->disk.value_or(QString()), QStringLiteral("nvme-ssd"));
        a = parseScanArgs({QStringLiteral("--cost"), QStringLiteral("--sort=size"), QStringLiteral("d")});
        QCOMPARE(a->sort, SurveySort::Size);
        // One way to name a disk: --profile is gone, and the parser says which option is meant.
        a = parseScanArgs({QStringLiteral("--profile=sata-ssd"), QStringLiteral("d")});
        QVERIFY(!a);
        QCOMPARE(a.error().reason, QStringLiteral("Unknown option 'profile'. The disk is named with --disk."));
    }

    void scanUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        const QString d = QStringLiteral("d");
        QTest::newRow("format") << QStringList{QStringLiteral("--format=xml"), d}
                                << QStringLiteral("unknown format 'xml' (use text, json, csv or e4defrag)");
        QTest::newRow("sort") << QStringList{QStringLiteral("--sort=age"),
            d} << QStringLiteral("unknown sort key 'age' (use runs, lost, fragments, score, size or path)");
        QTest::newRow("min-size") << QStringList{QStringLiteral("--min-size=big"), d}
                                  << QStringLiteral("--min-size needs a size such as 4k, 64M or 1G, not 'big'");
        QTest::newRow("top") << QStringList{QStringLiteral("--top=-1"), d}
                             << QStringLiteral("--top needs a whole number, not '-1'");
        QTest::newRow("no path") << QStringList{QStringLiteral("--sync")}
                                 << QStringLiteral("no PATH given (see fragscope scan --help)");
        QTest::newRow("threads 0") << QStringList{QStringLiteral("--threads=0"), d}
                                   << QStringLiteral("--threads needs a number from 1 to 256, not '0'");
        QTest::newRow("threads 300") << QStringList{QStringLiteral("--threads=300"), d}
                                     << QStringLiteral("--threads needs a number from 1 to 256, not '300'");
        QTest::newRow("typo") << QStringList{QStringLiteral("--fre-space"), d}
                              << QStringLiteral("Unknown option 'fre-space'. Did you mean --free-space?");
    }

    void scanUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        const auto a = parseScanArgs(args);
        QVERIFY(!a);
        QCOMPARE(a.error().reason, reason);
    }

    // --disk's forms: a preset, a file (its path may hold '='), figures with or without a preset.
    void diskForms()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("run=3"))));
        const QString file = dir.filePath(QStringLiteral("run=3/profile.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        for (const QString& given : {QStringLiteral("nvme-ssd"), file, QStringLiteral("laptop-5400,cache=16"),
                 QStringLiteral("rpm=5400,average=12")}) {
            const auto a = parseScanArgs({QStringLiteral("--disk"), given, QStringLiteral("d")});
            QVERIFY2(a, qPrintable(given + QStringLiteral(": ") + (a ? QString() : a.error().reason)));
            QCOMPARE(a->disk.value_or(QString()), given);
        }
        QVERIFY(!parseScanArgs({QStringLiteral("--disk="), QStringLiteral("d")}));
        QVERIFY(!parseScanArgs({QStringLiteral("--disk"), dir.filePath(QStringLiteral("missing=1.json")),
            QStringLiteral("d")})); // not a file, so figures: 'missing' is no key
    }

    void scanBadDisk()
    {
        const auto a = parseScanArgs({QStringLiteral("--disk=rpm=fast"), QStringLiteral("d")});
        QVERIFY(!a);
        QVERIFY2(a.error().reason.startsWith(QLatin1String("--disk: ")), qPrintable(a.error().reason));
    }

    // metrics: every file system and stdout by default, ten folders, no budget, gently; each option.
    void metricsArguments()
    {
        auto a = parseMetricsArgs({});
        QVERIFY(a);
        QVERIFY(a->paths.isEmpty());
        QVERIFY(!a->textfileDir);
        QCOMPARE(a->topFolders, std::size_t(10));
        QCOMPARE(a->maxSeconds, 0.0);
        QVERIFY(a->gentle);
        QVERIFY(!a->disk);
        a = parseMetricsArgs({QStringLiteral("--textfile"), QStringLiteral("/var/lib/prometheus/node-exporter"),
            QStringLiteral("--top-folders=0"), QStringLiteral("--max-seconds=90.5"), QStringLiteral("--no-nice"),
            QStringLiteral("--disk=sata-ssd"), QStringLiteral("--format=prometheus"), QStringLiteral("/"),
            QStringLiteral("/srv")});
        QVERIFY2(a, qPrintable(a ? QString() : a.error().reason));
        QCOMPARE(a->paths, (QStringList{QStringLiteral("/"), QStringLiteral("/srv")}));
        QCOMPARE(*a->textfileDir, QStringLiteral("/var/lib/prometheus/node-exporter"));
        QCOMPARE(a->topFolders, std::size_t(0));
        QCOMPARE(a->maxSeconds, 90.5);
        QVERIFY(!a->gentle);
        QCOMPARE(*a->disk, QStringLiteral("sata-ssd"));
        QString help;
        a = parseMetricsArgs({QStringLiteral("--help")}, &help);
        QVERIFY(a && a->help);
        QVERIFY(help.contains(QStringLiteral("--max-seconds")));
    }

    void metricsUsageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("reason");
        QTest::newRow("format") << QStringList{QStringLiteral("--format=json")}
                                << QStringLiteral("unknown format 'json' (use prometheus)");
        QTest::newRow("folders") << QStringList{QStringLiteral("--top-folders=many")}
                                 << QStringLiteral("--top-folders needs a number from 0 to 1000, not 'many'");
        QTest::newRow("folders 1001") << QStringList{QStringLiteral("--top-folders=1001")}
                                      << QStringLiteral("--top-folders needs a number from 0 to 1000, not '1001'");
        QTest::newRow("budget 0")
            << QStringList{QStringLiteral("--max-seconds=0")}
            << QStringLiteral("--max-seconds needs a number of seconds above 0 and at most 10000000, not '0'");
        QTest::newRow("budget inf")
            << QStringList{QStringLiteral("--max-seconds=inf")}
            << QStringLiteral("--max-seconds needs a number of seconds above 0 and at most 10000000, not 'inf'");
        QTest::newRow("budget 1e8")
            << QStringList{QStringLiteral("--max-seconds=1e8")}
            << QStringLiteral("--max-seconds needs a number of seconds above 0 and at most 10000000, not '1e8'");
        QTest::newRow("textfile empty") << QStringList{QStringLiteral("--textfile=")}
                                        << QStringLiteral("--textfile needs a folder");
        QTest::newRow("typo") << QStringList{QStringLiteral("--text-file=/x")}
                              << QStringLiteral("Unknown option 'text-file'. Did you mean --textfile?");
    }

    void metricsUsageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, reason);
        const auto a = parseMetricsArgs(args);
        QVERIFY(!a);
        QCOMPARE(a.error().reason, reason);
    }

    // compare: one defrag result or two snapshots, --json, --file, --disk; the counts refused.
    void compareArguments()
    {
        const auto one = parseCompareArgs({QStringLiteral("r.json")});
        QVERIFY(one);
        QCOMPARE(one->files, QStringList{QStringLiteral("r.json")});
        QVERIFY(!one->json && one->file.isEmpty());
        const auto all = parseCompareArgs({QStringLiteral("--json"), QStringLiteral("--file"), QStringLiteral("/x/f"),
            QStringLiteral("--disk"), QStringLiteral("rpm=5400"), QStringLiteral("a.json"), QStringLiteral("b.json")});
        QVERIFY2(all, all ? "" : qPrintable(all.error().reason));
        QCOMPARE(all->files, (QStringList{QStringLiteral("a.json"), QStringLiteral("b.json")}));
        QVERIFY(all->json);
        QCOMPARE(all->file, QStringLiteral("/x/f"));
        QCOMPARE(all->disk.value_or(QString()), QStringLiteral("rpm=5400"));
        const QString count
            = QStringLiteral("give a defrag result, or two snapshot files (see fragscope compare --help)");
        QCOMPARE(parseCompareArgs({}).error().reason, count);
        QCOMPARE(
            parseCompareArgs({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}).error().reason, count);
        QVERIFY(parseCompareArgs({QStringLiteral("--disk=rpm=fast"), QStringLiteral("a")})
                    .error()
                    .reason.startsWith(QLatin1String("--disk: ")));
    }

    // defrag: every option into DefragArgs; the bad values and combinations refused by name.
    void defragArguments()
    {
        const auto plain = parseDefragArgs({QStringLiteral("f")});
        QVERIFY2(plain, plain ? "" : qPrintable(plain.error().reason));
        QCOMPARE(plain->roots, QStringList{QStringLiteral("f")});
        QCOMPARE(plain->options.method, DefragMethod::Auto);
        QVERIFY(!plain->options.dryRun && !plain->options.unshare && plain->options.verify);
        QVERIFY(!plain->json && !plain->together && !plain->planOnly && !plain->help);
        QCOMPARE(plain->repetitions, 0);
        QCOMPARE(plain->order, QStringLiteral("dir"));

        const auto all = parseDefragArgs({QStringLiteral("--dry-run"), QStringLiteral("--method"),
            QStringLiteral("copy"), QStringLiteral("--unshare"), QStringLiteral("--no-verify"),
            QStringLiteral("--measure-read"), QStringLiteral("3"), QStringLiteral("--json"), QStringLiteral("--disk"),
            QStringLiteral("rpm=5400"), QStringLiteral("--plan"), QStringLiteral("--target-extent"),
            QStringLiteral("256K"), QStringLiteral("--compress=zstd"), QStringLiteral("a"), QStringLiteral("b")});
        QVERIFY2(all, all ? "" : qPrintable(all.error().reason));
        QCOMPARE(all->roots, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(all->options.method, DefragMethod::Copy);
        QVERIFY(all->options.dryRun && all->options.unshare && !all->options.verify);
        QCOMPARE(all->repetitions, 3);
        QVERIFY(all->json && all->planOnly);
        QCOMPARE(all->disk.value_or(QString()), QStringLiteral("rpm=5400"));
        QCOMPARE(all->options.btrfsExtentThreshold, 256u * 1024);
        QCOMPARE(all->options.btrfsCompression, 3u); // BTRFS_COMPRESS_ZSTD
        QCOMPARE(plain->options.btrfsExtentThreshold, 32u << 20);
        QCOMPARE(plain->options.btrfsCompression, 0u);
        QCOMPARE(all->options.btrfsExtentThreshold, 256u * 1024);
        QCOMPARE(all->options.btrfsCompression, 3u); // BTRFS_COMPRESS_ZSTD
        QCOMPARE(plain->options.btrfsExtentThreshold, 32u << 20);
        QCOMPARE(plain->options.btrfsCompression, 0u);

        const auto together = parseDefragArgs(
            {QStringLiteral("--together"), QStringLiteral("--order"), QStringLiteral("name"), QStringLiteral("d")});
        QVERIFY(together && together->together);
        QCOMPARE(together->order, QStringLiteral("name"));
        // A list of paths gives the files: no root needed.
        const auto listed
            = parseDefragArgs({QStringLiteral("--together"), QStringLiteral("--order"), QStringLiteral("reads.txt")});
        QVERIFY2(listed, listed ? "" : qPrintable(listed.error().reason));
        QVERIFY(listed->roots.isEmpty());

        const auto reason = [](const QStringList& args) {
            const auto a = parseDefragArgs(args);
            return a ? QString() : a.error().reason;
        };
        QCOMPARE(reason({QStringLiteral("--method=fast"), QStringLiteral("f")}),
            QStringLiteral("--method is auto, ext4, btrfs, xfs or copy, not 'fast'"));
        QCOMPARE(reason({QStringLiteral("--measure-read=-1"), QStringLiteral("f")}),
            QStringLiteral("--measure-read needs a whole number, not '-1'"));
        QCOMPARE(reason({QStringLiteral("--measure-read=x"), QStringLiteral("f")}),
            QStringLiteral("--measure-read needs a whole number, not 'x'"));
        QCOMPARE(reason({QStringLiteral("--together"), QStringLiteral("--measure-read=2"), QStringLiteral("f")}),
            QStringLiteral("--measure-read reads each file on its own; it does not go with --together"));
        QCOMPARE(reason({QStringLiteral("--target-extent=huge"), QStringLiteral("f")}),
            QStringLiteral("--target-extent needs a size from 4k to 4G, such as 256K or 32M, not 'huge'"));
        QCOMPARE(reason({QStringLiteral("--target-extent=8G"), QStringLiteral("f")}),
            QStringLiteral("--target-extent needs a size from 4k to 4G, such as 256K or 32M, not '8G'"));
        QCOMPARE(reason({QStringLiteral("--compress=gzip"), QStringLiteral("f")}),
            QStringLiteral("--compress is zlib, lzo or zstd, not 'gzip'"));
        QCOMPARE(reason({QStringLiteral("--order=name"), QStringLiteral("f")}),
            QStringLiteral("--order goes with --together"));
        // --keep-free: a size or a share; a tenth unless given.
        QCOMPARE(plain->options.keepFree.of(1000), 100u);
        const auto share = parseDefragArgs({QStringLiteral("--keep-free=25%"), QStringLiteral("f")});
        QVERIFY(share);
        QCOMPARE(share->options.keepFree.of(1000), 250u);
        const auto size = parseDefragArgs({QStringLiteral("--keep-free"), QStringLiteral("2G"), QStringLiteral("f")});
        QVERIFY(size);
        QCOMPARE(size->options.keepFree.of(1000), 2ULL << 30);
        const auto none = parseDefragArgs({QStringLiteral("--keep-free=0"), QStringLiteral("f")});
        QVERIFY(none);
        QCOMPARE(none->options.keepFree.of(1000), 0u);
        for (const char* bad : {"95%", "-1%", "lots", "%"})
            QCOMPARE(reason({QStringLiteral("--keep-free=") + QLatin1String(bad), QStringLiteral("f")}),
                QStringLiteral("--keep-free needs a size such as 2G or a share from 0% to 90%, not '%1'")
                    .arg(QLatin1String(bad)));
        QCOMPARE(reason({}), QStringLiteral("no FILE given (see fragscope defrag --help)"));
        QCOMPARE(reason({QStringLiteral("--together")}), QStringLiteral("no FILE given (see fragscope defrag --help)"));
        QVERIFY(reason({QStringLiteral("--disk=rpm=fast"), QStringLiteral("f")}).startsWith(QLatin1String("--disk: ")));
        QVERIFY(reason({QStringLiteral("--dryrun"), QStringLiteral("f")}).contains(QLatin1String("--dry-run")));

        QString help;
        const auto h = parseDefragArgs({QStringLiteral("--help")}, &help);
        QVERIFY(h && h->help);
        QVERIFY(help.contains(QLatin1String("--together")) && help.contains(QLatin1String("--plan")));
    }

    // lab: the experiment's preset with each option over it; bad values refused by name.
    void labArguments()
    {
        const auto plain = parseLabArgs({QStringLiteral("a"), QStringLiteral("b")});
        QVERIFY2(plain, plain ? "" : qPrintable(plain.error().reason));
        QCOMPARE(plain->directories, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QCOMPARE(plain->settings.experiment, LabExperiment::Cow);
        QCOMPARE(plain->settings.fileBytes, LabSettings::published().fileBytes);
        QVERIFY(!plain->imageTypes && plain->report.isEmpty() && !plain->json && !plain->text);

        const auto quick = parseLabArgs({QStringLiteral("--quick"), QStringLiteral("--size=8M"),
            QStringLiteral("--write-total=4M"), QStringLiteral("--bs=8k"), QStringLiteral("--repeat=0"),
            QStringLiteral("--defrag"), QStringLiteral("--keep"), QStringLiteral("--spread"), QStringLiteral("--json"),
            QStringLiteral("--text"), QStringLiteral("--report=r.html"), QStringLiteral("--images=btrfs,ext4"),
            QStringLiteral("--image-dir=/img")});
        QVERIFY2(quick, quick ? "" : qPrintable(quick.error().reason));
        const LabSettings& q = quick->settings;
        QCOMPARE(q.fileBytes, std::uint64_t(8) << 20);
        QCOMPARE(q.writeTotalBytes, std::uint64_t(4) << 20);
        QCOMPARE(q.writeBytes, std::uint64_t(8192));
        QCOMPARE(q.readRepetitions, 0);
        QVERIFY(q.defrag && q.keepFiles && q.spread);
        QVERIFY(quick->json && quick->text);
        QCOMPARE(quick->report, QStringLiteral("r.html"));
        QCOMPARE(quick->imageTypes, std::optional(QStringList{QStringLiteral("btrfs"), QStringLiteral("ext4")}));
        QCOMPARE(quick->imageDir, QStringLiteral("/img"));

        // discard: --repeat counts runs of the matrix, --seconds each pattern's time.
        const auto discard = parseLabArgs({QStringLiteral("--experiment=discard"), QStringLiteral("--repeat=7"),
            QStringLiteral("--seconds=4"), QStringLiteral("--images=ext4")});
        QVERIFY2(discard, discard ? "" : qPrintable(discard.error().reason));
        QCOMPARE(discard->settings.benchRepetitions, 7);
        QCOMPARE(discard->settings.readRepetitions, 0);
        QCOMPARE(discard->settings.benchSeconds, 4);
        const auto writers = parseLabArgs({QStringLiteral("--experiment=parallel-writers"),
            QStringLiteral("--writers=4"), QStringLiteral("--direct"), QStringLiteral("d")});
        QVERIFY2(writers, writers ? "" : qPrintable(writers.error().reason));
        QCOMPARE(writers->settings.writers, 4);
        QVERIFY(writers->settings.directIo);
        const auto copies = parseLabArgs({QStringLiteral("--experiment=copy-tools"), QStringLiteral("--files=50"),
            QStringLiteral("--file-sizes=8k-64k"), QStringLiteral("--tree=/src"), QStringLiteral("d")});
        QVERIFY2(copies, copies ? "" : qPrintable(copies.error().reason));
        QCOMPARE(copies->settings.copyFiles, 50);
        QCOMPARE(copies->settings.copyMinBytes, std::uint64_t(8192));
        QCOMPARE(copies->settings.copyMaxBytes, std::uint64_t(65536));
        QCOMPARE(copies->settings.copySource, QStringLiteral("/src"));
        // Snapshots: its preset spreads the overwrites over the file and defragments; --quick is 64 MiB.
        const auto snapshots
            = parseLabArgs({QStringLiteral("--experiment=snapshots"), QStringLiteral("--quick"), QStringLiteral("d")});
        QVERIFY2(snapshots, snapshots ? "" : qPrintable(snapshots.error().reason));
        QCOMPARE(snapshots->settings, LabSettings::quickSnapshots());
        QVERIFY(snapshots->settings.spread && snapshots->settings.withDefrag());
        QCOMPARE(labSteps(snapshots->settings).size(), std::size_t(7));

        const auto reason = [](const QStringList& args) {
            const auto a = parseLabArgs(args);
            return a ? QString() : a.error().reason;
        };
        const QString d = QStringLiteral("d");
        QCOMPARE(reason({QStringLiteral("--experiment=snow"), d}),
            QStringLiteral("--experiment is cow, parallel-writers, discard, copy-tools or snapshots, not 'snow'"));
        QCOMPARE(reason({QStringLiteral("--size=huge"), d}),
            QStringLiteral("--size needs a size such as 4k, 64M or 1G, not 'huge'"));
        QCOMPARE(reason({QStringLiteral("--repeat=-1"), d}), QStringLiteral("--repeat needs a whole number, not '-1'"));
        QCOMPARE(reason({QStringLiteral("--writers=x"), d}), QStringLiteral("--writers needs a whole number, not 'x'"));
        QCOMPARE(reason({QStringLiteral("--experiment=copy-tools"), QStringLiteral("--files=many"), d}),
            QStringLiteral("--files needs a whole number, not 'many'"));
        QCOMPARE(reason({QStringLiteral("--file-sizes=4k"), d}),
            QStringLiteral("--file-sizes needs two sizes such as 4k-1M, not '4k'"));
        QCOMPARE(reason({}), QStringLiteral("give the directories to run in, or --images (see fragscope lab --help)"));
        QCOMPARE(reason({QStringLiteral("--images=xfs"), d}),
            QStringLiteral("give the directories to run in, or --images (see fragscope lab --help)"));
        // The numbers must make an experiment: LabSettings::check's reason.
        LabSettings oddWrites;
        oddWrites.writeBytes = 1000;
        QCOMPARE(reason({QStringLiteral("--bs=1000"), d}), messageOf(oddWrites.check()));
        QVERIFY(reason({QStringLiteral("--disk=rpm=fast"), d}).startsWith(QLatin1String("--disk: ")));

        QString help;
        const auto h = parseLabArgs({QStringLiteral("--help")}, &help);
        QVERIFY(h && h->help);
        QVERIFY(help.contains(QLatin1String("--experiment")));
    }

    // import: one result file, bench's output options, fragscope's JSON unless told.
    // calibrate: the current folder, quick, text and saved by default; each option; the usage errors.
    void calibrateArguments()
    {
        auto a = parseCalibrateArgs({});
        QVERIFY(a);
        QCOMPARE(a->path, QStringLiteral("."));
        QVERIFY(!a->thorough && !a->json && a->save && !a->help);
        a = parseCalibrateArgs({QStringLiteral("--thorough"), QStringLiteral("--format=json"),
            QStringLiteral("--no-save"), QStringLiteral("/dev/sda")});
        QVERIFY2(a, qPrintable(a ? QString() : a.error().reason));
        QCOMPARE(a->path, QStringLiteral("/dev/sda"));
        QVERIFY(a->thorough && a->json && !a->save);
        QCOMPARE(parseCalibrateArgs({QStringLiteral("--format=xml")}).error().reason,
            QStringLiteral("--format is text or json, not 'xml'"));
        QCOMPARE(parseCalibrateArgs({QStringLiteral("a"), QStringLiteral("b")}).error().reason,
            QStringLiteral("one DEVICE, MOUNT or FILE, not 2"));
        QCOMPARE(parseCalibrateArgs({QStringLiteral("--thorugh")}).error().reason,
            QStringLiteral("Unknown option 'thorugh'. Did you mean --thorough?"));
        QString help;
        a = parseCalibrateArgs({QStringLiteral("-h")}, &help);
        QVERIFY(a && a->help);
        QVERIFY2(
            help.startsWith(QLatin1String("Usage: fragscope calibrate ")) && help.contains(QLatin1String("--no-save")),
            qPrintable(help));
    }

    // Every option bench's help lists is one of its own, never passed to fio as a job option.
    void benchHelpListsItsOwnOptions()
    {
        const QList<QCommandLineOption> options = benchOptions();
        QVERIFY(options.size() > 10);
        for (const QCommandLineOption& o : options) {
            const QString name = o.names().constLast();
            QStringList args{QStringLiteral("--") + name};
            if (!o.valueName().isEmpty())
                args << (name == QLatin1String("engine")         ? QStringLiteral("fio")
                        : name == QLatin1String("cache")         ? QStringLiteral("direct")
                        : name == QLatin1String("output-format") ? QStringLiteral("json")
                        : name == QLatin1String("host")          ? QStringLiteral("h1")
                                                                 : QStringLiteral("3"));
            const auto a = parseBenchArgs(args);
            QVERIFY2(a, qPrintable(name + (a ? QString() : QStringLiteral(": ") + a.error().reason)));
            QVERIFY2(a->fioOptions.empty(), qPrintable(name + QStringLiteral(" was taken for a fio option")));
        }
    }

    // lab: the experiment's own sizes unless an option is given; --quick its small ones.
    void labKeepsTheExperimentsDefaults()
    {
        const auto discard
            = parseLabArgs({QStringLiteral("--experiment=discard"), QStringLiteral("a"), QStringLiteral("b")});
        QVERIFY2(discard, qPrintable(discard ? QString() : discard.error().reason));
        QCOMPARE(discard->settings.benchRepetitions, LabSettings::discard().benchRepetitions);
        QCOMPARE(discard->settings.benchSeconds, LabSettings::discard().benchSeconds);
        const auto quick = parseLabArgs({QStringLiteral("--experiment=discard"), QStringLiteral("--quick"),
            QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(quick->settings.benchRepetitions, LabSettings::quickDiscard().benchRepetitions);
        QCOMPARE(quick->settings.fileBytes, LabSettings::quickDiscard().fileBytes);
        const auto given = parseLabArgs({QStringLiteral("--experiment=discard"), QStringLiteral("--repeat=7"),
            QStringLiteral("--seconds=4"), QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(given->settings.benchRepetitions, 7);
        QCOMPARE(given->settings.benchSeconds, 4);
        QCOMPARE(given->settings.readRepetitions, 0);
        const auto writers = parseLabArgs({QStringLiteral("--experiment=parallel-writers"), QStringLiteral("a")});
        QCOMPARE(writers->settings.writers, LabSettings::paper().writers);
        QCOMPARE(writers->settings.fileBytes, LabSettings::paper().fileBytes);
        const auto disk = parseLabArgs({QStringLiteral("--disk=laptop-5400,cache=16"), QStringLiteral("a")});
        QCOMPARE(disk->disk.value_or(QString()), QStringLiteral("laptop-5400,cache=16"));
        QVERIFY(parseLabArgs({QStringLiteral("--disk=rpm=fast"), QStringLiteral("a")})
                    .error()
                    .reason.startsWith(QLatin1String("--disk: ")));
    }

    void importArguments()
    {
        const auto one = parseImportArgs({QStringLiteral("r.json")});
        QVERIFY2(one, one ? "" : qPrintable(one.error().reason));
        QCOMPARE(one->positional, QStringList{QStringLiteral("r.json")});
        QCOMPARE(one->format, QStringLiteral("fragscope-json"));
        const auto all = parseImportArgs(
            {QStringLiteral("--output-format=json"), QStringLiteral("--output=o.json"), QStringLiteral("fio.txt")});
        QVERIFY2(all, all ? "" : qPrintable(all.error().reason));
        QCOMPARE(all->format, QStringLiteral("json"));
        QCOMPARE(all->output, QStringLiteral("o.json"));
        const QString one_file = QStringLiteral("give one result file (see fragscope import --help)");
        QCOMPARE(parseImportArgs({}).error().reason, one_file);
        QCOMPARE(parseImportArgs({QStringLiteral("a"), QStringLiteral("b")}).error().reason, one_file);
        // bench's options are refused by name, not ignored.
        for (const QString& option :
            {QStringLiteral("--bs=4k"), QStringLiteral("--repeat=3"), QStringLiteral("--engine")})
            QCOMPARE(parseImportArgs({option, QStringLiteral("r")}).error().reason,
                QStringLiteral("%1 is not an option of import, which takes --output-format and --output")
                    .arg(option.section(u'=', 0, 0)));
        const auto help = parseImportArgs({QStringLiteral("--help")});
        QVERIFY(help && help->help);
    }
};

QTEST_GUILESS_MAIN(TestCliParse)
#include "tst_cliparse.moc"
