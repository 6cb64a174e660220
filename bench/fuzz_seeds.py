#!/usr/bin/env python3
"""Writes the fuzz seed corpus, Tests/Fuzz/corpus/<target>/ (run from anywhere; deterministic).

Small hand-made inputs plus records taken from a few synthetic exports made by
../shared/tools/gen_export.py (when it is there; the seeds are committed, so the tests never
need it). Each seed stays a few KB: libFuzzer mutates small inputs fastest.
"""
import io
import os
import re
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Fuzz", "corpus")
GEN = os.path.join(os.path.dirname(ROOT), "shared", "tools", "gen_export.py")

HEAD = b'<?xml version="1.0" encoding="UTF-8"?>\n'
DTD = b"""<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  value         CDATA #IMPLIED
>
]>
"""
OPEN = b'<HealthData locale="en_US">\n <ExportDate value="2024-03-09 10:00:00 -0800"/>\n'
CLOSE = b"</HealthData>\n"


def record(kind, value, start, end=None, unit="count", source="Jane\xe2\x80\x99s iPhone"):
    end = end or start
    return (
        f' <Record type="HKQuantityTypeIdentifier{kind}" sourceName="{source}" unit="{unit}" '
        f'creationDate="{end}" startDate="{start}" endDate="{end}" value="{value}"/>\n'
    ).encode()


def write(target, name, data):
    folder = os.path.join(CORPUS, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def generated_records():
    """Record lines of the six imported types from two small synthetic exports."""
    lines = []
    if not os.path.exists(GEN):
        return lines
    with tempfile.TemporaryDirectory() as folder:
        for seed, extra in [(1, ["--tz", "eu-central", "--units", "metric"]),
                            (2, ["--weight-unit", "mixed", "--faults", "vt"])]:
            out = os.path.join(folder, f"g{seed}.xml")
            subprocess.run([sys.executable, GEN, "-q", "-o", out, "--days", "2", "--scale",
                            "0.01", "--seed", str(seed)] + extra, check=True)
            text = open(out, "rb").read()
            lines.append(text)
    return lines


def sleep_record(value, start, end, source="Jane\xe2\x80\x99s Apple Watch"):
    return (
        f' <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="{source}" '
        f'creationDate="{end}" startDate="{start}" endDate="{end}" '
        f'value="HKCategoryValueSleepAnalysis{value}">\n'
        f'  <MetadataEntry key="HKTimeZone" value="America/Los_Angeles"/>\n </Record>\n'
    ).encode()


def sleep_body():
    """A night across the spring-forward change: the iPhone's in-bed time, the Watch's stages
    (Core under REM), an app's generic Asleep over them, an Awake, a nap and a bad value."""
    return (sleep_record("InBed", "2024-03-09 22:40:00 -0800", "2024-03-10 07:05:00 -0700",
                         source="Jane\xe2\x80\x99s iPhone")
            + sleep_record("AsleepCore", "2024-03-09 23:00:00 -0800", "2024-03-10 01:30:00 -0800")
            + sleep_record("AsleepREM", "2024-03-10 00:30:00 -0800", "2024-03-10 01:00:00 -0800")
            + sleep_record("AsleepDeep", "2024-03-10 01:30:00 -0800", "2024-03-10 03:30:00 -0700")
            + sleep_record("Awake", "2024-03-10 03:30:00 -0700", "2024-03-10 03:45:00 -0700")
            + sleep_record("Asleep", "2024-03-09 23:00:00 -0800", "2024-03-10 06:50:00 -0700",
                           source="SleepApp")
            + sleep_record("AsleepUnspecified", "2024-03-10 13:00:00 -0700",
                           "2024-03-10 14:00:00 -0700")
            + sleep_record("Dreaming", "2024-03-10 18:00:00 -0700", "2024-03-10 19:00:00 +0900"))


def heart_body():
    d = "2024-03-10 07:00:00 -0700"
    hrv = (f' <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="W" '
           f'unit="ms" startDate="{d}" endDate="{d}" value="48.2">\n'
           f'  <HeartRateVariabilityMetadataList>\n'
           f'   <InstantaneousBeatsPerMinute bpm="62" time="7:00:01.50 AM"/>\n'
           f'  </HeartRateVariabilityMetadataList>\n </Record>\n').encode()
    return (record("RestingHeartRate", 57, d, unit="count/min")
            + record("RestingHeartRate", 1.0, "2024-03-11 07:00:00 -0700", unit="count/s")
            + hrv + record("HeartRateVariabilitySDNN", "0.05", d, unit="s"))


def workouts_body():
    old = (b' <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="31.5" '
           b'durationUnit="min" totalDistance="3.1" totalDistanceUnit="mi" '
           b'totalEnergyBurned="1200" totalEnergyBurnedUnit="kJ" sourceName="Watch" '
           b'startDate="2019-06-11 07:00:00 -0700" endDate="2019-06-11 07:31:30 -0700">\n'
           b'  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
           b'  <WorkoutEvent type="HKWorkoutEventTypePause" date="2019-06-11 07:10:00 -0700"/>\n'
           b' </Workout>\n')
    new = (b' <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" '
           b'duration="2400" durationUnit="s" sourceName="Jane\xe2\x80\x99s Apple Watch" '
           b'startDate="2024-03-10 18:00:00 -0700" endDate="2024-03-10 18:40:00 -0700">\n'
           b'  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" '
           b'startDate="2024-03-10 18:00:00 -0700" endDate="2024-03-10 18:40:00 -0700" '
           b'sum="250" unit="Cal"/>\n'
           b'  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceSwimming" sum="800" '
           b'unit="m"/>\n'
           b'  <WorkoutRoute sourceName="W"><FileReference path="/workout-routes/r.gpx"/>'
           b'</WorkoutRoute>\n </Workout>\n')
    bare = (b' <Workout workoutActivityType="Custom&amp;Thing" startDate="2024-03-11 06:00:00 +0000"'
            b' endDate="2024-03-11 06:45:00 +0000"/>\n')
    return old + new + bare


def rings_body():
    """Activity summaries (#42): energy in Cal and kJ, Move-time mode, a paused day, missing
    attributes, a second summary of a day and bad figures."""
    def summary(date, attributes):
        return f' <ActivitySummary dateComponents="{date}" {attributes}/>\n'.encode()
    return (summary("2024-03-08", 'activeEnergyBurned="512.5" activeEnergyBurnedGoal="450" '
                    'activeEnergyBurnedUnit="Cal" appleMoveTime="0" appleMoveTimeGoal="0" '
                    'appleExerciseTime="31" appleExerciseTimeGoal="30" appleStandHours="11" '
                    'appleStandHoursGoal="12"')
            + summary("2024-03-09", 'activeEnergyBurned="2092" activeEnergyBurnedGoal="1882.8" '
                      'activeEnergyBurnedUnit="kJ" appleExerciseTime="12" '
                      'appleExerciseTimeGoal="0" appleStandHours="4" appleStandHoursGoal="0"')
            + summary("2024-03-10", 'activeEnergyBurned="300" appleMoveTime="45" '
                      'appleMoveTimeGoal="60"')
            + summary("2024-03-11", 'appleStandHours="x" appleExerciseTime="-5" '
                      'activeEnergyBurned="1" activeEnergyBurnedUnit="lb"')
            + summary("2024-03-08", 'appleStandHours="9"')
            + b' <ActivitySummary dateComponents="2024-13-01"/>\n')


def category(kind, value, start, end, source):
    return (
        f' <Record type="HKCategoryTypeIdentifier{kind}" sourceName="{source}" '
        f'creationDate="{end}" startDate="{start}" endDate="{end}" value="{value}"/>\n'
    ).encode()


def pressure_correlation(systolic, diastolic, at, source="Omron Connect", repeat=False):
    """A blood pressure reading as the Health app writes it: a Correlation holding the diastolic
    and systolic Records (with metadata); with `repeat`, both Records again at the top level."""
    meta = b'   <MetadataEntry key="HKWasUserEntered" value="0"/>\n'
    inner = b"".join(
        record(f"BloodPressure{kind}", value, at, unit="mmHg", source=source)[:-3] + b">\n"
        + meta + b"  </Record>\n"
        for kind, value in (("Diastolic", diastolic), ("Systolic", systolic)))
    correlation = (f' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" '
                   f'sourceName="{source}" creationDate="{at}" startDate="{at}" endDate="{at}">\n'
                   ).encode() + meta[1:] + b" " + inner.replace(b"\n <Record", b"\n  <Record") \
        + b" </Correlation>\n"
    top = b""
    if repeat:
        top = (record("BloodPressureDiastolic", diastolic, at, unit="mmHg", source=source)
               + record("BloodPressureSystolic", systolic, at, unit="mmHg", source=source))
    return top, correlation


def vitals_body():
    """A day of every vital in the export's shapes: a cuff reading as a Correlation whose
    Records are repeated at the top level (Apple's order: Records by type, Correlations after),
    a systolic/diastolic pair without a Correlation, glucose in mg/dL and in
    mmol<180.1558800000541>/L, oxygen and body fat as % fractions, respiratory rate, °F and °C,
    VO2 max in mL/min·kg and two overlapping mindful sessions from two apps. (A real export
    escapes the glucose unit's brackets, `mmol&lt;180.1558800000541&gt;/L`: both spellings.)"""
    watch = "Jane\u2019s Apple Watch"
    morning = "2024-03-10 07:30:00 -0700"
    top, correlation = pressure_correlation(128, 84, morning, repeat=True)
    evening = "2024-03-10 21:05:00 -0700"
    pair = (record("BloodPressureSystolic", 121, evening, unit="mmHg", source="Withings")
            + record("BloodPressureDiastolic", 78, evening, unit="mmHg", source="Withings"))
    night = [f"2024-03-10 0{h}:{m:02}:00 -0700" for h in (3, 4) for m in (0, 15, 30, 45)]
    spo2 = b"".join(record("OxygenSaturation", v, t, unit="%", source=watch)
                    for v, t in zip(("0.97", "0.95", "0.96", "0.98", "1", "0.94", "0.96", "0.97"),
                                    night))
    breaths = b"".join(record("RespiratoryRate", v, t, t.replace(":00 -", ":50 -"),
                              unit="count/min", source=watch)
                       for v, t in zip(("14.5", "13", "15.5", "16"), night[::2]))
    glucose = (record("BloodGlucose", "104", "2024-03-10 08:00:00 -0700", unit="mg/dL",
                      source="Contour")
               + record("BloodGlucose", "5.9", "2024-03-10 12:30:00 -0700",
                        unit="mmol<180.1558800000541>/L", source="Contour")
               + record("BloodGlucose", "6.4", "2024-03-10 19:30:00 -0700",
                        unit="mmol&lt;180.1558800000541&gt;/L", source="Health")
               + record("BloodGlucose", "7.2", "2024-03-11 12:30:00 -0700",
                        unit="mmol<180.15588>/L", source="Contour"))
    other = (record("BodyTemperature", "98.6", "2024-03-10 07:00:00 -0700", unit="degF",
                    source="Kinsa")
             + record("BodyTemperature", "36.9", "2024-03-11 07:00:00 -0700", unit="degC",
                      source="Kinsa")
             + record("VO2Max", "42.31", "2024-03-10 18:40:00 -0700",
                      unit="mL/min\u00b7kg", source=watch)
             + record("BodyFatPercentage", "0.215", "2024-03-10 07:02:00 -0700", unit="%",
                      source="Withings")
             + record("BodyFatPercentage", "0.218", "2024-03-11 07:02:00 -0700", unit="%",
                      source="Withings"))
    mindful = (category("MindfulSession", "HKCategoryValueNotApplicable",
                        "2024-03-10 07:00:00 -0700", "2024-03-10 07:10:00 -0700", watch)
               + category("MindfulSession", "HKCategoryValueNotApplicable",
                          "2024-03-10 07:05:00 -0700", "2024-03-10 07:20:00 -0700", "Calm")
               + category("MindfulSession", "HKCategoryValueNotApplicable",
                          "2024-03-10 23:55:00 -0700", "2024-03-11 00:15:00 -0700", "Calm"))
    return (top + pair + glucose + spo2 + breaths + other + mindful + correlation)


def pressure_cases():
    """Blood pressure's corner cases: the top-level copies before and after the Correlation, a
    Correlation whose Records are not repeated, two sources at one instant, a lone systolic,
    a systolic and a diastolic minutes apart, kPa, an implausible figure, an empty and a
    self-closing Correlation, a stray end tag and a Record of another type inside."""
    a, b, c = ("2024-03-01 08:00:00 +0100", "2024-03-01 20:00:00 +0100",
               "2024-03-02 00:30:00 +0100")
    top, correlation = pressure_correlation(120, 80, a, repeat=True)
    _, bare = pressure_correlation(135, 88, b)
    return (top + correlation + bare
            + record("BloodPressureSystolic", 124, a, unit="mmHg", source="Withings")
            + record("BloodPressureDiastolic", 84, a, unit="mmHg", source="Withings")
            + record("BloodPressureSystolic", 131, c, unit="mmHg", source="Withings")
            + record("BloodPressureSystolic", 118, b, unit="mmHg", source="Qardio")
            + record("BloodPressureDiastolic", 77, b.replace("20:00", "20:04"), unit="mmHg",
                     source="Qardio")
            + record("BloodPressureSystolic", "16.4", c, unit="kPa", source="Qardio")
            + record("BloodPressureDiastolic", "10.7", c, unit="kPa", source="Qardio")
            + record("BloodPressureSystolic", 300, c, unit="mmHg", source="Qardio")
            + b' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="X"'
            b' startDate="2024-03-03 08:00:00 +0100" endDate="2024-03-03 08:00:00 +0100">\n'
            b' </Correlation>\n'
            b' <Correlation type="HKCorrelationTypeIdentifierBloodPressure"/>\n </Correlation>\n'
            b' <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="F"'
            b' startDate="2024-03-03 12:00:00 +0100" endDate="2024-03-03 12:00:00 +0100">\n'
            + record("DietaryEnergyConsumed", 500, "2024-03-03 12:00:00 +0100", unit="kcal")
            + record("BloodPressureSystolic", 119, "2024-03-03 12:00:00 +0100", unit="mmHg")
            + b" </Correlation>\n")


def vitals_faults():
    """Vitals the importer must refuse, each with a warning: glucose units without a usable
    molar mass, % above 1, 122 °F, an unknown unit, mindful sessions ending before they start,
    longer than a day or without an end, and a Correlation left open at the end."""
    t = "2024-03-05 09:00:00 +0000"
    return (record("BloodGlucose", "5.5", t, unit="mmol<>/L")
            + record("BloodGlucose", "5.5", t, unit="mmol<x>/L")
            + record("BloodGlucose", "5.5", t, unit="mmol<1e400>/L")
            + record("BloodGlucose", "5.5", t, unit="mmol<-180>/L")
            + record("BloodGlucose", "5", t, unit="mg/dL")
            + record("OxygenSaturation", "1.2", t, unit="%")
            + record("OxygenSaturation", "97", t, unit="%")
            + record("BodyTemperature", "122", t, unit="degF")
            + record("BodyTemperature", "310", t, unit="K")
            + record("RespiratoryRate", "0.25", t, unit="count/s")
            + record("VO2Max", "42", t, unit="ml/(kg*min)")
            + record("VO2Max", "42", t, unit="mL/kg")
            + record("BodyFatPercentage", "0.01", t, unit="%")
            + category("MindfulSession", "HKCategoryValueNotApplicable",
                       "2024-03-05 10:00:00 +0000", "2024-03-05 09:00:00 +0000", "Calm")
            + category("MindfulSession", "HKCategoryValueNotApplicable",
                       "2024-03-05 10:00:00 +0000", "2024-03-06 10:00:01 +0000", "Calm")
            + b' <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Calm"'
            b' startDate="2024-03-05 11:00:00 +0000"/>\n'
            + b' <Correlation type="HKCorrelationTypeIdentifierBloodPressure">\n'
            + record("BloodPressureSystolic", 120, t, unit="mmHg"))


def xml_seeds(generated):
    d1, d2 = "2024-03-01 08:00:00 -0800", "2024-03-01 08:10:00 -0800"
    body = (record("StepCount", 512, d1, d2)
            + record("StepCount", 300, d1, d2, source="Jane\xe2\x80\x99s Apple Watch")
            + record("BodyMass", "171.08036659064855", d1, unit="lb")
            + record("DistanceWalkingRunning", "0.41", d1, d2, unit="km")
            + record("ActiveEnergyBurned", "12.5", d1, d2, unit="kcal")
            + record("AppleExerciseTime", 3, d1, d2, unit="min")
            + record("HeartRate", 71, d1, unit="count/min"))
    write("xml", "basic.xml", HEAD + OPEN + body + CLOSE)
    write("xml", "dtd.xml", HEAD + DTD + OPEN + body + CLOSE)
    write("xml", "no-close.xml", HEAD + OPEN + body)
    write("xml", "cut-in-record.xml", (HEAD + OPEN + body)[:-40])
    write("xml", "crlf.xml", (HEAD + OPEN + body + CLOSE).replace(b"\n", b"\r\n"))
    wrapped = (b'<HealthData>\n<Record\n   value="1e-05"\n   unit="kg"\n   type="HKQuantityTypeIdent'
               b'ifierBodyMass"\n   startDate="2024-01-31 23:59:59 +1400"\n   endDate="2024-02-01 0'
               b'0:00:00 +0000"\n   sourceName="A &amp; B &#x2019; &#8217; &lt;x&gt;"\n />\n'
               b"</HealthData>")
    write("xml", "wrapped-attributes.xml", wrapped)
    correlation = (HEAD + OPEN
                   + b' <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="C"'
                   b' startDate="' + d1.encode() + b'" endDate="' + d1.encode() + b'">\n '
                   + record("HeartRate", 80, d1, unit="count/min")
                   + b' </Correlation>\n <!-- a comment with <Record> inside -->\n'
                   b' <![CDATA[<Record type="HKQuantityTypeIdentifierStepCount"/>]]>\n'
                   + record("StepCount", 10, "2024-03-02 23:59:00 +0100", "2024-03-03 00:09:00 +0100")
                   + b' <Record type="HKQuantityTypeIdentifierStepCount" startDate="bad" value="x"/>\n'
                   + b" <Workout workoutActivityType=\"Walk\"><MetadataEntry key=\"k\" value=\"v\"/>"
                   b"</Workout>\n" + CLOSE)
    write("xml", "correlation-comment.xml", correlation)
    units = b"".join(record("BodyMass", v, f"2024-03-0{i + 1} 07:00:00 +0000", unit=u)
                     for i, (v, u) in enumerate([(80, "kg"), (80000, "g"), (12.5, "st"),
                                                 (2800, "oz"), (176, "lb"), (1, "furlong")]))
    units += b"".join(record("DistanceWalkingRunning", v, "2024-03-01 07:00:00 +0000", unit=u)
                      for v, u in [(1000, "m"), (1, "mi"), (100, "yd"), (300, "ft")])
    units += b"".join(record("ActiveEnergyBurned", v, "2024-03-01 07:00:00 +0000", unit=u)
                      for v, u in [(10, "Cal"), (40, "kJ"), (900, "cal"), (4000, "J")])
    units += record("AppleExerciseTime", 60, "2024-03-01 07:00:00", unit="s")
    units += record("AppleExerciseTime", 1, "2024-03-01 07:00:00", unit="hr")
    units += record("HeartRate", 1.2, "2024-03-01 07:00:00 +0530", unit="count/s")
    write("xml", "units.xml", OPEN + units + CLOSE)
    write("xml", "sleep.xml", HEAD + OPEN + sleep_body() + CLOSE)
    write("xml", "heart.xml", HEAD + OPEN + heart_body() + CLOSE)
    write("xml", "workouts.xml", HEAD + OPEN + workouts_body() + CLOSE)
    write("xml", "cut-in-workout.xml", (HEAD + OPEN + workouts_body())[:-300])
    write("xml", "vitals.xml", HEAD + OPEN + vitals_body() + CLOSE)
    write("xml", "blood-pressure.xml", HEAD + OPEN + pressure_cases() + CLOSE)
    write("xml", "vitals-faults.xml", OPEN + vitals_faults() + CLOSE)
    write("xml", "cut-in-correlation.xml", (HEAD + OPEN + pressure_cases())[:-900])
    write("xml", "rings.xml", HEAD + OPEN + rings_body() + CLOSE)
    write("xml", "cut-in-rings.xml", (HEAD + OPEN + rings_body())[:-120])
    for index, text in enumerate(generated):
        prologue = text[: text.index(b"<HealthData")]
        lines = [l + b"\n" for l in text.split(b"\n")
                 if l.startswith(b" <Record") or l.startswith(b" <Workout ")
                 or l.startswith(b"  <WorkoutStatistics") or l.startswith(b" </Workout>")]
        picked = lines[::max(1, len(lines) // 12)][:12]
        write("xml", f"generated-{index + 1}.xml",
              (prologue if index == 0 else HEAD) + OPEN + b"".join(picked) + CLOSE)
    return body


def zip_seeds(body, generated):
    export = HEAD + OPEN + body + CLOSE

    def make(name, members, **kwargs):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", **kwargs) as z:
            for member in members:
                member(z)
        write("zip", name, buffer.getvalue())

    D, S = zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED
    make("deflated.zip", [lambda z: z.writestr("apple_health_export/", b""),
                          lambda z: z.writestr("apple_health_export/export.xml", export, D),
                          lambda z: z.writestr("apple_health_export/export_cda.xml",
                                               b"<ClinicalDocument/>", D)])
    make("stored.zip", [lambda z: z.writestr("apple_health_export/export.xml", export, S)])
    make("mac.zip", [lambda z: z.writestr("__MACOSX/apple_health_export/._export.xml",
                                          b"\x00\x05\x16\x07AppleDouble", S),
                     lambda z: z.writestr("apple_health_export/.DS_Store", b"\x00" * 40, S),
                     lambda z: z.writestr("apple_health_export/Exportieren.xml", export, D)])
    make("no-export.zip", [lambda z: z.writestr("notes.xml", b"<notes/>", D),
                           lambda z: z.writestr("empty.xml", b"", D)])

    def zip64(z):
        info = zipfile.ZipInfo("apple_health_export/export.xml")
        info.compress_type = D
        with z.open(info, "w", force_zip64=True) as f:
            f.write(export)
    make("zip64.zip", [zip64])
    # A streamed member: sizes in a data descriptor (general-purpose bit 3).
    class Unseekable(io.RawIOBase):
        def __init__(self):
            self.data = bytearray()

        def writable(self):
            return True

        def write(self, b):
            self.data += b
            return len(b)

    stream = Unseekable()
    with zipfile.ZipFile(stream, "w", compression=D) as z:
        with z.open("apple_health_export/export.xml", "w") as f:
            f.write(export)
    write("zip", "stream.zip", bytes(stream.data))
    if generated:
        make("generated.zip", [lambda z: z.writestr(
            "apple_health_export/export.xml",
            generated[0][: generated[0].index(b"<HealthData")] + OPEN
            + b"".join(l + b"\n" for l in generated[0].split(b"\n")[::40]
                       if l.startswith(b" <Record"))[:6000] + CLOSE, D)])


def csv_seeds():
    write("csv", "wide.csv", b"date,steps,weight\n2024-12-01,8000,170.5\n2024-12-02,,170.1\n"
          b"2024-12-03,9500,\n2024-13-01,100,100\n")
    write("csv", "long-crlf.csv", b"date,metric,value\r\n2024-12-01,steps,4000\r\n"
          b"2024-12-01,steps,2000\r\n2024-12-01,weight,80\r\n2024-12-01,weight,79.5\r\n"
          b"2024-12-02,heart_rate_bpm,61\r\n2024-12-02,unknown,1\r\n")
    write("csv", "daily.csv", b"date,steps,body_mass_kg,body_mass_lb,distance_km,"
          b"active_energy_kcal,exercise_minutes,heart_rate_bpm\n"
          b"2024-01-01,1234,80.5,177.472,1.2,300.25,30,61\n2024-01-02,,80.4,,,,,\n")
    write("csv", "recovery.csv", b"date,steps,body_mass_kg,body_mass_lb,resting_heart_rate_bpm,"
          b"hrv_sdnn_ms,sleep_asleep_h,sleep_in_bed_h,sleep_awake_h,sleep_core_h,sleep_deep_h,"
          b"sleep_rem_h,workouts,workout_minutes\n"
          b"2024-12-01,8000,80,176.37,57,48.5,7.25,8.017,0.2,4.5,1.05,1.7,2,75.5\n"
          b"2024-12-02,,,,56,,,,,,,,,\n2024-12-03,,,,,,24.5,25,,,,,101,1441\n")
    write("csv", "recovery-long.csv", b"date,metric,value\n2024-12-01,sleep_deep_h,1.5\n"
          b"2024-12-01,WORKOUTS,1\n2024-12-01,hrv_sdnn_ms,600\n2024-12-02,workout_minutes,30\n")
    write("csv", "quoted-bom.csv", b'\xef\xbb\xbf"Date" , "Steps","Weight","Note"\n'
          b'"2024-02-29","1,000",70,"said ""hi"""\n2024-02-30,1,1,x\n"2024-03-01",2\n\n'
          b'2024-03-02,1e3,-5,\n2024-03-03,inf,nan,\n')
    write("csv", "mixed-mass.csv", b"DATE,WEIGHT,BODY_MASS_LB,BODY_MASS_KG,extra\n"
          b"2024-05-01,150,151,68.5,z\n2024-05-02,150,151,,z\n2024-05-03,150,,,z\r"
          b"2024-05-04,0.0001,99999999,1e308,\n")
    write("csv", "no-header.csv", b"\n\n   \n")
    write("csv", "vitals.csv", b"date,steps,body_mass_kg,body_mass_lb,"
          b"blood_pressure_systolic_mmhg,blood_pressure_diastolic_mmhg,blood_pressure_readings,"
          b"blood_glucose_mg_dl,oxygen_saturation_percent,respiratory_rate_per_min,"
          b"body_temperature_c,vo2_max_ml_kg_min,body_fat_percent,mindful_minutes\n"
          b"2024-03-10,8000,80,176.37,124.5,81,2,104.167,96.125,14.75,37,42.31,21.5,20\n"
          b"2024-03-11,,,,131,,1,129.712,,,36.9,,21.8,\n"
          b"2024-03-12,,,,,,,,,,,,,1440\n")
    write("csv", "vitals-long.csv", b"date,metric,value\n"
          b"2024-03-10,blood_pressure_systolic_mmhg,120\n"
          b"2024-03-10,blood_pressure_systolic_mmhg,130\n2024-03-10,blood_pressure_readings,2\n"
          b"2024-03-10,OXYGEN_SATURATION_PERCENT,0.97\n2024-03-10,body_temperature_c,98.6\n"
          b"2024-03-10,mindful_minutes,1000\n2024-03-10,mindful_minutes,500\n"
          b"2024-03-11,blood_glucose_mg_dl,5.5\n2024-03-11,vo2_max_ml_kg_min,100.0004\n"
          b"2024-03-11,respiratory_rate_per_min,3.9995\n2024-03-11,body_fat_percent,75\n")


def date_seeds():
    seeds = {
        "iso-date": b"2024-02-29",
        "iso-date-long": b"2024-12-31 and more",
        "timestamp": b"2024-03-01 08:15:00 +0100",
        "timestamp-utc": b"2024-03-01 08:15:00",
        "timestamps-two": b"2024-03-01 08:15:00 +01002024-03-01 23:59:60 -1200",
        "timestamp-leap": b"2000-02-29 00:00:00 -0000",
        "number-long": b"171.08036659064855",
        "number-exponent": b"1e-05",
        "number-negative": b"-0.5",
        "number-hex": b"0x1p-3",
        "mail-date": b"Sat, 14 Dec 2024 18:00:00 +0000",
        "mail-date-short": b"1 Jan 9999 23:59 -1200",
        "iso-week": b"2024-W50",
        "iso-week-53": b"2020-W53",
    }
    for name, data in seeds.items():
        write("dates", name, data)


def site_seeds(body):
    write("site", "basic.xml", HEAD + OPEN + body + CLOSE)
    write("site", "dtd.xml", HEAD + DTD + OPEN + body[:900] + CLOSE)
    def short(kind, value, unit, day):
        return (f'<Record type="HKQuantityTypeIdentifier{kind}" unit="{unit}" value="{value}" '
                f'startDate="2024-02-{day:02} 09:00:00 +0000" endDate="2024-02-{day:02} '
                f'09:10:00 +0000"/>\n').encode()
    days = b"".join(short("StepCount", 4000 + 37 * i, "count", i)
                    + short("BodyMass", round(80 - i / 10, 1), "kg", i) for i in range(1, 14))
    write("site", "month.xml", OPEN + days + CLOSE)
    rows = b"".join(f"2023-12-{i:02},{5000 + i * 91},{82 - i * 0.05:.2f}\n".encode()
                    for i in range(1, 32))
    write("site", "month.csv", b"date,steps,weight_kg,weight\n" + rows)
    write("site", "long.csv", b"date,metric,value\n2024-01-01,steps,1\n2024-01-08,weight,60\n"
          b"2024-01-09,heart_rate_bpm,50\n2024-01-10,exercise_minutes,5\n"
          b"2024-01-11,distance_km,2\n2024-01-12,active_energy_kcal,100\n")
    write("site", "one-day.csv", b"date,steps\n2024-06-30,0\n")


def json_seeds():
    """Health Auto Export files: every metric and both sleep shapes, workouts, 12-hour dates,
    escapes, skipped sections, and the hostile shapes (cut, NaN, duplicate keys, deep
    nesting, UTF-16, a BOM)."""
    def point(date, qty, extra=""):
        return f'{{"date":"{date}","qty":{qty}{extra},"source":"Jane\u2019s iPhone|Watch"}}'
    def metric(name, units, points):
        return f'{{"name":"{name}","units":"{units}","data":[{",".join(points)}]}}'
    days = [f"2024-03-{d:02} 00:00:00 -0800" for d in range(1, 4)]
    metrics = [
        metric("step_count", "count", [point(d, 8000 + i * 123) for i, d in enumerate(days)]),
        metric("walking_running_distance", "mi", [point(d, 3.2) for d in days]),
        metric("active_energy", "kJ", [point(d, 1800.5) for d in days]),
        metric("apple_exercise_time", "min", [point(d, 31) for d in days]),
        metric("weight_body_mass", "lb", [point("2024-03-01 07:10:00 -0800", 171.2),
                                          point("2024-03-01 21:10:00 -0800", 170.4)]),
        metric("heart_rate", "count/min", ['{"date":"2024-03-01 00:00:00 -0800","Min":52,'
                                           '"Avg":71.4,"Max":148}']),
        metric("resting_heart_rate", "bpm", [point(days[0], 55)]),
        metric("heart_rate_variability", "ms", [point(days[0], 42.5)]),
        metric("sleep_analysis", "hr", [
            '{"date":"2024-03-02 07:10:00 -0800","totalSleep":7.2,"asleep":0,"core":4.1,'
            '"deep":1.1,"rem":2,"awake":0.3,"inBed":7.8,"sleepStart":"2024-03-01 23:20:00 -0800",'
            '"sleepEnd":"2024-03-02 07:10:00 -0800","source":"Watch"}']),
        metric("sleep_analysis", "hr", [
            '{"startDate":"2024-03-02 23:00:00 -0800","endDate":"2024-03-03 01:00:00 -0800",'
            '"qty":2,"value":"Core","source":"Jane\u2019s Apple Watch"}',
            '{"startDate":"2024-03-03 01:00:00 -0800","endDate":"2024-03-03 02:00:00 -0800",'
            '"qty":1,"value":"REM","source":"Jane\u2019s Apple Watch"}',
            '{"startDate":"2024-03-02 22:30:00 -0800","endDate":"2024-03-03 06:30:00 -0800",'
            '"qty":8,"value":"In Bed","source":"Jane\u2019s iPhone"}']),
        metric("vo2_max", "ml/(kg\u00b7min)", [point(days[0], 40)]),
    ]
    workouts = [
        '{"id":"A","name":"Outdoor Run","start":"2024-03-01 7:57:00\u202fam -0800",'
        '"end":"2024-03-01 8:27:00 AM -0800","duration":1800,"distance":{"qty":5.1,"units":"km"},'
        '"activeEnergyBurned":{"qty":412,"units":"kcal"},"route":[{"lat":1.5,"lon":2.5}]}',
        '{"name":"Yoga","start":"2024-03-02 18:00:00 +0100","end":"2024-03-02 18:45:00 +0100"}',
    ]
    whole = ('{"data":{"metrics":[' + ",".join(metrics) + '],"workouts":[' + ",".join(workouts)
             + '],"stateOfMind":[{"kind":"x"}],"medications":[],"ecg":[{"v":[[1,2],[3]]}]}}\n')
    write("json", "all.json", whole.encode())
    pretty = whole.replace(",", ",\n  ").replace("{", "{\n ")
    write("json", "pretty.json", pretty.encode())
    write("json", "cut.json", whole.encode()[:700])

    vitals = [
        metric("blood_pressure", "mmHg", [
            '{"date":"2024-03-01 07:31:00 -0800","systolic":128,"diastolic":84}',
            '{"date":"2024-03-01 21:02:00 -0800","systolic":121,"diastolic":78,'
            '"source":"Omron Connect"}',
            '{"date":"2024-03-02 07:40:00 -0800","systolic":131}',
            '{"date":"2024-03-02 07:41:00 -0800","diastolic":320,"systolic":120}']),
        metric("blood_glucose", "mg/dL", [point(days[0], 104), point(days[1], 5)]),
        metric("blood_glucose", "mmol/L", [point(days[2], 5.9)]),
        metric("blood_oxygen_saturation", "%", [point(days[0], 0.97), point(days[1], 96),
                                                point(days[2], 1.5)]),
        metric("respiratory_rate", "count/min", [point(days[0], 14.5)]),
        metric("body_temperature", "degF", [point(days[0], 98.6)]),
        metric("body_temperature", "degC", [point(days[1], 36.9)]),
        metric("vo2_max", "mL/min\u00b7kg", [point(days[1], 42.3)]),
        metric("body_fat_percentage", "%", [point(days[0], 0.215), point(days[1], 21.8)]),
        metric("mindful_minutes", "min", [point(days[0], 10), point(days[0], 15)]),
    ]
    write("json", "vitals.json", ('{"data":{"metrics":[' + ",".join(vitals) + "]}}\n").encode())

    def sample(source, start, end, qty, date=None):
        return (f'{{"date":"{date or start}","startDate":"{start}","endDate":"{end}",'
                f'"qty":{qty},"source":"{source}"}}')
    phone, watch = "Jane\u2019s iPhone", "Jane\u2019s Apple Watch"
    d = "2024-03-01 {} -0800"
    unaggregated = [
        metric("step_count", "count", [
            sample(phone, d.format("08:00:00"), d.format("08:10:00"), 1000),
            sample(watch, d.format("08:05:00"), d.format("08:10:00"), 600),
            sample(phone, d.format("12:00:00"), d.format("12:10:00"), 700),
            sample(watch, d.format("12:00:00"), d.format("12:10:00"), 720),
            sample("Pedometer++", d.format("12:02:00"), d.format("12:04:00"), 200),
            sample(phone, d.format("18:00:00"), d.format("18:04:00"), 300),
            sample(phone, d.format("23:58:00"), "2024-03-02 00:03:00 -0800", 90),
            sample(watch, d.format("19:00:00"), d.format("18:00:00"), 50),
            '{"date":"2024-03-01 20:00:00 -0800","qty":40,"source":"' + watch + '"}',
            '{"date":"2024-03-01 20:00:00 -0800","startDate":"2024-03-01 20:00:00 -0800",'
            '"qty":41,"source":"' + phone + '|' + watch + '"}',
            sample(watch, "2024-02-20 08:00:00 -0800", "2024-02-20 08:01:00 -0800", 60,
                   date=d.format("08:00:00"))]),
        metric("walking_running_distance", "km", [
            sample(phone, d.format("08:00:00"), d.format("08:10:00"), 0.8),
            sample(watch, d.format("08:05:00"), d.format("08:10:00"), 0.45)]),
        metric("active_energy", "kcal", [
            sample(watch, d.format("08:00:00"), d.format("08:01:00"), 5.5),
            sample(phone, d.format("08:00:00"), d.format("08:01:00"), 4)]),
    ]
    write("json", "unaggregated.json",
          ('{"data":{"metrics":[' + ",".join(unaggregated) + "]}}\n").encode())
    write("json", "not-hae.json", b'{"settings":{"data":{"metrics":[]}},"version":2}\n')
    write("json", "data-not-object.json", b'{"data":[{"metrics":[]}],"metrics":[]}\n')
    write("json", "steps.json", ('{"data":{"metrics":[' + metrics[0] + "]}}").encode())
    write("json", "bom.json", b"\xef\xbb\xbf" + ('{"data":{"metrics":[' + metrics[1] + "]}}").encode())
    write("json", "utf16.json", ('{"data":{"metrics":[]}}').encode("utf-16"))
    write("json", "nan.json", b'{"data":{"metrics":[{"name":"step_count","units":"count",'
          b'"data":[{"date":"2024-03-01 00:00:00 +0000","qty":NaN}]}]}}')
    write("json", "hostile.json", b'{"data":{"metrics":[{"name":"step_count","name":"x",'
          b'"units":"count","data":[{"date":"2024-03-01 25:00:00 +0000","qty":1e400},'
          b'{"date":"0001-03-01 00:00:00 +0000","qty":"8500"},{"date":"2024-03-01 00:00:00'
          b' +0000","qty":-5,"qty":5}]}],"workouts":[{"name":"R","start":"2024-03-01 07:00:00'
          b' +0000","duration":90000}]}}')
    write("json", "order.json", b'{"data":{"metrics":[{"data":[{"qty":2,"date":"2024-03-01'
          b' 00:00:00 +0000"}],"units":"km","name":"walking_running_distance"}]}}')
    write("json", "escapes.json", b'{"d\\u0061ta":{"metrics":[{"name":"step\\u005fcount",'
          b'"units":"count","data":[{"date":"2024-03-01 00:00:00 +0000","qty":3,'
          b'"note":"\\ud83d\\ude00 \\" \\\\ \\/ \\b\\f\\n\\r\\t"}]}]}}')
    write("json", "deep.json", b"[" * 70 + b"]" * 70)
    write("json", "scalars.json", b'[1, -0.5, 2e10, 1E-3, true, false, null, "x", {}, []]')


def sealed_seeds():
    """Envelopes of a private site (FORMAT-private-site.md) sealed with the fuzz target's key
    (32 bytes of 7, salt 0…15: SealedFuzz.key), a page holding one, and hostile variants."""
    import base64
    import json
    import zlib
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    key, salt = bytes([7] * 32), bytes(range(16))

    def envelope(path, content, **override):
        iv = bytes(range(12))
        packer = zlib.compressobj(6, zlib.DEFLATED, -15)
        z = packer.compress(content) + packer.flush()
        fields = {"v": 1, "kdf": "PBKDF2-SHA256", "iter": 600000,
                  "salt": base64.b64encode(salt).decode(), "cipher": "AES-256-GCM",
                  "zip": "deflate-raw", "path": path, "iv": base64.b64encode(iv).decode(),
                  "data": base64.b64encode(AESGCM(key).encrypt(iv, z, path.encode())).decode()}
        fields.update(override)
        return json.dumps(fields, separators=(",", ":")).encode()

    csv = b"date,steps\n2024-12-08,5544\n"
    write("sealed", "csv.sealed", envelope("data/daily.csv", csv))
    write("sealed", "empty.sealed", envelope("data/empty.csv", b""))
    write("sealed", "page.html",
          b'<!DOCTYPE html><html lang="en"><body><script type="application/json" '
          b'id="healthreport-sealed">' + envelope("index.html", b"<p>5,544 steps</p>")
          + b"</script></body></html>\n")
    write("sealed", "wrong-version.sealed", envelope("a.csv", csv, v=2))
    write("sealed", "huge-iter.sealed", envelope("a.csv", csv, iter=10**15))
    write("sealed", "short-tag.sealed", envelope("a.csv", csv, data="AAAA"))
    write("sealed", "bad-base64.sealed", envelope("a.csv", csv, iv="!!!"))


def hc_seeds():
    """Small Health Connect databases (bench/gen_hc.py, 512-byte pages, one day, a few tables
    each, so every seed stays under the target's 32 KB), the fixture whose steps table is a
    view, and a SQLite database that is not an export."""
    gen = os.path.join(ROOT, "bench", "gen_hc.py")
    seeds = [
        ("steps-weight-sleep.db", 41, "samsung,googlefit", [],
         "steps_record_table,weight_record_table,sleep_session_record_table,sleep_stages_table"),
        ("heart-pressure-exercise.db", 42, "samsung,fitbit", ["--heart-rate", "sparse"],
         "heart_rate_record_table,heart_rate_record_series_table,blood_pressure_record_table,"
         "exercise_session_record_table"),
        ("distance-energy-fat-mindful.db", 43, "oura,withings", [],
         "distance_record_table,active_calories_burned_record_table,body_fat_record_table,"
         "mindfulness_session_record_table,resting_heart_rate_record_table"),
    ]
    with tempfile.TemporaryDirectory() as folder:
        for name, seed, apps, extra, tables in seeds:
            out = os.path.join(folder, name)
            subprocess.run([sys.executable, gen, "-q", "--compact", "--page-size", "512",
                            "--seed", str(seed), "--days", "1", "--start", "2026-03-27",
                            "--apps", apps, "--no-truth", "--out", out, "--tables", tables]
                           + extra, check=True)
            write("hc", name, open(out, "rb").read())
    fixtures = os.path.join(ROOT, "Tests", "Fixtures", "health-connect")
    for name in ("view-steps.db", "not-health-connect.db"):
        write("hc", name, open(os.path.join(fixtures, name), "rb").read())


def main():
    generated = generated_records()
    body = xml_seeds(generated)
    zip_seeds(body, generated)
    csv_seeds()
    date_seeds()
    site_seeds(body)
    json_seeds()
    sealed_seeds()
    hc_seeds()


if __name__ == "__main__":
    main()
