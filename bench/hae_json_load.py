#!/usr/bin/env python3
"""The peer of the Health Auto Export import in bench/import.sh: Python's json.load of the
whole file (the tree in memory), then the step_count points summed per day, the least a
reader of such a file must do. Prints the days and the total steps."""
import collections
import json
import sys

with open(sys.argv[1], encoding="utf-8") as handle:
    document = json.load(handle)
days = collections.Counter()
for metric in document["data"]["metrics"]:
    if metric["name"] == "step_count":
        for point in metric["data"] or []:
            days[point["date"][:10]] += point["qty"]
print(len(days), "days,", int(sum(days.values())), "steps")
