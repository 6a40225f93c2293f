<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <source>Usage: fragscope [--demo] [FILE...]
       fragscope map [--sync] [--xattr] [--format text|json|filefrag] FILE...

Fragscope shows where a file&apos;s data lives on disk, read with the FIEMAP ioctl.
Without a subcommand it opens its window, with the FILEs given.

Subcommands:
  map          print a file&apos;s extents and fragmentation figures

Options:
  --demo       make two demo files in the cache folder and open them
  -h, --help   show this help; `fragscope map --help` for the subcommand
  -v, --version  show the version
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the on-disk extents of each FILE and its fragmentation figures.
Exit status: 0 when every file was mapped, 1 when any failed (the others are still printed), 2 on a usage error.</source>
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
        <source>text (default), json (every extent, the file system and the figures), or filefrag (what `filefrag -v` prints).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extents per FIEMAP call (for measurements).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: unknown format &apos;%1&apos; (use text, json or filefrag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: --batch needs a positive number, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope map: no FILE given (see fragscope map --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fragscope: %1: warning: the file kept changing while it was read; the map may mix old and new layouts</source>
        <translation type="unfinished"></translation>
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
        <source>Fragments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filefrag&apos;s count: a fragment starts where an extent does not continue the previous one on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces that are contiguous both in the file and on disk</source>
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
        <source>Share of the mapped bytes in the largest physical runs (as many as the ideal count)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seek distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of the jumps on disk when the file is read from start to end</source>
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
        <source>Window size, WxH.</source>
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
        <source>%1 — extent records: %2, fragments: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
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
        <source>Makes two 16 MiB files in your cache folder, one contiguous and one fragmented</source>
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
        <source>Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See where a file lives on disk</source>
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
</context>
<context>
    <name>fragscope::MapLegend</name>
    <message>
        <source>Colour tells where on the disk the data lie, in the order of the file&apos;s own pieces: a contiguous file is one smooth gradient, a fragmented one is speckled. Black ticks mark where a new fragment starts.</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>fragment start</source>
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
</context>
</TS>
