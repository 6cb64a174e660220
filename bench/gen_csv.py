#!/usr/bin/env python3
"""Writes a synthetic CSV log for the import benchmark, deterministic for a seed.

long (default): `date,metric,value`, one sample per row: steps in small bouts, heart rate,
distance, energy, exercise, and a weigh-in or two a day, as a per-sample log would be.
wide: `date,steps,body_mass_kg,body_mass_lb,distance_km,active_energy_kcal,exercise_minutes,
heart_rate_bpm` (the tool's own daily CSV), several rows per day (steps are summed, the last
weight wins).
Usage: gen_csv.py OUT [--wide] [--megabytes N] [--seed S]
"""
import argparse
import datetime
import random

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--wide", action="store_true")
parser.add_argument("--megabytes", type=float, default=100)
parser.add_argument("--seed", type=int, default=7)
args = parser.parse_args()
rng = random.Random(args.seed)
target = int(args.megabytes * 1e6)
start = datetime.date(2015, 1, 1)
days = 3650
written = 0
with open(args.out, "w", newline="") as out:
    if args.wide:
        header = ("date,steps,body_mass_kg,body_mass_lb,distance_km,active_energy_kcal,"
                  "exercise_minutes,heart_rate_bpm\n")
    else:
        header = "date,metric,value\n"
    out.write(header)
    written += len(header)
    per_day = max(1, target // days)
    for index in range(days):
        date = (start + datetime.timedelta(days=index)).isoformat()
        rows = []
        size = 0
        while size < per_day:
            if args.wide:
                kg = round(rng.uniform(60, 90), 1)
                row = "%s,%d,%.1f,%.3f,%.2f,%.1f,%d,%.1f\n" % (
                    date, rng.randint(0, 2000), kg, kg / 0.45359237, rng.uniform(0, 2),
                    rng.uniform(0, 90), rng.randint(0, 10), rng.uniform(55, 150))
            else:
                pick = rng.random()
                if pick < 0.55:
                    row = "%s,steps,%d\n" % (date, rng.randint(1, 400))
                elif pick < 0.80:
                    row = "%s,heart_rate_bpm,%d\n" % (date, rng.randint(50, 160))
                elif pick < 0.90:
                    row = "%s,distance_km,%.3f\n" % (date, rng.uniform(0, 0.5))
                elif pick < 0.97:
                    row = "%s,active_energy_kcal,%.2f\n" % (date, rng.uniform(0, 30))
                elif pick < 0.995:
                    row = "%s,exercise_minutes,%d\n" % (date, rng.randint(0, 5))
                else:
                    row = "%s,weight,%.1f\n" % (date, rng.uniform(130, 200))
            rows.append(row)
            size += len(row)
        out.write("".join(rows))
        written += size
