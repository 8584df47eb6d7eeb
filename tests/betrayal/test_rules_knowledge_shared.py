"""What a hero learns by a Knowledge roll after the haunt is every hero's at once and never the traitor's (B-17.5, B-H.4):
the Margin Notes event, whose roll lets a hero read the traitor's plan."""
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules import effects, haunt_data
from rulesets.betrayal.rules.state import trait_value
from tests.betrayal.haunt_support import revealed
from tests.betrayal.rules_support import act, deck_top, dice, new_game, put, stack_top
from tests.betrayal.test_haunt_privacy import check_step, revealed_at
from tests.conformance.test_view_leaks import leaks

TRAITOR_HAUNT, HIDDEN_HAUNT = 1, 2


def read_notes(s, seat, made=True):
    """`seat` draws Margin Notes and rolls all 2s (made) or all 0s."""
    deck_top(s, "event", "margin_notes")
    dice(s, [2 if made else 0] * trait_value(s, seat, "knowledge"))
    effects.draw_card(s, seat, "event", "a test")
    effects.resolve(s)
    if s.decision and s.decision["kind"] == "decline_card":   # B-18.3: the traitor resolves it
        act(s, "resolve_card")
    return s


def traitor_and_heroes(s):
    traitor = s.haunt["traitor"]
    return traitor, [k for k in range(s.players) if k != traitor]


def test_B_17_5_a_heros_knowledge_roll_shows_the_traitors_plan_to_every_hero_at_once():
    s = revealed(TRAITOR_HAUNT)
    traitor, heroes = traitor_and_heroes(s)
    assert all("learned" not in R.view(s, k)["haunt"] for k in range(4))
    read_notes(s, heroes[0])
    plan = [c.text for c in haunt_data.haunt_of(s).wins.traitor]
    for hero in heroes:
        learned = R.view(s, hero)["haunt"]["learned"]
        assert [k["goals"] for k in learned] == [plan] and learned[0]["by"] == heroes[0]
        assert learned[0]["monster_stats"]
    assert "learned" not in R.view(s, traitor)["haunt"]


def test_B_H_4_the_traitor_sees_only_that_the_heroes_learned_and_no_hero_reads_the_traitors_own_text():
    s = revealed(TRAITOR_HAUNT)
    _, heroes = traitor_and_heroes(s)
    read_notes(s, heroes[1])
    line = R.log(s)[-2] if R.log(s)[-1].kind == "card_discarded" else R.log(s)[-1]
    assert line.kind == "heroes_learn" and not line.texts_by_seat and not line.data_by_seat
    plan = [c.text for c in haunt_data.haunt_of(s).wins.traitor]
    assert not [t for t in plan if t in line.text]
    check_step(s, 4, 0, revealed_at(s), True)     # the privacy check, the traitor's own text still never shown
    assert all(leaks(R, s, seat, 5) == [] for seat in range(4))


def test_B_17_5_a_failed_roll_teaches_nobody_anything():
    s = revealed(TRAITOR_HAUNT)
    _, heroes = traitor_and_heroes(s)
    knowledge = s.explorers[heroes[0]]["traits"]["knowledge"]
    read_notes(s, heroes[0], made=False)
    assert all("learned" not in R.view(s, k)["haunt"] for k in range(4))
    assert s.explorers[heroes[0]]["traits"]["knowledge"] == knowledge


def test_B_17_5_before_the_haunt_or_for_the_traitor_the_notes_give_1_knowledge_and_no_plan():
    s = new_game()
    before = s.explorers[0]["traits"]["knowledge"]
    read_notes(s, 0)
    assert s.explorers[0]["traits"]["knowledge"] == before + 1
    h = revealed(TRAITOR_HAUNT)
    traitor, _ = traitor_and_heroes(h)
    before = h.explorers[traitor]["traits"]["knowledge"]
    read_notes(h, traitor)
    assert "learned" not in h.haunt and h.explorers[traitor]["traits"]["knowledge"] == before + 1


def test_B_17_5_a_second_reading_teaches_nothing_new_and_gives_1_knowledge():
    s = revealed(TRAITOR_HAUNT)
    _, heroes = traitor_and_heroes(s)
    read_notes(s, heroes[0])
    s.decks["event"].extend(s.event_discard)
    s.event_discard.clear()
    before = s.explorers[heroes[1]]["traits"]["knowledge"]
    read_notes(s, heroes[1])
    assert len(s.haunt["learned"]) == 1 and s.explorers[heroes[1]]["traits"]["knowledge"] == before + 1


def test_B_19_6_in_a_hidden_traitor_haunt_there_is_no_plan_to_read_and_nobodys_view_changes_but_knowledge():
    s = revealed(HIDDEN_HAUNT)
    seat = R.pending(s).seat
    read_notes(s, seat)
    assert "learned" not in s.haunt and all("learned" not in R.view(s, k)["haunt"] for k in range(4))


def test_B_H_4_discovering_the_notes_by_exploring_tells_every_seat_the_same_lines_and_none_reads_the_plan():
    s = revealed(TRAITOR_HAUNT)
    _, heroes = traitor_and_heroes(s)
    while R.pending(s).seat != heroes[0]:
        act(s, "end_turn")
    put(s, heroes[0], "entrance_hall")
    stack_top(s, "parlour")
    deck_top(s, "event", "margin_notes")
    side = next(a[1] for a in R.legal_actions(s, heroes[0]) if a[0] == "explore")
    act(s, "explore", side)
    dice(s, [2] * trait_value(s, heroes[0], "knowledge"))
    since = len(R.log(s))
    act(s, *R.legal_actions(s, heroes[0])[0])
    assert R.view(s, heroes[1])["haunt"]["learned"][0]["by"] == heroes[0]
    plan = [c.text for c in haunt_data.haunt_of(s).wins.traitor]
    lines = {tuple(e.text_for(seat) for e in R.log(s)[since:]) for seat in range(4)}
    assert len(lines) == 1
    assert not [t for t in plan for line in next(iter(lines)) if t in line]
    check_step(s, 4, 0, revealed_at(s), True)


def test_B_17_5_in_a_haunt_without_a_traitor_there_is_no_plan_to_read():
    s = revealed(3)     # everyone against the house
    seat = R.pending(s).seat
    before = s.explorers[seat]["traits"]["knowledge"]
    read_notes(s, seat)
    assert "learned" not in s.haunt and s.explorers[seat]["traits"]["knowledge"] == before + 1
