"""The shell's secret panel (engine/play/secret_panel.py): a secret is read only after its own hand-off gate."""
import pygame

from engine.play.handoff_gate import PAUSE
from engine.play.secret_panel import Secret, SecretPanelScene
from tests.engine.play.handoff_driver import Loop


def _key(k, down=True):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)


def _panel(reads):
    def read(name):
        def inner():
            reads.append(name)
            return [f"the {name} text"]
        return inner
    return SecretPanelScene([Secret("Ann", "First", "Bo: look away.", read("first")),
                             Secret("Bo", "Second", "Ann: look away.", read("second"))])


def test_a_secret_is_not_even_read_before_its_gate_is_confirmed_after_the_pause():
    reads = []
    loop = Loop().open(_panel(reads))
    loop.run_pass(_key(pygame.K_RETURN), _key(pygame.K_RETURN, False), after=0.2)
    assert reads == [] and not loop.app.stack.top.open
    loop.run_pass(_key(pygame.K_RETURN), after=PAUSE + 0.1)
    loop.run_pass(_key(pygame.K_RETURN, False))
    assert reads == ["first"] and loop.app.stack.top.open


def test_hiding_one_secret_shows_the_next_ones_gate_and_input_begun_before_never_opens_it():
    reads = []
    loop = Loop().open(_panel(reads))
    panel = loop.app.stack.top
    loop.run_pass(_key(pygame.K_RETURN), after=PAUSE + 0.1)
    loop.run_pass(_key(pygame.K_RETURN, False))
    loop.run_pass(_key(pygame.K_RETURN), after=0.1)            # hides the first text
    assert not panel.open and panel.secret.title == "Second"
    loop.run_pass(_key(pygame.K_RETURN, False), after=0.05)    # the same press let go: it never confirms
    loop.run_pass(_key(pygame.K_RETURN), _key(pygame.K_RETURN, False), after=0.3)
    assert reads == ["first"] and not panel.open


def test_the_last_secret_hidden_pops_the_panel_and_says_so():
    done = []
    panel = SecretPanelScene([Secret("Ann", "Only", "Look away.", lambda: ["x"])], on_done=lambda: done.append(1))
    loop = Loop().open(panel)
    panel.show()
    panel.hide()
    loop.run_pass()
    assert done == [1] and loop.app.stack.top is not panel


def test_a_panel_opened_again_by_a_button_closes_unread_on_escape():
    reads, done = [], []
    panel = SecretPanelScene([Secret("Ann", "Only", "Look away.", lambda: reads.append(1) or ["x"])],
                             on_done=lambda: done.append(1), cancellable=True)
    loop = Loop().open(panel)
    loop.run_pass(_key(pygame.K_ESCAPE), after=0.1)
    assert reads == [] and done == [1] and loop.app.stack.top is not panel


def test_the_gate_of_a_reveal_is_not_closed_by_escape():
    reads = []
    loop = Loop().open(_panel(reads))
    panel = loop.app.stack.top
    loop.run_pass(_key(pygame.K_ESCAPE), after=PAUSE + 0.1)
    assert loop.app.stack.top is panel and not panel.open and reads == []


def test_a_secret_opened_again_says_esc_goes_back_in_the_language_in_force():
    """Betrayal's tome opened again by its button (cancellable): the line under the gate is one translated sentence,
    not a translated one with ' · Esc: not now' glued on in English (issue 17)."""
    from engine import i18n
    panel = SecretPanelScene([Secret("Ann", "First", "Bo: look away.", lambda: ["text"])], cancellable=True)
    try:
        i18n.set_language("zh-Hans")
        words = i18n.render(panel.key_hint())
    finally:
        i18n.set_language("en")
    assert words == "请稍候… · Esc：先不看", words
    assert i18n.render(panel.key_hint()) == "Wait a moment… · Esc: not now"
