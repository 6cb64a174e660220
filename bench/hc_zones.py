"""UTC offsets over time for the generator: a home zone with daylight saving and trips abroad.

A plan is a sorted list of (UTC millisecond, offset in seconds) changes; the offset at an
instant is the last change at or before it. Every change happens at 01:00 UTC (02:00 or 03:00 at
home, in the night), so the generator can keep short records away from them.
"""

import bisect
import datetime as _dt

DAY_MS = 86_400_000
CHANGE_HOUR_MS = 3_600_000  # 01:00 UTC
HOME_WINTER, HOME_SUMMER = 3_600, 7_200  # CET, CEST
TRIP_OFFSET = 32_400  # Seoul, no daylight saving
TRIP_DAYS = 7


def epoch_day(date):
    return (date - _dt.date(1970, 1, 1)).days


def _last_sunday(year, month):
    first_next = _dt.date(year + month // 12, month % 12 + 1, 1)
    last = first_next - _dt.timedelta(days=1)
    return last - _dt.timedelta(days=(last.weekday() + 1) % 7)


def _change(date):
    return epoch_day(date) * DAY_MS + CHANGE_HOUR_MS


def eu_changes(first_year, last_year):
    """EU daylight saving: summer time from the last Sunday of March to that of October."""
    changes = []
    for year in range(first_year, last_year + 1):
        changes.append((_change(_last_sunday(year, 3)), HOME_SUMMER))
        changes.append((_change(_last_sunday(year, 10)), HOME_WINTER))
    return changes


class ZonePlan:
    """The offsets of a plan; `spec` is `mix`, `eu`, a number of seconds, or a list
    `SECONDS[@YYYY-MM-DD],…` (each change at 01:00 UTC of its date)."""

    def __init__(self, spec, start, days):
        self.spec = spec
        first = epoch_day(start) * DAY_MS - 2 * DAY_MS
        if spec in ("mix", "eu"):
            changes = eu_changes(start.year - 1, start.year + days // 365 + 1)
            initial = HOME_WINTER
            for at, offset in changes:
                if at <= first:
                    initial = offset
            changes = [(at, offset) for at, offset in changes if at > first]
            self.changes = [(first, initial)] + changes
            self.times = [at for at, _ in self.changes]
            if spec == "mix":
                self._add_trips(start, days)
        else:
            self.changes = []
            for index, item in enumerate(str(spec).split(",")):
                seconds, _, date = item.partition("@")
                at = _change(_dt.date.fromisoformat(date)) if date else first
                if index == 0 and date:
                    raise SystemExit("--zone-offsets: the first offset takes no date")
                self.changes.append((at, int(seconds)))
            self.changes.sort()
        for _, offset in self.changes:
            if abs(offset) > 64_800:
                raise SystemExit(f"--zone-offsets: {offset} is beyond ±18 hours")
        self.times = [at for at, _ in self.changes]
        self.offsets = sorted({offset for _, offset in self.changes})

    def _add_trips(self, start, days):
        """A week abroad each year, starting 45% into the first year (or the range)."""
        span = min(days, 365)
        trip_day = epoch_day(start) + int(span * 0.45)
        end_day = epoch_day(start) + days
        while trip_day + TRIP_DAYS < end_day:
            leave = trip_day * DAY_MS + CHANGE_HOUR_MS
            back = (trip_day + TRIP_DAYS) * DAY_MS + CHANGE_HOUR_MS
            home_after = self.offset_at(back)
            kept = [(at, offset) for at, offset in self.changes if not leave <= at <= back]
            # A home change that falls during the trip takes effect on the way back.
            self.changes = sorted(kept + [(leave, TRIP_OFFSET), (back, home_after)])
            self.times = [at for at, _ in self.changes]
            trip_day += 365

    def offset_at(self, utc_ms):
        index = bisect.bisect_right(self.times, utc_ms) - 1
        return self.changes[max(index, 0)][1]

    def to_utc(self, local_ms):
        """The first instant whose local clock reads local_ms; in a gap (a clock that jumps
        forward), the instant that reading names at the offset before the jump."""
        valid = [local_ms - 1000 * offset for offset in self.offsets
                 if self.offset_at(local_ms - 1000 * offset) == offset]
        if valid:
            return min(valid)
        guess = local_ms - 1000 * self.offset_at(local_ms)
        return local_ms - 1000 * self.offset_at(guess - 86_400_000)


    def change_times(self):
        return [at for at, _ in self.changes[1:]]

    def near_change(self, start_ms, end_ms, margin_ms=3_600_000):
        """Whether a change falls within margin of [start, end]."""
        return any(start_ms - margin_ms <= at <= end_ms + margin_ms for at in self.change_times())
