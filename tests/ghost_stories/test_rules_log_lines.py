"""Ghost Stories log lines, one event each: the table reads what happened (kind, words, data) and why (cause)."""
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.rules import core, families
from rulesets.ghost_stories.rules.cards import card_tables
from rulesets.ghost_stories.rules.state import (
    ACTION,
    BLUE,
    CEMETERY,
    CIRCLE,
    GREEN,
    PAVILION,
    RED,
    SORCERER,
    TEMPLE,
    TILE_NAMES,
    YELLOW,
)
from tests.ghost_stories.support import act, clear, game, put, regular, run
from tests.ghost_stories.test_rules_yang import on_tile


def _last(s, kind):
    return next(e for e in reversed(rules.log(s)) if e.kind == kind)


def _family(name):
    return card_tables().family_id.index(name)


def _symbol(s, keyword, space, who, n=1):
    """Resolve one ghost symbol of a real card on `space` against board `who`."""
    card = s.ghost_spaces[space]
    core.push(s, "ghost_effect", keyword, space, card, who, n, -1)
    return run(s)


def test_G_16_2_a_lost_game_is_logged_with_the_reason_in_words_and_the_rule_apart():
    s = clear(game(players=4))
    s.villagers = [[] for _ in range(9)]
    s.haunted = [1, 1, 0, 0, 0, 0, 0, 0, 0]
    core.haunt(s, 8)
    lost = _last(s, "game_lost")
    assert lost.text == "The game is lost: 3 village tiles are haunted"
    assert lost.data == {"reason": "3 village tiles are haunted", "rule": "G-5.6"}


def test_G_13_1_a_taoists_death_is_logged():
    s = clear(game(players=4))
    core.qi_loss(s, YELLOW, 3)
    run(s)
    died = _last(s, "taoist_died")
    assert died.text == "The yellow Taoist dies" and died.data == {"board": "yellow"}


def test_G_8_1_a_tile_freed_from_its_haunting_is_logged_with_its_name():
    s = clear(game(players=4))
    s.haunted[3] = 1
    act(s, ("yy_unhaunt", 3))
    freed = _last(s, "tile_unhaunted")
    name = "the " + TILE_NAMES[s.tile_kind_at[3]]
    assert freed.text == name[0].upper() + name[1:] + " is no longer haunted"
    assert freed.data == {"tile": 3, "tile_name": name}


def test_G_G_1_dice_captured_by_a_ghost_are_logged_with_their_number_and_the_ghosts_space():
    s = clear(game(players=4))
    put(s, regular(s, RED), 1)
    _symbol(s, "capture_die", 1, RED, n=2)
    held = _last(s, "dice_captured")
    assert held.text == "2 Tao dice are held by the ghost on red space 2"
    assert held.data == {"space": 1, "space_name": "red space 2", "board": "red", "dice": 2}
    assert held.cause.endswith(" holds Tao dice")


def test_G_G_1_a_ghost_that_makes_a_taoist_discard_his_tokens_is_logged():
    s = clear(game(players=4))
    put(s, regular(s, RED), 1)
    _symbol(s, "discard_tao_tokens", 1, RED)
    assert sum(s.tao_tokens[RED]) == 0
    gone = _last(s, "tao_discarded")
    assert gone.text == "The red Taoist discards all Tao tokens" and gone.data == {"board": "red"}


def test_G_G_8_a_ghost_giving_back_the_yin_yang_is_logged():
    s = clear(game(players=4))
    s.yin_yang_unused[RED] = 0
    put(s, regular(s, RED), 1)
    _symbol(s, "gain_yinyang", 1, RED)
    assert s.yin_yang_unused[RED] == 1
    back = _last(s, "yin_yang_regained")
    assert back.text == "The red Taoist regains the Yin-Yang" and back.data == {"board": "red"}


def test_G_10_19_an_exorcised_ghost_is_logged_with_its_name_and_space():
    from tests.ghost_stories.test_rules_exorcism import pay, take
    s = clear(game(players=4))
    g = regular(s, RED, req=1, yin=-1)
    put(s, g, 0)
    pay(s, RED, [0], [RED, BLUE, BLUE])
    take(s, (0,))
    gone = _last(s, "ghost_exorcised")
    name = card_tables().card_name[g]
    assert gone.text == f"{name} is exorcised from red space 1"
    assert gone.data == {"space": 0, "space_name": "red space 1", "board": "red", "card": card_tables().card_id[g],
                         "card_name": name}


def test_G_10_7_a_banished_ghost_is_logged_with_its_name_and_space():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, SORCERER)
    g = regular(s, BLUE)
    put(s, g, 10)
    act(s, ("act",))
    gone = _last(s, "ghost_banished")
    assert gone.text == f"{card_tables().card_name[g]} is banished from blue space 2" and gone.data["space"] == 10


def test_G_14_3_a_wu_feng_brought_out_of_the_box_by_the_wu_curse_is_logged():
    s = clear(game(players=4))
    assert s.wu_fengs_in_box
    card = s.wu_fengs_in_box[-1]
    families.family_curse(s, _family("wu"), 0)
    run(s)
    out = _last(s, "wu_feng_from_box")
    assert out.text == f"{card_tables().card_name[card]} comes out of the box"
    assert out.data == {"card": card_tables().card_id[card]} and out.cause == "curse of the Wu family"


def test_G_14_3_a_tao_token_removed_by_a_family_curse_is_logged_with_its_colour():
    s = clear(game(players=4))
    families.family_curse(s, _family("long"), 0)
    run(s)
    removed = _last(s, "tao_removed")
    assert removed.text == "A green Tao token is removed from the game" and removed.data == {"colour": "green"}


def test_G_14_4_a_token_the_players_chose_to_give_up_is_logged_as_removed():
    s = clear(game(players=4))
    s.tao_tokens[YELLOW][GREEN] += s.reserve_tao[GREEN] - 1
    s.tao_tokens[BLUE][GREEN] += 1
    s.reserve_tao[GREEN] = 0
    green_held = [t[GREEN] for t in s.tao_tokens]
    families.family_curse(s, _family("long"), 0)
    act(s, ("token_holder", BLUE, GREEN))
    assert _last(s, "tao_removed").data == {"colour": "green"}
    assert [t[GREEN] for t in s.tao_tokens] == [green_held[b] - (b == BLUE) for b in range(4)]


def test_G_14_3_the_zhou_reward_announces_the_mystic_barrier():
    s = clear(game(players=4))
    s.tasks.append(("family_reward", _family("zhou")))
    run(s)
    called = _last(s, "barrier_called")
    assert called.text == "The Mystic Barrier will rise at the end of this turn" and called.data == {}
    assert called.cause == "reward of the Zhou family"


def test_G_10_4_a_taoist_brought_back_by_the_cemetery_is_logged():
    s = clear(game(players=2, seed=4), step=ACTION)
    on_tile(s, RED, CEMETERY)
    core.qi_loss(s, YELLOW, 3)
    act(s, ("act",))
    back = _last(s, "taoist_revived")
    assert back.text == "The yellow Taoist returns to life" and back.data == {"board": "yellow"}


def test_G_10_8_a_buddha_taken_at_the_temple_is_logged():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, TEMPLE)
    act(s, ("act",))
    taken = _last(s, "buddha_taken")
    assert taken.text == "The red Taoist takes a Buddha" and taken.data == {"board": "red"}


def test_G_10_10_the_token_laid_on_the_circle_of_prayer_is_logged_with_its_colour():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, CIRCLE)
    act(s, ("act",))
    act(s, ("circle", GREEN))
    laid = _last(s, "circle_token")
    assert laid.text == "A green token now lies on the Circle of Prayer" and laid.data == {"colour": "green"}


def test_G_10_11_a_ghost_blown_away_by_the_pavilion_is_logged_with_both_spaces():
    s = clear(game(players=4, seed=4), step=ACTION)
    on_tile(s, RED, PAVILION)
    put(s, regular(s, BLUE), 10)
    act(s, ("act",))
    act(s, ("pav_ghost", 10))
    act(s, ("pav_to", 10, 4))
    moved = _last(s, "ghost_moved")
    assert moved.text == "A ghost is blown from blue space 2 to yellow space 2"
    assert moved.data == {"from_space": 10, "from_name": "blue space 2", "space": 4, "space_name": "yellow space 2",
                          "board": "yellow"}


def test_G_9_4_a_knocked_down_taoist_getting_up_is_logged():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.knocked_down[RED] = 1
    s.cache = None
    stay = next(a for a in rules.legal_actions(s, 0) if a[0] == "move")
    act(s, stay)
    assert not s.knocked_down[RED]
    up = _last(s, "taoist_stood_up")
    assert up.text == "The red Taoist gets back on his feet" and up.data == {"board": "red"}


def test_G_9_2_a_tao_token_taken_from_the_reserve_is_logged_with_its_colour():
    s = clear(game(players=2), active=YELLOW)
    act(s, ("yellow_token", GREEN))
    taken = _last(s, "tao_taken")
    assert taken.text == "The yellow Taoist takes a green Tao token"
    assert taken.data == {"board": "yellow", "colour": "green"}


def test_G_15_1_qi_lost_by_a_neutral_board_is_worded_as_the_neutral_board():
    s = clear(game(players=1, variant="solo"))
    core.qi_loss(s, GREEN, 1)
    run(s)
    lost = _last(s, "qi_lost")
    assert lost.text == "The neutral green board loses 1 Qi (2 left)" and lost.data == {"board": "green", "qi_left": 2}


def test_G_14_3_the_tile_haunted_by_the_sheng_curse_is_logged_with_the_curse_as_its_cause():
    s = clear(game(players=4))
    families.family_curse(s, _family("sheng"), 2)
    run(s)
    haunted = _last(s, "tile_haunted")
    assert haunted.data["tile"] == 2 and haunted.cause == "curse of the Sheng family" and s.haunted[2] == 1


def test_G_10_16_an_exorcism_whose_dice_miss_is_logged_as_failed_with_its_target():
    from tests.ghost_stories.test_rules_exorcism import pay
    s = clear(game(players=4))
    put(s, regular(s, GREEN, req=2), 7)
    pay(s, RED, [7], [RED, BLUE, YELLOW])
    failed = _last(s, "exorcism_failed")
    assert failed.text == "The exorcism fails" and failed.data == {"spaces": [7]}


def test_G_8_3_a_villager_escorted_on_a_walk_is_logged_with_both_tiles():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[RED] = 0
    s.villagers[0], s.villagers[1] = [5], []
    s.haunted[1] = 0
    s.cache = None
    act(s, ("move", 1, 1))
    escorted = _last(s, "villager_escorted")
    assert escorted.data["from_tile"] == 0 and escorted.data["tile"] == 1 and escorted.data["board"] == "red"
    assert escorted.text.startswith("The red Taoist escorts a villager from the ")


def test_G_8_3_a_villager_carried_along_by_guiding_hand_is_logged_with_the_carried_taoist():
    s = clear(game(players=2, sides=["B", "A", "A", "A"]))
    s.taoist_tile[YELLOW] = 0
    s.villagers[0], s.villagers[1] = [5], []
    s.haunted[1] = 0
    s.cache = None
    act(s, ("red_push", YELLOW, 1, 1))
    kinds = [e.kind for e in rules.log(s)[-2:]]
    assert kinds == ["villager_escorted", "taoist_moved"]
    escorted, moved = rules.log(s)[-2:]
    assert escorted.data["board"] == "yellow" and escorted.data["from_tile"] == 0 and escorted.data["tile"] == 1
    assert moved.data["board"] == "yellow" and moved.data["tile"] == 1


def test_G_14_3_a_taoist_joining_after_the_scroll_of_unity_is_moved_and_logged():
    from rulesets.ghost_stories.rules.state import SCROLL
    s = clear(game(players=2))
    s.artifacts[RED] |= SCROLL
    s.taoist_tile[YELLOW] = 0
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    act(s, ("scroll_join", YELLOW, 1))
    assert s.taoist_tile[YELLOW] == 4
    moved = _last(s, "taoist_moved")
    assert moved.data["board"] == "yellow" and moved.data["tile"] == 4


def test_G_14_3_a_taoist_who_stays_after_the_scroll_of_unity_does_not_move():
    from rulesets.ghost_stories.rules.state import SCROLL
    s = clear(game(players=2))
    s.artifacts[RED] |= SCROLL
    s.taoist_tile[YELLOW] = 0
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    act(s, ("scroll_join", YELLOW, 0))
    assert s.taoist_tile[YELLOW] == 0 and not [e for e in rules.log(s) if e.kind == "taoist_moved"]


def test_G_5_3_a_haunter_reaching_the_village_is_logged_with_its_ghost_and_space():
    s = clear(game(players=4, seed=2))
    h = regular(s, RED, yin="haunter")
    put(s, h, 1)
    s.haunter_steps[1] = 1
    s.villagers = [[] for _ in range(9)]
    _symbol(s, "haunter", 1, RED)
    arrived = _last(s, "haunter_arrived")
    name = card_tables().card_name[h]
    assert arrived.text == f"The haunter of {name} on red space 2 reaches the village"
    assert arrived.data == {"space": 1, "space_name": "red space 2", "board": "red", "card": card_tables().card_id[h]}


def test_G_14_1_an_artifact_won_by_a_family_is_logged_with_the_taoist_who_receives_it():
    s = clear(game(players=4))
    s.tasks.append(("family_reward", _family("chang")))
    run(s)
    got = _last(s, "artifact_received")
    assert got.text == "The red Taoist receives Moon Dust" and got.data["board"] == "red"


def test_G_7_1_a_ghost_drawn_at_the_start_of_a_turn_names_the_turn_as_its_cause():
    from rulesets.ghost_stories.rules import yin
    s = clear(game(players=4))
    s.deck.append(regular(s, RED, yin=-1))
    s.cause = ("turn", RED)
    yin.overrun_or_arrival(s, RED)
    run(s)
    arrived = _last(s, "ghost_arrived")
    assert arrived.cause == "the turn of the red board brings a new ghost"


def test_G_14_3_the_sheng_curse_on_a_tile_already_haunted_changes_nothing():
    s = clear(game(players=4))
    s.haunted[2] = 1
    before = len(rules.log(s))
    families.family_curse(s, _family("sheng"), 2)
    run(s)
    assert s.haunted == [0, 0, 1, 0, 0, 0, 0, 0, 0]
    assert not [e for e in rules.log(s)[before:] if e.kind == "tile_haunted"]


def test_G_4_1_a_turn_is_logged_with_its_round_of_four_board_turns_and_whose_board_it_is():
    s = game(players=2)
    started = [e for e in rules.log(s) if e.kind == "turn_started"][0]
    assert started.text == "Round 1: the turn of the red board" and started.data == {"board": "red", "round": 1,
                                                                                   "board_turn": 1}
    from rulesets.ghost_stories.rules.events import RENDER
    text, data = RENDER["turn_started"](s, GREEN, 8, False)
    assert text == "Round 2: the turn of the green board (neutral)" and data["round"] == 2


def test_G_14_3_the_buddhas_scattered_by_the_wu_reward_are_counted_in_words():
    from rulesets.ghost_stories.rules.events import RENDER
    s = clear(game(players=4))
    assert RENDER["buddhas_scattered"](s, 1) == ("1 Buddha takes a place on the ghost spaces", {"buddhas": 1})
    assert RENDER["buddhas_scattered"](s, 2) == ("2 Buddhas take places on the ghost spaces", {"buddhas": 2})


def test_G_14_3_a_third_taoist_joining_after_the_scroll_of_unity_lands_on_the_readers_tile():
    from rulesets.ghost_stories.rules.state import SCROLL
    s = clear(game(players=3))
    s.artifacts[RED] |= SCROLL
    s.taoist_tile[YELLOW], s.taoist_tile[GREEN] = 0, 8
    act(s, ("move", 4, 0))
    act(s, ("scroll",))
    while s.decision is not None:
        who = s.decision[2][0][1]
        act(s, ("scroll_join", who, 1 if who == GREEN else 0))
    assert s.taoist_tile[GREEN] == 4 and s.taoist_tile[YELLOW] == 0
