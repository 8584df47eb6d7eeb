"""The words of the menu's Resume lines: which game, its settings, how far, who plays, and when."""
from __future__ import annotations

import time
from dataclasses import dataclass

from engine import i18n
from engine.i18n import N_, T, Tn, _
from engine.i18n.lists import listed
from engine.rules.saves import Resumable, saved_at_epoch

DAY = 86400
DAMAGED = N_("This autosave is damaged and cannot be resumed")
UNKNOWN_GAME = N_("A game this Lantern does not know")
UNKNOWN_TIME = N_("at an unknown time")
# our own names of days and months: time.strftime's follow the C locale, English on every machine
WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"), N_("Sunday"))
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"), N_("Jul"), N_("Aug"), N_("Sep"),
          N_("Oct"), N_("Nov"), N_("Dec"))


@dataclass(frozen=True)
class ResumeLine:
    """One unfinished game as the menu shows it: `title` (bold), `details` (settings, progress, players),
    `when`, and `problem` (why it cannot be resumed, for the tooltip; empty when it can)."""
    title: str
    details: str
    when: str
    problem: str = ""


def when_words(saved_at: str, now: float | None = None) -> str:
    """'today 21:04', 'yesterday 09:15', 'Monday 18:30', '14 Nov 21:04' or '14 Nov 2025 21:04', local time."""
    epoch = saved_at_epoch(saved_at)
    if epoch is None:
        return T(UNKNOWN_TIME)
    now = time.time() if now is None else now
    try:
        then, today = time.localtime(epoch), time.localtime(now)
    except (OverflowError, OSError, ValueError):
        return T(UNKNOWN_TIME)
    clock = time.strftime("%H:%M", then)
    days_ago = _day_number(today) - _day_number(then)
    if days_ago == 0:
        return T("today {clock}", clock=clock)
    if days_ago == 1:
        return T("yesterday {clock}", clock=clock)
    if 1 < days_ago < 7:
        return T("{weekday} {clock}", weekday=WEEKDAYS[then.tm_wday], clock=clock)
    month = MONTHS[then.tm_mon - 1]
    if then.tm_year == today.tm_year:
        return T("{day} {month} {clock}", day=then.tm_mday, month=month, clock=clock)
    return T("{day} {month} {year} {clock}", day=then.tm_mday, month=month, year=then.tm_year, clock=clock)


def _day_number(t: time.struct_time) -> int:
    """Days since the epoch of a local calendar date (so 'yesterday' follows the calendar, not 24 hours)."""
    return int(time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 12, 0, 0, 0, 0, -1)) // DAY)


def players_words(config: dict) -> str:
    """'2 players: Ann, Bo' (names from the setup, when given) or '1 player'."""
    count = config.get("players")
    names = config.get("names")
    names = [n.strip() for n in names if type(n) is str and n.strip()] if type(names) is list else []
    if type(count) is not int:
        count = len(names)
    words = Tn("{n} player", "{n} players", count)
    if names:
        # a default name ('Computer 2', kept in English) reads in the language of the list
        words = _("{players}: {names}").format(players=words, names=listed(_(n)[:24] for n in names[:6]))
    return words


YES_NO = ("yes", "no")


def settings_words(config: dict, info) -> list[str]:
    """The labels of the game's setup choices for this config ('Solo: one Taoist…', 'Nightmare'): the first
    choice always (it names the kind of game), the others only where they differ from the default, and a bare
    Yes/No together with what it answers ('Guards notice ropes: Yes') — a line of 'No · No · No' says nothing."""
    words = []
    for i, choice in enumerate(getattr(info, "choices", ())):
        value = config.get(choice.key)
        if value is None or not choice.labels or value not in choice.values:
            continue
        if i > 0 and value == choice.default:
            continue
        label = choice.label_of(value)
        shown = _(label)
        words.append(_("{setting}: {answer}").format(setting=_(choice.label), answer=shown) if label.lower() in YES_NO else shown)
    return words


def summary_of(entry) -> str:
    """How far the saved game is: its summary worded in the language in force where the save keeps it as words
    (saves from 2026-11-26 on), else the English line older saves carry."""
    data = getattr(entry, "summary_words", None)
    worded = i18n.from_data(data) if data else None
    return worded if worded is not None else entry.summary


def progress_words(entry: Resumable) -> str:
    if entry.summary:
        return summary_of(entry)
    return Tn("{n} action", "{n} actions", entry.actions)


def resume_line(entry: Resumable, title: str | None, info=None, now: float | None = None) -> ResumeLine:
    """The menu line for an autosave. `title`: the registry's title of its game (None: not a game this
    Lantern knows); `info`: the game's GameInfo, when its rules load (for setting labels and checks)."""
    when = T("saved {when}", when=when_words(entry.saved_at, now)) if entry.saved_at else ""
    name = title or T(UNKNOWN_GAME)
    if entry.damaged:
        return ResumeLine(name, DAMAGED, when, entry.damaged)
    if title is None:
        return ResumeLine(name, T("It cannot be resumed here"), when, T("no game of this Lantern plays this save"))
    if info is not None:
        try:
            info.check_config(entry.config)
        except Exception as exc:   # ConfigError, or a ruleset's own odd refusal
            return ResumeLine(name, DAMAGED, when, T("the saved game settings are not valid: {why}", why=str(exc)))
    # progress before the players: a long list of names is what gets cut on a narrow window
    parts = settings_words(entry.config, info) + [progress_words(entry), players_words(entry.config)]
    return ResumeLine(name, " · ".join(parts), when, T("another Lantern window has this game open") if entry.in_use else "")


RESULT_WORDS = {"win": N_("Won"), "loss": N_("Lost"), "draw": N_("A draw")}


def result_words(result: str, info=None) -> str:
    """'Won', 'Lost', 'The guards won': the result a save records, in words (the game's own words for its results,
    `GameInfo.results`, first; a result no game names is said as plainly as its id allows)."""
    own = dict(getattr(info, "results", ()) or ())
    if result in own:
        return T(own[result])
    if result in RESULT_WORDS:
        return T(RESULT_WORDS[result])
    if result and "_" in result:   # a way of ending, not a side: "haunt_unfinished" -> "Ended: haunt unfinished"
        return T("Ended: {how}", how=result.replace("_", " "))
    return T("The {side} won", side=result) if result else T("Over")


def finished_line(entry, title: str | None, info=None, now: float | None = None) -> ResumeLine:
    """The menu line for a finished game (engine/rules/finished.py): the result, the settings, the public summary
    of the final position and the players, from the save's envelope alone: no secret of the game beyond its
    result (the replay may show them all, the list does not)."""
    when = T("finished {when}", when=when_words(entry.saved_at, now)) if entry.saved_at else ""
    name = title or T(UNKNOWN_GAME)
    if entry.damaged:
        return ResumeLine(name, T("This finished game is damaged and cannot be replayed"), when, entry.damaged)
    if title is None:
        return ResumeLine(name, T("It cannot be replayed here"), when, T("no game of this Lantern plays this save"))
    result = result_words(entry.result, info)
    parts = [result] + settings_words(entry.config, info)
    summary = summary_of(entry)
    head, _sep, last = entry.summary.rpartition(", ")
    if summary is entry.summary and head and last.lower() == i18n.english(result).lower():
        summary = head      # an older save's 'Round 20, 12 villagers lost, lost': the result is said first already
    if summary:
        parts.append(summary)
    return ResumeLine(name, " · ".join(parts + [players_words(entry.config)]), when)
