"""The Betrayal play screen keeps the haunt's secrets (B-H): each behind its own gate, never on the board."""
import pygame
import pytest

from engine.play.handoff import HANDOFF_BG
from engine.play.handoff_gate import PAUSE
from engine.play.secret_panel import SecretPanelScene
from engine.ui import fonts
from rulesets.betrayal.rules import haunt as haunt_rules
from scenes.betrayal import play
from scenes.betrayal.board_view import BetrayalBoardView
from tests.betrayal.play_support import session_before_reveal
from tests.engine.play.handoff_driver import Loop


def _key(k, down=True):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def _revealed_on_screen(kind):
    session, action, seat = session_before_reveal(kind)
    loop = Loop()
    scene = play.board_scene(session, animate=False)
    loop.open(scene)
    session.apply(action, seat=seat)
    return loop, scene, session


def _secret_words(session) -> list:
    h = haunt_rules.haunt_of(session.state)
    return [h.traitor_text[:40], h.heroes_text[:40]] if h.has_traitor else [h.heroes_text[:40]]


def test_B_H_7_the_frame_after_the_reveal_is_the_traitors_gate_drawn_alone(data_dir):
    loop, scene, session = _revealed_on_screen("open")
    top = loop.app.stack.top
    assert isinstance(top, SecretPanelScene) and not top.open
    assert top.secret.title == "The traitor's tome"
    with fonts.recording() as drawn:
        loop.app.stack.draw(loop.app.screen)
    words = " ".join(d.text for d in drawn)
    assert not any(secret in words for secret in _secret_words(session))
    assert not any(room in words for room in ("Foyer", "Entrance Hall", "Basement Landing"))
    assert all(tuple(loop.app.screen.get_at((x, 5)))[:3] == HANDOFF_BG for x in range(0, 1280, 40))


def test_B_H_7_the_tome_opens_only_for_a_fresh_press_after_the_pause(data_dir):
    loop, scene, session = _revealed_on_screen("open")
    top = loop.app.stack.top
    loop.run_pass(_key(pygame.K_RETURN), _key(pygame.K_RETURN, False), after=0.1)    # a double press at once
    assert not top.open
    loop.run_pass(_key(pygame.K_RETURN), after=PAUSE + 0.1)
    loop.run_pass(_key(pygame.K_RETURN, False), after=0.05)
    assert top.open
    h = haunt_rules.haunt_of(session.state)
    assert any(h.traitor_text in p for p in top.paragraphs)
    assert not any(h.heroes_text in p for p in top.paragraphs)


def test_B_H_7_the_heroes_text_follows_behind_its_own_gate_and_tells_the_traitor_to_look_away(data_dir):
    loop, scene, session = _revealed_on_screen("open")
    top = loop.app.stack.top
    top.show()
    top.hide()
    assert not top.open and top.secret.title == "The heroes' secrets"
    traitor = session.state.haunt["traitor"]
    assert session.seat_name(traitor) in top.secret.warning
    top.show()
    h = haunt_rules.haunt_of(session.state)
    assert any(h.heroes_text in p for p in top.paragraphs)
    assert not any(h.traitor_text in p for p in top.paragraphs)


def test_B_H_3_no_seats_board_ever_draws_a_haunt_text(data_dir):
    loop, scene, session = _revealed_on_screen("open")
    board = BetrayalBoardView()
    board.layout(pygame.Rect(0, 0, 960, 700))
    surface = pygame.Surface((960, 700))
    for seat in range(session.config["players"]):
        with fonts.recording() as drawn:
            board.draw(surface, session.view(seat), {})
        words = " ".join(d.text for d in drawn)
        assert not any(secret in words for secret in _secret_words(session)), seat


def test_B_H_6_a_hidden_traitors_side_panel_looks_the_same_for_the_traitor_and_a_hero(data_dir):
    loop, scene, session = _revealed_on_screen("hidden")
    traitor = session.state.haunt["traitor"]
    hero = next(seat for seat in range(session.config["players"]) if seat != traitor)
    shown = []
    for seat in (traitor, hero):
        board = BetrayalBoardView()
        board.layout(pygame.Rect(0, 0, 960, 700))
        surface = pygame.Surface((960, 700))
        with fonts.recording() as drawn:
            board.draw(surface, session.view(seat), {})
        panel = board.panel.rect
        shown.append(([(d.text, tuple(d.rect)) for d in drawn if panel.colliderect(d.rect)],
                      [(tuple(r), key) for r, key in board.panel.hits]))
    assert shown[0] == shown[1]
    assert any("Reveal myself" == text for text, _ in shown[0][0])


def test_B_H_6_each_player_reads_their_own_identity_token_behind_a_gate_of_their_own(data_dir):
    loop, scene, session = _revealed_on_screen("hidden")
    top = loop.app.stack.top
    titles = [(s.title, s.reader) for s in top.secrets]
    names = [session.seat_name(seat) for seat in range(session.config["players"])]
    assert [t for t in titles if t[0] == "Your identity token"] == [("Your identity token", n) for n in names]


def test_B_H_6_the_resume_line_of_a_hidden_traitor_autosave_names_nobody_as_the_traitor(data_dir, tmp_path):
    from engine.play.resume_lines import resume_line
    from engine.rules import saves
    from engine.rules.saves import Autosaver
    session, action, seat = session_before_reveal("hidden")
    autosaved = play.new_session(session.config, session.seed, autosave=Autosaver("betrayal"))
    for done in list(session.actions) + [action]:
        if autosaved.handoff is not None:
            autosaved.confirm_handoff()
        autosaved.apply(done, seat=autosaved.pending.seat)
    entry = next(e for e in saves.list_resumable() if e.game == "betrayal")
    line = resume_line(entry, "Betrayal at House on the Hill", play.rules.INFO)
    words = f"{line.title} {line.details} {line.problem}"
    h = haunt_rules.haunt_of(autosaved.state)
    assert "traitor" not in words.lower() and h.traitor_text[:30] not in words
    traitor_name = session.seat_name(autosaved.state.haunt["traitor"])
    assert traitor_name not in words or all(session.seat_name(s) in words for s in range(3))


def test_B_H_6_the_log_of_a_hidden_traitor_reveal_names_nobody_as_the_traitor(data_dir):
    session, action, seat = session_before_reveal("hidden")
    session.apply(action, seat=seat)
    traitor = session.state.haunt["traitor"]
    for viewer in range(session.config["players"]):
        lines = " ".join(session.log_for(viewer))
        assert f"{session.state.explorers[traitor]['name']} is the traitor" not in lines, viewer


def test_B_H_6_a_traitors_and_a_heros_identity_words_are_drawn_the_same_width_line_for_line():
    from scenes.betrayal.secrets import identity_text
    pygame.font.init()
    traitor = identity_text({"haunt": {"side": "traitor", "my_token": 1}})
    hero = identity_text({"haunt": {"side": "heroes", "my_token": 3}})
    assert len(traitor) == len(hero)
    for i, (a, b) in enumerate(zip(traitor, hero)):
        width = [fonts.font(19, bold=i == 0).size(line)[0] for line in (a, b)]
        assert abs(width[0] - width[1]) <= 0.05 * max(width), (a, b, width)
