"""Privacy after the reveal (B-H.3, B-H.4, B-H.6, B-H.7): over many seeded random games that reach a haunt, no seat's
view, log, prompt or action labels ever hold the other side's text or a hidden traitor's identity."""
import json
import random

from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import haunt, haunt_data
from rulesets.betrayal.vocab import spoken
from tests.conformance.test_view_leaks import leaks

GAMES_WITH_A_HAUNT = 50


def side_texts(h) -> dict:
    """What only one side of an ordinary traitor haunt may read: its text, its goals, the monster stats."""
    traitor = [h.traitor_text] + [c.text for c in h.wins.traitor]
    heroes = [h.heroes_text] + [c.text for c in h.wins.heroes]
    return {"traitor": traitor, "heroes": heroes}


def revealed_at(s) -> int:
    """Where the haunt's reveal stands in the log: nothing before it knows of the haunt."""
    return next(i for i, e in enumerate(R.log(s)) if e.kind == "haunt_revealed")


def seen_by(s, seat, since) -> str:
    """Everything the seat is shown (of the log, the entries from `since` on), as one text."""
    log = R.log(s)[since:]
    parts = [json.dumps(R.view(s, seat), sort_keys=True, default=str)]
    parts += [e.text_for(seat) for e in log] + [json.dumps(e.data_for(seat), default=str) for e in log]
    p = R.pending(s)
    if p is not None:
        parts.append(p.prompt)
        if p.seat == seat:
            parts += [R.describe_action(s, a) for a in R.legal_actions(s, seat)]
    return "\n".join(parts)


def check_step(s, players, step, since, redeal) -> None:
    h = haunt.haunt_of(s)
    traitor = s.haunt["traitor"]
    for seat in range(players):
        shown = seen_by(s, seat, since)
        if s.result is not None:   # B-22.3: the winners read their goal aloud at the end
            shown = shown.replace(str(spoken(s.result[1])), "")
            # the view keeps the reason as plain data (its message and the goal met), never words of one language
            shown = shown.replace(json.dumps(s.result[1][1].get("why", ""))[1:-1], "")
        if h.has_traitor and not h.hidden:
            other = "heroes" if seat == traitor else "traitor"
            forbidden = side_texts(h)[other]
            if other == "traitor" and s.haunt.get("learned"):   # B-17.5: the heroes read his goals, not his text
                forbidden = forbidden[:1]
            assert not [t for t in forbidden if t in shown], (step, seat)
            if seat != traitor:
                assert "monster_stats" not in R.view(s, seat)["haunt"], (step, seat)
        if h.hidden:
            mine = R.view(s, seat)["haunt"]
            assert mine["my_token"] == s.haunt["identities"][seat] and "identities" not in shown
            if not s.haunt["traitor_revealed"]:
                assert mine["traitor"] is None and (mine["side"] == "traitor") == (seat == traitor)
        if redeal:   # the conformance check (a redeal changes nothing the seat sees), every few steps: it is slow
            assert leaks(R, s, seat, step) == [], (step, seat)


def test_B_H_7_no_seat_ever_sees_the_other_sides_text_or_a_hidden_traitor_in_50_games_that_reach_a_haunt():
    reached, kinds, seed = 0, set(), 0
    while reached < GAMES_WITH_A_HAUNT:
        players = 2 + seed % 5
        s = R.setup(R.INFO.check_config({"players": players}), seed)
        pick = random.Random(seed)
        step, since = 0, None
        while R.outcome(s) is None:
            if s.haunt is not None:
                since = revealed_at(s) if since is None else since
                check_step(s, players, step, since, step % 4 == 0)
            s = R.apply(s, pick.choice(R.legal_actions(s, R.pending(s).seat)))
            step += 1
        if s.haunt is not None:
            check_step(s, players, step, revealed_at(s), True)
            reached += 1
            kinds.add(s.haunt["id"])
        seed += 1
        assert seed < 4 * GAMES_WITH_A_HAUNT, "too few random games reach a haunt"
    shipped = {h.id: h for h in haunt_data.haunts().values()}
    # every kind of haunt was reached: an open traitor, a hidden one, and none
    assert {(shipped[k].hidden, shipped[k].has_traitor) for k in kinds} == {(False, True), (True, True), (False, False)}


def test_B_H_7_the_knowledge_groups_split_at_the_reveal_so_the_session_hands_the_laptop_over():
    from tests.betrayal.haunt_support import revealed
    ordinary, hidden, house = revealed(1), revealed(2), revealed(3)
    traitor = ordinary.haunt["traitor"]
    assert [R.knowledge_group(ordinary, k) == R.knowledge_group(ordinary, traitor) for k in range(4)] == \
        [k == traitor for k in range(4)]
    assert len({R.knowledge_group(hidden, k) for k in range(4)}) == 4
    assert len({R.knowledge_group(house, k) for k in range(4)}) == 1


def test_B_H_6_a_redeal_for_a_hero_may_move_the_hidden_traitor_but_never_his_own_token():
    from tests.betrayal.haunt_support import revealed
    s = revealed(2)
    hero = next(k for k in range(4) if k != s.haunt["traitor"])
    traitors = {R.redeal_secrets(s, hero, seed).haunt["traitor"] for seed in range(20)}
    tokens = {R.redeal_secrets(s, hero, seed).haunt["identities"][hero] for seed in range(20)}
    assert hero not in traitors and len(traitors) > 1 and tokens == {s.haunt["identities"][hero]}


def test_the_privacy_check_itself_catches_a_hero_view_that_shows_the_traitors_text(monkeypatch):
    """The check must be able to fail (B-H.3): a view that hands every seat both texts is caught."""
    from tests.betrayal.haunt_support import revealed
    s = revealed(1)
    real = haunt.view

    def shows_all(state, seat):
        out = real(state, seat)
        h = haunt.haunt_of(state)
        return dict(out, texts={"traitor": h.traitor_text, "heroes": h.heroes_text})
    monkeypatch.setattr(haunt, "view", shows_all)
    try:
        check_step(s, 4, 0, revealed_at(s), False)
    except AssertionError:
        return
    raise AssertionError("the privacy check let the traitor's text reach a hero")
