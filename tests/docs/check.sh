#!/usr/bin/env bash
# The documentation's promises: the README stays a front door (at most 250 lines), every picture
# and page the READMEs, HACKING, the CHANGELOG and docs/ link is in git (a file only on this disk
# would be a broken image on the project's page), the screenshots of both languages together stay
# under 5 MiB, each guide page is reachable from the guide's index, and every English page has its
# Japanese one (README.ja.md, docs/guide/ja/), each linking the other. Exit 77 (skipped) outside a
# git checkout.
set -euo pipefail
top=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$top"
if ! git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    echo "SKIP: $top is not a git checkout, so what is committed cannot be told"
    exit 77
fi
fail=0
problem() { echo "FAIL: $*"; fail=1; }

for readme in README.md README.ja.md; do
    lines=$(wc -l < "$readme")
    [ "$lines" -le 250 ] || problem "$readme has $lines lines (at most 250)"
done

mapfile -t tracked < <(git ls-files)
declare -A in_git
for f in "${tracked[@]}"; do in_git[$f]=1; done

docs=(README.md README.ja.md HACKING.md CHANGELOG.md)
mapfile -t more < <(git ls-files 'docs/*.md' 'docs/**/*.md')
docs+=("${more[@]}")
checked=0
for doc in "${docs[@]}"; do
    [ -f "$doc" ] || { problem "$doc is missing"; continue; }
    [ -n "${in_git[$doc]:-}" ] || problem "$doc is not in git"
    dir=$(dirname "$doc")
    # Markdown links and images: ](target) and ](target "title"); the part before any #anchor.
    while IFS= read -r target; do
        case $target in
            http://* | https://* | mailto:* | '#'*) continue ;;
        esac
        path=$(realpath -m --relative-to=. "$dir/${target%%#*}")
        checked=$((checked + 1))
        if [ -z "${in_git[$path]:-}" ] && ! git ls-files --error-unmatch "$path/" > /dev/null 2>&1; then
            problem "$doc links $target, which is not in git ($path)"
        fi
    done < <(grep -o '\]([^) ]*' "$doc" | sed 's/^](//')
done
[ "$checked" -gt 20 ] || problem "only $checked links found: the check itself is broken"

# Every page of the guide is listed in its index, in both languages; every English page has its
# Japanese page, and each links the other.
for page in docs/guide/*.md; do
    name=$(basename "$page")
    ja=docs/guide/ja/$name
    if [ ! -f "$ja" ]; then
        problem "$page has no Japanese page ($ja)"
        continue
    fi
    grep -q "](ja/$name)" "$page" || problem "$page does not link its Japanese page"
    grep -q "](../$name)" "$ja" || problem "$ja does not link its English page"
    [ "$name" = README.md ] && continue
    grep -q "]($name)" docs/guide/README.md || problem "docs/guide/README.md does not link $name"
    grep -q "]($name)" docs/guide/ja/README.md || problem "docs/guide/ja/README.md does not link $name"
done
for ja in docs/guide/ja/*.md; do
    [ -f "docs/guide/$(basename "$ja")" ] || problem "$ja has no English page"
done
grep -q "](README.ja.md)" README.md || problem "README.md does not link README.ja.md"
grep -q "](README.md)" README.ja.md || problem "README.ja.md does not link README.md"

bytes=0
for f in "${tracked[@]}"; do
    case $f in docs/screenshots/*.png) bytes=$((bytes + $(stat -c %s "$f"))) ;; esac
done
[ "$bytes" -le 5242880 ] || problem "docs/screenshots/ holds $bytes bytes of PNG (at most 5 MiB, both languages)"

echo "checked $checked links in ${#docs[@]} documents; screenshots $bytes bytes"
exit $fail
