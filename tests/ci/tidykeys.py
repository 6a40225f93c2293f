#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The clang-tidy gate's memory (.ci/tidy): a file is checked again when anything it reads changes.

The names ninja records are relative to the build tree; a key that read them from anywhere else saw
no file at all and never changed, so an edited source passed unchecked. Run by ctest (tidy_keys).
"""
import importlib.machinery
import importlib.util
import sys
import tempfile
from pathlib import Path

root = Path(sys.argv[1])
loader = importlib.machinery.SourceFileLoader("tidy", str(root / ".ci/tidy"))
spec = importlib.util.spec_from_loader("tidy", loader)
tidy = importlib.util.module_from_spec(spec)
loader.exec_module(tidy)

results = []


def expect(what, ok):
    print(("PASS" if ok else "FAIL") + ": " + what)
    results.append(ok)


with tempfile.TemporaryDirectory() as tmp:
    clone = Path(tmp) / "clone"
    build = clone / "build/dev"
    (clone / "core").mkdir(parents=True)
    build.mkdir(parents=True)
    source = clone / "core/a.cpp"
    header = clone / "core/a.h"
    source.write_text("#include \"a.h\"\nint f() { return g(); }\n")
    header.write_text("inline int g() { return 1; }\n")
    read = ["../../core/a.cpp", "../../core/a.h", "/usr/include/stdc-predef.h"]  # as ninja names them
    command = f"c++ -I{clone}/core -c {source} -o core/a.o"

    def key():
        return tidy.file_key("clang-tidy 19\0checks", command, read, tidy.digester(build), str(clone))

    before = key()
    expect("the same files give the same key", key() == before)
    header.write_text("inline int g() { return 2; }\n")
    expect("a header changed changes the key", key() != before)
    changed = key()
    source.write_text("#include \"a.h\"\nint f() { return g() + 1; }\n")
    expect("the source changed changes the key", key() not in (before, changed))
    other = tidy.file_key("clang-tidy 19\0other checks", command, read, tidy.digester(build), str(clone))
    expect("other checks give another key", other != key())

    # The same files in another clone (another folder) give the same key: the cache outlives clones.
    moved = Path(tmp) / "elsewhere"
    clone.rename(moved)
    there = tidy.file_key("clang-tidy 19\0checks", command.replace(str(clone), str(moved)), read,
                          tidy.digester(moved / "build/dev"), str(moved))
    clone = moved.rename(clone)
    expect("another clone of the same files gives the same key", there == key())

    # A file it cannot read stops the gate rather than hashing as nothing.
    header.unlink()
    try:
        key()
        expect("a missing file stops the gate", False)
    except SystemExit as e:
        expect("a missing file stops the gate, naming it", "a.h" in str(e))

# clang-tidy reads the command less the precompiled header, and the key covers what that header read.
pch = "/c/build/dev/core/CMakeFiles/x.dir/cmake_pch.hxx"
gcc = f"/usr/bin/c++ -DX -Winvalid-pch -include {pch} -o core/a.o -c /c/core/a.cpp".split()
kept, gch = tidy.split_pch(gcc)
expect("the precompiled header is found", gch == pch + ".gch")
expect("and left out of clang-tidy's command", kept == "/usr/bin/c++ -DX -o core/a.o -c /c/core/a.cpp".split())
plain = "/usr/bin/c++ -include config.h -c /c/core/a.cpp".split()
expect("another -include stays", tidy.split_pch(plain) == (plain, None))
# And clang's, as CMake writes it: the precompiled file and the header, each after -Xclang.
clang = (f"/usr/bin/clang++-19 -DX -Winvalid-pch -Xclang -include-pch -Xclang {pch}.pch -Xclang -include -Xclang {pch}"
         " -o core/a.o -c /c/core/a.cpp").split()
kept, pch_file = tidy.split_pch(clang)
expect("clang's precompiled file is found", pch_file == pch + ".pch")
expect("and left out with its header", kept == "/usr/bin/clang++-19 -DX -o core/a.o -c /c/core/a.cpp".split())
other = "/usr/bin/clang++-19 -Xclang -fno-pch-timestamp -c /c/core/a.cpp".split()
expect("another -Xclang stays", tidy.split_pch(other) == (other, None))

print(f"{results.count(True)} passed, {results.count(False)} failed")
sys.exit(0 if all(results) else 1)
