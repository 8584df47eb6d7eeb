"""Views and the log: hidden data reaches only its seat (DESIGN principle 4)."""
from rules_core_helpers import new_session


def test_the_secret_card_is_in_its_owners_view_only():
    s = new_session(seed=4)
    assert s.view(0)["secret"] == s.state.secret
    assert s.view(1)["secret"] is None


def test_log_for_the_owner_shows_the_secret_and_others_see_the_redaction():
    s = new_session(seed=4)
    assert s.log_for(0)[0] == f"you drew secret card {s.state.secret}"
    assert s.log_for(1)[0] == "seat 0 drew a secret card"


def test_log_for_other_seats_never_contains_the_hidden_score():
    s = new_session(seed=6)
    while not (s.state.seat == 0 and s.state.turn_total > 0):
        s.apply(("hold",) if s.state.turn_total > 0 else ("roll",))
    s.apply(("hold",))
    score = s.state.scores[0]
    assert s.log_for(0)[-1] == f"seat 0 held at {score}"
    assert str(score) not in s.log_for(1)[-1]


def test_public_log_text_is_shown_to_every_seat_alike():
    s = new_session(seed=2)
    for _ in range(10):
        s.apply(("roll",))
    assert s.log_for(1)[1:] == s.log_for(0)[1:] == [e.text for e in s.log[1:]]
