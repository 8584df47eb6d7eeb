"""The Ninja bots (issue 16): each side plans from its own view only, remembers only what its side was shown, and
plays the side's choices the digest leaves to the players (hiding the goals, splitting the search)."""
import copy

from rulesets.ninja import bots, rules
from rulesets.ninja.rules.state import tables
from tests.ninja.support import config


def _play_and_compare_with_decoys(players, seed, choices):
    """Play a whole game with one remembering Bot; before each decision, a copy of that Bot decides on a view
    where the other side's secrets were redealt: the two decisions must match."""
    state = rules.setup(config(players, **choices), seed)
    bot = bots.Bot(seed)
    step = 0
    guard_steps = intruder_steps = 0
    while rules.outcome(state) is None:
        p = rules.pending(state)
        legal = rules.legal_actions(state, p.seat)
        decoy = rules.redeal_secrets(state, p.seat, step)
        twin = copy.deepcopy(bot)
        real = bot.decide(rules.view(state, p.seat), p.seat, legal)
        assert twin.decide(rules.view(decoy, p.seat), p.seat, rules.legal_actions(decoy, p.seat)) == real, step
        if "guard_secrets" in rules.view(state, p.seat):
            guard_steps += 1
        else:
            intruder_steps += 1
        state = rules.apply(state, real)
        step += 1
    assert guard_steps and intruder_steps


def test_N_H_both_bots_with_their_memory_decide_the_same_when_the_other_sides_secrets_are_redealt():
    """The guards remember last turn's declared searches (N-13.5, public); nothing of the intruders' map."""
    _play_and_compare_with_decoys(2, 9003, {})


def test_N_H_the_bots_decide_the_same_on_redealt_secrets_in_lone_wolf_and_contested_ground():
    _play_and_compare_with_decoys(2, 9004, {"variant": "lone_wolf"})
    _play_and_compare_with_decoys(3, 9005, {"variant": "contested_ground"})


def test_N_3_14b_the_guard_bot_hides_the_mission_goals_deepest_and_the_traps_nearest_the_map_edge():
    state = rules.setup(config(2), 7)
    bot = bots.Bot(7)
    while state.phase == "guard_setup":
        seat = rules.pending(state).seat
        state = rules.apply(state, bot.decide(rules.view(state, seat), seat, rules.legal_actions(state, seat)))
    t = tables()
    depth = {z: bots.edge_depth(z) for side in t.object_zones.values() for z in side}
    letters = [z for z, o in state.objects.items() if len(o) == 1]
    traps = [z for z, o in state.objects.items() if o == "trap"]
    assert len(letters) == 6 and len(traps) == 2
    assert min(depth[z] for z in letters) >= max(depth[z] for z in traps)


def test_N_13_8_an_intruder_searches_the_room_where_his_partner_found_his_goal():
    view = {"searched": {"treasury": "C", "library": "nothing"},
            "intruder_secrets": {"figures": {"ninja": {"mission": "C", "mission_done": False}}}}
    legal = [("search", "ninja", "library"), ("search", "ninja", "treasury"), ("done_searching", "ninja")]
    assert bots.IntruderBot._search(view, legal, view["intruder_secrets"]) == ("search", "ninja", "treasury")


def test_N_13_9_an_intruder_does_not_search_a_room_known_to_hold_a_trap_again():
    view = {"searched": {"treasury": "trap"},
            "intruder_secrets": {"figures": {"ninja": {"mission": "C", "mission_done": False}}}}
    legal = [("search", "ninja", "treasury"), ("done_searching", "ninja")]
    assert bots.IntruderBot._search(view, legal, view["intruder_secrets"]) == ("done_searching", "ninja")


def test_N_15_2_the_intruders_route_goes_round_a_guarded_zone_when_a_quiet_way_is_not_much_longer():
    t = tables()
    room = "treasury"
    quiet = bots.route_costs([room], set(), climbs=False, guarded_cost=bots.GUARDED_STEP_COST)
    # guard the first zone of one shortest way in: the planned cost rises by less than walking into the guard
    start = next(z for z, c in quiet.items() if c == 3 and z in t.names)
    first = min((z for z in t.neighbours(start) if not t.is_wall(start, z)), key=lambda z: quiet.get(z, 99))
    guarded = bots.route_costs([room], {first}, climbs=False, guarded_cost=bots.GUARDED_STEP_COST)
    assert quiet[start] <= guarded[start] < quiet[start] + bots.GUARDED_STEP_COST + 1


def test_a_whole_four_player_game_with_a_bot_on_every_seat_reaches_its_end():
    """Two guard seats share the remembering Bot (N-3.9 sides); timing lives in bench/ninja_bots.py."""
    from engine.rules import playout
    result = playout.play_one(rules, config(4), 21, bots.chooser(21))
    assert result.outcome is not None


def test_the_guards_hint_for_a_search_card_with_nobody_seen_does_not_say_an_intruder_was_seen():
    from scenes.ninja.hints import reason
    view = {"intruders": {"ninja": {"seen": False, "zone": ""}}, "guard_secrets": {}}
    words = reason(view, ("play", "sentry_search", "sentry", 3))
    assert "seen" not in words and "mission goal" in words


def test_the_guards_hint_for_hiding_a_goal_says_it_lies_far_from_the_map_edge():
    from scenes.ninja.hints import reason
    view = {"intruders": {}, "guard_secrets": {}}
    assert "farthest from the edge" in reason(view, ("hide", "A", "treasury"))
    assert "early" in reason(view, ("hide", "trap", "treasury"))


def test_the_guards_hint_for_awaken_says_why_in_words():
    from scenes.ninja.hints import reason
    view = {"intruders": {}, "guard_secrets": {}}
    assert "more guards" in reason(view, ("play", "awaken", "north_barracks", ""))


def test_N_3_15d_the_intruders_bot_and_hint_put_the_passage_s_two_entrances_in_two_zones():
    """Both entrances in one zone is legal but pointless: one goes by the castle rooms, the other where an intruder
    starts, so the passage is a way past the walls (a Chinese-speaking player was advised the Armoury twice)."""
    for seed in (5, 7, 9003):
        state = rules.setup(config(2), seed)
        bot = bots.Bot(seed)
        while state.phase in ("guard_setup", "intruder_setup"):
            seat = rules.pending(state).seat
            state = rules.apply(state, bot.decide(rules.view(state, seat), seat, rules.legal_actions(state, seat)))
        first, second = rules.view(state, 1)["intruder_secrets"]["passages"]["intruders"]
        assert first in bots._object_zones() and second != first, (seed, first, second)
