#!/usr/bin/env python3
"""Runs the shell examples of the documentation, so that they cannot rot.

Every fenced ```sh block of the files given (the README and docs/*.md) is run with bash
(`set -euo pipefail`) in a scratch folder per file, in the file's order, so a block may use what
an earlier block of the same file made. A block is skipped when the line right above its fence
is an HTML comment saying why it cannot run here:

    <!-- not run: needs a real S3 bucket -->

The scratch folder holds the inputs the examples name: export.zip, export.xml (and
export.xml.gz) and the apple_health_export/ folder (the repository's generated fixture), my-log.csv and daily.csv,
Health Auto Export files (HealthAutoExport-*.json, and the same files in hae/), and Android's
"Health Connect.zip" (the repository's Health Connect fixture). `healthreport`
and `healthreport-bench` are the release binaries of the folder given with --bin, `swift`
is a stand-in that runs them for `swift run -c release healthreport …` (and skips
`swift test`, which CI runs on its own), and `sendmail` one that keeps the message. HOME is a scratch folder too, so nothing outside it is
touched.

Usage: scripts/check-examples.py --bin .build/release README.md docs/*.md
Exits 1 when a block fails, naming the file and the line of its fence.
"""
import argparse
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^```(\w*)\s*$")
SKIP = re.compile(r"^<!--\s*not run:\s*(.+?)\s*-->\s*$")

SWIFT_SHIM = """#!/usr/bin/env bash
# Stands in for the swift driver in the documentation's examples.
if [ "${1:-}" = test ]; then echo "(swift test: run by CI on its own)"; exit 0; fi
if [ "${1:-}" = build ]; then exit 0; fi
if [ "${1:-}" = run ]; then
  shift
  while [ $# -gt 0 ]; do
    case "$1" in
      -c) shift 2 ;;
      -c*|--configuration=*) shift ;;
      *) break ;;
    esac
  done
  product=${1:-healthreport}
  shift || true
  exec "$product" "$@"
fi
echo "swift stand-in: unsupported: $*" >&2
exit 64
"""


SENDMAIL_SHIM = """#!/bin/sh
# Stands in for sendmail: keeps the message in the scratch HOME.
cat > "$HOME/sent-$$.eml"
"""


def blocks(path):
    """(line of the fence, skip reason or None, text) for each ```sh block of `path`."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match or not match.group(1):
            index += 1
            continue
        language = match.group(1)
        start = index
        index += 1
        body = []
        while index < len(lines) and not lines[index].startswith("```"):
            body.append(lines[index])
            index += 1
        index += 1
        if language != "sh":
            continue
        above = lines[start - 1] if start > 0 else ""
        skip = SKIP.match(above.strip())
        found.append((start + 1, skip.group(1) if skip else None, "\n".join(body) + "\n"))
    return found


def prepare(folder, binaries):
    """Fills a scratch folder with the inputs the examples name and a bin/ of the tools."""
    bin_folder = os.path.join(folder, ".bin")
    os.makedirs(bin_folder)
    for name in ("healthreport", "healthreport-bench"):
        source = os.path.join(binaries, name)
        if os.path.exists(source):
            os.symlink(source, os.path.join(bin_folder, name))
    for name, text in (("swift", SWIFT_SHIM), ("sendmail", SENDMAIL_SHIM)):
        shim = os.path.join(bin_folder, name)
        with open(shim, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(shim, 0o755)
    fixture = os.path.join(ROOT, "Tests", "Fixtures", "generated", "small.zip")
    shutil.copy(fixture, os.path.join(folder, "export.zip"))
    with zipfile.ZipFile(fixture) as archive:
        archive.extractall(folder)
    member = os.path.join(folder, "apple_health_export", "export.xml")
    shutil.copy(member, os.path.join(folder, "export.xml"))
    with open(member, "rb") as source, gzip.open(os.path.join(folder, "export.xml.gz"), "wb") as target:
        shutil.copyfileobj(source, target)
    healthreport = os.path.join(bin_folder, "healthreport")
    with open(os.path.join(folder, "daily.csv"), "wb") as handle:
        subprocess.run([healthreport, "daily", "export.zip", "--quiet"], cwd=folder, check=True,
                       stdout=handle)
    shutil.copy(os.path.join(folder, "daily.csv"), os.path.join(folder, "my-log.csv"))
    os.makedirs(os.path.join(folder, "hae"))
    for start in ("2024-03-01", "2024-03-03"):
        name = f"HealthAutoExport-{start}.json"
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_hae.py"),
                        os.path.join(folder, name), "--megabytes", "0.5", "--start", start],
                       check=True)
        shutil.copy(os.path.join(folder, name), os.path.join(folder, "hae", name))
    shutil.copy(os.path.join(ROOT, "Tests", "Fixtures", "health-connect", "Health Connect.zip"),
                folder)
    os.makedirs(os.path.join(folder, ".home"))
    return bin_folder


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True, help="the folder of the release binaries")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    binaries = os.path.abspath(args.bin)
    failures = ran = skipped = 0
    for path in args.files:
        found = blocks(path)
        if not found:
            continue
        folder = tempfile.mkdtemp(prefix="examples-")
        try:
            bin_folder = prepare(folder, binaries)
            environment = dict(os.environ)
            environment["PATH"] = bin_folder + os.pathsep + environment.get("PATH", "")
            environment["HOME"] = os.path.join(folder, ".home")
            environment.pop("HEALTHREPORT_STORE", None)
            for line, skip, text in found:
                where = f"{os.path.relpath(path, ROOT)}:{line}"
                if skip:
                    skipped += 1
                    print(f"skip {where}: {skip}")
                    continue
                ran += 1
                result = subprocess.run(
                    ["bash", "-c", "set -euo pipefail\n" + text], cwd=folder, env=environment,
                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=900)
                if result.returncode == 0:
                    print(f"ok   {where}")
                else:
                    failures += 1
                    print(f"FAIL {where} (exit {result.returncode})")
                    print("  " + text.rstrip().replace("\n", "\n  "))
                    output = result.stdout.decode("utf-8", "replace").rstrip()
                    print("  output:\n    " + output[-2000:].replace("\n", "\n    "))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    print(f"{ran} examples run, {skipped} skipped (marked not run), {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
