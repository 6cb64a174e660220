#!/usr/bin/env bash
# Installs healthreport under a prefix, or removes exactly what an install put there.
#
#   scripts/install.sh [--prefix DIR]               (make install [PREFIX=DIR])
#   scripts/install.sh --uninstall [--prefix DIR]   (make uninstall [PREFIX=DIR])
#   scripts/install.sh --build                      (make: build only)
#
# The prefix is --prefix, else $PREFIX, else ~/.local. An install builds the tool in release
# mode when .build/install/release/healthreport is missing or older than a source file (so
# `make && sudo make install PREFIX=/usr/local` builds as you, not as root). On Linux it is
# linked with the Swift runtime and Foundation inside it (--static-swift-stdlib): the installed
# tool keeps working when the Swift toolchain is upgraded or removed, and starts faster. It is
# built in its own folder, .build/install, so `swift run` and `swift test` keep their builds.
# The installed copy has its DWARF debug information stripped on Linux (`strip --strip-debug`:
# about 11 MB of the static build); its symbol table stays, so backtraces still name functions.
# Then the install writes:
#
#   PREFIX/bin/healthreport
#   PREFIX/share/healthreport/Templates/, Public/     the page templates and assets
#   PREFIX/share/man/man1/healthreport.1               healthreport man
#   PREFIX/share/bash-completion/completions/healthreport
#   PREFIX/share/zsh/site-functions/_healthreport
#   PREFIX/share/fish/vendor_completions.d/healthreport.fish
#
# and lists every file it wrote and every folder it created in
# PREFIX/share/healthreport/install-manifest. An uninstall removes those files, then those
# folders when they are empty: never a folder the install did not create, never a file it did
# not write. $HEALTHREPORT_BIN installs that executable instead of building one (tests).
set -euo pipefail

usage() {
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
}

fail() {
  printf 'install.sh: %s\n' "$*" >&2
  exit 1
}

prefix=${PREFIX:-$HOME/.local}
action=install
while [ $# -gt 0 ]; do
  case $1 in
    --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) action=uninstall; shift ;;
    --build) action=build; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "unknown argument: $1" ;;
  esac
done
[ -n "$prefix" ] || fail "the prefix is empty"
case $prefix in
  /*) ;;
  *) prefix=$PWD/$prefix ;;
esac
prefix=${prefix%/}
[ -n "$prefix" ] || fail "refusing to install into /"
manifest=$prefix/share/healthreport/install-manifest

# Folders this install created (and earlier installs recorded), and the files it wrote.
created_dirs=()
written_files=()

# make_dir DIR: creates DIR and any missing folder above it, remembering each one created.
make_dir() {
  [ -d "$1" ] && return 0
  [ -e "$1" ] && fail "$1 exists and is not a folder"
  make_dir "$(dirname "$1")"
  mkdir "$1"
  created_dirs+=("$1")
}

# strip_debug FILE: removes FILE's debug information on Linux, keeping its symbol table.
strip_debug() {
  [ "$(uname -s)" = Linux ] || return 0
  if ! command -v strip >/dev/null 2>&1; then
    echo "note: strip is not installed (binutils); the tool is installed with its debug information" >&2
    return 0
  fi
  strip --strip-debug "$1" || fail "strip --strip-debug $1 failed"
}

# put SOURCE MODE TARGET [strip]: copies SOURCE to TARGET (a regular file, replaced whole);
# with `strip`, the copy loses its debug information (strip_debug).
put() {
  make_dir "$(dirname "$3")"
  [ -d "$3" ] && fail "$3 is a folder"
  cp "$1" "$3.tmp.$$"
  [ "${4:-}" = strip ] && strip_debug "$3.tmp.$$"
  chmod "$2" "$3.tmp.$$"
  mv -f "$3.tmp.$$" "$3"
  written_files+=("$3")
}

# generate MODE TARGET COMMAND...: writes the output of COMMAND to TARGET.
generate() {
  local mode=$1 target=$2
  shift 2
  make_dir "$(dirname "$target")"
  if ! "$@" >"$target.tmp.$$"; then
    rm -f "$target.tmp.$$"
    fail "cannot write $target ($* failed)"
  fi
  chmod "$mode" "$target.tmp.$$"
  mv -f "$target.tmp.$$" "$target"
  written_files+=("$target")
}

# manifest_entries KIND: the paths of one kind ("file" or "dir") in the manifest: the prefix
# and paths under it (any other line is ignored, so a damaged manifest cannot reach outside).
manifest_entries() {
  [ -f "$manifest" ] || return 0
  local kind path
  while IFS=' ' read -r kind path; do
    [ "$kind" = "$1" ] || continue
    case $path in
      "$prefix" | "$prefix"/*) printf '%s\n' "$path" ;;
    esac
  done <"$manifest"
}

uninstall() {
  [ -f "$manifest" ] || fail "no healthreport installed by this script under $prefix ($manifest is missing)"
  local path count=0
  while IFS= read -r path; do
    if [ -f "$path" ] || [ -L "$path" ]; then
      rm -f "$path"
      count=$((count + 1))
    else
      echo "note: $path was already gone" >&2
    fi
  done < <(manifest_entries file)
  local dirs
  dirs=$(manifest_entries dir | awk -F/ '{ print NF "\t" $0 }' | sort -rn | cut -f2-)
  rm -f "$manifest"
  # Deepest first; a folder that holds anything else stays.
  while IFS= read -r path; do
    [ -n "$path" ] && rmdir "$path" 2>/dev/null || true
  done <<<"$dirs"
  echo "removed healthreport from $prefix ($count files)"
}

# The release build that is installed, and how it is made.
build_path=.build/install
build_flags=(-c release --product healthreport --build-path "$build_path")
[ "$(uname -s)" = Linux ] && build_flags+=(--static-swift-stdlib)

# build: builds the tool when it is missing or older than a source file.
build() {
  cd "$(dirname "$0")/.."
  local bin=$build_path/release/healthreport
  if [ ! -x "$bin" ] || [ -n "$(find Package.swift Sources -newer "$bin" -print -quit)" ]; then
    echo "building healthreport in release mode (swift build ${build_flags[*]})"
    swift build "${build_flags[@]}"
  fi
}

install() {
  cd "$(dirname "$0")/.."
  local bin=${HEALTHREPORT_BIN:-}
  if [ -z "$bin" ]; then
    build
    bin=$build_path/release/healthreport
  fi
  [ -x "$bin" ] || fail "no executable at $bin"
  "$bin" --version >/dev/null || fail "$bin does not run"

  local old_files
  old_files=$(manifest_entries file)
  while IFS= read -r path; do
    [ -n "$path" ] && created_dirs+=("$path")
  done < <(manifest_entries dir)

  put "$bin" 755 "$prefix/bin/healthreport" strip
  local file
  while IFS= read -r file; do
    put "$file" 644 "$prefix/share/healthreport/$file"
  done < <(find Templates Public -type f ! -name '.*' | LC_ALL=C sort)
  generate 644 "$prefix/share/man/man1/healthreport.1" "$bin" man
  generate 644 "$prefix/share/bash-completion/completions/healthreport" "$bin" completions bash
  generate 644 "$prefix/share/zsh/site-functions/_healthreport" "$bin" completions zsh
  generate 644 "$prefix/share/fish/vendor_completions.d/healthreport.fish" "$bin" completions fish

  # Files an earlier install wrote that this version no longer has. The list is searched from
  # a string, not a pipe: under `pipefail`, `printf | grep -q` fails when grep stops reading at
  # its match before printf is done (SIGPIPE), which removed files just written.
  local path written_list
  written_list=$(printf '%s\n' "${written_files[@]}")
  while IFS= read -r path; do
    [ -n "$path" ] || continue
    if ! grep -qxF -- "$path" <<<"$written_list"; then
      rm -f "$path"
    fi
  done <<<"$old_files"

  {
    printf '# healthreport install-manifest: what scripts/install.sh wrote and created;\n'
    printf '# scripts/install.sh --uninstall --prefix %s removes exactly these.\n' "$prefix"
    printf 'file %s\n' "${written_files[@]}"
    if [ ${#created_dirs[@]} -gt 0 ]; then
      printf 'dir %s\n' "${created_dirs[@]}" | LC_ALL=C sort -u
    fi
  } >"$manifest"

  echo "installed $("$bin" --version) under $prefix:"
  printf '  %s\n' "$prefix/bin/healthreport" "$prefix/share/man/man1/healthreport.1" \
    "$prefix/share/healthreport/ (templates and assets)" \
    "$prefix/share/{bash-completion,zsh,fish}/… (completions)"
  case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on your PATH; add it, e.g. export PATH=\"$prefix/bin:\$PATH\"" ;;
  esac
  case $prefix in
    /usr | /usr/local) ;;
    *) echo "note: for zsh, put fpath+=($prefix/share/zsh/site-functions) before compinit in ~/.zshrc" ;;
  esac
  echo "uninstall: make uninstall PREFIX=$prefix (or scripts/install.sh --uninstall --prefix $prefix)"
}

"$action"
