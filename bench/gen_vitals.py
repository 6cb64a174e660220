#!/usr/bin/env python3
"""Adds realistic vitals to a synthetic Apple Health export (Python 3 stdlib only, deterministic).

The export made by ../shared/tools/gen_export.py has no vitals beyond a weekly manual blood
pressure; this writes, for each of its local days, the records an iPhone with an Apple Watch,
a cuff, a thermometer, a smart scale and a glucose meter leave in Health, as the Health app
exports them (issue #26):

* a cuff reading twice a day (morning and evening): a `Correlation` of type
  HKCorrelationTypeIdentifierBloodPressure holding its systolic and diastolic `Record`s, both
  repeated as top-level Records (the Health app's shape);
* blood oxygen every ~15 minutes overnight from the Watch, unit `%`, as fractions (0.96);
* respiratory rate overnight from the Watch (`count/min`, every ~20 minutes);
* a body temperature each morning in `degF`;
* glucose a few times a week in `mmol<180.1558800000541>/L`, its brackets escaped as the
  Health app writes them in the attribute (`mmol&lt;180.1558800000541&gt;/L`);
* body fat with most morning weigh-ins (`%`, a fraction);
* VO2 max once a week (`mL/min·kg`);
* mindful sessions on some days (HKCategoryTypeIdentifierMindfulSession), now and then the
  same session written by two apps.

Records come grouped by type and sorted by time, then the Correlations, as in a real export; all
of it goes just before the closing `</HealthData>`. The input is streamed: in place (the tail
after `</HealthData>` is rewritten) or copied to --out in blocks, with flat memory whatever the
export's size. Pass the --days, --start and --tz the export was generated with.

Usage: bench/gen_vitals.py EXPORT.xml [--out OUT.xml] [--days N] [--start YYYY-MM-DD]
                           [--tz us-pacific] [--seed N] [-q]
"""

import argparse
import datetime as _dt
import os
import random
import sys

EPOCH_ORD = _dt.date(1970, 1, 1).toordinal()
HKQ = "HKQuantityTypeIdentifier"
HKC = "HKCategoryTypeIdentifier"
CLOSE = b"</HealthData>"

# name: (standard offset, daylight offset, DST rule): the presets gen_export.py has.
ZONES = {
    "us-pacific": (-8 * 3600, -7 * 3600, "us"),
    "us-eastern": (-5 * 3600, -4 * 3600, "us"),
    "eu-central": (3600, 2 * 3600, "eu"),
    "uk": (0, 3600, "eu"),
    "au-sydney": (10 * 3600, 11 * 3600, "au"),
    "utc": (0, 0, None),
    "in": (19800, 19800, None),
}


def _sunday(year, month, n):
    """Epoch day of the n-th Sunday of the month (n = -1: the last)."""
    if n > 0:
        first = _dt.date(year, month, 1)
        day = first.toordinal() + (6 - first.weekday()) % 7 + 7 * (n - 1)
    else:
        last = _dt.date(year + month // 12, month % 12 + 1, 1).toordinal() - 1
        day = last - (_dt.date.fromordinal(last).weekday() - 6) % 7
    return day - EPOCH_ORD


class Zone:
    """A fixed standard offset with the US, EU or Australian daylight-saving rule."""

    def __init__(self, name):
        if name not in ZONES:
            raise SystemExit("unknown --tz %r; choose one of %s" % (name, ", ".join(ZONES)))
        self.std, self.dst, self.rule = ZONES[name]
        self._years = {}

    def _edges(self, year):
        """UTC instants (start, end) of the year's daylight time."""
        edges = self._years.get(year)
        if edges is None:
            if self.rule == "us":
                edges = (_sunday(year, 3, 2) * 86400 + 7200 - self.std,
                         _sunday(year, 11, 1) * 86400 + 7200 - self.dst)
            elif self.rule == "eu":
                edges = (_sunday(year, 3, -1) * 86400 + 3600,
                         _sunday(year, 10, -1) * 86400 + 3600)
            else:  # au: daylight time from October to April
                edges = (_sunday(year, 10, 1) * 86400 + 7200 - self.std,
                         _sunday(year, 4, 1) * 86400 + 10800 - self.dst)
            self._years[year] = edges
        return edges

    def offset_at(self, ts):
        if self.rule is None:
            return self.std
        year = _dt.date.fromordinal(int(ts // 86400) + EPOCH_ORD).year
        start, end = self._edges(year)
        if self.rule == "au":
            return self.std if end <= ts < start else self.dst
        return self.dst if start <= ts < end else self.std

    def utc(self, day, seconds):
        """The UTC instant of local wall-clock `seconds` after midnight of epoch day `day`."""
        local = day * 86400 + seconds
        offset = self.offset_at(local - self.std)
        ts = local - offset
        if self.offset_at(ts) != offset:  # inside the spring-forward gap: an hour on
            ts = local - self.offset_at(ts)
        return ts

    def text(self, ts):
        """`YYYY-MM-DD HH:MM:SS +HHMM`, the export's date format, in the offset at `ts`."""
        ts = int(ts)
        offset = self.offset_at(ts)
        day, seconds = divmod(ts + offset, 86400)
        sign = "-" if offset < 0 else "+"
        return "%s %02d:%02d:%02d %s%02d%02d" % (
            _dt.date.fromordinal(day + EPOCH_ORD).isoformat(), seconds // 3600,
            seconds % 3600 // 60, seconds % 60, sign, abs(offset) // 3600, abs(offset) % 3600 // 60)


WATCH = "Jane\u2019s Apple Watch"
# The glucose unit as a real export.xml holds it: `<` and `>` may not appear raw in an attribute.
GLUCOSE_UNIT = "mmol&lt;180.1558800000541&gt;/L"
PHONE = "Jane\u2019s iPhone"


def device(rng, name, model, hardware, software, manufacturer="Apple Inc."):
    address = "0x%09x" % rng.randrange(0x280000000, 0x303fffff0, 16)
    return ("&lt;&lt;HKDevice: %s&gt;, name:%s, manufacturer:%s, model:%s, hardware:%s, "
            "software:%s&gt;" % (address, name, manufacturer, model, hardware, software))


class Vitals:
    def __init__(self, args):
        self.zone = Zone(args.tz)
        self.first = _dt.date.fromisoformat(args.start).toordinal() - EPOCH_ORD
        self.days = range(self.first, self.first + args.days)
        self.seed = args.seed
        # The Watch arrives a tenth into the span, as in gen_export.py's default.
        self.watch_from = self.first + int(args.days * 0.1)
        self.counts = {}

    def rng(self, day, stream):
        return random.Random("vitals:%d:%d:%s" % (self.seed, day, stream))

    def record(self, kind, source, version, unit, start, end, value, device_text=None,
               metadata=(), indent=" "):
        """One `Record` line (with its MetadataEntry children, if any)."""
        z = self.zone
        text = '%s<Record type="%s" sourceName="%s" sourceVersion="%s"' % (
            indent, kind, source, version)
        if device_text:
            text += ' device="%s"' % device_text
        if unit:
            text += ' unit="%s"' % unit
        text += ' creationDate="%s" startDate="%s" endDate="%s" value="%s"' % (
            z.text(end + 7), z.text(start), z.text(end), value)
        if indent == " ":  # records inside a Correlation are counted with it
            self.counts[kind] = self.counts.get(kind, 0) + 1
        if not metadata:
            return text + "/>\n"
        children = "".join('%s <MetadataEntry key="%s" value="%s"/>\n' % (indent, k, v)
                           for k, v in metadata)
        return text + ">\n" + children + indent + "</Record>\n"

    # -- the plan of one day --------------------------------------------------
    def night(self, day):
        """The night ending on `day`: (bedtime, wake) as UTC instants."""
        r = self.rng(day, "night")
        bed = self.zone.utc(day - 1, int(r.gauss(22.9 * 3600, 1500)))
        wake = self.zone.utc(day, int(r.gauss(6.75 * 3600, 1500)))
        return bed, wake

    def cuff(self, day):
        """The day's two readings: (instant, systolic, diastolic)."""
        r = self.rng(day, "cuff")
        readings = []
        for base, lift in ((7.4 * 3600, 4), (21.3 * 3600, 0)):
            at = self.zone.utc(day, int(base) + r.randrange(0, 2400))
            readings.append((at, int(r.gauss(124 + lift, 7)), int(r.gauss(80 + lift / 2, 5))))
        return readings

    # -- the sections, one per type ---------------------------------------------
    def pressure_records(self, day, kind):
        out = []
        for at, systolic, diastolic in self.cuff(day):
            value = systolic if kind == "Systolic" else diastolic
            out.append(self.record(HKQ + "BloodPressure" + kind, "Omron Connect", "7.12", "mmHg",
                                   at, at, value, metadata=[("HKWasUserEntered", "0")]))
        return out

    def correlations(self, day):
        out = []
        z = self.zone
        for at, systolic, diastolic in self.cuff(day):
            inner = "".join(
                self.record(HKQ + "BloodPressure" + kind, "Omron Connect", "7.12", "mmHg", at, at,
                            value, metadata=[("HKWasUserEntered", "0")], indent="  ")
                for kind, value in (("Diastolic", diastolic), ("Systolic", systolic)))
            out.append(' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" '
                       'sourceName="Omron Connect" sourceVersion="7.12" creationDate="%s" '
                       'startDate="%s" endDate="%s">\n  <MetadataEntry key="HKWasUserEntered" '
                       'value="0"/>\n%s </Correlation>\n'
                       % (z.text(at + 7), z.text(at), z.text(at), inner))
            self.counts["Correlation"] = self.counts.get("Correlation", 0) + 1
        return out

    def overnight(self, day, stream, period, make):
        """Watch samples every ~`period` seconds through the night ending on `day`."""
        if day < self.watch_from:
            return []
        r = self.rng(day, stream)
        bed, wake = self.night(day)
        watch = device(r, "Apple Watch", "Watch", "Watch6,2", "10.5")
        out = []
        t = bed + r.randrange(600, 1800)
        while t < wake:
            out.append(make(r, t, watch))
            t += int(period * (0.8 + 0.4 * r.random()))
        return out

    def oxygen(self, day):
        def make(r, t, watch):
            value = min(100, max(90, round(r.gauss(96.4, 1.2)))) / 100
            return self.record(HKQ + "OxygenSaturation", WATCH, "10.5", "%", t, t, repr(value),
                               watch, [("HKMetadataKeyBarometricPressure", "101.3 kPa")])
        return self.overnight(day, "spo2", 900, make)

    def respiratory(self, day):
        def make(r, t, watch):
            value = round(r.gauss(14.5, 1.3), 1)
            return self.record(HKQ + "RespiratoryRate", WATCH, "10.5", "count/min", t,
                               t + r.randrange(60, 300), repr(value), watch)
        return self.overnight(day, "resp", 1200, make)

    def temperature(self, day):
        r = self.rng(day, "temp")
        if r.random() < 0.12:
            return []
        at = self.zone.utc(day, int(7.1 * 3600) + r.randrange(0, 1800))
        value = round(r.gauss(98.0, 0.45), 1)
        return [self.record(HKQ + "BodyTemperature", "Kinsa", "4.2.1", "degF", at, at,
                            repr(value), metadata=[("HKBodyTemperatureSensorLocation", "4")])]

    def glucose(self, day):
        r = self.rng(day, "glucose")
        if r.random() < 0.55:
            return []
        out = []
        for _ in range(r.choice((1, 1, 2))):
            at = self.zone.utc(day, r.randrange(7 * 3600, 21 * 3600))
            value = round(r.gauss(5.8, 0.9), 1)
            out.append(self.record(HKQ + "BloodGlucose", "Contour", "4.9", GLUCOSE_UNIT, at, at,
                                   repr(value), metadata=[("HKBloodGlucoseMealTime", str(r.choice((1, 2))))]))
        out.sort(key=lambda line: line.split('startDate="')[1][:19])
        return out

    def body_fat(self, day):
        r = self.rng(day, "fat")
        if r.random() < 0.3:
            return []
        at = self.zone.utc(day, int(6.9 * 3600) + r.randrange(0, 2400))
        value = round(r.gauss(0.236, 0.006), 3)
        return [self.record(HKQ + "BodyFatPercentage", "Withings", "6.4.1", "%", at, at,
                            repr(value), metadata=[("HKWasUserEntered", "0")])]

    def vo2(self, day):
        if day < self.watch_from or (day - self.first) % 7 != 3:
            return []
        r = self.rng(day, "vo2")
        at = self.zone.utc(day, int(18.2 * 3600) + r.randrange(0, 3600))
        value = round(r.gauss(41.5, 1.1), 2)
        return [self.record(HKQ + "VO2Max", WATCH, "10.5", "mL/min\u00b7kg", at, at, repr(value),
                            device(r, "Apple Watch", "Watch", "Watch6,2", "10.5"),
                            [("HKVO2MaxTestType", "2")])]

    def mindful(self, day):
        r = self.rng(day, "mindful")
        if r.random() < 0.6:
            return []
        out = []
        at = self.zone.utc(day, r.choice((7, 12, 22)) * 3600 + r.randrange(0, 1800))
        length = r.randrange(1, 16) * 60
        source, version = (WATCH, "10.5") if r.random() < 0.7 else ("Calm", "6.41")
        out.append(self.record(HKC + "MindfulSession", source, version, None, at, at + length,
                               "HKCategoryValueNotApplicable"))
        if r.random() < 0.2:  # the same session from a second app, a minute off
            out.append(self.record(HKC + "MindfulSession", "Headspace", "3.220", None, at + 60,
                                   at + length + 60, "HKCategoryValueNotApplicable"))
        return out

    def sections(self):
        """The text to insert, one type at a time (a list of strings per day, streamed)."""
        for make in (lambda d: self.body_fat(d), lambda d: self.oxygen(d),
                     lambda d: self.respiratory(d), lambda d: self.temperature(d),
                     lambda d: self.glucose(d), lambda d: self.pressure_records(d, "Diastolic"),
                     lambda d: self.pressure_records(d, "Systolic"), lambda d: self.vo2(d),
                     lambda d: self.mindful(d), lambda d: self.correlations(d)):
            for day in self.days:
                yield "".join(make(day))


def close_offset(handle):
    """The offset of the last `</HealthData>` in the open file."""
    size = handle.seek(0, os.SEEK_END)
    tail_start = max(0, size - (1 << 16))
    handle.seek(tail_start)
    tail = handle.read()
    at = tail.rfind(CLOSE)
    if at < 0:
        raise SystemExit("error: no </HealthData> in the last 64 KiB; not a whole export")
    return tail_start + at, tail[at:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("export", help="the export.xml to add vitals to")
    parser.add_argument("-o", "--out", help="write here instead of changing EXPORT in place")
    parser.add_argument("--days", type=int, default=30, help="the export's days (default 30)")
    parser.add_argument("--start", default="2023-01-01", help="its first day (YYYY-MM-DD)")
    parser.add_argument("--tz", default="us-pacific", help="its zone preset (default us-pacific)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("-q", "--quiet", action="store_true")
    args = parser.parse_args()
    vitals = Vitals(args)
    if args.out:
        with open(args.export, "rb") as source, open(args.out, "wb") as out:
            at, tail = close_offset(source)
            source.seek(0)
            remaining = at
            while remaining:
                block = source.read(min(remaining, 1 << 20))
                if not block:
                    raise SystemExit("error: %s shrank while being read" % args.export)
                out.write(block)
                remaining -= len(block)
            for text in vitals.sections():
                out.write(text.encode())
            out.write(tail)
    else:
        with open(args.export, "r+b") as out:
            at, tail = close_offset(out)
            out.seek(at)
            out.truncate()
            for text in vitals.sections():
                out.write(text.encode())
            out.write(tail)
    if not args.quiet:
        counts = ", ".join("%s %d" % (k.replace(HKQ, "").replace(HKC, ""), v)
                           for k, v in vitals.counts.items())
        print("vitals added: %s" % counts, file=sys.stderr)


if __name__ == "__main__":
    main()
