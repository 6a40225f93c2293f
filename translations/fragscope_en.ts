<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ApngWriter</name>
    <message>
        <source>a frame of another size, or one too many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 frames were made</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchCli</name>
    <message>
        <source>--%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2, not &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cache is fadvise, drop_caches or direct, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--preset needs the directory to run in, e.g. fragscope bench --preset %1 /mnt/test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job file or directory given (see fragscope bench --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: neither a job file nor a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: removed %1, left behind by an earlier run that ended abnormally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give one result file (see fragscope import --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--engine is fragscope or fio, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--host is HOST or HOST:PORT (a machine running fio --server), not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope bench: --repeat is our engine&apos;s; fio runs the jobs once (loops= in a job repeats its I/O inside one result)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--output-format is normal, json, json+, terse (fio&apos;s), fragscope-json or diskmark, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs I/O jobs with fio&apos;s option names and meanings: a job file, a preset, or fio&apos;s options on the command line (several --name= start several jobs, as in fio; any --OPTION not below is fio&apos;s, its dashes fio&apos;s underscores). Write jobs write only files fragscope creates in DIR (fragscope-bench.*), and remove them afterwards, also after Ctrl+C. loops= in a job repeats its I/O inside one result, as fio; --repeat measures each run on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fio job file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the jobs&apos; files go (a preset&apos;s or the command line&apos;s jobs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the jobs (our engine) or the cold read N times, each measured on its own (default: 1; a cold read 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of CMD started at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to print, with fio&apos;s meanings: normal, json (fio&apos;s schema), json+ (with the latency bins), terse (fio&apos;s semicolon line, version 3); fragscope-json, the whole result with its time series; diskmark, the text layout of CrystalDiskMark and KDiskMark (medians over the repetitions), which import reads back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the jobs on fragscope&apos;s engine or through the installed fio, which also takes the options only fio implements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job file that ships with fragscope (--list-presets lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the presets, a name and title a line, and stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the jobs through fio&apos;s client on a machine running fio --server (port 8765 by default); repeat for several machines at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the files the jobs made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the job file that would run (fio&apos;s syntax), and stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the result to FILE (whole, or not at all) instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cold sequential read of FILE in 1 MiB requests, as dd bs=1M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the cold read empties the page cache first (default: drop_caches as root, else fadvise; direct reads with O_DIRECT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run CMD with /bin/sh and measure what it reads and writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder CMD runs in (default: the current one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to print: fragscope-json, the whole result; json (fio&apos;s schema), json+, terse, normal or diskmark, as for bench.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is not an option of import, which takes --output-format and --output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads a result made elsewhere and prints it as fragscope&apos;s JSON (or in fio&apos;s schema): fio JSON (3.x), fio&apos;s text output (2.x &quot;read : io=...&quot; and 3.x &quot;read: IOPS=...&quot; forms), fio&apos;s terse lines (version 3), bonnie++ CSV rows (format 1.96, 1.97, 1.98) or its whole output, CrystalDiskMark&apos;s and KDiskMark&apos;s text results, or a result fragscope saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result to read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchContext</name>
    <message>
        <source>I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct (O_DIRECT: past the page cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buffered (through the page cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>direct and buffered jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scheduler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mount options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files against memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of files, %2 % of the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragscope&apos;s own %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU governor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported (no cpufreq)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, %n online</source>
        <translation>
            <numerusform>%1, %n online</numerusform>
            <numerusform>%1, %n online</numerusform>
        </translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cache emptied by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the file system&apos;s device passes none down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; mounted with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n online</source>
        <translation>
            <numerusform>%n online</numerusform>
            <numerusform>%n online</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 → %3 °C, at most %4 °C</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchJson</name>
    <message>
        <source>fio JSON without jobs[]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither fio JSON nor a fragscope result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a run names job %1, which the file does not list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchRunner</name>
    <message>
        <source>%1: O_DIRECT refused the request (EINVAL): with direct=1, bs (%2) and the offsets must be multiples of the device&apos;s logical block size (usually 512 or 4096 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file system does not support O_DIRECT (direct=1); tmpfs, for one, has none. Run with direct=0, or choose a directory on a disk file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of memory for I/O buffers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file ended before the %2 the job reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a block device; fragscope benchmarks files, never devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exists and was not made by this run; a write job writes only files fragscope creates. Leave filename= empty to let it make its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file is %2, smaller than one block of bs=%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the job reads %2 but the file holds only %3 bytes; it is not fragscope&apos;s to extend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not enough room for the benchmark files: they need %2 MiB, %3 MiB are free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 % of the %2 MiB read by buffered jobs came from the device; the rest came from the page cache, faster than any disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n jobs</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, repetition %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetition %1: %2 of %3 pages stayed in the page cache after %4 (mapped by another process?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: needs size= (it has no end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/dev/null: nothing to read; use /dev/zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1: no verify header of this job&apos;s kind (never written with verify=, or overwritten)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1: the data written for offset %2 (a misplaced write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1: an older write&apos;s data (a lost write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1: the checksum does not match the data (corrupted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1: byte %2 is 0x%3, the pattern has 0x%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1: the file ends before the data written there</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n check(s) of the data failed verification (verify=%2); the first: %3</source>
        <translation>
            <numerusform>%1: %n check of the data failed verification (verify=%2); the first: %3</numerusform>
            <numerusform>%1: %n checks of the data failed verification (verify=%2); the first: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: latency %2 us over latency_target=%3 us at queue depth 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 at offset %3 failed: %4 (continue_on_error: the job went on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memory policy (default, local, prefer:NODE, bind:NODES, interleave:NODES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2 names NUMA node %3, which this machine does not have (its nodes: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: cannot run on the CPUs of NUMA nodes %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: cannot set the memory policy %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set the I/O priority (prioclass=%1, prio=%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate_min=%1/s not met: %2 B/s of %3 over the last %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate_iops_min=%1 not met: %2 IOPS of %3 over the last %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BenchText</name>
    <message>
        <source>worst latency: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: median %2 (min %3, max %4, mean %5, stddev %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>command: %1 (%n instance(s); bytes that reached the storage layer)
</source>
        <translation>
            <numerusform>command: %1 (%n instance; bytes that reached the storage layer)
</numerusform>
            <numerusform>command: %1 (%n instances; bytes that reached the storage layer)
</numerusform>
        </translation>
    </message>
    <message>
        <source>repetition %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu: usr=%1 %, sys=%2 %, syncs=%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>over %n repetitions</source>
        <translation>
            <numerusform>over %n repetition</numerusform>
            <numerusform>over %n repetitions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group %1 (jobs that ran at the same time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: the figures above are partial.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>on %n host(s) through fio&apos;s client/server; the jobs below are their sum</source>
        <translation>
            <numerusform>on %n host through fio&apos;s client/server; the jobs below are its result</numerusform>
            <numerusform>on %n hosts through fio&apos;s client/server; the jobs below are their sum</numerusform>
        </translation>
    </message>
    <message>
        <source>host %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify: %1 MiB read back and checked, %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk %1: %2 % busy, %3 reads, %4 writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency target %1 us (%2 % of I/Os): queue depth %3 keeps to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cmdprio: %1 requests with priority class %2, level %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors gone on after (continue_on_error): %1, the first %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean latency: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cpu: %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>To doubt (%n):
</source>
        <translation>
            <numerusform>To doubt (%n):
</numerusform>
            <numerusform>To doubt (%n):
</numerusform>
        </translation>
    </message>
    <message>
        <source>temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady state reached after %1 s (ss=%2), stopped there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady state not reached in %1 s (ss=%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BtrfsChunks</name>
    <message>
        <source>device %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only root may read btrfs&apos;s chunk tree</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BtrfsFile</name>
    <message>
        <source>reading btrfs extent items needs root (CAP_SYS_ADMIN): the kernel shows the file system&apos;s trees to the administrator only</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n btrfs extent item(s) too short to read</source>
        <translation>
            <numerusform>%n btrfs extent item too short to read</numerusform>
            <numerusform>%n btrfs extent items too short to read</numerusform>
        </translation>
    </message>
    <message>
        <source>not a name a subvolume can have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on btrfs: only btrfs has subvolumes and snapshots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CacheDrop</name>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write /proc/sys/vm/drop_caches (root only): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit its file system: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Calibrate</name>
    <message>
        <source>%1 reads its image %2 without direct I/O, through the page cache: the figures may be the cache&apos;s, not the disk&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is on %1 (%2), which is no block device: there is no disk to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the %2 devices under %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk holding %1, the image of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>through %1, which reads its image %2 with direct I/O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds %1, too little to measure (at least %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open it to read: %1 (measuring a disk needs root or a udisks2 authorisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open it to read with direct I/O: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading %1 at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access time against distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7,200 rpm preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5,400 rpm laptop preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SATA SSD preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe SSD preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no block device found under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says it rotates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 says it does not rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such disk: name a preset (%1) or a profile file `fragscope calibrate --format json` wrote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no block device found under it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opened through udisks2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 read at depth %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads its image %2, of which only %3 of %4 is written: reads of the rest never reach the disk, and the figures are faster than it (write the image whole first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 read got no answer in %2 s: the device may be hung (or throttled to nothing); calibration stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> after a pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained reads of %1: %2 a second, fewer than of %3 (%4): left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained reads of %1: %2 then %3 a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained rates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests of %1%2: %3 ms, then %4 ms: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reader&apos;s CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measuring the reader&apos;s CPU, %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs does not name its device %1 (a device that is missing?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device %1 of %2 of the btrfs at %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>btrfs on %n devices, each read on its own profile</source>
        <translation>
            <numerusform>btrfs on %n device, read on its own profile</numerusform>
            <numerusform>btrfs on %n devices, each read on its own profile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>btrfs on %n devices, of them measured: %1</source>
        <translation>
            <numerusform>btrfs on %n device, measured: %1</numerusform>
            <numerusform>btrfs on %n devices, of them measured: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents (offsets and lengths in %1-byte blocks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular files to map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush the file&apos;s dirty data first (FIEMAP_FLAG_SYNC), so delayed allocations show where they land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map the extended-attribute fork instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents per FIEMAP call (for measurements).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: %1: warning: the file kept changing while it was read; the map may mix old and new layouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: -v is not an option here (filefrag and e4defrag take it for verbose); the version is --version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: &apos;%1&apos; is neither a subcommand nor a file (see fragscope --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: &apos;%1&apos; is neither a subcommand nor a file. Did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: --image draws one FILE, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: --size is WIDTHxHEIGHT in pixels (100 to 20000), not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: %1: --image writes .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: %1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: drawing %1 did not finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the map and layout plot of FILE, as the window shows them, into OUT (.png, .svg or .pdf) without a display, instead of printing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print a file&apos;s extents and fragmentation figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run I/O benchmark jobs (fio&apos;s job files and option names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read a result of fio, bonnie++, CrystalDiskMark or KDiskMark and print it as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defragment files or a tree in place, safely, and verify their content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare two snapshots of a file&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survey every file of a tree or file system: fragments, score, free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: fragscope [WINDOW OPTIONS] [FILE...]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragscope shows where a file&apos;s data lives on disk, read with the FIEMAP ioctl.
Without a subcommand it opens its window, with the FILEs given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:
  -h, --help   show this help; `fragscope map --help` for the subcommand
  --version    show the version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use text, json or filefrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch needs a positive number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no FILE given (see fragscope map --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lab&apos;s experiments: copy-on-write against in place, parallel writers, discard, copy tools, snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests: read-ahead %1, at most %2 a request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential (zone curve)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access time (a 4 KiB read that far from the one before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request continuing the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure for about a minute instead of about 10 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the profile but do not keep it for the cost of layouts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format is text or json, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one DEVICE, MOUNT or FILE, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1: %2, %3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1/%2.json: the read times of files on %3 use it from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measure a disk, reading only, for the time a layout costs to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add what reading the file cold takes on its disk (as measured by fragscope calibrate, else a preset), in one piece, and the time lost to fragmentation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), %3, %4, measured in %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says it rotates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>says it does not rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 as --disk gives it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streaming as read-ahead does (%1 requests, two windows in flight): %2 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same after a pause of 0.1 ms (a file&apos;s first read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random %1 reads against queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsteady: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained, after any burst (8 in flight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reader&apos;s CPU (a warm read): %1 a file, %2 a read call, %3 a MiB copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each file system&apos;s fragmentation and time lost as Prometheus metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, or json (a calibration document: its profiles, each what --disk FILE takes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measures the disk under the path by reading it, never writing: the sequential rate across the disk, access time against distance, the cost of a request, the gain of a queue and the rates it sustains after any burst (a disk that caps its reads, as cloud volumes do); and what a program reading files costs the CPU, by reading the disk&apos;s first 64 MiB again from the page cache. The profile is saved per disk and used from then on for every read time fragscope predicts there. A btrfs on several devices has each of them measured in turn, and a read there is priced on each device&apos;s own. Reading a disk&apos;s device needs root, or udisks2 to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk to measure: a block device, or the one under a mount point or file. Default: the current folder&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when every file was mapped, 1 when any failed (the others are still printed), 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when every job ran, 1 when one failed or was cancelled, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when the result was read and written, 1 when it could not be read or written, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when every file was done (or needed nothing), 1 when any was refused or failed, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when both were read and compared, 1 when one could not be read, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when the scan completed (skipped files are listed, not failures), 1 when a PATH could not be scanned or the scan was interrupted, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when every device was measured (and saved), 1 when one could not be opened, measured or saved, or the run was interrupted, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when every file system was surveyed or skipped for another survey, 1 when a PATH or a file system could not be read, the file not written, or the run interrupted, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COMMON: [--quick] [--repeat N] [--disk DISK] [--json] [--text] [--report FILE.html] [--keep]
WHERE: DIR... (discard, copy-tools: A B; snapshots: one DIR on btrfs), or --images TYPE[,TYPE] [--image-dir DIR]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 when every target ran, 1 when one failed or the run was interrupted, 2 on a usage error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the on-disk extents of each FILE and its fragmentation figures: as text, as JSON (every extent, the file system and the figures) or as the lines `filefrag -v` prints; or draw its map as the window does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, json (every extent, the file system and the figures), or filefrag (what `filefrag -v` prints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The picture&apos;s size for --image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is named with --disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk to work the read times out on, instead of the one under the path (its profile from fragscope calibrate, else a preset by its rotational flag): a preset (%1); a profile file fragscope calibrate --format json wrote; or a preset with these figures changed, e.g. laptop-5400,cache=16 or rpm=5400,average=12,full=25,outer=100,inner=50 (seek times track, average, full in ms; media rates outer, inner in MB/s; the drive&apos;s cache in MiB, its segments, readahead in KiB, command overhead in ms, interface in MB/s; an SSD&apos;s latency in ms; capacity in GB; ssd=1 for a solid-state disk).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--disk needs a preset, a profile file or figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--cost and --disk print in the text and json formats, not filefrag&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandJob</name>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start /bin/sh: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) running</source>
        <translation>
            <numerusform>%n instance running</numerusform>
            <numerusform>%n instances running</numerusform>
        </translation>
    </message>
    <message>
        <source>an instance exited with status %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Defrag</name>
    <message>
        <source>the file system is mounted read-only: nothing can be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no permission to write the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file system filled up part-way; the file is whole (moved %1 of %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is in use as swap space: the kernel will not let it be moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is busy (being changed); moved %1 of %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel says the file may not change (immutable or append-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed after %2 of %3 bytes: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is immutable (chattr +i): it must not change, so it is not moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is append-only (chattr +a): its blocks must not be rewritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file uses ext3-style indirect blocks, which ext4&apos;s MOVE_EXT cannot move; convert it (chattr +e) or use --method copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file journals its data (chattr +j): ext4 refuses to move such files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is encrypted: ext4 refuses to move encrypted files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file uses DAX: ext4 refuses online defrag with DAX</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file changed during defrag (another program wrote it); nothing was lost, but the layout shown is of the changed file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the content read back differs from before although the file&apos;s size and mtime did not change (digest %1, was %2): check the disk and the file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fragments before, %2 after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make a temporary donor file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocating the donor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no improvement possible: free space is fragmented (the best new place has %1 fragments, the file has %2); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled after %1 of %2 bytes; the file is whole (each move is atomic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file kept changing (another program is writing it); stopped after %1 of %2 bytes, the file is whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel moved nothing at block %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel refuses online defrag here (bigalloc, DAX, data=journal or encryption)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled while copying; the file was not touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading for the copy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has %1 hard links: a copy would split them apart; not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file shares extents with others (reflinks or snapshots): a copy would unshare them; not done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program has the file open for writing; not copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot take a read lease on the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy read back differs from the file; nothing was exchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program opened the file for writing at the last moment; the original was put back, nothing lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no in-place defrag engine for %1 (there are for ext4, XFS and btrfs); --method copy writes a new copy and exchanges it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 engine cannot work on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file system is mounted with data=journal: ext4 refuses online defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already in one piece; nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading for the copy: O_DIRECT refused the request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough free space for a second copy of the file&apos;s blocks (%1); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s): %1 defragmented, %2 left as they were, %3 refused or failed</source>
        <translation>
            <numerusform>%n file: %1 defragmented, %2 left as they were, %3 refused or failed</numerusform>
            <numerusform>%n files: %1 defragmented, %2 left as they were, %3 refused or failed</numerusform>
        </translation>
    </message>
    <message>
        <source>the file system has %1 free, the file needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the largest free extent (%1) could hold the whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the largest free extent is %1, so this %2 file can at best become %n piece(s)</source>
        <translation>
            <numerusform>the largest free extent is %1, so this %2 file can at best become %n piece</numerusform>
            <numerusform>the largest free extent is %1, so this %2 file can at best become %n pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; a new copy: the inode number and ctime changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fragments before, %2 after (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>an outcome; what the free space allows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled after %1 of %2 bytes; the file is whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragmenting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file changed since its place was planned (another program wrote it); it was left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the group&apos;s donor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough free space for the group&apos;s donor (%1); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot allocate the group&apos;s donor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free space is in pieces too small to hold the files whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2 is not a regular file</source>
        <comment>an order list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing files together works on ext4 only (its MOVE_EXT takes a donor offset), and on one file system at a time: each file was defragmented on its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty; nothing to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled before it was moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would go first in group %1 (%2 fragments now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would go right after %1 (%2 fragments now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files (%1) were laid down in %2 groups, in order, over the narrowest stretch of the disk the free space gave: %3 (the largest free extent is %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placed %1 at a time: %2 chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file got shorter while it was copied (another program changed it); nothing was exchanged and nothing lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading for the copy: %1; the file was not touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the copy: %1; the file was not touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the copy to disk: %1; nothing was exchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naming the copy: %1; nothing was exchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be removed (%2): remove it by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>an outcome; a file left behind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchanging the names: %1; the file was not touched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program opened the file for writing at the last moment, and putting the original back failed (%1): the original, with what the program writes, is now %2, and the file&apos;s name holds the copy made before; nothing was removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading it back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the moved data to disk: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mapping it after defrag: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would defragment the file; the free space cannot be mapped here, so the new layout is up to the allocator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would go from %1 fragments to at best %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mapping the donor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the file&apos;s dirty pages first: %1; nothing was moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading ahead of the moves: %1; nothing was moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the free space: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files need %1, and %2 must stay free for other programs, but only %3 is free now; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot allocate the group&apos;s donor: %1; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot map the group&apos;s donor: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot give back what the donor does not need: %1; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit what the donor gave back: %1; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free-space map cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O_DIRECT copy: %1; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the copy: %1; nothing was swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing the copy to disk: %1; nothing was swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; nothing was swapped, the file is as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defragmenting would copy %1 now shared with other files or snapshots: %2 more space needed, %3 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; left as it is without --unshare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; run again with --unshare to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already one run on disk (FIEMAP lists %1 records: compressed extents of at most 128 KiB each, stored one after the other); nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link (to %1): give the file it points to; the link was not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link: give the file it points to; the link was not followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner and mode (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setuid or setgid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extended attributes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the copy has it, the file not)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute flags (chattr)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy could not be given the file&apos;s %1; nothing was exchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a copy could not be given the file&apos;s %1; not copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is a running program or swap space: the kernel will not let it be opened for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was replaced while its layout was read (another program renamed a file over it); nothing was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capabilities (security.capability)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what a copy lacks: why</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is in use as swap space (swapon): the kernel will not let it be moved; swapoff it first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the free space (%1): refused rather than risk filling the file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it needs %1 for a moment, and of the %2 free to other programs %3 stays theirs (--keep-free); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes %1 for a moment and leaves at least %2 of the %3 free to other programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>an outcome; the room it takes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a dry run allocates nothing; the run will reserve up to %1 for a moment and always leave at least %2 of the %3 free to other programs (--keep-free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved up to %1 at a time, always leaving at least %2 of the %3 free to other programs (--keep-free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program wrote the file while it was copied; nothing was exchanged and nothing lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not what was put there (another program put a file there): left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program put a new file in the file&apos;s place during the copy, and putting it back failed (%1): it is now %2, and the file&apos;s name holds the copy made before; nothing was removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program put a new file in the file&apos;s place during the copy; it was left there, nothing lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 left by a run that was killed: kept, as a program has it open or no other file here holds the same bytes (remove it once you have looked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it needs %1 for a moment, and only %2 is free; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program was writing the file: its content changed during defrag before its mtime did; nothing was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XFS refused to swap the extents: the temporary file&apos;s inode is laid out unlike the file&apos;s, or (with quotas on) has another owner or project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in ranges of %1 (the room above --keep-free; the whole file needs %2 at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs decides in the kernel%1; at best %2 fragments (now %3); %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the room above --keep-free ran out after %1 of %2 bytes; the file is whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 %3</source>
        <comment>an outcome; how many ranges; of what size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mapping the file between passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; the file is whole (%3 pieces moved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading the free space between pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making room for a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mapping the room for a piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>committing the blocks a piece freed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in pieces of at most %1 (the room above --keep-free; the whole file needs %2 at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no improvement possible %1: the free space above it is in pieces no larger than the file&apos;s; nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the room above --keep-free ran out with %2 left as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (XFS swaps a whole file at once: it needs room for all of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program %1 during the copy; nothing was exchanged and nothing lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no permission to write its folder, where the copy is made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program holds a lease on the file (as Samba does for its clients): opening it for writing would break it; nothing was done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>renamed or deleted it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put another file in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed it (its attributes, its names, or opened it for writing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program %1 during defrag; the data moved is whole wherever the file is now, and nothing was lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program %1 during defrag; nothing was swapped and nothing lost; run again to retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>committing a range and reading the free space after %1 of %2 bytes: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another program holds a lease on the file (as Samba does for its clients): opening it for writing asks it to give the lease up; nothing was moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the room above --keep-free was gone before a piece could move (other programs took it); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would defragment %1: from %2 fragments, toward %3 (a piece a round); %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fragments before, %2 after (%3 were every round one piece): moved %4; %5 pieces moved, the largest %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DefragCli</name>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what would happen and the fragments to expect; change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the content digests (size and times are still compared).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the cold sequential read speed N times before and after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the results as JSON, with both snapshots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cold read (median of %1): %2 before, %3 after (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the comparison as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a JSON holds several files (map, defrag), the one to take (its path as written there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds one snapshot; give a second to compare it with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From A to B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ext4: lay the files down together, each contiguous and right after the one before, in --order: one donor a group of files large, each file&apos;s blocks moved into its own stretch of it (groups no larger than the largest free extent). Elsewhere each file is defragmented on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a directory: print the plan (the files worst first, with the disk model&apos;s gain, and those skipped with the reason) and stop. A directory&apos;s files are defragmented in the plan&apos;s order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree read before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tree read after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give a defrag result, or two snapshot files (see fragscope compare --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--method is auto, ext4, btrfs, xfs or copy, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--measure-read needs a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--measure-read reads each file on its own; it does not go with --together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--order goes with --together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no FILE given (see fragscope defrag --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--plan is for directories (a tree); give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs, XFS: go on although extents are shared with snapshots or reflinks: copies them, which takes their space (a dry run says how much). Without it such files are left as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs: compress what is rewritten with zlib, lzo or zstd (as btrfs filesystem defrag -c).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--target-extent needs a size from 4k to 4G, such as 256K or 32M, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--compress is zlib, lzo or zstd, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-gain needs seconds, such as 0.01, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-fragments needs a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the files whose read would get less than SECONDS faster on the disk (e.g. 0.01); they are listed with the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave out the files in fewer than N fragments (filefrag&apos;s count); they are listed with the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: left out: %2 (%3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read, %1 (model): %2 before, %3 after (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave at least SIZE (e.g. 2G) or PERCENT (e.g. 20%) of the free space to other programs whatever the run takes for a moment; a file that would need more is refused with the figures (default 10%, of what other programs may use when each file begins).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--keep-free needs a size such as 2G or a share from 0% to 90%, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare two snapshots of a file&apos;s layout, every figure with its change and the read time on its disk: the before and after of one `fragscope defrag --json` result (given alone), or two of: a snapshot the window saved, `fragscope map --format json`, one side of a defrag result (FILE.json#before, FILE.json#after).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A defrag result: its before and after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two snapshots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment each FILE (a directory: its files, worst first by a plan) in place, with the engine its file system has: ext4 (MOVE_EXT with a donor file), XFS (extent swap, as xfs_fsr) or btrfs (DEFRAG_RANGE); --method copy writes a new copy and exchanges it with the file (any file system). Before anything is written it says what the defrag buys: each file&apos;s read now and after on its disk, and the bytes to write. The content is digested before and after; a file another program changed meanwhile is reported as such.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine: auto (the file system&apos;s), ext4, xfs, btrfs, or copy (a new copy exchanged with the file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs: rewrite only extents smaller than SIZE (DEFRAG_RANGE&apos;s extent_thresh, as btrfs filesystem defrag -t).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --together: dir (as the directories list them), name, or a FILE listing the paths one a line in the order they are read (e.g. recorded with strace -e openat).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files, or directories (their files by a plan).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read times on: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DefragPreview</name>
    <message>
        <source>fewer fragments than the %1 asked (--min-fragments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gains less than the %1 asked (--min-gain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>read %1; stays in %n piece(s): the free space allows no fewer</source>
        <translation>
            <numerusform>read %1; stays in %n piece: the free space allows no fewer</numerusform>
            <numerusform>read %1; stays in %n pieces: the free space allows no fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %n piece(s)</source>
        <translation>
            <numerusform>%1 → %n piece</numerusform>
            <numerusform>%1 → %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %n piece(s) at best (the free extents are not known)</source>
        <translation>
            <numerusform>%1 → %n piece at best (the free extents are not known)</numerusform>
            <numerusform>%1 → %n pieces at best (the free extents are not known)</numerusform>
        </translation>
    </message>
    <message>
        <source>read %1 → %2 (gains %3), %4, writes %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1 of them can become fewer pieces, writing %2 (a new copy needs %3 free at a time); on this disk (%4) reading them takes %5 now and %6 after: %7 gained (%8)</source>
        <translation>
            <numerusform>%n file, %1 of them can become fewer pieces, writing %2 (a new copy needs %3 free at a time); on this disk (%4) reading it takes %5 now and %6 after: %7 gained (%8)</numerusform>
            <numerusform>%n files, %1 of them can become fewer pieces, writing %2 (a new copy needs %3 free at a time); on this disk (%4) reading them takes %5 now and %6 after: %7 gained (%8)</numerusform>
        </translation>
    </message>
    <message>
        <source>The gain is below 1 % of the read time (%1 of %2): defragmenting would not pay for its writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read after: measured %1, model %2 (%3%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), none of which the free space lets become fewer pieces: nothing would be written</source>
        <translation>
            <numerusform>%n file, which the free space does not let become fewer pieces: nothing would be written</numerusform>
            <numerusform>%n files, none of which the free space lets become fewer pieces: nothing would be written</numerusform>
        </translation>
    </message>
    <message>
        <source>read %1; already in one piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>read %1; no whole new copy of its %n piece(s) fits in the free space at once</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoFiles</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename into place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file system cannot preallocate space, so the demo cannot make a fragmented file here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot allocate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the demo directory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceProfile</name>
    <message>
        <source>a profile needs sequential rates, request costs and access times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequential: a rate must be above 0 at a position from 0 to 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the device&apos;s size is 0 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured %1, thorough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a fragscope disk profile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format_version %1 is not one this version reads (1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder for disk profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>streaming_bytes_per_second: below 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queue_depth: a depth below 1, reads of 0 bytes or no reads per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a request of 0 bytes or one taking no time or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 bytes measured twice, or the sizes out of order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access: an access taking no time or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained: reads of 0 bytes or no reads per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained: %1 bytes measured twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sustained: reads of %1 bytes faster than reads of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: below 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a &quot;%1&quot; document</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>holds %n disk profiles (one a device); give one of the files calibrate saved in %1</source>
        <translation>
            <numerusform>holds %n disk profile (one a device); give one of the files calibrate saved in %1</numerusform>
            <numerusform>holds %n disk profiles (one a device); give one of the files calibrate saved in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskLayout</name>
    <message>
        <source>FIEMAP gives compressed extents&apos; plain lengths; their lengths on disk are guessed from where the next one starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiskPreset</name>
    <message>
        <source>7,200 rpm 3.5&quot; desktop drive, 3 TB, 64 MB cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5,400 rpm 2.5&quot; laptop drive, 1 TB, 8 MB cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe SSD (PCIe 3.0 x4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExtentFlag</name>
    <message>
        <source>the last extent of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>location not known yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delayed allocation: data still in the page cache, no blocks yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressed or otherwise encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data are encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not aligned to the block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data stored inside the metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several files&apos; tails packed in one block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocated but never written (reads as zeros)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged from block-mapped records by the file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared with another file or snapshot (reflink, copy-on-write)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a little fragmented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>st_size of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes covered by extents, including unwritten ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extent records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records the FIEMAP ioctl returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideal extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest extents for this size: one per %1, as e4defrag counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest extents for this size: one, as e4defrag counts without the superblock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e4defrag score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(extents - ideal) * 100 / blocks, scaled as e4defrag -c: 0-30 no problem, 31-55 a little fragmented, 56 and up needs defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapped bytes / extent records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contiguity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seek distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges of the file with no blocks: they read as zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes in extents shared with other files or snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unwritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocated but never written: preallocated space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data kept inside the file system&apos;s metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compressed or otherwise encoded extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delayed allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written to the page cache but not yet given blocks; map with Sync to see where they go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>statfs magic 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount and file-system options from mountinfo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes (HDD: seeks cost time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file behind this loop device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image lives on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the image&apos;s own blocks are: the real seeks happen there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the file system&apos;s own extent records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated: FIEMAP gives a compressed extent&apos;s plain length, not its length on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From FIEMAP&apos;s records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragments (filefrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filefrag&apos;s count of FIEMAP&apos;s records: a fragment starts where an extent does not continue the previous one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces that are contiguous both in the file and on disk. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the mapped bytes in the largest physical runs (as many as the ideal count). %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the jumps on disk when the file is read from start to end. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extents the file uses, each once, as stored and decompressed (compsize&apos;s Disk Usage and Uncompressed). %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <comment>bytes on disk, their share, the bytes uncompressed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes in extents no other file or snapshot shares (btrfs filesystem du&apos;s Exclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIEMAP&apos;s physical addresses on btrfs are btrfs&apos;s logical addresses, not offsets on a device; its chunk tree maps them to the devices (and to each copy of RAID1 and DUP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>btrfs logical, on %n device(s): %1 (data %2)</source>
        <translation>
            <numerusform>btrfs logical, on %n device: %1 (data %2)</numerusform>
            <numerusform>btrfs logical, on %n devices: %1 (data %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more piece(s)</source>
        <translation>
            <numerusform>%1 and %n more piece</numerusform>
            <numerusform>%1 and %n more pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>copy %1: %2 at %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs logical (their place on the devices: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the whole file cold, in order, as the kernel issues it (read-ahead windows, request limits, the pieces as they lie on disk), on the disk below: a prediction of the cost model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile `fragscope calibrate` measured of this disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile measured for this disk: a preset stands for it. `fragscope calibrate` or Measure this disk… measures it, reading only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragmented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same extents laid end to end where the first one lies: what a defragmentation can reach. A compressed file keeps its compressed extents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The read time less the time defragmented: what the layout costs, and what a defragmentation wins back. None for a file in one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compressed extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n extent(s)</source>
        <translation>
            <numerusform>%1 for %n extent</numerusform>
            <numerusform>%1 for %n extents</numerusform>
        </translation>
    </message>
    <message>
        <source>What reading the data in its compressed extents costs beyond reading it in one piece: each is read whole, in a request of its own. Not fragmentation: btrfs compresses in extents of at most 128 KiB, so no defragmentation takes it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of it the reader&apos;s CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What opening the file and copying its bytes out of the page cache add to the read where the disk&apos;s time does not hide them, as calibrate measured them; the rest is the disk&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FiemapReader</name>
    <message>
        <source>is a directory; Fragscope maps regular files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a block device node, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a character device node, not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 file system does not report extents (FIEMAP is not supported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file system does not support the requested FIEMAP flags (sync or xattr)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied: cannot open the file for reading</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fill</name>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing written</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FioEngine</name>
    <message>
        <source>fio ended by a signal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio exited with status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio is not installed or cannot start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio --version did not answer within 5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not look like fio (its --version said &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; is a command job, which fio does not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the job file for fio: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>fio: %n job(s) reporting</source>
        <translation>
            <numerusform>fio: %n job reporting</numerusform>
            <numerusform>fio: %n jobs reporting</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer from fio&apos;s server on %1 within %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio said nothing for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>fio on %n host(s)</source>
        <translation>
            <numerusform>fio on %n host</numerusform>
            <numerusform>fio on %n hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>fio&apos;s report names none of the jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency log not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fio&apos;s latency logs count %2 completions where its report counts %3 I/Os</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: size=%2% of the free room is Fragscope&apos;s; fio takes a percentage of an existing file only: give bytes to run it through fio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: not a latency log line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no latency over time of %1: fio %2&apos;s client brings back servers&apos; latency histogram logs garbled, and a job that may run over %3 s and %4 I/Os is too long to log every I/O instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no latency over time of %1: logging every I/O could take up to %2 MiB a host in %3, which has %4 MiB free</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FreeSpace</name>
    <message>
        <source>%1 needs root (CAP_SYS_ADMIN): the kernel shows the file system&apos;s space map to the administrator only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file system has no GETFSMAP ioctl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading btrfs block groups</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>Open the demo files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window once every file is read, then quit (for documentation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the layout plot instead of the extent table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the benchmark page with this job file or preset and run it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory for the benchmark&apos;s files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a result into the benchmark session first (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lab page on these two directories (A,B) and run the quick experiment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lab page on throwaway file systems of these two types (e.g. btrfs,ext4) and run the quick experiment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the survey page on this folder and scan it, or on a saved survey (.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the defrag page with this file and defragment it (more than once: a queue, in that order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the benchmark through fio on this host running fio --server (repeatable; not saved).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark colours (Fusion style), whatever the desktop&apos;s theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the copy-on-write experiment as recorded on btrfs and ext4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Measure This Disk on the disk under this path and measure it (quick).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result tab to show (bytes: the rate by bytes written).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine for the benchmark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the defrag page on this folder&apos;s plan and run it (with --defrag-together: lay the files down together in the order --defrag-together gives).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --defrag-folder: lay the files down together in this order: as the directories list them, by name, or as a FILE lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --lab or --lab-images: which experiment (quick sizes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey view to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the defrag page on this folder&apos;s plan: each file&apos;s gain and what the whole would buy, nothing run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HddModel</name>
    <message>
        <source>the rotation speed must be above 0 rpm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seek times must be positive and in the order single track &lt;= average &lt;= full stroke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the transfer rates must be above 0 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the capacity must be above 0 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the access latency cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cache needs a size of 0 MiB or more in at least one segment, a read-ahead and a command overhead of 0 or more and an interface rate above 0 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rpm disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no disk &apos;%1&apos; (there are %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=NUMBER with a number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no disk figure &apos;%1&apos; (there are %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HddModelDialog</name>
    <message>
        <source>Rotation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-track seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full-stroke seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media rate, outer tracks (SSD: bandwidth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media rate, inner tracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-ahead after each media read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface rate (cache hits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access latency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>cannot read the %1 figures: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither fio 2 nor fio 3 %1 line: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the latency line: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the percentiles: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no fio job result found (a line like &quot;name: (groupid=0, jobs=1): err= 0: ...&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a bonnie++ CSV row: the first field is the format version 1.96, 1.97 or 1.98, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bonnie++ %1 row has %2 fields, %3 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too fast to measure (+++++): bonnie++ needs a larger file or more files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 latency: &apos;%2&apos; is not a time in us, ms or s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bonnie++ CSV row found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than 256 MiB: not a result file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 random seeks by %2 processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random seeks by several processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: writes a %1 file a byte at a time (putc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: writes a %1 file in blocks of %2 (write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: rewrites the %1 file: reads a block of %2, changes it, writes it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: reads the %1 file a byte at a time (getc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: reads the %1 file in blocks of %2 (read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: %1 in the %2 file, each reading a block of %3 and writing every tenth back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×1024 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: creates %1 in numeric order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: deletes %1 in numeric order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: creates %1 in random order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: stats %1 in random order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: deletes %1 in random order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bonnie++: stats %1 in numeric order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a line of fio&apos;s terse output version 3 (the first field is &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a terse line has %1 fields, at least %2 expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 (&apos;%2&apos;) is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1 (&apos;%2&apos;) is not a percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fio job (fio&apos;s terse output does not carry its options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terse line found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither CrystalDiskMark nor KDiskMark is named in the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a figure before [Read] or [Write]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mixed test&apos;s figure is not split into reads and writes: left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 %4, queue depth %5, %6 thread(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no test line found (like &quot;SEQ 1MiB (Q= 8, T= 1): ... MB/s&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IoQueue</name>
    <message>
        <source>libaio: io_setup failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>io_uring: setup failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown I/O engine</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobFile</name>
    <message>
        <source>option &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size (examples: 4k, 1m, 64KiB, 1g)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time (examples: 30, 500ms, 2m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several files in one job are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of read, write, rw, readwrite, randread, randwrite, randrw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1000 or 1024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a fio option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos; needs size= (or filename= of an existing file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: bs must be greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: bs (%2) is larger than size (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: time_based needs runtime=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a section header looks like [name]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comes before any [section]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment variables ($NAME) are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no job section: add one like [myjob] after [global]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too large for a job file (over 4 MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fio option that fragscope&apos;s engine does not implement; fio runs it as written (engine fio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: fragscope&apos;s engine does not implement %2; fio runs it (engine fio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; after &apos;:&apos; is not an offset modifier (examples: read:8k, read:-8k, randread:8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>different alignments for reads and writes are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only &apos;sequential&apos; (fio&apos;s default) is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of sync, psync, libaio, io_uring, null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: ss= needs ss_dur= (the window it is judged over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: wait_for=%2 names no job before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs sizes and percents, e.g. 4k/60:64k/40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most 64 block sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the percents add up to %1, more than 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a range of sizes like 4k-64k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>different distributions for reads and writes are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percent of accesses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percent of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs zones, e.g. zoned:60/10:40/90</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zones&apos; accesses add up to %1 %, not 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the zones&apos; sizes add up to %1 %, not 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of random, zipf, pareto, normal, zoned, zoned_abs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value, e.g. %1:1.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zipf&apos;s theta must be above 0 and not 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pareto&apos;s power must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal&apos;s deviation is a percent from 0 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the center &apos;%1&apos; is not between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most three values: reads, writes, trims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size (examples: 500k, 10m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of iops, iops_slope, bw, bw_slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a limit (examples: 2, 0.5%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a verify kind fragscope&apos;s engine has (md5, sha1, sha256, sha512, sha3-*, crc32c, crc32, xxhash, meta, pattern, null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pattern fragscope&apos;s engine reads (0xaa55..., &apos;text&apos;, a number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify=pattern needs verify_pattern=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify_interval=%2 leaves no room after the %3-byte verify header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: every block size must be a multiple of verify_interval=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a percentage offset is not supported; give bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percentile from 0 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: latency_target= needs latency_window=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: zonemode=zbd on a file needs zonesize=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: size (%2) is smaller than one zone (zonesize=%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a block size (examples: 4k, 1m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not size/percent or size/percent/class/level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is out of range in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs sizes and percents, e.g. 64k/100:1m/0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, read, write, io, verify, all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most three lists: reads, writes, verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an error name (ENOSPC) or number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: nrfiles with filename= (one file named for several) is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify with nrfiles is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: nrfiles needs size= or filesize=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range of file sizes is not supported; give one size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only roundrobin, sequential and random (with :N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number of I/Os</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of NUMA nodes (examples: 0, 0-1, 0,2, all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify=%2 is not a verify method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a percentage size is 1% to 100% (of the free room, for new files)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lab</name>
    <message>
        <source>not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the write size must be a positive multiple of 512 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file size must be a positive multiple of the write size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bytes written must be at least one write and at most the file size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the read repetitions cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give at least one directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written sequentially</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the random writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read it (before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read it (after the writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read it (after defrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written sequentially</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 random writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the experiment has ended and its files are gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a step of this experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a step was stopped while changing the file: write the file again first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs the step before it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has changed since (%1); write it again to repeat this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel writers, then defrag (the ext4 online defrag paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy-on-write against in place (the talk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the writers must be 1 to 64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file size must be a whole number of MiB, at least one for each writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write it with the parallel writers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Written by %n O_DIRECT writers at once</source>
        <translation>
            <numerusform>Written by %n O_DIRECT writer at once</numerusform>
            <numerusform>Written by %n O_DIRECT writers at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written by %n writers at once</source>
        <translation>
            <numerusform>Written by %n writer at once</numerusform>
            <numerusform>Written by %n writers at once</numerusform>
        </translation>
    </message>
    <message>
        <source>written by the parallel writers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this file system does not take O_DIRECT writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard on and off: six patterns on each (the fio and XFS measurements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each pattern needs at least 1 s, and the runs must be 1 to 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file must be at least 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the six patterns on each side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the copy needs a second directory to copy to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy tools: tar, cpio, cp -a and rsync from A to B, before and after defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tree must have 1 to 100,000 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the tree (fragmented)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment every file of the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the tree with each tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy it again (after defrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no file to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>became shorter while it was copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the files&apos; sizes must go from the smaller to the larger, at most 1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tree to make: the source&apos;s files were not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defrag: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot experiment runs in one directory on btrfs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is on %1; the snapshot experiment needs btrfs (try --images btrfs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots: a file and its snapshot, overwritten, then defragmented (btrfs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the test file in a new subvolume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite it at random places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment, without --unshare and with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After defrag --unshare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the snapshot&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free; the experiment needs %2 (the file twice, for the defrag, the writes and a margin) and leaves a tenth of the free space, %3, to other programs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free; the experiment needs %2 (the file, the writes and a margin) and leaves a tenth of the free space, %3, to other programs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabCli</name>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment the files after the writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the test files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the whole experiment as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the images go (default: the cache folder, fragscope/lab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the experiment as one HTML file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print it as people post it: filefrag-style listings (first and last lines) and dd-style reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making the lab file systems in %1 (each with its defaults)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  read speed after the writes: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on throwaway loop-mounted file systems of these types (btrfs,ext4,xfs), made with their defaults and removed afterwards, instead of DIRs: directly as root, else through udisks2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[all] %1, to each file in turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: removed %1, left behind by an earlier run that ended abnormally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the writes over the whole file (about two extents per write on btrfs) instead of writing each block of the first --write-total bytes once in random order (the talk&apos;s, as fio&apos;s randwrite with size=; about one extent per write).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 extents, %3 fragments; cold read %4; %6 (model) %5 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parallel-writers: write with O_DIRECT instead of through the page cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  mounted %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy-tools: the tree is a copy of this folder&apos;s files (it is only read) instead of generated ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  the tree: %1 files, %2; the defrag improved %3; %n round(s) of copies
</source>
        <translation>
            <numerusform>  the tree: %1 files, %2; the defrag improved %3; %n round of copies
</numerusform>
            <numerusform>  the tree: %1 files, %2; the defrag improved %3; %n rounds of copies
</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a size such as 4k, 64M or 1G, not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--file-sizes needs two sizes such as 4k-1M, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the directories to run in, or --images (see fragscope lab --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--experiment is cow, parallel-writers, discard, copy-tools or snapshots, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 file, %2 writers, %3 cold reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 file, %2 s a pattern, %3 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files of %2 to %3, %4 rounds of copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 file, %2 of %3 writes, %4 cold reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lab&apos;s experiments, side by side in each DIR (or on throwaway file systems made with --images), on files the lab makes there and removes at the end:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the talk&apos;s copy-on-write against in place: a test file written sequentially, then random writes of --bs each with fsync; its extents and cold read before and after (and after --defrag); one DIR on btrfs and one on ext4 or XFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ext4 online defrag paper&apos;s: --writers write their slices of the file at once in 1 MiB blocks, then the file is read, defragmented and read again; one DIR on ext4 and one elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the six fio patterns on A mounted with discard and on B without</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tree made on A copied to B by each installed tool (tar, cpio, cp -a, rsync), before and after a defrag of the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one DIR on btrfs: the file in a subvolume, a snapshot of it, random overwrites spread over the file, then defrag without and with --unshare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2. Default: %3; --quick: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experiment&apos;s small sizes (below), for slow machines and teaching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test file&apos;s size (default: the experiment&apos;s, below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cow, snapshots: bytes of random writes (default: the experiment&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cow, snapshots: the size of each write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold reads per stage; discard: runs of the matrix; copy-tools: rounds of the copies (default: the experiment&apos;s, below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which experiment (below).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parallel-writers: how many write at once (default: the experiment&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard: each pattern&apos;s runtime in seconds (default: the experiment&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy-tools: files in the generated tree (default: the experiment&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>copy-tools: the generated files&apos; sizes, spread evenly on a log scale between the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directories to run in (each on the file system to compare).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabImages</name>
    <message>
        <source>lab file systems are btrfs, ext4 and xfs, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing: install %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no free loop device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot make the mount point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounting %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making loop-mounted file systems needs root or udisks2: run with sudo, or give directories on the file systems to compare instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not mount options such as discard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a fragscope lab report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loop image on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not rotational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes per second, each with its fsync, each file timed on its own (the writes went to the files in turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2 s (%3/s); a write with its fsync: p50 %4 ms, p99 %5 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lab report format %1; this Fragscope reads up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lab report without a side: nothing to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures marked (model) are what a model of a disk predicts, not a measurement: %1, as its datasheet describes it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an experiment this Fragscope does not know: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: A %2, B %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 without discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2, kernel %3, fragscope %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 file written by %2 writers at once, each its own slice in 1 MiB blocks with O_DIRECT; then defragmented. Cold sequential reads, median of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 file written by %2 writers at once, each its own slice in 1 MiB blocks through the page cache; then defragmented. Cold sequential reads, median of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six patterns of the matrix preset (4 KiB, 8 jobs, 4 in flight, O_DIRECT) over a %1 file, %2 s each, %3 runs, on A and on B; each pattern&apos;s throughput is the median of the runs, with their range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 file written sequentially, then %2 random writes of %3 bytes over the whole file, each followed by fsync (%4 in all); cold sequential reads, median of %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 file written sequentially, then %2 random writes of %3 bytes, each block of its first %4 once in random order, each followed by fsync; cold sequential reads, median of %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput by pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B against A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s (user %2 s, sys %3 s), %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2; after defrag %3; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A tree of %1 files (%2), written side by side so that their pieces interleave, copied from A to B by each tool with a cold cache, %n round(s) of every tool in turn; then every file of the tree defragmented (%3 improved) and the copies timed again.</source>
        <translation>
            <numerusform>A tree of %1 files (%2), written side by side so that their pieces interleave, copied from A to B by each tool with a cold cache, %n round of every tool in turn; then every file of the tree defragmented (%3 improved) and the copies timed again.</numerusform>
            <numerusform>A tree of %1 files (%2), written side by side so that their pieces interleave, copied from A to B by each tool with a cold cache, %n rounds of every tool in turn; then every file of the tree defragmented (%3 improved) and the copies timed again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 files (%2) of %3, written side by side on A so that their pieces interleave, copied from A to B by each tool with a cold cache, %n round(s) of every tool in turn; then every file of the tree defragmented (%4 improved) and the copies timed again.</source>
        <translation>
            <numerusform>The %1 files (%2) of %3, written side by side on A so that their pieces interleave, copied from A to B by each tool with a cold cache, %n round of every tool in turn; then every file of the tree defragmented (%4 improved) and the copies timed again.</numerusform>
            <numerusform>The %1 files (%2) of %3, written side by side on A so that their pieces interleave, copied from A to B by each tool with a cold cache, %n rounds of every tool in turn; then every file of the tree defragmented (%4 improved) and the copies timed again.</numerusform>
        </translation>
    </message>
    <message>
        <source>file %1 exclusive, %2 shared; the snapshot&apos;s copy %3 exclusive, %4 shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (needs root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both on disk %1, referenced %2; %3 of the file&apos;s extents referenced only by the snapshot; data used %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compsize %1 on disk, %2 referenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs filesystem du: %1 and %2 exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: as counted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without --unshare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with --unshare: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; data used %1, predicted %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On btrfs, a %1 file written sequentially in a subvolume of its own; a snapshot of the subvolume taken; %2 overwrites of %3 bytes at random places of the file, each followed by fsync; then a defrag without --unshare and one with it. At each stage the file and the snapshot&apos;s copy of it, what they share, and the data space used; compsize and btrfs filesystem du beside our counts where they ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing and space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held for the snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compsize, btrfs fi du</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The snapshot&apos;s copy: %n extent(s)</source>
        <translation>
            <numerusform>The snapshot&apos;s copy: %n extent</numerusform>
            <numerusform>The snapshot&apos;s copy: %n extents</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the tree as tar does (the model; %3): %1 as made, %2 defragmented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; after the defrag %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LatencyTimeline</name>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fields where fio 3 writes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a time and a direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket %1 is not a count</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricsCli</name>
    <message>
        <source>A mount point, or any path on the file system to report on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write DIR/fragscope.prom, the folder node_exporter&apos;s textfile collector reads (Debian&apos;s: /var/lib/prometheus/node-exporter), instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop surveying after this many seconds in all; a file system stopped short says how much of it was covered (fragscope_scan_covered_ratio).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run at normal CPU and I/O priority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use prometheus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--textfile needs a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top-folders needs a number from 0 to 1000, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope metrics: cannot lower the CPU priority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope metrics: cannot lower the I/O priority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 files%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: another survey of it is running; its last figures are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not surveyed, the time was spent; its last figures are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surveying without the lock (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stopped at the time limit after %2 files, about %3 % of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ext4, XFS or btrfs file system to report on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted; nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-seconds needs a number of seconds above 0 and at most 10000000, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey each file system (every local ext4, XFS and btrfs mount when no PATH is given; else the one holding each PATH, whole) with its read times, free space and worst folders, and write what it found as Prometheus metrics: to DIR/fragscope.prom for node_exporter&apos;s textfile collector (replaced whole, never half written), else to standard output. A file system reached through several mounts (bind mounts, btrfs subvolumes) is counted once. The survey runs at low CPU and I/O priority (nice 10, the idle I/O class) and never while another survey of the same file system runs: that one is skipped and its figures of the last run kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus&apos;s text exposition format, the only one (to standard output unless --textfile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the N folders whose files lose the most read time, per file system (0: none, which also spares the second pass that reads each folder as tar would).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Modules</name>
    <message>
        <source>%1 is not installed (looked in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making loop-mounted file systems needs root or udisks2, and the udisks2 module did not load (%1): run with sudo, or give directories on the file systems to compare instead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OwnedFiles</name>
    <message>
        <source>exists and is in use by another fragscope run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exists and was not made by fragscope; a benchmark writes only its own files (choose another directory or remove the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exists already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list it in the registry of fragscope&apos;s files (%1), so a crash could leave it behind; not made</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Six patterns (read, write, mixed; sequential and random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CrystalDiskMark style (SEQ1M Q8T1 … RND4K Q1T1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy-on-write experiment (4 KiB random writes with fsync)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained writes (half the free room in order: where a drive&apos;s write cache fills)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RateKnee</name>
    <message>
        <source>fast (%1) for the first %2, then %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create a temporary file beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot name the temporary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename into place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set its mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedFile</name>
    <message>
        <source>JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedKind</name>
    <message>
        <source>a file to inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a layout snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a benchmark result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lab run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fio job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScanCli</name>
    <message>
        <source>Directories (or files) to scan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go into other mounts met in the tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List only files of at least SIZE (e.g. 1M); the summary counts every file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the N worst files (default: 10 for text, all for json and csv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flush each file&apos;s dirty data before mapping it (FIEMAP_FLAG_SYNC; this writes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask FIEMAP even for files of one block (their flags and place; their count is exact without).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning threads (default: twice the cores).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files, %2 directories, %3 files/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not asked for (--free-space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope scan: interrupted; the figures cover the files scanned so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the file system&apos;s free space too (btrfs: needs root).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope scan: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use text, json, csv or e4defrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--min-size needs a size such as 4k, 64M or 1G, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top needs a whole number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PATH given (see fragscope scan --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--threads needs a number from 1 to 256, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown sort key &apos;%1&apos; (use runs, lost, fragments, score, size or path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead with time: rank by the read time lost and add each directory&apos;s read as tar reads it and the time its files lose (json: directories[]). Every file&apos;s read_seconds, ideal_read_seconds and lost_seconds are in the json and csv output always.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading each folder as tar reads it…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey every regular file under each PATH: its physical runs and bytes on disk (on btrfs from its extent items as root: compression, sharing, bytes no file references; compsize&apos;s totals with each extent counted once), its extents and fragments (filefrag&apos;s rule), e4defrag&apos;s now/best extents and score, and the read time it loses to fragmentation; the totals, histograms and the worst files; with --free-space, the file system&apos;s free space (GETFSMAP on ext4 and XFS, any user; block groups on btrfs, root only). Symbolic links, special files and other mounts are never followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of the list: physical runs on disk (the default), the read time lost to fragmentation (the default with --cost), filefrag&apos;s fragment count, e4defrag&apos;s score, size or path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text, json, csv, or e4defrag (the summary as `e4defrag -c` prints it).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vanished during the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced by a symbolic link during the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not read the directory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another mount (not crossed without --cross-mounts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaced during the scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 file system does not report extents (FIEMAP is not supported); its files are counted but not mapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a directory or a regular file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message numerus="yes">
        <source>%n inspected file(s)</source>
        <translation>
            <numerusform>%n inspected file</numerusform>
            <numerusform>%n inspected files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark result(s)</source>
        <translation>
            <numerusform>%n benchmark result</numerusform>
            <numerusform>%n benchmark results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>%n snapshot</numerusform>
            <numerusform>%n snapshots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lab run(s)</source>
        <translation>
            <numerusform>%n lab run</numerusform>
            <numerusform>%n lab runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n survey(s)</source>
        <translation>
            <numerusform>%n survey</numerusform>
            <numerusform>%n surveys</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session file ends early, at byte %1: it was cut short; nothing was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the session file is damaged at byte %1 (%2); nothing was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Fragscope session (no &quot;kind&quot;: &quot;fragscope-session&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session format %1, written by %2; this Fragscope (%3) reads format %4 only: nothing was opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>larger than 2 GiB: not a session file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>not a snapshot: no extents and file size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot format %1; this Fragscope reads up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 picks a side of a defrag result; this is not one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds %1 files (%2); pick one with --file PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds no file %1 (it has: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defrag result of %1 has no %2 snapshot (it was not defragmented)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds a defrag result&apos;s before and after: give it alone to compare them, or pick one as %1#before or %1#after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extent %1: not [logical, physical, length, flags]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least 0; the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SnapshotCompare</name>
    <message>
        <source>Fragments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extent records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e4defrag score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seek distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contiguity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes that stayed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes that moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes that appeared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes that vanished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read, median of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read, slowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read, fastest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read, %1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed, %1 (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, within noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s (%2–%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StorageFacts</name>
    <message>
        <source>%1, forced</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurveyReport</name>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no problem (0-30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a little bit fragmented (31-55)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs defrag (56 and more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block groups (btrfs): %1, unallocated %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space: %1 in %2 free extents (largest %3, average %4)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extent size range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey of %1 (%2, %3)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Files           %1 in %2 directories (%3 symbolic links and %4 special files not followed)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Size            %1 (allocated %2)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  e4defrag score  %1: %2 (now/best extents %3/%4 over %5 files)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Shared %1, unwritten %2, inline %3, encoded %4
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Scanned in %1 s
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst files
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now/best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragments per file
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extent sizes
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space: not shown (%1)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped (%1)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a survey (no format_version and files; see fragscope scan --format json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>survey format %1; this Fragscope reads format 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file %1 of the survey has no path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a disk-map cell is not [cell, used, fragmented, shared, owner bytes, owner, pieces, free, metadata, groups, unreferenced]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file %1&apos;s extent references are not [disk, disk length, plain length, offset, length]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs&apos;s extent items need root: compressed extents&apos; lengths on disk are guessed from FIEMAP and the parts of extents no file references are not seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  On disk         %1 physical runs; %2 files in more than one%3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Space           %1 on disk for %2 of data (%3 before compression), %4 in no file&apos;s use
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>                  (%1)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Fragments       %1 in %2 extent records (filefrag&apos;s count); %3 files in more than one
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: defragmenting would not pay for its writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading every file once takes %1 on this disk (%2); defragmented %3: fragmentation costs %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>                  of it the disk %1, the reader&apos;s CPU %2 (opening the files, copying their bytes)
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Suspects</name>
    <message>
        <source>btrfs compresses what is written (%1): the figures are the compressor&apos;s and the data&apos;s, not the disk&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the data is encrypted on its way (%1): the figures include the cipher&apos;s work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a loop device over an image (%1): the figures are the image&apos;s file system&apos;s and its disk&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>repetition %1 kept its %n thread(s) %2 % busy: the engine, not the disk, set the pace</source>
        <translation>
            <numerusform>repetition %1 kept its thread %2 % busy: the engine, not the disk, set the pace</numerusform>
            <numerusform>repetition %1 kept its %n threads %2 % busy: the engine, not the disk, set the pace</numerusform>
        </translation>
    </message>
    <message>
        <source>buffered reads of %1 of files that fit in memory, read %2 times over: after the first pass the page cache answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buffered reads with invalidate=0 of %1 of files that fit in memory: the page cache may have answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetition %1 ran at %2, %3 % of what the link (%4) carries: the link, not the disk, may be the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 repetitions disagree: %2 to %3 (a coefficient of variation of %4 %); more of them, or longer ones, before a figure is quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>engine-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>page cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a layer measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runs disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rate fell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetition %1 ran %2 s: too short for a figure to settle (ramp-up, caches, the first writes are most of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repetition %1 did not reach the steady state it asked for: its figure is still moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 in its first quarter to %2 in its last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 warmed from %2 to %3 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rate fell during the run, %1: a cache filled or the drive slowed (heat); the average hides both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreeDefrag</name>
    <message>
        <source>plan: %1 of %2 files, %3 to move; read one by one on the %5 (model), they would take %4 s less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the largest free extent is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n fragment(s)</source>
        <translation>
            <numerusform>%n fragment</numerusform>
            <numerusform>%n fragments</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped, %1: %2 (%3)
</source>
        <comment>reason: how many (one of them)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (as tar reads it, %2, model): %3 s, %4 seeks, %5 files over %6 of the disk
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no blocks to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored inline in its inode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shares extents with a snapshot or a reflink: moving it would unshare them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compressed: the file system keeps it in pieces of its own choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already in one piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>no room: the largest free extent is %1, so it cannot become fewer than %n piece(s)</source>
        <translation>
            <numerusform>no room: the largest free extent is %1, so it cannot become fewer than %n piece</numerusform>
            <numerusform>no room: the largest free extent is %1, so it cannot become fewer than %n pieces</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>immutable (chattr +i)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>append-only (chattr +a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open for writing by another program</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UDisks</name>
    <message>
        <source>udisks2 is not running (install the udisks2 package), or run as root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2 did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2 answered LoopSetup without a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2 answered Mount without a mount point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>making %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no D-Bus system bus here, and udisks2 needs one: run as root, or give directories on the file systems to compare instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no D-Bus system bus here, and udisks2 needs one: run as root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2 answered OpenForBenchmark without a descriptor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2 gave a descriptor that can write; it is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>udisks2 does not know this device, or this call (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read what udisks2 opened with direct I/O: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polkit does not allow it through udisks2 (%1); run as root, or ask the administrator for a polkit rule that allows it for your user</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>the PNG could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a picture format Fragscope writes (png, svg, pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size in pixels (width x height):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size like 1600x900</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Table as Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::BenchCompareChart</name>
    <message>
        <source>MB/s (10⁶ bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No figure in common</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick two or more results to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the results&apos; circumstances differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured differently — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not say its %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::BenchMatrixView</name>
    <message>
        <source>Run a job or a preset: its figures appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark matrix</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::BenchResultModel</name>
    <message>
        <source>Cancelled: a partial repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group %1 (together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>median of %n</source>
        <translation>
            <numerusform>median of %n</numerusform>
            <numerusform>median of %n</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (usr+sys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 @ %2</source>
        <comment>job at host</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, all hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::BenchmarkPage</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The full report of the selected run, with its warnings and where it ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs and imported results of this session; double-click one to show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open job file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a fio job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save job file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop (Esc): the workers finish within a second, the partial result is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results (*.json *.txt *.csv *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save result…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read of a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the jobs&apos; files go…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write jobs create their own files here (fragscope-bench.*) and remove them afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to read, start to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fadvise: fsync and POSIX_FADV_DONTNEED on this file (any user); drop_caches: the whole page cache (root); direct: O_DIRECT reads that bypass it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the cache by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the file in 1 MiB requests, as dd if=FILE of=/dev/null bs=1M, after emptying its page cache. The file is only read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs with /bin/sh. Throughput is what the processes read from and write to the storage layer (/proc/PID/io), with wall, user and system time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset %1 loaded: choose the directory and press Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job file has problems:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where should the jobs&apos; files go?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the command to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the partial result is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio job files (*.fio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no result to save yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 s, about %3 s left</source>
        <comment>phase, seconds so far, seconds to go</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 s</source>
        <comment>phase, seconds so far</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On fio hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio (not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the jobs through the installed fio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio (checking…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope&apos;s own engine, or the installed fio with the same job file: the same tables, plots and history; options only fio implements run only on fio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the jobs on the ticked machines running fio --server, all at once, through fio&apos;s client; the directory is then theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>none ticked of %n listed</source>
        <translation>
            <numerusform>none ticked of %n listed</numerusform>
            <numerusform>none ticked of %n listed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s): %1</source>
        <translation>
            <numerusform>%n host: %1</numerusform>
            <numerusform>%n hosts: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>On each host; empty: fio&apos;s server&apos;s working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has options only fio implements: the engine is now fio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio is not installed here (Debian package fio); it runs the jobs, also on other hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fio host is ticked: open Hosts… and add the machines that run fio --server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio runs the jobs once; loops= in a job repeats its I/O inside one result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run all jobs this many times, each measured on its own: the results table gives the median and the spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as CrystalDiskMark Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no result to copy yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the result in CrystalDiskMark&apos;s layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope JSON (*.json);;fio JSON (*.json);;Text (*.txt);;CrystalDiskMark text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run I/O jobs and watch their throughput live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping the benchmark; the window closes when its files are removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to doubt this result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To doubt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No latency over time: fio&apos;s client brought back no latency logs that add up (see the report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate by bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: steady state reached after %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: steady state not reached in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: steady state not judged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::CalibrateDialog</name>
    <message>
        <source>Thorough (about a minute; quick takes about 10 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure This Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads the disk under %1 — never writes — to learn what a read costs there: the sequential rate across the disk, the time to reach a place against its distance, the cost of a request and the gain of a queue. Every read time Fragscope gives for files on this disk uses the result from then on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding the disk under %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot measure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured in %1 s and saved: the read times of files on %2 use it from now on (a survey already shown keeps its figures until it runs again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of %1 measured and saved: a read there is priced on each device&apos;s own from now on (a survey already shown keeps its figures until it runs again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the profiles of %1 were saved, nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::CompareView</name>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment a file, or take two snapshots, to compare them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; %2 — %n fragment(s), taken %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; %2 — %n fragment, taken %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; %2 — %n fragments, taken %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures before and after</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::DefragPage</name>
    <message>
        <source>Verify the content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto picks the engine of the file&apos;s file system: ext4 (MOVE_EXT), XFS (extent swap, as xfs_fsr) or btrfs (DEFRAG_RANGE); copy writes a new copy and exchanges it with the file (any file system; new inode number and ctime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest the content (xxh3, read from disk) before and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold sequential reads before and after (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read speed, repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel (Esc): stops between chunks; the file is whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a better place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragmenting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused or failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing lost: the file is whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>content verified: digest %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by hand, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 (%n fragment(s))</source>
        <translation>
            <numerusform>%1 — %2 (%n fragment)</numerusform>
            <numerusform>%1 — %2 (%n fragments)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files run top to bottom. Drop files here, or send a selection from the survey.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files to the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected files from the queue (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment every file of the queue, top to bottom (Ctrl+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say for each file what would happen and the fragments to expect; change nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the selected file&apos;s layout now, to compare with any other snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files to defragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space on %1: %2 in %3 extents; the largest is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space on %1: btrfs keeps no map of free extents and places the data itself; its block groups: fragscope scan --free-space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space on %1: not known (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the files to defragment first (Add Files…, or from the survey).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Defragmenting %n file(s)…</source>
        <translation>
            <numerusform>Defragmenting %n file…</numerusform>
            <numerusform>Defragmenting %n files…</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; every file is whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused or failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds several files; which one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defrag queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay them down together (ext4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ext4: one donor as large as the files, each file moved into its own stretch of it: each ends in one piece, right after the one before, in the order chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order from a list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order the files go down in: as the folders list them (tar&apos;s), by name, or a file of paths one a line (e.g. recorded with strace -e openat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the run before the next file; again to go on (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder&apos;s disk map before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder&apos;s disk map after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order the files are read in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to defragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning %1: every file&apos;s figures, the free space, the folder&apos;s read…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading it on the %1 (model) would take %2 s less; %3 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in %1 can improve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned: Defragment (Ctrl+D) runs the queue top to bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a reason: how many files</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking where each file would go…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Laying %n file(s) down together…</source>
        <translation>
            <numerusform>Laying %n file down together…</numerusform>
            <numerusform>Laying %n files down together…</numerusform>
        </translation>
    </message>
    <message>
        <source>Surveying the folder again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Before&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;After&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the run has not been made yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — read as tar reads it on the %1 (model): %2 s, %3 seeks; the files over %4 of the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan a folder: its files worst first, those that cannot improve left out with the reason (Ctrl+Shift+A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) from the survey</source>
        <translation>
            <numerusform>%n file from the survey</numerusform>
            <numerusform>%n files from the survey</numerusform>
        </translation>
    </message>
    <message>
        <source>Defrag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment a file safely and compare before and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unshare (btrfs, XFS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs, XFS: defragment files that share extents with snapshots or reflinked copies too; copies them, which takes their space (a dry run says how much). Unticked, such files are left as they are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the defrag buys, or did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defrag steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1  What to defragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2  The run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3  Before and after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each file&apos;s result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the files to defragment: Add Files…, Add Folder… (Ctrl+Shift+A), a drop, or Defragment Selected… on the survey.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::DefragQueueModel</name>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run (cancelled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fewest pieces the file could become in today&apos;s free space: its largest free extents, largest first (ext4 and XFS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares nothing with other files or snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the file is shared with other files or snapshots: defragmenting copies it apart, which takes %2 more space. Left as it is unless Unshare is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To unshare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The space defragmenting takes to copy apart what the file shares with other files or snapshots (btrfs, XFS): done only with Unshare on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measured, model %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time a cold read of the file would take less after the defrag, on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time a cold read of the file takes less after the defrag, on its disk (measured by Measure This Disk…, else a preset); sorted, the most gain for each byte written first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cold read of the file now → after the defrag, laid out in the largest free extents that hold it; after a run with cold reads, the read measured (its tooltip: beside the model)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::DiskMapView</name>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File in one piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragmented file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared (reflink, snapshot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No block group here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk map fills as the survey runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 (%3 per cell)
%4, %5 in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreferenced (bookends)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No read time lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tenth of the read lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most of the read lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::ExtentMapView</name>
    <message>
        <source>Extent map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it has no extents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no blocks: all %1 of it is a hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Extent %1&lt;/b&gt;&lt;br&gt;logical %2 – %3&lt;br&gt;physical %4&lt;br&gt;length %5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;flags: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hole at %1: no blocks, reads as zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No map to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Read…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a cold sequential read of this layout as the disk model serves it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::ExtentTableModel</name>
    <message>
        <source>A new fragment starts here: filefrag expected block %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In file-system blocks of %1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logical block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs&apos;s logical address in blocks of %1 bytes, as FIEMAP gives it on btrfs: not an offset on a device (the chunk tree maps it to the devices; On device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the extent lies on btrfs&apos;s devices, through its chunk tree (root): the first piece, and how many more (striped, or copies of RAID1 and DUP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btrfs address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On device</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::FileInspector</name>
    <message>
        <source>Sync first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the file system to write dirty data before mapping (FIEMAP_FLAG_SYNC), so delayed allocations show where they land</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the map again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-read the map periodically and redraw when the layout changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading extents… %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2 of %3 · one column = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept changing while it was read; the map may mix old and new layouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded on %1, %2 — not this machine&apos;s disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — extent records: %2, fragments (filefrag): %3, physical runs: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::FioHostsDialog</name>
    <message>
        <source>fio hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machines that run &lt;tt&gt;fio --server&lt;/tt&gt;. Ticked hosts run the benchmark page&apos;s jobs through fio&apos;s client, all at once; only the hosts listed here are contacted. fio&apos;s server runs the jobs as the user who started it, in its working directory unless the jobs name one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio&apos;s answer (Test connection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the selected hosts (all, when none is selected) for fio&apos;s version, hostname and OS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a host name or address with a port from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::HddModelDialog</name>
    <message>
        <source>Disk model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solid-state disk: a latency per access, no seeks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk whose sequential read time is predicted beside every measured read. Start from a preset, or take the figures from the drive&apos;s datasheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::HistoryPicker</name>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The left side of the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The right side of the comparison; changes are from A to B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result the others are compared with; changes are from it to each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::InspectorPage</name>
    <message>
        <source>&lt;h2&gt;See where a file lives on disk&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a file here, or open one. Fragscope reads its extents with the FIEMAP ioctl and draws them: a contiguous file is one smooth colour gradient, a fragmented one is speckled. Nothing is written to the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the demo files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes two 16 MiB files in your cache folder, one contiguous and one fragmented; where this file system will not fragment it, also opens layouts recorded on btrfs and ext4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A layout recorded elsewhere and shipped with Fragscope: not a file on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See where a file lives on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recorded)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::JobEditor</name>
    <message>
        <source>The job sections of the file; jobs between stonewalls run at the same time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the text as a job file; problems are listed with their line numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job file (.fio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s name in results and plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential or random; reads, writes or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads in a mix (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For rw and randrw: the share of reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per I/O, fio&apos;s syntax: 4k, 64k, 1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much to transfer in one repetition; empty: the file size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I/Os in flight per job (libaio, io_uring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs (threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of the job, each with its own file and thread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bypass the page cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsync every N writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fdatasync every N writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fsync at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the final flush in the runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run for a fixed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep going over the file until the runtime is up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds, or with a unit: 500ms, 2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramp time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run this long before measuring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the file&apos;s cache first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>posix_fadvise(DONTNEED) before each repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the file first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay the file out with data before writing into it, so writes overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New data for every write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill the buffer with random bytes before each write (incompressible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same random sequence each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seeded by randseed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An existing file to read (never written unless fragscope made it); empty: the job&apos;s own files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the jobs before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start only when every earlier job has finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>job file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For fio only, passed to it as written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only fio runs this job (choose the fio engine): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>psync and sync: one I/O at a time per job; libaio and io_uring keep iodepth in flight; null does no I/O at all and measures the engine itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes over the file inside one result, as fio&apos;s loops= (the page&apos;s Repetitions measure each run on its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait this long before the job starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job file text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of each job&apos;s file (its region with filename=); 1g, 256m; for a file not there yet, 50% of the free room (Fragscope&apos;s; fio refuses it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at steady state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio&apos;s ss=: iops, iops_slope, bw or bw_slope and a limit, e.g. iops_slope:0.3% (the slope within 0.3 % of the mean over the window); empty: run to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady-state window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio&apos;s ss_dur: how long the criterion must hold, e.g. 30s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady-state ramp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fio&apos;s ss_ramp: how long before the window starts collecting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::LabController</name>
    <message>
        <source>The lab is busy; wait for the step to end, or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No experiment is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder for the throwaway file systems first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose both directories first, or tick Throwaway file systems to have them made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the file systems in %1 (each with its defaults)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed %1, left behind by an earlier run that ended abnormally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled during “%1”; the file was half changed, so the next step writes it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled during “%1”; it can run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. The test files stay for steps run again until End experiment (Ctrl+Del).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” done. Next: “%2” (F10 for it alone, Ctrl+R for all that are left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused; Resume (Ctrl+P) goes on where it stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing the test files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment ended: its test files and file systems were removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment ended: its test files were removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An experiment is open; end it first (End experiment), then open the saved run.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::LabPage</name>
    <message>
        <source>Run the experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two files take the same random writes, each followed by fsync: put one directory on btrfs (copy-on-write) and one on ext4 or XFS (in place), and watch the maps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filefrag-style listings and dd-style lines, as people post them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a stage to see its map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 extents after %3 of %4 writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the experiment as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run step again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run every step left on both sides (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run only the next step, to talk it through (F10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running step (Esc); it can run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the test files (and the throwaway file systems) now (Ctrl+Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experiment&apos;s steps; pick one and Run step again (Ctrl+Shift+R), or double-click it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs a step of an open experiment again (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the picked step again (Ctrl+Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no experiment is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can run now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 on each side, each followed by fsync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Random writes&lt;/b&gt; — how fast each file takes them, each write with its fsync and timed on its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 writes at %2/s, p99 %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the work between two writes, or before the next step; again to go on (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the whole experiment as one HTML file, or as JSON that opens here again (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab run, opens again (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the saved run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session&apos;s other experiments: pick one to show it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3 of writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier runs (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs before and after overlap: this change is within the noise of the measurement. Raise the repetitions to see more; the model&apos;s figure beside it has no noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writers at once, each writing its own slice of one file (ten in the ext4 online defrag paper): put one directory on ext4 and one on another file system, and see the pieces they leave, what a defrag makes of them, and the reads before and after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The six patterns of the matrix preset, run several times on two file systems of one kind, A mounted with -o discard and B without: each pattern&apos;s throughput with the spread of its runs, and whether B differs from A by more than that noise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Throughput by pattern&lt;/b&gt; — the median of the runs, the whisker from the slowest to the fastest; B against A, greyed within the noise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs on A and on B overlap: this difference is within the noise of the measurement. More runs tell more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tree of many files written side by side on A, so that their pieces interleave, copied to B by tar, cpio, cp -a and rsync (those installed) with a cold cache; then every file of the tree defragmented and the copies timed again: A&apos;s table before, B&apos;s after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Copies&lt;/b&gt; — what each tool reads from A and writes to B as the disks see it, one copy after another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User + sys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copies before and after the defrag overlap: this difference is within the noise of the measurement. More rounds tell more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The experiments of our sources, live: copy-on-write against in place, parallel writers, discard, copy tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file in a btrfs subvolume of its own (A) and, once a snapshot is taken, the snapshot&apos;s copy of it (B): overwrite the file and watch its extents go from shared (purple) to its own and the data space grow; then see a defrag refuse to copy shared data, and what it takes with --unshare. compsize and btrfs filesystem du count beside us.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the file; data used %1; purple shared, blue its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the snapshot&apos;s copy; data used %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no snapshot yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the file: purple shared with the snapshot, blue its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; — the snapshot&apos;s copy of the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::LabSetup</name>
    <message>
        <source>over the whole file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throwaway file systems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on btrfs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on ext4 or XFS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory for the test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make loop-mounted images for the experiment, each with its file system&apos;s defaults (no compression, no autodefrag), and remove them when the experiment ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder that holds the images while the experiment is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder for the images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talk&apos;s experiment (1 GiB, 64 MiB of writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick (256 MiB, 16 MiB of writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of each test file, written sequentially first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of random writes in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of each random write; each is followed by fsync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold sequential reads at every stage (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (the talk&apos;s): each block of the first part of the file, as large as the writes, is written once in random order — about one extent per write on btrfs. On: the writes land anywhere in the file and split an extent around each — about two per write, along the whole map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rotating disk the read times are predicted for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random writes in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold reads per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of our sources&apos; experiments to run; `fragscope lab --experiment` on the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writers at once, each writing its own slice of the file in 1 MiB blocks, as the paper&apos;s parallel dd runs did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write with O_DIRECT: the file system allocates at each write, so the writers&apos; blocks interleave (about 250 extents on ext4 here for 10 writers; buffered, about 50)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paper&apos;s experiment (2 GiB, 10 writers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick (256 MiB, 10 writers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on ext4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on another file system (XFS, btrfs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of each test file, written by the writers at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long each of the six patterns runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of the six patterns on each side, each measured on its own: their spread is the noise a difference is measured against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The matrix preset (1 GiB, 10 s a pattern, 5 runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick (256 MiB, 2 s a pattern, 3 runs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on a file system mounted with -o discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on the same kind of file system without discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file the six patterns share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files in the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tree of 2,000 files (about 400 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick (300 files)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory for the tree (the copies&apos; source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on the file system to copy to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files in the tree made on A, written side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 KiB – 1 MiB, mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 – 64 KiB, like a source tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 – 8 MiB, like photos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The generated files&apos; sizes, as many in each doubling of size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder whose files make the tree instead of generated ones: they are copied onto A side by side (the folder is only read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tree from a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder whose files make the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of copies, every tool in turn: their spread is the noise a change is measured against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds of copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 256 MiB file, 16 MiB of overwrites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick (64 MiB, 4 MiB of overwrites)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the test file, written sequentially in a subvolume of its own</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::LayoutPlot</name>
    <message>
        <source>Offset in the file (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset on the device (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device (MiB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::MainWindow</name>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a file (Ctrl+O) or drop one on the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Whole File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Fragscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Fragscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fragscope %1&lt;/h3&gt;&lt;p&gt;Shows where a file&apos;s data live on disk, read with the FIEMAP ioctl.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making the demo files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not make the demo files.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Defragment Current File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Survey Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defrag page is still running its queue; try again when it ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Sa&amp;ved Survey…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file to inspect, or anything Fragscope or fio saved: opened where it belongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Inspect Layout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any file (*);;Saved by Fragscope or fio (*.json *.fio *.txt *.csv *.log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inspect the Layout of Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (File ▸ Inspect Layout shows where it lies on disk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; The &lt;b&gt;Lab&lt;/b&gt; (Ctrl+4) runs the copy-on-write experiment live on throwaway file systems; the &lt;b&gt;Survey&lt;/b&gt; (Ctrl+5) maps a whole folder or file system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Recorded &amp;Layouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy-on-write experiment as recorded on btrfs and on ext4, shipped with Fragscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>This file system kept the demo&apos;s interleaved file in %n piece(s), so it looks smooth; the recorded layouts show the experiment on btrfs and ext4</source>
        <translation>
            <numerusform>This file system kept the demo&apos;s interleaved file in %n piece, so it looks smooth; the recorded layouts show the experiment on btrfs and ext4</numerusform>
            <numerusform>This file system kept the demo&apos;s interleaved file in %n pieces, so it looks smooth; the recorded layouts show the experiment on btrfs and ext4</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Sessio&amp;n…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragscope sessions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every inspected file, snapshot, benchmark result, lab run and survey of this window, in one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen &amp;Last Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session was kept: Fragscope keeps the last one when its window closes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened the session %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) no longer there: %1</source>
        <translation>
            <numerusform>%n file no longer there: %1</numerusform>
            <numerusform>%n files no longer there: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the session %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the session to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the session to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session could not be kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragscope did not close properly (%1), and the session it kept cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Fragscope did not close properly&lt;/b&gt; (%1). Its session was kept: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not closed properly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Planning %n file(s): Dry run then shows what each can become, Defragment (Ctrl+D) runs them</source>
        <translation>
            <numerusform>Planning %n file: Dry run then shows what it can become, Defragment (Ctrl+D) runs it</numerusform>
            <numerusform>Planning %n files: Dry run then shows what each can become, Defragment (Ctrl+D) runs them</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Measure This Disk…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 measured: its read times use the new profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read &amp;Times On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Disk Under Each File (Measured, Else a Preset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read times on the disk under each file; a survey shows it when it runs again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read times on another disk; a survey shows it when it runs again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::MapLegend</name>
    <message>
        <source>Disk order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unwritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delalloc / unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour tells where on the disk the data lie, in the order of the file&apos;s own pieces: a contiguous file is one smooth gradient, a fragmented one is speckled. Black ticks mark where a new run on disk starts (on ext4 and XFS where filefrag counts a new fragment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new run on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of btrfs addresses:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On btrfs FIEMAP gives btrfs&apos;s logical addresses, which its chunk tree maps to the devices (the extent table&apos;s On device column, as root); the colours follow that order</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::NoticeBar</name>
    <message>
        <source>Hide this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this notice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::PatternBars</name>
    <message>
        <source>Throughput by pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The patterns&apos; throughput shows here once both sides have run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::ProfilePlot</name>
    <message>
        <source>Disk profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access time against distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position on the device (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential read (MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance from the read before (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 KiB read (ms)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::RateByBytesPlot</name>
    <message>
        <source>Rate by bytes written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s (10⁶ B/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no lasting fall in its rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job of this result writes: nothing to show here. The sustained-write preset writes until a drive&apos;s cache fills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On fio hosts there are no samples per job (fio&apos;s client streams only its status line): nothing to show here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::ReadReplayDialog</name>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Read — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause the replay (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the start of the read (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moment of the read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasting about 20 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× the model&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the read on a %1 (model)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests of the kernel (128 KiB at most) as the drive serves them; the replay runs %2× the model&apos;s clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving frame %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n frame(s) in %1</source>
        <translation>
            <numerusform>Saved %n frame in %1</numerusform>
            <numerusform>Saved %n frames in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the replay at this speed, 10 frames a second: as one animated PNG, which web browsers and slides play, or as PNG frames in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animated PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the replay as an animated PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animated PNG (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG Frames…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved the replay, %n frame(s), as %1</source>
        <translation>
            <numerusform>Saved the replay, %n frame, as %1</numerusform>
            <numerusform>Saved the replay, %n frames, as %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fragscope::ReadReplayView</name>
    <message>
        <source>%1 s of %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to read: no data on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cold sequential read on a %1 (model): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 seeks · %2 requests from the drive&apos;s cache · %3 read on · %4 of %5 read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file, read from start to end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk, where the file&apos;s data lie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the head is over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out the read…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::SurveyPage</name>
    <message>
        <source>Cross mounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defragment Selected…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder or a mount point, e.g. /home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go into other file systems and bind mounts met inside the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan every file under the folder (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the scan; what was scanned stays (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hilbert curve layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hilbert: addresses close on disk stay close on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name contains…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. size, e.g. 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the file&apos;s extents in the inspector (Enter or double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the selected files to the defrag page, worst first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Survey…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more piece(s) of files</source>
        <translation>
            <numerusform>%1 and %n more piece of a file</numerusform>
            <numerusform>%1 and %n more pieces of files</numerusform>
        </translation>
    </message>
    <message>
        <source>Survey Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a folder that can be surveyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files, %2 folders, %3 — %4 files/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1 files in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: the figures cover the %1 files scanned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Survey a folder or a whole file system&lt;/h3&gt;&lt;p&gt;Choose a folder and press &lt;b&gt;Start survey&lt;/b&gt;. Every file&apos;s extents are read (FIEMAP) and shown on the disk map among the others and the free space, in a treemap and in a table of the worst files.&lt;/p&gt;&lt;p&gt;The score is e4defrag&apos;s: (extents now − extents at best) × 100 / blocks; up to 10 it counts 8 per point, above that 80 + r / 5. 0–30: no problem, 31–55: a little fragmented, 56 and up: needs defrag.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents now / at best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;Fragments per file&lt;/h4&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;Free space&lt;/h4&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 free in %2 extents; the largest is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;btrfs: %1 block groups; data groups %2 full; %3 not yet allocated to any group.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Not shown: %1. The disk map shows the scanned files only.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. size: &apos;%1&apos; is not a size such as 4k, 64M or 1G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole survey as JSON, as `fragscope scan --format json` writes it, with the disk map, to open again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Survey…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a survey saved earlier (Save Survey, or fragscope scan --format json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surveys (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the survey that runs first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2 files (saved without the disk map)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2 files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder to survey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A survey runs: %1 was not shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole folder or file system: the disk map, the worst files, free space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. runs: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum physical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files in more than one run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On disk (each extent once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referenced by the files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referenced by no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (needs root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragments (filefrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files in more than one fragment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared (counted per file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a disk not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h4&gt;e4defrag score %1: &lt;span style=&apos;color:%2&apos;&gt;%3&lt;/span&gt;&lt;/h4&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read time (every file once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by time lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time lost: each file&apos;s cells by the share of its read time its layout loses, on the disk the headline names. Kind: in one piece, fragmented, shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk map colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each file defragmented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of it the reader&apos;s CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading each folder as tar reads it…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::SurveyTableModel</name>
    <message>
        <source>Extent records FIEMAP returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e4defrag -c&apos;s extents now and at best for this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e4defrag&apos;s score for this file (0-30 fine, 31-55 a little fragmented, 56 and up needs defrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now/best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unwritten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes its extents take on disk, each once, as stored (compressed on btrfs); ≈ where FIEMAP&apos;s figures are a guess (btrfs without root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical runs: pieces of the file that lie one after the other on disk, as the file system&apos;s own records give them (a compressed file written in order is one run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fragments by filefrag&apos;s rule: a break where FIEMAP&apos;s records do not continue on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes only this file uses, as btrfs filesystem du&apos;s Exclusive (shown for files that share)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of its extents no file references any more (btrfs bookends); ? without root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs/MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreferenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subvolume %1, at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subvolume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the layout costs: the read time less that of the same bytes in one piece, on the disk the survey&apos;s headline names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the file cold, in order, on that disk: the cost model&apos;s prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical runs per MiB allocated (0 for a file in one run)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::ThroughputPlot</name>
    <message>
        <source>Follow the last minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the plot stays where you dragged or zoomed it while new samples arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s (10⁶ B/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper: throughput, solid MB/s and dashed IOPS. Middle: completion latency, solid p50, dashed p99, dotted p99.9. Lower: every completion by its latency over time (brighter: more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steady-state window (%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>fragscope::TreemapView</name>
    <message>
        <source>The treemap fills as the survey runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treemap</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 allocated, %n run(s) on disk, %3 per MiB; %4 fragments (filefrag)</source>
        <translation>
            <numerusform>%1
%2 allocated, %n run on disk, %3 per MiB; %4 fragments (filefrag)</numerusform>
            <numerusform>%1
%2 allocated, %n runs on disk, %3 per MiB; %4 fragments (filefrag)</numerusform>
        </translation>
    </message>
    <message>
        <source>Read time %1, lost to fragmentation %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), read as tar reads the folder in %1; its files lose %2 to fragmentation</source>
        <translation>
            <numerusform>%n file, read as tar reads the folder in %1; its files lose %2 to fragmentation</numerusform>
            <numerusform>%n files, read as tar reads the folder in %1; its files lose %2 to fragmentation</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fragscope::WriteRatePlot</name>
    <message>
        <source>Seconds since the writes began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writes/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 ms (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write rate plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds since the copies began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s read (solid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s written (dashed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
