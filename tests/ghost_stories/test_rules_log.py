"""Ghost Stories log events: kinds and structured data the table reads, public words with real names, causes."""
import random
import re

from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core
from rulesets.ghost_stories.rules.events import CURSE_FACE_WORDS
from rulesets.ghost_stories.rules.state import RED, TILE_NAMES
from tests.ghost_stories.support import ACTION, act, alone, clear, game, put, regular

# Internal names that must never reach a player: keywords, variant ids, bare tile/space numbers.
INTERNAL = re.compile(r"_|\btile \d|(?<!red)(?<!yellow)(?<!green)(?<!blue) space \d|\bpav\b|\bsuling\b")


def _played_log(players, seed):
    s = game(players=players, seed=seed)
    pick = random.Random(seed)
    while rules.outcome(s) is None:
        rules.apply(s, pick.choice(rules.pending(s).options))
    return s, rules.log(s)


def test_every_log_text_and_cause_is_in_words_without_internal_names():
    for players, seed in ((1, 2), (2, 3), (4, 4)):
        _, log = _played_log(players, seed)
        for e in log:
            assert not INTERNAL.search(e.text) and not INTERNAL.search(e.cause), (e.kind, e.text, e.cause)
            assert "G-" not in e.text_for(None)


def test_every_entry_that_changes_the_state_outside_a_choice_says_why():
    # the start of a game and of a turn, and a player's own moves, are not caused by anything else
    uncaused = {"game_started", "turn_started", "tile_used", "taoist_walked", "villager_escorted", "power_borrowed",
                "suling_placed", "buddha_placed", "crystal_set", "mantra_placed", "scroll_read", "taoist_stood_up",
                "power_tokens_taken", "game_won", "board_overrun", "barrier_rises", "tao_taken", "taoist_moved",
                "crystal_taken", "qi_gained", "villager_saved", "family_safe"}
    for players, seed in ((1, 5), (2, 6), (3, 7)):
        _, log = _played_log(players, seed)
        for e in log:
            if e.kind in ("ghost_arrived", "villager_died", "tile_haunted", "qi_lost", "haunter_arrived"):
                assert e.cause, (e.kind, e.text)
            else:
                assert e.kind in uncaused or e.cause or e.kind == "dice_rolled", (e.kind, e.text)


def test_G_5_6_a_haunted_tile_is_logged_with_its_index_its_name_and_the_haunter_that_did_it():
    s = clear(game(players=4, seed=2))
    h = regular(s, RED, yin="haunter")
    put(s, h, 1)
    s.haunter_steps[1] = 1
    s.villagers[:] = [[] for _ in range(9)]
    core.push(s, "ghost_effect", "haunter", 1, h, 0, 1, -1)
    core.run(s)
    event = next(e for e in rules.log(s) if e.kind == "tile_haunted")
    tile = event.data["tile"]
    assert event.data["tile_name"] == "the " + TILE_NAMES[s.tile_kind_at[tile]]
    assert event.text.endswith("becomes haunted") and TILE_NAMES[s.tile_kind_at[tile]] in event.text
    assert event.cause.startswith("the Haunter of ") and event.cause.endswith(" advances")


def test_G_5_7_the_curse_die_is_logged_as_dice_rolled_with_the_face_in_words():
    s = clear(game(players=2))
    core.push(s, "curse_die", RED, 4)
    core.run(s)
    event = next(e for e in reversed(rules.log(s)) if e.kind == "dice_rolled")
    assert event.data["die"] == "curse" and event.data["faces"][0] in set(CURSE_FACE_WORDS.values())


def test_G_14_2_a_villager_pushed_into_a_full_tile_dies_of_the_push():
    s = clear(game(players=4, seed=2))
    h = regular(s, RED, yin="haunter")
    put(s, h, 0)
    line = [q for q in range(9) if s.villagers[q]]
    assert line
    for q in range(9):
        s.villagers[q] = [0, 1, 2] if q != 0 else s.villagers[q]
    core.push(s, "ghost_effect", "haunter", 0, h, 0, 1, -1)
    core.run(s)
    died = [e for e in rules.log(s) if e.kind == "villager_died"]
    assert died and died[0].cause.startswith("pushed ")


def test_the_game_start_names_the_variant_in_words():
    s = game(players=4, variant="solo_four")
    first = rules.log(s)[0]
    assert first.kind == "game_started" and "solo_four" not in first.text and "four Taoists" in first.text


def test_G_10_18_a_moon_crystal_spent_in_an_exorcism_is_logged_as_a_crystal_not_a_colour():
    from rulesets.ghost_stories.rules import exorcism
    from rulesets.ghost_stories.rules.state import BLUE
    from tests.ghost_stories.support import act, alone
    s = clear(game(players=4))
    alone(s, RED)
    for c in range(5):                        # no tokens: only the crystal can fill the red gap
        s.reserve_tao[c] += s.tao_tokens[RED][c]
        s.tao_tokens[RED][c] = 0
    s.moon_crystals[RED], s.reserve_crystals = 1, s.reserve_crystals - 1
    put(s, regular(s, RED, req=1, yin=-1), 0)
    exorcism.offer_payment(s, RED, (0,), (BLUE, BLUE, BLUE), False)
    core.run(s)
    while s.decision is not None:
        act(s, s.decision[2][0])
    paid = next(e for e in rules.log(s) if e.kind == "exorcism_paid")
    assert paid.data == {"spend": [["red", "crystal", 1]]}
    assert paid.text == "The tokens paid: the red Taoist's 1 Moon Crystal"


def test_the_causes_of_a_turns_ghosts_and_of_the_mystic_barrier_are_in_words():
    from rulesets.ghost_stories.rules.events import cause_words
    s = clear(game(players=2))
    assert cause_words(s, ("turn", RED)) == "the ghosts of the red board act"
    assert cause_words(s, ("barrier",)) == "the Mystic Barrier"
    assert cause_words(s, ("arrival", RED)) == "the turn of the red board brings a new ghost"
    assert cause_words(s, ("unheard-of",)) == ""


def test_an_exorcism_the_red_taoist_chose_is_logged_as_his_not_as_the_yin_phase_before_it():
    s = alone(clear(game(players=4), active=RED, step=ACTION), RED)
    s.taoist_tile[RED] = 0                                  # facing red space 1
    put(s, regular(s, RED, req=1, exit=False), 0)
    s.cause = ("turn", RED)                                 # what the turn's Yin phase left behind
    act(s, ("exorcise", (0,)))
    logged = [e for e in rules.log(s) if e.kind in ("dice_rolled", "ghost_exorcised")][-2:]
    assert [e.cause for e in logged] == ["exorcism by the red Taoist"] * 2
