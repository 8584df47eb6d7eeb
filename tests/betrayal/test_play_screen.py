"""The Betrayal play screen: setup, the rotation pre-selected, the haunt browser, the house picture."""
import os

import pygame
import pytest

import games
from engine.ui import fonts
from engine.ui.app import App
from rulesets.betrayal import rules as R
from rulesets.betrayal.rules.haunt import haunts
from scenes.betrayal import play
from scenes.betrayal.board_view import BetrayalBoardView
from scenes.betrayal.haunt_browser import HauntBrowser
from scenes.betrayal.labels import distinct_placements, label
from scenes.betrayal.picture import save_house_picture
from scenes.betrayal.side_panel import REVEAL_SELF
from tests.betrayal.play_support import session_before_reveal


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    games.register_data_kinds()
    return tmp_path


def _placing_session():
    session = play.new_session(R.INFO.check_config(R.INFO.default_config(3)), 4, autosave=False)
    while session.pending.kind != "place_tile":
        legal = session.legal_actions(session.pending.seat)
        explore = [a for a in legal if a[0] == "explore"]
        session.apply((explore or legal)[0], seat=session.pending.seat)
    return session


def test_B_G_9_the_rotation_matching_the_most_doors_is_pre_selected_and_enter_places_it():
    session = _placing_session()
    app = App(size=(1280, 800), headless=True)
    scene = play.board_scene(session, animate=False)
    app.push(scene)
    app.frame(1 / 60)
    best = session.legal_actions(session.pending.seat)[0]
    assert scene.selected == best
    scene.accept()
    assert session.pending.kind != "place_tile"


def test_B_G_5_two_players_are_offered_only_as_a_labelled_test_mode():
    app = App(size=(1280, 800), headless=True)
    setup = play.make_play(players=4, seed=1)
    app.push(setup)
    app.frame(1 / 60)
    two = setup.player_buttons[0]
    assert two.text == "2 (test)" and "unofficial" in two.tooltip
    two.on_click()
    assert "unofficial test mode" in setup.note and setup.message == ""   # a plain note, not a refusal's red


def test_B_H_3_the_haunt_browser_shows_every_haunts_heroes_text_and_never_a_traitors_tome():
    browser = HauntBrowser()
    text = " ".join(p.title + " " + p.text for p in browser.pages)
    for h in haunts().values():
        assert h.heroes_text in text
        if h.traitor_text:
            assert h.traitor_text not in text
    assert len(browser.pages) == len(haunts())


def test_the_menu_offers_the_haunt_browser_beside_betrayals_preview():
    entry = games.get("betrayal")
    label, _, make = entry.extra
    assert label == "Haunts" and isinstance(make(), HauntBrowser)


def test_the_house_so_far_is_saved_as_a_picture_of_every_floor(data_dir):
    session = _placing_session()
    path = save_house_picture(session.view(0))
    assert os.path.dirname(path).startswith(str(data_dir)) and pygame.image.load(path).get_width() > 4 * 240


def test_B_H_6_a_hero_pressing_reveal_myself_turns_nothing_over_and_is_told_so():
    session, action, seat = session_before_reveal("hidden")
    session.apply(action, seat=seat)
    traitor = session.state.haunt["traitor"]
    while True:   # on to a hero's turn
        if session.handoff is not None:
            session.confirm_handoff()
        mover = session.pending.seat
        if mover != traitor and session.pending.kind == "turn":
            break
        legal = session.legal_actions(mover)
        session.apply(("end_turn",) if ("end_turn",) in legal else legal[0], seat=mover)
    app = App(size=(1280, 800), headless=True)
    scene = play.board_scene(session, animate=False)
    app.push(scene)
    assert scene.viewer != traitor
    app.frame(1 / 60)
    button = next(rect for rect, key in scene.board.panel.hits if key == REVEAL_SELF)
    before = session.state_hash()
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.center))
    assert session.state_hash() == before and "stays face down" in scene.message.text
    assert not session.state.haunt["traitor_revealed"]


def test_the_board_draws_each_floor_tab_and_the_side_panel_at_1280_by_800():
    session = _placing_session()
    board = BetrayalBoardView()
    board.layout(pygame.Rect(6, 50, 961, 712))
    with fonts.recording() as drawn:
        board.draw(pygame.Surface((1280, 800)), session.view(0), {})
    words = {d.text for d in drawn}
    assert {"Basement", "Upper floor"} <= {w.split(" · ")[0] for w in words}
    assert "Might" in words and "Save a picture of the house (P)" in words


def test_B_H_6_the_replays_view_of_a_hidden_traitor_haunt_names_the_traitor_and_holds_both_texts():
    session, action, seat = session_before_reveal("hidden")
    session.apply(action, seat=seat)
    traitor = session.state.haunt["traitor"]
    hero = next(s for s in range(session.config["players"]) if s != traitor)
    assert session.view(hero)["haunt"]["traitor"] is None
    shown = BetrayalBoardView().reveal_view(R, session.state)
    assert shown["haunt"]["traitor"] == traitor and "heroes" in shown["haunt"]["texts"]


def test_a_computer_seat_plays_only_legal_answers_of_its_own_seat():
    config = dict(R.INFO.check_config(R.INFO.default_config(3)), ai_seats=[0, 1, 2])
    session = play.new_session(config, 6, autosave=False)
    choose = play.ai_chooser(6)
    for _ in range(120):
        if session.is_over:
            break
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        action = choose(session, seat)
        assert action in session.legal_actions(seat)
        session.apply(action, seat=seat)


def test_B_G_9_a_room_that_looks_the_same_every_way_round_offers_one_placement_button_not_four():
    view = {"decision": {"tile": "parlour"}}
    assert distinct_placements(view, [("place", t) for t in range(4)]) == [("place", 0)]
    view = {"decision": {"tile": "map_room"}}
    assert len(distinct_placements(view, [("place", t) for t in range(4)])) == 4
    view = {"decision": {"tile": "chasm"}}      # a door each side of the crack, either way round (B-8.1)
    assert distinct_placements(view, [("place", 0), ("place", 2)]) == [("place", 0)]


def test_B_8_a_rooms_use_button_says_its_effect_without_the_flavour_so_it_fits_one_line():
    view = {"turn": {"seat": 0}, "seats": [{"room": "library"}]}
    assert label(view, ("use_room",)) == "Use the Library: gain 1 Knowledge, once"


def test_B_G_9_a_room_that_fits_one_way_is_not_offered_as_a_choice_of_turns_tab_cannot_change():
    board = BetrayalBoardView()

    class Shell:
        buttons = [("place", 2)]

    class Pending:
        kind = "place_tile"
    board.shell = Shell()
    prompt = board.prompt({"decision": {"tile": "parlour"}}, Pending())
    assert prompt == "You found the Parlour. It fits only one way: place it"


def test_B_22_1_a_sides_goals_read_as_any_one_of_them_wins():
    from scenes.betrayal.secrets import any_of
    assert any_of(["Every hero is dead", "The third round of the haunt ends"]) == \
        "Every hero is dead, or the third round of the haunt ends"
    assert any_of(["Reach the Vault."]) == "Reach the Vault"


def test_the_placement_buttons_are_left_as_they_are_when_nobody_is_at_the_screen():
    """A hidden game played by the computer alone has no view at the screen (engine/play/shell_seats.py): the
    buttons are not folded, and nothing breaks (it raised AttributeError after an all-computer haunt)."""
    assert distinct_placements(None, [("end_turn",)]) == [("end_turn",)]
