#!/usr/bin/env bash
# Builds learn in release mode and installs it, with the runtime it compiles learner code
# against and the course, under a prefix (default ~/.local):
#
#   PREFIX/bin/learn             a link to the executable below
#   PREFIX/lib/learn/            learn, learn-evaluator, learn-debugger, learn-program, learn-limits, learn-macros,
#                                libSwiftUI.so, Modules/ and the C modules' maps and headers
#   PREFIX/share/learn/course/   the course: Lessons/, Exercises/, Solutions/ (beside it, in
#                                ~/.local/share/learn, learn keeps your progress: never touched here)
#
# learn finds its runtime beside its real path and its course in PREFIX/share/learn/course, so it
# works from any folder. Usage:
#
#   ./install.sh [--prefix DIR]
#   ./install.sh --uninstall [--prefix DIR]
#   ./install.sh --built FOLDER [--prefix DIR]    installs what is already built in FOLDER
#                                                 (`swift build --show-bin-path`), building nothing
set -euo pipefail

usage() {
    awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"
}

prefix="${HOME:?HOME is not set; give --prefix DIR}/.local"
action=install
built=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
        --prefix=*) prefix="${1#*=}"; shift ;;
        --built) built="${2:?--built needs a folder}"; shift 2 ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
lib="$prefix/lib/learn"
share="$prefix/share/learn/course"
link="$prefix/bin/learn"

if [ "$action" = uninstall ]; then
    if [ -L "$link" ] && [ "$(readlink "$link")" = "$lib/learn" ]; then rm "$link"; fi
    rm -rf "$lib" "$share"
    echo "learn is uninstalled from $prefix (your progress and exercise files are kept: ~/.local/share/learn, ~/learn-exercises)."
    exit 0
fi

cd "$(dirname "$0")"
missing=()
for package in libedit-dev libcmark-dev libpng-dev libjpeg-dev bubblewrap; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "install.sh: learn needs these Debian packages: ${missing[*]}; install them with" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
fi

if [ -z "$built" ]; then
    echo "Building learn in release mode (several minutes the first time)…"
    swift build -c release
    built="$(swift build -c release --show-bin-path)"
fi
for file in learn learn-evaluator learn-debugger learn-program learn-limits learn-macros libSwiftUI.so Modules; do
    [ -e "$built/$file" ] || { echo "install.sh: $built has no $file; build learn first" >&2; exit 1; }
done

# Everything goes into a folder beside the old install first, which then takes its place.
stage="$lib.new"
rm -rf "$stage"
mkdir -p "$stage"
for file in learn learn-evaluator learn-debugger learn-program learn-limits learn-macros libSwiftUI.so; do
    cp "$built/$file" "$stage/"
done
# The REPL's in-memory compiler (LLDB) loads the runtime's macro plugin from the path that the
# evaluator's module names, which LLDB reads from the executable's `.swift_ast` section. A debug
# build wraps the modules there; a release build does not, so the evaluator's module is added.
objcopy="$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-objcopy"  # the toolchain's
[ -x "$objcopy" ] || objcopy=objcopy
if ! "$objcopy" --dump-section .swift_ast=/dev/null "$stage/learn-evaluator" 2>/dev/null; then
    "$objcopy" --add-section .swift_ast="$built/Modules/LearnEvaluator.swiftmodule" \
        --set-section-flags .swift_ast=readonly "$stage/learn-evaluator"
fi
# The modules learner code imports, and what an editor shows of them; not the build's objects or tests.
mkdir -p "$stage/Modules"
for module in "$built"/Modules/*.swiftmodule; do
    name="$(basename "$module" .swiftmodule)"
    case "$name" in *Tests) continue ;; esac
    cp -R "$built/Modules/$name".swift{module,doc,sourceinfo} "$stage/Modules/" 2>/dev/null || cp -R "$module" "$stage/Modules/"
done
cp "$built"/swift-version-*.txt "$stage/" 2>/dev/null || true

# The C modules' maps name their headers by absolute paths in the package's sources: each map
# and its headers are copied, and the map made to name the copies.
for map in "$built"/*.build/module.modulemap; do
    module="$(basename "$(dirname "$map")")"
    # A map left in the build folder by a target that no longer exists names sources that are gone.
    if grep -o '"/[^"]*"' "$map" | tr -d '"' | while read -r path; do [ -e "$path" ] || exit 1; done; then :; else
        continue
    fi
    mkdir -p "$stage/$module/include"
    cp "$map" "$stage/$module/module.modulemap"
    grep -o '"/[^"]*"' "$map" | tr -d '"' | while read -r path; do
        if [ -d "$path" ]; then
            cp -R "$path/." "$stage/$module/include/"
            target="$lib/$module/include"
        else
            cp -R "$(dirname "$path")/." "$stage/$module/include/"
            target="$lib/$module/include/$(basename "$path")"
        fi
        sed -i "s|\"$path\"|\"$target\"|" "$stage/$module/module.modulemap"
    done
done

rm -rf "$lib" "$share"
mv "$stage" "$lib"
mkdir -p "$share" "$prefix/bin"
cp -R Lessons Exercises Solutions "$share/"
ln -sfn "$lib/learn" "$link"

echo "learn is installed in $prefix."
case ":$PATH:" in
    *":$prefix/bin:"*) echo "Type: learn" ;;
    *) echo "$prefix/bin is not on your PATH; add it (export PATH=\"$prefix/bin:\$PATH\") or type: $link" ;;
esac
