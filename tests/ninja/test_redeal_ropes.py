"""A redeal for the guards keeps every rope thrown: one nobody found is drawn anew over a wall, never dropped,
since a placed rope stays for the rest of the game (N-11.7, N-11.8, N-17.8)."""
from rulesets.ninja import rules as R
from rulesets.ninja.bots import chooser
from rulesets.ninja.rules.state import tables

SEED, STEPS = 0, 65     # the bots' game in which the intruders have thrown a rope the guards have not found


def with_an_unfound_rope():
    s = R.setup(R.INFO.check_config({"players": 2}), SEED)
    choose = chooser(SEED)
    for _ in range(STEPS):
        seat = R.pending(s).seat
        s = R.apply(s, choose(R, s, seat, R.legal_actions(s, seat)))
    assert any(len(r) == 3 for r in s.ropes)
    return s


def test_a_guards_redeal_keeps_as_many_ropes_each_over_a_wall_N_11_8():
    s = with_an_unfound_rope()
    guards = next(seat for seat in range(2) if R.knowledge_group(s, seat) == "guards")
    t = tables()
    for seed in range(20):
        redealt = R.redeal_secrets(s, guards, seed)
        assert len(redealt.ropes) == len(s.ropes)
        assert [r for r in redealt.ropes if len(r) > 3] == [r for r in s.ropes if len(r) > 3]
        assert all(t.is_wall(r[1], r[2]) for r in redealt.ropes)
        assert R.invariants(redealt) in (None, [], ())


def test_the_unfound_ropes_place_is_drawn_anew_for_the_guards_N_H_1():
    s = with_an_unfound_rope()
    guards = next(seat for seat in range(2) if R.knowledge_group(s, seat) == "guards")
    places = {tuple(R.redeal_secrets(s, guards, seed).ropes[0][1:3]) for seed in range(20)}
    assert len(places) > 1
