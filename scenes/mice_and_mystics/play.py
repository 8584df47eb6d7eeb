"""Playing Mice and Mystics: the generic setup (1-4 players, the chapter), then the play shell around the Mice
board view. Co-op with no secrets (M-H.1): one view for everyone, a turn banner and no hand-off screen; the
mice are dealt round the table, so one person may run all four."""
from __future__ import annotations

from engine.i18n import N_, T, lists
from engine.play.entry import GamePlay
from rulesets.mice_and_mystics import rules


def board_view():
    from scenes.mice_and_mystics.board_view import MiceBoardView
    return MiceBoardView()


NUMBER_WORDS = (N_("two"), N_("three"), N_("four"), N_("five"), N_("six"))     # "All four mice", for the catalog


def seat_roles(config: dict) -> list[str]:
    """The mice each seat runs, short enough for the setup's name column ("Collin and Tobias", "All 4
    mice"), in seat order: the mice are dealt round the table (M-3.1)."""
    from rulesets.mice_and_mystics import story
    from scenes.mice_and_mystics.play_words import short_name
    players = config["players"]
    heroes = story.chapter(rules.INFO.check_config(config)["chapter"]).mice
    if players == 1:
        # the number as digits: a spelled "four" would be looked up as a word of its own ("四人", four people)
        return [T("All {n} mice", n=len(heroes)) if len(heroes) > 1
                else short_name(heroes[0])]
    return [lists.anded([short_name(h) for h in heroes[seat::players]]) for seat in range(players)]


def choice_notes(key: str, value) -> str:
    """A chapter's button in the setup says the chapter's goal, from its authored YAML (worded when drawn)."""
    from rulesets.mice_and_mystics import story
    if key == "chapter" and value in rules.CHAPTERS:
        return story.chapter(value).objective
    return ""


PLAY = GamePlay(game="mice_and_mystics", title=N_("Mice and Mystics"), rules=rules, board_view=board_view,
                seat_roles=seat_roles, choice_notes=choice_notes)
GAME, TITLE = PLAY.game, PLAY.title
make_play, board_scene, new_session, render_final = PLAY.make_play, PLAY.board_scene, PLAY.new_session, PLAY.render_final
