"""The Ghost Stories board view for the play shell: the table (village, boards, Taoists), the table panel
and the info line; where each action is clicked, labels, hover texts, dice, help pages, the turn banner.

The shell (engine/play/play_scene.py) owns the toolbar, choice panel, log, dice tray, message line and
hand-off; this module only draws the view it is given and maps screen points to table spots. The state
fields read here are few on purpose (v.active_board, v.result, v.difficulty_level, v.variant, v.yang_step,
v.phase): everything else goes through viewmodel/actions/status/figures.
"""
from __future__ import annotations

import pygame

from engine.i18n import N_, _
from engine.ui import fonts, symbols, theme
from engine.ui.camera import Camera
from engine.ui.dice_tray import DEFAULT_FACES
from rulesets.ghost_stories import rules as gs_rules
from scenes.ghost_stories import actions as gs_actions
from scenes.ghost_stories import draw as gsdraw
from scenes.ghost_stories import enter_choice, hint_words
from scenes.ghost_stories import viewmodel as gs_view
from scenes.ghost_stories.figures import draw_taoists
from scenes.ghost_stories.layout import hit_test, table_geometry
from scenes.ghost_stories.status import draw_status
from scenes.ghost_stories.steps import neutral_steps

# the curse die's faces: a pictogram on each (engine/ui/pictograms.py), never colour alone
CURSE_FACES = {"no effect": ((236, 230, 214), "dash"), "haunting": ((92, 70, 130), "house"),
               "a ghost": ((40, 40, 46), "ghost"), "discard tao tokens": ((180, 120, 40), "token_slash"),
               "lose 1 qi": ((200, 60, 60), "heart_minus")}
HILITE = (255, 222, 120)
EVENT_RGB = (255, 120, 70)   # a spot the revealed log step names
HINT_RGB = (110, 240, 170)   # the spot of the hint's answer (H)
SPOT_KINDS = ("tile", "space", "board", "receptacle")
# the variant in the top bar, in words (never its internal name)
VARIANT_WORDS = {"standard": "", "solo": N_("Solo"), "solo_four": N_("Solo, all four Taoists")}
INFO_BG = (30, 32, 42)


class GhostStoriesBoardView:
    def __init__(self):
        self.shell = None
        self.camera = Camera()
        self.board = gs_view.ids()[0]
        self.geo = table_geometry(self.board)
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.info_rect = self.status_rect = self.table_rect = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0
        self._static = None
        self._static_key = None

    def bind(self, shell) -> None:
        self.shell = shell

    def advise(self, view, seat: int):
        """Hint (H): the advisor's answer for `seat` and one line of why, from that seat's view only."""
        from rulesets.ghost_stories.advisor import advise
        advice = advise(view, seat, seed=view.board_turns)
        return advice.action, hint_words.hint_line(view, advice)

    def preferred(self, view, legal):
        """The answer Enter takes (scenes/ghost_stories/enter_choice.py), worked out once per view: the shell
        asks again whenever the choice panel is refilled."""
        key = (view, tuple(legal))
        if self._preferred is None or self._preferred[0][0] is not view or self._preferred[0][1] != key[1]:
            every = getattr(self.shell, "legal", None)
            every = every if every and set(legal) <= set(every) else None
            self._preferred = (key, enter_choice.preferred(view, legal, every))
        return self._preferred[1]

    _preferred = None

    @property
    def names(self) -> list:
        session = getattr(self.shell, "session", None)
        return list(((session.config if session is not None else None) or {}).get("names") or [])

    # ---- layout ------------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.s = s = theme.ui_scale((r.w / 0.6, r.h / 0.85))
        info_h = min(int(40 * s), max(1, r.h // 6))
        self.info_rect = pygame.Rect(r.x, r.y, r.w, info_h)
        # the table panel, kept narrow: every pixel of width it gives up makes the village larger (issue 13 §3)
        left_w = min(max(int(172 * s), int(r.w * 0.18)), r.w // 2)
        gap = min(int(6 * s), max(0, r.w // 100))
        body = pygame.Rect(r.x, r.y + info_h + gap, r.w, max(1, r.h - info_h - gap))
        self.status_rect = pygame.Rect(body.x, body.y, max(1, left_w - gap), body.h)
        self.table_rect = pygame.Rect(body.x + left_w, body.y, max(1, body.w - left_w), body.h)
        self.camera.viewport = self.table_rect.copy()
        self.camera.fit(self.geo.bounds, 0.012)
        self._static_key = None

    # ---- where things are ------------------------------------------------------------------------
    def hit_test(self, pos):
        """(kind, rules index) of the table spot under a screen point, or None."""
        if not self.table_rect.collidepoint(pos):
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

    def spot_rect(self, target) -> pygame.Rect:
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

    def target_point(self, target):
        """Screen point at the centre of a table spot: what tests and tooltips aim at."""
        kind, idx = target
        if kind == "receptacle":
            rec_ids = gs_view.ids()[4]
            cx, cy, _ = self.geo.receptacles[rec_ids[idx]]
            p = self.camera.to_screen((cx, cy))
            return (int(p[0]), int(p[1]))
        return self.spot_rect(target).center

    def target_of(self, action):
        return gs_actions.target_of(action)

    def keyboard_targets(self, view, targets):
        """Where the keyboard's ring goes round each legal spot (engine/play/shell_keys.py)."""
        return [(self.spot_rect(t), t) for t in targets if isinstance(t, tuple) and len(t) == 2 and t[0] in SPOT_KINDS]

    # ---- words -----------------------------------------------------------------------------------------
    def dice_values(self) -> list:
        tray = getattr(self.shell, "tray", None)
        return list(tray.values) if tray is not None else []

    def label(self, view, action) -> str:
        return gs_actions.label(view, action, self.dice_values())

    def describe(self, view, target) -> str:
        return gs_view.describe_spot(view, target)

    def words(self, view, text) -> str:
        return text        # the rules already speak in tile and space names

    def prompt(self, view, pending) -> str:
        events = self.shell.session.log if self.shell is not None else ()
        return gs_actions.prompt_for(view, pending, events)

    def guess(self, view, target, legal):
        return gs_actions.guess(target, legal)

    def click_action(self, view, target, actions):
        """A click on a tile walks there; escorting a villager is the right-click (G-8.3), so a move needs no
        menu. Other actions aimed at the tile (a Yin-Yang) still open the list."""
        return gs_actions.plain_click(actions)

    def alt_click_action(self, view, target, actions):
        return gs_actions.escort_of(actions)

    def alt_guess(self, view, target, legal):
        return gs_actions.escort_guess(target, legal)

    def folded(self, view, buttons):
        """A Yin-Yang offers every tile's action: folded behind one button so the step's own choices stay
        on top (only when there are more than two of them)."""
        extras = [a for a in buttons if a[0] in gs_actions.EXTRAS]
        return (gs_actions.EXTRAS_BUTTON, extras) if len(extras) > 2 else None

    def status_text(self, view) -> str:
        diff = gs_view.DIFFICULTY_NAMES[view.difficulty_level] if 0 <= view.difficulty_level < 4 else ""
        parts = [gs_rules.turn_label(view), diff, VARIANT_WORDS.get(view.variant, "")]
        return "   ·   ".join(_(p) for p in parts if p)

    def turn_banner(self, view):
        if view.active_board < 0 or view.result is not None:
            return None
        colour = gsdraw.BOARD_RGB[gs_view.COLOURS[view.active_board]]
        return (_("{name}'s turn").format(name=gs_view.taoist_label(view, view.active_board, self.names)), gs_rules.turn_label(view),
                gsdraw.mix(colour, (255, 255, 255), 0.3))

    def help_pages(self):
        from rulesets.ghost_stories.help_data import load_help
        return load_help().pages

    def help_index(self, view, pending) -> int:
        from rulesets.ghost_stories.help_data import load_help
        return load_help().page_for(*gs_view.help_keys(view, pending.kind if pending is not None else None))

    def steps(self, view, events, start):
        """A neutral board's turn is revealed event by event, with a summary line (scenes/ghost_stories/steps)."""
        return neutral_steps(view, events, start)

    # ---- dice ------------------------------------------------------------------------------------------
    def dice_in(self, event):
        """The dice of a 'dice_rolled' event, read from its data (never from the log's words)."""
        if event.kind != "dice_rolled":
            return None
        data = event.data
        caption, faces = data["caption"], [str(f).lower() for f in data["faces"]]
        if data.get("die") == "curse":
            return faces, "Curse die", None
        return faces, caption, [str(i + 1) for i in range(len(faces))]

    def dice_faces(self, caption):
        return CURSE_FACES if caption == "Curse die" else DEFAULT_FACES

    # ---- input -----------------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        """Pan (right-drag) and zoom (wheel) the table."""
        if event.type == pygame.MOUSEWHEEL:
            if not self.table_rect.collidepoint(pygame.mouse.get_pos()):
                return False
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if not self.table_rect.collidepoint(event.pos) and event.type == pygame.MOUSEBUTTONDOWN:
                return False
        elif event.type != pygame.MOUSEMOTION:
            return False
        return bool(self.camera.handle_event(event))

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface, view, highlights) -> None:
        self._draw_info(surface, view)
        clip = surface.get_clip()
        surface.set_clip(self.table_rect.clip(clip))
        self._draw_table(surface, view)
        self._draw_highlights(surface, highlights)
        surface.set_clip(clip)
        if self.status_rect.w > 20 and self.status_rect.h > 20:
            draw_status(surface, self.status_rect, view, self.names, self.s)

    def _draw_table(self, surface, view) -> None:
        key = (self.camera.version, self.table_rect.size)
        if self._static_key != key or self._static_view is not view or self._static is None:
            layer = pygame.Surface(self.table_rect.size)
            layer.fill(theme.BG)
            cam = Camera(pygame.Rect(0, 0, *self.table_rect.size))
            cam.zoom, cam.offset = self.camera.zoom, list(self.camera.offset)
            i = gs_view.table_inputs(view, self.names)
            gsdraw.draw_table(layer, cam, self.board, i["village"], portal=i["portal"], tiles=i["tiles"],
                              spaces=i["spaces"], receptacles=i["receptacles"], boards=i["boards"])
            draw_taoists(layer, cam, self.geo, view)
            # a cache of what was drawn, not game state: drawing the same view again reuses it
            self._static, self._static_key, self._static_view = layer, key, view
        fonts.compose(surface, self._static, self.table_rect.topleft)

    _static_view = None

    def _draw_highlights(self, surface, highlights) -> None:
        pulse = 0.55 + 0.45 * abs((pygame.time.get_ticks() % 1400) / 700 - 1)
        w = max(2, int(3 * self.s))
        for target, mark in highlights.items():
            if not (isinstance(target, tuple) and len(target) == 2 and target[0] in SPOT_KINDS):
                continue
            r = self.spot_rect(target)
            if mark == "look":   # hovered, nothing to do there: a faint outline says what the mouse is on
                pygame.draw.rect(surface, (120, 120, 130), r.inflate(w, w), 1, border_radius=max(3, r.w // 12))
                continue
            r = r.inflate(w * 2, w * 2)
            if mark == "event":   # what the log line just revealed refers to: a dashed red-orange ring (dashed:
                # told from a highlight by its line, not its colour alone)
                symbols.dashed_outline(surface, EVENT_RGB, (r.topleft, r.topright, r.bottomright, r.bottomleft),
                                       w + 2, 3 * w, 2 * w)
                continue
            if mark == "hint":    # the spot of the hint's answer (H): a thick green ring and a thin one inside,
                # no glow (a glow says 'pointed at'): a hint is told by its two rings, not by green alone
                pygame.draw.rect(surface, HINT_RGB, r, w + 3, border_radius=max(3, r.w // 12))
                inner = r.inflate(-4 * w - 6, -4 * w - 6)
                pygame.draw.rect(surface, HINT_RGB, inner, max(1, w // 2 + 1), border_radius=max(3, inner.w // 12))
                continue
            strong = mark in ("hover", "focus")
            if strong:
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                glow.fill((255, 230, 140, 60))
                surface.blit(glow, r)
            col = HILITE if strong else gsdraw.mix(theme.ACCENT, (40, 40, 40), 1 - pulse)
            pygame.draw.rect(surface, col, r, w + (2 if strong else 0), border_radius=max(3, r.w // 12))

    def _draw_info(self, surface, view) -> None:
        s, info = self.s, self.info_rect
        pygame.draw.rect(surface, INFO_BG, info)
        clip = surface.get_clip()
        surface.set_clip(info.clip(clip))
        x = info.x + int(14 * s)
        if view.active_board >= 0:
            name = gs_view.COLOURS[view.active_board]
            symbols.chip(surface, name, gsdraw.BOARD_RGB[name], (x + int(9 * s), info.centery), int(9 * s))
            x += int(26 * s)
            r = fonts.blit_text(surface, gs_view.taoist_label(view, view.active_board, self.names), (x, info.centery),
                                int(19 * s), theme.TEXT, bold=True, anchor="midleft")
            x = r.right + int(18 * s)
        out = self.shell.session.outcome if self.shell is not None else None
        if out is not None and getattr(getattr(self.shell, "pacer", None), "busy", False):
            out = None   # the last steps of the game are still being shown: the result comes after them
        if out is not None:  # the result replaces the phase, in the colour of the result
            win = out.result == "win"
            reason = out.reason[:1].upper() + out.reason[1:] if out.reason else ""
            fonts.blit_text(surface, (_("Victory! {reason}") if win else _("Defeat — {reason}")).format(reason=reason), (x, info.centery),
                            int(18 * s), theme.GOOD if win else theme.DANGER, bold=True, anchor="midleft")
        else:
            pending = self.shell.session.pending if self.shell is not None else None
            fonts.blit_text(surface, gs_view.phase_text(view, pending.kind if pending else None), (x, info.centery),
                            int(18 * s), theme.ACCENT, anchor="midleft")
        surface.set_clip(clip)
