"""The Ghost Stories board scene: the table, the decision panel, the log, the dice tray; played by mouse.

It draws only session.view(viewer) and turns clicks into actions: a click on a highlighted spot
of the table applies the legal action aimed there (or offers a choice when several are), other
answers are buttons. A click the rules refuse shows their reason, with its rule id, in the
message line. Undo/redo/save/load/F1 are on the toolbar; Esc goes back (the game is autosaved).
"""
from __future__ import annotations

import os
import time

import pygame

from engine.play.handoff import TurnBanner
from engine.play.panels import ChoicePanel, LogPanel
from engine.rules import saves
from engine.rules.api import IllegalAction
from engine.ui import fonts, theme
from engine.ui.camera import Camera
from engine.ui.dice_tray import DiceTray, tray_skip_event
from engine.ui.scene import Scene
from engine.ui.widgets import Button, Tooltip
from scenes.ghost_stories import actions as gs_actions
from scenes.ghost_stories import chrome as gs_chrome
from scenes.ghost_stories import draw as gsdraw
from scenes.ghost_stories import viewmodel as gs_view
from scenes.ghost_stories.figures import draw_taoists
from scenes.ghost_stories.layout import hit_test, table_geometry
from scenes.ghost_stories.status import draw_status

CURSE_FACES = {"no effect": ((236, 230, 214), "–"), "haunting": ((92, 70, 130), "H"),
               "a ghost": ((40, 40, 46), "G"), "discard tao tokens": ((180, 120, 40), "T"),
               "lose 1 qi": ((200, 60, 60), "Q")}
HILITE = gs_chrome.HILITE
EXTRAS_FOCUS = ("extras", 0)  # the folded Yin-Yang / artifact options, shown as if a spot were clicked


class GhostStoriesBoardScene(Scene):
    def __init__(self, session, animate: bool = True):
        super().__init__()
        self.session = session
        self.names = list((session.config or {}).get("names") or [])
        self.animate = animate
        self.size = (1280, 800)
        self.s = 1.0
        self.camera = Camera()
        self.board = gs_view.ids()[0]
        self.geo = table_geometry(self.board)
        self.choices = ChoicePanel()
        self.log_panel = LogPanel()
        self.tray = DiceTray(animate=animate)
        self.banner = TurnBanner()
        self.tooltip = Tooltip()
        self.message, self.message_bad, self.message_rule = "", False, ""
        self.focus = None          # a table spot whose several actions are offered as buttons
        self.hover = None          # (kind, index) under the mouse
        self.mouse = (0, 0)
        self._log_seen = len(session.log_for(None))
        self._last_active = None
        self.toolbar = [
            Button("Undo", self.undo, size=15), Button("Redo", self.redo, size=15),
            Button("Save", self.save, size=15), Button("Load", self.load, size=15),
            Button("Rules (F1)", self.open_help, size=15), Button("Menu (Esc)", self.leave, size=15),
        ]
        self.refresh()

    # ---- session state ----------------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        p = self.session.pending
        return p.seat if p is not None else 0

    def refresh(self) -> None:
        """Re-read the session after any change: view, legal actions, panels, dice, banner."""
        sess = self.session
        self._refreshes = getattr(self, "_refreshes", 0) + 1
        self.view = sess.view(self.viewer)
        self.pending = sess.pending
        self.legal = list(sess.legal_actions()) if self.pending is not None else []
        self.targets = gs_actions.group_by_target(self.legal)
        self.inputs = gs_view.table_inputs(self.view, self.names)
        events = sess.log                 # GameSession.log: the LogEvents, oldest first
        self.events = events
        self.log_panel.set_lines([event.text_for(self.viewer) for event in events])
        self._roll_new_dice(events[self._log_seen:])
        self._log_seen = len(events)
        if self.focus is not None and self.focus not in self.targets and self.focus != EXTRAS_FOCUS:
            self.focus = None
        self._announce_turn()
        self._fill_choices()
        for b, key in zip(self.toolbar[:2], ("undo", "redo")):
            perm = sess.can_undo() if key == "undo" else sess.can_redo()
            b.enabled = bool(perm)
            b.tooltip = "" if perm else getattr(perm, "reason", "")
        self._static_key = None

    def _roll_new_dice(self, new_events) -> None:
        """The last dice rolled since the previous refresh go to the tray (read from the events' data)."""
        last = None
        for event in new_events:
            if event.kind == "dice_rolled":
                last = event.data
        if last is None:
            return
        caption, faces = last["caption"], list(last["faces"])
        if last["die"] == "curse":
            self.tray.faces = dict(CURSE_FACES)
            self.tray.roll([f.lower() for f in faces], caption)
        else:
            from engine.ui.dice_tray import DEFAULT_FACES
            self.tray.faces = dict(DEFAULT_FACES)
            self.tray.roll(faces, caption, labels=[str(i + 1) for i in range(len(faces))])

    def _announce_turn(self) -> None:
        v = self.view
        if v.active_board == self._last_active or v.result is not None:
            return
        first = self._last_active is None
        self._last_active = v.active_board
        if v.active_board < 0:
            return
        colour = gsdraw.BOARD_RGB[gs_view.COLOURS[v.active_board]]
        self.banner.show(f"{gs_view.taoist_label(v, v.active_board, self.names)}'s turn", self.session.ruleset.turn_label(v),
                         color=gsdraw.mix(colour, (255, 255, 255), 0.3), duration=2.4 if first else 1.8)

    def _fill_choices(self) -> None:
        v = self.view
        out = self.session.outcome
        if out is not None:
            self.choices.set_choices("Game over", self._outcome_text(out),
                                     [("Back to the menu", self.leave, "the finished game stays in the log")])
            return
        p = self.pending
        who = gs_view.taoist_label(v, v.active_board, self.names) if v.active_board >= 0 else "The table"
        buttons = [a for a in self.legal if gs_actions.target_of(a) is None]
        extras = [a for a in buttons if a[0] in gs_actions.EXTRAS]
        if self.focus is not None:
            acts = extras if self.focus == EXTRAS_FOCUS else self.targets.get(self.focus, [])
            opts = [(self.label(a), (lambda a=a: self.act(a)), self.session.describe(a)) for a in acts]
            opts.append(("Back", self.unfocus, "choose something else"))
            head = "Optional, any time this phase:" if self.focus == EXTRAS_FOCUS else \
                "Several things can be done there:"
            self.choices.set_choices(f"{who}: choose", head, opts)
            return
        if len(extras) > 2:
            # a Yin-Yang offers every tile's action: folded behind one button so the step's own choices
            # stay on top
            buttons = [a for a in buttons if a[0] not in gs_actions.EXTRAS]
        prompt = gs_actions.prompt_for(v, p, getattr(self, "events", ()))
        if self.targets:
            kinds = sorted({k for k, _ in self.targets})
            words = {"tile": "tile", "space": "ghost space", "board": "board", "receptacle": "receptacle"}
            prompt += (". " if prompt else "") + "Click a highlighted " + " or ".join(words[k] for k in kinds) + \
                (", or:" if buttons else ".")
        opts = [(self.label(a), (lambda a=a: self.act(a)), self.session.describe(a)) for a in buttons]
        if len(extras) > 2:
            opts.append((f"{gs_actions.EXTRAS_BUTTON} ({len(extras)}) ▸", self.open_extras,
                         "use the Yin-Yang or an artifact now"))
        self.choices.set_choices(f"{who} decides", prompt, opts)

    def open_extras(self) -> None:
        self.focus = EXTRAS_FOCUS
        self._fill_choices()

    def _outcome_text(self, out) -> str:
        head = "Victory! The village is safe." if out.result == "win" else "Defeat."
        reason = f" {out.reason[:1].upper()}{out.reason[1:]}." if out.reason else ""
        score = f" Score: {out.score}." if out.score is not None else ""
        return head + reason + score

    def label(self, action) -> str:
        """The text of an action's button (and its tooltip on the table)."""
        return gs_actions.label(self.view, action, self.tray.values)

    # ---- acting --------------------------------------------------------------------------------------
    def act(self, action) -> bool:
        """Apply one action through the session; a refusal is shown, never raised."""
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.say(exc.reason, bad=True, rule=exc.rule_id)
            return False
        self.focus = None
        self.say("")
        self.refresh()
        return True

    def say(self, text: str, bad: bool = False, rule: str = "") -> None:
        """The message line: words for the player; the rule id that refused goes to its tooltip."""
        self.message, self.message_bad, self.message_rule = text, bad, rule

    def unfocus(self) -> None:
        self.focus = None
        self._fill_choices()

    def click_target(self, target) -> None:
        acts = self.targets.get(target)
        if acts and len(acts) == 1:
            self.act(acts[0])
        elif acts:
            self.focus = target
            self._fill_choices()
        else:
            guess = gs_actions.guess(target, self.legal)
            if guess is not None and self.pending is not None:
                self.act(guess)  # the rules refuse it and say why
            else:
                self.say("Nothing to do there now.", bad=True)

    def undo(self):
        self._session_call(self.session.undo, "Undone.")

    def redo(self):
        self._session_call(self.session.redo, "Redone.")

    def _session_call(self, fn, done: str):
        try:
            fn()
        except IllegalAction as exc:
            self.say(str(exc), bad=True)
            return
        self._log_seen = len(self.session.log_for(self.viewer))  # no dice replay on undo/redo
        self.tray.clear()
        self.refresh()
        self.say(done)

    def save_dir(self) -> str:
        from engine.userdata import data_dir
        return os.path.join(data_dir(), "saves")

    def save(self):
        path = os.path.join(self.save_dir(), time.strftime("ghost_stories-%Y%m%d-%H%M%S.json"))
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            saves.save(self.session, path)
        except Exception as exc:  # a full disk or a read-only home is reported, not fatal
            self.say(f"Could not save: {exc}", bad=True)
            return
        self.say(f"Saved to {path}")

    def load(self):
        from engine.play.saves_overlay import LoadScene
        if self.app is not None:
            self.app.push(LoadScene(self.save_dir(), self.load_path))

    def load_path(self, path: str):
        try:
            session = saves.load(path, self.session.ruleset, autosave=saves.Autosaver("ghost_stories"))
        except Exception as exc:
            self.say(f"Could not load: {exc}", bad=True)
            return
        self.session = session
        self.names = list((session.config or {}).get("names") or [])
        self._log_seen = len(session.log_for(None))
        self._last_active = None
        self.tray.clear()
        self.focus = None
        self.refresh()
        self.say(f"Loaded {os.path.basename(path)}")

    def open_help(self):
        from engine.play.rules_help import RulesHelpScene
        from rulesets.ghost_stories.help_data import load_help
        book = load_help()
        kind = self.pending.kind if self.pending is not None else None
        idx = book.page_for(*gs_view.help_keys(self.view, kind))
        if self.app is not None:
            self.app.push(RulesHelpScene(book.pages, idx, "Ghost Stories"))

    def leave(self):
        if self.app is not None:
            self.app.pop()

    # ---- layout ----------------------------------------------------------------------------------------
    def on_resize(self, size):
        self.size = size
        w, h = size
        s = self.s = theme.ui_scale(size)
        self.top_h = int(44 * s)
        self.info_h = int(40 * s)
        self.msg_h = int(32 * s)
        x = int(8 * s)
        fs = max(12, int(15 * s))
        for b in self.toolbar:
            bw = fonts.font(fs).size(b.text)[0] + int(24 * s)
            b.rect = pygame.Rect(x, int(6 * s), bw, self.top_h - int(12 * s))
            b.size = fs
            x += bw + int(6 * s)
        left_w = max(220, int(w * 0.175))
        right_w = max(270, int(w * 0.22))
        body_top = self.top_h + self.info_h
        body_h = h - body_top - self.msg_h
        gap = int(6 * s)
        # the dice tray lives under the table panel, so it never hides the boards
        tray_h = int(min(130 * s, body_h * 0.22))
        self.status_rect = pygame.Rect(gap, body_top, left_w - gap, body_h - tray_h - 3 * gap)
        self.tray.set_rect(pygame.Rect(gap + 4, self.status_rect.bottom + gap + 4, left_w - gap - 8, tray_h - 4))
        self.board_rect = pygame.Rect(left_w + gap, body_top, w - left_w - right_w - 2 * gap, body_h - gap)
        rx = w - right_w
        choice_h = int(body_h * 0.52)
        self.choices.layout(pygame.Rect(rx, body_top, right_w - gap, choice_h), s)
        self.log_panel.layout(pygame.Rect(rx, body_top + choice_h + gap, right_w - gap, body_h - choice_h - 2 * gap), s)
        self.camera.viewport = self.board_rect.copy()
        self.camera.fit(self.geo.bounds, 0.03)
        self._static_key = None

    # ---- input -------------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.focus is not None:
                    self.unfocus()
                else:
                    self.leave()
                return True
            if event.key == pygame.K_F1:
                self.open_help()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
            if event.key == pygame.K_y and event.mod & pygame.KMOD_CTRL:
                self.redo()
                return True
        if not self.tray.settled and tray_skip_event(event):
            self.tray.skip()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.target_at(event.pos)
        for b in self.toolbar:
            if b.handle_event(event):
                return True
        if self.choices.handle_event(event) or self.log_panel.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board_rect.collidepoint(event.pos):
            target = self.target_at(event.pos)
            if target is not None and not self.session.is_over:
                self.click_target(target)
            return True
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type != pygame.MOUSEWHEEL or self.board_rect.collidepoint(self.mouse):
                if self.camera.handle_event(event):
                    return True
        return False

    def target_at(self, pos):
        """(kind, rules index) of the table spot under a screen point, or None."""
        if not self.board_rect.collidepoint(pos):
            return None
        hit = hit_test(self.geo, self.camera.to_world(pos))
        if hit is None:
            return None
        kind, key = hit
        _, cells, board_ids, space_ids, rec_ids, _ = gs_view.ids()
        if kind == "step":
            kind, key = "space", key[0]
        table = {"tile": cells, "space": space_ids, "board": board_ids, "receptacle": rec_ids}[kind]
        return (kind, table.index(key))

    def target_point(self, target):
        """Screen point at the centre of a table spot: what tests and tooltips aim at."""
        kind, idx = target
        _, cells, board_ids, space_ids, rec_ids, _ = gs_view.ids()
        if kind == "tile":
            r = self.geo.cells[cells[idx]]
        elif kind == "space":
            r = self.geo.cards[space_ids[idx]]
        elif kind == "receptacle":
            cx, cy, _ = self.geo.receptacles[rec_ids[idx]]
            r = (cx, cy, cx, cy)
        else:
            r = self.geo.headers[board_ids[idx]]
        p = self.camera.to_screen(((r[0] + r[2]) / 2, (r[1] + r[3]) / 2))
        return (int(p[0]), int(p[1]))

    def update(self, dt: float) -> None:
        self.tray.update(dt)
        self.banner.update(dt)

    # ---- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surface):
        w, h = surface.get_size()
        s = self.s
        surface.fill(theme.BG)
        self._draw_table(surface)
        gs_chrome.draw_highlights(self, surface)
        # the banner sits over the top of the table, leaving the village visible
        r = self.board_rect
        if not self.session.is_over:
            self.banner.draw(surface, pygame.Rect(r.x, r.y + int(r.h * 0.04), r.w, int(r.h * 0.2)))
        draw_status(surface, self.status_rect, self.view, self.names, s)
        gs_chrome.draw_tray(self, surface)
        self.choices.draw(surface)
        self.log_panel.draw(surface)
        gs_chrome.draw_bars(self, surface)
        self._draw_tooltip(surface)

    def _draw_table(self, surface):
        key = (self.camera.version, self.size, self.session_version())
        if getattr(self, "_static_key", None) != key or getattr(self, "_static", None) is None:
            layer = pygame.Surface(self.board_rect.size)
            layer.fill(theme.BG)
            cam = Camera(pygame.Rect(0, 0, *self.board_rect.size))
            cam.zoom, cam.offset = self.camera.zoom, list(self.camera.offset)
            i = self.inputs
            gsdraw.draw_table(layer, cam, self.board, i["village"], portal=i["portal"], tiles=i["tiles"],
                              spaces=i["spaces"], receptacles=i["receptacles"], boards=i["boards"])
            draw_taoists(layer, cam, self.geo, self.view)
            self._static, self._static_key = layer, key
        surface.blit(self._static, self.board_rect.topleft)

    def session_version(self):
        # bumped by every refresh: an undo followed by another move can leave the action count and the
        # rules' version unchanged while the position differs
        return self._refreshes

    def _spot_rect(self, target) -> pygame.Rect:
        kind, idx = target
        _, cells, board_ids, space_ids, rec_ids, _ = gs_view.ids()
        if kind == "tile":
            return gsdraw.srect(self.camera, self.geo.cells[cells[idx]])
        if kind == "space":
            return gsdraw.srect(self.camera, self.geo.cards[space_ids[idx]])
        if kind == "receptacle":
            cx, cy, r = self.geo.receptacles[rec_ids[idx]]
            return gsdraw.srect(self.camera, (cx - r, cy - r, cx + r, cy + r))
        return gsdraw.srect(self.camera, self.geo.headers[board_ids[idx]])

    def _draw_tooltip(self, surface):
        text = ""
        for b in self.toolbar:
            if b.hover and b.tooltip:
                text = b.tooltip
        text = text or self.choices.hovered_tooltip()
        h = surface.get_height()
        if not text and self.message_rule and self.mouse and self.mouse[1] >= h - self.msg_h:
            text = f"Rule {self.message_rule}"     # the refusal's rule id lives here, never in the message
        if not text and self.hover is not None:
            about = gs_view.describe_spot(self.view, self.hover)
            if self.hover in self.targets:
                about = "Click: " + " / ".join(self.label(a) for a in self.targets[self.hover]) + "\n\n" + about
            text = about
        self.tooltip.text = text
        self.tooltip.draw(surface, self.mouse)
