"""Every word a player reads is in words, for every registered game (issue 13 §2, house rules).

What is read: the rules' own text (prompts, action words, log lines for every seat, the outcome), and everything
the screens draw or show on hover: the play screen (board, panels, tooltips of the board's spots and buttons),
F1 help pages, the setup screens and their notes, the previews and their legends, the menu's Resume lines and
the results screen. Text drawn on screen is caught where every screen draws it (engine.ui.fonts.render).

Checked: no rule ids (except in tooltips, where they belong), no "(s)" plurals, a noun agrees with its number
("1 rooms", "2 card"), and no internal names: snake_case, or a ruleset's lower-case keywords ("devourer",
"bring ghost", "gain tao", "lose 1 qi").
"""
import random
import re

import pygame
import pytest

import games
from engine.play import board_view as bv
from engine.ui import fonts
from engine.ui.app import App
from engine.ui.widgets import Button
from tests.conformance.rulesets import IDS, RULESETS

RULE_ID = re.compile(r"\b[A-Z]{1,2}-(?:[A-Z]\.)?\d")
S_PLURAL = re.compile(r"\w\(s\)")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
# countable nouns: '1 rooms', '1 Tao tokens' (a capitalised word may stand between) and '2 card', '0 room'
NOUNS = ("card", "room", "villager", "player", "token", "die", "step", "ghost", "tile", "space", "crystal", "action",
         "turn", "point", "guard", "door", "figure", "zone", "seat", "round", "hero", "mouse", "item", "omen", "event",
         "game", "Buddha", "mark", "intruder", "ninja", "sentry", "trap", "goal", "hand", "floor")
MANY_ONE = re.compile(r"(?<![\d.,:-])\b(?:0|[2-9]|[1-9]\d+) (?:[A-Z][a-z]+ )?(" + "|".join(NOUNS) + r")\b(?![-'(])")
ONE_MANY = re.compile(r"(?<![\d.,:-])\b1 (?:[A-Z][a-z]+ )?(" + "|".join(n + "s" for n in NOUNS if n != "mouse")
                      + r"|dice|mice)\b")
# a ruleset's YAML keywords in lower case: each multi-word one as it would leak ('bring ghost'), and single words
# that must not stand bare ('Each Yin phase: devourer', 'Devourer of Silent Executioner'); 'the devourer', 'a haunter'
# read as English, and so does a help page's defined term ('Haunter: its figure steps...')
KEYWORDS = {
    "ghost_stories": (r"bring ghost|gain tao|gain qi|lose qi|capture die|disable power|discard tao tokens|"
                      r"gain yinyang|roll curse die|remove tao|kill visible villager|haunt villager tile|"
                      r"remove bottom ghost|lose move|share tao|share qi|wufeng|yinyang|qi|tao",
                      r"devourer|tormentor|haunter"),
}


def _keyword_checks(game_id):
    phrases, bare = KEYWORDS.get(game_id, ("", ""))
    out = []
    if phrases:
        out.append(re.compile(rf"\b(?:{phrases})\b"))
    if bare:
        out.append(re.compile(rf"(?<!the )(?<!The )(?<!a )(?<!A )(?<!an )(?<!its )(?<!his )(?<!each )(?<!every )\b(?i:{bare})\b(?!:)"))
    return out


def problems(text: str, game_id: str = "", tooltip: bool = False) -> list:
    """What is wrong with one piece of player-facing text, in words (empty when it reads well)."""
    found = []
    if not tooltip and RULE_ID.search(text):
        found.append("a rule id")
    if S_PLURAL.search(text):
        found.append('an "(s)" plural')
    for m in ONE_MANY.finditer(text):
        found.append(f'"{m.group(0)}" (one, plural)')
    for m in MANY_ONE.finditer(text):
        found.append(f'"{m.group(0)}" (many, singular)')
    if SNAKE.search(text):
        found.append(f'an internal name "{SNAKE.search(text).group(0)}"')
    for check in _keyword_checks(game_id):
        m = check.search(text)
        if m:
            found.append(f'a rule keyword "{m.group(0)}"')
    return found


def offenders(texts, game_id, tooltip=False) -> list:
    bad = {}
    for text in texts:
        if isinstance(text, str) and text:
            p = problems(text, game_id, tooltip)
            if p:
                bad.setdefault(text, p)
    return sorted(bad.items())[:8]


# ---- the checks themselves ------------------------------------------------------------------------------------

def test_the_checks_catch_each_kind_of_leak_issue_13_names():
    gs = "ghost_stories"
    assert problems("the Solo variant (G-20)", gs) == ["a rule id"]
    assert problems("boarded: false door (B-7.3)") == ["a rule id"]
    assert problems("(G-20) in a tooltip", gs, tooltip=True) == []
    assert problems("3 villager(s) here") == ['an "(s)" plural']
    assert problems("1 rooms · 2 open doors") == ['"1 rooms" (one, plural)']
    assert problems("you hold 2 card") == ['"2 card" (many, singular)']
    assert problems("Each Yin phase: devourer", gs) == ['a rule keyword "devourer"']
    assert problems("a villager dies — Devourer of Silent Executioner", gs) == ['a rule keyword "Devourer"']
    assert problems("Arrives: bring ghost", gs) == ['a rule keyword "bring ghost"']
    assert problems("gain tao / gain qi", gs) == ['a rule keyword "gain tao"']
    assert problems("the curse die: lose 1 qi; loses 1 Qi", gs) == ['a rule keyword "qi"']
    assert problems("a move_other power") == ['an internal name "move_other"']
    for fine in ("1 room · 1 Qi · 2 rooms", "Round 1: the turn of the red board", "the devourer of the red board",
                 "3 Tao dice", "1 Tao die", "It holds 1 captured Tao die now", "Wu-Feng the Hollow Emperor",
                 "Player 2 wins", "the haunters fall back", "yellow space 2", "1 player", "a 2-player game",
                 "Haunter: its figure steps toward the village"):
        assert problems(fine, gs) == [], fine


@pytest.mark.parametrize("module", RULESETS, ids=IDS)
def test_the_rules_text_carries_no_rule_ids_plurals_or_internal_names(module):
    """Prompts, action words, log lines for every seat, the outcome and its score lines."""
    config = module.INFO.check_config(module.INFO.default_config())
    s = module.setup(config, 12)
    pick = random.Random(12)
    seen = []
    while module.outcome(s) is None:
        p = module.pending(s)
        seen.append(p.prompt)
        legal = module.legal_actions(s, p.seat)
        seen += [module.describe_action(s, a) for a in legal[:10]]
        s = module.apply(s, pick.choice(legal))
    seats = range(config["players"])
    seen += [e.text_for(seat) for e in module.log(s) for seat in (None, *seats)]
    seen += [e.cause for e in module.log(s)]
    out = module.outcome(s)
    seen += [out.reason] + [str(label) for label, _ in (out.score_lines or ())]
    bad = offenders(seen, module.INFO.id)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)


# ---- the screens --------------------------------------------------------------------------------------------

class Drawn:
    """Every text drawn while it is active (fonts.render is where every screen's text goes)."""

    def __init__(self, monkeypatch):
        self.texts = set()
        real = fonts.render

        def render(text, size, color, bold=False):
            self.texts.add(str(text))
            return real(text, size, color, bold)
        monkeypatch.setattr(fonts, "render", render)


def _widget_tips(obj, depth=0) -> set:
    """Texts and tooltips of every Button an object holds (in attributes, lists, tuples, dicts)."""
    out = set()
    if depth > 3:
        return out
    items = []
    if isinstance(obj, Button):
        return {obj.text, obj.tooltip}
    if isinstance(obj, (list, tuple)):
        items = list(obj)
    elif isinstance(obj, dict):
        items = list(obj.values())
    elif hasattr(obj, "__dict__") and not isinstance(obj, type):
        items = list(vars(obj).values())
    for item in items:
        if isinstance(item, (Button, list, tuple, dict)) or (hasattr(item, "__dict__") and depth < 2
                                                             and type(item).__module__.startswith(("engine", "scenes"))):
            out |= _widget_tips(item, depth + 1)
    return out


PLAYABLE = [g for g in games.GAMES if g.playable]


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))
    return tmp_path


def _board_scene(game, session):
    play = game.load_play()
    make = getattr(play, "board_scene", None) or play.play_scene
    return make(session, animate=False)


def _hover_grid(app, scene, step=36) -> set:
    """The tooltip of every spot of the board under a grid of mouse positions."""
    tips = set()
    board = scene.rects.board
    for y in range(board.top + 4, board.bottom, step):
        for x in range(board.left + 4, board.right, step):
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
            tips.add(scene.tooltip.text)
    return tips


def _read_secret_panels(app) -> None:
    """Secret panels a reveal opened (engine/play/secret_panel.py): each gate drawn, then its text, then hidden."""
    from engine.play.secret_panel import SecretPanelScene
    while isinstance(app.stack.top, SecretPanelScene):
        panel = app.stack.top
        app.frame(1 / 60)
        panel.show()
        app.frame(1 / 60)
        panel.hide()


@pytest.mark.parametrize("game,most", [(g, m) for g in PLAYABLE for m in (False, True)],
                         ids=[f"{g.id}-{'most players' if m else 'default'}" for g in PLAYABLE for m in (False, True)])
def test_the_play_screen_its_tooltips_help_pages_and_results_read_in_words(game, most, data_dir, monkeypatch):
    """The default game and the one with the most players."""
    from engine.play.entry import session_for
    module = game.rules()
    info = module.INFO
    config = info.check_config(info.default_config(info.players_max) if most else info.default_config())
    session = session_for(game.id, module, config, 5, autosave=False)
    drawn = Drawn(monkeypatch)
    app = App(size=(1280, 800), headless=True)
    scene = _board_scene(game, session)
    app.push(scene)
    pick = random.Random(5)
    tips, steps, samples = set(), 0, 0
    while not session.is_over and steps < 3000:
        _read_secret_panels(app)
        if session.handoff is not None:
            scene.confirm_handoff()
            continue
        if steps % 7 == 0 and samples < 30:
            samples += 1
            app.frame(1 / 60)
            tips |= _hover_grid(app, scene)
            tips |= {b.tooltip for b in scene.choices.buttons} | {b.tooltip for b in scene.toolbar}
            tips |= {bv.click_help(scene.board, scene.view, t, acts) for t, acts in scene.targets.items()}
        session.apply(pick.choice(session.legal_actions()))
        steps += 1
    for _ in range(3):
        _read_secret_panels(app)
        app.frame(1 / 60)
    assert session.is_over and type(app.stack.scenes[-1]).__name__ == "ResultsScene"
    pages = getattr(scene.board, "help_pages", lambda: ())()
    shown = drawn.texts | {p.title for p in pages} | {p.text for p in pages} | _widget_tips(app.stack.scenes[-1])
    bad = offenders(shown, game.id)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)
    bad = offenders(tips, game.id, tooltip=True)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)


@pytest.mark.parametrize("game", PLAYABLE, ids=[g.id for g in PLAYABLE])
def test_the_setup_screens_and_their_notes_read_in_words(game, data_dir, monkeypatch):
    module = game.rules()
    drawn = Drawn(monkeypatch)
    tips = set()
    for players in range(module.INFO.players_min, module.INFO.players_max + 1):
        app = App(size=(1280, 800), headless=True)
        scene = game.load_play().make_play(players=players, seed=3)
        app.push(scene)
        app.frame(1 / 60)
        tips |= _widget_tips(scene)
    bad = offenders(drawn.texts, game.id)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)
    bad = offenders(tips, game.id, tooltip=True)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)


@pytest.mark.parametrize("game", games.GAMES, ids=[g.id for g in games.GAMES])
def test_the_preview_and_its_legend_read_in_words(game, data_dir, monkeypatch):
    games.register_data_kinds()
    drawn = Drawn(monkeypatch)
    app = App(size=(1280, 800), headless=True)
    scene = game.load_preview().make_preview(seed=3)
    app.push(scene)
    app.frame(1 / 60)
    app.frame(1 / 60)
    assert drawn.texts
    bad = offenders(drawn.texts, game.id)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)


def test_the_menus_resume_lines_read_in_words(data_dir, monkeypatch):
    from engine.play.entry import session_for
    from engine.play.menu import MenuScene
    for game in PLAYABLE:
        module = game.rules()
        config = module.INFO.check_config(module.INFO.default_config())
        session = session_for(game.id, module, config, 7, autosave=True)
        pick = random.Random(7)
        for _ in range(3):
            if session.handoff is not None:
                session.confirm_handoff()
            session.apply(pick.choice(session.legal_actions()))
    drawn = Drawn(monkeypatch)
    app = App(size=(1280, 800), headless=True)
    menu = MenuScene(games.GAMES)
    app.push(menu)
    app.frame(1 / 60)
    assert len(menu.resume_rows) == len(PLAYABLE)
    bad = offenders(drawn.texts, "")
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)
    bad = offenders(_widget_tips(menu), "", tooltip=True)
    assert bad == [], "\n".join(f"{t!r}: {p}" for t, p in bad)
