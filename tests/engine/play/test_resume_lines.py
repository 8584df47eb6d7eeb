"""The words of a Resume line: settings by their labels, players and names, progress, and when in local time."""
import time

from engine.play.resume_lines import DAMAGED, players_words, resume_line, when_words
from engine.rules.saves import Resumable
from rulesets._template import rules as toy_ruleset


def utc(epoch):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(epoch))


NOW = time.mktime((2026, 11, 22, 21, 30, 0, 0, 0, -1))   # a Sunday evening, local time


def test_a_save_from_earlier_today_reads_today_and_the_local_clock_time():
    then = NOW - 3600
    assert when_words(utc(then), NOW) == "today " + time.strftime("%H:%M", time.localtime(then))


def test_a_save_from_the_calendar_day_before_reads_yesterday_even_if_under_24_hours_ago():
    then = time.mktime((2026, 11, 21, 23, 50, 0, 0, 0, -1))
    assert when_words(utc(then), NOW) == "yesterday 23:50"


def test_a_save_from_this_week_reads_its_weekday():
    then = time.mktime((2026, 11, 18, 9, 5, 0, 0, 0, -1))
    assert when_words(utc(then), NOW) == time.strftime("%A", time.localtime(then)) + " 09:05"


def test_an_older_save_this_year_reads_day_and_month_and_one_from_another_year_adds_the_year():
    assert when_words(utc(time.mktime((2026, 3, 4, 8, 0, 0, 0, 0, -1))), NOW) == "4 Mar 08:00"
    assert when_words(utc(time.mktime((2025, 12, 31, 8, 0, 0, 0, 0, -1))), NOW) == "31 Dec 2025 08:00"


def test_a_time_not_in_our_format_reads_unknown():
    assert when_words("yesterday-ish", NOW) == "at an unknown time"


def test_players_are_counted_and_named_and_odd_names_are_skipped():
    assert players_words({"players": 1}) == "1 player"
    assert players_words({"players": 2, "names": ["Ann", " ", 5, "Bo"]}) == "2 players: Ann, Bo"
    assert players_words({"players": 3, "names": "Ann"}) == "3 players"


def test_the_line_uses_the_games_labels_and_the_saved_summary_when_there_is_one():
    entry = Resumable("p.json", "toy", utc(NOW), 7, 1, {"players": 2, "variant": "secret", "difficulty": "normal"},
                      summary="Seat 2 to roll")
    line = resume_line(entry, "Pig", toy_ruleset.INFO, NOW)
    assert line.details == "Secret bonus cards · Seat 2 to roll · 2 players" and not line.problem


def test_settings_at_their_default_are_left_out_and_a_yes_or_no_says_what_it_answers():
    from engine.play.resume_lines import settings_words
    from rulesets.ninja import rules as ninja
    config = ninja.INFO.default_config(2)
    assert settings_words(config, ninja.INFO) == [ninja.INFO.choices[0].label_of(config[ninja.INFO.choices[0].key])]
    toggle = next(c for c in ninja.INFO.choices[1:] if c.label_of(c.default) == "No")
    config[toggle.key] = next(v for v in toggle.values if v != toggle.default)
    assert settings_words(config, ninja.INFO)[1] == f"{toggle.label}: Yes"


def test_without_a_summary_the_line_counts_actions():
    entry = Resumable("p.json", "toy", utc(NOW), 1, 1, {"players": 2})
    assert resume_line(entry, "Pig", toy_ruleset.INFO, NOW).details.endswith("1 action · 2 players")


def test_a_damaged_save_says_so_and_keeps_its_reason_for_the_tooltip():
    entry = Resumable("p.json", "toy", utc(NOW), damaged="the save file is truncated")
    line = resume_line(entry, "Pig", toy_ruleset.INFO, NOW)
    assert (line.details, line.problem) == (DAMAGED, "the save file is truncated")


def test_a_save_for_a_game_this_lantern_does_not_know_cannot_be_resumed():
    line = resume_line(Resumable("p.json", "chess", utc(NOW)), None, None, NOW)
    assert line.title == "A game this Lantern does not know" and line.problem


def test_a_result_that_is_a_way_of_ending_not_a_side_is_not_said_to_have_won():
    from engine.play.resume_lines import result_words
    assert result_words("heroes") == "The heroes won"
    assert result_words("haunt_unfinished") == "Ended: haunt unfinished"
    assert result_words("win") == "Won"


def test_the_results_headline_of_an_ending_without_winners_is_in_words():
    import games
    from engine.play.results import headline
    from engine.rules.api import Outcome
    info = games.rules_for("betrayal").INFO     # the game's own words for its results (GameInfo.results)
    assert headline(Outcome("haunt_unfinished", (), "no haunt on the chart"), lambda seat: "x", info) == \
        "Ended: the chart has no haunt for that omen and room yet"
    assert headline(Outcome("haunt_unfinished", (), "no haunt on the chart"), lambda seat: "x") == \
        "Ended: haunt unfinished"    # a game that names none: said as plainly as its id allows


def test_when_a_game_was_saved_reads_in_the_language_in_force_weekday_month_and_year_included():
    """Issue 17: resume lines are words a player reads; the days and months are Lantern's own, not the C locale's."""
    from engine import i18n
    weekday = when_words(utc(time.mktime((2026, 11, 18, 9, 5, 0, 0, 0, -1))), NOW)
    this_year = when_words(utc(time.mktime((2026, 3, 4, 8, 0, 0, 0, 0, -1))), NOW)
    last_year = when_words(utc(time.mktime((2025, 12, 31, 8, 0, 0, 0, 0, -1))), NOW)
    try:
        i18n.set_language("zh-Hans")
        assert [i18n.render(w) for w in (weekday, this_year, last_year)] == [
            "星期三 09:05", "3月4日 08:00", "2025年12月31日 08:00"]
        assert i18n.render(when_words("yesterday-ish", NOW)) == "于未知时间"
    finally:
        i18n.set_language("en")


def test_a_finished_games_result_reads_in_the_language_in_force():
    from engine import i18n
    from engine.play.resume_lines import result_words
    try:
        i18n.set_language("zh-Hant")
        assert [i18n.render(result_words(r)) for r in ("win", "loss", "draw", "")] == ["獲勝", "落敗", "平手", "已結束"]
    finally:
        i18n.set_language("en")
