#!/usr/bin/env python3
"""Copies an Apple Health export.xml with its StepCount and DistanceWalkingRunning records
grouped by source: in the run of each of those types, every Apple Watch record first, then every
iPhone record, then any other source's (each group in its own order). Every other line stays
where it was. Streams line by line (the later groups wait in temporary files next to OUT, not in
memory); a record may span lines (children up to its </Record>). bench/merge-order.sh uses it to
show that the daily figures do not depend on the order of the records.
Each type must come as one run of records, as in real exports (a second run is an error: its
records could not all go after the first run's). Prints the records moved per type and source.
Usage: reorder_by_source.py IN OUT
"""
import collections
import os
import re
import shutil
import sys
import tempfile

TYPES = (b"HKQuantityTypeIdentifierStepCount", b"HKQuantityTypeIdentifierDistanceWalkingRunning")
RECORD = re.compile(rb'\s*<Record type="([^"]+)"')
SOURCE = re.compile(rb'sourceName="([^"]*)"')
GROUPS = (b"Apple Watch", b"iPhone")  # the order of the groups; other sources go last


def group(record):
    """The group of a record's first line: 0 Apple Watch, 1 iPhone, 2 anything else."""
    match = SOURCE.search(record)
    name = match.group(1) if match else b""
    return next((index for index, word in enumerate(GROUPS) if word in name), len(GROUPS))


def main(source_path, out_path):
    counts = collections.Counter()
    done = set()  # the types whose run has ended
    run_type = None
    spill_dir = os.path.dirname(os.path.abspath(out_path))
    spills = [tempfile.TemporaryFile(dir=spill_dir) for _ in GROUPS]  # groups 1.. (0 goes out)

    with open(source_path, "rb") as source, open(out_path, "wb") as out:

        def end_run():
            for spill in spills:
                spill.seek(0)
                shutil.copyfileobj(spill, out, 1 << 20)
                spill.seek(0)
                spill.truncate()

        for line in source:
            match = RECORD.match(line)
            kind = match.group(1) if match and match.group(1) in TYPES else None
            if kind != run_type:
                if run_type is not None:
                    end_run()
                    done.add(run_type)
                if kind in done:
                    sys.exit("error: a second run of %s records (line not kept in place)"
                             % kind.decode())
                run_type = kind
            if kind is None:
                out.write(line)
                continue
            record = [line]
            if not line.rstrip().endswith(b"/>"):  # children until </Record>
                for more in source:
                    record.append(more)
                    if b"</Record>" in more:
                        break
                else:
                    sys.exit("error: the file ends inside a %s record" % kind.decode())
            rank = group(line)
            counts[kind.decode(), rank] += 1
            (out if rank == 0 else spills[rank - 1]).writelines(record)
        if run_type is not None:
            end_run()

    names = [word.decode() for word in GROUPS] + ["other"]
    for kind in TYPES:
        kind = kind.decode()
        parts = ", ".join("%d %s" % (counts[kind, rank], name) for rank, name in enumerate(names)
                          if counts[kind, rank])
        print("%s: %s" % (kind.replace("HKQuantityTypeIdentifier", ""), parts or "none"),
              file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: reorder_by_source.py IN OUT")
    main(sys.argv[1], sys.argv[2])
