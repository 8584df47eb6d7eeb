"""Ghost Stories: the Wu and Zhou family rewards carried through to the end (G-14.3, G-12.0)."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import arrival, families
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import RED, TEMPLE, YELLOW
from tests.ghost_stories.support import act, clear, game, regular, run

WU = card_tables().family_id.index("wu")


def _wu_rewarded(s):
    """The Wu family's reward as the Shelter gives it, every Buddha's space picked by the table (first offered)."""
    s.family_rewarded[WU] = 1
    s.tasks.append(("family_reward", WU))
    run(s)
    while s.decision is not None and s.decision[0] == "buddha_space":
        act(s, s.decision[2][0])
    return s


def _one_buddha_in_hand_and_one_in_the_reserve(s):
    """Red holds a Buddha taken this turn, one more waits in the reserve, the rest stay where setup put them."""
    spare = s.temple_buddhas + s.reserve_buddhas
    s.temple_buddhas, s.reserve_buddhas = 0, 1
    s.buddhas_held[RED] = s.buddhas_gained_this_turn[RED] = 1
    s.buddhas_out_of_game += spare - 2
    return s


def test_G_14_3_the_wu_reward_puts_buddhas_in_hand_and_in_the_reserve_alike_onto_haunting_icons():
    s = _wu_rewarded(_one_buddha_in_hand_and_one_in_the_reserve(clear(game(players=2))))
    assert sum(s.buddha_on_space) == 2
    assert s.buddhas_held == [0, 0, 0, 0] and s.reserve_buddhas == 0 and s.buddhas_in_transit == 0
    assert rules.invariants(s) == []


def test_G_14_3_without_the_temple_a_buddha_scattered_by_wu_leaves_the_game_once_used():
    s = clear(game(players=2))
    s.position_of_kind[TEMPLE] = -1                     # the Temple is not among the village tiles
    s.reserve_buddhas += s.temple_buddhas
    s.temple_buddhas = 0
    _wu_rewarded(s)
    space = s.buddha_on_space.index(1)
    ghost = regular(s, space // 3)
    s.deck.remove(ghost)
    arrival.place_on(s, ghost, space)                    # G-7.5: the ghost is destroyed by the Buddha it meets
    assert s.buddha_on_space[space] == 0 and s.buddhas_out_of_game == 1
    assert s.reserve_buddhas == 0 and s.temple_buddhas == 0
    assert rules.invariants(s) == []


def test_G_14_3_zhou_a_taoist_giving_the_crystal_it_gained_this_turn_keeps_no_new_crystal_on_its_count():
    s = clear(game(players=4))
    s.reserve_crystals -= 1
    s.moon_crystals[YELLOW] = s.crystals_gained_this_turn[YELLOW] = 1     # just taken, not placeable this turn
    s.reserve_crystals, s.barrier_crystals = 0, [1, 1, 1, 0]
    families.fill_barrier(s)
    assert s.moon_crystals[YELLOW] == 0 and s.barrier_crystals == [1, 1, 1, 1]
    assert s.crystals_gained_this_turn[YELLOW] == 0
    assert rules.invariants(s) == []


def test_G_14_3_a_family_whose_last_villager_is_saved_is_logged_by_name_before_its_reward():
    s = _wu_rewarded(_one_buddha_in_hand_and_one_in_the_reserve(clear(game(players=2))))
    kinds = [e.kind for e in rules.log(s)]
    assert "family_safe" in kinds
    safe = next(e for e in rules.log(s) if e.kind == "family_safe")
    assert "Wu" in safe.text
    assert kinds.index("family_safe") < kinds.index("buddhas_scattered")
