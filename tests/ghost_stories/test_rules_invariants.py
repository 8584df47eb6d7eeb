"""Ghost Stories conservation checks (rules.invariants): each broken count is reported, a sound game reports none.

The playouts rely on these checks to catch a lost token or a duplicated card, so each must be able to fire."""
from rulesets.ghost_stories import rules
from tests.ghost_stories.support import clear, game


def _broken(change):
    """The invariant messages of a fresh two-player game after `change(s)`; the fresh game itself is sound."""
    s = clear(game(players=2))
    assert rules.invariants(s) == []
    change(s)
    return rules.invariants(s)


def test_a_tao_token_appearing_from_nowhere_is_reported():
    assert any(m.startswith("Tao tokens not conserved") for m in _broken(lambda s: s.tao_tokens[0].__setitem__(4, 9)))


def test_a_negative_tao_token_count_is_reported_even_when_the_total_holds():
    def negative(s):
        held = s.tao_tokens[0][1]
        s.tao_tokens[0][1] = -1
        s.reserve_tao[1] += held + 1                       # the total stays right
    assert "negative Tao tokens" in _broken(negative)


def test_a_negative_reserve_of_tao_tokens_is_reported():
    def negative(s):
        s.tao_tokens[0][2] += s.reserve_tao[2] + 1
        s.reserve_tao[2] = -1
    assert "negative Tao tokens" in _broken(negative)


def test_qi_at_a_negative_count_is_reported_even_when_the_total_holds():
    def negative(s):
        s.reserve_qi += s.qi[1] + 1
        s.qi[1] = -1
    assert any(m.startswith("Qi not conserved") for m in _broken(negative))


def test_a_negative_qi_reserve_is_reported():
    def negative(s):
        s.qi[0] += s.reserve_qi + 1
        s.reserve_qi = -1
    assert any(m.startswith("Qi not conserved") for m in _broken(negative))


def test_a_moon_crystal_out_of_nowhere_or_below_zero_is_reported():
    assert any(m.startswith("Moon Crystals not conserved") for m in _broken(lambda s: s.moon_crystals.__setitem__(0, 9)))

    def negative(s):
        s.reserve_crystals += 1
        s.moon_crystals[1] = -1
    assert any(m.startswith("Moon Crystals not conserved") for m in _broken(negative))

    def negative_reserve(s):
        s.moon_crystals[0] += s.reserve_crystals + 1
        s.reserve_crystals = -1
    assert any(m.startswith("Moon Crystals not conserved") for m in _broken(negative_reserve))


def test_a_lost_villager_and_a_fourth_villager_on_a_tile_are_reported():
    def lost(s):
        next(v for v in s.villagers if v).pop()
    assert any(m.startswith("villagers not conserved") for m in _broken(lost))

    def crowded(s):
        full = [v for v in s.villagers if v]
        dest = full[0]
        for v in full[1:]:
            while v and len(dest) < 4:
                dest.append(v.pop())
    assert "a tile holds more than 3 villagers" in _broken(crowded)


def test_a_lost_ghost_card_and_a_card_in_two_places_are_reported():
    assert any(m.startswith("ghost cards not conserved") for m in _broken(lambda s: s.deck.pop()))

    def twice(s):
        s.discard_pile.append(s.deck[0])
        s.deck.pop()
    assert "a ghost card is in two places" in _broken(twice)


def test_a_wu_feng_count_that_disagrees_with_the_deck_is_reported_while_the_game_runs():
    def miscount(s):
        s.wu_fengs_left += 1
    assert any(m.startswith("Wu-Feng count") for m in _broken(miscount))

    def over(s):
        s.wu_fengs_left += 1
        s.result = "loss"
    assert not any(m.startswith("Wu-Feng count") for m in _broken(over))


def test_a_buddha_out_of_nowhere_is_reported():
    assert any(m.startswith("Buddhas not conserved") for m in _broken(lambda s: s.buddhas_held.__setitem__(0, 5)))


def test_a_living_taoist_off_the_village_or_without_qi_and_a_taoist_on_a_neutral_board_are_reported():
    def off(s):
        s.taoist_tile[0] = 9
    assert "living Taoist 0 misplaced or without Qi" in _broken(off)

    def no_qi(s):
        s.reserve_qi += s.qi[1]
        s.qi[1] = 0
    assert "living Taoist 1 misplaced or without Qi" in _broken(no_qi)

    def intruder(s):
        s.taoist_alive[3] = True
        s.taoist_tile[3] = 4
    assert "neutral board 3 has a Taoist" in _broken(intruder)


def test_an_empty_ghost_space_keeping_a_haunter_a_disabled_power_or_held_dice_is_reported():
    for marker in ("haunter_steps", "ghost_disables_power", "captured_dice"):
        def left_behind(s, marker=marker):
            getattr(s, marker)[5] = 1
        assert "empty ghost space 5 keeps a haunter, a disabled power or held dice" in _broken(left_behind), marker


def test_a_count_of_dead_taoists_that_disagrees_with_the_boards_is_reported():
    def miscount(s):
        s.dead_taoists = 1
    assert "1 dead Taoists counted but 0 lie dead" in _broken(miscount)


def test_a_taoist_brought_back_by_the_cemetery_leaves_the_count_of_the_dead():
    from rulesets.ghost_stories.rules import core, tiles
    s = clear(game(players=2))
    core.qi_loss(s, 1, 3)
    assert s.dead_taoists == 1 and rules.invariants(s) == []
    tiles.revive(s, 1, 2)
    assert s.dead_taoists == 0 and rules.invariants(s) == []


def test_more_moon_crystals_arrived_this_turn_than_a_board_holds_is_reported():
    assert any("arrived this turn" in m for m in _broken(lambda s: s.crystals_gained_this_turn.__setitem__(0, 1)))


def test_more_buddhas_taken_this_turn_than_a_board_holds_is_reported():
    assert any("arrived this turn" in m for m in _broken(lambda s: s.buddhas_gained_this_turn.__setitem__(1, 1)))
