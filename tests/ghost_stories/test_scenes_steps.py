"""The summary line of a neutral board's turn (scenes/ghost_stories/steps.py), built from the events' data."""
from engine.rules.api import LogEvent
from scenes.ghost_stories import steps


def event(kind, text="", **data):
    return LogEvent(kind, text, data)


def test_G_20_the_summary_names_the_board_and_what_its_ghosts_did_in_a_few_words():
    line = steps.summary("yellow", [event("villager_fled", "A villager flees", tile=3, from_tile=4),
                                    event("qi_lost", "Neutral...", board="yellow", qi_left=2)])
    assert line == "Yellow board (neutral): a villager flees; loses 1 Qi"


def test_an_event_of_another_board_names_that_board():
    line = steps.summary("green", [event("board_overrun", "The yellow board is overrun", board="yellow")])
    assert line == "Green board (neutral): the yellow board is overrun"


def test_repeated_events_are_counted_and_a_quiet_turn_says_nothing_happens():
    assert steps.summary("blue", [event("villager_died", tile=1), event("villager_died", tile=2)]) == \
        "Blue board (neutral): a villager dies ×2"
    assert steps.summary("blue", []) == "Blue board (neutral): nothing happens"


def test_the_curse_die_phrase_says_the_face_rolled():
    assert steps.phrase(event("dice_rolled", die="curse", faces=["Haunting"])) == "the curse die: Haunting"


def test_the_curse_die_phrase_keeps_the_faces_words_as_the_log_writes_them():
    # issue 13 §2: "the curse die: lose 1 qi; loses 1 Qi" read as two different things
    assert steps.phrase(event("dice_rolled", die="curse", faces=["lose 1 Qi"])) == "the curse die: lose 1 Qi"


def test_an_events_targets_come_from_its_data():
    assert steps.targets_of(event("villager_fled", tile=3, from_tile=4)) == (("tile", 4), ("tile", 3))
    assert steps.targets_of(event("haunter_arrived", space=5, board="yellow")) == (("space", 5), ("board", 1))


def test_G_20_only_the_turns_of_neutral_boards_are_paced_and_each_step_carries_its_boards_summary():
    from types import SimpleNamespace
    view = SimpleNamespace(board_played=[True, False, False, False])
    events = [event("turn_started", board="red"), event("taoist_walked", tile=2, board="red"),
              event("turn_started", board="yellow"), event("villager_died", tile=1),
              event("turn_started", board="green")]
    paced = steps.neutral_steps(view, events, 100)
    assert [s.index for s in paced] == [102, 103, 104]
    assert paced[0].summary == paced[1].summary == "Yellow board (neutral): a villager dies"
    assert paced[2].summary == "Green board (neutral): nothing happens"
    assert paced[1].targets == (("tile", 1),)
