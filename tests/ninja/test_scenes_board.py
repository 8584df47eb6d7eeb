"""The Ninja board view: zones as click targets, labels in words, private maps only for their own side, and every
secret shown only after the game (the final position and the replay)."""
import re

import pygame

from engine.play.replay import ReplayScene
from engine.play.setup_scene import SetupScene
from engine.ui.app import App
from rulesets.ninja import rules
from rulesets.ninja.bots import Bot
from scenes.ninja import play
from scenes.ninja.board_view import NinjaBoardView, revealed_view


def played(session, steps, seed=2):
    bot = Bot(seed)
    for _ in range(steps):
        if session.is_over:
            break
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        session.apply(bot.decide(session.view(seat), seat, session.legal_actions(seat)))
    return session


def drawn(board, view, size=(1280, 800)):
    surface = pygame.Surface(size)
    board.layout(pygame.Rect(0, 0, *size))
    board.draw(surface, view, {})
    return pygame.image.tobytes(surface, "RGB")


def test_every_legal_action_on_a_zone_is_clicked_on_that_zone_and_the_hit_test_finds_it():
    session = played(play.new_session({"players": 2}, 4, autosave=False), 0)
    board = NinjaBoardView()
    board.layout(pygame.Rect(0, 0, 1200, 760))
    checked = 0
    bot = Bot(4)
    for _ in range(120):
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        legal = session.legal_actions(seat)
        for action in legal:
            target = board.target_of(action)
            if target is not None:
                anchor = board.camera.to_screen(board.shapes.anchors[target])
                assert board.hit_test((int(anchor[0]), int(anchor[1]))) == target
                checked += 1
        session.apply(bot.decide(session.view(seat), seat, legal))
    assert checked > 50


def test_every_action_label_is_in_words_with_no_rule_id_or_internal_name():
    session = play.new_session({"players": 2}, 6, autosave=False)
    board = NinjaBoardView()
    bot = Bot(6)
    while not session.is_over:
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        legal = session.legal_actions(seat)
        for action in legal:
            text = board.label(session.view(seat), action)
            assert text and text != "Unknown action"
            assert not re.search(r"N-\d|_", text), text
        session.apply(bot.decide(session.view(seat), seat, legal))


def test_N_H_the_intruders_private_map_is_drawn_from_their_view_and_the_guards_view_shows_none_of_it():
    session = played(play.new_session({"players": 2}, 7, autosave=False), 90)
    board = NinjaBoardView()
    intruders = session.view(1)
    assert intruders["intruder_secrets"]["figures"]["ninja"]["path"]
    bare = {k: v for k, v in intruders.items() if k != "intruder_secrets"}
    assert drawn(board, intruders) != drawn(board, bare)        # the path, ropes and passage are drawn
    guards = session.view(0)
    assert "intruder_secrets" not in guards
    other = rules.redeal_secrets(session.state, 0, 99)           # the intruders elsewhere: the guards see the same
    assert drawn(board, guards) == drawn(board, rules.view(other, 0))


def test_N_H_the_guards_secret_marks_are_drawn_only_from_the_guards_view():
    session = played(play.new_session({"players": 2}, 7, autosave=False), 90)
    board = NinjaBoardView()
    guards = session.view(0)
    bare = {k: v for k, v in guards.items() if k != "guard_secrets"}
    assert drawn(board, guards) != drawn(board, bare)
    other = rules.redeal_secrets(session.state, 1, 99)           # the sleeping guards and goals elsewhere
    assert drawn(board, session.view(1)) == drawn(board, rules.view(other, 1))


class _Shell:
    def __init__(self, session):
        self.session = session


def test_every_secret_is_shown_on_the_final_position_only_once_the_game_is_over():
    session = played(play.new_session({"players": 2}, 7, autosave=False), 90)
    board = NinjaBoardView()
    board.bind(_Shell(session))
    mid = session.view(0)
    assert board._final(mid) is mid
    played(session, 5000)
    assert session.outcome is not None
    final = board._final(session.view(0))
    assert final["intruder_secrets"]["figures"]["ninja"]["path"]
    assert final == revealed_view(rules, session.state)


def test_the_replay_of_a_finished_game_reveals_the_intruders_true_paths_turn_by_turn():
    session = played(play.new_session({"players": 2}, 7, autosave=False), 5000)
    replay = ReplayScene(rules, session.config, session.seed, session.actions, 0, NinjaBoardView())
    app = App(size=(1280, 800), headless=True)
    app.push(replay)
    replay.go(len(session.actions) // 2)
    app.frame(1 / 60)
    assert replay.view["intruder_secrets"]["figures"]["ninja"]["path"]
    assert "Every secret shown" in replay.caption


def test_N_H_the_replay_of_an_unfinished_game_shows_only_the_seats_own_view():
    session = played(play.new_session({"players": 2}, 7, autosave=False), 60)
    replay = ReplayScene(rules, session.config, session.seed, session.actions, 0, NinjaBoardView())
    replay.go(40)
    assert "intruder_secrets" not in replay.view


def test_the_setup_offers_person_or_computer_per_seat_and_starts_with_the_computer_seats_in_the_config():
    started = []
    scene = SetupScene(rules.INFO, lambda config, seed: started.append(config), players=2, seed=5,
                       variant="lone_wolf", computer_seats=True)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    scene.seat_buttons[0].on_click()
    assert scene.seat_buttons[0].text == "Computer" and scene.names[0].text == "Computer 1"
    assert scene.start_button.rect.bottom <= 800     # nine settings and Start fit the window
    scene.start()
    assert started[0]["ai_seats"] == [0] and started[0]["variant"] == "lone_wolf"


def labels_drawn_level_with(scene, field, monkeypatch):
    """The words the setup draws on a name field's row, left of it (what a player reads as that seat's role)."""
    from engine import i18n
    from engine.ui import fonts
    drawn, real = [], fonts.blit_text

    def blit_text(surface, text, pos, *args, **kwargs):
        drawn.append((i18n.render(text), pos))
        return real(surface, text, pos, *args, **kwargs)
    monkeypatch.setattr(fonts, "blit_text", blit_text)
    scene.draw(pygame.Surface(scene.size))
    monkeypatch.setattr(fonts, "blit_text", real)
    return [words for words, (x, y) in drawn if x < field.rect.x and field.rect.top <= y < field.rect.bottom]


def test_the_setup_names_each_seats_role_beside_its_name_and_follows_the_player_count(monkeypatch):
    from engine import i18n
    scene = play.make_play(players=2, seed=5)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    app.frame(1 / 60)
    assert scene.roles == ["the guards", "the intruders"]
    assert labels_drawn_level_with(scene, scene.names[1], monkeypatch) == ["The intruders"]
    i18n.set_language("zh-Hant")        # the menu's switch: the role is worded again when drawn
    assert labels_drawn_level_with(scene, scene.names[1], monkeypatch) == ["入侵者"]
    i18n.set_language("en")
    scene.set_players(4)
    assert scene.roles == ["the sword guards", "the spear guards", "the ninja", "the traitor"]
    assert scene.start_button.rect.bottom <= 800


def test_a_click_on_a_guard_drawn_off_its_crowded_zone_means_that_zone():
    # A guard pushed beside its room (a line leads back) was read by the click as the ground under it: the
    # guards' player clicked sentry 5, drawn over Bell Court for Moon Tower, and was told "nothing to do there"
    session = played(play.new_session({"players": 2}, 4, autosave=False), 0)
    board = NinjaBoardView()
    bot = Bot(4)
    off_zone = 0
    for _ in range(60):
        if session.is_over:
            break
        if session.handoff is not None:
            session.confirm_handoff()
        seat = session.pending.seat
        drawn(board, session.view(seat))
        for box, zone in board._figure_boxes:
            under = board.shapes.zone_at(board.camera.to_world(box.center))
            if zone in board.zone_ids and under != zone:
                assert board.hit_test(box.center) == zone
                off_zone += 1
        session.apply(bot.decide(session.view(seat), seat, session.legal_actions(seat)))
    assert off_zone > 0
