"""Log events with per-seat texts: the guards are told what is public, the intruder side what it may know."""
from __future__ import annotations

from engine.rules.api import LogEvent


def intruder_seats(s, figure: str | None = None) -> list:
    """The seats that know `figure`'s secrets: his team, or only his own seat in Contested Ground (N-H.5)."""
    if figure is not None and s.config["variant"] == "contested_ground":
        return [s.intruder_seat[figure]]
    return sorted(set(s.intruder_seat.values()))


def tell(s, kind: str, text: str, data=None, rule: str = "", *, cause: str = "", intruders: str | None = None,
         figure: str | None = None, guards: str | None = None, secret_data=None) -> None:
    """Log one event. `text` is the public line; `intruders` what the intruder side knowing `figure`
    reads instead (its path, its cards); `guards` what the guard players read instead (their cards).
    `rule` (the rule id, for a tooltip) goes into the data, never into the words; `cause` is in words."""
    data = dict(data or {})
    if rule:
        data["rule"] = rule
    by_seat = []
    data_by_seat = []
    if intruders is not None:
        for seat in intruder_seats(s, figure):
            by_seat.append((seat, intruders))
            if secret_data is not None:
                data_by_seat.append((seat, secret_data))
    if guards is not None:
        for seat in s.guard_seats:
            by_seat.append((seat, guards))
    s.log.append(LogEvent(kind, text, data, cause, tuple(by_seat), tuple(data_by_seat)))
