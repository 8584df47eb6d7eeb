"""Views and the log: hidden data reaches only its seat (DESIGN principle 4), shown on the template game."""
from engine.rules.session import GameSession
from rulesets._template import rules as template


def secret_session(seed):
    return GameSession(template, {"players": 2, "variant": "secret"}, seed)


def test_T_6_the_secret_card_is_in_its_owners_view_only():
    s = secret_session(4)
    assert s.view(0)["my_card"] == s.state.secret_cards[0]
    assert s.view(1)["my_card"] == s.state.secret_cards[1]
    assert s.view(1)["shown_cards"] == (None, None)


def test_T_6_the_owner_is_told_its_card_and_the_others_only_that_a_card_was_dealt():
    s = secret_session(4)
    assert s.log_for(0)[0] == f"you are dealt secret card {s.state.secret_cards[0]} — every seat holds a bonus card"
    assert s.log_for(1)[0] == "seat 0 is dealt a secret card — every seat holds a bonus card"


def test_T_6_the_first_hold_shows_the_card_to_everyone():
    s = secret_session(6)
    s.confirm_handoff()
    while not (s.state.seat == 0 and s.state.turn_total > 0):
        if s.handoff is not None:
            s.confirm_handoff()
        s.apply(("hold",) if s.state.turn_total > 0 else ("roll",))
    s.apply(("hold",))
    card = s.state.secret_cards[0]
    assert s.log_for(1)[-1].startswith(f"seat 0 shows secret card {card}")
    assert s.view(1)["shown_cards"][0] == card


def test_public_log_text_is_shown_to_every_seat_alike():
    s = GameSession(template, {"players": 2}, 2)
    for _ in range(10):
        s.apply(("roll",))
    assert s.log_for(1) == s.log_for(0) == [e.text_for(None) for e in s.log]
