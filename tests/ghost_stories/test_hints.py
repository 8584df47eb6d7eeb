"""The Ghost Stories hint (H) as a newcomer reads it (issue 13, section 3): what to do and the main reason in a
player's words, on one line at 1280 wide, and the hinted spot lit on the board."""
import pygame
import pytest

from engine.play import board_view as bv
from engine.ui import fonts
from rulesets.ghost_stories import rules
from rulesets.ghost_stories.advisor import Advice
from scenes.ghost_stories import hint_words
from scenes.ghost_stories.board_view import HINT_RGB
from tests.ghost_stories.support import clear, game
from tests.ghost_stories.test_scenes_board import make, until

JARGON = ("simulated", "futures", "rollout", "beyond chance", "evaluation", "_")


def press_h(app):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)])


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_hint_fits_the_message_line_in_a_player_s_words(size):
    app, scene = make(size=size)
    assert until(app, scene, lambda sc: sc.pending is not None and sc.pending.kind == "yang"
                 and sc.view.yang_step == 0 and len(sc.legal) > 2)
    press_h(app)
    text = scene.message.text
    assert not [w for w in JARGON if w in text]
    size_px = max(10, min(int(15 * scene.message.s), scene.message.rect.h))
    assert fonts.font(size_px).size(text)[0] <= scene.message.rect.w - int(12 * scene.message.s)
    target = scene.board.target_of(scene.selected)
    assert target is None or scene.highlights()[target] == bv.HIGHLIGHT_HINT


def a_move_hinted(app, scene, monkeypatch):
    """The advisor's answer is timed (it depends on the machine's load): here it is pinned to a walk."""
    assert until(app, scene, lambda sc: sc.pending is not None and sc.pending.kind == "yang"
                 and sc.view.yang_step == 0 and len(sc.targets) > 2)
    walk = next(a for a in scene.legal if a[0] == "move" and scene.board.target_of(a) != scene.board.target_of(
        scene.selected))
    monkeypatch.setattr(type(scene.board), "advise", lambda self, view, seat: (walk, "Walk there: it helps."))
    press_h(app)
    return walk


def test_the_hinted_spot_is_lit_on_the_board(monkeypatch):
    app, scene = make()
    walk = a_move_hinted(app, scene, monkeypatch)
    assert scene.selected == walk and scene.highlights()[scene.board.target_of(walk)] == bv.HIGHLIGHT_HINT
    app.frame(1 / 60)
    w = max(2, int(3 * scene.board.s))
    ring = scene.board.spot_rect(scene.board.target_of(walk)).inflate(w * 2, w * 2)
    assert tuple(app.screen.get_at((ring.x + 1, ring.centery)))[:3] == HINT_RGB


def test_the_hint_mark_goes_once_the_game_moves_on(monkeypatch):
    app, scene = make()
    a_move_hinted(app, scene, monkeypatch)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
    assert bv.HIGHLIGHT_HINT not in scene.highlights().values()


def test_G_5_5_exorcising_a_devourer_says_it_would_kill_a_villager():
    s = game(players=2)
    clear(s, active=0, step=rules.state.ACTION)
    T = rules.card_tables()
    devourer = next(c for c in range(T.n_regular) if any(e[0] == "devourer" for e in T.yin[c]))
    s.ghost_spaces[0] = devourer
    line = hint_words.hint_line(s, Advice(("exorcise", (0,)), "x"))
    assert line.startswith(f"Exorcise {T.card_name[devourer]}") and "kills a villager" in line


def test_G_5_3_a_haunter_one_step_from_the_village_is_the_reason_given():
    s = game(players=2)
    clear(s, active=0, step=rules.state.ACTION)
    T = rules.card_tables()
    haunter = next(c for c in range(T.n_regular) if [e[0] for e in T.yin[c]] == ["haunter"])
    s.ghost_spaces[1], s.haunter_steps[1] = haunter, 1
    assert "would haunt a village tile at the next Yin phase" in hint_words.hint_line(
        s, Advice(("exorcise", (1,)), "x"))


def test_a_hinted_yin_yang_opens_the_folded_answers_and_shows_it_selected(monkeypatch):
    app, scene = make()
    assert until(app, scene, lambda sc: sc.pending is not None and len(sc.folded) > 2)
    folded = scene.folded[0]
    monkeypatch.setattr(type(scene.board), "advise", lambda self, view, seat: (folded, "Use it: it is worth it."))
    press_h(app)
    assert scene.selected == folded
    toggled = [b.text for b in scene.choices.buttons if b.toggled]
    assert toggled == [scene.board.label(scene.view, folded)]
