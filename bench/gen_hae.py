#!/usr/bin/env python3
"""Writes a Health Auto Export JSON file (export version 2) of about the size asked for, for
bench/import.sh: a full-history file without aggregation, as HAE writes one with minute-level
points. Per day: step_count, walking_running_distance, active_energy and heart_rate (Min, Avg,
Max) every minute from 07:00 to 22:00, resting_heart_rate and heart_rate_variability a few
times, a weigh-in, sleep as unaggregated stage samples, a workout, and a few items of the
sections the reader skips (stateOfMind, medications). Dates follow HAE's
`yyyy-MM-dd HH:mm:ss Z` form; every run with the same seed writes the same bytes.

With --by-source, steps, distance and active energy are unaggregated instead, as HAE writes
them with "Aggregate data" off: each sample with its `startDate`, `endDate` and one `source`, the
Watch's every minute and the iPhone's every five minutes over the same hours (so the reader's
merge by source priority has overlaps to resolve), in order of start.

Usage: gen_hae.py OUT.json [--megabytes N] [--start YYYY-MM-DD] [--seed N] [--twelve-hour]
                  [--by-source]
"""
import argparse
import datetime
import random

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--megabytes", type=float, default=200)
parser.add_argument("--start", default="2023-01-01")
parser.add_argument("--seed", type=int, default=7)
parser.add_argument("--twelve-hour", action="store_true",
                    help="write 12-hour dates with U+202F before am/pm")
parser.add_argument("--by-source", action="store_true",
                    help="unaggregated steps, distance and energy from an iPhone and a Watch")
args = parser.parse_args()
rng = random.Random(args.seed)
start = datetime.date.fromisoformat(args.start)
target = int(args.megabytes * 1e6)
SOURCE = "Jane\u2019s iPhone|Jane\u2019s Apple Watch"
PHONE = "Jane\u2019s iPhone"
WATCH = "Jane\u2019s Apple Watch"
OFFSET = "-0800"


def stamp(day, minute):
    hour, minutes = divmod(minute, 60)
    if args.twelve_hour:
        clock = 12 if hour % 12 == 0 else hour % 12
        return f"{day} {clock}:{minutes:02d}:00\u202f{'am' if hour < 12 else 'pm'} {OFFSET}"
    return f"{day} {hour:02d}:{minutes:02d}:00 {OFFSET}"


def sampled(points, day, minute):
    """Unaggregated steps, distance and energy starting at `minute`: the iPhone's five-minute
    sample on every fifth minute, then the Watch's one-minute sample."""
    spans = [(PHONE, 5, 4)] if minute % 5 == 0 else []
    for source, length, scale in spans + [(WATCH, 1, 1)]:
        steps = rng.randint(0, 120) * scale
        head = (f'"date":"{stamp(day, minute)}","startDate":"{stamp(day, minute)}",'
                f'"endDate":"{stamp(day, minute + length)}","source":"{source}"}}')
        points["step_count"].append(f'{{"qty":{steps},{head}')
        points["walking_running_distance"].append(f'{{"qty":{steps * 0.000762:.6f},{head}')
        points["active_energy"].append(f'{{"qty":{rng.random() * 3 * length:.5f},{head}')


def day_points(day, index):
    """The minute-level points of one day, per metric name (as JSON text)."""
    points = {"step_count": [], "walking_running_distance": [], "active_energy": [],
              "heart_rate": [], "resting_heart_rate": [], "heart_rate_variability": [],
              "weight_body_mass": [], "sleep_analysis": []}
    for minute in range(7 * 60, 22 * 60):
        date = stamp(day, minute)
        if args.by_source:
            sampled(points, day, minute)
        else:
            steps = rng.randint(0, 120)
            points["step_count"].append(
                f'{{"qty":{steps},"date":"{date}","source":"{SOURCE}"}}')
            points["walking_running_distance"].append(
                f'{{"qty":{steps * 0.000762:.6f},"date":"{date}","source":"{SOURCE}"}}')
            points["active_energy"].append(
                f'{{"qty":{rng.random() * 3:.5f},"date":"{date}","source":"{SOURCE}"}}')
        average = rng.randint(55, 120)
        points["heart_rate"].append(
            f'{{"Min":{average - 3},"Avg":{average},"Max":{average + 4},"date":"{date}",'
            f'"source":"{SOURCE}"}}')
    for minute in (6 * 60, 13 * 60):
        points["resting_heart_rate"].append(
            f'{{"qty":{rng.randint(48, 62)},"date":"{stamp(day, minute)}","source":"{SOURCE}"}}')
        points["heart_rate_variability"].append(
            f'{{"qty":{rng.uniform(25, 80):.3f},"date":"{stamp(day, minute + 30)}",'
            f'"source":"{SOURCE}"}}')
    points["weight_body_mass"].append(
        f'{{"qty":{170 + rng.uniform(-2, 2):.1f},"date":"{stamp(day, 7 * 60 + 5)}",'
        f'"source":"Scale"}}')
    # The night ending this morning: stages from 00:00 to 07:00 in 30-minute samples.
    stages = ["Core", "Deep", "Core", "REM", "Core", "Deep", "REM", "Core", "REM", "Core",
              "Core", "REM", "Awake", "Core"]
    for slot, stage in enumerate(stages):
        points["sleep_analysis"].append(
            f'{{"startDate":"{stamp(day, slot * 30)}","endDate":"{stamp(day, slot * 30 + 30)}",'
            f'"qty":0.5,"value":"{stage}","source":"Jane\u2019s Apple Watch"}}')
    return points


def workout(day, index):
    minutes = rng.randint(20, 60)
    return (f'{{"id":"W{index}","name":"Outdoor Run","start":"{stamp(day, 18 * 60)}",'
            f'"end":"{stamp(day, 18 * 60 + minutes)}","duration":{minutes * 60},'
            f'"distance":{{"qty":{minutes / 6:.2f},"units":"km"}},'
            f'"activeEnergyBurned":{{"qty":{minutes * 11},"units":"kcal"}},'
            f'"heartRateData":[{{"Avg":150,"Min":120,"Max":170,"date":"{stamp(day, 18 * 60)}"}}],'
            f'"route":[{{"latitude":37.{index % 1000:03d},"longitude":-122.4,"altitude":10}}]}}')


# Days until the size is reached (a day is about 240 KB), then the file is written metric by
# metric, as HAE does.
per_day = len(",".join(sum(day_points("2023-01-01", 0).values(), []))) + 400
days = max(1, target // per_day)
rng = random.Random(args.seed)
units = {"step_count": "count", "walking_running_distance": "km", "active_energy": "kcal",
         "heart_rate": "count/min", "resting_heart_rate": "count/min",
         "heart_rate_variability": "ms", "weight_body_mass": "lb", "sleep_analysis": "hr"}
# Keep each metric's points on disk-sized pieces: generate day by day into per-metric lists of
# strings (a few hundred MB of Python strings at the largest sizes).
by_metric = {name: [] for name in units}
workouts = []
for index in range(days):
    day = (start + datetime.timedelta(days=index)).isoformat()
    for name, points in day_points(day, index).items():
        by_metric[name].append(",".join(points))
    workouts.append(workout(day, index))
with open(args.out, "w", encoding="utf-8") as out:
    out.write('{"data":{"metrics":[')
    for number, (name, unit) in enumerate(units.items()):
        if number:
            out.write(",")
        out.write(f'{{"name":"{name}","units":"{unit}","data":[')
        out.write(",".join(by_metric[name]))
        out.write("]}")
    out.write('],"workouts":[' + ",".join(workouts) + "],")
    out.write('"stateOfMind":[{"kind":"dailyMood","valence":0.4}],"medications":[]}}\n')
