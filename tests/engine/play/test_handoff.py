"""Pass-the-laptop hand-off (DESIGN principle 5): opaque, names the next seat, shows nothing of the board."""
import pygame

from engine.play.handoff import GO_TEXT, HANDOFF_BG, WAIT_TEXT, HandoffScene, TurnBanner
from engine.play.handoff_gate import PAUSE
from engine.ui.app import App
from engine.ui.scene import Scene
from tests.engine.play.handoff_driver import FakeClock

SECRET = (255, 0, 255)


class SecretBoard(Scene):
    """Stands in for a board whose every pixel is a secret colour."""

    def __init__(self):
        super().__init__()
        self.clicks = 0

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicks += 1
            return True
        return False

    def draw(self, surface):
        surface.fill(SECRET)


def _colours(surface):
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, surface.get_width(), 7)
            for y in range(0, surface.get_height(), 7)}


def _app_with_handoff(size=(1280, 800), **kw):
    app = App(size=size, headless=True)
    app.now = FakeClock()
    board = SecretBoard()
    app.push(board)
    handoff = HandoffScene("Seat 2 (Ana)", **kw)
    app.push(handoff)
    app.frame(1 / 60)
    return app, board, handoff


def test_handoff_frame_contains_nothing_of_the_board():
    for size in ((1280, 800), (1920, 1080)):
        app, _, _ = _app_with_handoff(size)
        assert SECRET not in _colours(app.screen)


def test_handoff_frame_is_mostly_the_opaque_background():
    app, _, _ = _app_with_handoff()
    colours = [tuple(app.screen.get_at((x, 5)))[:3] for x in range(0, 1280, 40)]
    assert all(c == HANDOFF_BG for c in colours)


def test_handoff_names_the_next_seat():
    app, _, handoff = _app_with_handoff()
    assert "Seat 2 (Ana)" in handoff.button.text


def test_handoff_waits_for_confirmation_and_swallows_other_input():
    confirmed = []
    app, board, handoff = _app_with_handoff(on_confirm=lambda: confirmed.append(True))
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    assert confirmed == [] and board.clicks == 0 and app.stack.top is handoff


def test_handoff_button_confirms_after_the_pause_and_reveals_the_board_again():
    confirmed = []
    app, board, handoff = _app_with_handoff(on_confirm=lambda: confirmed.append(True))
    app.now.advance(PAUSE)
    pos = handoff.button.rect.center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert confirmed == [True] and app.stack.top is board
    app.frame(1 / 60)
    assert SECRET in _colours(app.screen)


def test_handoff_confirms_with_enter_pressed_after_the_pause():
    app, board, handoff = _app_with_handoff()
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"),
                       pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="")])
    assert app.stack.top is handoff
    app.now.advance(PAUSE)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"),
                       pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="")])
    assert app.stack.top is board


def test_handoff_says_wait_with_a_disabled_button_then_how_to_go_on(tmp_path):
    app, board, handoff = _app_with_handoff()
    assert not handoff.button.enabled
    waiting = pygame.image.tobytes(app.screen, "RGB")
    pygame.image.save(app.screen, str(tmp_path / "wait.png"))
    app.now.advance(PAUSE)
    app.frame(1 / 60)
    assert handoff.button.enabled and pygame.image.tobytes(app.screen, "RGB") != waiting
    assert WAIT_TEXT != GO_TEXT and "Enter" in GO_TEXT


def test_turn_banner_shows_then_fades_away():
    banner = TurnBanner(duration=1.0)
    banner.show("Blue Taoist's turn")
    assert banner.active
    for _ in range(30):
        banner.update(1 / 20)
    assert not banner.active


def test_turn_banner_draws_its_text_band_over_the_board():
    surf = pygame.Surface((800, 500))
    surf.fill(SECRET)
    banner = TurnBanner()
    banner.show("Red Taoist", "Yin phase")
    banner.draw(surf)
    assert tuple(surf.get_at((400, 250)))[:3] != SECRET
    assert tuple(surf.get_at((400, 20)))[:3] == SECRET


def test_the_hand_off_says_pass_the_laptop_never_the_computer_which_also_names_a_computer_player():
    import inspect

    from engine.play import handoff, secret_panel
    assert "Pass the computer" not in inspect.getsource(handoff) + inspect.getsource(secret_panel)
    assert "Pass the laptop to" in inspect.getsource(handoff)
