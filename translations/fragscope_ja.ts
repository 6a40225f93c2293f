<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ApngWriter</name>
    <message>
        <source>a frame of another size, or one too many</source>
        <translation>別の大きさのフレーム、または多すぎるフレームです</translation>
    </message>
    <message>
        <source>%1 of %2 frames were made</source>
        <translation>%2 フレーム中 %1 フレームしか作られていません</translation>
    </message>
</context>
<context>
    <name>BenchCli</name>
    <message>
        <source>--%1 needs a value</source>
        <translation>--%1 には値が必要です</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>--%1 には %2 以上の整数が必要です (&apos;%3&apos; ではなく)</translation>
    </message>
    <message>
        <source>--cache is fadvise, drop_caches or direct, not &apos;%1&apos;</source>
        <translation>--cache は fadvise、drop_caches、direct のいずれかです (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>--preset needs the directory to run in, e.g. fragscope bench --preset %1 /mnt/test</source>
        <translation>--preset には実行するディレクトリが必要です。例: fragscope bench --preset %1 /mnt/test</translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation>ディレクトリではありません</translation>
    </message>
    <message>
        <source>no job file or directory given (see fragscope bench --help)</source>
        <translation>ジョブファイルもディレクトリも指定されていません (fragscope bench --help を参照)</translation>
    </message>
    <message>
        <source>%1: neither a job file nor a directory</source>
        <translation>%1: ジョブファイルでもディレクトリでもありません</translation>
    </message>
    <message>
        <source>%1 s left</source>
        <translation>残り %1 秒</translation>
    </message>
    <message>
        <source>fragscope: removed %1, left behind by an earlier run that ended abnormally</source>
        <translation>fragscope: 以前の異常終了した実行が残した %1 を削除しました</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常ファイルではありません</translation>
    </message>
    <message>
        <source>give one result file (see fragscope import --help)</source>
        <translation>結果ファイルを 1 つ指定してください (fragscope import --help を参照)</translation>
    </message>
    <message>
        <source>--engine is fragscope or fio, not &apos;%1&apos;</source>
        <translation>--engine は fragscope か fio です (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>--host is HOST or HOST:PORT (a machine running fio --server), not &apos;%1&apos;</source>
        <translation>--host は HOST か HOST:PORT (fio --server を動かしているマシン) です (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>fragscope bench: --repeat is our engine&apos;s; fio runs the jobs once (loops= in a job repeats its I/O inside one result)</source>
        <translation>fragscope bench: --repeat は自前エンジン用です。fio はジョブを 1 回だけ実行します (ジョブの loops= は 1 つの結果の中で I/O を繰り返します)</translation>
    </message>
    <message>
        <source>--output-format is normal, json, json+, terse (fio&apos;s), fragscope-json or diskmark, not &apos;%1&apos;</source>
        <translation>--output-format は normal、json、json+、terse (fio の形式)、fragscope-json、diskmark のいずれかです (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>Runs I/O jobs with fio&apos;s option names and meanings: a job file, a preset, or fio&apos;s options on the command line (several --name= start several jobs, as in fio; any --OPTION not below is fio&apos;s, its dashes fio&apos;s underscores). Write jobs write only files fragscope creates in DIR (fragscope-bench.*), and remove them afterwards, also after Ctrl+C. loops= in a job repeats its I/O inside one result, as fio; --repeat measures each run on its own.</source>
        <translation>fio のオプション名と意味のまま I/O ジョブを実行します。ジョブファイル、プリセット、またはコマンドラインの fio オプション（fio と同じく --name= ごとに別のジョブ。下にない --OPTION は fio のもので、ダッシュは fio のアンダースコア）。書き込みジョブは fragscope が DIR に作るファイル（fragscope-bench.*）にだけ書き、Ctrl+C の後も含めて最後に消します。ジョブの loops= は fio と同じく 1 つの結果の中で I/O を繰り返し、--repeat は実行ごとに別々に測ります。</translation>
    </message>
    <message>
        <source>A fio job file.</source>
        <translation>fio のジョブファイル。</translation>
    </message>
    <message>
        <source>Where the jobs&apos; files go (a preset&apos;s or the command line&apos;s jobs).</source>
        <translation>ジョブのファイルを置く場所（プリセットやコマンドラインのジョブ）。</translation>
    </message>
    <message>
        <source>Run the jobs (our engine) or the cold read N times, each measured on its own (default: 1; a cold read 3).</source>
        <translation>ジョブ（自前のエンジン）またはコールドリードを N 回実行し、それぞれを別々に測ります（既定: 1、コールドリードは 3）。</translation>
    </message>
    <message>
        <source>Copies of CMD started at once.</source>
        <translation>同時に起動する CMD の数。</translation>
    </message>
    <message>
        <source>What to print, with fio&apos;s meanings: normal, json (fio&apos;s schema), json+ (with the latency bins), terse (fio&apos;s semicolon line, version 3); fragscope-json, the whole result with its time series; diskmark, the text layout of CrystalDiskMark and KDiskMark (medians over the repetitions), which import reads back.</source>
        <translation>出力の形式（意味は fio と同じ）: normal、json（fio のスキーマ）、json+（レイテンシのビン付き）、terse（fio のセミコロン区切り、バージョン 3）。fragscope-json は時系列を含む結果全体、diskmark は CrystalDiskMark と KDiskMark のテキスト形式（繰り返しの中央値）で、import で読み戻せます。</translation>
    </message>
    <message>
        <source>Run the jobs on fragscope&apos;s engine or through the installed fio, which also takes the options only fio implements.</source>
        <translation>ジョブを fragscope のエンジンで実行するか、インストール済みの fio で実行します（fio だけにあるオプションも使えます）。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>A job file that ships with fragscope (--list-presets lists them).</source>
        <translation>fragscope に同梱のジョブファイル（--list-presets で一覧）。</translation>
    </message>
    <message>
        <source>List the presets, a name and title a line, and stop.</source>
        <translation>プリセットを 1 行に名前とタイトルで一覧して終了します。</translation>
    </message>
    <message>
        <source>Run the jobs through fio&apos;s client on a machine running fio --server (port 8765 by default); repeat for several machines at once.</source>
        <translation>fio --server が動いているマシンで fio のクライアント経由でジョブを実行します（既定のポートは 8765）。複数のマシンで同時に実行するには繰り返し指定します。</translation>
    </message>
    <message>
        <source>Leave the files the jobs made.</source>
        <translation>ジョブが作ったファイルを残します。</translation>
    </message>
    <message>
        <source>Print the job file that would run (fio&apos;s syntax), and stop.</source>
        <translation>実行されるジョブファイルを（fio の書式で）表示して終了します。</translation>
    </message>
    <message>
        <source>Write the result to FILE (whole, or not at all) instead of standard output.</source>
        <translation>結果を標準出力ではなく FILE に書きます（全部書くか、何も書かないか）。</translation>
    </message>
    <message>
        <source>A cold sequential read of FILE in 1 MiB requests, as dd bs=1M.</source>
        <translation>dd bs=1M と同じく、FILE を 1 MiB ずつコールドで順に読みます。</translation>
    </message>
    <message>
        <source>How the cold read empties the page cache first (default: drop_caches as root, else fadvise; direct reads with O_DIRECT).</source>
        <translation>コールドリードの前にページキャッシュを空にする方法（既定: root なら drop_caches、それ以外は fadvise。direct は O_DIRECT で読みます）。</translation>
    </message>
    <message>
        <source>Run CMD with /bin/sh and measure what it reads and writes.</source>
        <translation>CMD を /bin/sh で実行し、読み書きした量を測ります。</translation>
    </message>
    <message>
        <source>The folder CMD runs in (default: the current one).</source>
        <translation>CMD を実行するフォルダー（既定: 現在のフォルダー）。</translation>
    </message>
    <message>
        <source>What to print: fragscope-json, the whole result; json (fio&apos;s schema), json+, terse, normal or diskmark, as for bench.</source>
        <translation>出力の形式: fragscope-json は結果全体。json（fio のスキーマ）、json+、terse、normal、diskmark は bench と同じです。</translation>
    </message>
    <message>
        <source>--%1 is not an option of import, which takes --output-format and --output</source>
        <translation>--%1 は import のオプションではありません（import が受け付けるのは --output-format と --output です）</translation>
    </message>
    <message>
        <source>Reads a result made elsewhere and prints it as fragscope&apos;s JSON (or in fio&apos;s schema): fio JSON (3.x), fio&apos;s text output (2.x &quot;read : io=...&quot; and 3.x &quot;read: IOPS=...&quot; forms), fio&apos;s terse lines (version 3), bonnie++ CSV rows (format 1.96, 1.97, 1.98) or its whole output, CrystalDiskMark&apos;s and KDiskMark&apos;s text results, or a result fragscope saved.</source>
        <translation>ほかのツールで取った結果を読み、fragscope の JSON（または fio のスキーマ）で出力します: fio の JSON（3.x）、fio のテキスト出力（2.x の「read : io=...」と 3.x の「read: IOPS=...」）、fio の terse 行（バージョン 3）、bonnie++ の CSV 行（形式 1.96、1.97、1.98）またはその出力全体、CrystalDiskMark と KDiskMark のテキスト結果、fragscope が保存した結果。</translation>
    </message>
    <message>
        <source>The result to read.</source>
        <translation>読み込む結果。</translation>
    </message>
</context>
<context>
    <name>BenchContext</name>
    <message>
        <source>I/O</source>
        <translation>I/O</translation>
    </message>
    <message>
        <source>direct (O_DIRECT: past the page cache)</source>
        <translation>ダイレクト（O_DIRECT：ページキャッシュを通さない）</translation>
    </message>
    <message>
        <source>buffered (through the page cache)</source>
        <translation>バッファード（ページキャッシュ経由）</translation>
    </message>
    <message>
        <source>direct and buffered jobs</source>
        <translation>ダイレクトとバッファードのジョブが混在</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>firmware</source>
        <translation>ファームウェア</translation>
    </message>
    <message>
        <source>link</source>
        <translation>リンク速度</translation>
    </message>
    <message>
        <source>scheduler</source>
        <translation>I/O スケジューラ</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>回転</translation>
    </message>
    <message>
        <source>rotates</source>
        <translation>回転する</translation>
    </message>
    <message>
        <source>does not rotate</source>
        <translation>回転しない</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>discard</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>file system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>%1 on %2 at %3</source>
        <translation>%2 上の %1（%3 にマウント）</translation>
    </message>
    <message>
        <source>mount options</source>
        <translation>マウントオプション</translation>
    </message>
    <message>
        <source>files against memory</source>
        <translation>ファイルとメモリの比</translation>
    </message>
    <message>
        <source>%1 of files, %2 % of the memory</source>
        <translation>ファイル %1、メモリの %2 %</translation>
    </message>
    <message>
        <source>Fragscope&apos;s own %1</source>
        <translation>Fragscope 内蔵エンジン %1</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>CPU governor</source>
        <translation>CPU ガバナー</translation>
    </message>
    <message>
        <source>not reported (no cpufreq)</source>
        <translation>報告なし（cpufreq なし）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n online</source>
        <translation>
            <numerusform>%1、オンライン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>distribution</source>
        <translation>ディストリビューション</translation>
    </message>
    <message>
        <source>Fragscope</source>
        <translation>Fragscope</translation>
    </message>
    <message>
        <source>cache emptied by</source>
        <translation>キャッシュを空にした方法</translation>
    </message>
    <message>
        <source>host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>; the file system&apos;s device passes none down</source>
        <translation>、ファイルシステムのデバイスは下へ渡さない</translation>
    </message>
    <message>
        <source>; mounted with %1</source>
        <translation>、%1 付きでマウント</translation>
    </message>
    <message numerus="yes">
        <source>%n online</source>
        <translation>
            <numerusform>オンライン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 → %3 °C, at most %4 °C</source>
        <translation>%1: %2 → %3 °C、最高 %4 °C</translation>
    </message>
</context>
<context>
    <name>BenchJson</name>
    <message>
        <source>fio JSON without jobs[]</source>
        <translation>jobs[] のない fio JSON</translation>
    </message>
    <message>
        <source>neither fio JSON nor a fragscope result</source>
        <translation>fio JSON でも fragscope の結果でもありません</translation>
    </message>
    <message>
        <source>a run names job %1, which the file does not list</source>
        <translation>実行がジョブ %1 を指していますが、ファイルにはありません</translation>
    </message>
</context>
<context>
    <name>BenchRunner</name>
    <message>
        <source>%1: O_DIRECT refused the request (EINVAL): with direct=1, bs (%2) and the offsets must be multiples of the device&apos;s logical block size (usually 512 or 4096 bytes)</source>
        <translation>%1: O_DIRECT が要求を拒否しました (EINVAL): direct=1 では bs (%2) とオフセットがデバイスの論理ブロックサイズ (通常 512 または 4096 バイト) の倍数でなければなりません</translation>
    </message>
    <message>
        <source>the file system does not support O_DIRECT (direct=1); tmpfs, for one, has none. Run with direct=0, or choose a directory on a disk file system</source>
        <translation>このファイルシステムは O_DIRECT (direct=1) に対応していません (例えば tmpfs)。direct=0 で実行するか、ディスク上のファイルシステムのディレクトリを選んでください</translation>
    </message>
    <message>
        <source>out of memory for I/O buffers</source>
        <translation>I/O バッファ用のメモリが足りません</translation>
    </message>
    <message>
        <source>%1: the file ended before the %2 the job reads</source>
        <translation>%1: ジョブが読む %2 より前にファイルが終わりました</translation>
    </message>
    <message>
        <source>%1: a block device; fragscope benchmarks files, never devices</source>
        <translation>%1: ブロックデバイスです。fragscope はファイルを測定し、デバイスは扱いません</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: 通常ファイルではありません</translation>
    </message>
    <message>
        <source>%1: exists and was not made by this run; a write job writes only files fragscope creates. Leave filename= empty to let it make its own</source>
        <translation>%1: 既に存在し、この実行で作ったものではありません。書き込みジョブは fragscope が作ったファイルにしか書き込みません。filename= を空にすれば専用のファイルを作ります</translation>
    </message>
    <message>
        <source>%1: no such directory</source>
        <translation>%1: そのディレクトリはありません</translation>
    </message>
    <message>
        <source>%1: the file is %2, smaller than one block of bs=%3</source>
        <translation>%1: ファイルは %2 で、bs=%3 の 1 ブロックより小さいです</translation>
    </message>
    <message>
        <source>%1: the job reads %2 but the file holds only %3 bytes; it is not fragscope&apos;s to extend</source>
        <translation>%1: ジョブは %2 を読みますが、ファイルは %3 バイトしかありません。fragscope が伸ばしてよいファイルではありません</translation>
    </message>
    <message>
        <source>%1: not enough room for the benchmark files: they need %2 MiB, %3 MiB are free</source>
        <translation>%1: ベンチマークのファイルを置く容量が足りません: %2 MiB 必要で、空きは %3 MiB です</translation>
    </message>
    <message>
        <source>only %1 % of the %2 MiB read by buffered jobs came from the device; the rest came from the page cache, faster than any disk</source>
        <translation>バッファードジョブが読んだ %2 MiB のうちデバイスから来たのは %1 % だけです。残りはどのディスクよりも速いページキャッシュから読まれています</translation>
    </message>
    <message>
        <source>no job to run</source>
        <translation>実行するジョブがありません</translation>
    </message>
    <message>
        <source>Laying out %1</source>
        <translation>%1 を配置中</translation>
    </message>
    <message numerus="yes">
        <source>%n jobs</source>
        <translation>
            <numerusform>%n 個のジョブ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, repetition %2 of %3</source>
        <translation>%1、繰り返し %2 / %3</translation>
    </message>
    <message>
        <source>repetition %1: %2 of %3 pages stayed in the page cache after %4 (mapped by another process?)</source>
        <translation>繰り返し %1: %4 の後も %3 ページ中 %2 ページがページキャッシュに残りました (別のプロセスがマップしている?)</translation>
    </message>
    <message>
        <source>Cold read of %1</source>
        <translation>%1 のコールド読み取り</translation>
    </message>
    <message>
        <source>log not written: %1</source>
        <translation>ログを書けませんでした: %1</translation>
    </message>
    <message>
        <source>%1: needs size= (it has no end)</source>
        <translation>%1: size= が必要です（終わりがありません）</translation>
    </message>
    <message>
        <source>/dev/null: nothing to read; use /dev/zero</source>
        <translation>/dev/null: 読むものがありません。/dev/zero を使ってください</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>at %1: no verify header of this job&apos;s kind (never written with verify=, or overwritten)</source>
        <translation>%1: このジョブの種類の検証ヘッダーがありません（verify= で書かれていないか、上書きされました）</translation>
    </message>
    <message>
        <source>at %1: the data written for offset %2 (a misplaced write)</source>
        <translation>%1: オフセット %2 用に書かれたデータです（書き込み位置の誤り）</translation>
    </message>
    <message>
        <source>at %1: an older write&apos;s data (a lost write)</source>
        <translation>%1: 以前の書き込みのデータです（書き込みの消失）</translation>
    </message>
    <message>
        <source>at %1: the checksum does not match the data (corrupted)</source>
        <translation>%1: チェックサムがデータと一致しません（破損）</translation>
    </message>
    <message>
        <source>at %1: byte %2 is 0x%3, the pattern has 0x%4</source>
        <translation>%1: バイト %2 は 0x%3 ですが、パターンは 0x%4 です</translation>
    </message>
    <message>
        <source>at %1: the file ends before the data written there</source>
        <translation>%1: そこに書いたデータより前でファイルが終わっています</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n check(s) of the data failed verification (verify=%2); the first: %3</source>
        <translation>
            <numerusform>%1: データの検証で %n 件の不一致がありました（verify=%2）。最初のもの: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: latency %2 us over latency_target=%3 us at queue depth 1</source>
        <translation>%1: キュー深さ 1 でもレイテンシ %2 us が latency_target=%3 us を超えています</translation>
    </message>
    <message>
        <source>%1: %2 at offset %3 failed: %4 (continue_on_error: the job went on)</source>
        <translation>%1: オフセット %3 の%2が失敗しました: %4 (continue_on_error: ジョブは続行しました)</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memory policy (default, local, prefer:NODE, bind:NODES, interleave:NODES)</source>
        <translation>&apos;%1&apos; はメモリポリシーではありません (default、local、prefer:NODE、bind:NODES、interleave:NODES)</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: %2 names NUMA node %3, which this machine does not have (its nodes: %4)</source>
        <translation>ジョブ &apos;%1&apos;: %2 が NUMA ノード %3 を指定していますが、このマシンにはありません (ノード: %4)</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: cannot run on the CPUs of NUMA nodes %2: %3</source>
        <translation>ジョブ &apos;%1&apos;: NUMA ノード %2 の CPU で実行できません: %3</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: cannot set the memory policy %2: %3</source>
        <translation>ジョブ &apos;%1&apos;: メモリポリシー %2 を設定できません: %3</translation>
    </message>
    <message>
        <source>cannot set the I/O priority (prioclass=%1, prio=%2): %3</source>
        <translation>I/O 優先度を設定できません（prioclass=%1、prio=%2）: %3</translation>
    </message>
    <message>
        <source>rate_min=%1/s not met: %2 B/s of %3 over the last %4 ms</source>
        <translation>rate_min=%1/s を満たしていません: 直近 %4 ms の%3は %2 B/s</translation>
    </message>
    <message>
        <source>rate_iops_min=%1 not met: %2 IOPS of %3 over the last %4 ms</source>
        <translation>rate_iops_min=%1 を満たしていません: 直近 %4 ms の%3は %2 IOPS</translation>
    </message>
</context>
<context>
    <name>BenchText</name>
    <message>
        <source>worst latency: %1</source>
        <translation>最大レイテンシ: %1</translation>
    </message>
    <message>
        <source>%1: median %2 (min %3, max %4, mean %5, stddev %6)</source>
        <translation>%1: 中央値 %2 (最小 %3、最大 %4、平均 %5、標準偏差 %6)</translation>
    </message>
    <message numerus="yes">
        <source>command: %1 (%n instance(s); bytes that reached the storage layer)
</source>
        <translation>
            <numerusform>コマンド: %1 (インスタンス %n 個。ストレージ層に届いたバイト数)
</numerusform>
        </translation>
    </message>
    <message>
        <source>repetition %1</source>
        <translation>繰り返し %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>cpu: usr=%1 %, sys=%2 %, syncs=%3</source>
        <translation>cpu: usr=%1 %、sys=%2 %、syncs=%3</translation>
    </message>
    <message numerus="yes">
        <source>over %n repetitions</source>
        <translation>
            <numerusform>%n 回の繰り返しで</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bandwidth</source>
        <translation>%1 帯域</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>group %1 (jobs that ran at the same time)</source>
        <translation>グループ %1 (同時に実行したジョブ)</translation>
    </message>
    <message>
        <source>Cancelled: the figures above are partial.</source>
        <translation>キャンセル: 上の数値は途中までのものです。</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>停止: %1</translation>
    </message>
    <message numerus="yes">
        <source>on %n host(s) through fio&apos;s client/server; the jobs below are their sum</source>
        <translation>
            <numerusform>fio のクライアント/サーバーで %n 台のホスト上で実行。以下のジョブはその合計</numerusform>
        </translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ホスト %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
    <message>
        <source>verify: %1 MiB read back and checked, %2 failed</source>
        <translation>検証: %1 MiB を読み戻して確認、不一致 %2 件</translation>
    </message>
    <message>
        <source>disk %1: %2 % busy, %3 reads, %4 writes</source>
        <translation>ディスク %1: 使用率 %2 %、読み取り %3 回、書き込み %4 回</translation>
    </message>
    <message>
        <source>latency target %1 us (%2 % of I/Os): queue depth %3 keeps to it</source>
        <translation>レイテンシ目標 %1 us（I/O の %2 %）: キュー深さ %3 で守れます</translation>
    </message>
    <message>
        <source>cmdprio: %1 requests with priority class %2, level %3</source>
        <translation>cmdprio: 優先度クラス %2、レベル %3 の要求 %1 件</translation>
    </message>
    <message>
        <source>errors gone on after (continue_on_error): %1, the first %2 (%3)</source>
        <translation>続行したエラー (continue_on_error): %1 件、最初は %2 (%3)</translation>
    </message>
    <message>
        <source>mean latency: %1</source>
        <translation>平均レイテンシ: %1</translation>
    </message>
    <message>
        <source>cpu: %1 %</source>
        <translation>cpu: %1 %</translation>
    </message>
    <message numerus="yes">
        <source>To doubt (%n):
</source>
        <translation>
            <numerusform>要注意（%n 件）：
</numerusform>
        </translation>
    </message>
    <message>
        <source>temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>steady state reached after %1 s (ss=%2), stopped there</source>
        <translation>%1 秒後に定常状態に達し (ss=%2)、そこで停止</translation>
    </message>
    <message>
        <source>steady state not reached in %1 s (ss=%2)</source>
        <translation>%1 秒のうちに定常状態に達せず (ss=%2)</translation>
    </message>
</context>
<context>
    <name>BtrfsChunks</name>
    <message>
        <source>device %1</source>
        <translation>デバイス %1</translation>
    </message>
    <message>
        <source>only root may read btrfs&apos;s chunk tree</source>
        <translation>btrfs のチャンクツリーを読めるのは root だけです</translation>
    </message>
</context>
<context>
    <name>BtrfsFile</name>
    <message>
        <source>reading btrfs extent items needs root (CAP_SYS_ADMIN): the kernel shows the file system&apos;s trees to the administrator only</source>
        <translation>btrfs のエクステント項目の読み取りには root (CAP_SYS_ADMIN) が必要です。カーネルはファイルシステムのツリーを管理者にだけ見せます</translation>
    </message>
    <message numerus="yes">
        <source>%n btrfs extent item(s) too short to read</source>
        <translation>
            <numerusform>短すぎて読めない btrfs エクステント項目が %n 個あります</numerusform>
        </translation>
    </message>
    <message>
        <source>not a name a subvolume can have</source>
        <translation>サブボリュームに付けられる名前ではありません</translation>
    </message>
    <message>
        <source>not on btrfs: only btrfs has subvolumes and snapshots</source>
        <translation>btrfs 上ではありません: サブボリュームとスナップショットがあるのは btrfs だけです</translation>
    </message>
</context>
<context>
    <name>CacheDrop</name>
    <message>
        <source>not a regular file</source>
        <translation>通常ファイルではありません</translation>
    </message>
    <message>
        <source>cannot write /proc/sys/vm/drop_caches (root only): %1</source>
        <translation>/proc/sys/vm/drop_caches に書き込めません (root のみ): %1</translation>
    </message>
    <message>
        <source>cannot commit its file system: %1</source>
        <translation>ファイルシステムをコミットできません: %1</translation>
    </message>
</context>
<context>
    <name>Calibrate</name>
    <message>
        <source>%1 reads its image %2 without direct I/O, through the page cache: the figures may be the cache&apos;s, not the disk&apos;s</source>
        <translation>%1 はイメージ %2 をダイレクト I/O なしで、ページキャッシュ経由で読みます。値はディスクではなくキャッシュのものかもしれません</translation>
    </message>
    <message>
        <source>it is on %1 (%2), which is no block device: there is no disk to measure</source>
        <translation>%1(%2)上にあり、ブロックデバイスではありません。測定するディスクがありません</translation>
    </message>
    <message>
        <source>no source</source>
        <translation>ソースなし</translation>
    </message>
    <message>
        <source>%1 of the %2 devices under %3</source>
        <translation>%3 の下にある %2 台のデバイスのうち %1</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1(%2 の下)</translation>
    </message>
    <message>
        <source>the disk holding %1, the image of %2</source>
        <translation>%2 のイメージ %1 を保持するディスク</translation>
    </message>
    <message>
        <source>through %1, which reads its image %2 with direct I/O</source>
        <translation>%1 経由(イメージ %2 をダイレクト I/O で読みます)</translation>
    </message>
    <message>
        <source>it holds %1, too little to measure (at least %2)</source>
        <translation>容量が %1 で、測定には小さすぎます(最低 %2)</translation>
    </message>
    <message>
        <source>cannot open it to read: %1 (measuring a disk needs root or a udisks2 authorisation)</source>
        <translation>読み取り用に開けません: %1(ディスクの測定には root か udisks2 の認可が必要です)</translation>
    </message>
    <message>
        <source>cannot open it to read with direct I/O: %1</source>
        <translation>ダイレクト I/O の読み取り用に開けません: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>reading %1 at byte %2: %3</source>
        <translation>バイト %2 から %1 を読み取り中: %3</translation>
    </message>
    <message>
        <source>request costs</source>
        <translation>リクエストのコスト</translation>
    </message>
    <message>
        <source>zone curve</source>
        <translation>ゾーン曲線</translation>
    </message>
    <message>
        <source>access time against distance</source>
        <translation>距離ごとのアクセス時間</translation>
    </message>
    <message>
        <source>queue depth</source>
        <translation>キュー深さ</translation>
    </message>
    <message>
        <source>7,200 rpm preset</source>
        <translation>7,200 rpm プリセット</translation>
    </message>
    <message>
        <source>5,400 rpm laptop preset</source>
        <translation>5,400 rpm ノート PC 用プリセット</translation>
    </message>
    <message>
        <source>SATA SSD preset</source>
        <translation>SATA SSD プリセット</translation>
    </message>
    <message>
        <source>NVMe SSD preset</source>
        <translation>NVMe SSD プリセット</translation>
    </message>
    <message>
        <source>not measured: %1, %2</source>
        <translation>未測定: %1、%2</translation>
    </message>
    <message>
        <source>no block device found under %1</source>
        <translation>%1 があるブロックデバイスが見つかりません</translation>
    </message>
    <message>
        <source>%1 says it rotates</source>
        <translation>%1 は回転型と報告しています</translation>
    </message>
    <message>
        <source>%1 is NVMe</source>
        <translation>%1 は NVMe です</translation>
    </message>
    <message>
        <source>%1 says it does not rotate</source>
        <translation>%1 は非回転型と報告しています</translation>
    </message>
    <message>
        <source>no such disk: name a preset (%1) or a profile file `fragscope calibrate --format json` wrote</source>
        <translation>そのようなディスクはありません: プリセット(%1)か、`fragscope calibrate --format json` が書いたプロファイルファイルを指定してください</translation>
    </message>
    <message>
        <source>no block device found under it</source>
        <translation>その下にブロックデバイスが見つかりません</translation>
    </message>
    <message>
        <source>opened through udisks2</source>
        <translation>udisks2 経由で開きました</translation>
    </message>
    <message>
        <source>a %1 read at depth %2: %3</source>
        <translation>キュー深さ %2 での %1 の読み取り: %3</translation>
    </message>
    <message>
        <source>%1 reads its image %2, of which only %3 of %4 is written: reads of the rest never reach the disk, and the figures are faster than it (write the image whole first)</source>
        <translation>%1 はイメージ %2 を読みますが、%4 のうち書き込まれているのは %3 だけです。残りの読み取りはディスクに届かず、測定値はディスクより速くなります（先にイメージ全体を書き込んでください）</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>。%1</translation>
    </message>
    <message>
        <source>a %1 read got no answer in %2 s: the device may be hung (or throttled to nothing); calibration stopped</source>
        <translation>%1 の読み取りに %2 秒間応答がありません: デバイスが応答不能か、ゼロ近くまで制限されている可能性があります。キャリブレーションを中止しました</translation>
    </message>
    <message>
        <source> after a pause</source>
        <translation>(休止後)</translation>
    </message>
    <message>
        <source>sustained reads of %1: %2 a second, fewer than of %3 (%4): left out</source>
        <translation>%1 の持続読み取り: 毎秒 %2 回で、%3 (%4 回) より少ないため除外</translation>
    </message>
    <message>
        <source>sustained reads of %1: %2 then %3 a second</source>
        <translation>%1 の持続読み取り: 毎秒 %2 回、後半は %3 回</translation>
    </message>
    <message>
        <source>sustained rates</source>
        <translation>持続レート</translation>
    </message>
    <message>
        <source>requests of %1%2: %3 ms, then %4 ms: left out</source>
        <translation>%1%2 のリクエスト: %3 ms、測り直して %4 ms のため除外</translation>
    </message>
    <message>
        <source>the reader&apos;s CPU</source>
        <translation>読み取り側の CPU</translation>
    </message>
    <message>
        <source>measuring the reader&apos;s CPU, %1: %2</source>
        <translation>読み取り側の CPU の測定中に %1 が失敗: %2</translation>
    </message>
    <message>
        <source>btrfs does not name its device %1 (a device that is missing?)</source>
        <translation>btrfs がデバイス %1 の名前を示していません(見つからないデバイスでは?)</translation>
    </message>
    <message>
        <source>device %1 of %2 of the btrfs at %3%4</source>
        <translation>%3 の btrfs のデバイス %2 台のうち %1 番%4</translation>
    </message>
    <message numerus="yes">
        <source>btrfs on %n devices, each read on its own profile</source>
        <translation>
            <numerusform>%n 台のデバイスにまたがる btrfs、各デバイスをそれぞれのプロファイルで見積もり</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>btrfs on %n devices, of them measured: %1</source>
        <translation>
            <numerusform>%n 台のデバイスにまたがる btrfs、測定済み: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Fragmentation</source>
        <translation>フラグメンテーション</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>Extents (offsets and lengths in %1-byte blocks)</source>
        <translation>エクステント (オフセットと長さは %1 バイトのブロック単位)</translation>
    </message>
    <message>
        <source>logical</source>
        <translation>論理</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>物理</translation>
    </message>
    <message>
        <source>length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <source>Regular files to map.</source>
        <translation>マップする通常ファイル。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Flush the file&apos;s dirty data first (FIEMAP_FLAG_SYNC), so delayed allocations show where they land.</source>
        <translation>先にファイルの未書き込みデータを書き出します (FIEMAP_FLAG_SYNC)。遅延割り当ての行き先が分かります。</translation>
    </message>
    <message>
        <source>Map the extended-attribute fork instead.</source>
        <translation>代わりに拡張属性のフォークをマップします。</translation>
    </message>
    <message>
        <source>Extents per FIEMAP call (for measurements).</source>
        <translation>1 回の FIEMAP 呼び出しで読むエクステント数 (測定用)。</translation>
    </message>
    <message>
        <source>fragscope: %1: warning: the file kept changing while it was read; the map may mix old and new layouts</source>
        <translation>fragscope: %1: 警告: 読み取り中もファイルが変化し続けました。マップには新旧の配置が混在している可能性があります</translation>
    </message>
    <message>
        <source>fragscope: -v is not an option here (filefrag and e4defrag take it for verbose); the version is --version</source>
        <translation>fragscope: -v はここではオプションではありません (filefrag や e4defrag では詳細表示の意味です)。バージョンは --version です</translation>
    </message>
    <message>
        <source>Did you mean %1?</source>
        <translation>%1 のことですか?</translation>
    </message>
    <message>
        <source>fragscope: &apos;%1&apos; is neither a subcommand nor a file (see fragscope --help)</source>
        <translation>fragscope: &apos;%1&apos; はサブコマンドでもファイルでもありません (fragscope --help を参照)</translation>
    </message>
    <message>
        <source>fragscope: &apos;%1&apos; is neither a subcommand nor a file. Did you mean %2?</source>
        <translation>fragscope: &apos;%1&apos; はサブコマンドでもファイルでもありません。%2 のことですか?</translation>
    </message>
    <message>
        <source>fragscope map: --image draws one FILE, not %1</source>
        <translation>fragscope map: --image で描けるのは FILE 1 つです (%1 個ではなく)</translation>
    </message>
    <message>
        <source>fragscope map: --size is WIDTHxHEIGHT in pixels (100 to 20000), not &apos;%1&apos;</source>
        <translation>fragscope map: --size はピクセル単位の 幅x高さ (100 から 20000) です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>fragscope map: %1: --image writes .png, .svg or .pdf</source>
        <translation>fragscope map: %1: --image が書けるのは .png、.svg、.pdf です</translation>
    </message>
    <message>
        <source>fragscope map: %1: not a regular file</source>
        <translation>fragscope map: %1: 通常ファイルではありません</translation>
    </message>
    <message>
        <source>fragscope map: drawing %1 did not finish</source>
        <translation>fragscope map: %1 の描画が終わりませんでした</translation>
    </message>
    <message>
        <source>Draw the map and layout plot of FILE, as the window shows them, into OUT (.png, .svg or .pdf) without a display, instead of printing.</source>
        <translation>表示する代わりに、FILE のマップと配置図をウィンドウと同じ形で OUT (.png、.svg、.pdf) に描きます (ディスプレイ不要)。</translation>
    </message>
    <message>
        <source>print a file&apos;s extents and fragmentation figures</source>
        <translation>ファイルのエクステントと断片化の指標を表示</translation>
    </message>
    <message>
        <source>run I/O benchmark jobs (fio&apos;s job files and option names)</source>
        <translation>I/O ベンチマークジョブを実行 (fio のジョブファイルとオプション名)</translation>
    </message>
    <message>
        <source>read a result of fio, bonnie++, CrystalDiskMark or KDiskMark and print it as JSON</source>
        <translation>fio、bonnie++、CrystalDiskMark、KDiskMark の結果を読んで JSON で表示</translation>
    </message>
    <message>
        <source>defragment files or a tree in place, safely, and verify their content</source>
        <translation>ファイルやツリーをその場で安全にデフラグし、内容を検証</translation>
    </message>
    <message>
        <source>compare two snapshots of a file&apos;s layout</source>
        <translation>ファイルの配置のスナップショット 2 つを比較</translation>
    </message>
    <message>
        <source>survey every file of a tree or file system: fragments, score, free space</source>
        <translation>ツリーやファイルシステム全体の全ファイルを調査: 断片、スコア、空き領域</translation>
    </message>
    <message>
        <source>Usage: fragscope [WINDOW OPTIONS] [FILE...]</source>
        <translation>使い方: fragscope [ウィンドウのオプション] [FILE...]</translation>
    </message>
    <message>
        <source>Fragscope shows where a file&apos;s data lives on disk, read with the FIEMAP ioctl.
Without a subcommand it opens its window, with the FILEs given.</source>
        <translation>Fragscope はファイルのデータがディスク上のどこにあるかを、FIEMAP ioctl で読み取って表示します。
サブコマンドなしではウィンドウを開き、指定された FILE を表示します。</translation>
    </message>
    <message>
        <source>Subcommands:</source>
        <translation>サブコマンド:</translation>
    </message>
    <message>
        <source>Options:
  -h, --help   show this help; `fragscope map --help` for the subcommand
  --version    show the version</source>
        <translation>オプション:
  -h, --help   このヘルプを表示 (サブコマンドは `fragscope map --help` など)
  --version    バージョンを表示</translation>
    </message>
    <message>
        <source>Window options:</source>
        <translation>ウィンドウのオプション:</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use text, json or filefrag)</source>
        <translation>不明な形式 &apos;%1&apos; (text、json、filefrag のいずれかを使ってください)</translation>
    </message>
    <message>
        <source>--batch needs a positive number, not &apos;%1&apos;</source>
        <translation>--batch には正の数が必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>no FILE given (see fragscope map --help)</source>
        <translation>FILE が指定されていません (fragscope map --help を参照)</translation>
    </message>
    <message>
        <source>the lab&apos;s experiments: copy-on-write against in place, parallel writers, discard, copy tools, snapshots</source>
        <translation>ラボの実験: コピーオンライトとインプレース、並行ライター、discard、コピーツール、スナップショット</translation>
    </message>
    <message>
        <source>no model given</source>
        <translation>モデル名なし</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>測定: %1</translation>
    </message>
    <message>
        <source>Requests: read-ahead %1, at most %2 a request</source>
        <translation>リクエスト: 先読み %1、1 リクエスト最大 %2</translation>
    </message>
    <message>
        <source>Sequential (zone curve)</source>
        <translation>シーケンシャル(ゾーン曲線)</translation>
    </message>
    <message>
        <source>Access time (a 4 KiB read that far from the one before)</source>
        <translation>アクセス時間(直前の読み取りからその距離にある 4 KiB の読み取り)</translation>
    </message>
    <message>
        <source>A request continuing the one before</source>
        <translation>直前に続くリクエスト</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>%1 reads/s</source>
        <translation>%1 回/秒</translation>
    </message>
    <message>
        <source>Measure for about a minute instead of about 10 seconds.</source>
        <translation>約 10 秒ではなく約 1 分かけて測定します。</translation>
    </message>
    <message>
        <source>Print the profile but do not keep it for the cost of layouts.</source>
        <translation>プロファイルを表示しますが、配置のコスト計算用には保存しません。</translation>
    </message>
    <message>
        <source>--format is text or json, not &apos;%1&apos;</source>
        <translation>--format は text か json です(&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>one DEVICE, MOUNT or FILE, not %1</source>
        <translation>DEVICE、MOUNT、FILE は 1 つだけです(%1 個ではありません)</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Measuring %1: %2, %3 %</source>
        <translation>%1 を測定中: %2、%3 %</translation>
    </message>
    <message>
        <source>Saved as %1/%2.json: the read times of files on %3 use it from now on.</source>
        <translation>%1/%2.json に保存しました: 以後 %3 上のファイルの読み取り時間にはこれが使われます。</translation>
    </message>
    <message>
        <source>measure a disk, reading only, for the time a layout costs to read</source>
        <translation>ディスクを読み取りだけで測り、配置を読むのにかかる時間を見積もれるようにする</translation>
    </message>
    <message>
        <source>Add what reading the file cold takes on its disk (as measured by fragscope calibrate, else a preset), in one piece, and the time lost to fragmentation.</source>
        <translation>ファイルをキャッシュなしで読むのにそのディスクでかかる時間(fragscope calibrate の測定値、なければプリセット)、1 つにまとまっていた場合の時間、断片化で失われる時間を加えます。</translation>
    </message>
    <message>
        <source>Read time</source>
        <translation>読み取り時間</translation>
    </message>
    <message>
        <source>%1 (%2), %3, %4, measured in %5 s</source>
        <translation>%1(%2)、%3、%4、測定 %5 秒</translation>
    </message>
    <message>
        <source>says it rotates</source>
        <translation>回転型と報告</translation>
    </message>
    <message>
        <source>says it does not rotate</source>
        <translation>非回転型と報告</translation>
    </message>
    <message>
        <source>%1 as --disk gives it</source>
        <translation>--disk で指定された %1</translation>
    </message>
    <message>
        <source>Streaming as read-ahead does (%1 requests, two windows in flight): %2 MB/s</source>
        <translation>先読みと同じ連続読み取り（%1 の要求、2 ウィンドウ分を同時に発行）: %2 MB/s</translation>
    </message>
    <message>
        <source>The same after a pause of 0.1 ms (a file&apos;s first read)</source>
        <translation>同じ要求を 0.1 ms の休止の後に（ファイルの最初の読み取り）</translation>
    </message>
    <message>
        <source>Random %1 reads against queue depth</source>
        <translation>キュー深さごとのランダム %1 読み取り</translation>
    </message>
    <message>
        <source>%1x</source>
        <translation>%1 倍</translation>
    </message>
    <message>
        <source>Unsteady: %1</source>
        <translation>不安定: %1</translation>
    </message>
    <message>
        <source>Sustained, after any burst (8 in flight)</source>
        <translation>持続レート (バースト後、8 件同時)</translation>
    </message>
    <message>
        <source>The reader&apos;s CPU (a warm read): %1 a file, %2 a read call, %3 a MiB copied</source>
        <translation>読み取り側の CPU (キャッシュ済みの読み取り): ファイルあたり %1、read 呼び出しあたり %2、コピー 1 MiB あたり %3</translation>
    </message>
    <message>
        <source>each file system&apos;s fragmentation and time lost as Prometheus metrics</source>
        <translation>ファイルシステムごとのフラグメンテーションと失われる読み取り時間を Prometheus のメトリクスとして出力</translation>
    </message>
    <message>
        <source>text, or json (a calibration document: its profiles, each what --disk FILE takes).</source>
        <translation>text、または json（calibration ドキュメント。中の各プロファイルは --disk FILE にそのまま使えます）。</translation>
    </message>
    <message>
        <source>Measures the disk under the path by reading it, never writing: the sequential rate across the disk, access time against distance, the cost of a request, the gain of a queue and the rates it sustains after any burst (a disk that caps its reads, as cloud volumes do); and what a program reading files costs the CPU, by reading the disk&apos;s first 64 MiB again from the page cache. The profile is saved per disk and used from then on for every read time fragscope predicts there. A btrfs on several devices has each of them measured in turn, and a read there is priced on each device&apos;s own. Reading a disk&apos;s device needs root, or udisks2 to open it.</source>
        <translation>パスの下にあるディスクを読み取りだけで測ります（書き込みは一切しません）: ディスク全体の順次読み取り速度、距離ごとのアクセス時間、リクエスト 1 つのコスト、キューの効果、バースト後も持続する速度（クラウドボリュームのように読み取りに上限があるディスク）、そしてディスクの先頭 64 MiB をページキャッシュから読み直して、ファイルを読むプログラムが使う CPU 時間。プロファイルはディスクごとに保存され、以後そのディスクで fragscope が予測するすべての読み取り時間に使われます。複数デバイスの btrfs は各デバイスを順に測り、読み取りはデバイスごとのプロファイルで見積もります。デバイスを読むには root か、開くための udisks2 が必要です。</translation>
    </message>
    <message>
        <source>The disk to measure: a block device, or the one under a mount point or file. Default: the current folder&apos;s.</source>
        <translation>測るディスク: ブロックデバイス、またはマウントポイントやファイルの下にあるディスク。既定: 現在のフォルダーのディスク。</translation>
    </message>
    <message>
        <source>0 when every file was mapped, 1 when any failed (the others are still printed), 2 on a usage error.</source>
        <translation>すべてのファイルのマップを読めたら 0、どれかが失敗したら 1（ほかのファイルは出力されます）、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when every job ran, 1 when one failed or was cancelled, 2 on a usage error.</source>
        <translation>すべてのジョブが実行できたら 0、どれかが失敗または中止されたら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when the result was read and written, 1 when it could not be read or written, 2 on a usage error.</source>
        <translation>結果を読んで書けたら 0、読めないか書けなかったら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when every file was done (or needed nothing), 1 when any was refused or failed, 2 on a usage error.</source>
        <translation>すべてのファイルが終わった（または何も要らなかった）ら 0、どれかが拒否または失敗したら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when both were read and compared, 1 when one could not be read, 2 on a usage error.</source>
        <translation>両方を読んで比較できたら 0、どちらかが読めなかったら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when the scan completed (skipped files are listed, not failures), 1 when a PATH could not be scanned or the scan was interrupted, 2 on a usage error.</source>
        <translation>スキャンが最後まで終わったら 0（飛ばしたファイルは一覧に出ますが失敗ではありません）、PATH をスキャンできないか中断されたら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when every device was measured (and saved), 1 when one could not be opened, measured or saved, or the run was interrupted, 2 on a usage error.</source>
        <translation>すべてのデバイスを測れた（そして保存できた）ら 0、どれかを開けない・測れない・保存できないか中断されたら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>0 when every file system was surveyed or skipped for another survey, 1 when a PATH or a file system could not be read, the file not written, or the run interrupted, 2 on a usage error.</source>
        <translation>すべてのファイルシステムを調べた（またはほかの調査中のため飛ばした）ら 0、PATH やファイルシステムを読めない・ファイルを書けないか中断されたら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>COMMON: [--quick] [--repeat N] [--disk DISK] [--json] [--text] [--report FILE.html] [--keep]
WHERE: DIR... (discard, copy-tools: A B; snapshots: one DIR on btrfs), or --images TYPE[,TYPE] [--image-dir DIR]</source>
        <translation>COMMON: [--quick] [--repeat N] [--disk DISK] [--json] [--text] [--report FILE.html] [--keep]
WHERE: DIR...（discard と copy-tools は A B、snapshots は btrfs 上の DIR 1 つ）、または --images TYPE[,TYPE] [--image-dir DIR]</translation>
    </message>
    <message>
        <source>0 when every target ran, 1 when one failed or the run was interrupted, 2 on a usage error.</source>
        <translation>すべての対象で実行できたら 0、どれかが失敗するか中断されたら 1、使い方の誤りは 2。</translation>
    </message>
    <message>
        <source>Default: %1.</source>
        <translation>既定: %1。</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>使い方:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <source>Exit status:</source>
        <translation>終了ステータス:</translation>
    </message>
    <message>
        <source>Print the on-disk extents of each FILE and its fragmentation figures: as text, as JSON (every extent, the file system and the figures) or as the lines `filefrag -v` prints; or draw its map as the window does.</source>
        <translation>各 FILE のディスク上のエクステントとフラグメンテーションの数値を出力します。テキスト、JSON（すべてのエクステント、ファイルシステム、数値）、または `filefrag -v` と同じ行で出力するか、ウィンドウと同じマップを描きます。</translation>
    </message>
    <message>
        <source>text, json (every extent, the file system and the figures), or filefrag (what `filefrag -v` prints).</source>
        <translation>text、json（すべてのエクステント、ファイルシステム、数値）、または filefrag（`filefrag -v` の出力）。</translation>
    </message>
    <message>
        <source>The picture&apos;s size for --image.</source>
        <translation>--image の画像の大きさ。</translation>
    </message>
    <message>
        <source>The disk is named with --disk.</source>
        <translation>ディスクは --disk で指定します。</translation>
    </message>
    <message>
        <source>The disk to work the read times out on, instead of the one under the path (its profile from fragscope calibrate, else a preset by its rotational flag): a preset (%1); a profile file fragscope calibrate --format json wrote; or a preset with these figures changed, e.g. laptop-5400,cache=16 or rpm=5400,average=12,full=25,outer=100,inner=50 (seek times track, average, full in ms; media rates outer, inner in MB/s; the drive&apos;s cache in MiB, its segments, readahead in KiB, command overhead in ms, interface in MB/s; an SSD&apos;s latency in ms; capacity in GB; ssd=1 for a solid-state disk).</source>
        <translation>読み取り時間を見積もるディスク。指定しなければパスの下にあるディスク（fragscope calibrate のプロファイル、なければ回転フラグで選ぶプリセット）。プリセット（%1）、fragscope calibrate --format json が書いたプロファイルファイル、またはプリセットの数値を変えたもの（例: laptop-5400,cache=16、rpm=5400,average=12,full=25,outer=100,inner=50。シーク時間 track、average、full は ms、媒体の速度 outer、inner は MB/s、ドライブのキャッシュは MiB、そのセグメント数、先読みは KiB、コマンドのオーバーヘッドは ms、インターフェースは MB/s、SSD のレイテンシは ms、容量は GB、SSD なら ssd=1）。</translation>
    </message>
    <message>
        <source>--disk needs a preset, a profile file or figures</source>
        <translation>--disk にはプリセット、プロファイルファイル、または数値が必要です</translation>
    </message>
    <message>
        <source>--cost and --disk print in the text and json formats, not filefrag&apos;s</source>
        <translation>--cost と --disk は text と json の形式で出力します（filefrag の形式ではありません）</translation>
    </message>
</context>
<context>
    <name>CommandJob</name>
    <message>
        <source>no command given</source>
        <translation>コマンドが指定されていません</translation>
    </message>
    <message>
        <source>cannot start /bin/sh: %1</source>
        <translation>/bin/sh を起動できません: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) running</source>
        <translation>
            <numerusform>%n 個のインスタンスが実行中</numerusform>
        </translation>
    </message>
    <message>
        <source>an instance exited with status %1</source>
        <translation>インスタンスが終了コード %1 で終了しました</translation>
    </message>
</context>
<context>
    <name>Defrag</name>
    <message>
        <source>the file system is mounted read-only: nothing can be moved</source>
        <translation>ファイルシステムが読み取り専用でマウントされています: 何も移動できません</translation>
    </message>
    <message>
        <source>no permission to write the file: %1</source>
        <translation>ファイルへの書き込み権限がありません: %1</translation>
    </message>
    <message>
        <source>the file system filled up part-way; the file is whole (moved %1 of %2 bytes)</source>
        <translation>途中でファイルシステムが満杯になりました。ファイルは完全です (%2 バイト中 %1 バイトを移動)</translation>
    </message>
    <message>
        <source>the file is in use as swap space: the kernel will not let it be moved</source>
        <translation>ファイルはスワップ領域として使用中です: カーネルが移動を許しません</translation>
    </message>
    <message>
        <source>the file is busy (being changed); moved %1 of %2 bytes</source>
        <translation>ファイルは使用中 (変更中) です。%2 バイト中 %1 バイトを移動しました</translation>
    </message>
    <message>
        <source>the kernel says the file may not change (immutable or append-only)</source>
        <translation>カーネルがファイルの変更を禁止しています (immutable または append-only)</translation>
    </message>
    <message>
        <source>%1 failed after %2 of %3 bytes: %4</source>
        <translation>%3 バイト中 %2 バイトの後で %1 が失敗しました: %4</translation>
    </message>
    <message>
        <source>the file is immutable (chattr +i): it must not change, so it is not moved</source>
        <translation>ファイルは immutable (chattr +i) です: 変更できないので移動しません</translation>
    </message>
    <message>
        <source>the file is append-only (chattr +a): its blocks must not be rewritten</source>
        <translation>ファイルは append-only (chattr +a) です: ブロックを書き換えられません</translation>
    </message>
    <message>
        <source>the file uses ext3-style indirect blocks, which ext4&apos;s MOVE_EXT cannot move; convert it (chattr +e) or use --method copy</source>
        <translation>ファイルは ext3 形式の間接ブロックを使っていて、ext4 の MOVE_EXT では移動できません。変換する (chattr +e) か --method copy を使ってください</translation>
    </message>
    <message>
        <source>the file journals its data (chattr +j): ext4 refuses to move such files</source>
        <translation>ファイルはデータをジャーナルに記録しています (chattr +j): ext4 はこのようなファイルの移動を拒否します</translation>
    </message>
    <message>
        <source>the file is encrypted: ext4 refuses to move encrypted files</source>
        <translation>ファイルは暗号化されています: ext4 は暗号化ファイルの移動を拒否します</translation>
    </message>
    <message>
        <source>the file uses DAX: ext4 refuses online defrag with DAX</source>
        <translation>ファイルは DAX を使っています: ext4 は DAX でのオンラインデフラグを拒否します</translation>
    </message>
    <message>
        <source>Verifying</source>
        <translation>検証中</translation>
    </message>
    <message>
        <source>the file changed during defrag (another program wrote it); nothing was lost, but the layout shown is of the changed file</source>
        <translation>デフラグ中にファイルが変更されました (別のプログラムが書き込みました)。失われたものはありませんが、表示している配置は変更後のファイルのものです</translation>
    </message>
    <message>
        <source>the content read back differs from before although the file&apos;s size and mtime did not change (digest %1, was %2): check the disk and the file system</source>
        <translation>ファイルのサイズと mtime は変わっていないのに、読み戻した内容が以前と異なります (ダイジェスト %1、以前は %2): ディスクとファイルシステムを確認してください</translation>
    </message>
    <message>
        <source>after defrag</source>
        <translation>デフラグ後</translation>
    </message>
    <message>
        <source>%1 fragments before, %2 after</source>
        <translation>断片 前 %1、後 %2</translation>
    </message>
    <message>
        <source>cannot make a temporary donor file: %1</source>
        <translation>一時的なドナーファイルを作れません: %1</translation>
    </message>
    <message>
        <source>Allocating</source>
        <translation>割り当て中</translation>
    </message>
    <message>
        <source>allocating the donor: %1</source>
        <translation>ドナーの割り当て: %1</translation>
    </message>
    <message>
        <source>no improvement possible: free space is fragmented (the best new place has %1 fragments, the file has %2); nothing was changed</source>
        <translation>改善できません: 空き領域が断片化しています (最良の新しい場所は断片 %1 個、ファイルは %2 個)。何も変更していません</translation>
    </message>
    <message>
        <source>cancelled after %1 of %2 bytes; the file is whole (each move is atomic)</source>
        <translation>%2 バイト中 %1 バイトの後でキャンセルしました。ファイルは完全です (各移動はアトミック)</translation>
    </message>
    <message>
        <source>the file kept changing (another program is writing it); stopped after %1 of %2 bytes, the file is whole</source>
        <translation>ファイルが変更され続けました (別のプログラムが書き込み中)。%2 バイト中 %1 バイトで止めました。ファイルは完全です</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>移動中</translation>
    </message>
    <message>
        <source>the kernel moved nothing at block %1</source>
        <translation>ブロック %1 でカーネルは何も移動しませんでした</translation>
    </message>
    <message>
        <source>the kernel refuses online defrag here (bigalloc, DAX, data=journal or encryption)</source>
        <translation>ここではカーネルがオンラインデフラグを拒否します (bigalloc、DAX、data=journal、または暗号化)</translation>
    </message>
    <message>
        <source>cancelled while copying; the file was not touched</source>
        <translation>コピー中にキャンセルしました。ファイルには触れていません</translation>
    </message>
    <message>
        <source>reading for the copy: %1</source>
        <translation>コピー元の読み取り: %1</translation>
    </message>
    <message>
        <source>Copying</source>
        <translation>コピー中</translation>
    </message>
    <message>
        <source>the file has %1 hard links: a copy would split them apart; not done</source>
        <translation>ファイルには %1 個のハードリンクがあります: コピーするとリンクが分かれてしまうので行いません</translation>
    </message>
    <message>
        <source>the file shares extents with others (reflinks or snapshots): a copy would unshare them; not done</source>
        <translation>ファイルは他とエクステントを共有しています (reflink またはスナップショット): コピーすると共有が解除されるので行いません</translation>
    </message>
    <message>
        <source>another program has the file open for writing; not copied</source>
        <translation>別のプログラムがファイルを書き込み用に開いています。コピーしません</translation>
    </message>
    <message>
        <source>cannot take a read lease on the file: %1</source>
        <translation>ファイルの読み取りリースを取れません: %1</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>the copy read back differs from the file; nothing was exchanged</source>
        <translation>読み戻したコピーがファイルと異なります。入れ替えていません</translation>
    </message>
    <message>
        <source>another program opened the file for writing at the last moment; the original was put back, nothing lost</source>
        <translation>直前になって別のプログラムがファイルを書き込み用に開きました。元に戻しました。失われたものはありません</translation>
    </message>
    <message>
        <source>Reading the layout</source>
        <translation>配置を読み取り中</translation>
    </message>
    <message>
        <source>before defrag</source>
        <translation>デフラグ前</translation>
    </message>
    <message>
        <source>no in-place defrag engine for %1 (there are for ext4, XFS and btrfs); --method copy writes a new copy and exchanges it</source>
        <translation>%1 にはその場でデフラグするエンジンがありません (ext4、XFS、btrfs にはあります)。--method copy なら新しいコピーを書いて入れ替えます</translation>
    </message>
    <message>
        <source>the %1 engine cannot work on %2</source>
        <translation>%1 エンジンは %2 では動作しません</translation>
    </message>
    <message>
        <source>the file system is mounted with data=journal: ext4 refuses online defrag</source>
        <translation>ファイルシステムが data=journal でマウントされています: ext4 はオンラインデフラグを拒否します</translation>
    </message>
    <message>
        <source>already in one piece; nothing to do</source>
        <translation>すでに 1 つにまとまっています。何もしません</translation>
    </message>
    <message>
        <source>Reading the content</source>
        <translation>内容を読み取り中</translation>
    </message>
    <message>
        <source>reading for the copy: O_DIRECT refused the request</source>
        <translation>コピーのための読み取り: O_DIRECT が要求を拒否しました</translation>
    </message>
    <message>
        <source>not enough free space for a second copy of the file&apos;s blocks (%1); nothing was changed</source>
        <translation>ファイルのブロックをもう一組置く空き領域がありません (%1)。何も変更していません</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s): %1 defragmented, %2 left as they were, %3 refused or failed</source>
        <translation>
            <numerusform>%n 個のファイル: デフラグ済み %1、そのまま %2、拒否または失敗 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>the file system has %1 free, the file needs %2</source>
        <translation>ファイルシステムの空きは %1、ファイルには %2 必要です</translation>
    </message>
    <message>
        <source>the largest free extent (%1) could hold the whole file</source>
        <translation>最大の空きエクステント (%1) にファイル全体が収まります</translation>
    </message>
    <message numerus="yes">
        <source>the largest free extent is %1, so this %2 file can at best become %n piece(s)</source>
        <translation>
            <numerusform>最大の空きエクステントは %1 なので、この %2 のファイルは最良でも %n 個の断片になります</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; a new copy: the inode number and ctime changed</source>
        <translation>%1。新しいコピーのため inode 番号と ctime が変わりました</translation>
    </message>
    <message>
        <source>%1 fragments before, %2 after (%3)</source>
        <translation>断片 %1 個 → %2 個(%3)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>an outcome; what the free space allows</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>cancelled after %1 of %2 bytes; the file is whole</source>
        <translation>%2 バイト中 %1 バイトを処理した時点でキャンセルしました。ファイルは完全です</translation>
    </message>
    <message>
        <source>Defragmenting</source>
        <translation>デフラグ中</translation>
    </message>
    <message>
        <source>the file changed since its place was planned (another program wrote it); it was left as it is</source>
        <translation>場所を決めた後でファイルが変わりました (別のプログラムが書き込みました)。そのままにしてあります</translation>
    </message>
    <message>
        <source>cannot make the group&apos;s donor: %1</source>
        <translation>グループのドナーを作れません: %1</translation>
    </message>
    <message>
        <source>not enough free space for the group&apos;s donor (%1); nothing was changed</source>
        <translation>グループのドナー (%1) に十分な空き領域がありません。何も変更していません</translation>
    </message>
    <message>
        <source>cannot allocate the group&apos;s donor: %1</source>
        <translation>グループのドナーを割り当てられません: %1</translation>
    </message>
    <message>
        <source>the free space is in pieces too small to hold the files whole</source>
        <translation>空き領域の断片が小さすぎて、ファイルを一続きに収められません</translation>
    </message>
    <message>
        <source>line %1: %2 is not a regular file</source>
        <comment>an order list</comment>
        <translation>%1 行目: %2 は通常のファイルではありません</translation>
    </message>
    <message>
        <source>lists no file</source>
        <translation>ファイルが一つも書かれていません</translation>
    </message>
    <message>
        <source>placing files together works on ext4 only (its MOVE_EXT takes a donor offset), and on one file system at a time: each file was defragmented on its own</source>
        <translation>ファイルをまとめて置けるのは ext4 だけで (その MOVE_EXT はドナーのオフセットを取ります)、一度に一つのファイルシステムです。各ファイルを個別にデフラグしました</translation>
    </message>
    <message>
        <source>empty; nothing to move</source>
        <translation>空です。移すものはありません</translation>
    </message>
    <message>
        <source>cancelled before it was moved</source>
        <translation>移す前にキャンセルされました</translation>
    </message>
    <message>
        <source>would go first in group %1 (%2 fragments now)</source>
        <translation>グループ %1 の先頭に置かれます (現在 %2 断片)</translation>
    </message>
    <message>
        <source>would go right after %1 (%2 fragments now)</source>
        <translation>%1 のすぐ後に置かれます (現在 %2 断片)</translation>
    </message>
    <message>
        <source>the files (%1) were laid down in %2 groups, in order, over the narrowest stretch of the disk the free space gave: %3 (the largest free extent is %4)</source>
        <translation>ファイル (%1) を %2 グループに分け、順番どおりに、空き領域が許すディスク上の最も狭い範囲に置きました: %3 (最大の空きエクステントは %4)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>placed %1 at a time: %2 chunks</source>
        <translation>%1 ずつ配置しました: %2 回</translation>
    </message>
    <message>
        <source>the file got shorter while it was copied (another program changed it); nothing was exchanged and nothing lost</source>
        <translation>コピー中にファイルが短くなりました (別のプログラムが変更しました)。何も交換しておらず、何も失われていません</translation>
    </message>
    <message>
        <source>reading for the copy: %1; the file was not touched</source>
        <translation>コピーのための読み取り: %1。ファイルには触れていません</translation>
    </message>
    <message>
        <source>writing the copy: %1; the file was not touched</source>
        <translation>コピーの書き込み: %1。ファイルには触れていません</translation>
    </message>
    <message>
        <source>writing the copy to disk: %1; nothing was exchanged</source>
        <translation>コピーのディスクへの書き出し: %1。何も交換していません</translation>
    </message>
    <message>
        <source>naming the copy: %1; nothing was exchanged</source>
        <translation>コピーへの名前付け: %1。何も交換していません</translation>
    </message>
    <message>
        <source>%1 could not be removed (%2): remove it by hand</source>
        <translation>%1 を削除できませんでした (%2): 手動で削除してください</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>an outcome; a file left behind</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>exchanging the names: %1; the file was not touched</source>
        <translation>名前の交換: %1。ファイルには触れていません</translation>
    </message>
    <message>
        <source>another program opened the file for writing at the last moment, and putting the original back failed (%1): the original, with what the program writes, is now %2, and the file&apos;s name holds the copy made before; nothing was removed</source>
        <translation>最後の瞬間に別のプログラムがファイルを書き込み用に開き、元のファイルを戻す操作も失敗しました (%1): 元のファイル (そのプログラムが書き込む先) は現在 %2 にあり、ファイルの名前には直前に作ったコピーがあります。何も削除していません</translation>
    </message>
    <message>
        <source>reading it back: %1</source>
        <translation>読み戻し: %1</translation>
    </message>
    <message>
        <source>writing the moved data to disk: %1</source>
        <translation>移動したデータのディスクへの書き出し: %1</translation>
    </message>
    <message>
        <source>mapping it after defrag: %1</source>
        <translation>デフラグ後のマップ: %1</translation>
    </message>
    <message>
        <source>would defragment the file; the free space cannot be mapped here, so the new layout is up to the allocator</source>
        <translation>ファイルをデフラグします。ここでは空き領域をマップできないため、新しい配置はアロケータ次第です</translation>
    </message>
    <message>
        <source>would go from %1 fragments to at best %2</source>
        <translation>断片 %1 個から最良で %2 個になります</translation>
    </message>
    <message>
        <source>mapping the donor: %1</source>
        <translation>ドナーのマップ: %1</translation>
    </message>
    <message>
        <source>writing the file&apos;s dirty pages first: %1; nothing was moved</source>
        <translation>先にファイルの未書き込みページを書き出す: %1。何も移動していません</translation>
    </message>
    <message>
        <source>reading ahead of the moves: %1; nothing was moved</source>
        <translation>移動に先立つ先読み: %1。何も移動していません</translation>
    </message>
    <message>
        <source>cannot read the free space: %1</source>
        <translation>空き領域を読めません: %1</translation>
    </message>
    <message>
        <source>the files need %1, and %2 must stay free for other programs, but only %3 is free now; nothing was changed</source>
        <translation>ファイルには %1 必要で、他のプログラムのために %2 を空けておく必要がありますが、現在の空きは %3 だけです。何も変更していません</translation>
    </message>
    <message>
        <source>cannot allocate the group&apos;s donor: %1; nothing was changed</source>
        <translation>グループのドナーを確保できません: %1。何も変更していません</translation>
    </message>
    <message>
        <source>cannot map the group&apos;s donor: %1</source>
        <translation>グループのドナーをマップできません: %1</translation>
    </message>
    <message>
        <source>cannot give back what the donor does not need: %1; nothing was changed</source>
        <translation>ドナーの不要な部分を返せません: %1。何も変更していません</translation>
    </message>
    <message>
        <source>cannot commit what the donor gave back: %1; nothing was changed</source>
        <translation>ドナーが返した領域をコミットできません: %1。何も変更していません</translation>
    </message>
    <message>
        <source>the free-space map cannot be read: %1</source>
        <translation>空き領域マップを読めません: %1</translation>
    </message>
    <message>
        <source>O_DIRECT copy: %1; nothing was changed</source>
        <translation>O_DIRECT コピー: %1。何も変更していません</translation>
    </message>
    <message>
        <source>writing the copy: %1; nothing was swapped</source>
        <translation>コピーの書き込み: %1。何も入れ替えていません</translation>
    </message>
    <message>
        <source>writing the copy to disk: %1; nothing was swapped</source>
        <translation>コピーのディスクへの書き出し: %1。何も入れ替えていません</translation>
    </message>
    <message>
        <source>%1; nothing was swapped, the file is as it was</source>
        <translation>%1。何も入れ替えておらず、ファイルは元のままです</translation>
    </message>
    <message>
        <source>defragmenting would copy %1 now shared with other files or snapshots: %2 more space needed, %3 free</source>
        <translation>デフラグすると、他のファイルやスナップショットと共有している %1 をコピーします: あと %2 の領域が必要、空きは %3</translation>
    </message>
    <message>
        <source>; left as it is without --unshare</source>
        <translation>; --unshare なしではそのままにします</translation>
    </message>
    <message>
        <source>; run again with --unshare to go on</source>
        <translation>; 続けるには --unshare を付けて再実行してください</translation>
    </message>
    <message>
        <source>already one run on disk (FIEMAP lists %1 records: compressed extents of at most 128 KiB each, stored one after the other); nothing to do</source>
        <translation>すでにディスク上で一つのランです(FIEMAP は %1 個のレコードを示します: 最大 128 KiB の圧縮エクステントが続けて格納されています)。何もしません</translation>
    </message>
    <message>
        <source>a symbolic link (to %1): give the file it points to; the link was not followed</source>
        <translation>シンボリックリンクです (リンク先 %1)。リンク先のファイルを指定してください。リンクはたどっていません</translation>
    </message>
    <message>
        <source>a symbolic link: give the file it points to; the link was not followed</source>
        <translation>シンボリックリンクです。リンク先のファイルを指定してください。リンクはたどっていません</translation>
    </message>
    <message>
        <source>owner and mode (%1)</source>
        <translation>所有者とモード (%1)</translation>
    </message>
    <message>
        <source>setuid or setgid</source>
        <translation>setuid または setgid</translation>
    </message>
    <message>
        <source>extended attributes (%1)</source>
        <translation>拡張属性 (%1)</translation>
    </message>
    <message>
        <source>capabilities (security.capability)</source>
        <translation>ケーパビリティ (security.capability)</translation>
    </message>
    <message>
        <source>%1 (the copy has it, the file not)</source>
        <translation>%1 (コピーにはあるが、元のファイルにはない)</translation>
    </message>
    <message>
        <source>attribute flags (chattr)</source>
        <translation>属性フラグ (chattr)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>what a copy lacks: why</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the copy could not be given the file&apos;s %1; nothing was exchanged</source>
        <translation>コピーにファイルの%1を付けられませんでした。何も入れ替えていません</translation>
    </message>
    <message>
        <source>a copy could not be given the file&apos;s %1; not copied</source>
        <translation>コピーにファイルの%1を付けられません。コピーしませんでした</translation>
    </message>
    <message>
        <source>the file is a running program or swap space: the kernel will not let it be opened for writing</source>
        <translation>実行中のプログラムかスワップ領域です。カーネルが書き込み用に開くことを許しません</translation>
    </message>
    <message>
        <source>the file was replaced while its layout was read (another program renamed a file over it); nothing was done</source>
        <translation>配置を読んでいる間にファイルが置き換えられました (別のプログラムが別のファイルをこの名前にリネームしました)。何もしていません</translation>
    </message>
    <message>
        <source>the file is in use as swap space (swapon): the kernel will not let it be moved; swapoff it first</source>
        <translation>このファイルはスワップ領域として使用中です (swapon)。カーネルが移動を許しません。先に swapoff してください</translation>
    </message>
    <message>
        <source>cannot read the free space (%1): refused rather than risk filling the file system</source>
        <translation>空き容量を読めません (%1)。ファイルシステムを埋めてしまう危険を避けるため、拒否しました</translation>
    </message>
    <message>
        <source>it needs %1 for a moment, and of the %2 free to other programs %3 stays theirs (--keep-free); nothing was changed</source>
        <translation>一時的に %1 が必要ですが、他のプログラムが使える空き %2 のうち %3 は残しておく分です (--keep-free)。何も変更していません</translation>
    </message>
    <message>
        <source>takes %1 for a moment and leaves at least %2 of the %3 free to other programs</source>
        <translation>一時的に %1 を使い、空き %3 のうち少なくとも %2 を他のプログラムに残します</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>an outcome; the room it takes</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>a dry run allocates nothing; the run will reserve up to %1 for a moment and always leave at least %2 of the %3 free to other programs (--keep-free)</source>
        <translation>ドライランは何も確保しません。実行時は一時的に最大 %1 を予約し、空き %3 のうち常に少なくとも %2 を他のプログラムに残します (--keep-free)</translation>
    </message>
    <message>
        <source>reserved up to %1 at a time, always leaving at least %2 of the %3 free to other programs (--keep-free)</source>
        <translation>一度に最大 %1 を予約し、空き %3 のうち常に少なくとも %2 を他のプログラムに残しました (--keep-free)</translation>
    </message>
    <message>
        <source>project ID</source>
        <translation>プロジェクト ID</translation>
    </message>
    <message>
        <source>another program wrote the file while it was copied; nothing was exchanged and nothing lost</source>
        <translation>コピー中に別のプログラムがファイルに書き込みました。何も入れ替えておらず、何も失われていません</translation>
    </message>
    <message>
        <source>%1 is not what was put there (another program put a file there): left as it is</source>
        <translation>%1 は置いたものではありません (別のプログラムがそこにファイルを置きました)。そのままにしました</translation>
    </message>
    <message>
        <source>another program put a new file in the file&apos;s place during the copy, and putting it back failed (%1): it is now %2, and the file&apos;s name holds the copy made before; nothing was removed</source>
        <translation>コピー中に別のプログラムが新しいファイルを元の場所に置き、それを戻すことに失敗しました (%1)。新しいファイルは現在 %2 にあり、元の名前には先に作ったコピーがあります。何も削除していません</translation>
    </message>
    <message>
        <source>another program put a new file in the file&apos;s place during the copy; it was left there, nothing lost</source>
        <translation>コピー中に別のプログラムが新しいファイルを元の場所に置きました。そのまま残し、何も失われていません</translation>
    </message>
    <message>
        <source>%1; %2 left by a run that was killed: kept, as a program has it open or no other file here holds the same bytes (remove it once you have looked)</source>
        <translation>%1。強制終了された実行が残した %2 は、プログラムが開いているか、同じ内容のファイルがここにないため残しました (確認してから削除してください)</translation>
    </message>
    <message>
        <source>it needs %1 for a moment, and only %2 is free; nothing was changed</source>
        <translation>一時的に %1 が必要ですが、空きは %2 しかありません。何も変更していません</translation>
    </message>
    <message>
        <source>another program was writing the file: its content changed during defrag before its mtime did; nothing was lost</source>
        <translation>別のプログラムがファイルに書き込んでいました。デフラグ中に内容が変わり、mtime はまだ変わっていませんでした。何も失われていません</translation>
    </message>
    <message>
        <source>XFS refused to swap the extents: the temporary file&apos;s inode is laid out unlike the file&apos;s, or (with quotas on) has another owner or project</source>
        <translation>XFS がエクステントの交換を拒否しました。一時ファイルの inode の構成が元のファイルと異なるか、(クォータ有効時) 所有者またはプロジェクトが異なります</translation>
    </message>
    <message>
        <source>in ranges of %1 (the room above --keep-free; the whole file needs %2 at once)</source>
        <translation>%1 ずつの範囲で（--keep-free を超える余地。ファイル全体を一度に扱うには %2 が必要）</translation>
    </message>
    <message>
        <source>btrfs decides in the kernel%1; at best %2 fragments (now %3); %4</source>
        <translation>btrfs がカーネル内で判断します%1。最良で %2 断片（現在 %3）。%4</translation>
    </message>
    <message>
        <source>the room above --keep-free ran out after %1 of %2 bytes; the file is whole</source>
        <translation>%2 バイト中 %1 バイトの後で --keep-free を超える余地がなくなりました。ファイルは無傷です</translation>
    </message>
    <message>
        <source>%1; %2 %3</source>
        <comment>an outcome; how many ranges; of what size</comment>
        <translation>%1。%3、%2 個</translation>
    </message>
    <message>
        <source>mapping the file between passes</source>
        <translation>パスの間にファイルのマップを読み取り中</translation>
    </message>
    <message>
        <source>%1: %2; the file is whole (%3 pieces moved)</source>
        <translation>%1: %2。ファイルは無傷です（%3 個の断片を移動済み）</translation>
    </message>
    <message>
        <source>reading the free space between pieces</source>
        <translation>断片の間に空き容量を読み取り中</translation>
    </message>
    <message>
        <source>making room for a piece</source>
        <translation>断片を置く領域を確保中</translation>
    </message>
    <message>
        <source>mapping the room for a piece</source>
        <translation>断片のための領域のマップを読み取り中</translation>
    </message>
    <message>
        <source>committing the blocks a piece freed</source>
        <translation>断片が解放したブロックをコミット中</translation>
    </message>
    <message>
        <source>in pieces of at most %1 (the room above --keep-free; the whole file needs %2 at once)</source>
        <translation>最大 %1 の断片ごとに（--keep-free を超える余地。ファイル全体を一度に扱うには %2 が必要）</translation>
    </message>
    <message>
        <source>no improvement possible %1: the free space above it is in pieces no larger than the file&apos;s; nothing was changed</source>
        <translation>%1では改善できません: それを超える空き領域はファイルのエクステントより大きくありません。何も変更していません</translation>
    </message>
    <message>
        <source>%1; the room above --keep-free ran out with %2 left as it was</source>
        <translation>%1。--keep-free を超える余地がなくなり、%2 は元のままです</translation>
    </message>
    <message>
        <source>%1 (XFS swaps a whole file at once: it needs room for all of it)</source>
        <translation>%1（XFS はファイル全体を一度に交換するため、全体分の空きが必要です）</translation>
    </message>
    <message>
        <source>another program %1 during the copy; nothing was exchanged and nothing lost</source>
        <translation>別のプログラムがコピー中に%1。何も交換しておらず、失われたものはありません</translation>
    </message>
    <message>
        <source>no permission to write its folder, where the copy is made: %1</source>
        <translation>コピーを作るフォルダーに書き込む権限がありません: %1</translation>
    </message>
    <message>
        <source>another program holds a lease on the file (as Samba does for its clients): opening it for writing would break it; nothing was done</source>
        <translation>別のプログラムがファイルのリースを保持しています（Samba がクライアントのためにするように）。書き込み用に開くとリースが破られるため、何もしていません</translation>
    </message>
    <message>
        <source>renamed or deleted it</source>
        <translation>ファイルの名前を変えたか削除しました</translation>
    </message>
    <message>
        <source>put another file in its place</source>
        <translation>ファイルの場所に別のファイルを置きました</translation>
    </message>
    <message>
        <source>wrote it</source>
        <translation>ファイルに書き込みました</translation>
    </message>
    <message>
        <source>changed it (its attributes, its names, or opened it for writing)</source>
        <translation>ファイルを変更しました（属性、名前、または書き込み用に開いた）</translation>
    </message>
    <message>
        <source>another program %1 during defrag; the data moved is whole wherever the file is now, and nothing was lost</source>
        <translation>別のプログラムがデフラグ中に%1。移動したデータはファイルが今どこにあっても無傷で、失われたものはありません</translation>
    </message>
    <message>
        <source>another program %1 during defrag; nothing was swapped and nothing lost; run again to retry</source>
        <translation>別のプログラムがデフラグ中に%1。何も入れ替えておらず、失われたものはありません。再試行するにはもう一度実行してください</translation>
    </message>
    <message>
        <source>committing a range and reading the free space after %1 of %2 bytes: %3</source>
        <translation>%2 バイト中 %1 バイトの後で範囲をコミットし空き容量を読み取り中: %3</translation>
    </message>
    <message>
        <source>another program holds a lease on the file (as Samba does for its clients): opening it for writing asks it to give the lease up; nothing was moved</source>
        <translation>別のプログラムがファイルのリースを保持しています（Samba がクライアントのためにするように）。書き込み用に開いたためリースの返却を求めました。何も移動していません</translation>
    </message>
    <message>
        <source>the room above --keep-free was gone before a piece could move (other programs took it); nothing was changed</source>
        <translation>断片を移動する前に --keep-free を超える余地がなくなりました（他のプログラムが使いました）。何も変更していません</translation>
    </message>
    <message>
        <source>would defragment %1: from %2 fragments, toward %3 (a piece a round); %4</source>
        <translation>%1デフラグします: 断片 %2 個から %3 個を目指します（1 ラウンドに 1 断片）。%4</translation>
    </message>
    <message>
        <source>%1 fragments before, %2 after (%3 were every round one piece): moved %4; %5 pieces moved, the largest %6</source>
        <translation>断片 前 %1 個、後 %2 個（各ラウンドが 1 断片なら %3）: %4移動しました。%5 個の断片を移動、最大 %6</translation>
    </message>
</context>
<context>
    <name>DefragCli</name>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Say what would happen and the fragments to expect; change nothing.</source>
        <translation>何が起きるかと予想される断片数を示すだけで、何も変更しません。</translation>
    </message>
    <message>
        <source>Skip the content digests (size and times are still compared).</source>
        <translation>内容のダイジェストを省きます (サイズと時刻は比較します)。</translation>
    </message>
    <message>
        <source>Measure the cold sequential read speed N times before and after.</source>
        <translation>前後でコールド・シーケンシャル読み取り速度を N 回測定します。</translation>
    </message>
    <message>
        <source>Print the results as JSON, with both snapshots.</source>
        <translation>結果を両方のスナップショット付きで JSON で出力します。</translation>
    </message>
    <message>
        <source>cold read (median of %1): %2 before, %3 after (%4)</source>
        <translation>コールド読み取り (%1 回の中央値): 前 %2、後 %3 (%4)</translation>
    </message>
    <message>
        <source>Print the comparison as JSON.</source>
        <translation>比較結果を JSON で出力します。</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Where a JSON holds several files (map, defrag), the one to take (its path as written there).</source>
        <translation>JSON に複数のファイルがある場合 (map、defrag) に使うファイル (そこに書かれたパス)。</translation>
    </message>
    <message>
        <source>holds one snapshot; give a second to compare it with</source>
        <translation>スナップショットは 1 つだけです。比較する 2 つ目を指定してください</translation>
    </message>
    <message>
        <source>From A to B:</source>
        <translation>A から B への変化:</translation>
    </message>
    <message>
        <source>ext4: lay the files down together, each contiguous and right after the one before, in --order: one donor a group of files large, each file&apos;s blocks moved into its own stretch of it (groups no larger than the largest free extent). Elsewhere each file is defragmented on its own.</source>
        <translation>ext4: ファイルをまとめて置きます。各ファイルを一続きにし、--order の順で直前のファイルのすぐ後に置きます。ファイルのグループの大きさのドナーを一つ作り、各ファイルのブロックをその中の自分の区間に移します (グループは最大の空きエクステント以下)。ext4 以外では各ファイルを個別にデフラグします。</translation>
    </message>
    <message>
        <source>For a directory: print the plan (the files worst first, with the disk model&apos;s gain, and those skipped with the reason) and stop. A directory&apos;s files are defragmented in the plan&apos;s order.</source>
        <translation>ディレクトリの場合: 計画 (悪い順のファイルとディスクモデルでの効果、除外したファイルとその理由) を表示して終わります。ディレクトリのファイルは計画の順にデフラグされます。</translation>
    </message>
    <message>
        <source>tree read before</source>
        <translation>ツリーの読み出し (前)</translation>
    </message>
    <message>
        <source>tree read after</source>
        <translation>ツリーの読み出し (後)</translation>
    </message>
    <message>
        <source>give a defrag result, or two snapshot files (see fragscope compare --help)</source>
        <translation>デフラグ結果 1 つか、スナップショットファイル 2 つを指定してください (fragscope compare --help を参照)</translation>
    </message>
    <message>
        <source>--method is auto, ext4, btrfs, xfs or copy, not &apos;%1&apos;</source>
        <translation>--method は auto、ext4、btrfs、xfs、copy のいずれかです (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>--measure-read needs a whole number, not &apos;%1&apos;</source>
        <translation>--measure-read には整数が必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>--measure-read reads each file on its own; it does not go with --together</source>
        <translation>--measure-read は各ファイルを個別に読みます。--together とは併用できません</translation>
    </message>
    <message>
        <source>--order goes with --together</source>
        <translation>--order は --together と一緒に使います</translation>
    </message>
    <message>
        <source>no FILE given (see fragscope defrag --help)</source>
        <translation>FILE が指定されていません (fragscope defrag --help を参照)</translation>
    </message>
    <message>
        <source>--plan is for directories (a tree); give one</source>
        <translation>--plan はディレクトリ (ツリー) 用です。ディレクトリを指定してください</translation>
    </message>
    <message>
        <source>btrfs, XFS: go on although extents are shared with snapshots or reflinks: copies them, which takes their space (a dry run says how much). Without it such files are left as they are.</source>
        <translation>btrfs、XFS: スナップショットやリフリンクとエクステントを共有していても続けます。共有データをコピーするのでその分の領域を使います(ドライランで量を表示)。指定しなければそのようなファイルはそのままにします。</translation>
    </message>
    <message>
        <source>btrfs: compress what is rewritten with zlib, lzo or zstd (as btrfs filesystem defrag -c).</source>
        <translation>btrfs: 書き直すデータを zlib、lzo、zstd で圧縮します(btrfs filesystem defrag -c と同じ)。</translation>
    </message>
    <message>
        <source>--target-extent needs a size from 4k to 4G, such as 256K or 32M, not &apos;%1&apos;</source>
        <translation>--target-extent には 4k から 4G までのサイズ(256K や 32M など)が必要です。&apos;%1&apos; ではありません</translation>
    </message>
    <message>
        <source>--compress is zlib, lzo or zstd, not &apos;%1&apos;</source>
        <translation>--compress は zlib、lzo、zstd のいずれかです。&apos;%1&apos; ではありません</translation>
    </message>
    <message>
        <source>--min-gain needs seconds, such as 0.01, not &apos;%1&apos;</source>
        <translation>--min-gain には 0.01 のような秒数が必要です(&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>--min-fragments needs a whole number, not &apos;%1&apos;</source>
        <translation>--min-fragments には整数が必要です(&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>Leave out the files whose read would get less than SECONDS faster on the disk (e.g. 0.01); they are listed with the reason.</source>
        <translation>ディスク上での読み取りの短縮が SECONDS 秒(例: 0.01)に満たないファイルを除外します。除外したファイルは理由と共に一覧にします。</translation>
    </message>
    <message>
        <source>Leave out the files in fewer than N fragments (filefrag&apos;s count); they are listed with the reason.</source>
        <translation>断片が N 個(filefrag の数え方)に満たないファイルを除外します。除外したファイルは理由と共に一覧にします。</translation>
    </message>
    <message>
        <source>%1: left out: %2 (%3)
</source>
        <translation>%1: 除外: %2(%3)
</translation>
    </message>
    <message>
        <source>would</source>
        <translation>予定</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>予測</translation>
    </message>
    <message>
        <source>read, %1 (model): %2 before, %3 after (%4)</source>
        <translation>読み取り、%1(モデル): 前 %2、後 %3(%4)</translation>
    </message>
    <message>
        <source>Leave at least SIZE (e.g. 2G) or PERCENT (e.g. 20%) of the free space to other programs whatever the run takes for a moment; a file that would need more is refused with the figures (default 10%, of what other programs may use when each file begins).</source>
        <translation>実行が一時的に何を使っても、空き容量のうち少なくとも SIZE (例: 2G) または PERCENT (例: 20%) を他のプログラムに残します。それ以上を必要とするファイルは数値を示して拒否します (既定は 10%。各ファイルの開始時に他のプログラムが使える容量に対して)。</translation>
    </message>
    <message>
        <source>--keep-free needs a size such as 2G or a share from 0% to 90%, not &apos;%1&apos;</source>
        <translation>--keep-free には 2G のようなサイズか 0% から 90% の割合を指定してください (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>Compare two snapshots of a file&apos;s layout, every figure with its change and the read time on its disk: the before and after of one `fragscope defrag --json` result (given alone), or two of: a snapshot the window saved, `fragscope map --format json`, one side of a defrag result (FILE.json#before, FILE.json#after).</source>
        <translation>ファイルの配置の 2 つのスナップショットを、各数値の変化とディスク上の読み取り時間で比較します。`fragscope defrag --json` の結果 1 つ（その前と後）、または次のうち 2 つ: ウィンドウが保存したスナップショット、`fragscope map --format json`、デフラグ結果の片側（FILE.json#before、FILE.json#after）。</translation>
    </message>
    <message>
        <source>A defrag result: its before and after.</source>
        <translation>デフラグの結果: その前と後。</translation>
    </message>
    <message>
        <source>Two snapshots.</source>
        <translation>2 つのスナップショット。</translation>
    </message>
    <message>
        <source>Defragment each FILE (a directory: its files, worst first by a plan) in place, with the engine its file system has: ext4 (MOVE_EXT with a donor file), XFS (extent swap, as xfs_fsr) or btrfs (DEFRAG_RANGE); --method copy writes a new copy and exchanges it with the file (any file system). Before anything is written it says what the defrag buys: each file&apos;s read now and after on its disk, and the bytes to write. The content is digested before and after; a file another program changed meanwhile is reported as such.</source>
        <translation>各 FILE（ディレクトリならその中のファイルを、計画に沿って悪い順に）を、ファイルシステムのエンジンでその場でデフラグします: ext4（ドナーファイルによる MOVE_EXT）、XFS（xfs_fsr と同じエクステント交換）、btrfs（DEFRAG_RANGE）。--method copy は新しいコピーを書いてファイルと入れ替えます（どのファイルシステムでも）。書き込む前に、デフラグで得られるもの（各ファイルの今と後のディスク上の読み取り時間と、書き込むバイト数）を示します。内容は前後でダイジェストを取り、途中でほかのプログラムが変更したファイルはそう報告します。</translation>
    </message>
    <message>
        <source>The engine: auto (the file system&apos;s), ext4, xfs, btrfs, or copy (a new copy exchanged with the file).</source>
        <translation>エンジン: auto（ファイルシステムのもの）、ext4、xfs、btrfs、または copy（新しいコピーをファイルと入れ替え）。</translation>
    </message>
    <message>
        <source>btrfs: rewrite only extents smaller than SIZE (DEFRAG_RANGE&apos;s extent_thresh, as btrfs filesystem defrag -t).</source>
        <translation>btrfs: SIZE より小さいエクステントだけを書き直します（DEFRAG_RANGE の extent_thresh。btrfs filesystem defrag -t と同じ）。</translation>
    </message>
    <message>
        <source>With --together: dir (as the directories list them), name, or a FILE listing the paths one a line in the order they are read (e.g. recorded with strace -e openat).</source>
        <translation>--together と一緒に: dir（ディレクトリの並び順）、name（名前順）、または読まれる順にパスを 1 行ずつ並べた FILE（例: strace -e openat で記録したもの）。</translation>
    </message>
    <message>
        <source>Files, or directories (their files by a plan).</source>
        <translation>ファイル、またはディレクトリ（中のファイルを計画に沿って）。</translation>
    </message>
    <message>
        <source>Read times on: %1</source>
        <translation>読み取り時間のディスク: %1</translation>
    </message>
</context>
<context>
    <name>DefragPreview</name>
    <message>
        <source>fewer fragments than the %1 asked (--min-fragments)</source>
        <translation>断片が指定の %1 個より少ない(--min-fragments)</translation>
    </message>
    <message>
        <source>gains less than the %1 asked (--min-gain)</source>
        <translation>短縮が指定の %1 に満たない(--min-gain)</translation>
    </message>
    <message numerus="yes">
        <source>read %1; stays in %n piece(s): the free space allows no fewer</source>
        <translation>
            <numerusform>読み取り %1。%n 個の断片のまま: 空き領域ではこれ以上減らせません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %n piece(s)</source>
        <translation>
            <numerusform>%1 → %n 個の断片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %n piece(s) at best (the free extents are not known)</source>
        <translation>
            <numerusform>%1 → 最良で %n 個の断片(空きエクステントは不明)</numerusform>
        </translation>
    </message>
    <message>
        <source>read %1 → %2 (gains %3), %4, writes %5</source>
        <translation>読み取り %1 → %2(%3 短縮)、%4、書き込み %5</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), %1 of them can become fewer pieces, writing %2 (a new copy needs %3 free at a time); on this disk (%4) reading them takes %5 now and %6 after: %7 gained (%8)</source>
        <translation>
            <numerusform>%n 個のファイルのうち %1 個は断片を減らせます。書き込み %2(新しいコピーには一度に %3 の空きが必要)。このディスク(%4)での読み取りは現在 %5、デフラグ後 %6: %7 短縮(%8)</numerusform>
        </translation>
    </message>
    <message>
        <source>The gain is below 1 % of the read time (%1 of %2): defragmenting would not pay for its writes</source>
        <translation>短縮は読み取り時間の 1 % 未満です(%2 のうち %1)。デフラグは書き込みに見合いません</translation>
    </message>
    <message>
        <source>read after: measured %1, model %2 (%3%4)</source>
        <translation>デフラグ後の読み取り: 実測 %1、モデル %2(%3%4)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), none of which the free space lets become fewer pieces: nothing would be written</source>
        <translation>
            <numerusform>%n 個のファイルはどれも空き領域で断片を減らせません: 何も書き込まれません</numerusform>
        </translation>
    </message>
    <message>
        <source>read %1; already in one piece</source>
        <translation>読み取り %1。すでに 1 つにまとまっています</translation>
    </message>
    <message numerus="yes">
        <source>read %1; no whole new copy of its %n piece(s) fits in the free space at once</source>
        <translation>
            <numerusform>読み取り %1。%n 個の断片からなるこのファイルの新しいコピー全体は、空き領域に一度には収まりません</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DemoFiles</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>書き込めません</translation>
    </message>
    <message>
        <source>cannot sync</source>
        <translation>同期できません</translation>
    </message>
    <message>
        <source>cannot create</source>
        <translation>作成できません</translation>
    </message>
    <message>
        <source>cannot rename into place</source>
        <translation>所定の名前に変更できません</translation>
    </message>
    <message>
        <source>this file system cannot preallocate space, so the demo cannot make a fragmented file here</source>
        <translation>このファイルシステムは事前割り当てができないため、デモではここに断片化したファイルを作れません</translation>
    </message>
    <message>
        <source>cannot allocate</source>
        <translation>割り当てできません</translation>
    </message>
    <message>
        <source>cannot create the demo directory</source>
        <translation>デモ用ディレクトリを作成できません</translation>
    </message>
</context>
<context>
    <name>DeviceProfile</name>
    <message>
        <source>a profile needs sequential rates, request costs and access times</source>
        <translation>プロファイルにはシーケンシャル速度、リクエストのコスト、アクセス時間が必要です</translation>
    </message>
    <message>
        <source>sequential: a rate must be above 0 at a position from 0 to 1</source>
        <translation>sequential: 速度は 0 から 1 の位置で 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>the device&apos;s size is 0 bytes</source>
        <translation>デバイスの容量が 0 バイトです</translation>
    </message>
    <message>
        <source>measured %1, thorough</source>
        <translation>%1 測定、精密</translation>
    </message>
    <message>
        <source>measured %1</source>
        <translation>%1 測定</translation>
    </message>
    <message>
        <source>not a fragscope disk profile: %1</source>
        <translation>fragscope のディスクプロファイルではありません: %1</translation>
    </message>
    <message>
        <source>format_version %1 is not one this version reads (1 to %2)</source>
        <translation>format_version %1 はこのバージョンでは読めません(1 から %2)</translation>
    </message>
    <message>
        <source>cannot make the folder for disk profiles</source>
        <translation>ディスクプロファイル用のフォルダーを作成できません</translation>
    </message>
    <message>
        <source>streaming_bytes_per_second: below 0</source>
        <translation>streaming_bytes_per_second: 0 未満です</translation>
    </message>
    <message>
        <source>queue_depth: a depth below 1, reads of 0 bytes or no reads per second</source>
        <translation>queue_depth: 1 未満の深さ、0 バイトの読み取り、または毎秒 0 回の読み取りがあります</translation>
    </message>
    <message>
        <source>%1: a request of 0 bytes or one taking no time or less</source>
        <translation>%1: 0 バイトのリクエスト、または時間が 0 以下のリクエストがあります</translation>
    </message>
    <message>
        <source>%1: %2 bytes measured twice, or the sizes out of order</source>
        <translation>%1: %2 バイトが二度測られているか、サイズの順序が違います</translation>
    </message>
    <message>
        <source>access: an access taking no time or less</source>
        <translation>access: 時間が 0 以下のアクセスがあります</translation>
    </message>
    <message>
        <source>sustained: reads of 0 bytes or no reads per second</source>
        <translation>sustained: 0 バイトの読み取り、または毎秒 0 回の読み取りがあります</translation>
    </message>
    <message>
        <source>sustained: %1 bytes measured twice</source>
        <translation>sustained: %1 バイトが二度測られています</translation>
    </message>
    <message>
        <source>sustained: reads of %1 bytes faster than reads of %2</source>
        <translation>sustained: %1 バイトの読み取りが %2 バイトの読み取りより速くなっています</translation>
    </message>
    <message>
        <source>%1: below 0</source>
        <translation>%1: 0 未満です</translation>
    </message>
    <message>
        <source>it is a &quot;%1&quot; document</source>
        <translation>「%1」のドキュメントです</translation>
    </message>
    <message numerus="yes">
        <source>holds %n disk profiles (one a device); give one of the files calibrate saved in %1</source>
        <translation>
            <numerusform>ディスクのプロファイルを %n 個（デバイスごとに 1 つ）含んでいます。calibrate が %1 に保存したファイルのどれかを指定してください</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskLayout</name>
    <message>
        <source>FIEMAP gives compressed extents&apos; plain lengths; their lengths on disk are guessed from where the next one starts</source>
        <translation>FIEMAP は圧縮エクステントの元の長さを返すため、ディスク上の長さは次のエクステントの開始位置から推定しています</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>DiskPreset</name>
    <message>
        <source>7,200 rpm 3.5&quot; desktop drive, 3 TB, 64 MB cache</source>
        <translation>7,200 rpm 3.5 インチ デスクトップドライブ、3 TB、キャッシュ 64 MB</translation>
    </message>
    <message>
        <source>5,400 rpm 2.5&quot; laptop drive, 1 TB, 8 MB cache</source>
        <translation>5,400 rpm 2.5 インチ ノート PC 用ドライブ、1 TB、キャッシュ 8 MB</translation>
    </message>
    <message>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <source>NVMe SSD (PCIe 3.0 x4)</source>
        <translation>NVMe SSD (PCIe 3.0 x4)</translation>
    </message>
</context>
<context>
    <name>ExtentFlag</name>
    <message>
        <source>the last extent of the file</source>
        <translation>ファイルの最後のエクステント</translation>
    </message>
    <message>
        <source>location not known yet</source>
        <translation>位置はまだ不明</translation>
    </message>
    <message>
        <source>delayed allocation: data still in the page cache, no blocks yet</source>
        <translation>遅延割り当て: データはまだページキャッシュにあり、ブロックはまだありません</translation>
    </message>
    <message>
        <source>compressed or otherwise encoded</source>
        <translation>圧縮などでエンコード済み</translation>
    </message>
    <message>
        <source>data are encrypted</source>
        <translation>データは暗号化されています</translation>
    </message>
    <message>
        <source>not aligned to the block size</source>
        <translation>ブロックサイズに揃っていません</translation>
    </message>
    <message>
        <source>data stored inside the metadata</source>
        <translation>メタデータ内に格納されたデータ</translation>
    </message>
    <message>
        <source>several files&apos; tails packed in one block</source>
        <translation>複数ファイルの末尾を 1 ブロックに詰めたもの</translation>
    </message>
    <message>
        <source>allocated but never written (reads as zeros)</source>
        <translation>割り当て済みだが未書き込み (ゼロとして読まれます)</translation>
    </message>
    <message>
        <source>merged from block-mapped records by the file system</source>
        <translation>ファイルシステムがブロックマップの記録から統合したもの</translation>
    </message>
    <message>
        <source>shared with another file or snapshot (reflink, copy-on-write)</source>
        <translation>他のファイルやスナップショットと共有 (reflink、コピーオンライト)</translation>
    </message>
</context>
<context>
    <name>Facts</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 バイト)</translation>
    </message>
    <message>
        <source>no problem</source>
        <translation>問題なし</translation>
    </message>
    <message>
        <source>a little fragmented</source>
        <translation>やや断片化</translation>
    </message>
    <message>
        <source>needs defrag</source>
        <translation>デフラグが必要</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>ファイルサイズ</translation>
    </message>
    <message>
        <source>st_size of the file</source>
        <translation>ファイルの st_size</translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation>マップ済み</translation>
    </message>
    <message>
        <source>Bytes covered by extents, including unwritten ones</source>
        <translation>エクステントが覆うバイト数 (未書き込みのものを含む)</translation>
    </message>
    <message>
        <source>Extent records</source>
        <translation>エクステント記録</translation>
    </message>
    <message>
        <source>Records the FIEMAP ioctl returned</source>
        <translation>FIEMAP ioctl が返した記録の数</translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation>物理的な連続区間</translation>
    </message>
    <message>
        <source>Ideal extents</source>
        <translation>理想のエクステント数</translation>
    </message>
    <message>
        <source>Fewest extents for this size: one per %1, as e4defrag counts</source>
        <translation>このサイズで最少のエクステント数: e4defrag と同じく %1 ごとに 1 つ</translation>
    </message>
    <message>
        <source>Fewest extents for this size: one, as e4defrag counts without the superblock</source>
        <translation>このサイズで最少のエクステント数: スーパーブロックがない場合の e4defrag と同じく 1 つ</translation>
    </message>
    <message>
        <source>e4defrag score</source>
        <translation>e4defrag スコア</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(extents - ideal) * 100 / blocks, scaled as e4defrag -c: 0-30 no problem, 31-55 a little fragmented, 56 and up needs defrag</source>
        <translation>(エクステント数 - 理想値) * 100 / ブロック数。e4defrag -c と同じ尺度: 0〜30 問題なし、31〜55 やや断片化、56 以上 デフラグが必要</translation>
    </message>
    <message>
        <source>Average extent</source>
        <translation>平均エクステント</translation>
    </message>
    <message>
        <source>Mapped bytes / extent records</source>
        <translation>マップ済みバイト数 / エクステント記録数</translation>
    </message>
    <message>
        <source>Largest extent</source>
        <translation>最大エクステント</translation>
    </message>
    <message>
        <source>Contiguity</source>
        <translation>連続度</translation>
    </message>
    <message>
        <source>Seek distance</source>
        <translation>シーク距離</translation>
    </message>
    <message>
        <source>Holes</source>
        <translation>ホール</translation>
    </message>
    <message>
        <source>Ranges of the file with no blocks: they read as zeros</source>
        <translation>ブロックのない範囲。ゼロとして読まれます</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>共有</translation>
    </message>
    <message>
        <source>Bytes in extents shared with other files or snapshots</source>
        <translation>他のファイルやスナップショットと共有しているエクステントのバイト数</translation>
    </message>
    <message>
        <source>Unwritten</source>
        <translation>未書き込み</translation>
    </message>
    <message>
        <source>Allocated but never written: preallocated space</source>
        <translation>割り当て済みだが未書き込み: 事前割り当て領域</translation>
    </message>
    <message>
        <source>Inline</source>
        <translation>インライン</translation>
    </message>
    <message>
        <source>Data kept inside the file system&apos;s metadata</source>
        <translation>ファイルシステムのメタデータ内に置かれたデータ</translation>
    </message>
    <message>
        <source>Encoded</source>
        <translation>エンコード済み</translation>
    </message>
    <message>
        <source>Compressed or otherwise encoded extents</source>
        <translation>圧縮などでエンコードされたエクステント</translation>
    </message>
    <message>
        <source>Delayed allocation</source>
        <translation>遅延割り当て</translation>
    </message>
    <message>
        <source>Written to the page cache but not yet given blocks; map with Sync to see where they go</source>
        <translation>ページキャッシュに書かれたがまだブロックがない。「先に同期」でマップすると行き先が分かります</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>statfs magic 0x%1</source>
        <translation>statfs マジック 0x%1</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Mount point</source>
        <translation>マウントポイント</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Mount and file-system options from mountinfo</source>
        <translation>mountinfo のマウントオプションとファイルシステムオプション</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Device size</source>
        <translation>デバイスサイズ</translation>
    </message>
    <message>
        <source>Rotational</source>
        <translation>回転ディスク</translation>
    </message>
    <message>
        <source>yes (HDD: seeks cost time)</source>
        <translation>はい (HDD: シークに時間がかかる)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Loop image</source>
        <translation>ループイメージ</translation>
    </message>
    <message>
        <source>The file behind this loop device</source>
        <translation>このループデバイスの元ファイル</translation>
    </message>
    <message>
        <source>Image lives on</source>
        <translation>イメージの置き場所</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>回転ディスク</translation>
    </message>
    <message>
        <source>not rotational</source>
        <translation>非回転ディスク</translation>
    </message>
    <message>
        <source>Where the image&apos;s own blocks are: the real seeks happen there</source>
        <translation>イメージ自体のブロックがある場所。実際のシークはそこで起きます</translation>
    </message>
    <message>
        <source>%1 (estimated)</source>
        <translation>%1 (推定)</translation>
    </message>
    <message>
        <source>From the file system&apos;s own extent records</source>
        <translation>ファイルシステム自身のエクステント記録から</translation>
    </message>
    <message>
        <source>Estimated: FIEMAP gives a compressed extent&apos;s plain length, not its length on disk</source>
        <translation>推定値: FIEMAP が返すのは圧縮エクステントの元の長さで、ディスク上の長さではありません</translation>
    </message>
    <message>
        <source>From FIEMAP&apos;s records</source>
        <translation>FIEMAP の記録から</translation>
    </message>
    <message>
        <source>Fragments (filefrag)</source>
        <translation>断片 (filefrag)</translation>
    </message>
    <message>
        <source>filefrag&apos;s count of FIEMAP&apos;s records: a fragment starts where an extent does not continue the previous one</source>
        <translation>FIEMAP の記録を filefrag と同じ規則で数えた値: 前のエクステントの続きでない所から新しい断片が始まります</translation>
    </message>
    <message>
        <source>Pieces that are contiguous both in the file and on disk. %1</source>
        <translation>ファイル内でもディスク上でも連続している部分。%1</translation>
    </message>
    <message>
        <source>Share of the mapped bytes in the largest physical runs (as many as the ideal count). %1</source>
        <translation>最大の物理的な連続区間 (理想数と同じ個数) に入るマップ済みバイトの割合。%1</translation>
    </message>
    <message>
        <source>Sum of the jumps on disk when the file is read from start to end. %1</source>
        <translation>ファイルを先頭から末尾まで読むときのディスク上の移動量の合計。%1</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>ディスク上</translation>
    </message>
    <message>
        <source>The extents the file uses, each once, as stored and decompressed (compsize&apos;s Disk Usage and Uncompressed). %1</source>
        <translation>ファイルが使うエクステントをそれぞれ一度ずつ数えた、格納時と展開後の大きさ (compsize の Disk Usage と Uncompressed)。%1</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <comment>bytes on disk, their share, the bytes uncompressed</comment>
        <translation>%1 (%3 の %2)</translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation>専有</translation>
    </message>
    <message>
        <source>Bytes in extents no other file or snapshot shares (btrfs filesystem du&apos;s Exclusive)</source>
        <translation>ほかのファイルやスナップショットと共有していないエクステントのバイト数 (btrfs filesystem du の Exclusive)</translation>
    </message>
    <message>
        <source>FIEMAP&apos;s physical addresses on btrfs are btrfs&apos;s logical addresses, not offsets on a device; its chunk tree maps them to the devices (and to each copy of RAID1 and DUP)</source>
        <translation>btrfs で FIEMAP が返す物理アドレスは btrfs の論理アドレスで、デバイス上のオフセットではありません。チャンクツリーがそれをデバイスに(RAID1 と DUP では各コピーに)対応づけます</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>アドレス</translation>
    </message>
    <message numerus="yes">
        <source>btrfs logical, on %n device(s): %1 (data %2)</source>
        <translation>
            <numerusform>btrfs 論理アドレス、%n 台のデバイス上: %1(データ %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 の %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more piece(s)</source>
        <translation>
            <numerusform>%1 ほか %n 個の断片</numerusform>
        </translation>
    </message>
    <message>
        <source>copy %1: %2 at %3, %4</source>
        <translation>コピー %1: %2 の %3、%4</translation>
    </message>
    <message>
        <source>btrfs logical (their place on the devices: %1)</source>
        <translation>btrfs 論理アドレス(デバイス上の位置: %1)</translation>
    </message>
    <message>
        <source>Read time</source>
        <translation>読み取り時間</translation>
    </message>
    <message>
        <source>Reading the whole file cold, in order, as the kernel issues it (read-ahead windows, request limits, the pieces as they lie on disk), on the disk below: a prediction of the cost model.</source>
        <translation>ファイル全体をキャッシュなしで先頭から順に、カーネルが発行するとおりに(先読みウィンドウ、リクエストの上限、ディスク上の断片の配置のまま)下記のディスクで読んだ場合の時間: コストモデルの予測です。</translation>
    </message>
    <message>
        <source>Lost to fragmentation</source>
        <translation>フラグメンテーションで失われる時間</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ディスク</translation>
    </message>
    <message>
        <source>The profile `fragscope calibrate` measured of this disk.</source>
        <translation>`fragscope calibrate` がこのディスクを測定したプロファイルです。</translation>
    </message>
    <message>
        <source>No profile measured for this disk: a preset stands for it. `fragscope calibrate` or Measure this disk… measures it, reading only.</source>
        <translation>このディスクの測定済みプロファイルはありません: プリセットで代用しています。`fragscope calibrate` または「このディスクを測定…」で、読み取りだけで測定できます。</translation>
    </message>
    <message>
        <source>Defragmented</source>
        <translation>デフラグ後</translation>
    </message>
    <message>
        <source>The same extents laid end to end where the first one lies: what a defragmentation can reach. A compressed file keeps its compressed extents.</source>
        <translation>同じエクステントを最初のエクステントの位置から隙間なく並べた場合: デフラグで到達できる値です。圧縮ファイルは圧縮エクステントのままです。</translation>
    </message>
    <message>
        <source>The read time less the time defragmented: what the layout costs, and what a defragmentation wins back. None for a file in one run.</source>
        <translation>読み取り時間からデフラグ後の時間を引いたもの: 配置のコストであり、デフラグで取り戻せる時間です。ディスク上で 1 続きのファイルでは 0 です。</translation>
    </message>
    <message>
        <source>Compressed extents</source>
        <translation>圧縮エクステント</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n extent(s)</source>
        <translation>
            <numerusform>%n 個のエクステントで %1</numerusform>
        </translation>
    </message>
    <message>
        <source>What reading the data in its compressed extents costs beyond reading it in one piece: each is read whole, in a request of its own. Not fragmentation: btrfs compresses in extents of at most 128 KiB, so no defragmentation takes it away.</source>
        <translation>データを圧縮エクステントごとに読むことで、1 つにまとまったデータを読むより余分にかかる時間: 各エクステントは丸ごと、それぞれ別のリクエストで読まれます。断片化ではありません: btrfs は最大 128 KiB のエクステントに圧縮するため、デフラグでは取り除けません。</translation>
    </message>
    <message>
        <source>Of it the reader&apos;s CPU</source>
        <translation>うち読み取り側の CPU</translation>
    </message>
    <message>
        <source>What opening the file and copying its bytes out of the page cache add to the read where the disk&apos;s time does not hide them, as calibrate measured them; the rest is the disk&apos;s.</source>
        <translation>ファイルを開き、バイトをページキャッシュからコピーする時間のうち、ディスクの待ち時間に隠れない分(calibrate の測定値)。残りはディスクの時間です。</translation>
    </message>
</context>
<context>
    <name>FiemapReader</name>
    <message>
        <source>is a directory; Fragscope maps regular files</source>
        <translation>ディレクトリです。Fragscope がマップするのは通常ファイルです</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a regular file</source>
        <translation>名前付きパイプ (FIFO) です。通常ファイルではありません</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>ソケットです。通常ファイルではありません</translation>
    </message>
    <message>
        <source>is a block device node, not a regular file</source>
        <translation>ブロックデバイスノードです。通常ファイルではありません</translation>
    </message>
    <message>
        <source>is a character device node, not a regular file</source>
        <translation>キャラクタデバイスノードです。通常ファイルではありません</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>通常ファイルではありません</translation>
    </message>
    <message>
        <source>this</source>
        <translation>この</translation>
    </message>
    <message>
        <source>the %1 file system does not report extents (FIEMAP is not supported)</source>
        <translation>%1 ファイルシステムはエクステントを報告しません (FIEMAP 非対応)</translation>
    </message>
    <message>
        <source>the file system does not support the requested FIEMAP flags (sync or xattr)</source>
        <translation>ファイルシステムは要求された FIEMAP フラグ (sync または xattr) に対応していません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>ファイル名が指定されていません</translation>
    </message>
    <message>
        <source>permission denied: cannot open the file for reading</source>
        <translation>権限がありません: ファイルを読み取り用に開けません</translation>
    </message>
</context>
<context>
    <name>Fill</name>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>nothing written</source>
        <translation>何も書き込まれませんでした</translation>
    </message>
</context>
<context>
    <name>FioEngine</name>
    <message>
        <source>fio ended by a signal</source>
        <translation>fio がシグナルで終了しました</translation>
    </message>
    <message>
        <source>fio exited with status %1</source>
        <translation>fio が終了コード %1 で終了しました</translation>
    </message>
    <message>
        <source>fio is not installed or cannot start (%1)</source>
        <translation>fio がインストールされていないか起動できません (%1)</translation>
    </message>
    <message>
        <source>fio --version did not answer within 5 s</source>
        <translation>fio --version が 5 秒以内に応答しませんでした</translation>
    </message>
    <message>
        <source>does not look like fio (its --version said &apos;%1&apos;)</source>
        <translation>fio ではないようです (--version の出力: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; is a command job, which fio does not run</source>
        <translation>ジョブ &apos;%1&apos; はコマンドジョブで、fio では実行できません</translation>
    </message>
    <message>
        <source>no job to run</source>
        <translation>実行するジョブがありません</translation>
    </message>
    <message>
        <source>cannot write the job file for fio: %1</source>
        <translation>fio 用のジョブファイルを書けません: %1</translation>
    </message>
    <message numerus="yes">
        <source>fio: %n job(s) reporting</source>
        <translation>
            <numerusform>fio: %n 個のジョブが報告中</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 を起動できません: %2</translation>
    </message>
    <message>
        <source>no answer from fio&apos;s server on %1 within %2 s</source>
        <translation>%1 の fio サーバーから %2 秒以内に応答がありません</translation>
    </message>
    <message>
        <source>fio said nothing for %1 s</source>
        <translation>fio から %1 秒間出力がありません</translation>
    </message>
    <message numerus="yes">
        <source>fio on %n host(s)</source>
        <translation>
            <numerusform>fio: %n 台のホストで実行中</numerusform>
        </translation>
    </message>
    <message>
        <source>fio&apos;s report names none of the jobs</source>
        <translation>fio の報告にジョブが一つも含まれていません</translation>
    </message>
    <message>
        <source>latency log not read: %1</source>
        <translation>レイテンシのログを読みませんでした: %1</translation>
    </message>
    <message>
        <source>%1: fio&apos;s latency logs count %2 completions where its report counts %3 I/Os</source>
        <translation>%1: fio のレイテンシログは完了 %2 件を数えていますが、fio の報告では I/O は %3 件です</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: size=%2% of the free room is Fragscope&apos;s; fio takes a percentage of an existing file only: give bytes to run it through fio</source>
        <translation>ジョブ &apos;%1&apos;: 空き容量の size=%2% は Fragscope 独自です。fio は既存ファイルに対する割合しか受け付けません。fio で実行するにはバイト数を指定してください</translation>
    </message>
    <message>
        <source>%1, line %2: not a latency log line</source>
        <translation>%1、%2 行目: レイテンシログの行ではありません</translation>
    </message>
    <message>
        <source>no latency over time of %1: fio %2&apos;s client brings back servers&apos; latency histogram logs garbled, and a job that may run over %3 s and %4 I/Os is too long to log every I/O instead</source>
        <translation>%1 のレイテンシの時間変化はありません: fio %2 のクライアントはサーバーのレイテンシヒストグラムログを壊して持ち帰ります。また %3 秒と %4 I/O をどちらも超えうるジョブは、代わりに全 I/O を記録するには長すぎます</translation>
    </message>
    <message>
        <source>no latency over time of %1: logging every I/O could take up to %2 MiB a host in %3, which has %4 MiB free</source>
        <translation>%1 のレイテンシの時間変化はありません: 全 I/O の記録はホストあたり最大 %2 MiB を %3 に書き込む可能性がありますが、空きは %4 MiB です</translation>
    </message>
</context>
<context>
    <name>FreeSpace</name>
    <message>
        <source>%1 needs root (CAP_SYS_ADMIN): the kernel shows the file system&apos;s space map to the administrator only</source>
        <translation>%1には root (CAP_SYS_ADMIN) が必要です: カーネルはファイルシステムの領域マップを管理者にしか見せません</translation>
    </message>
    <message>
        <source>Reading free space</source>
        <translation>空き領域の読み取り</translation>
    </message>
    <message>
        <source>this file system has no GETFSMAP ioctl</source>
        <translation>このファイルシステムには GETFSMAP ioctl がありません</translation>
    </message>
    <message>
        <source>Reading btrfs block groups</source>
        <translation>btrfs のブロックグループの読み取り</translation>
    </message>
</context>
<context>
    <name>Gui</name>
    <message>
        <source>Open the demo files.</source>
        <translation>デモファイルを開きます。</translation>
    </message>
    <message>
        <source>Save a picture of the window once every file is read, then quit (for documentation).</source>
        <translation>すべてのファイルを読み終えたらウィンドウの画像を保存して終了します (ドキュメント用)。</translation>
    </message>
    <message>
        <source>Show the layout plot instead of the extent table.</source>
        <translation>エクステント表の代わりに配置プロットを表示します。</translation>
    </message>
    <message>
        <source>Files to open.</source>
        <translation>開くファイル。</translation>
    </message>
    <message>
        <source>Open the benchmark page with this job file or preset and run it.</source>
        <translation>このジョブファイルまたはプリセットでベンチマークページを開いて実行します。</translation>
    </message>
    <message>
        <source>Directory for the benchmark&apos;s files.</source>
        <translation>ベンチマークのファイルを置くディレクトリ。</translation>
    </message>
    <message>
        <source>Import a result into the benchmark session first (repeatable).</source>
        <translation>先に結果をベンチマークのセッションに読み込みます (複数回指定可)。</translation>
    </message>
    <message>
        <source>Open the lab page on these two directories (A,B) and run the quick experiment.</source>
        <translation>この 2 つのディレクトリ (A,B) でラボページを開き、クイック実験を実行します。</translation>
    </message>
    <message>
        <source>Open the lab page on throwaway file systems of these two types (e.g. btrfs,ext4) and run the quick experiment.</source>
        <translation>この 2 種類 (例: btrfs,ext4) の使い捨てファイルシステムでラボページを開き、クイック実験を実行します。</translation>
    </message>
    <message>
        <source>Open the survey page on this folder and scan it, or on a saved survey (.json).</source>
        <translation>このフォルダーで調査ページを開いてスキャンします。保存した調査 (.json) を開くこともできます。</translation>
    </message>
    <message>
        <source>Open the defrag page with this file and defragment it (more than once: a queue, in that order).</source>
        <translation>デフラグページをこのファイルで開いてデフラグします (複数回指定するとその順のキュー)。</translation>
    </message>
    <message>
        <source>Run the benchmark through fio on this host running fio --server (repeatable; not saved).</source>
        <translation>fio --server を動かしているこのホストで fio 経由でベンチマークを実行する (複数指定可、保存されない)。</translation>
    </message>
    <message>
        <source>Dark colours (Fusion style), whatever the desktop&apos;s theme.</source>
        <translation>デスクトップのテーマにかかわらず暗い配色にする (Fusion スタイル)。</translation>
    </message>
    <message>
        <source>Open the copy-on-write experiment as recorded on btrfs and ext4.</source>
        <translation>btrfs と ext4 で記録したコピーオンライトの実験を開く。</translation>
    </message>
    <message>
        <source>Open Measure This Disk on the disk under this path and measure it (quick).</source>
        <translation>このパスがあるディスクで「このディスクを測定」を開き、測定します (クイック)。</translation>
    </message>
    <message>
        <source>The window&apos;s size.</source>
        <translation>ウィンドウの大きさ。</translation>
    </message>
    <message>
        <source>Result tab to show (bytes: the rate by bytes written).</source>
        <translation>表示する結果のタブ（bytes: 書き込んだバイト数ごとの速度）。</translation>
    </message>
    <message>
        <source>Engine for the benchmark.</source>
        <translation>ベンチマークのエンジン。</translation>
    </message>
    <message>
        <source>Open the defrag page on this folder&apos;s plan and run it (with --defrag-together: lay the files down together in the order --defrag-together gives).</source>
        <translation>このフォルダーの計画でデフラグのページを開いて実行します（--defrag-together と一緒なら、その順にファイルをまとめて並べます）。</translation>
    </message>
    <message>
        <source>With --defrag-folder: lay the files down together in this order: as the directories list them, by name, or as a FILE lists them.</source>
        <translation>--defrag-folder と一緒に: ファイルをこの順にまとめて並べます（ディレクトリの並び順、名前順、または FILE に書かれた順）。</translation>
    </message>
    <message>
        <source>With --lab or --lab-images: which experiment (quick sizes).</source>
        <translation>--lab か --lab-images と一緒に: 実験の種類（小さいサイズで）。</translation>
    </message>
    <message>
        <source>Survey view to show.</source>
        <translation>表示する調査のビュー。</translation>
    </message>
    <message>
        <source>Open the defrag page on this folder&apos;s plan: each file&apos;s gain and what the whole would buy, nothing run.</source>
        <translation>このフォルダーの計画でデフラグのページを開きます。各ファイルの効果と全体で得られるものを示し、実行はしません。</translation>
    </message>
</context>
<context>
    <name>HddModel</name>
    <message>
        <source>the rotation speed must be above 0 rpm</source>
        <translation>回転数は 0 rpm より大きくなければなりません</translation>
    </message>
    <message>
        <source>seek times must be positive and in the order single track &lt;= average &lt;= full stroke</source>
        <translation>シーク時間は正で、トラック間 &lt;= 平均 &lt;= フルストロークの順でなければなりません</translation>
    </message>
    <message>
        <source>the transfer rates must be above 0 MB/s</source>
        <translation>転送速度は 0 MB/s より大きくなければなりません</translation>
    </message>
    <message>
        <source>the capacity must be above 0 bytes</source>
        <translation>容量は 0 バイトより大きくなければなりません</translation>
    </message>
    <message>
        <source>the access latency cannot be negative</source>
        <translation>アクセスレイテンシは負にできません</translation>
    </message>
    <message>
        <source>the cache needs a size of 0 MiB or more in at least one segment, a read-ahead and a command overhead of 0 or more and an interface rate above 0 MB/s</source>
        <translation>キャッシュには 0 MiB 以上の容量と 1 つ以上のセグメント、0 以上の先読みとコマンドのオーバーヘッド、0 MB/s を超えるインターフェース速度が必要です</translation>
    </message>
    <message>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <source>%1 rpm disk</source>
        <translation>%1 rpm ディスク</translation>
    </message>
    <message>
        <source>no disk &apos;%1&apos; (there are %2)</source>
        <translation>ディスク「%1」はありません（あるのは %2）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not KEY=NUMBER with a number of 0 or more</source>
        <translation>「%1」は 0 以上の数値の KEY=NUMBER ではありません</translation>
    </message>
    <message>
        <source>no disk figure &apos;%1&apos; (there are %2)</source>
        <translation>ディスクの値「%1」はありません（あるのは %2）</translation>
    </message>
    <message>
        <source>measured disk</source>
        <translation>測定済みディスク</translation>
    </message>
</context>
<context>
    <name>HddModelDialog</name>
    <message>
        <source>Rotation speed</source>
        <translation>回転数</translation>
    </message>
    <message>
        <source>Single-track seek</source>
        <translation>隣接トラックシーク</translation>
    </message>
    <message>
        <source>Average seek</source>
        <translation>平均シーク</translation>
    </message>
    <message>
        <source>Full-stroke seek</source>
        <translation>フルストロークシーク</translation>
    </message>
    <message>
        <source>Media rate, outer tracks (SSD: bandwidth)</source>
        <translation>メディア転送速度、外周（SSD: 帯域）</translation>
    </message>
    <message>
        <source>Media rate, inner tracks</source>
        <translation>メディア転送速度、内周</translation>
    </message>
    <message>
        <source>Drive cache</source>
        <translation>ドライブのキャッシュ</translation>
    </message>
    <message>
        <source>Cache segments</source>
        <translation>キャッシュのセグメント数</translation>
    </message>
    <message>
        <source>Read-ahead after each media read</source>
        <translation>メディア読み取りごとの先読み</translation>
    </message>
    <message>
        <source>Command overhead</source>
        <translation>コマンドのオーバーヘッド</translation>
    </message>
    <message>
        <source>Interface rate (cache hits)</source>
        <translation>インターフェース速度（キャッシュヒット）</translation>
    </message>
    <message>
        <source>Access latency</source>
        <translation>アクセスレイテンシ</translation>
    </message>
</context>
<context>
    <name>Import</name>
    <message>
        <source>cannot read the %1 figures: %2</source>
        <translation>%1 の数値を読めません: %2</translation>
    </message>
    <message>
        <source>neither fio 2 nor fio 3 %1 line: %2</source>
        <translation>fio 2 とも fio 3 とも異なる %1 行です: %2</translation>
    </message>
    <message>
        <source>cannot read the latency line: %1</source>
        <translation>レイテンシの行を読めません: %1</translation>
    </message>
    <message>
        <source>cannot read the percentiles: %1</source>
        <translation>パーセンタイルを読めません: %1</translation>
    </message>
    <message>
        <source>no fio job result found (a line like &quot;name: (groupid=0, jobs=1): err= 0: ...&quot;)</source>
        <translation>fio のジョブ結果が見つかりません (&quot;name: (groupid=0, jobs=1): err= 0: ...&quot; のような行)</translation>
    </message>
    <message>
        <source>not a bonnie++ CSV row: the first field is the format version 1.96, 1.97 or 1.98, not &apos;%1&apos;</source>
        <translation>bonnie++ の CSV 行ではありません: 最初のフィールドは形式バージョン 1.96、1.97、1.98 のはずですが &apos;%1&apos; です</translation>
    </message>
    <message>
        <source>a bonnie++ %1 row has %2 fields, %3 expected</source>
        <translation>bonnie++ %1 の行のフィールドが %2 個です (%3 個のはず)</translation>
    </message>
    <message>
        <source>too fast to measure (+++++): bonnie++ needs a larger file or more files</source>
        <translation>速すぎて測定できません (+++++): bonnie++ にはもっと大きなファイルか多くのファイルが必要です</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1: &apos;%2&apos; は数値ではありません</translation>
    </message>
    <message>
        <source>%1 latency: &apos;%2&apos; is not a time in us, ms or s</source>
        <translation>%1 のレイテンシ: &apos;%2&apos; は us、ms、s の時間ではありません</translation>
    </message>
    <message>
        <source>no bonnie++ CSV row found</source>
        <translation>bonnie++ の CSV 行が見つかりません</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルは空です</translation>
    </message>
    <message>
        <source>JSON: %1</source>
        <translation>JSON: %1</translation>
    </message>
    <message>
        <source>larger than 256 MiB: not a result file</source>
        <translation>256 MiB より大きいので結果ファイルではありません</translation>
    </message>
    <message>
        <source>%1 random seeks by %2 processes</source>
        <translation>%2 プロセスによる %1 回のランダムシーク</translation>
    </message>
    <message>
        <source>random seeks by several processes</source>
        <translation>複数プロセスによるランダムシーク</translation>
    </message>
    <message>
        <source>bonnie++: writes a %1 file a byte at a time (putc)</source>
        <translation>bonnie++: %1 のファイルを 1 バイトずつ書き込む (putc)</translation>
    </message>
    <message>
        <source>bonnie++: writes a %1 file in blocks of %2 (write)</source>
        <translation>bonnie++: %1 のファイルを %2 のブロックで書き込む (write)</translation>
    </message>
    <message>
        <source>bonnie++: rewrites the %1 file: reads a block of %2, changes it, writes it back</source>
        <translation>bonnie++: %1 のファイルを書き直す: %2 のブロックを読み、変更して書き戻す</translation>
    </message>
    <message>
        <source>bonnie++: reads the %1 file a byte at a time (getc)</source>
        <translation>bonnie++: %1 のファイルを 1 バイトずつ読む (getc)</translation>
    </message>
    <message>
        <source>bonnie++: reads the %1 file in blocks of %2 (read)</source>
        <translation>bonnie++: %1 のファイルを %2 のブロックで読む (read)</translation>
    </message>
    <message>
        <source>bonnie++: %1 in the %2 file, each reading a block of %3 and writing every tenth back</source>
        <translation>bonnie++: %2 のファイルで %1。各回 %3 のブロックを読み、10 回に 1 回書き戻す</translation>
    </message>
    <message>
        <source>%1×1024 files</source>
        <translation>%1×1024 個のファイル</translation>
    </message>
    <message>
        <source>bonnie++: creates %1 in numeric order</source>
        <translation>bonnie++: %1 を番号順に作成</translation>
    </message>
    <message>
        <source>bonnie++: deletes %1 in numeric order</source>
        <translation>bonnie++: %1 を番号順に削除</translation>
    </message>
    <message>
        <source>bonnie++: creates %1 in random order</source>
        <translation>bonnie++: %1 をランダムな順に作成</translation>
    </message>
    <message>
        <source>bonnie++: stats %1 in random order</source>
        <translation>bonnie++: %1 をランダムな順に stat</translation>
    </message>
    <message>
        <source>bonnie++: deletes %1 in random order</source>
        <translation>bonnie++: %1 をランダムな順に削除</translation>
    </message>
    <message>
        <source>bonnie++: stats %1 in numeric order</source>
        <translation>bonnie++: %1 を番号順に stat</translation>
    </message>
    <message>
        <source>not a line of fio&apos;s terse output version 3 (the first field is &apos;%1&apos;)</source>
        <translation>fio の terse 出力 (バージョン 3) の行ではありません (最初のフィールドが &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>a terse line has %1 fields, at least %2 expected</source>
        <translation>terse の行のフィールドが %1 個です。%2 個以上必要です</translation>
    </message>
    <message>
        <source>field %1 (&apos;%2&apos;) is not a number</source>
        <translation>フィールド %1 (&apos;%2&apos;) が数値ではありません</translation>
    </message>
    <message>
        <source>field %1 (&apos;%2&apos;) is not a percentile</source>
        <translation>フィールド %1 (&apos;%2&apos;) がパーセンタイルではありません</translation>
    </message>
    <message>
        <source>a fio job (fio&apos;s terse output does not carry its options)</source>
        <translation>fio のジョブ (fio の terse 出力にはオプションが含まれません)</translation>
    </message>
    <message>
        <source>no terse line found</source>
        <translation>terse の行が見つかりません</translation>
    </message>
    <message>
        <source>neither CrystalDiskMark nor KDiskMark is named in the text</source>
        <translation>テキストに CrystalDiskMark も KDiskMark も書かれていません</translation>
    </message>
    <message>
        <source>a figure before [Read] or [Write]</source>
        <translation>[Read] または [Write] より前に数値があります</translation>
    </message>
    <message>
        <source>a mixed test&apos;s figure is not split into reads and writes: left out</source>
        <translation>混合テストの数値は読み書きに分かれていないため除外しました</translation>
    </message>
    <message>
        <source>%1: %2 %3 %4, queue depth %5, %6 thread(s)</source>
        <translation>%1: %2 %3 の%4、キュー深度 %5、スレッド %6</translation>
    </message>
    <message>
        <source>sequential</source>
        <translation>シーケンシャル</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>writes</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>reads</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>no test line found (like &quot;SEQ 1MiB (Q= 8, T= 1): ... MB/s&quot;)</source>
        <translation>テストの行が見つかりません (&quot;SEQ 1MiB (Q= 8, T= 1): ... MB/s&quot; のような行)</translation>
    </message>
</context>
<context>
    <name>IoQueue</name>
    <message>
        <source>libaio: io_setup failed: %1</source>
        <translation>libaio: io_setup が失敗しました: %1</translation>
    </message>
    <message>
        <source>io_uring: setup failed: %1</source>
        <translation>io_uring: セットアップが失敗しました: %1</translation>
    </message>
    <message>
        <source>unknown I/O engine</source>
        <translation>不明な I/O エンジン</translation>
    </message>
</context>
<context>
    <name>JobFile</name>
    <message>
        <source>option &apos;%1&apos;: %2</source>
        <translation>オプション &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation>値が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size (examples: 4k, 1m, 64KiB, 1g)</source>
        <translation>&apos;%1&apos; はサイズではありません (例: 4k、1m、64KiB、1g)</translation>
    </message>
    <message>
        <source>must be greater than 0</source>
        <translation>0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time (examples: 30, 500ms, 2m)</source>
        <translation>&apos;%1&apos; は時間ではありません (例: 30、500ms、2m)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 0 or 1</source>
        <translation>&apos;%1&apos; は 0 でも 1 でもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number from %2 to %3</source>
        <translation>&apos;%1&apos; は %2 から %3 までの整数ではありません</translation>
    </message>
    <message>
        <source>several files in one job are not supported</source>
        <translation>1 つのジョブで複数のファイルは使えません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of read, write, rw, readwrite, randread, randwrite, randrw</source>
        <translation>&apos;%1&apos; は read、write、rw、readwrite、randread、randwrite、randrw のいずれでもありません</translation>
    </message>
    <message>
        <source>must be 1000 or 1024</source>
        <translation>1000 か 1024 でなければなりません</translation>
    </message>
    <message>
        <source>not a fio option</source>
        <translation>fio のオプションではありません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos; needs size= (or filename= of an existing file)</source>
        <translation>ジョブ &apos;%1&apos; には size= (または既存ファイルの filename=) が必要です</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: bs must be greater than 0</source>
        <translation>ジョブ &apos;%1&apos;: bs は 0 より大きくなければなりません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: bs (%2) is larger than size (%3)</source>
        <translation>ジョブ &apos;%1&apos;: bs (%2) が size (%3) より大きいです</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: time_based needs runtime=</source>
        <translation>ジョブ &apos;%1&apos;: time_based には runtime= が必要です</translation>
    </message>
    <message>
        <source>a section header looks like [name]</source>
        <translation>セクションの見出しは [name] の形です</translation>
    </message>
    <message>
        <source>comes before any [section]</source>
        <translation>どの [section] よりも前にあります</translation>
    </message>
    <message>
        <source>environment variables ($NAME) are not supported</source>
        <translation>環境変数 ($NAME) には対応していません</translation>
    </message>
    <message>
        <source>no job section: add one like [myjob] after [global]</source>
        <translation>ジョブセクションがありません: [global] の後に [myjob] のようなセクションを追加してください</translation>
    </message>
    <message>
        <source>too large for a job file (over 4 MiB)</source>
        <translation>ジョブファイルとして大きすぎます (4 MiB 超)</translation>
    </message>
    <message>
        <source>a fio option that fragscope&apos;s engine does not implement; fio runs it as written (engine fio)</source>
        <translation>fragscope のエンジンが実装していない fio のオプションです。fio なら書かれたとおりに実行できます (エンジン fio)</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: fragscope&apos;s engine does not implement %2; fio runs it (engine fio)</source>
        <translation>ジョブ &apos;%1&apos;: fragscope のエンジンは %2 を実装していません。fio なら実行できます (エンジン fio)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; after &apos;:&apos; is not an offset modifier (examples: read:8k, read:-8k, randread:8)</source>
        <translation>&apos;:&apos; の後の &apos;%1&apos; はオフセット修飾子ではありません（例: read:8k、read:-8k、randread:8）</translation>
    </message>
    <message>
        <source>different alignments for reads and writes are not supported</source>
        <translation>読み込みと書き込みで別々のアラインメントには対応していません</translation>
    </message>
    <message>
        <source>only &apos;sequential&apos; (fio&apos;s default) is supported</source>
        <translation>&apos;sequential&apos;（fio の既定値）のみ対応しています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of sync, psync, libaio, io_uring, null</source>
        <translation>&apos;%1&apos; は sync、psync、libaio、io_uring、null のいずれでもありません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: ss= needs ss_dur= (the window it is judged over)</source>
        <translation>ジョブ &apos;%1&apos;: ss= には ss_dur=（判定する期間）が必要です</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: wait_for=%2 names no job before it</source>
        <translation>ジョブ &apos;%1&apos;: wait_for=%2 はこれより前のジョブを指していません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a block size</source>
        <translation>&apos;%1&apos; はブロックサイズではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percent</source>
        <translation>&apos;%1&apos; はパーセントではありません</translation>
    </message>
    <message>
        <source>needs sizes and percents, e.g. 4k/60:64k/40</source>
        <translation>サイズとパーセントが必要です（例: 4k/60:64k/40）</translation>
    </message>
    <message>
        <source>at most 64 block sizes</source>
        <translation>ブロックサイズは最大 64 個です</translation>
    </message>
    <message>
        <source>the percents add up to %1, more than 100</source>
        <translation>パーセントの合計が %1 で、100 を超えています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a range of sizes like 4k-64k</source>
        <translation>&apos;%1&apos; は 4k-64k のようなサイズの範囲ではありません</translation>
    </message>
    <message>
        <source>different distributions for reads and writes are not supported</source>
        <translation>読み込みと書き込みで別々の分布には対応していません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percent of accesses</source>
        <translation>&apos;%1&apos; はアクセスのパーセントではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percent of the file</source>
        <translation>&apos;%1&apos; はファイルのパーセントではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size</source>
        <translation>&apos;%1&apos; はサイズではありません</translation>
    </message>
    <message>
        <source>needs zones, e.g. zoned:60/10:40/90</source>
        <translation>ゾーンが必要です（例: zoned:60/10:40/90）</translation>
    </message>
    <message>
        <source>the zones&apos; accesses add up to %1 %, not 100</source>
        <translation>ゾーンのアクセスの合計が 100 % ではなく %1 % です</translation>
    </message>
    <message>
        <source>the zones&apos; sizes add up to %1 %, not 100</source>
        <translation>ゾーンのサイズの合計が 100 % ではなく %1 % です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of random, zipf, pareto, normal, zoned, zoned_abs</source>
        <translation>&apos;%1&apos; は random、zipf、pareto、normal、zoned、zoned_abs のいずれでもありません</translation>
    </message>
    <message>
        <source>%1 needs a value, e.g. %1:1.2</source>
        <translation>%1 には値が必要です（例: %1:1.2）</translation>
    </message>
    <message>
        <source>zipf&apos;s theta must be above 0 and not 1</source>
        <translation>zipf の theta は 0 より大きく、1 以外である必要があります</translation>
    </message>
    <message>
        <source>pareto&apos;s power must be between 0 and 1</source>
        <translation>pareto の指数は 0 と 1 の間である必要があります</translation>
    </message>
    <message>
        <source>normal&apos;s deviation is a percent from 0 to 100</source>
        <translation>normal の偏差は 0 から 100 のパーセントです</translation>
    </message>
    <message>
        <source>the center &apos;%1&apos; is not between 0 and 1</source>
        <translation>中心 &apos;%1&apos; が 0 と 1 の間にありません</translation>
    </message>
    <message>
        <source>at most three values: reads, writes, trims</source>
        <translation>値は最大 3 つです: 読み込み、書き込み、トリム</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size (examples: 500k, 10m)</source>
        <translation>&apos;%1&apos; はサイズではありません（例: 500k、10m）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; は整数ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of iops, iops_slope, bw, bw_slope</source>
        <translation>&apos;%1&apos; は iops、iops_slope、bw、bw_slope のいずれでもありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a limit (examples: 2, 0.5%)</source>
        <translation>&apos;%1&apos; は限度値ではありません（例: 2、0.5%）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a verify kind fragscope&apos;s engine has (md5, sha1, sha256, sha512, sha3-*, crc32c, crc32, xxhash, meta, pattern, null)</source>
        <translation>&apos;%1&apos; は fragscope のエンジンが持つ検証方式ではありません（md5、sha1、sha256、sha512、sha3-*、crc32c、crc32、xxhash、meta、pattern、null）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pattern fragscope&apos;s engine reads (0xaa55..., &apos;text&apos;, a number)</source>
        <translation>&apos;%1&apos; は fragscope のエンジンが読めるパターンではありません（0xaa55...、&apos;テキスト&apos;、数値）</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify=pattern needs verify_pattern=</source>
        <translation>ジョブ &apos;%1&apos;: verify=pattern には verify_pattern= が必要です</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify_interval=%2 leaves no room after the %3-byte verify header</source>
        <translation>ジョブ &apos;%1&apos;: verify_interval=%2 では %3 バイトの検証ヘッダーの後に余地がありません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: every block size must be a multiple of verify_interval=%2</source>
        <translation>ジョブ &apos;%1&apos;: すべてのブロックサイズは verify_interval=%2 の倍数である必要があります</translation>
    </message>
    <message>
        <source>a percentage offset is not supported; give bytes</source>
        <translation>パーセントでのオフセットには対応していません。バイト数で指定してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a percentile from 0 to 100</source>
        <translation>&apos;%1&apos; は 0 から 100 のパーセンタイルではありません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: latency_target= needs latency_window=</source>
        <translation>ジョブ &apos;%1&apos;: latency_target= には latency_window= が必要です</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: zonemode=zbd on a file needs zonesize=</source>
        <translation>ジョブ &apos;%1&apos;: ファイル上の zonemode=zbd には zonesize= が必要です</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: size (%2) is smaller than one zone (zonesize=%3)</source>
        <translation>ジョブ &apos;%1&apos;: size (%2) が 1 ゾーン (zonesize=%3) より小さいです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a block size (examples: 4k, 1m)</source>
        <translation>&apos;%1&apos; はブロックサイズではありません (例: 4k、1m)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not size/percent or size/percent/class/level</source>
        <translation>&apos;%1&apos; は サイズ/割合 または サイズ/割合/クラス/レベル の形ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is out of range in &apos;%2&apos;</source>
        <translation>&apos;%2&apos; の &apos;%1&apos; が範囲外です</translation>
    </message>
    <message>
        <source>needs sizes and percents, e.g. 64k/100:1m/0</source>
        <translation>サイズと割合が必要です。例: 64k/100:1m/0</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of none, read, write, io, verify, all</source>
        <translation>&apos;%1&apos; は none、read、write、io、verify、all のいずれでもありません</translation>
    </message>
    <message>
        <source>at most three lists: reads, writes, verification</source>
        <translation>リストは最大 3 つです: 読み取り、書き込み、検証</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an error name (ENOSPC) or number</source>
        <translation>&apos;%1&apos; はエラー名 (ENOSPC) でも番号でもありません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: nrfiles with filename= (one file named for several) is not supported</source>
        <translation>ジョブ &apos;%1&apos;: filename= と nrfiles の組み合わせ (複数のファイルに 1 つの名前) には対応していません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify with nrfiles is not supported</source>
        <translation>ジョブ &apos;%1&apos;: nrfiles での verify には対応していません</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: nrfiles needs size= or filesize=</source>
        <translation>ジョブ &apos;%1&apos;: nrfiles には size= か filesize= が必要です</translation>
    </message>
    <message>
        <source>a range of file sizes is not supported; give one size</source>
        <translation>ファイルサイズの範囲には対応していません。サイズを 1 つ指定してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: only roundrobin, sequential and random (with :N)</source>
        <translation>&apos;%1&apos;: roundrobin、sequential、random (:N 付き可) のみです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number of I/Os</source>
        <translation>&apos;%1&apos; は I/O 数を表す整数ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a list of NUMA nodes (examples: 0, 0-1, 0,2, all)</source>
        <translation>&apos;%1&apos; は NUMA ノードのリストではありません (例: 0、0-1、0,2、all)</translation>
    </message>
    <message>
        <source>job &apos;%1&apos;: verify=%2 is not a verify method</source>
        <translation>ジョブ &apos;%1&apos;: verify=%2 は検証方式ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>&apos;%1&apos; は %2 のいずれでもありません</translation>
    </message>
    <message>
        <source>a percentage size is 1% to 100% (of the free room, for new files)</source>
        <translation>割合のサイズは 1% から 100% です (新しいファイルの場合、空き容量に対して)</translation>
    </message>
</context>
<context>
    <name>Lab</name>
    <message>
        <source>not a directory</source>
        <translation>ディレクトリではありません</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>書き込めません: %1</translation>
    </message>
    <message>
        <source>the write size must be a positive multiple of 512 bytes</source>
        <translation>書き込みサイズは 512 バイトの正の倍数でなければなりません</translation>
    </message>
    <message>
        <source>the file size must be a positive multiple of the write size</source>
        <translation>ファイルサイズは書き込みサイズの正の倍数でなければなりません</translation>
    </message>
    <message>
        <source>the bytes written must be at least one write and at most the file size</source>
        <translation>書き込み量は 1 回分以上、ファイルサイズ以下でなければなりません</translation>
    </message>
    <message>
        <source>the read repetitions cannot be negative</source>
        <translation>読み取り回数は負にできません</translation>
    </message>
    <message>
        <source>Random writes</source>
        <translation>ランダム書き込み</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>give at least one directory</source>
        <translation>ディレクトリを 1 つ以上指定してください</translation>
    </message>
    <message>
        <source>written sequentially</source>
        <translation>シーケンシャル書き込み後</translation>
    </message>
    <message>
        <source>after the random writes</source>
        <translation>ランダム書き込み後</translation>
    </message>
    <message>
        <source>after defrag</source>
        <translation>デフラグ後</translation>
    </message>
    <message>
        <source>Write the test file</source>
        <translation>テストファイルを書く</translation>
    </message>
    <message>
        <source>Read it (before)</source>
        <translation>読み取り (前)</translation>
    </message>
    <message>
        <source>Read it (after the writes)</source>
        <translation>読み取り (書き込み後)</translation>
    </message>
    <message>
        <source>Defragment</source>
        <translation>デフラグ</translation>
    </message>
    <message>
        <source>Read it (after defrag)</source>
        <translation>読み取り (デフラグ後)</translation>
    </message>
    <message>
        <source>Written sequentially</source>
        <translation>シーケンシャル書き込み後</translation>
    </message>
    <message>
        <source>After %1 random writes</source>
        <translation>ランダム書き込み %1 回後</translation>
    </message>
    <message>
        <source>After defrag</source>
        <translation>デフラグ後</translation>
    </message>
    <message>
        <source>the experiment has ended and its files are gone</source>
        <translation>実験は終了し、ファイルは削除済みです</translation>
    </message>
    <message>
        <source>not a step of this experiment</source>
        <translation>この実験のステップではありません</translation>
    </message>
    <message>
        <source>a step was stopped while changing the file: write the file again first</source>
        <translation>ファイルの変更中にステップを中断しました。先にファイルを書き直してください</translation>
    </message>
    <message>
        <source>needs the step before it: %1</source>
        <translation>前のステップが必要です: %1</translation>
    </message>
    <message>
        <source>the file has changed since (%1); write it again to repeat this</source>
        <translation>その後ファイルが変更されています (%1)。繰り返すにはファイルを書き直してください</translation>
    </message>
    <message>
        <source>Parallel writers, then defrag (the ext4 online defrag paper)</source>
        <translation>並列書き込み、その後デフラグ（ext4 オンラインデフラグの論文）</translation>
    </message>
    <message>
        <source>Copy-on-write against in place (the talk)</source>
        <translation>コピーオンライト対上書き（講演）</translation>
    </message>
    <message>
        <source>the writers must be 1 to 64</source>
        <translation>書き込みプロセス数は 1〜64 の範囲で指定してください</translation>
    </message>
    <message>
        <source>the file size must be a whole number of MiB, at least one for each writer</source>
        <translation>ファイルサイズは MiB 単位の整数で、書き込みプロセスごとに 1 MiB 以上必要です</translation>
    </message>
    <message>
        <source>Write it with the parallel writers</source>
        <translation>並列書き込みで書く</translation>
    </message>
    <message numerus="yes">
        <source>Written by %n O_DIRECT writers at once</source>
        <translation>
            <numerusform>%n 個のプロセスが O_DIRECT で同時に書き込み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written by %n writers at once</source>
        <translation>
            <numerusform>%n 個のプロセスが同時に書き込み</numerusform>
        </translation>
    </message>
    <message>
        <source>written by the parallel writers</source>
        <translation>並列書き込みで書いた</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>this file system does not take O_DIRECT writes</source>
        <translation>このファイルシステムは O_DIRECT の書き込みを受け付けません</translation>
    </message>
    <message>
        <source>Discard on and off: six patterns on each (the fio and XFS measurements)</source>
        <translation>discard の有無: それぞれで 6 パターン（fio と XFS の測定）</translation>
    </message>
    <message>
        <source>each pattern needs at least 1 s, and the runs must be 1 to 50</source>
        <translation>各パターンには 1 秒以上が必要で、実行回数は 1 から 50 までです</translation>
    </message>
    <message>
        <source>the file must be at least 1 MiB</source>
        <translation>ファイルは 1 MiB 以上必要です</translation>
    </message>
    <message>
        <source>Run the six patterns on each side</source>
        <translation>両側で 6 パターンを実行</translation>
    </message>
    <message>
        <source>cannot make the folder</source>
        <translation>フォルダーを作れません</translation>
    </message>
    <message>
        <source>the copy needs a second directory to copy to</source>
        <translation>コピーにはコピー先の 2 つ目のディレクトリが必要です</translation>
    </message>
    <message>
        <source>Copy tools: tar, cpio, cp -a and rsync from A to B, before and after defrag</source>
        <translation>コピーツール: tar、cpio、cp -a、rsync で A から B へコピー (デフラグ前と後)</translation>
    </message>
    <message>
        <source>the tree must have 1 to 100,000 files</source>
        <translation>ツリーのファイル数は 1 から 100,000 までです</translation>
    </message>
    <message>
        <source>Make the tree (fragmented)</source>
        <translation>断片化したツリーを作る</translation>
    </message>
    <message>
        <source>Defragment every file of the tree</source>
        <translation>ツリーのすべてのファイルをデフラグ</translation>
    </message>
    <message>
        <source>Copy the tree with each tool</source>
        <translation>各ツールでツリーをコピー</translation>
    </message>
    <message>
        <source>Copy it again (after defrag)</source>
        <translation>もう一度コピー（デフラグ後）</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>フォルダーではありません</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>読み取れません</translation>
    </message>
    <message>
        <source>has no file to copy</source>
        <translation>コピーするファイルがありません</translation>
    </message>
    <message>
        <source>became shorter while it was copied</source>
        <translation>コピー中に短くなりました</translation>
    </message>
    <message>
        <source>the files&apos; sizes must go from the smaller to the larger, at most 1 GiB</source>
        <translation>ファイルの大きさは小さい方から大きい方へ、最大 1 GiB で指定してください</translation>
    </message>
    <message>
        <source>no tree to make: the source&apos;s files were not read</source>
        <translation>作るツリーがありません: コピー元のファイルを読めませんでした</translation>
    </message>
    <message>
        <source>defrag: %1</source>
        <translation>デフラグ: %1</translation>
    </message>
    <message>
        <source>the snapshot experiment runs in one directory on btrfs</source>
        <translation>スナップショット実験は btrfs 上の 1 つのディレクトリで実行します</translation>
    </message>
    <message>
        <source>is on %1; the snapshot experiment needs btrfs (try --images btrfs)</source>
        <translation>%1 上にあります。スナップショット実験には btrfs が必要です(--images btrfs を試してください)</translation>
    </message>
    <message>
        <source>snapshot taken</source>
        <translation>スナップショット作成後</translation>
    </message>
    <message>
        <source>Snapshots: a file and its snapshot, overwritten, then defragmented (btrfs)</source>
        <translation>スナップショット: ファイルのスナップショットを取り、ファイルを上書きしてからデフラグ (btrfs)</translation>
    </message>
    <message>
        <source>Write the test file in a new subvolume</source>
        <translation>新しいサブボリュームにテストファイルを書く</translation>
    </message>
    <message>
        <source>Take a snapshot</source>
        <translation>スナップショットを作成</translation>
    </message>
    <message>
        <source>Overwrite it at random places</source>
        <translation>ランダムな位置に上書き</translation>
    </message>
    <message>
        <source>Defragment, without --unshare and with it</source>
        <translation>デフラグ(--unshare なしと、あり)</translation>
    </message>
    <message>
        <source>Snapshot taken</source>
        <translation>スナップショット作成後</translation>
    </message>
    <message>
        <source>After defrag --unshare</source>
        <translation>defrag --unshare の後</translation>
    </message>
    <message>
        <source>the snapshot&apos;s copy</source>
        <translation>スナップショット側のコピー</translation>
    </message>
    <message>
        <source>%1 free; the experiment needs %2 (the file twice, for the defrag, the writes and a margin) and leaves a tenth of the free space, %3, to other programs</source>
        <translation>空きは %1 です。実験には %2 必要で (ファイル 2 つ分 (デフラグ用)、書き込み、余裕分)、空き容量の 10 分の 1 (%3) は他のプログラムのために残します</translation>
    </message>
    <message>
        <source>%1 free; the experiment needs %2 (the file, the writes and a margin) and leaves a tenth of the free space, %3, to other programs</source>
        <translation>空きは %1 です。実験には %2 必要で (ファイル、書き込み、余裕分)、空き容量の 10 分の 1 (%3) は他のプログラムのために残します</translation>
    </message>
</context>
<context>
    <name>LabCli</name>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Defragment the files after the writes.</source>
        <translation>書き込みの後でファイルをデフラグします。</translation>
    </message>
    <message>
        <source>Keep the test files.</source>
        <translation>テストファイルを残します。</translation>
    </message>
    <message>
        <source>Print the whole experiment as JSON.</source>
        <translation>実験全体を JSON で出力します。</translation>
    </message>
    <message>
        <source>Where the images go (default: the cache folder, fragscope/lab).</source>
        <translation>イメージの置き場所 (既定: キャッシュフォルダーの fragscope/lab)。</translation>
    </message>
    <message>
        <source>Write the experiment as one HTML file.</source>
        <translation>実験を 1 つの HTML ファイルに書き出します。</translation>
    </message>
    <message>
        <source>Print it as people post it: filefrag-style listings (first and last lines) and dd-style reads.</source>
        <translation>よく投稿される形式で出力します: filefrag 風のリスト (最初と最後の行) と dd 風の読み取り結果。</translation>
    </message>
    <message>
        <source>making the lab file systems in %1 (each with its defaults)</source>
        <translation>%1 にラボのファイルシステムを作成中 (各既定値)</translation>
    </message>
    <message>
        <source>report written to %1</source>
        <translation>レポートを %1 に書き出しました</translation>
    </message>
    <message>
        <source>  read speed after the writes: %1
</source>
        <translation>  書き込み後の読み取り速度: %1
</translation>
    </message>
    <message>
        <source>Run on throwaway loop-mounted file systems of these types (btrfs,ext4,xfs), made with their defaults and removed afterwards, instead of DIRs: directly as root, else through udisks2.</source>
        <translation>DIR の代わりに、これらの種類 (btrfs,ext4,xfs) の使い捨てループマウント・ファイルシステムで実行します。既定値で作成し、終了後に削除します。root なら直接、それ以外は udisks2 経由で作ります。</translation>
    </message>
    <message>
        <source>[all] %1, to each file in turn</source>
        <translation>[全体] %1 (各ファイルに交互に)</translation>
    </message>
    <message>
        <source>fragscope: removed %1, left behind by an earlier run that ended abnormally</source>
        <translation>fragscope: 以前の異常終了した実行が残した %1 を削除しました</translation>
    </message>
    <message>
        <source>Spread the writes over the whole file (about two extents per write on btrfs) instead of writing each block of the first --write-total bytes once in random order (the talk&apos;s, as fio&apos;s randwrite with size=; about one extent per write).</source>
        <translation>書き込みをファイル全体に散らします (btrfs では書き込み 1 回につき約 2 エクステント)。指定しない場合は、先頭 --write-total バイトの各ブロックをランダムな順に 1 回ずつ書き込みます (講演と同じ、fio の randwrite で size= を指定した場合と同じ。書き込み 1 回につき約 1 エクステント)。</translation>
    </message>
    <message>
        <source>  %1: %2 extents, %3 fragments; cold read %4; %6 (model) %5 s
</source>
        <translation>  %1: エクステント %2、フラグメント %3、コールドリード %4、%6（モデル）%5 秒
</translation>
    </message>
    <message>
        <source>parallel-writers: write with O_DIRECT instead of through the page cache.</source>
        <translation>parallel-writers: ページキャッシュを通さず O_DIRECT で書きます。</translation>
    </message>
    <message>
        <source>  mounted %1
</source>
        <translation>  マウントオプション %1
</translation>
    </message>
    <message>
        <source>copy-tools: the tree is a copy of this folder&apos;s files (it is only read) instead of generated ones.</source>
        <translation>copy-tools: 生成したファイルの代わりに、このフォルダーのファイルの複製をツリーにします (フォルダーは読むだけです)。</translation>
    </message>
    <message numerus="yes">
        <source>  the tree: %1 files, %2; the defrag improved %3; %n round(s) of copies
</source>
        <translation>
            <numerusform>  ツリー: %1 ファイル、%2。デフラグで改善 %3。コピーは %n 巡
</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 needs a whole number, not &apos;%2&apos;</source>
        <translation>--%1 には整数が必要です (&apos;%2&apos; ではなく)</translation>
    </message>
    <message>
        <source>--%1 needs a size such as 4k, 64M or 1G, not &apos;%2&apos;</source>
        <translation>--%1 には 4k、64M、1G のようなサイズが必要です (&apos;%2&apos; ではなく)</translation>
    </message>
    <message>
        <source>--file-sizes needs two sizes such as 4k-1M, not &apos;%1&apos;</source>
        <translation>--file-sizes には 4k-1M のような二つの大きさが必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>give the directories to run in, or --images (see fragscope lab --help)</source>
        <translation>実行するディレクトリか --images を指定してください (fragscope lab --help を参照)</translation>
    </message>
    <message>
        <source>--experiment is cow, parallel-writers, discard, copy-tools or snapshots, not &apos;%1&apos;</source>
        <translation>--experiment は cow、parallel-writers、discard、copy-tools、snapshots のいずれかです(&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>a %1 file, %2 writers, %3 cold reads</source>
        <translation>%1 のファイル、書き手 %2、コールドリード %3 回</translation>
    </message>
    <message>
        <source>a %1 file, %2 s a pattern, %3 runs</source>
        <translation>%1 のファイル、パターンごとに %2 秒、%3 回</translation>
    </message>
    <message>
        <source>%1 files of %2 to %3, %4 rounds of copies</source>
        <translation>%2〜%3 のファイル %1 個、コピー %4 回</translation>
    </message>
    <message>
        <source>a %1 file, %2 of %3 writes, %4 cold reads</source>
        <translation>%1 のファイル、%3 ずつ計 %2 の書き込み、コールドリード %4 回</translation>
    </message>
    <message>
        <source>The lab&apos;s experiments, side by side in each DIR (or on throwaway file systems made with --images), on files the lab makes there and removes at the end:</source>
        <translation>ラボの実験を各 DIR で（または --images で作る使い捨てのファイルシステムで）並べて行います。ファイルはラボがそこに作り、最後に消します:</translation>
    </message>
    <message>
        <source>the talk&apos;s copy-on-write against in place: a test file written sequentially, then random writes of --bs each with fsync; its extents and cold read before and after (and after --defrag); one DIR on btrfs and one on ext4 or XFS</source>
        <translation>講演のコピーオンライトとインプレースの比較: テストファイルを順に書き、その後 --bs ずつのランダム書き込みをそれぞれ fsync 付きで。前後（と --defrag の後）のエクステントとコールドリード。DIR は btrfs に 1 つ、ext4 か XFS に 1 つ</translation>
    </message>
    <message>
        <source>the ext4 online defrag paper&apos;s: --writers write their slices of the file at once in 1 MiB blocks, then the file is read, defragmented and read again; one DIR on ext4 and one elsewhere</source>
        <translation>ext4 オンラインデフラグ論文の実験: --writers 個の書き手がファイルの各区間を 1 MiB ずつ同時に書き、ファイルを読み、デフラグし、もう一度読みます。DIR は ext4 に 1 つ、ほかに 1 つ</translation>
    </message>
    <message>
        <source>the six fio patterns on A mounted with discard and on B without</source>
        <translation>discard 付きでマウントした A と、なしの B で fio の 6 パターン</translation>
    </message>
    <message>
        <source>a tree made on A copied to B by each installed tool (tar, cpio, cp -a, rsync), before and after a defrag of the tree</source>
        <translation>A に作ったツリーを、インストール済みの各ツール（tar、cpio、cp -a、rsync）で B にコピー。ツリーのデフラグ前と後</translation>
    </message>
    <message>
        <source>one DIR on btrfs: the file in a subvolume, a snapshot of it, random overwrites spread over the file, then defrag without and with --unshare</source>
        <translation>btrfs 上の DIR 1 つ: サブボリュームの中のファイル、そのスナップショット、ファイル全体へのランダムな上書き、その後 --unshare なしとありでデフラグ</translation>
    </message>
    <message>
        <source>%1: %2. Default: %3; --quick: %4.</source>
        <translation>%1: %2。既定: %3。--quick: %4。</translation>
    </message>
    <message>
        <source>The experiment&apos;s small sizes (below), for slow machines and teaching.</source>
        <translation>実験の小さいサイズ（下記）。遅いマシンや授業向け。</translation>
    </message>
    <message>
        <source>The test file&apos;s size (default: the experiment&apos;s, below).</source>
        <translation>テストファイルの大きさ（既定: 実験ごと、下記）。</translation>
    </message>
    <message>
        <source>cow, snapshots: bytes of random writes (default: the experiment&apos;s).</source>
        <translation>cow、snapshots: ランダム書き込みのバイト数（既定: 実験ごと）。</translation>
    </message>
    <message>
        <source>cow, snapshots: the size of each write.</source>
        <translation>cow、snapshots: 書き込み 1 回の大きさ。</translation>
    </message>
    <message>
        <source>Cold reads per stage; discard: runs of the matrix; copy-tools: rounds of the copies (default: the experiment&apos;s, below).</source>
        <translation>段階ごとのコールドリードの回数。discard はマトリクスの実行回数、copy-tools はコピーの回数（既定: 実験ごと、下記）。</translation>
    </message>
    <message>
        <source>Which experiment (below).</source>
        <translation>実験の種類（下記）。</translation>
    </message>
    <message>
        <source>parallel-writers: how many write at once (default: the experiment&apos;s).</source>
        <translation>parallel-writers: 同時に書く数（既定: 実験ごと）。</translation>
    </message>
    <message>
        <source>discard: each pattern&apos;s runtime in seconds (default: the experiment&apos;s).</source>
        <translation>discard: 各パターンの実行時間（秒、既定: 実験ごと）。</translation>
    </message>
    <message>
        <source>copy-tools: files in the generated tree (default: the experiment&apos;s).</source>
        <translation>copy-tools: 生成するツリーのファイル数（既定: 実験ごと）。</translation>
    </message>
    <message>
        <source>copy-tools: the generated files&apos; sizes, spread evenly on a log scale between the two.</source>
        <translation>copy-tools: 生成するファイルの大きさ。2 つの値の間に対数で均等に散らします。</translation>
    </message>
    <message>
        <source>Directories to run in (each on the file system to compare).</source>
        <translation>実行するディレクトリ（それぞれ比較するファイルシステム上）。</translation>
    </message>
</context>
<context>
    <name>LabImages</name>
    <message>
        <source>lab file systems are btrfs, ext4 and xfs, not &apos;%1&apos;</source>
        <translation>ラボのファイルシステムは btrfs、ext4、xfs です。&apos;%1&apos; は使えません</translation>
    </message>
    <message>
        <source>%1 is missing: install %2</source>
        <translation>%1 がありません: %2 をインストールしてください</translation>
    </message>
    <message>
        <source>cannot make the folder</source>
        <translation>フォルダーを作成できません</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 が失敗しました: %2</translation>
    </message>
    <message>
        <source>no free loop device</source>
        <translation>空いているループデバイスがありません</translation>
    </message>
    <message>
        <source>cannot make the mount point</source>
        <translation>マウントポイントを作成できません</translation>
    </message>
    <message>
        <source>mounting %1: %2</source>
        <translation>%1 のマウント: %2</translation>
    </message>
    <message>
        <source>making loop-mounted file systems needs root or udisks2: run with sudo, or give directories on the file systems to compare instead</source>
        <translation>ループマウントのファイルシステムを作るには root か udisks2 が必要です: sudo で実行するか、代わりに比較するファイルシステム上のディレクトリを指定してください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not mount options such as discard</source>
        <translation>「%1」は discard のようなマウントオプションではありません</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>not a fragscope lab report</source>
        <translation>fragscope のラボレポートではありません</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <source>Extents</source>
        <translation>エクステント</translation>
    </message>
    <message>
        <source>Cold read</source>
        <translation>コールド読み取り</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Mount options</source>
        <translation>マウントオプション</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Rotational</source>
        <translation>回転ディスク</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Loop image on</source>
        <translation>ループイメージの置き場所</translation>
    </message>
    <message>
        <source>rotational</source>
        <translation>回転ディスク</translation>
    </message>
    <message>
        <source>not rotational</source>
        <translation>非回転ディスク</translation>
    </message>
    <message>
        <source>Random writes</source>
        <translation>ランダム書き込み</translation>
    </message>
    <message>
        <source>Defrag</source>
        <translation>デフラグ</translation>
    </message>
    <message>
        <source>Writes per second, each with its fsync, each file timed on its own (the writes went to the files in turn).</source>
        <translation>毎秒の書き込み回数 (1 回ごとに fsync、ファイルごとに計時。書き込みは各ファイルに交互に行いました)。</translation>
    </message>
    <message>
        <source>%1 in %2 s (%3/s); a write with its fsync: p50 %4 ms, p99 %5 ms</source>
        <translation>%1 回、%2 秒 (毎秒 %3 回)。fsync を含む 1 回の書き込み: p50 %4 ms、p99 %5 ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>lab report format %1; this Fragscope reads up to %2</source>
        <translation>実験レポートの形式 %1 です。この Fragscope が読めるのは %2 までです</translation>
    </message>
    <message>
        <source>a lab report without a side: nothing to show</source>
        <translation>どちらの側も含まない実験レポートです。表示するものがありません</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 (model)</source>
        <translation>%1（モデル）</translation>
    </message>
    <message>
        <source>The figures marked (model) are what a model of a disk predicts, not a measurement: %1, as its datasheet describes it (%2).</source>
        <translation>（モデル）と記した値は測定ではなく、ディスクのモデルによる予測です: %1、データシートの値 (%2)。</translation>
    </message>
    <message>
        <source>an experiment this Fragscope does not know: %1</source>
        <translation>この Fragscope が知らない実験です: %1</translation>
    </message>
    <message>
        <source>%1: A %2, B %3; %4</source>
        <translation>%1: A %2、B %3、%4</translation>
    </message>
    <message>
        <source>%1 with discard</source>
        <translation>%1（discard あり）</translation>
    </message>
    <message>
        <source>%1 without discard</source>
        <translation>%1（discard なし）</translation>
    </message>
    <message>
        <source>%1 to %2, kernel %3, fragscope %4.</source>
        <translation>%1 から %2、カーネル %3、fragscope %4。</translation>
    </message>
    <message>
        <source>A %1 file written by %2 writers at once, each its own slice in 1 MiB blocks with O_DIRECT; then defragmented. Cold sequential reads, median of %3.</source>
        <translation>%1 のファイルを %2 個の書き込みが同時に、それぞれの区間を O_DIRECT の 1 MiB ブロックで書き、その後デフラグしました。コールドシーケンシャルリードは %3 回の中央値です。</translation>
    </message>
    <message>
        <source>A %1 file written by %2 writers at once, each its own slice in 1 MiB blocks through the page cache; then defragmented. Cold sequential reads, median of %3.</source>
        <translation>%1 のファイルを %2 個の書き込みが同時に、それぞれの区間をページキャッシュ経由の 1 MiB ブロックで書き、その後デフラグしました。コールドシーケンシャルリードは %3 回の中央値です。</translation>
    </message>
    <message>
        <source>The six patterns of the matrix preset (4 KiB, 8 jobs, 4 in flight, O_DIRECT) over a %1 file, %2 s each, %3 runs, on A and on B; each pattern&apos;s throughput is the median of the runs, with their range.</source>
        <translation>マトリクスプリセットの 6 パターン（4 KiB、8 ジョブ、同時 4、O_DIRECT）を %1 のファイルで、それぞれ %2 秒、%3 回、A と B で実行。各パターンのスループットは実行の中央値とその範囲です。</translation>
    </message>
    <message>
        <source>A %1 file written sequentially, then %2 random writes of %3 bytes over the whole file, each followed by fsync (%4 in all); cold sequential reads, median of %5.</source>
        <translation>%1 のファイルを順に書き、その後ファイル全体に %3 バイトのランダム書き込みを %2 回、それぞれ fsync 付きで行いました（合計 %4）。コールドシーケンシャルリードは %5 回の中央値です。</translation>
    </message>
    <message>
        <source>A %1 file written sequentially, then %2 random writes of %3 bytes, each block of its first %4 once in random order, each followed by fsync; cold sequential reads, median of %5.</source>
        <translation>%1 のファイルを順に書き、その後 %3 バイトのランダム書き込みを %2 回、先頭 %4 の各ブロックをランダムな順に 1 回ずつ、それぞれ fsync 付きで行いました。コールドシーケンシャルリードは %5 回の中央値です。</translation>
    </message>
    <message>
        <source>Throughput by pattern</source>
        <translation>パターンごとのスループット</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>パターン</translation>
    </message>
    <message>
        <source>B against A</source>
        <translation>A に対する B</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Copies of the tree</source>
        <translation>ツリーのコピー</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Before defrag</source>
        <translation>デフラグ前</translation>
    </message>
    <message>
        <source>After defrag</source>
        <translation>デフラグ後</translation>
    </message>
    <message>
        <source>%1 s (user %2 s, sys %3 s), %4</source>
        <translation>%1 秒 (user %2 秒、sys %3 秒)、%4</translation>
    </message>
    <message>
        <source>%1: %2; after defrag %3; %4</source>
        <translation>%1: %2。デフラグ後 %3。%4</translation>
    </message>
    <message numerus="yes">
        <source>A tree of %1 files (%2), written side by side so that their pieces interleave, copied from A to B by each tool with a cold cache, %n round(s) of every tool in turn; then every file of the tree defragmented (%3 improved) and the copies timed again.</source>
        <translation>
            <numerusform>%1 ファイル (%2) のツリーを、断片が交互に並ぶよう並行して書き、キャッシュを空にして各ツールで A から B へコピーしました (全ツールを順番に %n 巡)。その後ツリーの全ファイルをデフラグし (%3 ファイルが改善)、もう一度コピーを計りました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %1 files (%2) of %3, written side by side on A so that their pieces interleave, copied from A to B by each tool with a cold cache, %n round(s) of every tool in turn; then every file of the tree defragmented (%4 improved) and the copies timed again.</source>
        <translation>
            <numerusform>%3 の %1 ファイル (%2) を、断片が交互に並ぶよう A に並行して書き、キャッシュを空にして各ツールで A から B へコピーしました (全ツールを順番に %n 巡)。その後ツリーの全ファイルをデフラグし (%4 ファイルが改善)、もう一度コピーを計りました。</numerusform>
        </translation>
    </message>
    <message>
        <source>file %1 exclusive, %2 shared; the snapshot&apos;s copy %3 exclusive, %4 shared</source>
        <translation>ファイル: 排他 %1、共有 %2。スナップショット側のコピー: 排他 %3、共有 %4</translation>
    </message>
    <message>
        <source>unknown (needs root)</source>
        <translation>不明(root が必要)</translation>
    </message>
    <message>
        <source>both on disk %1, referenced %2; %3 of the file&apos;s extents referenced only by the snapshot; data used %4 (%5)</source>
        <translation>両方でディスク上 %1、参照 %2。ファイルのエクステントのうちスナップショットだけが参照する部分 %3。データ使用量 %4(%5)</translation>
    </message>
    <message>
        <source>compsize %1 on disk, %2 referenced</source>
        <translation>compsize: ディスク上 %1、参照 %2</translation>
    </message>
    <message>
        <source>btrfs filesystem du: %1 and %2 exclusive</source>
        <translation>btrfs filesystem du: 排他 %1 と %2</translation>
    </message>
    <message>
        <source>: as counted here</source>
        <translation>: ここでの数と一致</translation>
    </message>
    <message>
        <source>: differs</source>
        <translation>: 不一致</translation>
    </message>
    <message>
        <source>without --unshare: %1</source>
        <translation>--unshare なし: %1</translation>
    </message>
    <message>
        <source>with --unshare: %1</source>
        <translation>--unshare あり: %1</translation>
    </message>
    <message>
        <source>; data used %1, predicted %2</source>
        <translation>。データ使用量 %1、予測 %2</translation>
    </message>
    <message>
        <source>On btrfs, a %1 file written sequentially in a subvolume of its own; a snapshot of the subvolume taken; %2 overwrites of %3 bytes at random places of the file, each followed by fsync; then a defrag without --unshare and one with it. At each stage the file and the snapshot&apos;s copy of it, what they share, and the data space used; compsize and btrfs filesystem du beside our counts where they ran.</source>
        <translation>btrfs 上で、専用のサブボリュームに %1 のファイルを順次書き、そのサブボリュームのスナップショットを作成し、ファイルのランダムな位置に %3 バイトの上書きを %2 回(それぞれ fsync 付き)行い、その後 --unshare なしと、ありでデフラグしました。各段階でファイルとスナップショット側のコピー、両者の共有、データ使用量を示し、実行できた場合は compsize と btrfs filesystem du の数を並べています。</translation>
    </message>
    <message>
        <source>Sharing and space</source>
        <translation>共有と領域</translation>
    </message>
    <message>
        <source>File exclusive</source>
        <translation>ファイルの専有分</translation>
    </message>
    <message>
        <source>File shared</source>
        <translation>ファイルの共有</translation>
    </message>
    <message>
        <source>Copy exclusive</source>
        <translation>コピーの専有分</translation>
    </message>
    <message>
        <source>Both on disk</source>
        <translation>ディスク上 (両方の合計)</translation>
    </message>
    <message>
        <source>Held for the snapshot</source>
        <translation>スナップショットのために保持</translation>
    </message>
    <message>
        <source>Data used</source>
        <translation>データ使用量</translation>
    </message>
    <message>
        <source>compsize, btrfs fi du</source>
        <translation>compsize、btrfs fi du</translation>
    </message>
    <message numerus="yes">
        <source>The snapshot&apos;s copy: %n extent(s)</source>
        <translation>
            <numerusform>スナップショット側のコピー: エクステント %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the tree as tar does (the model; %3): %1 as made, %2 defragmented</source>
        <translation>tar と同じ順でツリーを読む時間(モデル、%3): 作成時 %1、デフラグ後の見込み %2</translation>
    </message>
    <message>
        <source>; after the defrag %1</source>
        <translation>、デフラグ後の実際の配置で %1</translation>
    </message>
</context>
<context>
    <name>LatencyTimeline</name>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>%1 fields where fio 3 writes %2</source>
        <translation>フィールドが %1 個あります (fio 3 は %2 個書きます)</translation>
    </message>
    <message>
        <source>not a time and a direction</source>
        <translation>時刻と方向になっていません</translation>
    </message>
    <message>
        <source>bucket %1 is not a count</source>
        <translation>バケット %1 が件数ではありません</translation>
    </message>
</context>
<context>
    <name>MetricsCli</name>
    <message>
        <source>A mount point, or any path on the file system to report on.</source>
        <translation>マウントポイント、または対象のファイルシステム上の任意のパス。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Write DIR/fragscope.prom, the folder node_exporter&apos;s textfile collector reads (Debian&apos;s: /var/lib/prometheus/node-exporter), instead of standard output.</source>
        <translation>標準出力の代わりに、node_exporter の textfile コレクタが読むフォルダー (Debian では /var/lib/prometheus/node-exporter) の DIR/fragscope.prom に書きます。</translation>
    </message>
    <message>
        <source>Stop surveying after this many seconds in all; a file system stopped short says how much of it was covered (fragscope_scan_covered_ratio).</source>
        <translation>合計でこの秒数が過ぎたら調査をやめます。途中で止まったファイルシステムは、どこまで調べたかを示します (fragscope_scan_covered_ratio)。</translation>
    </message>
    <message>
        <source>Run at normal CPU and I/O priority.</source>
        <translation>通常の CPU・I/O 優先度で実行します。</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use prometheus)</source>
        <translation>不明な形式 &apos;%1&apos; です (prometheus を使ってください)</translation>
    </message>
    <message>
        <source>--textfile needs a folder</source>
        <translation>--textfile にはフォルダーが必要です</translation>
    </message>
    <message>
        <source>--top-folders needs a number from 0 to 1000, not &apos;%1&apos;</source>
        <translation>--top-folders には 0 から 1000 までの数が必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>fragscope metrics: cannot lower the CPU priority: %1</source>
        <translation>fragscope metrics: CPU 優先度を下げられません: %1</translation>
    </message>
    <message>
        <source>fragscope metrics: cannot lower the I/O priority: %1</source>
        <translation>fragscope metrics: I/O 優先度を下げられません: %1</translation>
    </message>
    <message>
        <source>%1: %2 files%3</source>
        <translation>%1: %2 ファイル%3</translation>
    </message>
    <message>
        <source>%1: another survey of it is running; its last figures are kept</source>
        <translation>%1: 別の調査が実行中です。前回の値を残します</translation>
    </message>
    <message>
        <source>%1: not surveyed, the time was spent; its last figures are kept</source>
        <translation>%1: 時間切れのため調査していません。前回の値を残します</translation>
    </message>
    <message>
        <source>surveying without the lock (%1)</source>
        <translation>ロックなしで調査します (%1)</translation>
    </message>
    <message>
        <source>%1: stopped at the time limit after %2 files, about %3 % of it</source>
        <translation>%1: 制限時間で停止しました (%2 ファイル、全体の約 %3 %)</translation>
    </message>
    <message>
        <source>no ext4, XFS or btrfs file system to report on</source>
        <translation>対象となる ext4、XFS、btrfs のファイルシステムがありません</translation>
    </message>
    <message>
        <source>interrupted; nothing written</source>
        <translation>中断しました。何も書き込んでいません</translation>
    </message>
    <message>
        <source>--max-seconds needs a number of seconds above 0 and at most 10000000, not &apos;%1&apos;</source>
        <translation>--max-seconds には 0 より大きく 10000000 以下の秒数が必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>Survey each file system (every local ext4, XFS and btrfs mount when no PATH is given; else the one holding each PATH, whole) with its read times, free space and worst folders, and write what it found as Prometheus metrics: to DIR/fragscope.prom for node_exporter&apos;s textfile collector (replaced whole, never half written), else to standard output. A file system reached through several mounts (bind mounts, btrfs subvolumes) is counted once. The survey runs at low CPU and I/O priority (nice 10, the idle I/O class) and never while another survey of the same file system runs: that one is skipped and its figures of the last run kept.</source>
        <translation>各ファイルシステム（PATH がなければローカルの ext4、XFS、btrfs のすべてのマウント、あれば各 PATH を含むファイルシステム全体）を、読み取り時間、空き領域、最も悪いフォルダーとともに調べ、Prometheus のメトリクスとして書きます。node_exporter の textfile コレクター用に DIR/fragscope.prom へ（丸ごと置き換え、書きかけにはなりません）、なければ標準出力へ。複数のマウント（バインドマウント、btrfs のサブボリューム）から見えるファイルシステムは 1 回だけ数えます。調査は低い CPU と I/O の優先度（nice 10、idle I/O クラス）で動き、同じファイルシステムをほかの調査が読んでいる間は行いません。そのファイルシステムは飛ばし、前回の数値を残します。</translation>
    </message>
    <message>
        <source>Prometheus&apos;s text exposition format, the only one (to standard output unless --textfile).</source>
        <translation>Prometheus のテキスト形式（これだけです。--textfile がなければ標準出力へ）。</translation>
    </message>
    <message>
        <source>Export the N folders whose files lose the most read time, per file system (0: none, which also spares the second pass that reads each folder as tar would).</source>
        <translation>ファイルシステムごとに、読み取り時間を最も失っている N 個のフォルダーを出力します（0 なら出力せず、各フォルダーを tar のように読む 2 回目の走査も省きます）。</translation>
    </message>
</context>
<context>
    <name>Modules</name>
    <message>
        <source>%1 is not installed (looked in %2)</source>
        <translation>%1 がインストールされていません (%2 を探しました)</translation>
    </message>
    <message>
        <source>making loop-mounted file systems needs root or udisks2, and the udisks2 module did not load (%1): run with sudo, or give directories on the file systems to compare instead</source>
        <translation>ループマウントのファイルシステムを作るには root か udisks2 が必要ですが、udisks2 モジュールを読み込めませんでした (%1): sudo で実行するか、代わりに比較するファイルシステム上のディレクトリを指定してください</translation>
    </message>
</context>
<context>
    <name>OwnedFiles</name>
    <message>
        <source>exists and is in use by another fragscope run</source>
        <translation>既に存在し、別の fragscope の実行が使用中です</translation>
    </message>
    <message>
        <source>exists and was not made by fragscope; a benchmark writes only its own files (choose another directory or remove the file)</source>
        <translation>既に存在し、fragscope が作ったものではありません。ベンチマークは自分のファイルにしか書き込みません (別のディレクトリを選ぶか、ファイルを削除してください)</translation>
    </message>
    <message>
        <source>exists already</source>
        <translation>すでに存在します</translation>
    </message>
    <message>
        <source>cannot list it in the registry of fragscope&apos;s files (%1), so a crash could leave it behind; not made</source>
        <translation>fragscope のファイル台帳 (%1) に登録できないため、クラッシュ時に残る恐れがあります。作成しませんでした</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Six patterns (read, write, mixed; sequential and random)</source>
        <translation>6 パターン (読み取り・書き込み・混在、シーケンシャルとランダム)</translation>
    </message>
    <message>
        <source>CrystalDiskMark style (SEQ1M Q8T1 … RND4K Q1T1)</source>
        <translation>CrystalDiskMark 風 (SEQ1M Q8T1 … RND4K Q1T1)</translation>
    </message>
    <message>
        <source>Copy-on-write experiment (4 KiB random writes with fsync)</source>
        <translation>コピーオンライトの実験 (fsync 付き 4 KiB ランダム書き込み)</translation>
    </message>
    <message>
        <source>no such preset</source>
        <translation>そのようなプリセットはありません</translation>
    </message>
    <message>
        <source>Sustained writes (half the free room in order: where a drive&apos;s write cache fills)</source>
        <translation>持続書き込み (空き容量の半分を順に書く: ドライブの書き込みキャッシュが埋まる所)</translation>
    </message>
</context>
<context>
    <name>RateKnee</name>
    <message>
        <source>fast (%1) for the first %2, then %3</source>
        <translation>最初の %2 は高速 (%1)、その後 %3</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cannot create a temporary file beside it</source>
        <translation>隣に一時ファイルを作れません</translation>
    </message>
    <message>
        <source>cannot write</source>
        <translation>書き込めません</translation>
    </message>
    <message>
        <source>cannot sync</source>
        <translation>ディスクに同期できません</translation>
    </message>
    <message>
        <source>cannot name the temporary file</source>
        <translation>一時ファイルに名前を付けられません</translation>
    </message>
    <message>
        <source>cannot rename into place</source>
        <translation>所定の名前に変更できません</translation>
    </message>
    <message>
        <source>cannot set its mode</source>
        <translation>モードを設定できません</translation>
    </message>
</context>
<context>
    <name>SavedFile</name>
    <message>
        <source>JSON at byte %1: %2</source>
        <translation>JSON の %1 バイト目: %2</translation>
    </message>
</context>
<context>
    <name>SavedKind</name>
    <message>
        <source>a file to inspect</source>
        <translation>配置を調べるファイル</translation>
    </message>
    <message>
        <source>a layout snapshot</source>
        <translation>配置のスナップショット</translation>
    </message>
    <message>
        <source>a benchmark result</source>
        <translation>ベンチマーク結果</translation>
    </message>
    <message>
        <source>a lab run</source>
        <translation>実験の記録</translation>
    </message>
    <message>
        <source>a survey</source>
        <translation>調査結果</translation>
    </message>
    <message>
        <source>a fio job file</source>
        <translation>fio ジョブファイル</translation>
    </message>
    <message>
        <source>a session</source>
        <translation>セッション</translation>
    </message>
</context>
<context>
    <name>ScanCli</name>
    <message>
        <source>Directories (or files) to scan.</source>
        <translation>スキャンするディレクトリ (またはファイル)。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Go into other mounts met in the tree.</source>
        <translation>ツリー内で出会った他のマウントにも入ります。</translation>
    </message>
    <message>
        <source>List only files of at least SIZE (e.g. 1M); the summary counts every file.</source>
        <translation>SIZE 以上のファイルだけを一覧にします (例 1M)。集計はすべてのファイルを数えます。</translation>
    </message>
    <message>
        <source>List the N worst files (default: 10 for text, all for json and csv).</source>
        <translation>最悪の N 個のファイルを一覧にします (既定: text は 10、json と csv はすべて)。</translation>
    </message>
    <message>
        <source>Flush each file&apos;s dirty data before mapping it (FIEMAP_FLAG_SYNC; this writes).</source>
        <translation>マップする前に各ファイルの未書き込みデータを書き出します (FIEMAP_FLAG_SYNC。書き込みが発生します)。</translation>
    </message>
    <message>
        <source>Ask FIEMAP even for files of one block (their flags and place; their count is exact without).</source>
        <translation>1 ブロックのファイルにも FIEMAP を使います (フラグと位置のため。数はなくても正確です)。</translation>
    </message>
    <message>
        <source>Scanning threads (default: twice the cores).</source>
        <translation>スキャンのスレッド数 (既定: コア数の 2 倍)。</translation>
    </message>
    <message>
        <source>%1 files, %2 directories, %3 files/s</source>
        <translation>%1 ファイル、%2 ディレクトリ、%3 ファイル/秒</translation>
    </message>
    <message>
        <source>not asked for (--free-space)</source>
        <translation>指定されていません (--free-space)</translation>
    </message>
    <message>
        <source>fragscope scan: interrupted; the figures cover the files scanned so far</source>
        <translation>fragscope scan: 中断しました。数値はそこまでにスキャンしたファイルのものです</translation>
    </message>
    <message>
        <source>Read the file system&apos;s free space too (btrfs: needs root).</source>
        <translation>ファイルシステムの空き領域も読みます (btrfs では root が必要)。</translation>
    </message>
    <message>
        <source>fragscope scan: %1: %2</source>
        <translation>fragscope scan: %1: %2</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use text, json, csv or e4defrag)</source>
        <translation>不明な形式 &apos;%1&apos; (text、json、csv、e4defrag のいずれかを使ってください)</translation>
    </message>
    <message>
        <source>--min-size needs a size such as 4k, 64M or 1G, not &apos;%1&apos;</source>
        <translation>--min-size には 4k、64M、1G のようなサイズが必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>--top needs a whole number, not &apos;%1&apos;</source>
        <translation>--top には整数が必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>no PATH given (see fragscope scan --help)</source>
        <translation>PATH が指定されていません (fragscope scan --help を参照)</translation>
    </message>
    <message>
        <source>--threads needs a number from 1 to 256, not &apos;%1&apos;</source>
        <translation>--threads には 1 から 256 の数が必要です (&apos;%1&apos; ではなく)</translation>
    </message>
    <message>
        <source>unknown sort key &apos;%1&apos; (use runs, lost, fragments, score, size or path)</source>
        <translation>不明な並べ替えキー &apos;%1&apos;(runs、lost、fragments、score、size、path のいずれかを使ってください)</translation>
    </message>
    <message>
        <source>Lead with time: rank by the read time lost and add each directory&apos;s read as tar reads it and the time its files lose (json: directories[]). Every file&apos;s read_seconds, ideal_read_seconds and lost_seconds are in the json and csv output always.</source>
        <translation>時間を先頭に: 失われる読み取り時間の順に並べ、各ディレクトリーを tar が読む順に読む時間と、そのファイルの配置で失われる時間を加えます(json: directories[])。各ファイルの read_seconds、ideal_read_seconds、lost_seconds は json と csv の出力に常に含まれます。</translation>
    </message>
    <message>
        <source>reading each folder as tar reads it…</source>
        <translation>各フォルダーを tar が読む順に読む時間を計算しています…</translation>
    </message>
    <message>
        <source>Survey every regular file under each PATH: its physical runs and bytes on disk (on btrfs from its extent items as root: compression, sharing, bytes no file references; compsize&apos;s totals with each extent counted once), its extents and fragments (filefrag&apos;s rule), e4defrag&apos;s now/best extents and score, and the read time it loses to fragmentation; the totals, histograms and the worst files; with --free-space, the file system&apos;s free space (GETFSMAP on ext4 and XFS, any user; block groups on btrfs, root only). Symbolic links, special files and other mounts are never followed.</source>
        <translation>各 PATH の下のすべての通常ファイルを調べます: ディスク上の物理的な連続区間とバイト数（btrfs では root ならエクステント項目から: 圧縮、共有、どのファイルも参照しないバイト。各エクステントを 1 回だけ数える compsize の合計）、エクステントとフラグメント（filefrag の規則）、e4defrag の現在/最良のエクステント数とスコア、フラグメンテーションで失う読み取り時間。合計、ヒストグラム、最も悪いファイル。--free-space ならファイルシステムの空き領域も（ext4 と XFS は GETFSMAP でどのユーザーでも、btrfs はブロックグループから root のみ）。シンボリックリンク、特殊ファイル、ほかのマウントはたどりません。</translation>
    </message>
    <message>
        <source>Order of the list: physical runs on disk (the default), the read time lost to fragmentation (the default with --cost), filefrag&apos;s fragment count, e4defrag&apos;s score, size or path.</source>
        <translation>一覧の順: ディスク上の物理的な連続区間の数（既定）、フラグメンテーションで失う読み取り時間（--cost のときの既定）、filefrag のフラグメント数、e4defrag のスコア、大きさ、パス。</translation>
    </message>
    <message>
        <source>text, json, csv, or e4defrag (the summary as `e4defrag -c` prints it).</source>
        <translation>text、json、csv、または e4defrag（`e4defrag -c` と同じ要約）。</translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>permission denied</source>
        <translation>アクセス権がありません</translation>
    </message>
    <message>
        <source>vanished during the scan</source>
        <translation>スキャン中に消えました</translation>
    </message>
    <message>
        <source>replaced by a symbolic link during the scan</source>
        <translation>スキャン中にシンボリックリンクに置き換わりました</translation>
    </message>
    <message>
        <source>no longer a directory</source>
        <translation>ディレクトリではなくなりました</translation>
    </message>
    <message>
        <source>could not read the directory: %1</source>
        <translation>ディレクトリを読めませんでした: %1</translation>
    </message>
    <message>
        <source>another mount (not crossed without --cross-mounts)</source>
        <translation>別のマウント (--cross-mounts なしでは入りません)</translation>
    </message>
    <message>
        <source>replaced during the scan</source>
        <translation>スキャン中に置き換わりました</translation>
    </message>
    <message>
        <source>the %1 file system does not report extents (FIEMAP is not supported); its files are counted but not mapped</source>
        <translation>%1 ファイルシステムはエクステントを報告しません (FIEMAP 非対応)。ファイルは数えますがマップしません</translation>
    </message>
    <message>
        <source>not a directory or a regular file</source>
        <translation>ディレクトリでも通常ファイルでもありません</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message numerus="yes">
        <source>%n inspected file(s)</source>
        <translation>
            <numerusform>調べたファイル %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark result(s)</source>
        <translation>
            <numerusform>ベンチマーク結果 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n snapshot(s)</source>
        <translation>
            <numerusform>スナップショット %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lab run(s)</source>
        <translation>
            <numerusform>ラボの実行 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n survey(s)</source>
        <translation>
            <numerusform>調査 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>the session file ends early, at byte %1: it was cut short; nothing was opened</source>
        <translation>セッションファイルが %1 バイト目で途切れています (途中で切れています)。何も開きませんでした</translation>
    </message>
    <message>
        <source>the session file is damaged at byte %1 (%2); nothing was opened</source>
        <translation>セッションファイルの %1 バイト目が壊れています (%2)。何も開きませんでした</translation>
    </message>
    <message>
        <source>not a Fragscope session (no &quot;kind&quot;: &quot;fragscope-session&quot;)</source>
        <translation>Fragscope のセッションではありません (&quot;kind&quot;: &quot;fragscope-session&quot; がありません)</translation>
    </message>
    <message>
        <source>session format %1, written by %2; this Fragscope (%3) reads format %4 only: nothing was opened</source>
        <translation>セッションの形式 %1 (%2 が書いたもの) です。この Fragscope (%3) が読めるのは形式 %4 だけです。何も開きませんでした</translation>
    </message>
    <message>
        <source>larger than 2 GiB: not a session file</source>
        <translation>2 GiB より大きいため、セッションファイルではありません</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>操作名またはキーで絞り込み</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>ショートカットの絞り込み</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>not a snapshot: no extents and file size</source>
        <translation>スナップショットではありません: エクステントとファイルサイズがありません</translation>
    </message>
    <message>
        <source>snapshot format %1; this Fragscope reads up to %2</source>
        <translation>スナップショットの形式 %1 です。この Fragscope が読めるのは %2 までです</translation>
    </message>
    <message>
        <source>#%1 picks a side of a defrag result; this is not one</source>
        <translation>#%1 はデフラグ結果の片側を選ぶ指定ですが、これはデフラグ結果ではありません</translation>
    </message>
    <message>
        <source>holds no file</source>
        <translation>ファイルが含まれていません</translation>
    </message>
    <message>
        <source>holds %1 files (%2); pick one with --file PATH</source>
        <translation>%1 個のファイル (%2) が含まれています。--file PATH で 1 つ選んでください</translation>
    </message>
    <message>
        <source>holds no file %1 (it has: %2)</source>
        <translation>ファイル %1 は含まれていません (含まれるもの: %2)</translation>
    </message>
    <message>
        <source>the defrag result of %1 has no %2 snapshot (it was not defragmented)</source>
        <translation>%1 のデフラグ結果には %2 のスナップショットがありません (デフラグされませんでした)</translation>
    </message>
    <message>
        <source>holds a defrag result&apos;s before and after: give it alone to compare them, or pick one as %1#before or %1#after</source>
        <translation>デフラグ結果の前と後の両方が含まれています。単独で指定して比較するか、%1#before または %1#after で片方を選んでください</translation>
    </message>
    <message>
        <source>extent %1: not [logical, physical, length, flags]</source>
        <translation>エクステント %1: [logical, physical, length, flags] の形ではありません</translation>
    </message>
    <message>
        <source>%1 is not a whole number of at least 0; the file is damaged</source>
        <translation>%1 は 0 以上の整数ではありません。ファイルが壊れています</translation>
    </message>
</context>
<context>
    <name>SnapshotCompare</name>
    <message>
        <source>Fragments</source>
        <translation>断片</translation>
    </message>
    <message>
        <source>Extent records</source>
        <translation>エクステント記録</translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation>物理的な連続区間</translation>
    </message>
    <message>
        <source>e4defrag score</source>
        <translation>e4defrag スコア</translation>
    </message>
    <message>
        <source>Seek distance</source>
        <translation>シーク距離</translation>
    </message>
    <message>
        <source>Largest extent</source>
        <translation>最大エクステント</translation>
    </message>
    <message>
        <source>Contiguity</source>
        <translation>連続度</translation>
    </message>
    <message>
        <source>Bytes that stayed</source>
        <translation>移動しなかったバイト</translation>
    </message>
    <message>
        <source>Bytes that moved</source>
        <translation>移動したバイト</translation>
    </message>
    <message>
        <source>Bytes that appeared</source>
        <translation>増えたバイト</translation>
    </message>
    <message>
        <source>Bytes that vanished</source>
        <translation>消えたバイト</translation>
    </message>
    <message>
        <source>Cold read, median of %1</source>
        <translation>コールド読み取り (%1 回の中央値)</translation>
    </message>
    <message>
        <source>Cold read, slowest</source>
        <translation>コールド読み取り (最も遅い回)</translation>
    </message>
    <message>
        <source>Cold read, fastest</source>
        <translation>コールド読み取り (最も速い回)</translation>
    </message>
    <message>
        <source>Read, %1 (model)</source>
        <translation>読み取り、%1（モデル）</translation>
    </message>
    <message>
        <source>Read speed, %1 (model)</source>
        <translation>読み取り速度、%1（モデル）</translation>
    </message>
    <message>
        <source>%1, within noise</source>
        <translation>%1、ノイズの範囲内</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 MB/s (%2–%3)</source>
        <translation>%1 MB/s（%2–%3）</translation>
    </message>
</context>
<context>
    <name>StorageFacts</name>
    <message>
        <source>%1, forced</source>
        <translation>%1、強制</translation>
    </message>
</context>
<context>
    <name>SurveyReport</name>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>no problem (0-30)</source>
        <translation>問題なし (0-30)</translation>
    </message>
    <message>
        <source>a little bit fragmented (31-55)</source>
        <translation>少し断片化 (31-55)</translation>
    </message>
    <message>
        <source>needs defrag (56 and more)</source>
        <translation>デフラグが必要 (56 以上)</translation>
    </message>
    <message>
        <source>Block groups (btrfs): %1, unallocated %2
</source>
        <translation>ブロックグループ (btrfs): %1、未割り当て %2
</translation>
    </message>
    <message>
        <source>start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>full</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Free space: %1 in %2 free extents (largest %3, average %4)
</source>
        <translation>空き領域: %1 (空きエクステント %2 個、最大 %3、平均 %4)
</translation>
    </message>
    <message>
        <source>Extent size range</source>
        <translation>エクステントサイズの範囲</translation>
    </message>
    <message>
        <source>Free extents</source>
        <translation>空きエクステント</translation>
    </message>
    <message>
        <source>Free blocks</source>
        <translation>空きブロック</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>割合</translation>
    </message>
    <message>
        <source>Survey of %1 (%2, %3)
</source>
        <translation>%1 の調査 (%2、%3)
</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>途中で停止</translation>
    </message>
    <message>
        <source>  Files           %1 in %2 directories (%3 symbolic links and %4 special files not followed)
</source>
        <translation>  ファイル        %1 (%2 ディレクトリ内。シンボリックリンク %3 個と特殊ファイル %4 個はたどらず)
</translation>
    </message>
    <message>
        <source>  Size            %1 (allocated %2)
</source>
        <translation>  サイズ          %1 (割り当て %2)
</translation>
    </message>
    <message>
        <source>  e4defrag score  %1: %2 (now/best extents %3/%4 over %5 files)
</source>
        <translation>  e4defrag スコア %1: %2 (現在/最良エクステント %3/%4、%5 ファイル)
</translation>
    </message>
    <message>
        <source>  Shared %1, unwritten %2, inline %3, encoded %4
</source>
        <translation>  共有 %1、未書き込み %2、インライン %3、エンコード %4
</translation>
    </message>
    <message>
        <source>  Scanned in %1 s
</source>
        <translation>  スキャン時間 %1 秒
</translation>
    </message>
    <message>
        <source>Worst files
</source>
        <translation>最悪のファイル
</translation>
    </message>
    <message>
        <source>fragments</source>
        <translation>断片</translation>
    </message>
    <message>
        <source>now/best</source>
        <translation>現在/最良</translation>
    </message>
    <message>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Fragments per file
</source>
        <translation>ファイルごとの断片数
</translation>
    </message>
    <message>
        <source>Extent sizes
</source>
        <translation>エクステントサイズ
</translation>
    </message>
    <message>
        <source>Free space: not shown (%1)
</source>
        <translation>空き領域: 表示なし (%1)
</translation>
    </message>
    <message>
        <source>Skipped (%1)
</source>
        <translation>スキップ (%1)
</translation>
    </message>
    <message>
        <source>not a survey (no format_version and files; see fragscope scan --format json)</source>
        <translation>調査ファイルではありません (format_version と files がありません。fragscope scan --format json を参照)</translation>
    </message>
    <message>
        <source>survey format %1; this Fragscope reads format 1</source>
        <translation>調査の形式 %1 です。この Fragscope が読めるのは形式 1 です</translation>
    </message>
    <message>
        <source>file %1 of the survey has no path</source>
        <translation>調査の %1 番目のファイルにパスがありません</translation>
    </message>
    <message>
        <source>a disk-map cell is not [cell, used, fragmented, shared, owner bytes, owner, pieces, free, metadata, groups, unreferenced]</source>
        <translation>ディスクマップのセルが [cell, used, fragmented, shared, owner bytes, owner, pieces, free, metadata, groups, unreferenced] の形ではありません</translation>
    </message>
    <message>
        <source>file %1&apos;s extent references are not [disk, disk length, plain length, offset, length]</source>
        <translation>ファイル %1 のエクステント参照が [disk, disk length, plain length, offset, length] の形ではありません</translation>
    </message>
    <message>
        <source>btrfs&apos;s extent items need root: compressed extents&apos; lengths on disk are guessed from FIEMAP and the parts of extents no file references are not seen</source>
        <translation>btrfs のエクステント項目を読むには root が必要です: 圧縮エクステントのディスク上の長さは FIEMAP から推定し、どのファイルも参照しないエクステントの部分は見えません</translation>
    </message>
    <message>
        <source>  On disk         %1 physical runs; %2 files in more than one%3
</source>
        <translation>  ディスク上      物理ラン %1; 複数のランにあるファイル %2%3
</translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation> (推定)</translation>
    </message>
    <message>
        <source>  Space           %1 on disk for %2 of data (%3 before compression), %4 in no file&apos;s use
</source>
        <translation>  領域            データ %2 に対しディスク上 %1(圧縮前 %3)、どのファイルも使わない領域 %4
</translation>
    </message>
    <message>
        <source>                  (%1)
</source>
        <translation>                  (%1)
</translation>
    </message>
    <message>
        <source>  Fragments       %1 in %2 extent records (filefrag&apos;s count); %3 files in more than one
</source>
        <translation>  フラグメント    %1(エクステントレコード %2 中、filefrag の数); 複数にまたがるファイル %3
</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>%1: defragmenting would not pay for its writes</source>
        <translation>%1。デフラグしても書き込みに見合いません</translation>
    </message>
    <message>
        <source>Read time</source>
        <translation>読み取り時間</translation>
    </message>
    <message>
        <source>time lost</source>
        <translation>失われる時間</translation>
    </message>
    <message>
        <source>Reading every file once takes %1 on this disk (%2); defragmented %3: fragmentation costs %4 (%5)</source>
        <translation>すべてのファイルを 1 回ずつ読むと、このディスク(%2)で %1 かかります。デフラグ後は %3: 断片化のコストは %4(%5)です</translation>
    </message>
    <message>
        <source>                  of it the disk %1, the reader&apos;s CPU %2 (opening the files, copying their bytes)
</source>
        <translation>                  うちディスク %1、読み取り側の CPU %2 (ファイルを開き、バイトをコピーする時間)
</translation>
    </message>
</context>
<context>
    <name>Suspects</name>
    <message>
        <source>btrfs compresses what is written (%1): the figures are the compressor&apos;s and the data&apos;s, not the disk&apos;s</source>
        <translation>btrfs が書き込みを圧縮している（%1）：数値は圧縮器とデータの性質を測っており、ディスクのものではない</translation>
    </message>
    <message>
        <source>the data is encrypted on its way (%1): the figures include the cipher&apos;s work</source>
        <translation>データは経路上で暗号化されている（%1）：数値には暗号処理の負荷が含まれる</translation>
    </message>
    <message>
        <source>a loop device over an image (%1): the figures are the image&apos;s file system&apos;s and its disk&apos;s</source>
        <translation>イメージ上のループデバイス（%1）：数値はイメージを置いたファイルシステムとそのディスクのもの</translation>
    </message>
    <message numerus="yes">
        <source>repetition %1 kept its %n thread(s) %2 % busy: the engine, not the disk, set the pace</source>
        <translation>
            <numerusform>%1 回目は %n 個のスレッドが %2 % 使用中：速度を決めたのはディスクではなくエンジン</numerusform>
        </translation>
    </message>
    <message>
        <source>buffered reads of %1 of files that fit in memory, read %2 times over: after the first pass the page cache answered</source>
        <translation>メモリに収まる %1 のファイルをバッファード読み取りで %2 回分読んだ：2 周目以降はページキャッシュが応答している</translation>
    </message>
    <message>
        <source>buffered reads with invalidate=0 of %1 of files that fit in memory: the page cache may have answered</source>
        <translation>メモリに収まる %1 のファイルを invalidate=0 でバッファード読み取りした：ページキャッシュが応答した可能性がある</translation>
    </message>
    <message>
        <source>repetition %1 ran at %2, %3 % of what the link (%4) carries: the link, not the disk, may be the limit</source>
        <translation>%1 回目は %2 で、リンク（%4）の帯域の %3 %：上限はディスクではなくリンクかもしれない</translation>
    </message>
    <message>
        <source>its %1 repetitions disagree: %2 to %3 (a coefficient of variation of %4 %); more of them, or longer ones, before a figure is quoted</source>
        <translation>%1 回の繰り返しが一致しない：%2 ～ %3（変動係数 %4 %）。数値を引用する前に、回数を増やすか各回を長くすること</translation>
    </message>
    <message>
        <source>engine-bound</source>
        <translation>エンジン律速</translation>
    </message>
    <message>
        <source>page cache</source>
        <translation>ページキャッシュ</translation>
    </message>
    <message>
        <source>link-bound</source>
        <translation>リンク律速</translation>
    </message>
    <message>
        <source>a layer measured</source>
        <translation>中間層を測定</translation>
    </message>
    <message>
        <source>too short</source>
        <translation>短すぎる</translation>
    </message>
    <message>
        <source>runs disagree</source>
        <translation>結果がばらつく</translation>
    </message>
    <message>
        <source>rate fell</source>
        <translation>速度低下</translation>
    </message>
    <message>
        <source>not steady</source>
        <translation>定常に達せず</translation>
    </message>
    <message>
        <source>repetition %1 ran %2 s: too short for a figure to settle (ramp-up, caches, the first writes are most of it)</source>
        <translation>%1 回目は %2 秒：数値が落ち着くには短すぎる（立ち上がり、キャッシュ、最初の書き込みが大半を占める）</translation>
    </message>
    <message>
        <source>repetition %1 did not reach the steady state it asked for: its figure is still moving</source>
        <translation>%1 回目は指定した定常状態に達しなかった：数値はまだ動いている</translation>
    </message>
    <message>
        <source>from %1 in its first quarter to %2 in its last</source>
        <translation>最初の 4 分の 1 の %1 から最後の 4 分の 1 の %2 へ</translation>
    </message>
    <message>
        <source>; %1 warmed from %2 to %3 °C</source>
        <translation>、%1 は %2 °C から %3 °C に温度上昇</translation>
    </message>
    <message>
        <source>the rate fell during the run, %1: a cache filled or the drive slowed (heat); the average hides both</source>
        <translation>実行中に速度が落ちました (%1): キャッシュが埋まったか、ドライブが (熱で) 遅くなりました。平均値ではどちらも見えなくなります</translation>
    </message>
</context>
<context>
    <name>TreeDefrag</name>
    <message>
        <source>plan: %1 of %2 files, %3 to move; read one by one on the %5 (model), they would take %4 s less</source>
        <translation>計画: %2 ファイル中 %1、移す量 %3。%5 (モデル) で一つずつ読むと %4 秒短くなります</translation>
    </message>
    <message>
        <source>; the largest free extent is %1</source>
        <translation>。最大の空きエクステントは %1</translation>
    </message>
    <message numerus="yes">
        <source>%n fragment(s)</source>
        <translation>
            <numerusform>%n 断片</numerusform>
        </translation>
    </message>
    <message>
        <source>  skipped, %1: %2 (%3)
</source>
        <comment>reason: how many (one of them)</comment>
        <translation>  除外、%1: %2 (%3)
</translation>
    </message>
    <message>
        <source>%1 (as tar reads it, %2, model): %3 s, %4 seeks, %5 files over %6 of the disk
</source>
        <translation>%1 (tar の読む順、%2、モデル): %3 秒、シーク %4 回、%5 ファイルがディスクの %6 に広がる
</translation>
    </message>
    <message>
        <source>no blocks to move</source>
        <translation>移すブロックがありません</translation>
    </message>
    <message>
        <source>stored inline in its inode</source>
        <translation>inode の中にインラインで格納されています</translation>
    </message>
    <message>
        <source>shares extents with a snapshot or a reflink: moving it would unshare them</source>
        <translation>スナップショットまたは reflink とエクステントを共有しています。移すと共有が解けます</translation>
    </message>
    <message>
        <source>compressed: the file system keeps it in pieces of its own choosing</source>
        <translation>圧縮されています。ファイルシステムが自分で決めた断片で保持します</translation>
    </message>
    <message>
        <source>already in one piece</source>
        <translation>すでに一続きです</translation>
    </message>
    <message numerus="yes">
        <source>no room: the largest free extent is %1, so it cannot become fewer than %n piece(s)</source>
        <translation>
            <numerusform>空きがありません: 最大の空きエクステントは %1 なので、%n 断片より少なくはなりません</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>開けません: %1</translation>
    </message>
    <message>
        <source>immutable (chattr +i)</source>
        <translation>変更不可 (chattr +i)</translation>
    </message>
    <message>
        <source>append-only (chattr +a)</source>
        <translation>追記のみ (chattr +a)</translation>
    </message>
    <message>
        <source>open for writing by another program</source>
        <translation>別のプログラムが書き込み用に開いています</translation>
    </message>
</context>
<context>
    <name>UDisks</name>
    <message>
        <source>udisks2 is not running (install the udisks2 package), or run as root</source>
        <translation>udisks2 が動いていません (udisks2 パッケージをインストールしてください)。または root で実行してください</translation>
    </message>
    <message>
        <source>udisks2 did not answer in time</source>
        <translation>udisks2 が時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>udisks2: %1 (%2)</source>
        <translation>udisks2: %1 (%2)</translation>
    </message>
    <message>
        <source>udisks2 answered LoopSetup without a device</source>
        <translation>udisks2 の LoopSetup の応答にデバイスがありません</translation>
    </message>
    <message>
        <source>udisks2 answered Mount without a mount point</source>
        <translation>udisks2 の Mount の応答にマウントポイントがありません</translation>
    </message>
    <message>
        <source>making %1: %2</source>
        <translation>%1 の作成: %2</translation>
    </message>
    <message>
        <source>no D-Bus system bus here, and udisks2 needs one: run as root, or give directories on the file systems to compare instead</source>
        <translation>udisks2 に必要な D-Bus システムバスがありません: root で実行するか、代わりに比較するファイルシステム上のディレクトリを指定してください</translation>
    </message>
    <message>
        <source>no D-Bus system bus here, and udisks2 needs one: run as root</source>
        <translation>ここには D-Bus のシステムバスがなく、udisks2 にはそれが必要です: root で実行してください</translation>
    </message>
    <message>
        <source>udisks2 answered OpenForBenchmark without a descriptor</source>
        <translation>udisks2 は OpenForBenchmark にディスクリプターなしで応答しました</translation>
    </message>
    <message>
        <source>udisks2 gave a descriptor that can write; it is not used</source>
        <translation>udisks2 が書き込み可能なディスクリプターを渡しました。使用しません</translation>
    </message>
    <message>
        <source>udisks2 does not know this device, or this call (%1)</source>
        <translation>udisks2 はこのデバイス、またはこの呼び出しを知りません (%1)</translation>
    </message>
    <message>
        <source>cannot read what udisks2 opened with direct I/O: %1</source>
        <translation>udisks2 が開いたデバイスをダイレクト I/O で読み取れません: %1</translation>
    </message>
    <message>
        <source>polkit does not allow it through udisks2 (%1); run as root, or ask the administrator for a polkit rule that allows it for your user</source>
        <translation>polkit が udisks2 経由の操作を許可しませんでした (%1)。root で実行するか、あなたのユーザーに許可する polkit ルールを管理者に依頼してください</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>the PNG could not be written</source>
        <translation>PNG を書き込めませんでした</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a picture format Fragscope writes (png, svg, pdf)</source>
        <translation>&apos;%1&apos; は Fragscope が書ける画像形式ではありません (png、svg、pdf)</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>画像としてコピー</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>画像を書き出す…</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>画像を書き出す</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg);;PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Size in pixels (width x height):</source>
        <translation>サイズ (ピクセル、幅 x 高さ):</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a size like 1600x900</source>
        <translation>&apos;%1&apos; は 1600x900 のようなサイズではありません</translation>
    </message>
    <message>
        <source>Copy Table as Text</source>
        <translation>表をテキストとしてコピー</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV を書き出す…</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV を書き出す</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>fragscope::BenchCompareChart</name>
    <message>
        <source>MB/s (10⁶ bytes)</source>
        <translation>MB/s (10⁶ バイト)</translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation>IOPS</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>No figure in common</source>
        <translation>共通の指標がありません</translation>
    </message>
    <message>
        <source>Benchmark comparison</source>
        <translation>ベンチマークの比較</translation>
    </message>
    <message>
        <source>Bandwidth comparison</source>
        <translation>帯域幅の比較</translation>
    </message>
    <message>
        <source>IOPS comparison</source>
        <translation>IOPS の比較</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1 (基準)</translation>
    </message>
    <message>
        <source>Pick two or more results to compare</source>
        <translation>比較する結果を 2 つ以上選んでください</translation>
    </message>
    <message>
        <source>Comparison table</source>
        <translation>比較の表</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>%1: —</source>
        <translation>%1: —</translation>
    </message>
    <message>
        <source>%1: %2 (baseline)</source>
        <translation>%1: %2 (基準)</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>How the results&apos; circumstances differ</source>
        <translation>結果の測定条件の違い</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; against %2: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2 と比べて）：%3</translation>
    </message>
    <message>
        <source>Measured differently — %1</source>
        <translation>測定条件の違い — %1</translation>
    </message>
    <message>
        <source>%1 does not say its %2</source>
        <translation>%1 には記録がない項目：%2</translation>
    </message>
</context>
<context>
    <name>fragscope::BenchMatrixView</name>
    <message>
        <source>Run a job or a preset: its figures appear here.</source>
        <translation>ジョブかプリセットを実行すると、その数値がここに表示されます。</translation>
    </message>
    <message>
        <source>Read (MB/s)</source>
        <translation>読み取り (MB/s)</translation>
    </message>
    <message>
        <source>Write (MB/s)</source>
        <translation>書き込み (MB/s)</translation>
    </message>
    <message>
        <source>%1 IOPS</source>
        <translation>%1 IOPS</translation>
    </message>
    <message>
        <source>Benchmark matrix</source>
        <translation>ベンチマークのマトリクス</translation>
    </message>
</context>
<context>
    <name>fragscope::BenchResultModel</name>
    <message>
        <source>Cancelled: a partial repetition</source>
        <translation>キャンセル: 途中までの繰り返し</translation>
    </message>
    <message>
        <source>group %1 (together)</source>
        <translation>グループ %1 (同時)</translation>
    </message>
    <message numerus="yes">
        <source>median of %n</source>
        <translation>
            <numerusform>%n 回の中央値</numerusform>
        </translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (キャンセル)</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>繰り返し</translation>
    </message>
    <message>
        <source>Read MB/s</source>
        <translation>読み取り
MB/s</translation>
    </message>
    <message>
        <source>Read IOPS</source>
        <translation>読み取り
IOPS</translation>
    </message>
    <message>
        <source>Write MB/s</source>
        <translation>書き込み
MB/s</translation>
    </message>
    <message>
        <source>Write IOPS</source>
        <translation>書き込み
IOPS</translation>
    </message>
    <message>
        <source>Mean latency</source>
        <translation>平均
レイテンシ</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99
レイテンシ</translation>
    </message>
    <message>
        <source>CPU (usr+sys)</source>
        <translation>CPU (usr+sys)</translation>
    </message>
    <message>
        <source>%1 @ %2</source>
        <comment>job at host</comment>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <source>%1, all hosts</source>
        <translation>%1 (全ホスト)</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>失敗: %1</translation>
    </message>
</context>
<context>
    <name>fragscope::BenchmarkPage</name>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Matrix</source>
        <translation>マトリクス</translation>
    </message>
    <message>
        <source>The full report of the selected run, with its warnings and where it ran.</source>
        <translation>選んだ実行の完全なレポート。警告と実行環境を含みます。</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>レポート</translation>
    </message>
    <message>
        <source>Runs and imported results of this session; double-click one to show it</source>
        <translation>このセッションの実行結果と読み込んだ結果。ダブルクリックで表示します</translation>
    </message>
    <message>
        <source>This session</source>
        <translation>このセッション</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Open job file…</source>
        <translation>ジョブファイルを開く…</translation>
    </message>
    <message>
        <source>Open a fio job file</source>
        <translation>fio ジョブファイルを開く</translation>
    </message>
    <message>
        <source>fio job files (*.fio);;All files (*)</source>
        <translation>fio ジョブファイル (*.fio);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save job file…</source>
        <translation>ジョブファイルを保存…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Run (Ctrl+R)</source>
        <translation>実行 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop (Esc): the workers finish within a second, the partial result is kept</source>
        <translation>停止 (Esc): ワーカーは 1 秒以内に終わり、途中までの結果は残ります</translation>
    </message>
    <message>
        <source>Import result…</source>
        <translation>結果を読み込む…</translation>
    </message>
    <message>
        <source>Import a result</source>
        <translation>結果を読み込む</translation>
    </message>
    <message>
        <source>Results (*.json *.txt *.csv *.log);;All files (*)</source>
        <translation>結果 (*.json *.txt *.csv *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save result…</source>
        <translation>結果を保存…</translation>
    </message>
    <message>
        <source>fio jobs</source>
        <translation>fio ジョブ</translation>
    </message>
    <message>
        <source>Cold read of a file</source>
        <translation>ファイルのコールド読み取り</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Choose where the jobs&apos; files go…</source>
        <translation>ジョブのファイルの置き場所を選ぶ…</translation>
    </message>
    <message>
        <source>Write jobs create their own files here (fragscope-bench.*) and remove them afterwards</source>
        <translation>書き込みジョブはここに専用のファイル (fragscope-bench.*) を作り、終了後に削除します</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <source>The file to read, start to end</source>
        <translation>先頭から末尾まで読み取るファイル</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>繰り返し回数</translation>
    </message>
    <message>
        <source>fadvise: fsync and POSIX_FADV_DONTNEED on this file (any user); drop_caches: the whole page cache (root); direct: O_DIRECT reads that bypass it</source>
        <translation>fadvise: このファイルに fsync と POSIX_FADV_DONTNEED (どのユーザーでも可)。drop_caches: ページキャッシュ全体 (root)。direct: キャッシュを経由しない O_DIRECT 読み取り</translation>
    </message>
    <message>
        <source>Empty the cache by</source>
        <translation>キャッシュを空にする方法</translation>
    </message>
    <message>
        <source>Reads the file in 1 MiB requests, as dd if=FILE of=/dev/null bs=1M, after emptying its page cache. The file is only read.</source>
        <translation>ページキャッシュを空にしてから、dd if=FILE of=/dev/null bs=1M と同じく 1 MiB 単位でファイルを読みます。ファイルは読み取るだけです。</translation>
    </message>
    <message>
        <source>Instances at once</source>
        <translation>同時実行数</translation>
    </message>
    <message>
        <source>Working directory</source>
        <translation>作業ディレクトリ</translation>
    </message>
    <message>
        <source>Runs with /bin/sh. Throughput is what the processes read from and write to the storage layer (/proc/PID/io), with wall, user and system time.</source>
        <translation>/bin/sh で実行します。スループットはプロセスがストレージ層との間で読み書きした量 (/proc/PID/io) で、経過時間・ユーザー時間・システム時間も示します。</translation>
    </message>
    <message>
        <source>Preset %1 loaded: choose the directory and press Run</source>
        <translation>プリセット %1 を読み込みました: ディレクトリを選んで「実行」を押してください</translation>
    </message>
    <message>
        <source>%1 cannot be used:
%2</source>
        <translation>%1 は使えません:
%2</translation>
    </message>
    <message>
        <source>Imported %1 (%2)</source>
        <translation>%1 を読み込みました (%2)</translation>
    </message>
    <message>
        <source>The job file has problems:
%1</source>
        <translation>ジョブファイルに問題があります:
%1</translation>
    </message>
    <message>
        <source>Where should the jobs&apos; files go?</source>
        <translation>ジョブのファイルをどこに置きますか?</translation>
    </message>
    <message>
        <source>Jobs in %1</source>
        <translation>%1 のジョブ</translation>
    </message>
    <message>
        <source>%1: not a regular file</source>
        <translation>%1: 通常ファイルではありません</translation>
    </message>
    <message>
        <source>Type the command to measure</source>
        <translation>測定するコマンドを入力してください</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>停止: %1</translation>
    </message>
    <message>
        <source>Cancelled; the partial result is kept</source>
        <translation>キャンセルしました。途中までの結果は残ります</translation>
    </message>
    <message>
        <source>Done in %1 s</source>
        <translation>%1 秒で完了</translation>
    </message>
    <message>
        <source>Save the job file</source>
        <translation>ジョブファイルを保存</translation>
    </message>
    <message>
        <source>fio job files (*.fio)</source>
        <translation>fio ジョブファイル (*.fio)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>There is no result to save yet</source>
        <translation>保存できる結果はまだありません</translation>
    </message>
    <message>
        <source>Save the result</source>
        <translation>結果を保存</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>%1 — %2 s, about %3 s left</source>
        <comment>phase, seconds so far, seconds to go</comment>
        <translation>%1 — %2 秒経過、残り約 %3 秒</translation>
    </message>
    <message>
        <source>%1 — %2 s</source>
        <comment>phase, seconds so far</comment>
        <translation>%1 — %2 秒経過</translation>
    </message>
    <message>
        <source>On fio hosts</source>
        <translation>fio ホストで実行</translation>
    </message>
    <message>
        <source>fio (not installed)</source>
        <translation>fio (未インストール)</translation>
    </message>
    <message>
        <source>fio (%1)</source>
        <translation>fio (%1)</translation>
    </message>
    <message>
        <source>Run the jobs through the installed fio</source>
        <translation>インストール済みの fio でジョブを実行する</translation>
    </message>
    <message>
        <source>fragscope</source>
        <translation>fragscope</translation>
    </message>
    <message>
        <source>fio (checking…)</source>
        <translation>fio (確認中…)</translation>
    </message>
    <message>
        <source>fragscope&apos;s own engine, or the installed fio with the same job file: the same tables, plots and history; options only fio implements run only on fio</source>
        <translation>fragscope 自身のエンジンか、同じジョブファイルでインストール済みの fio か。表・グラフ・履歴は同じ。fio だけが実装するオプションは fio でのみ実行できる</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Hosts…</source>
        <translation>ホスト…</translation>
    </message>
    <message>
        <source>Run the jobs on the ticked machines running fio --server, all at once, through fio&apos;s client; the directory is then theirs</source>
        <translation>チェックした fio --server のマシンすべてで fio のクライアント経由で同時にジョブを実行する。ディレクトリはそれぞれのマシン上のもの</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>実行場所</translation>
    </message>
    <message>
        <source>none listed</source>
        <translation>登録なし</translation>
    </message>
    <message numerus="yes">
        <source>none ticked of %n listed</source>
        <translation>
            <numerusform>登録 %n 台のうちチェックなし</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s): %1</source>
        <translation>
            <numerusform>%n 台: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>On each host; empty: fio&apos;s server&apos;s working directory</source>
        <translation>各ホスト上のパス。空なら fio サーバーの作業ディレクトリ</translation>
    </message>
    <message>
        <source>%1 has options only fio implements: the engine is now fio</source>
        <translation>%1 には fio だけが実装するオプションがあるため、エンジンを fio にしました</translation>
    </message>
    <message>
        <source>fio is not installed here (Debian package fio); it runs the jobs, also on other hosts</source>
        <translation>このマシンに fio がインストールされていません (Debian パッケージ fio)。他のホストで実行する場合も fio が必要です</translation>
    </message>
    <message>
        <source>No fio host is ticked: open Hosts… and add the machines that run fio --server</source>
        <translation>fio ホストがチェックされていません。「ホスト…」を開き、fio --server を動かしているマシンを追加してください</translation>
    </message>
    <message>
        <source>fio runs the jobs once; loops= in a job repeats its I/O inside one result</source>
        <translation>fio はジョブを 1 回だけ実行します。ジョブの loops= は 1 つの結果の中で I/O を繰り返します</translation>
    </message>
    <message>
        <source>Run all jobs this many times, each measured on its own: the results table gives the median and the spread</source>
        <translation>すべてのジョブをこの回数実行し、それぞれを個別に測ります。結果の表に中央値とばらつきが出ます</translation>
    </message>
    <message>
        <source>File to read</source>
        <translation>読み取るファイル</translation>
    </message>
    <message>
        <source>Copy as CrystalDiskMark Text</source>
        <translation>CrystalDiskMark 形式のテキストでコピー</translation>
    </message>
    <message>
        <source>There is no result to copy yet</source>
        <translation>コピーできる結果はまだありません</translation>
    </message>
    <message>
        <source>Copied the result in CrystalDiskMark&apos;s layout</source>
        <translation>結果を CrystalDiskMark の形式でコピーしました</translation>
    </message>
    <message>
        <source>fragscope JSON (*.json);;fio JSON (*.json);;Text (*.txt);;CrystalDiskMark text (*.txt)</source>
        <translation>fragscope JSON (*.json);;fio JSON (*.json);;テキスト (*.txt);;CrystalDiskMark 形式のテキスト (*.txt)</translation>
    </message>
    <message>
        <source>Run I/O jobs and watch their throughput live</source>
        <translation>I/O ジョブを実行し、スループットをリアルタイムで見る</translation>
    </message>
    <message>
        <source>Stopping the benchmark; the window closes when its files are removed</source>
        <translation>ベンチマークを止めています。ファイルを削除したらウィンドウを閉じます</translation>
    </message>
    <message>
        <source>When to doubt this result</source>
        <translation>この結果を疑うべき点</translation>
    </message>
    <message>
        <source>To doubt: %1</source>
        <translation>要注意：%1</translation>
    </message>
    <message>
        <source>No latency over time: fio&apos;s client brought back no latency logs that add up (see the report)</source>
        <translation>レイテンシの時間変化はありません: fio のクライアントが持ち帰ったレイテンシログは件数が合いません (レポートを参照)</translation>
    </message>
    <message>
        <source>Rate by bytes</source>
        <translation>書き込み量ごとの速度</translation>
    </message>
    <message>
        <source>%1: steady state reached after %2 s</source>
        <translation>%1: %2 秒後に定常状態に到達</translation>
    </message>
    <message>
        <source>%1: steady state not reached in %2 s</source>
        <translation>%1: %2 秒のうちに定常状態に達せず</translation>
    </message>
    <message>
        <source>%1: steady state not judged</source>
        <translation>%1: 定常状態は判定されていません</translation>
    </message>
</context>
<context>
    <name>fragscope::CalibrateDialog</name>
    <message>
        <source>Thorough (about a minute; quick takes about 10 s)</source>
        <translation>精密(約 1 分。クイックは約 10 秒)</translation>
    </message>
    <message>
        <source>Measure This Disk</source>
        <translation>このディスクを測定</translation>
    </message>
    <message>
        <source>Reads the disk under %1 — never writes — to learn what a read costs there: the sequential rate across the disk, the time to reach a place against its distance, the cost of a request and the gain of a queue. Every read time Fragscope gives for files on this disk uses the result from then on.</source>
        <translation>%1 の下のディスクを読み取り(書き込みは一切しません)、そこで読み取りにかかるコストを調べます: ディスク全域のシーケンシャル速度、距離ごとの到達時間、リクエストのコスト、キューによる向上。以後、このディスク上のファイルについて Fragscope が示すすべての読み取り時間にこの結果が使われます。</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>測定(&amp;M)</translation>
    </message>
    <message>
        <source>Finding the disk under %1…</source>
        <translation>%1 があるディスクを探しています…</translation>
    </message>
    <message>
        <source>Cannot measure: %1</source>
        <translation>測定できません: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2、%3</translation>
    </message>
    <message>
        <source>no model given</source>
        <translation>モデル名なし</translation>
    </message>
    <message>
        <source>Measured: %1</source>
        <translation>測定: %1</translation>
    </message>
    <message>
        <source>Measuring…</source>
        <translation>測定中…</translation>
    </message>
    <message>
        <source>Measuring: %1…</source>
        <translation>測定中: %1…</translation>
    </message>
    <message>
        <source>Measured in %1 s and saved: the read times of files on %2 use it from now on (a survey already shown keeps its figures until it runs again).</source>
        <translation>%1 秒で測定し、保存しました: 以後 %2 上のファイルの読み取り時間にはこれが使われます(表示中の調査は、再実行するまで元の値のままです)。</translation>
    </message>
    <message>
        <source>Each of %1 measured and saved: a read there is priced on each device&apos;s own from now on (a survey already shown keeps its figures until it runs again).</source>
        <translation>%1 をそれぞれ測定して保存しました: 以後、そこでの読み取りは各デバイス自身のプロファイルで見積もります(表示中の調査は再実行するまで元の数値のままです)。</translation>
    </message>
    <message>
        <source>nothing was saved.</source>
        <translation>何も保存していません。</translation>
    </message>
    <message>
        <source>the profiles of %1 were saved, nothing else.</source>
        <translation>%1 のプロファイルは保存しました。それ以外は保存していません。</translation>
    </message>
    <message>
        <source>Cancelled: %1</source>
        <translation>キャンセルしました: %1</translation>
    </message>
</context>
<context>
    <name>fragscope::CompareView</name>
    <message>
        <source>Figure</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Defragment a file, or take two snapshots, to compare them here.</source>
        <translation>ファイルをデフラグするか、スナップショットを 2 つ取ると、ここで比較できます。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; %2 — %n fragment(s), taken %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; %2 — 断片 %n 個、%3 に取得</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures before and after</source>
        <translation>前後の数値</translation>
    </message>
</context>
<context>
    <name>fragscope::DefragPage</name>
    <message>
        <source>Verify the content</source>
        <translation>内容を検証</translation>
    </message>
    <message>
        <source>Dry run</source>
        <translation>ドライラン</translation>
    </message>
    <message>
        <source>Defragment</source>
        <translation>デフラグ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>auto picks the engine of the file&apos;s file system: ext4 (MOVE_EXT), XFS (extent swap, as xfs_fsr) or btrfs (DEFRAG_RANGE); copy writes a new copy and exchanges it with the file (any file system; new inode number and ctime)</source>
        <translation>auto はファイルシステムに応じたエンジンを選びます: ext4 (MOVE_EXT)、XFS (xfs_fsr と同じエクステント交換)、btrfs (DEFRAG_RANGE)。copy は新しいコピーを書いてファイルと入れ替えます (どのファイルシステムでも可。inode 番号と ctime が変わります)</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Digest the content (xxh3, read from disk) before and after</source>
        <translation>前後で内容のダイジェストを取ります (xxh3、ディスクから読み取り)</translation>
    </message>
    <message>
        <source>Cold sequential reads before and after (0: none)</source>
        <translation>前後のコールド・シーケンシャル読み取りの回数 (0: なし)</translation>
    </message>
    <message>
        <source>Read speed, repetitions</source>
        <translation>読み取り速度の測定回数</translation>
    </message>
    <message>
        <source>Cancel (Esc): stops between chunks; the file is whole</source>
        <translation>キャンセル (Esc): チャンクの合間で止まります。ファイルは完全なままです</translation>
    </message>
    <message>
        <source>Snapshot now</source>
        <translation>スナップショットを取る</translation>
    </message>
    <message>
        <source>Load snapshot…</source>
        <translation>スナップショットを読み込む…</translation>
    </message>
    <message>
        <source>Save snapshot…</source>
        <translation>スナップショットを保存…</translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation>スナップショット</translation>
    </message>
    <message>
        <source>Looking for a better place…</source>
        <translation>より良い場所を探しています…</translation>
    </message>
    <message>
        <source>Defragmenting %1…</source>
        <translation>%1 をデフラグ中…</translation>
    </message>
    <message>
        <source>Refused or failed: %1</source>
        <translation>拒否または失敗: %1</translation>
    </message>
    <message>
        <source>Nothing lost: the file is whole</source>
        <translation>失われたものはありません: ファイルは完全です</translation>
    </message>
    <message>
        <source>content verified: digest %1</source>
        <translation>内容を検証済み: ダイジェスト %1</translation>
    </message>
    <message>
        <source>by hand, %1</source>
        <translation>手動、%1</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 (%n fragment(s))</source>
        <translation>
            <numerusform>%1 — %2 (断片 %n 個)</numerusform>
        </translation>
    </message>
    <message>
        <source>Save the snapshot</source>
        <translation>スナップショットを保存</translation>
    </message>
    <message>
        <source>Snapshots (*.json)</source>
        <translation>スナップショット (*.json)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Load a snapshot</source>
        <translation>スナップショットを読み込む</translation>
    </message>
    <message>
        <source>Snapshots (*.json);;All files (*)</source>
        <translation>スナップショット (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Add Files…</source>
        <translation>ファイルを追加…</translation>
    </message>
    <message>
        <source>Files run top to bottom. Drop files here, or send a selection from the survey.</source>
        <translation>ファイルは上から順に処理します。ここにファイルをドロップするか、調査ページから選択を送ってください。</translation>
    </message>
    <message>
        <source>Add files to the queue</source>
        <translation>キューにファイルを追加</translation>
    </message>
    <message>
        <source>Remove the selected files from the queue (Delete)</source>
        <translation>選択したファイルをキューから外す (Delete)</translation>
    </message>
    <message>
        <source>Defragment every file of the queue, top to bottom (Ctrl+D)</source>
        <translation>キューのすべてのファイルを上から順にデフラグ (Ctrl+D)</translation>
    </message>
    <message>
        <source>Say for each file what would happen and the fragments to expect; change nothing</source>
        <translation>各ファイルで何が起きるかと予想される断片数を示します。何も変更しません</translation>
    </message>
    <message>
        <source>Record the selected file&apos;s layout now, to compare with any other snapshot</source>
        <translation>選択したファイルの今の配置を記録し、ほかのスナップショットと比べられるようにします</translation>
    </message>
    <message>
        <source>Files to defragment</source>
        <translation>デフラグするファイル</translation>
    </message>
    <message>
        <source>Free space on %1: %2 in %3 extents; the largest is %4.</source>
        <translation>%1 の空き領域: %3 個のエクステントに %2。最大は %4。</translation>
    </message>
    <message>
        <source>Free space on %1: btrfs keeps no map of free extents and places the data itself; its block groups: fragscope scan --free-space</source>
        <translation>%1 の空き領域: btrfs は空きエクステントの一覧を持たず、データの置き場所を自分で決めます。ブロックグループは fragscope scan --free-space で</translation>
    </message>
    <message>
        <source>Free space on %1: not known (%2)</source>
        <translation>%1 の空き領域: 不明 (%2)</translation>
    </message>
    <message>
        <source>Add the files to defragment first (Add Files…, or from the survey).</source>
        <translation>まずデフラグするファイルを追加してください (ファイルを追加…、または調査ページから)。</translation>
    </message>
    <message numerus="yes">
        <source>Defragmenting %n file(s)…</source>
        <translation>
            <numerusform>%n 個のファイルをデフラグ中…</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1 of %2: %3</source>
        <translation>ファイル %1 / %2: %3</translation>
    </message>
    <message>
        <source>Cancelled; every file is whole</source>
        <translation>キャンセルしました。どのファイルも完全です</translation>
    </message>
    <message>
        <source>refused or failed: %1</source>
        <translation>拒否または失敗: %1</translation>
    </message>
    <message>
        <source>%1 holds several files; which one?</source>
        <translation>%1 には複数のファイルがあります。どれを開きますか?</translation>
    </message>
    <message>
        <source>Defrag queue</source>
        <translation>デフラグキュー</translation>
    </message>
    <message>
        <source>Cold reads</source>
        <translation>コールド読み取り</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>フォルダーを追加…</translation>
    </message>
    <message>
        <source>Lay them down together (ext4)</source>
        <translation>まとめて置く (ext4)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>ext4: one donor as large as the files, each file moved into its own stretch of it: each ends in one piece, right after the one before, in the order chosen</source>
        <translation>ext4: ファイル全体の大きさのドナーを一つ作り、各ファイルをその中の自分の区間に移します。各ファイルは一続きになり、選んだ順で直前のファイルのすぐ後に並びます</translation>
    </message>
    <message>
        <source>Directory order</source>
        <translation>ディレクトリ順</translation>
    </message>
    <message>
        <source>Name order</source>
        <translation>名前順</translation>
    </message>
    <message>
        <source>Order from a list…</source>
        <translation>リストで順序を指定…</translation>
    </message>
    <message>
        <source>The order the files go down in: as the folders list them (tar&apos;s), by name, or a file of paths one a line (e.g. recorded with strace -e openat)</source>
        <translation>ファイルを置く順: フォルダーが並べる順 (tar の順)、名前順、またはパスを一行ずつ書いたファイル (例: strace -e openat で記録)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>順序</translation>
    </message>
    <message>
        <source>Hold the run before the next file; again to go on (F8)</source>
        <translation>次のファイルの前で実行を止めます。もう一度押すと続けます (F8)</translation>
    </message>
    <message>
        <source>The folder&apos;s disk map before</source>
        <translation>フォルダーのディスクマップ (前)</translation>
    </message>
    <message>
        <source>The folder&apos;s disk map after</source>
        <translation>フォルダーのディスクマップ (後)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>The order the files are read in</source>
        <translation>ファイルが読まれる順</translation>
    </message>
    <message>
        <source>Order of %1</source>
        <translation>%1 の順</translation>
    </message>
    <message>
        <source>Folder to defragment</source>
        <translation>デフラグするフォルダー</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: フォルダーではありません</translation>
    </message>
    <message>
        <source>Planning %1: every file&apos;s figures, the free space, the folder&apos;s read…</source>
        <translation>%1 を計画中: 各ファイルの数値、空き領域、フォルダーの読み出し…</translation>
    </message>
    <message>
        <source>Planning stopped.</source>
        <translation>計画を中止しました。</translation>
    </message>
    <message>
        <source>Reading it on the %1 (model) would take %2 s less; %3 to move</source>
        <translation>%1 (モデル) で読むと %2 秒短くなります。移す量 %3</translation>
    </message>
    <message>
        <source>Nothing in %1 can improve.</source>
        <translation>%1 には改善できるものがありません。</translation>
    </message>
    <message>
        <source>Planned: Defragment (Ctrl+D) runs the queue top to bottom.</source>
        <translation>計画しました: デフラグ (Ctrl+D) でキューを上から順に実行します。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a reason: how many files</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left out — %1</source>
        <translation>除外 — %1</translation>
    </message>
    <message>
        <source>Looking where each file would go…</source>
        <translation>各ファイルの置き場所を調べています…</translation>
    </message>
    <message numerus="yes">
        <source>Laying %n file(s) down together…</source>
        <translation>
            <numerusform>%n ファイルをまとめて置いています…</numerusform>
        </translation>
    </message>
    <message>
        <source>Surveying the folder again…</source>
        <translation>フォルダーをもう一度調べています…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Before&lt;/b&gt;</source>
        <translation>&lt;b&gt;前&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;After&lt;/b&gt;</source>
        <translation>&lt;b&gt;後&lt;/b&gt;</translation>
    </message>
    <message>
        <source> — the run has not been made yet</source>
        <translation> — まだ実行していません</translation>
    </message>
    <message>
        <source> — read as tar reads it on the %1 (model): %2 s, %3 seeks; the files over %4 of the disk</source>
        <translation> — tar の読む順で %1 (モデル) で読むと %2 秒、シーク %3 回。ファイルはディスクの %4 に広がる</translation>
    </message>
    <message>
        <source>Plan a folder: its files worst first, those that cannot improve left out with the reason (Ctrl+Shift+A)</source>
        <translation>フォルダーを計画: ファイルを悪い順に並べ、改善できないものは理由と共に除外します (Ctrl+Shift+A)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) from the survey</source>
        <translation>
            <numerusform>調査からの %n ファイル</numerusform>
        </translation>
    </message>
    <message>
        <source>Defrag</source>
        <translation>デフラグ</translation>
    </message>
    <message>
        <source>Defragment a file safely and compare before and after</source>
        <translation>ファイルを安全にデフラグし、前後を比較する</translation>
    </message>
    <message>
        <source>Unshare (btrfs, XFS)</source>
        <translation>共有を解除(btrfs、XFS)</translation>
    </message>
    <message>
        <source>btrfs, XFS: defragment files that share extents with snapshots or reflinked copies too; copies them, which takes their space (a dry run says how much). Unticked, such files are left as they are</source>
        <translation>btrfs、XFS: スナップショットやリフリンクしたコピーとエクステントを共有するファイルもデフラグします。共有データをコピーするのでその分の領域を使います(ドライランで量を表示)。チェックしなければそのようなファイルはそのままにします</translation>
    </message>
    <message>
        <source>What the defrag buys, or did</source>
        <translation>デフラグの効果 (見込みまたは実績)</translation>
    </message>
    <message>
        <source>Defrag steps</source>
        <translation>デフラグの手順</translation>
    </message>
    <message>
        <source>1  What to defragment</source>
        <translation>1  デフラグする対象</translation>
    </message>
    <message>
        <source>2  The run</source>
        <translation>2  実行</translation>
    </message>
    <message>
        <source>3  Before and after</source>
        <translation>3  前と後</translation>
    </message>
    <message>
        <source>Each file&apos;s result</source>
        <translation>各ファイルの結果</translation>
    </message>
    <message>
        <source>Add the files to defragment: Add Files…, Add Folder… (Ctrl+Shift+A), a drop, or Defragment Selected… on the survey.</source>
        <translation>デフラグするファイルを追加してください: 「ファイルを追加…」、「フォルダーを追加…」(Ctrl+Shift+A)、ドロップ、または調査ページの「選択をデフラグ…」。</translation>
    </message>
</context>
<context>
    <name>fragscope::DefragQueueModel</name>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>not run (cancelled)</source>
        <translation>未実行 (キャンセル)</translation>
    </message>
    <message>
        <source>no room</source>
        <translation>空きなし</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Fragments</source>
        <translation>断片</translation>
    </message>
    <message>
        <source>At best</source>
        <translation>最良</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>The fewest pieces the file could become in today&apos;s free space: its largest free extents, largest first (ext4 and XFS)</source>
        <translation>今の空き領域でファイルがなりうる最少の断片数: 大きい空きエクステントから順に使った場合 (ext4 と XFS)</translation>
    </message>
    <message>
        <source>Shares nothing with other files or snapshots</source>
        <translation>他のファイルやスナップショットと何も共有していません</translation>
    </message>
    <message>
        <source>%1 of the file is shared with other files or snapshots: defragmenting copies it apart, which takes %2 more space. Left as it is unless Unshare is on.</source>
        <translation>ファイルの %1 は他のファイルやスナップショットと共有されています。デフラグすると別々にコピーされ、%2 の追加の領域が必要です。「共有を解除」がオフならそのままにします。</translation>
    </message>
    <message>
        <source>To unshare</source>
        <translation>共有解除に必要</translation>
    </message>
    <message>
        <source>The space defragmenting takes to copy apart what the file shares with other files or snapshots (btrfs, XFS): done only with Unshare on</source>
        <translation>ファイルが他のファイルやスナップショットと共有している部分をデフラグで別々にコピーするのに必要な領域(btrfs、XFS)。「共有を解除」がオンのときだけ行います</translation>
    </message>
    <message>
        <source>%1 measured, model %2</source>
        <translation>実測 %1、モデル %2</translation>
    </message>
    <message>
        <source>On %1: %2</source>
        <translation>%1 では: %2</translation>
    </message>
    <message>
        <source>The time a cold read of the file would take less after the defrag, on %1</source>
        <translation>デフラグ後にファイルのコールド読み取りが短くなる時間(%1 で)</translation>
    </message>
    <message>
        <source>Read time</source>
        <translation>読み取り時間</translation>
    </message>
    <message>
        <source>The time a cold read of the file takes less after the defrag, on its disk (measured by Measure This Disk…, else a preset); sorted, the most gain for each byte written first</source>
        <translation>デフラグ後にファイルのコールド読み取りが短くなる時間。そのディスク(「このディスクを測定…」の測定値、なければプリセット)で求めます。並べ替えると、書き込む 1 バイトあたりの短縮が大きい順</translation>
    </message>
    <message>
        <source>A cold read of the file now → after the defrag, laid out in the largest free extents that hold it; after a run with cold reads, the read measured (its tooltip: beside the model)</source>
        <translation>ファイルのコールド読み取り、現在 → デフラグ後(収まる最大の空きエクステントに配置した場合)。コールド読み取り付きで実行した後は実測値(ツールチップでモデルと並べて表示)</translation>
    </message>
</context>
<context>
    <name>fragscope::DiskMapView</name>
    <message>
        <source>Free</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>File system metadata</source>
        <translation>ファイルシステムのメタデータ</translation>
    </message>
    <message>
        <source>File in one piece</source>
        <translation>1 つにまとまったファイル</translation>
    </message>
    <message>
        <source>Fragmented file</source>
        <translation>断片化したファイル</translation>
    </message>
    <message>
        <source>Shared (reflink, snapshot)</source>
        <translation>共有 (reflink、スナップショット)</translation>
    </message>
    <message>
        <source>Other data</source>
        <translation>その他のデータ</translation>
    </message>
    <message>
        <source>No block group here</source>
        <translation>ここにはブロックグループなし</translation>
    </message>
    <message>
        <source>The disk map fills as the survey runs.</source>
        <translation>ディスクマップは調査の進行につれて埋まります。</translation>
    </message>
    <message>
        <source>%1 – %2 (%3 per cell)
%4, %5 in use</source>
        <translation>%1 – %2 (1 セル %3)
%4、使用 %5</translation>
    </message>
    <message>
        <source>Disk map</source>
        <translation>ディスクマップ</translation>
    </message>
    <message>
        <source>Unreferenced (bookends)</source>
        <translation>未参照(ブックエンド)</translation>
    </message>
    <message>
        <source>No read time lost</source>
        <translation>読み取り時間のロスなし</translation>
    </message>
    <message>
        <source>A tenth of the read lost</source>
        <translation>読み取り時間の 1 割がロス</translation>
    </message>
    <message>
        <source>Most of the read lost</source>
        <translation>読み取り時間の大半がロス</translation>
    </message>
</context>
<context>
    <name>fragscope::ExtentMapView</name>
    <message>
        <source>Extent map</source>
        <translation>エクステントマップ</translation>
    </message>
    <message>
        <source>The file is empty: it has no extents.</source>
        <translation>ファイルは空です: エクステントはありません。</translation>
    </message>
    <message>
        <source>The file has no blocks: all %1 of it is a hole.</source>
        <translation>ファイルにはブロックがありません: %1 すべてがホールです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Extent %1&lt;/b&gt;&lt;br&gt;logical %2 – %3&lt;br&gt;physical %4&lt;br&gt;length %5%6</source>
        <translation>&lt;b&gt;エクステント %1&lt;/b&gt;&lt;br&gt;論理 %2 – %3&lt;br&gt;物理 %4&lt;br&gt;長さ %5%6</translation>
    </message>
    <message>
        <source>not yet known</source>
        <translation>まだ不明</translation>
    </message>
    <message>
        <source>&lt;br&gt;flags: %1</source>
        <translation>&lt;br&gt;フラグ: %1</translation>
    </message>
    <message>
        <source>Hole at %1: no blocks, reads as zeros</source>
        <translation>%1 のホール: ブロックなし、ゼロとして読まれます</translation>
    </message>
    <message>
        <source>No map to show</source>
        <translation>表示するマップはありません</translation>
    </message>
    <message>
        <source>Replay Read…</source>
        <translation>読み取りを再生…</translation>
    </message>
    <message>
        <source>Replay a cold sequential read of this layout as the disk model serves it</source>
        <translation>この配置のコールド・シーケンシャル読み取りを、ディスクモデルが処理するとおりに再生します</translation>
    </message>
</context>
<context>
    <name>fragscope::ExtentTableModel</name>
    <message>
        <source>A new fragment starts here: filefrag expected block %1</source>
        <translation>ここから新しい断片が始まります: filefrag はブロック %1 を予想していました</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>In file-system blocks of %1 bytes</source>
        <translation>%1 バイトのファイルシステムブロック単位</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Logical block</source>
        <translation>論理ブロック</translation>
    </message>
    <message>
        <source>Physical block</source>
        <translation>物理ブロック</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>ブロック数</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>予想</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <source>btrfs&apos;s logical address in blocks of %1 bytes, as FIEMAP gives it on btrfs: not an offset on a device (the chunk tree maps it to the devices; On device)</source>
        <translation>%1 バイトのブロック単位の btrfs 論理アドレス(btrfs で FIEMAP が返すもの)。デバイス上のオフセットではありません(チャンクツリーがデバイスに対応づけます。「デバイス上」列)</translation>
    </message>
    <message>
        <source>Where the extent lies on btrfs&apos;s devices, through its chunk tree (root): the first piece, and how many more (striped, or copies of RAID1 and DUP)</source>
        <translation>エクステントが btrfs のデバイス上のどこにあるか(チャンクツリーによる、root のみ): 最初の断片と、残りの数(ストライプ、または RAID1 と DUP のコピー)</translation>
    </message>
    <message>
        <source>btrfs address</source>
        <translation>btrfs アドレス</translation>
    </message>
    <message>
        <source>On device</source>
        <translation>デバイス上</translation>
    </message>
</context>
<context>
    <name>fragscope::FileInspector</name>
    <message>
        <source>Sync first</source>
        <translation>先に同期</translation>
    </message>
    <message>
        <source>Ask the file system to write dirty data before mapping (FIEMAP_FLAG_SYNC), so delayed allocations show where they land</source>
        <translation>マップを読む前に未書き込みのデータを書き出すようファイルシステムに求めます (FIEMAP_FLAG_SYNC)。遅延割り当ての行き先が見えるようになります</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Read the map again (F5)</source>
        <translation>マップを読み直す (F5)</translation>
    </message>
    <message>
        <source>Watch every</source>
        <translation>監視間隔</translation>
    </message>
    <message>
        <source>Re-read the map periodically and redraw when the layout changes</source>
        <translation>マップを定期的に読み直し、配置が変わったら描き直します</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Reading extents… %p%</source>
        <translation>エクステントを読み取り中… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation>行をコピー</translation>
    </message>
    <message>
        <source>Extents</source>
        <translation>エクステント</translation>
    </message>
    <message>
        <source>Layout plot</source>
        <translation>配置プロット</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>フラグメンテーション</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>%1 – %2 of %3 · one column = %4</source>
        <translation>%1 – %2 / %3 · 1 列 = %4</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled</source>
        <translation>%1 の読み取りをキャンセルしました</translation>
    </message>
    <message>
        <source>Read at %1</source>
        <translation>%1 に読み取り</translation>
    </message>
    <message>
        <source>Unchanged at %1</source>
        <translation>%1 時点で変化なし</translation>
    </message>
    <message>
        <source>%1 kept changing while it was read; the map may mix old and new layouts</source>
        <translation>%1 は読み取り中も変化し続けました。マップには新旧の配置が混在している可能性があります</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Watch interval</source>
        <translation>監視間隔</translation>
    </message>
    <message>
        <source>Recorded on %1, %2 — not this machine&apos;s disk</source>
        <translation>%1 で %2 に記録 — このマシンのディスクではありません</translation>
    </message>
    <message>
        <source>%1 — extent records: %2, fragments (filefrag): %3, physical runs: %4</source>
        <translation>%1 — エクステント記録: %2、断片 (filefrag): %3、物理的な連続区間: %4</translation>
    </message>
</context>
<context>
    <name>fragscope::FioHostsDialog</name>
    <message>
        <source>fio hosts</source>
        <translation>fio ホスト</translation>
    </message>
    <message>
        <source>Machines that run &lt;tt&gt;fio --server&lt;/tt&gt;. Ticked hosts run the benchmark page&apos;s jobs through fio&apos;s client, all at once; only the hosts listed here are contacted. fio&apos;s server runs the jobs as the user who started it, in its working directory unless the jobs name one.</source>
        <translation>&lt;tt&gt;fio --server&lt;/tt&gt; を動かしているマシン。チェックしたホストすべてで、ベンチマークページのジョブを fio のクライアント経由で同時に実行します。接続するのはここに登録したホストだけです。fio のサーバーはジョブを、サーバーを起動したユーザーの権限で、ジョブがディレクトリを指定しなければサーバーの作業ディレクトリで実行します。</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>使用</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>fio&apos;s answer (Test connection)</source>
        <translation>fio の応答 (接続テスト)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <source>Ask the selected hosts (all, when none is selected) for fio&apos;s version, hostname and OS</source>
        <translation>選択したホスト (未選択ならすべて) に fio のバージョン・ホスト名・OS を問い合わせる</translation>
    </message>
    <message>
        <source>not a host name or address with a port from 1 to 65535</source>
        <translation>ホスト名かアドレスと、1〜65535 のポートを指定してください</translation>
    </message>
    <message>
        <source>asking…</source>
        <translation>問い合わせ中…</translation>
    </message>
    <message>
        <source>%1 on %2 (%3)</source>
        <translation>%2 上の %1 (%3)</translation>
    </message>
</context>
<context>
    <name>fragscope::HddModelDialog</name>
    <message>
        <source>Disk model</source>
        <translation>ディスクモデル</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Solid-state disk: a latency per access, no seeks</source>
        <translation>SSD: アクセスごとのレイテンシ、シークなし</translation>
    </message>
    <message>
        <source>The disk whose sequential read time is predicted beside every measured read. Start from a preset, or take the figures from the drive&apos;s datasheet.</source>
        <translation>測定した読み取りの横に、シーケンシャルリード時間を予測して示すディスクです。プリセットから始めるか、ドライブのデータシートの値を入れてください。</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source>Disk preset</source>
        <translation>ディスクのプリセット</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ディスク</translation>
    </message>
</context>
<context>
    <name>fragscope::HistoryPicker</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>The left side of the comparison</source>
        <translation>比較の左側</translation>
    </message>
    <message>
        <source>The right side of the comparison; changes are from A to B</source>
        <translation>比較の右側。変化は A から B へ</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>基準</translation>
    </message>
    <message>
        <source>The result the others are compared with; changes are from it to each</source>
        <translation>ほかの結果と比べる基準の結果。変化はこの結果を基準にした値です</translation>
    </message>
</context>
<context>
    <name>fragscope::InspectorPage</name>
    <message>
        <source>&lt;h2&gt;See where a file lives on disk&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;ファイルがディスクのどこにあるかを見る&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Drop a file here, or open one. Fragscope reads its extents with the FIEMAP ioctl and draws them: a contiguous file is one smooth colour gradient, a fragmented one is speckled. Nothing is written to the file.</source>
        <translation>ここにファイルをドロップするか、開いてください。Fragscope は FIEMAP ioctl でエクステントを読み取って描きます。連続したファイルはなめらかな一つのグラデーションに、断片化したファイルはまだらになります。ファイルには何も書き込みません。</translation>
    </message>
    <message>
        <source>Open a file…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <source>Open the demo files</source>
        <translation>デモファイルを開く</translation>
    </message>
    <message>
        <source>Makes two 16 MiB files in your cache folder, one contiguous and one fragmented; where this file system will not fragment it, also opens layouts recorded on btrfs and ext4</source>
        <translation>キャッシュフォルダーに 16 MiB のファイルを 2 つ作ります。一つは連続、一つは断片化しています。このファイルシステムで断片化しない場合は、btrfs と ext4 で記録した配置も開きます</translation>
    </message>
    <message>
        <source>A layout recorded elsewhere and shipped with Fragscope: not a file on this machine</source>
        <translation>別の場所で記録され Fragscope に同梱された配置です。このマシンのファイルではありません</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>インスペクタ</translation>
    </message>
    <message>
        <source>See where a file lives on disk</source>
        <translation>ファイルがディスクのどこにあるかを見る</translation>
    </message>
    <message>
        <source>%1 (recorded)</source>
        <translation>%1 (記録)</translation>
    </message>
</context>
<context>
    <name>fragscope::JobEditor</name>
    <message>
        <source>The job sections of the file; jobs between stonewalls run at the same time</source>
        <translation>ファイル内のジョブセクション。stonewall の間のジョブは同時に実行されます</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <source>Apply text</source>
        <translation>テキストを適用</translation>
    </message>
    <message>
        <source>Read the text as a job file; problems are listed with their line numbers</source>
        <translation>テキストをジョブファイルとして読みます。問題は行番号付きで一覧表示します</translation>
    </message>
    <message>
        <source>Job file (.fio)</source>
        <translation>ジョブファイル (.fio)</translation>
    </message>
    <message>
        <source>job%1</source>
        <translation>job%1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>The job&apos;s name in results and plots</source>
        <translation>結果とプロットで使うジョブ名</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>パターン</translation>
    </message>
    <message>
        <source>Sequential or random; reads, writes or both</source>
        <translation>シーケンシャルかランダムか。読み取り、書き込み、またはその両方</translation>
    </message>
    <message>
        <source>Reads in a mix (%)</source>
        <translation>混在時の読み取り割合 (%)</translation>
    </message>
    <message>
        <source>For rw and randrw: the share of reads</source>
        <translation>rw と randrw での読み取りの割合</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Bytes per I/O, fio&apos;s syntax: 4k, 64k, 1m</source>
        <translation>1 回の I/O のバイト数。fio の書式: 4k、64k、1m</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>ファイルサイズ</translation>
    </message>
    <message>
        <source>Bytes per loop</source>
        <translation>1 ループあたりのバイト数</translation>
    </message>
    <message>
        <source>How much to transfer in one repetition; empty: the file size</source>
        <translation>1 回の繰り返しで転送する量。空欄: ファイルサイズ</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>キュー深度</translation>
    </message>
    <message>
        <source>I/Os in flight per job (libaio, io_uring)</source>
        <translation>ジョブごとの同時発行 I/O 数 (libaio、io_uring)</translation>
    </message>
    <message>
        <source>Jobs (threads)</source>
        <translation>ジョブ数 (スレッド)</translation>
    </message>
    <message>
        <source>Copies of the job, each with its own file and thread</source>
        <translation>ジョブの複製数。それぞれ専用のファイルとスレッドを持ちます</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Bypass the page cache</source>
        <translation>ページキャッシュを経由しない</translation>
    </message>
    <message>
        <source>fsync every N writes</source>
        <translation>N 回の書き込みごとに fsync</translation>
    </message>
    <message>
        <source>0: never</source>
        <translation>0: しない</translation>
    </message>
    <message>
        <source>fdatasync every N writes</source>
        <translation>N 回の書き込みごとに fdatasync</translation>
    </message>
    <message>
        <source>fsync at the end</source>
        <translation>最後に fsync</translation>
    </message>
    <message>
        <source>Count the final flush in the runtime</source>
        <translation>最後のフラッシュを実行時間に含める</translation>
    </message>
    <message>
        <source>Run for a fixed time</source>
        <translation>一定時間実行</translation>
    </message>
    <message>
        <source>Keep going over the file until the runtime is up</source>
        <translation>実行時間が終わるまでファイルを繰り返し処理します</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>実行時間</translation>
    </message>
    <message>
        <source>Seconds, or with a unit: 500ms, 2m</source>
        <translation>秒数、または単位付き: 500ms、2m</translation>
    </message>
    <message>
        <source>Ramp time</source>
        <translation>ランプ時間</translation>
    </message>
    <message>
        <source>Run this long before measuring</source>
        <translation>測定前にこの時間だけ実行します</translation>
    </message>
    <message>
        <source>Drop the file&apos;s cache first</source>
        <translation>先にファイルのキャッシュを捨てる</translation>
    </message>
    <message>
        <source>posix_fadvise(DONTNEED) before each repetition</source>
        <translation>各繰り返しの前に posix_fadvise(DONTNEED)</translation>
    </message>
    <message>
        <source>Write the file first</source>
        <translation>先にファイルを書く</translation>
    </message>
    <message>
        <source>Lay the file out with data before writing into it, so writes overwrite</source>
        <translation>書き込む前にファイルをデータで埋めておき、書き込みが上書きになるようにします</translation>
    </message>
    <message>
        <source>New data for every write</source>
        <translation>書き込みごとに新しいデータ</translation>
    </message>
    <message>
        <source>Refill the buffer with random bytes before each write (incompressible)</source>
        <translation>各書き込みの前にバッファを乱数で埋め直します (圧縮不能)</translation>
    </message>
    <message>
        <source>Same random sequence each run</source>
        <translation>毎回同じ乱数列</translation>
    </message>
    <message>
        <source>Seeded by randseed</source>
        <translation>randseed で初期化</translation>
    </message>
    <message>
        <source>Use this file</source>
        <translation>このファイルを使う</translation>
    </message>
    <message>
        <source>An existing file to read (never written unless fragscope made it); empty: the job&apos;s own files</source>
        <translation>読み取る既存のファイル (fragscope が作ったものでなければ書き込みません)。空欄: ジョブ専用のファイル</translation>
    </message>
    <message>
        <source>Wait for the jobs before</source>
        <translation>前のジョブを待つ</translation>
    </message>
    <message>
        <source>Start only when every earlier job has finished</source>
        <translation>それより前のジョブがすべて終わってから開始します</translation>
    </message>
    <message>
        <source>job file</source>
        <translation>ジョブファイル</translation>
    </message>
    <message>
        <source>For fio only, passed to it as written: %1</source>
        <translation>fio 専用 (書かれたとおり fio に渡す): %1</translation>
    </message>
    <message>
        <source>Only fio runs this job (choose the fio engine): %1</source>
        <translation>このジョブは fio でのみ実行できます (エンジン fio を選択): %1</translation>
    </message>
    <message>
        <source>psync and sync: one I/O at a time per job; libaio and io_uring keep iodepth in flight; null does no I/O at all and measures the engine itself</source>
        <translation>psync と sync: ジョブごとに一度に 1 つの I/O。libaio と io_uring: iodepth 個を同時に発行。null: I/O を一切せず、エンジン自体を測ります</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>ループ</translation>
    </message>
    <message>
        <source>Passes over the file inside one result, as fio&apos;s loops= (the page&apos;s Repetitions measure each run on its own)</source>
        <translation>1 つの結果の中でファイルを何回たどるか。fio の loops= と同じ (ページの「繰り返し回数」は各実行を個別に測ります)</translation>
    </message>
    <message>
        <source>Start delay</source>
        <translation>開始の遅延</translation>
    </message>
    <message>
        <source>Wait this long before the job starts</source>
        <translation>ジョブの開始前にこの時間だけ待ちます</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <source>Job file text</source>
        <translation>ジョブファイルのテキスト</translation>
    </message>
    <message>
        <source>Size of each job&apos;s file (its region with filename=); 1g, 256m; for a file not there yet, 50% of the free room (Fragscope&apos;s; fio refuses it)</source>
        <translation>各ジョブのファイルの大きさ (filename= ならその範囲)。1g、256m。まだないファイルなら 50% で空き容量の半分 (Fragscope 独自。fio は受け付けません)</translation>
    </message>
    <message>
        <source>Stop at steady state</source>
        <translation>定常状態で停止</translation>
    </message>
    <message>
        <source>fio&apos;s ss=: iops, iops_slope, bw or bw_slope and a limit, e.g. iops_slope:0.3% (the slope within 0.3 % of the mean over the window); empty: run to the end</source>
        <translation>fio の ss=: iops、iops_slope、bw、bw_slope と限度。例: iops_slope:0.3% (ウィンドウ内の傾きが平均の 0.3 % 以内)。空: 最後まで実行</translation>
    </message>
    <message>
        <source>Steady-state window</source>
        <translation>定常状態のウィンドウ</translation>
    </message>
    <message>
        <source>fio&apos;s ss_dur: how long the criterion must hold, e.g. 30s</source>
        <translation>fio の ss_dur: 条件が保たれるべき時間。例: 30s</translation>
    </message>
    <message>
        <source>Steady-state ramp</source>
        <translation>定常状態のランプ</translation>
    </message>
    <message>
        <source>fio&apos;s ss_ramp: how long before the window starts collecting</source>
        <translation>fio の ss_ramp: ウィンドウが集計を始めるまでの時間</translation>
    </message>
</context>
<context>
    <name>fragscope::LabController</name>
    <message>
        <source>The lab is busy; wait for the step to end, or cancel it.</source>
        <translation>ラボは実行中です。ステップの終了を待つか、キャンセルしてください。</translation>
    </message>
    <message>
        <source>No experiment is open.</source>
        <translation>開いている実験はありません。</translation>
    </message>
    <message>
        <source>Choose a folder for the throwaway file systems first.</source>
        <translation>先に使い捨てファイルシステムのフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Choose both directories first, or tick Throwaway file systems to have them made.</source>
        <translation>先に両方のディレクトリを選ぶか、「使い捨てファイルシステム」にチェックを入れて自動で作成してください。</translation>
    </message>
    <message>
        <source>Making the file systems in %1 (each with its defaults)…</source>
        <translation>%1 にファイルシステムを作成中 (それぞれ既定の設定)…</translation>
    </message>
    <message>
        <source>Removed %1, left behind by an earlier run that ended abnormally</source>
        <translation>以前の異常終了した実行が残した %1 を削除しました</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>拒否: %1</translation>
    </message>
    <message>
        <source>Cancelled during “%1”; the file was half changed, so the next step writes it again.</source>
        <translation>「%1」の途中でキャンセルしました。ファイルが途中まで変更されたため、次のステップで書き直します。</translation>
    </message>
    <message>
        <source>Cancelled during “%1”; it can run again.</source>
        <translation>「%1」の途中でキャンセルしました。再実行できます。</translation>
    </message>
    <message>
        <source>Done. The test files stay for steps run again until End experiment (Ctrl+Del).</source>
        <translation>完了。ステップを再実行できるよう、テストファイルは「実験を終了」(Ctrl+Del) まで残ります。</translation>
    </message>
    <message>
        <source>“%1” done. Next: “%2” (F10 for it alone, Ctrl+R for all that are left).</source>
        <translation>「%1」完了。次は「%2」(F10 でそれだけ、Ctrl+R で残りすべて)。</translation>
    </message>
    <message>
        <source>Paused; Resume (Ctrl+P) goes on where it stopped</source>
        <translation>一時停止中。「再開」(Ctrl+P) で止まったところから続けます</translation>
    </message>
    <message>
        <source>Going on…</source>
        <translation>再開中…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Removing the test files…</source>
        <translation>テストファイルを削除中…</translation>
    </message>
    <message>
        <source>Experiment ended: its test files and file systems were removed.</source>
        <translation>実験を終了しました: テストファイルとファイルシステムを削除しました。</translation>
    </message>
    <message>
        <source>Experiment ended: its test files were removed.</source>
        <translation>実験を終了しました: テストファイルを削除しました。</translation>
    </message>
    <message>
        <source>An experiment is open; end it first (End experiment), then open the saved run.</source>
        <translation>実験が開いています。先に終了してから（実験を終了）、保存した記録を開いてください。</translation>
    </message>
</context>
<context>
    <name>fragscope::LabPage</name>
    <message>
        <source>Run the experiment</source>
        <translation>実験を実行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>レポートを書き出す…</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>テキストとしてコピー</translation>
    </message>
    <message>
        <source>Two files take the same random writes, each followed by fsync: put one directory on btrfs (copy-on-write) and one on ext4 or XFS (in place), and watch the maps.</source>
        <translation>2 つのファイルに同じランダム書き込みを行い、毎回 fsync します。一方のディレクトリを btrfs (コピーオンライト) に、もう一方を ext4 か XFS (上書き) に置いて、マップを見てください。</translation>
    </message>
    <message>
        <source>filefrag-style listings and dd-style lines, as people post them</source>
        <translation>よく投稿される形式の filefrag 風リストと dd 風の行</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt;</source>
        <translation>&lt;b&gt;A&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt;</source>
        <translation>&lt;b&gt;B&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <source>Extents</source>
        <translation>エクステント</translation>
    </message>
    <message>
        <source>Cold read</source>
        <translation>コールド読み取り</translation>
    </message>
    <message>
        <source>Pick a stage to see its map</source>
        <translation>段階を選ぶとそのマップを表示します</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2 extents after %3 of %4 writes</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 書き込み %3 / %4 回後のエクステント %2</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Export the experiment</source>
        <translation>実験を書き出す</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 を書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>レポートを %1 に書き出しました</translation>
    </message>
    <message>
        <source>Copied the experiment as text</source>
        <translation>実験をテキストとしてコピーしました</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>End experiment</source>
        <translation>実験を終了</translation>
    </message>
    <message>
        <source>Run step again</source>
        <translation>ステップを再実行</translation>
    </message>
    <message>
        <source>Run every step left on both sides (Ctrl+R)</source>
        <translation>残りのステップをすべて両側で実行 (Ctrl+R)</translation>
    </message>
    <message>
        <source>Run only the next step, to talk it through (F10)</source>
        <translation>次のステップだけを実行して説明する (F10)</translation>
    </message>
    <message>
        <source>Stop the running step (Esc); it can run again</source>
        <translation>実行中のステップを止めます (Esc)。後で再実行できます</translation>
    </message>
    <message>
        <source>Remove the test files (and the throwaway file systems) now (Ctrl+Del)</source>
        <translation>テストファイル (と使い捨てファイルシステム) を今すぐ削除 (Ctrl+Del)</translation>
    </message>
    <message>
        <source>The experiment&apos;s steps; pick one and Run step again (Ctrl+Shift+R), or double-click it</source>
        <translation>実験のステップ。選んで「ステップを再実行」(Ctrl+Shift+R) を押すか、ダブルクリックします</translation>
    </message>
    <message>
        <source>Runs a step of an open experiment again (Ctrl+Shift+R)</source>
        <translation>進行中の実験のステップを再実行します (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Run the picked step again (Ctrl+Shift+R)</source>
        <translation>選んだステップを再実行 (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>no experiment is open</source>
        <translation>進行中の実験はありません</translation>
    </message>
    <message>
        <source>Can run now</source>
        <translation>今すぐ実行できます</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>%1: %2 of %3 on each side, each followed by fsync</source>
        <translation>%1: 各側 %2 / %3 回 (毎回 fsync)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Random writes&lt;/b&gt; — how fast each file takes them, each write with its fsync and timed on its own</source>
        <translation>&lt;b&gt;ランダム書き込み&lt;/b&gt; — 各ファイルが書き込みを受ける速さ (1 回ごとに fsync、ファイルごとに計時)</translation>
    </message>
    <message>
        <source>%1 writes at %2/s, p99 %3 ms</source>
        <translation>書き込み %1 回、毎秒 %2 回、p99 %3 ms</translation>
    </message>
    <message>
        <source>Hold the work between two writes, or before the next step; again to go on (F8)</source>
        <translation>書き込みの合間、または次のステップの前で止めます。もう一度押すと続行します (F8)</translation>
    </message>
    <message>
        <source>Save the whole experiment as one HTML file, or as JSON that opens here again (Ctrl+E)</source>
        <translation>実験全体を 1 つの HTML ファイルとして、またはここで再び開ける JSON として保存します (Ctrl+E)</translation>
    </message>
    <message>
        <source>HTML report (*.html)</source>
        <translation>HTML レポート (*.html)</translation>
    </message>
    <message>
        <source>Lab run, opens again (*.json)</source>
        <translation>実験の記録、再び開けます (*.json)</translation>
    </message>
    <message>
        <source>Opened the saved run %1</source>
        <translation>保存した記録 %1 を開きました</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>段階</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>以前の実行</translation>
    </message>
    <message>
        <source>This session&apos;s other experiments: pick one to show it again</source>
        <translation>このセッションのほかの実験。選ぶともう一度表示します</translation>
    </message>
    <message>
        <source>%1 — %2, %3 of writes</source>
        <translation>%1 — %2、書き込み %3</translation>
    </message>
    <message>
        <source>Earlier runs (%1)</source>
        <translation>以前の実行 (%1)</translation>
    </message>
    <message>
        <source>The runs before and after overlap: this change is within the noise of the measurement. Raise the repetitions to see more; the model&apos;s figure beside it has no noise.</source>
        <translation>前後の測定値の範囲が重なっています: この変化は測定のノイズの範囲内です。繰り返し回数を増やすとよりはっきりします。横のモデルの値にはノイズがありません。</translation>
    </message>
    <message>
        <source>%1
(model)</source>
        <translation>%1
（モデル）</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Writers at once, each writing its own slice of one file (ten in the ext4 online defrag paper): put one directory on ext4 and one on another file system, and see the pieces they leave, what a defrag makes of them, and the reads before and after.</source>
        <translation>複数の書き込みが同時に、1 つのファイルのそれぞれの区間を書きます（ext4 オンラインデフラグの論文では 10 個）: ext4 上のディレクトリと他のファイルシステム上のディレクトリを 1 つずつ指定し、残る断片、デフラグの結果、前後の読み取りを見てください。</translation>
    </message>
    <message>
        <source>The six patterns of the matrix preset, run several times on two file systems of one kind, A mounted with -o discard and B without: each pattern&apos;s throughput with the spread of its runs, and whether B differs from A by more than that noise.</source>
        <translation>マトリクスプリセットの 6 パターンを、同じ種類の 2 つのファイルシステム（A は -o discard 付き、B はなし）で数回実行します: 各パターンのスループットと実行のばらつき、そして B が A とそのノイズ以上に違うかどうか。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Throughput by pattern&lt;/b&gt; — the median of the runs, the whisker from the slowest to the fastest; B against A, greyed within the noise</source>
        <translation>&lt;b&gt;パターンごとのスループット&lt;/b&gt; — 実行の中央値、ひげは最も遅い実行から最も速い実行まで。A に対する B、ノイズの範囲内は灰色</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>パターン</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行回数</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>スループット</translation>
    </message>
    <message>
        <source>Against A</source>
        <translation>A 比</translation>
    </message>
    <message>
        <source>mounted %1</source>
        <translation>マウントオプション %1</translation>
    </message>
    <message>
        <source>The runs on A and on B overlap: this difference is within the noise of the measurement. More runs tell more.</source>
        <translation>A と B の実行の範囲が重なっています: この差は測定のノイズの範囲内です。実行回数を増やすとよりはっきりします。</translation>
    </message>
    <message>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2、%3</translation>
    </message>
    <message>
        <source>A tree of many files written side by side on A, so that their pieces interleave, copied to B by tar, cpio, cp -a and rsync (those installed) with a cold cache; then every file of the tree defragmented and the copies timed again: A&apos;s table before, B&apos;s after.</source>
        <translation>A に多数のファイルを並べて書き（断片が交互に並びます）、tar、cpio、cp -a、rsync（インストール済みのもの）でコールドキャッシュの状態で B へコピーします。その後ツリーのすべてのファイルをデフラグし、コピーをもう一度計測します: A の表が前、B の表が後です。</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <source>Copy rate</source>
        <translation>コピー速度</translation>
    </message>
    <message>
        <source>Against before</source>
        <translation>デフラグ前比</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>&lt;b&gt;Copies&lt;/b&gt; — what each tool reads from A and writes to B as the disks see it, one copy after another</source>
        <translation>&lt;b&gt;コピー&lt;/b&gt; — 各ツールが A から読み B へ書く量 (ディスクから見た値)、コピーは一つずつ順に</translation>
    </message>
    <message>
        <source>User + sys</source>
        <translation>user + sys</translation>
    </message>
    <message>
        <source>%1 + %2 s</source>
        <translation>%1 + %2 秒</translation>
    </message>
    <message>
        <source>The copies before and after the defrag overlap: this difference is within the noise of the measurement. More rounds tell more.</source>
        <translation>デフラグ前後のコピーの範囲が重なっています。この差は測定のノイズの範囲内です。巡回を増やすとはっきりします。</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>ラボ</translation>
    </message>
    <message>
        <source>The experiments of our sources, live: copy-on-write against in place, parallel writers, discard, copy tools</source>
        <translation>参考文献の実験をその場で再現: コピーオンライトと上書き、並列書き込み、discard、コピーツール</translation>
    </message>
    <message>
        <source>A file in a btrfs subvolume of its own (A) and, once a snapshot is taken, the snapshot&apos;s copy of it (B): overwrite the file and watch its extents go from shared (purple) to its own and the data space grow; then see a defrag refuse to copy shared data, and what it takes with --unshare. compsize and btrfs filesystem du count beside us.</source>
        <translation>専用の btrfs サブボリューム内のファイル(A)と、スナップショット作成後のそのコピー(B): ファイルを上書きすると、エクステントが共有(紫)からファイル自身のものに変わり、データ使用量が増えるのが見えます。次に、デフラグが共有データのコピーを拒むこと、--unshare で何が必要かを確かめます。compsize と btrfs filesystem du の数も並べて示します。</translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation>専有</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>共有</translation>
    </message>
    <message>
        <source>Data used</source>
        <translation>データ使用量</translation>
    </message>
    <message>
        <source>Both on disk</source>
        <translation>ディスク上 (両方の合計)</translation>
    </message>
    <message>
        <source> — the file; data used %1; purple shared, blue its own</source>
        <translation> — ファイル。データ使用量 %1。紫は共有、青はファイル自身</translation>
    </message>
    <message>
        <source> — the snapshot&apos;s copy; data used %1</source>
        <translation> — スナップショット側のコピー。データ使用量 %1</translation>
    </message>
    <message>
        <source>no snapshot yet</source>
        <translation>スナップショットはまだありません</translation>
    </message>
    <message>
        <source> — the file: purple shared with the snapshot, blue its own</source>
        <translation> — ファイル: 紫はスナップショットと共有、青はファイル自身</translation>
    </message>
    <message>
        <source>&lt;b&gt;B&lt;/b&gt; — the snapshot&apos;s copy of the file</source>
        <translation>&lt;b&gt;B&lt;/b&gt; — スナップショット側のファイルのコピー</translation>
    </message>
</context>
<context>
    <name>fragscope::LabSetup</name>
    <message>
        <source>over the whole file</source>
        <translation>ファイル全体に分散</translation>
    </message>
    <message>
        <source>Defragment afterwards</source>
        <translation>最後にデフラグ</translation>
    </message>
    <message>
        <source>Throwaway file systems:</source>
        <translation>使い捨てファイルシステム:</translation>
    </message>
    <message>
        <source>Disk model…</source>
        <translation>ディスクモデル…</translation>
    </message>
    <message>
        <source>A directory on btrfs</source>
        <translation>btrfs 上のディレクトリ</translation>
    </message>
    <message>
        <source>A directory on ext4 or XFS</source>
        <translation>ext4 または XFS 上のディレクトリ</translation>
    </message>
    <message>
        <source>Choose the directory</source>
        <translation>ディレクトリを選ぶ</translation>
    </message>
    <message>
        <source>Directory for the test file</source>
        <translation>テストファイルのディレクトリ</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Make loop-mounted images for the experiment, each with its file system&apos;s defaults (no compression, no autodefrag), and remove them when the experiment ends</source>
        <translation>実験用にループマウントのイメージを作ります (各ファイルシステムの既定値: 圧縮なし、autodefrag なし)。実験の終了時に削除します</translation>
    </message>
    <message>
        <source>against</source>
        <translation>対</translation>
    </message>
    <message>
        <source>in</source>
        <translation>保存先</translation>
    </message>
    <message>
        <source>The folder that holds the images while the experiment is open</source>
        <translation>実験中にイメージを置くフォルダー</translation>
    </message>
    <message>
        <source>Choose the folder for the images</source>
        <translation>イメージのフォルダーを選ぶ</translation>
    </message>
    <message>
        <source>Folder for the images</source>
        <translation>イメージのフォルダー</translation>
    </message>
    <message>
        <source>The talk&apos;s experiment (1 GiB, 64 MiB of writes)</source>
        <translation>講演の実験 (1 GiB、書き込み 64 MiB)</translation>
    </message>
    <message>
        <source>Quick (256 MiB, 16 MiB of writes)</source>
        <translation>クイック (256 MiB、書き込み 16 MiB)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Size of each test file, written sequentially first</source>
        <translation>各テストファイルのサイズ。最初にシーケンシャルに書き込みます</translation>
    </message>
    <message>
        <source>Bytes of random writes in all</source>
        <translation>ランダム書き込みの合計バイト数</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>Size of each random write; each is followed by fsync</source>
        <translation>ランダム書き込み 1 回のサイズ。毎回 fsync します</translation>
    </message>
    <message>
        <source>Cold sequential reads at every stage (0: none)</source>
        <translation>各段階でのコールド・シーケンシャル読み取りの回数 (0: なし)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>of</source>
        <translation>1 回</translation>
    </message>
    <message>
        <source>Off (the talk&apos;s): each block of the first part of the file, as large as the writes, is written once in random order — about one extent per write on btrfs. On: the writes land anywhere in the file and split an extent around each — about two per write, along the whole map</source>
        <translation>オフ (講演と同じ): ファイルの先頭の、書き込み量と同じ大きさの部分の各ブロックを、ランダムな順に 1 回ずつ書き込みます。btrfs では書き込み 1 回につき約 1 エクステント。オン: 書き込みはファイルのどこにでも入り、そのたびにエクステントを分割します。書き込み 1 回につき約 2 エクステントで、マップ全体に広がります</translation>
    </message>
    <message>
        <source>Reads</source>
        <translation>読み取り</translation>
    </message>
    <message>
        <source>The rotating disk the read times are predicted for</source>
        <translation>読み取り時間を予測する回転ディスク</translation>
    </message>
    <message>
        <source>Directory A</source>
        <translation>ディレクトリ A</translation>
    </message>
    <message>
        <source>Directory B</source>
        <translation>ディレクトリ B</translation>
    </message>
    <message>
        <source>Image folder</source>
        <translation>イメージのフォルダー</translation>
    </message>
    <message>
        <source>File size</source>
        <translation>ファイルサイズ</translation>
    </message>
    <message>
        <source>Random writes in all</source>
        <translation>ランダム書き込みの総量</translation>
    </message>
    <message>
        <source>Write size</source>
        <translation>書き込みサイズ</translation>
    </message>
    <message>
        <source>Cold reads per stage</source>
        <translation>段階ごとのコールド読み取り</translation>
    </message>
    <message>
        <source>O_DIRECT</source>
        <translation>O_DIRECT</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>実験</translation>
    </message>
    <message>
        <source>Which of our sources&apos; experiments to run; `fragscope lab --experiment` on the command line</source>
        <translation>どの出典の実験を行うか。コマンドラインでは `fragscope lab --experiment`</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>Writers at once, each writing its own slice of the file in 1 MiB blocks, as the paper&apos;s parallel dd runs did</source>
        <translation>同時に書く数。論文の並列 dd のように、それぞれがファイルの自分の区間を 1 MiB ブロックで書きます</translation>
    </message>
    <message>
        <source>Writers</source>
        <translation>書き込みプロセス数</translation>
    </message>
    <message>
        <source>Write with O_DIRECT: the file system allocates at each write, so the writers&apos; blocks interleave (about 250 extents on ext4 here for 10 writers; buffered, about 50)</source>
        <translation>O_DIRECT で書く: ファイルシステムが書き込みのたびに割り当てるので、各書き込みのブロックが交互に並びます（ここの ext4 では 10 個で約 250 エクステント、バッファ経由なら約 50）</translation>
    </message>
    <message>
        <source>The paper&apos;s experiment (2 GiB, 10 writers)</source>
        <translation>論文の実験（2 GiB、10 並列）</translation>
    </message>
    <message>
        <source>Quick (256 MiB, 10 writers)</source>
        <translation>クイック（256 MiB、10 並列）</translation>
    </message>
    <message>
        <source>A directory on ext4</source>
        <translation>ext4 上のディレクトリ</translation>
    </message>
    <message>
        <source>A directory on another file system (XFS, btrfs)</source>
        <translation>他のファイルシステム (XFS、btrfs) 上のディレクトリ</translation>
    </message>
    <message>
        <source>Size of each test file, written by the writers at once</source>
        <translation>各テストファイルのサイズ。複数の書き込みプロセスが同時に書き込みます</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long each of the six patterns runs</source>
        <translation>6 パターンそれぞれの実行時間</translation>
    </message>
    <message>
        <source>Seconds per pattern</source>
        <translation>パターンごとの秒数</translation>
    </message>
    <message>
        <source>Runs of the six patterns on each side, each measured on its own: their spread is the noise a difference is measured against</source>
        <translation>各側での 6 パターンの実行回数。それぞれ個別に測り、そのばらつきが差を測るときのノイズになります</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行回数</translation>
    </message>
    <message>
        <source>Each pattern</source>
        <translation>各パターン</translation>
    </message>
    <message>
        <source>The matrix preset (1 GiB, 10 s a pattern, 5 runs)</source>
        <translation>マトリクスプリセット（1 GiB、パターンごとに 10 秒、5 回）</translation>
    </message>
    <message>
        <source>Quick (256 MiB, 2 s a pattern, 3 runs)</source>
        <translation>クイック（256 MiB、パターンごとに 2 秒、3 回）</translation>
    </message>
    <message>
        <source>A directory on a file system mounted with -o discard</source>
        <translation>-o discard 付きでマウントしたファイルシステム上のディレクトリ</translation>
    </message>
    <message>
        <source>A directory on the same kind of file system without discard</source>
        <translation>discard なしの同じ種類のファイルシステム上のディレクトリ</translation>
    </message>
    <message>
        <source>The file the six patterns share</source>
        <translation>6 パターンが共有するファイル</translation>
    </message>
    <message>
        <source>Files in the tree</source>
        <translation>ツリーのファイル数</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル数</translation>
    </message>
    <message>
        <source>A tree of 2,000 files (about 400 MB)</source>
        <translation>2,000 ファイルのツリー（約 400 MB）</translation>
    </message>
    <message>
        <source>Quick (300 files)</source>
        <translation>クイック（300 ファイル）</translation>
    </message>
    <message>
        <source>A directory for the tree (the copies&apos; source)</source>
        <translation>ツリーを作るディレクトリ（コピー元）</translation>
    </message>
    <message>
        <source>A directory on the file system to copy to</source>
        <translation>コピー先のファイルシステム上のディレクトリ</translation>
    </message>
    <message>
        <source>Files in the tree made on A, written side by side</source>
        <translation>A に作るツリーのファイル数 (並行して書きます)</translation>
    </message>
    <message>
        <source>4 KiB – 1 MiB, mixed</source>
        <translation>4 KiB – 1 MiB、混在</translation>
    </message>
    <message>
        <source>1 – 64 KiB, like a source tree</source>
        <translation>1 – 64 KiB、ソースツリー風</translation>
    </message>
    <message>
        <source>1 – 8 MiB, like photos</source>
        <translation>1 – 8 MiB、写真風</translation>
    </message>
    <message>
        <source>The generated files&apos; sizes, as many in each doubling of size</source>
        <translation>生成するファイルの大きさ。大きさが倍になるごとに同じ数ずつ</translation>
    </message>
    <message>
        <source>File sizes</source>
        <translation>ファイルの大きさ</translation>
    </message>
    <message>
        <source>generated</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>A folder whose files make the tree instead of generated ones: they are copied onto A side by side (the folder is only read)</source>
        <translation>生成したファイルの代わりにツリーにするフォルダー。そのファイルを A に並行して複製します (フォルダーは読むだけです)</translation>
    </message>
    <message>
        <source>Tree from a folder</source>
        <translation>フォルダーからのツリー</translation>
    </message>
    <message>
        <source>Choose the folder whose files make the tree</source>
        <translation>ツリーにするファイルのフォルダーを選ぶ</translation>
    </message>
    <message>
        <source>Rounds of copies, every tool in turn: their spread is the noise a change is measured against</source>
        <translation>コピーの巡回数 (全ツールを順番に)。そのばらつきが変化を測るノイズになります</translation>
    </message>
    <message>
        <source>Rounds of copies</source>
        <translation>コピーのラウンド数</translation>
    </message>
    <message>
        <source>or from</source>
        <translation>またはフォルダー</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>巡回</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>A 256 MiB file, 16 MiB of overwrites</source>
        <translation>256 MiB のファイル、16 MiB の上書き</translation>
    </message>
    <message>
        <source>Quick (64 MiB, 4 MiB of overwrites)</source>
        <translation>クイック(64 MiB、4 MiB の上書き)</translation>
    </message>
    <message>
        <source>Size of the test file, written sequentially in a subvolume of its own</source>
        <translation>テストファイルの大きさ(専用のサブボリュームに順次書きます)</translation>
    </message>
</context>
<context>
    <name>fragscope::LayoutPlot</name>
    <message>
        <source>Offset in the file (MiB)</source>
        <translation>ファイル内のオフセット (MiB)</translation>
    </message>
    <message>
        <source>Offset on the device (MiB)</source>
        <translation>デバイス上のオフセット (MiB)</translation>
    </message>
    <message>
        <source>Layout plot</source>
        <translation>配置プロット</translation>
    </message>
    <message>
        <source>Device (MiB)</source>
        <translation>デバイス (MiB)</translation>
    </message>
</context>
<context>
    <name>fragscope::MainWindow</name>
    <message>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Fragscope</source>
        <translation>Fragscope</translation>
    </message>
    <message>
        <source>Open a file (Ctrl+O) or drop one on the window</source>
        <translation>ファイルを開く (Ctrl+O) か、ウィンドウにドロップしてください</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Files</source>
        <translation>デモファイルを開く(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Close File</source>
        <translation>ファイルを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>監視(&amp;W)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>Show &amp;Whole File</source>
        <translation>ファイル全体を表示(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Fragscope</source>
        <translation>Fragscope について(&amp;A)</translation>
    </message>
    <message>
        <source>About Fragscope</source>
        <translation>Fragscope について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Fragscope %1&lt;/h3&gt;&lt;p&gt;Shows where a file&apos;s data live on disk, read with the FIEMAP ioctl.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Fragscope %1&lt;/h3&gt;&lt;p&gt;ファイルのデータがディスク上のどこにあるかを、FIEMAP ioctl で読み取って表示します。&lt;/p&gt;&lt;p&gt;GNU GPL バージョン 3 以降のライセンスで提供されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Files</source>
        <translation>ファイルを開く</translation>
    </message>
    <message>
        <source>Making the demo files…</source>
        <translation>デモファイルを作成中…</translation>
    </message>
    <message>
        <source>Demo files</source>
        <translation>デモファイル</translation>
    </message>
    <message>
        <source>Could not make the demo files.

%1</source>
        <translation>デモファイルを作成できませんでした。

%1</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <source>&amp;Defragment Current File…</source>
        <translation>現在のファイルをデフラグ(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Survey Folder…</source>
        <translation>フォルダーを調査(&amp;S)…</translation>
    </message>
    <message>
        <source>The defrag page is still running its queue; try again when it ends</source>
        <translation>デフラグページはまだキューを実行中です。終わってからもう一度どうぞ</translation>
    </message>
    <message>
        <source>Open Sa&amp;ved Survey…</source>
        <translation>保存した調査を開く(&amp;V)…</translation>
    </message>
    <message>
        <source>A file to inspect, or anything Fragscope or fio saved: opened where it belongs</source>
        <translation>配置を調べるファイル、または Fragscope や fio が保存したもの。それぞれ該当するページで開きます</translation>
    </message>
    <message>
        <source>&amp;Inspect Layout…</source>
        <translation>配置を調べる(&amp;I)…</translation>
    </message>
    <message>
        <source>Any file (*);;Saved by Fragscope or fio (*.json *.fio *.txt *.csv *.log)</source>
        <translation>すべてのファイル (*);;Fragscope または fio が保存したもの (*.json *.fio *.txt *.csv *.log)</translation>
    </message>
    <message>
        <source>Inspect the Layout of Files</source>
        <translation>ファイルの配置を調べる</translation>
    </message>
    <message>
        <source>%1: %2 (File ▸ Inspect Layout shows where it lies on disk)</source>
        <translation>%1: %2（ディスク上の位置は ファイル ▸ 配置を調べる で表示します）</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here?&lt;/b&gt; The &lt;b&gt;Lab&lt;/b&gt; (Ctrl+4) runs the copy-on-write experiment live on throwaway file systems; the &lt;b&gt;Survey&lt;/b&gt; (Ctrl+5) maps a whole folder or file system.</source>
        <translation>&lt;b&gt;はじめての方へ&lt;/b&gt; &lt;b&gt;ラボ&lt;/b&gt; (Ctrl+4) は使い捨てのファイルシステム上でコピーオンライトの実験をライブで行います。&lt;b&gt;調査&lt;/b&gt; (Ctrl+5) はフォルダーやファイルシステム全体の地図を描きます。</translation>
    </message>
    <message>
        <source>Open the Lab</source>
        <translation>ラボを開く</translation>
    </message>
    <message>
        <source>Open the Survey</source>
        <translation>調査を開く</translation>
    </message>
    <message>
        <source>Open Recorded &amp;Layouts</source>
        <translation>記録された配置を開く(&amp;L)</translation>
    </message>
    <message>
        <source>The copy-on-write experiment as recorded on btrfs and on ext4, shipped with Fragscope</source>
        <translation>btrfs と ext4 で記録したコピーオンライトの実験 (Fragscope に同梱)</translation>
    </message>
    <message numerus="yes">
        <source>This file system kept the demo&apos;s interleaved file in %n piece(s), so it looks smooth; the recorded layouts show the experiment on btrfs and ext4</source>
        <translation>
            <numerusform>このファイルシステムはデモの交互割り当てファイルを %n 個の断片にまとめたため、なめらかに見えます。記録された配置で btrfs と ext4 の実験をご覧ください</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Sessio&amp;n…</source>
        <translation>セッションを開く(&amp;N)…</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>Fragscope sessions (*.json)</source>
        <translation>Fragscope のセッション (*.json)</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>セッションに名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Every inspected file, snapshot, benchmark result, lab run and survey of this window, in one file</source>
        <translation>このウィンドウで調べたファイル、スナップショット、ベンチマーク結果、ラボの実行、調査をすべて 1 つのファイルに</translation>
    </message>
    <message>
        <source>Reopen &amp;Last Session</source>
        <translation>前回のセッションを開き直す(&amp;L)</translation>
    </message>
    <message>
        <source>No session was kept: Fragscope keeps the last one when its window closes</source>
        <translation>保存されたセッションはありません。Fragscope はウィンドウを閉じたときに最後のセッションを残します</translation>
    </message>
    <message>
        <source>Opened the session %1: %2</source>
        <translation>セッション %1 を開きました: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) no longer there: %1</source>
        <translation>
            <numerusform>もう存在しないファイル %n 個: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the session %1…</source>
        <translation>セッション %1 を読み込み中…</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <source>Saving the session to %1…</source>
        <translation>セッションを %1 に保存中…</translation>
    </message>
    <message>
        <source>Saved the session to %1: %2</source>
        <translation>セッションを %1 に保存しました: %2</translation>
    </message>
    <message>
        <source>The session could not be kept: %1</source>
        <translation>セッションを保存できませんでした: %1</translation>
    </message>
    <message>
        <source>Fragscope did not close properly (%1), and the session it kept cannot be read: %2</source>
        <translation>Fragscope は正常に終了しませんでした (%1)。保存されていたセッションは読めません: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fragscope did not close properly&lt;/b&gt; (%1). Its session was kept: %2.</source>
        <translation>&lt;b&gt;Fragscope は正常に終了しませんでした&lt;/b&gt; (%1)。そのセッションは保存されています: %2。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>not closed properly</source>
        <translation>正常に終了しなかったセッション</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>the layout</source>
        <translation>このレイアウト</translation>
    </message>
    <message numerus="yes">
        <source>Planning %n file(s): Dry run then shows what each can become, Defragment (Ctrl+D) runs them</source>
        <translation>
            <numerusform>%n ファイルを計画中: その後「ドライラン」で各ファイルの結果が分かり、「デフラグ」(Ctrl+D) で実行します</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Measure This Disk…</source>
        <translation>このディスクを測定(&amp;M)…</translation>
    </message>
    <message>
        <source>%1 measured: its read times use the new profile</source>
        <translation>%1 を測定しました: 読み取り時間には新しいプロファイルが使われます</translation>
    </message>
    <message>
        <source>Read &amp;Times On</source>
        <translation>読み取り時間の基準ディスク(&amp;T)</translation>
    </message>
    <message>
        <source>The Disk Under Each File (Measured, Else a Preset)</source>
        <translation>各ファイルがあるディスク (測定値、なければプリセット)</translation>
    </message>
    <message>
        <source>Read times on the disk under each file; a survey shows it when it runs again</source>
        <translation>各ファイルがあるディスクでの読み取り時間です。調査には再実行すると反映されます</translation>
    </message>
    <message>
        <source>Read times on another disk; a survey shows it when it runs again</source>
        <translation>別のディスクでの読み取り時間です。調査は再実行すると反映されます</translation>
    </message>
</context>
<context>
    <name>fragscope::MapLegend</name>
    <message>
        <source>Disk order:</source>
        <translation>ディスク上の順序:</translation>
    </message>
    <message>
        <source>first</source>
        <translation>先頭</translation>
    </message>
    <message>
        <source>last</source>
        <translation>末尾</translation>
    </message>
    <message>
        <source>hole</source>
        <translation>ホール</translation>
    </message>
    <message>
        <source>unwritten</source>
        <translation>未書き込み</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>共有</translation>
    </message>
    <message>
        <source>inline</source>
        <translation>インライン</translation>
    </message>
    <message>
        <source>delalloc / unknown</source>
        <translation>遅延割り当て / 不明</translation>
    </message>
    <message>
        <source>Map legend</source>
        <translation>マップの凡例</translation>
    </message>
    <message>
        <source>Colour tells where on the disk the data lie, in the order of the file&apos;s own pieces: a contiguous file is one smooth gradient, a fragmented one is speckled. Black ticks mark where a new run on disk starts (on ext4 and XFS where filefrag counts a new fragment).</source>
        <translation>色はデータがディスク上のどこにあるかを、ファイル自身の部分の順に示します: 連続したファイルはなめらかな一つのグラデーション、断片化したファイルはまだらになります。黒い目盛りはディスク上で新しいランが始まる所です(ext4 と XFS では filefrag が新しいフラグメントを数える所)。</translation>
    </message>
    <message>
        <source>new run on disk</source>
        <translation>ディスク上の新しいラン</translation>
    </message>
    <message>
        <source>Order of btrfs addresses:</source>
        <translation>btrfs アドレスの順:</translation>
    </message>
    <message>
        <source>On btrfs FIEMAP gives btrfs&apos;s logical addresses, which its chunk tree maps to the devices (the extent table&apos;s On device column, as root); the colours follow that order</source>
        <translation>btrfs では FIEMAP は btrfs の論理アドレスを返し、チャンクツリーがそれをデバイスに対応づけます(エクステント表の「デバイス上」列、root のみ)。色はその順に従います</translation>
    </message>
</context>
<context>
    <name>fragscope::NoticeBar</name>
    <message>
        <source>Hide this</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>Hide this notice</source>
        <translation>このお知らせを隠す</translation>
    </message>
</context>
<context>
    <name>fragscope::PatternBars</name>
    <message>
        <source>Throughput by pattern</source>
        <translation>パターンごとのスループット</translation>
    </message>
    <message>
        <source>The patterns&apos; throughput shows here once both sides have run</source>
        <translation>両側の実行が終わると、ここにパターンのスループットが表示されます</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
</context>
<context>
    <name>fragscope::ProfilePlot</name>
    <message>
        <source>Disk profile</source>
        <translation>ディスクプロファイル</translation>
    </message>
    <message>
        <source>Zone curve</source>
        <translation>ゾーン曲線</translation>
    </message>
    <message>
        <source>Access time against distance</source>
        <translation>距離ごとのアクセス時間</translation>
    </message>
    <message>
        <source>Position on the device (%)</source>
        <translation>デバイス上の位置(%)</translation>
    </message>
    <message>
        <source>Sequential read (MB/s)</source>
        <translation>シーケンシャル読み取り(MB/s)</translation>
    </message>
    <message>
        <source>Distance from the read before (bytes)</source>
        <translation>直前の読み取りからの距離(バイト)</translation>
    </message>
    <message>
        <source>4 KiB read (ms)</source>
        <translation>4 KiB の読み取り(ms)</translation>
    </message>
</context>
<context>
    <name>fragscope::RateByBytesPlot</name>
    <message>
        <source>Rate by bytes written</source>
        <translation>書き込み量ごとの速度</translation>
    </message>
    <message>
        <source>MB/s (10⁶ B/s)</source>
        <translation>MB/s (10⁶ B/s)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no lasting fall in its rate</source>
        <translation>%1: 速度の持続的な低下はありません</translation>
    </message>
    <message>
        <source>No job of this result writes: nothing to show here. The sustained-write preset writes until a drive&apos;s cache fills.</source>
        <translation>この結果には書き込むジョブがないため、ここに表示するものはありません。持続書き込みプリセットはドライブのキャッシュが埋まるまで書き込みます。</translation>
    </message>
    <message>
        <source>GiB written</source>
        <translation>書き込み量 (GiB)</translation>
    </message>
    <message>
        <source>On fio hosts there are no samples per job (fio&apos;s client streams only its status line): nothing to show here.</source>
        <translation>fio ホストではジョブごとのサンプルがありません (fio のクライアントは状態行しか送りません): ここに表示するものはありません。</translation>
    </message>
</context>
<context>
    <name>fragscope::ReadReplayDialog</name>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Replay Read — %1</source>
        <translation>読み取りの再生 — %1</translation>
    </message>
    <message>
        <source>Play or pause the replay (Space)</source>
        <translation>再生または一時停止 (Space)</translation>
    </message>
    <message>
        <source>From the Start</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Back to the start of the read (Home)</source>
        <translation>読み取りの最初に戻る (Home)</translation>
    </message>
    <message>
        <source>Moment of the read</source>
        <translation>読み取りの時点</translation>
    </message>
    <message>
        <source>Lasting about 20 s</source>
        <translation>約 20 秒で再生</translation>
    </message>
    <message>
        <source>%1× the model&apos;s clock</source>
        <translation>モデル時間の %1 倍速</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>Working out the read on a %1 (model)…</source>
        <translation>%1（モデル）での読み取りを計算中…</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>フレームのフォルダー</translation>
    </message>
    <message>
        <source>%1 requests of the kernel (128 KiB at most) as the drive serves them; the replay runs %2× the model&apos;s clock</source>
        <translation>カーネルの要求 %1 個（最大 128 KiB）をドライブが処理するとおりに示します。再生はモデルの時計の %2 倍です</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Saving frame %1 of %2…</source>
        <translation>フレーム %1 / %2 を保存中…</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n frame(s) in %1</source>
        <translation>
            <numerusform>%1 に %n 枚のフレームを保存しました</numerusform>
        </translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>書き出し…</translation>
    </message>
    <message>
        <source>Save the replay at this speed, 10 frames a second: as one animated PNG, which web browsers and slides play, or as PNG frames in a folder</source>
        <translation>この速さでリプレイを毎秒 10 フレームで保存します。ブラウザーやスライドで再生できるアニメーション PNG 一つ、またはフォルダーに PNG フレームとして</translation>
    </message>
    <message>
        <source>Animated PNG…</source>
        <translation>アニメーション PNG…</translation>
    </message>
    <message>
        <source>Save the replay as an animated PNG</source>
        <translation>リプレイをアニメーション PNG として保存</translation>
    </message>
    <message>
        <source>Animated PNG (*.png)</source>
        <translation>アニメーション PNG (*.png)</translation>
    </message>
    <message>
        <source>PNG Frames…</source>
        <translation>PNG フレーム…</translation>
    </message>
    <message numerus="yes">
        <source>Saved the replay, %n frame(s), as %1</source>
        <translation>
            <numerusform>リプレイ (%n フレーム) を %1 に保存しました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fragscope::ReadReplayView</name>
    <message>
        <source>%1 s of %2 s</source>
        <translation>%1 秒 / %2 秒</translation>
    </message>
    <message>
        <source>Nothing to read: no data on disk</source>
        <translation>読むものがありません: ディスク上にデータがありません</translation>
    </message>
    <message>
        <source>A cold sequential read on a %1 (model): %2</source>
        <translation>%1（モデル）でのコールド・シーケンシャル読み取り: %2</translation>
    </message>
    <message>
        <source>%1 seeks · %2 requests from the drive&apos;s cache · %3 read on · %4 of %5 read</source>
        <translation>シーク %1 · ドライブのキャッシュから %2 要求 · 続けて読み取り %3 · %5 のうち %4 読み取り済み</translation>
    </message>
    <message>
        <source>The file, read from start to end</source>
        <translation>ファイル（先頭から末尾へ読み取り）</translation>
    </message>
    <message>
        <source>The disk, where the file&apos;s data lie</source>
        <translation>ディスク（ファイルのデータがある範囲）</translation>
    </message>
    <message>
        <source>Where the head is over time</source>
        <translation>ヘッド位置の時間変化</translation>
    </message>
    <message>
        <source>0 s</source>
        <translation>0 秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>そのようなフォルダーはありません</translation>
    </message>
    <message>
        <source>cannot be written</source>
        <translation>書き込めません</translation>
    </message>
    <message>
        <source>Read replay</source>
        <translation>読み取りの再生</translation>
    </message>
    <message>
        <source>Working out the read…</source>
        <translation>読み取りを計算中…</translation>
    </message>
</context>
<context>
    <name>fragscope::SurveyPage</name>
    <message>
        <source>Cross mounts</source>
        <translation>マウントをまたぐ</translation>
    </message>
    <message>
        <source>Start survey</source>
        <translation>調査を開始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Open in Inspector</source>
        <translation>インスペクタで開く</translation>
    </message>
    <message>
        <source>Defragment Selected…</source>
        <translation>選択をデフラグ…</translation>
    </message>
    <message>
        <source>A folder or a mount point, e.g. /home</source>
        <translation>フォルダーまたはマウントポイント (例: /home)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Go into other file systems and bind mounts met inside the folder</source>
        <translation>フォルダー内にある他のファイルシステムやバインドマウントもたどります</translation>
    </message>
    <message>
        <source>Scan every file under the folder (Ctrl+Return)</source>
        <translation>フォルダー以下の全ファイルをスキャン (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Stop the scan; what was scanned stays (Esc)</source>
        <translation>スキャンを停止。スキャン済みの分は残ります (Esc)</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>フォルダー:</translation>
    </message>
    <message>
        <source>Linear layout</source>
        <translation>線形配置</translation>
    </message>
    <message>
        <source>Hilbert curve layout</source>
        <translation>ヒルベルト曲線配置</translation>
    </message>
    <message>
        <source>Hilbert: addresses close on disk stay close on screen</source>
        <translation>ヒルベルト: ディスク上で近いアドレスは画面上でも近くに並びます</translation>
    </message>
    <message>
        <source>Disk map</source>
        <translation>ディスクマップ</translation>
    </message>
    <message>
        <source>Treemap</source>
        <translation>ツリーマップ</translation>
    </message>
    <message>
        <source>Name contains…</source>
        <translation>名前に含まれる文字列…</translation>
    </message>
    <message>
        <source>Min. size, e.g. 1M</source>
        <translation>最小サイズ (例: 1M)</translation>
    </message>
    <message>
        <source>Show the file&apos;s extents in the inspector (Enter or double-click)</source>
        <translation>ファイルのエクステントをインスペクタで表示 (Enter またはダブルクリック)</translation>
    </message>
    <message>
        <source>Send the selected files to the defrag page, worst first</source>
        <translation>選択したファイルを問題の大きい順にデフラグページへ送ります</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <source>Save Survey…</source>
        <translation>調査を保存…</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more piece(s) of files</source>
        <translation>
            <numerusform>%1 と、ほかにファイルの断片 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Survey Folder</source>
        <translation>フォルダーを調査</translation>
    </message>
    <message>
        <source>Survey</source>
        <translation>調査</translation>
    </message>
    <message>
        <source>%1: not a folder that can be surveyed</source>
        <translation>%1: 調査できるフォルダーではありません</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>%1 files, %2 folders, %3 — %4 files/s</source>
        <translation>%1 ファイル、%2 フォルダー、%3 — %4 ファイル/秒</translation>
    </message>
    <message>
        <source>about %1 s left</source>
        <translation>残り約 %1 秒</translation>
    </message>
    <message>
        <source>Done: %1 files in %2 s</source>
        <translation>完了: %1 ファイル、%2 秒</translation>
    </message>
    <message>
        <source>Stopped: the figures cover the %1 files scanned</source>
        <translation>停止: 数値はスキャンした %1 ファイルのものです</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Survey a folder or a whole file system&lt;/h3&gt;&lt;p&gt;Choose a folder and press &lt;b&gt;Start survey&lt;/b&gt;. Every file&apos;s extents are read (FIEMAP) and shown on the disk map among the others and the free space, in a treemap and in a table of the worst files.&lt;/p&gt;&lt;p&gt;The score is e4defrag&apos;s: (extents now − extents at best) × 100 / blocks; up to 10 it counts 8 per point, above that 80 + r / 5. 0–30: no problem, 31–55: a little fragmented, 56 and up: needs defrag.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;フォルダーやファイルシステム全体を調査&lt;/h3&gt;&lt;p&gt;フォルダーを選んで &lt;b&gt;調査を開始&lt;/b&gt; を押してください。全ファイルのエクステントを読み (FIEMAP)、ディスクマップ上で他のファイルや空き領域とともに、ツリーマップと最悪のファイルの表に示します。&lt;/p&gt;&lt;p&gt;スコアは e4defrag のものです: r = (現在のエクステント数 − 最良のエクステント数) × 100 / ブロック数。10 までは 1 につき 8、それを超えると 80 + r / 5。0–30: 問題なし、31–55: 少し断片化、56 以上: デフラグが必要。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>File system</source>
        <translation>ファイルシステム</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Folders</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>割り当て</translation>
    </message>
    <message>
        <source>Extents now / at best</source>
        <translation>エクステント数 (現在 / 最良)</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Fragments per file&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;ファイルごとの断片数&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;Free space&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;空き領域&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 free in %2 extents; the largest is &lt;b&gt;%3&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;空き %1 (エクステント %2 個)。最大は &lt;b&gt;%3&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>&lt;p&gt;btrfs: %1 block groups; data groups %2 full; %3 not yet allocated to any group.&lt;/p&gt;</source>
        <translation>&lt;p&gt;btrfs: ブロックグループ %1 個。データグループの使用率 %2。どのグループにも未割り当て %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Not shown: %1. The disk map shows the scanned files only.&lt;/p&gt;</source>
        <translation>&lt;p&gt;表示なし: %1。ディスクマップはスキャンしたファイルだけを示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Min. size: &apos;%1&apos; is not a size such as 4k, 64M or 1G</source>
        <translation>最小サイズ: &apos;%1&apos; は 4k、64M、1G のようなサイズではありません</translation>
    </message>
    <message>
        <source>Save Survey</source>
        <translation>調査を保存</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>表をエクスポート</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>The whole survey as JSON, as `fragscope scan --format json` writes it, with the disk map, to open again later</source>
        <translation>調査全体を `fragscope scan --format json` と同じ JSON で、ディスクマップも含めて保存します。あとで開き直せます</translation>
    </message>
    <message>
        <source>Open Survey…</source>
        <translation>調査を開く…</translation>
    </message>
    <message>
        <source>Show a survey saved earlier (Save Survey, or fragscope scan --format json)</source>
        <translation>以前に保存した調査を表示します (調査を保存、または fragscope scan --format json)</translation>
    </message>
    <message>
        <source>Open Survey</source>
        <translation>調査を開く</translation>
    </message>
    <message>
        <source>Surveys (*.json);;All files (*)</source>
        <translation>調査 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Stop the survey that runs first.</source>
        <translation>先に実行中の調査を止めてください。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>Opened %1: %2 files (saved without the disk map)</source>
        <translation>%1 を開きました: %2 個のファイル (ディスクマップなしで保存されています)</translation>
    </message>
    <message>
        <source>Opened %1: %2 files</source>
        <translation>%1 を開きました: %2 個のファイル</translation>
    </message>
    <message>
        <source>Folder to survey</source>
        <translation>調査するフォルダー</translation>
    </message>
    <message>
        <source>Name filter</source>
        <translation>名前の絞り込み</translation>
    </message>
    <message>
        <source>Minimum size</source>
        <translation>最小サイズ</translation>
    </message>
    <message>
        <source>A survey runs: %1 was not shown</source>
        <translation>調査の実行中のため %1 は表示しませんでした</translation>
    </message>
    <message>
        <source>A whole folder or file system: the disk map, the worst files, free space</source>
        <translation>フォルダーやファイルシステム全体: ディスクマップ、問題の大きいファイル、空き領域</translation>
    </message>
    <message>
        <source>Min. runs: </source>
        <translation>最小ラン数: </translation>
    </message>
    <message>
        <source>Minimum physical runs</source>
        <translation>最小物理ラン数</translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation> (推定)</translation>
    </message>
    <message>
        <source>Physical runs</source>
        <translation>物理ラン</translation>
    </message>
    <message>
        <source>Files in more than one run</source>
        <translation>複数のランに分かれたファイル</translation>
    </message>
    <message>
        <source>On disk (each extent once)</source>
        <translation>ディスク上 (各エクステントを 1 回ずつ計上)</translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation>圧縮前</translation>
    </message>
    <message>
        <source>Referenced by the files</source>
        <translation>ファイルが参照</translation>
    </message>
    <message>
        <source>Referenced by no file</source>
        <translation>どのファイルも参照しない</translation>
    </message>
    <message>
        <source>unknown (needs root)</source>
        <translation>不明(root が必要)</translation>
    </message>
    <message>
        <source>Fragments (filefrag)</source>
        <translation>断片 (filefrag)</translation>
    </message>
    <message>
        <source>Files in more than one fragment</source>
        <translation>複数の断片に分かれたファイル</translation>
    </message>
    <message>
        <source>Shared (counted per file)</source>
        <translation>共有(ファイルごとに計上)</translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation>専有</translation>
    </message>
    <message>
        <source>a disk not recorded</source>
        <translation>記録されていないディスク</translation>
    </message>
    <message>
        <source>&lt;h4&gt;e4defrag score %1: &lt;span style=&apos;color:%2&apos;&gt;%3&lt;/span&gt;&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;e4defrag スコア %1: &lt;span style=&apos;color:%2&apos;&gt;%3&lt;/span&gt;&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>Read time (every file once)</source>
        <translation>読み取り時間(全ファイル 1 回ずつ)</translation>
    </message>
    <message>
        <source>Lost to fragmentation</source>
        <translation>フラグメンテーションで失われる時間</translation>
    </message>
    <message>
        <source>Colour by time lost</source>
        <translation>読み取り時間のロスで色分け</translation>
    </message>
    <message>
        <source>Colour by kind</source>
        <translation>種類で色分け</translation>
    </message>
    <message>
        <source>Time lost: each file&apos;s cells by the share of its read time its layout loses, on the disk the headline names. Kind: in one piece, fragmented, shared</source>
        <translation>読み取り時間のロス: 各ファイルのセルを、その配置で余計にかかる読み取り時間の割合で塗ります（見出しのディスクでの値）。種類: 1 つにまとまっている、断片化、共有</translation>
    </message>
    <message>
        <source>Disk map colours</source>
        <translation>ディスクマップの色</translation>
    </message>
    <message>
        <source>Each file defragmented</source>
        <translation>各ファイルをデフラグした場合</translation>
    </message>
    <message>
        <source>Of it the reader&apos;s CPU</source>
        <translation>うち読み取り側の CPU</translation>
    </message>
    <message>
        <source>Reading each folder as tar reads it…</source>
        <translation>各フォルダーを tar が読む順に読む時間を計算しています…</translation>
    </message>
</context>
<context>
    <name>fragscope::SurveyTableModel</name>
    <message>
        <source>Extent records FIEMAP returned</source>
        <translation>FIEMAP が返したエクステントレコード</translation>
    </message>
    <message>
        <source>e4defrag -c&apos;s extents now and at best for this file</source>
        <translation>このファイルの e4defrag -c による現在と最良のエクステント数</translation>
    </message>
    <message>
        <source>e4defrag&apos;s score for this file (0-30 fine, 31-55 a little fragmented, 56 and up needs defrag)</source>
        <translation>このファイルの e4defrag スコア (0-30 問題なし、31-55 少し断片化、56 以上 デフラグが必要)</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>割り当て</translation>
    </message>
    <message>
        <source>Extents</source>
        <translation>エクステント</translation>
    </message>
    <message>
        <source>Fragments</source>
        <translation>断片</translation>
    </message>
    <message>
        <source>Now/best</source>
        <translation>現在/最良</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Shared</source>
        <translation>共有</translation>
    </message>
    <message>
        <source>Unwritten</source>
        <translation>未書き込み</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <source>Bytes its extents take on disk, each once, as stored (compressed on btrfs); ≈ where FIEMAP&apos;s figures are a guess (btrfs without root)</source>
        <translation>エクステントが格納されたとおりにディスク上で占めるバイト数(各一度、btrfs では圧縮後)。≈ は FIEMAP からの推定値(root なしの btrfs)</translation>
    </message>
    <message>
        <source>Physical runs: pieces of the file that lie one after the other on disk, as the file system&apos;s own records give them (a compressed file written in order is one run)</source>
        <translation>物理ラン: ファイルシステム自身の記録によるディスク上で連続して並ぶファイルの部分(順に書いた圧縮ファイルは一つのラン)</translation>
    </message>
    <message>
        <source>Fragments by filefrag&apos;s rule: a break where FIEMAP&apos;s records do not continue on disk</source>
        <translation>filefrag の規則による断片: FIEMAP のレコードがディスク上で連続しない所で区切ります</translation>
    </message>
    <message>
        <source>Bytes only this file uses, as btrfs filesystem du&apos;s Exclusive (shown for files that share)</source>
        <translation>このファイルだけが使うバイト数、btrfs filesystem du の Exclusive と同じ(共有するファイルに表示)</translation>
    </message>
    <message>
        <source>Bytes of its extents no file references any more (btrfs bookends); ? without root</source>
        <translation>どのファイルももう参照しないエクステントのバイト数(btrfs のブックエンド)。root なしでは ?</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>ディスク上</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>ラン</translation>
    </message>
    <message>
        <source>Runs/MiB</source>
        <translation>ラン/MiB</translation>
    </message>
    <message>
        <source>Exclusive</source>
        <translation>専有</translation>
    </message>
    <message>
        <source>Unreferenced</source>
        <translation>未参照</translation>
    </message>
    <message>
        <source>Subvolume %1, at %2</source>
        <translation>サブボリューム %1、場所 %2</translation>
    </message>
    <message>
        <source>Subvolume</source>
        <translation>サブボリューム</translation>
    </message>
    <message>
        <source>What the layout costs: the read time less that of the same bytes in one piece, on the disk the survey&apos;s headline names</source>
        <translation>配置のコスト: 読み取り時間から、同じバイトが 1 つにまとまっていた場合の時間を引いたもの(調査の見出しにあるディスクで)</translation>
    </message>
    <message>
        <source>Reading the file cold, in order, on that disk: the cost model&apos;s prediction</source>
        <translation>そのディスクでファイルをキャッシュなしで順に読む時間: コストモデルの予測</translation>
    </message>
    <message>
        <source>Time lost</source>
        <translation>失われる時間</translation>
    </message>
    <message>
        <source>Read time</source>
        <translation>読み取り時間</translation>
    </message>
    <message>
        <source>Physical runs per MiB allocated (0 for a file in one run)</source>
        <translation>割り当て 1 MiB あたりの物理ラン数(1 つのランに収まるファイルは 0)</translation>
    </message>
</context>
<context>
    <name>fragscope::ThroughputPlot</name>
    <message>
        <source>Follow the last minute</source>
        <translation>直近 1 分を追う</translation>
    </message>
    <message>
        <source>Off: the plot stays where you dragged or zoomed it while new samples arrive</source>
        <translation>オフ: 新しいサンプルが来ても、ドラッグやズームした位置のままにします</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間 (秒)</translation>
    </message>
    <message>
        <source>MB/s (10⁶ B/s)</source>
        <translation>MB/s (10⁶ B/s)</translation>
    </message>
    <message>
        <source>IOPS (dashed)</source>
        <translation>IOPS (破線)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Throughput plot</source>
        <translation>スループットのプロット</translation>
    </message>
    <message>
        <source>Upper: throughput, solid MB/s and dashed IOPS. Middle: completion latency, solid p50, dashed p99, dotted p99.9. Lower: every completion by its latency over time (brighter: more).</source>
        <translation>上: スループット (実線 MB/s、破線 IOPS)。中: 完了レイテンシ (実線 p50、破線 p99、点線 p99.9)。下: すべての完了をレイテンシ別に時間に沿って表示 (明るいほど多い)。</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>レイテンシ</translation>
    </message>
    <message>
        <source>steady-state window (%1 s)</source>
        <translation>定常状態のウィンドウ (%1 秒)</translation>
    </message>
</context>
<context>
    <name>fragscope::TreemapView</name>
    <message>
        <source>The treemap fills as the survey runs.</source>
        <translation>ツリーマップは調査の進行につれて埋まります。</translation>
    </message>
    <message>
        <source>Treemap</source>
        <translation>ツリーマップ</translation>
    </message>
    <message numerus="yes">
        <source>%1
%2 allocated, %n run(s) on disk, %3 per MiB; %4 fragments (filefrag)</source>
        <translation>
            <numerusform>%1
割り当て %2、ディスク上のラン %n、1 MiB あたり %3; フラグメント %4(filefrag)</numerusform>
        </translation>
    </message>
    <message>
        <source>Read time %1, lost to fragmentation %2 (%3)</source>
        <translation>読み取り時間 %1、フラグメンテーションで失われる時間 %2(%3)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s), read as tar reads the folder in %1; its files lose %2 to fragmentation</source>
        <translation>
            <numerusform>%n 個のファイル。tar が読む順にフォルダーを読むと %1、うち断片化で失われる時間 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fragscope::WriteRatePlot</name>
    <message>
        <source>Seconds since the writes began</source>
        <translation>書き込み開始からの秒数</translation>
    </message>
    <message>
        <source>Writes/s</source>
        <translation>書き込み/秒</translation>
    </message>
    <message>
        <source>p99 ms (dashed)</source>
        <translation>p99 ms (破線)</translation>
    </message>
    <message>
        <source>Write rate plot</source>
        <translation>書き込み速度のプロット</translation>
    </message>
    <message>
        <source>Seconds since the copies began</source>
        <translation>コピー開始からの秒数</translation>
    </message>
    <message>
        <source>MB/s read (solid)</source>
        <translation>読み取り MB/s (実線)</translation>
    </message>
    <message>
        <source>MB/s written (dashed)</source>
        <translation>書き込み MB/s (破線)</translation>
    </message>
</context>
</TS>
