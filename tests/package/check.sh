#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Install and package, checked with tools nobody here wrote: `cmake --install` into a scratch root
# puts every file where it belongs; desktop-file-validate and `appstreamcli validate --no-net`
# accept the desktop file and the metainfo, whose ids agree; the man page renders without warnings
# and names every option each subcommand's --help lists; the bash completion completes; the
# installed binary runs and finds its window module; `cpack` makes a .deb whose dependencies
# dpkg-shlibdeps read, which unpacks (dpkg -x) with the same files and whose binary runs there.
# Usage: check.sh BUILD_DIR SOURCE_DIR. Exit 77 (skipped) when a tool is missing.
set -euo pipefail
build=$1 source=$2
for tool in desktop-file-validate appstreamcli update-mime-database groff cpack dpkg-deb dpkg-shlibdeps systemd-analyze; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (make test installs it)"; exit 77; }
done
[[ -f /usr/share/bash-completion/bash_completion ]] || { echo "SKIP: bash-completion is not installed"; exit 77; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# --- install into a scratch root
root=$scratch/root
DESTDIR=$root cmake --install "$build" --prefix /usr >/dev/null
expected=(
    usr/bin/fragscope
    usr/share/applications/io.github.fragscope.desktop
    usr/share/metainfo/io.github.fragscope.metainfo.xml
    usr/share/mime/packages/io.github.fragscope.xml
    usr/share/icons/hicolor/scalable/apps/io.github.fragscope.svg
    usr/share/man/man1/fragscope.1
    usr/share/bash-completion/completions/fragscope
    usr/lib/systemd/system/fragscope-metrics.service
    usr/lib/systemd/system/fragscope-metrics.timer
    usr/share/fragscope/grafana/fragscope.json
    usr/share/fragscope/prometheus/fragscope-rules.yml
)
for f in "${expected[@]}"; do [[ -f $root/$f ]] || fail "cmake --install did not put $f"; done
gui=$(find "$root/usr" -name libfragscope_gui.so -path '*/fragscope/*')
[[ -n $gui ]] || fail "the window module libfragscope_gui.so is not installed"

desktop=$root/usr/share/applications/io.github.fragscope.desktop
metainfo=$root/usr/share/metainfo/io.github.fragscope.metainfo.xml
desktop-file-validate "$desktop" || fail "desktop-file-validate refused $desktop"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli refused $metainfo"
# The MIME types the desktop file opens: fio job files are ours to define (shared-mime-info
# compiles the package; *.fio then is text/x-fio), JSON is the system's.
update-mime-database "$root/usr/share/mime" || fail "update-mime-database refused io.github.fragscope.xml"
grep -qx 'text/x-fio:\*\.fio' "$root/usr/share/mime/globs" || fail "*.fio is not text/x-fio after update-mime-database"
[[ $(sed -n 's/^MimeType=//p' "$desktop") == "text/x-fio;application/json;" ]] || fail "the desktop file's MimeType"
id=$(sed -n 's:.*<id>\(.*\)</id>.*:\1:p' "$metainfo")
launchable=$(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$metainfo")
icon=$(sed -n 's/^Icon=//p' "$desktop")
[[ $id == io.github.fragscope && $launchable == "$id.desktop" && $icon == "$id" ]] ||
    fail "ids disagree: metainfo id '$id', launchable '$launchable', desktop Icon '$icon'"
grep -q "setDesktopFileName(QStringLiteral(\"$id\"))" "$source/app/gui/gui.cpp" ||
    fail "the window does not call itself $id (QGuiApplication::setDesktopFileName)"

# --- the installed binary, and its window module found from where it was installed
"$root/usr/bin/fragscope" --version | grep -q '^fragscope ' || fail "the installed fragscope --version"
echo data >"$scratch/file"
QT_QPA_PLATFORM=offscreen timeout 60 "$root/usr/bin/fragscope" "$scratch/file" --screenshot "$scratch/shot.png" \
    --size 400x300 >/dev/null 2>&1 || fail "the installed window did not start and save a screenshot"
[[ -s $scratch/shot.png ]] || fail "the installed window saved no screenshot"

# --- the man page: renders cleanly, and names every option of every subcommand
man=$root/usr/share/man/man1/fragscope.1
warnings=$(groff -man -ww -z "$man" 2>&1) || true
[[ -z $warnings ]] || fail "groff warns about the man page: $warnings"
text=$(sed 's/\\-/-/g' "$man")
# Its sections are the program's subcommands, no more and no fewer (the table in app/cli/cli.cpp).
subcommands=$("$root/usr/bin/fragscope" --subcommands)
[[ $(sed -n 's/^\.SH "fragscope \([a-z]*\)"$/\1/p' "$man" | sort) == $(sort <<<"$subcommands") ]] ||
    fail "the man page's subcommand sections are not the program's: $(tr '\n' ' ' <<<"$subcommands")"
for sub in $subcommands; do
    for opt in $("$root/usr/bin/fragscope" "$sub" --help | sed -n 's/^ *\(-h, \)\{0,1\}\(--[a-z][a-z0-9-]*\).*/\2/p'); do
        grep -qF -- "$opt" <<<"$text" || fail "the man page does not name $sub's $opt"
    done
done

# --- the metrics timer: systemd-analyze verify finds nothing to say of the service and the timer
# (it exits 0 on unknown keys and values too: anything it prints fails), with ExecStart pointing at
# the binary installed here.
units=$scratch/units
mkdir "$units"
sed "s|/usr/bin/fragscope|$root/usr/bin/fragscope|" "$root/usr/lib/systemd/system/fragscope-metrics.service" \
    >"$units/fragscope-metrics.service"
cp "$root/usr/lib/systemd/system/fragscope-metrics.timer" "$units/"
said=$(systemd-analyze verify --man=no "$units/fragscope-metrics.service" "$units/fragscope-metrics.timer" 2>&1) ||
    fail "systemd-analyze verify refused the metrics units: $said"
# (What it says of the machine's own units, which it loads beside ours, is not ours to fail on.)
! grep -q 'fragscope-metrics' <<<"$said" || fail "systemd-analyze verify said of the metrics units: $said"
grep -qx 'ExecStart=/usr/bin/fragscope metrics --max-seconds 3600 --textfile /var/lib/prometheus/node-exporter' \
    "$root/usr/lib/systemd/system/fragscope-metrics.service" || fail "the service does not run fragscope metrics into node_exporter's folder"
# (The output taken whole first: grep -q leaving a pipe early would fail the writer under pipefail.)
help=$("$root/usr/bin/fragscope" metrics --help)
grep -q -- '--textfile' <<<"$help" || fail "the installed fragscope has no metrics --textfile"

# --- bash completion
completions() {
    # shellcheck disable=SC1091
    bash -c 'source /usr/share/bash-completion/bash_completion
             source "$1"; shift
             COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
             _fragscope fragscope "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
             printf "%s\n" "${COMPREPLY[@]}"' _ "$root/usr/share/bash-completion/completions/fragscope" "$@"
}
PATH=$root/usr/bin:$PATH
[[ $(completions fragscope ma) == map ]] || fail "completing 'fragscope ma': $(completions fragscope ma)"
completions fragscope map --fo | grep -qx -- --format || fail "completing 'fragscope map --fo'"
completions fragscope scan --format '' | grep -qx e4defrag || fail "completing scan --format's values"
completions fragscope --sc | grep -qx -- --screenshot || fail "completing the window's --sc"

# --- the .deb
pkg=$scratch/pkg
cpack -G DEB -B "$pkg" --config "$build/CPackConfig.cmake" >/dev/null || fail "cpack could not make the .deb"
deb=$(ls "$pkg"/*.deb)
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libqt6core6 libqt6widgets6 liburing2 qt6-qpa-plugins libqt6svg6; do
    grep -q "$lib" <<<"$depends" || fail "the .deb's Depends lacks $lib (dpkg-shlibdeps): $depends"
done
dpkg-deb -f "$deb" Recommends | grep -q qt6-translations-l10n || fail "the .deb does not recommend Qt's translations"
dpkg -x "$deb" "$scratch/unpacked"
for f in "${expected[@]}"; do [[ -f $scratch/unpacked/$f ]] || fail "the .deb lacks $f"; done
"$scratch/unpacked/usr/bin/fragscope" --version | grep -q '^fragscope ' || fail "the unpacked fragscope does not run"
# The timer comes disabled: no maintainer script enables it, no link under /etc wants it.
[[ ! -e $scratch/unpacked/etc/systemd ]] || fail "the .deb enables something under /etc/systemd"
# (cpack's only maintainer scripts run ldconfig.)
dpkg-deb -e "$deb" "$scratch/control"
! grep -qsE 'systemctl|deb-systemd' "$scratch/control"/post* "$scratch/control"/pre* ||
    fail "a maintainer script of the .deb enables or starts a unit (the timer must stay disabled until enabled)"
grep -q prometheus-node-exporter <<<"$(dpkg-deb -f "$deb" Suggests)" || fail "the .deb does not suggest prometheus-node-exporter"
echo "OK: installed, validated, packaged ($(basename "$deb"), Depends: $depends)"
