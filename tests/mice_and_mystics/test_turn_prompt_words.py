"""The mouse's turn prompt says what is left of the turn: no steps once an action has ended a begun move (M-5.1)."""
from engine import i18n
from rulesets.mice_and_mystics import bots
from rulesets.mice_and_mystics.rules import clone, words
from scenes.mice_and_mystics import play


def _turn_state():
    session = play.new_session({"players": 1, "chapter": "down_the_drain"}, 3, autosave=False)
    while session.pending.kind != "mouse_turn":
        session.apply(bots.decide(session.view(session.pending.seat), session.legal_actions(session.pending.seat)))
    return clone(session.state)


def test_M_5_1_after_moving_then_acting_the_prompt_offers_no_steps_left_in_any_language():
    s = _turn_state()
    s.turn.update(move="done", action=True, movement=4)     # moved, then attacked: the action ended the move
    try:
        for lang, said in (("en", "move made, action taken"), ("zh-Hans", "已移动，已行动"), ("zh-Hant", "已移動，已行動")):
            i18n.set_language(lang)
            text = i18n.render(words.prompt(s)[1])
            assert said in text and "4" not in text, text
    finally:
        i18n.set_language("en")


def test_M_5_1_a_move_still_under_way_says_how_much_movement_is_left():
    s = _turn_state()
    s.turn.update(move="moving", action=False, movement=3)
    assert "3 movement left, one action left" in i18n.render(words.prompt(s)[1])
