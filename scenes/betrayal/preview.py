"""Betrayal house preview: every floor side by side, click an amber door to discover a room, undo, save."""
from __future__ import annotations

import math
import os
import random
import time

import pygame

from engine import userdata
from engine.i18n import N_, T, Tn, _
from engine.i18n.lists import anded
from engine.play.preview_base import PreviewScene
from engine.rules.api import IllegalAction
from engine.ui import draw, fonts, theme
from rulesets.betrayal.data import load_tiles
from rulesets.betrayal.grid import FLOOR_TITLES, OPPOSITE, door_sides, floor_phrase, neighbour
from rulesets.betrayal.house import House, discard_reason
from rulesets.betrayal.layout_io import load_house, save_layout, seeded_house
from scenes.betrayal import draw as bd

TITLE_H = 0.62   # world units above each floor for its name
GAP = 0.5        # world units between floors
MARGIN = 0.45    # world units of empty floor around a floor's rooms
HELP = N_("Click an amber door to explore   E: random door   R: rotate   Enter: place   U: undo   S: save   Esc: back")


class FloorFrame:
    """Where one floor's grid sits in world coordinates (one world unit = one cell)."""

    def __init__(self, floor, x0, y0, cells):
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        self.floor = floor
        # half a spare cell all round: room for the open-door markers without wasting the screen
        self.min_x, self.min_y = min(xs) - MARGIN, min(ys) - MARGIN
        self.cols, self.rows = max(xs) - min(xs) + 1 + 2 * MARGIN, max(ys) - min(ys) + 1 + 2 * MARGIN
        self.x0, self.y0 = x0, y0

    def move(self, x0, y0):
        self.x0, self.y0 = x0, y0

    @property
    def size(self):
        return (self.cols, self.rows + TITLE_H)

    def cell_origin(self, cell):
        return (self.x0 + cell[0] - self.min_x, self.y0 + TITLE_H + cell[1] - self.min_y)

    def bounds(self):
        return (self.x0, self.y0, self.x0 + self.cols, self.y0 + self.rows + TITLE_H)


class BetrayalPreview(PreviewScene):
    title = N_("Betrayal — the house")

    def __init__(self, house: House, source: str = ""):
        super().__init__()
        self.house = house
        self.source = source
        self.save_dir = userdata.layouts_dir()
        self.focus: str | None = None
        self.hover_door = None
        self.hover_room = None
        self.frames: dict = {}
        self._frames_key = None
        self.add_button(N_("Explore (E)"), self.explore_random, N_("Discover a room through a random open door"))
        self.btn_rotate = self.add_button(N_("Rotate (R)"), self.rotate, N_("Turn the drawn tile to its next legal rotation"))
        self.btn_place = self.add_button(N_("Place (Enter)"), self.place, N_("Put the drawn tile into the house"))
        self.add_button(N_("Undo (U)"), self.undo, N_("Take back the last discovery (the stack comes back too)"))
        self.add_button(N_("Save (S)"), self.save, N_("Write this house as a layout file (YAML)"))
        self.add_toggle("links", N_("Stairs"), on=False, tooltip=N_("Show stairs, chutes and other links between floors"))
        self.add_button(N_("Fit (F)"), self.show_all, N_("Show every floor"))
        self.status = T("{source}   {help}", source=source, help=HELP) if source else T(HELP)

    # ---- layout -------------------------------------------------------------------
    def strip_h(self) -> int:
        return int(78 * theme.ui_scale(self.size))

    def board_rect(self) -> pygame.Rect:
        r = super().board_rect()
        return pygame.Rect(r.x, r.y, r.w, r.h - self.strip_h())

    def layout_frames(self):
        """Floors side by side: one row, or two rows when that lets the rooms be drawn larger."""
        key = (self.house.version, self.size)
        if key == self._frames_key:
            return self.frames
        frames = [FloorFrame(f, 0, 0, [p.cell for p in self.house.rooms(f)]) for f in self.house.floors]
        board = self.board_rect()
        best = None
        for per_row in sorted({len(frames), (len(frames) + 1) // 2}):
            rows = [frames[i:i + per_row] for i in range(0, len(frames), per_row)]
            w = max(sum(f.size[0] for f in row) + GAP * (len(row) - 1) for row in rows)
            h = sum(max(f.size[1] for f in row) for row in rows) + GAP * (len(rows) - 1)
            zoom = min(board.w / w, board.h / h)
            if best is None or zoom > best[0] * 1.05:
                best = (zoom, rows, w)
        _, rows, total_w = best
        y = 0.0
        for row in rows:
            row_w = sum(f.size[0] for f in row) + GAP * (len(row) - 1)
            x = (total_w - row_w) / 2
            for f in row:
                f.move(x, y)
                x += f.size[0] + GAP
            y += max(f.size[1] for f in row) + GAP
        self.frames = {f.floor: f for f in frames}
        self._frames_key = key
        return self.frames

    def world_bounds(self):
        frames = self.layout_frames()
        if self.focus in frames:
            return frames[self.focus].bounds()
        bs = [f.bounds() for f in frames.values()]
        return (min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs), max(b[3] for b in bs))

    def refit(self):
        # another floor (or every floor) moves the rooms: what the mouse was over is not under it any more, so its
        # words leave the status line until the mouse moves again
        self.hover_room = self.hover_door = None
        self.camera.viewport = self.board_rect()
        self.camera.fit(self.world_bounds())
        self.invalidate()

    def cell_rect(self, floor, cell) -> pygame.Rect:
        """Screen rect of a cell; rooms share edges exactly so walls line up."""
        f = self.layout_frames()[floor]
        x, y = f.cell_origin(cell)
        a = self.camera.to_screen((x, y))
        b = self.camera.to_screen((x + 1, y + 1))
        return pygame.Rect(round(a[0]), round(a[1]), round(b[0]) - round(a[0]), round(b[1]) - round(a[1]))

    def door_hits(self):
        """(screen rect, Door) of every door that can be explored now."""
        out = []
        for d in self.house.explorable_doors():
            rect = self.cell_rect(d.floor, d.cell)
            c, r = bd.open_door_marker(rect, d.side)
            r = max(9, r + 2)
            out.append((pygame.Rect(c[0] - r, c[1] - r, 2 * r, 2 * r), d))
        return out

    # ---- actions ------------------------------------------------------------------
    def refuse(self, err: IllegalAction):
        """A refusal in words; its rule id is the status line's tooltip, never part of what it says."""
        self.say(T("Not allowed: {reason}", reason=err.reason), True, err.rule_id)

    def _after_change(self, message: str, rule: str = ""):
        before = self._frames_key
        frames_before = {k: (f.cols, f.rows) for k, f in self.frames.items()}
        self.layout_frames()
        if before is None or frames_before != {k: (f.cols, f.rows) for k, f in self.frames.items()}:
            self.refit()
        self.invalidate()
        self.say(message, rule=rule)

    def explore(self, door) -> bool:
        start = len(self.house.log)
        try:
            ex = self.house.begin_explore(door.floor, door.cell, door.side)
        except IllegalAction as err:
            self.refuse(err)
            return False
        # B-H.1: tiles discarded on the way stay face down; say how many, not which
        k = len(ex.discarded)
        n = len(ex.rotations)
        turns = Tn("{n} legal rotation", "{n} legal rotations", n)
        if k:
            said = Tn("Discovered {room} ({k} tile discarded face down first). {turns}: R to turn, Enter to place, "
                      "Esc to put it back.", "Discovered {room} ({k} tiles discarded face down first). {turns}: "
                      "R to turn, Enter to place, Esc to put it back.", k, k=k, room=ex.tile.name, turns=turns)
        else:
            said = T("Discovered {room}. {turns}: R to turn, Enter to place, Esc to put it back.", room=ex.tile.name,
                     turns=turns)
        if any(note.kind == "reshuffled" for note in self.house.log[start:]):   # B-7.7, its id in the tooltip
            self._after_change(T("The room stack ran out and the discard pile became the new stack. {said}", said=said),
                               "B-7.7")
        else:
            self._after_change(said)
        return True

    def explore_random(self):
        if self.house.pending is not None:
            self.place()
            return
        doors = self.house.explorable_doors()
        if not doors:
            self.say(T("No door can be explored: every floor is closed or out of tiles"), True)
            return
        self.explore(random.Random(f"{self.house.seed}:{len(self.house.order)}").choice(doors))

    def rotate(self, step: int = 1):
        try:
            turn = self.house.rotate(step)
        except IllegalAction as err:
            self.refuse(err)
            return
        ex = self.house.pending
        self._after_change(T("{room}: rotation {n} of {total} (turned {degrees}°). Enter to place.", room=ex.tile.name,
                             n=ex.choice % len(ex.rotations) + 1, total=len(ex.rotations), degrees=turn * 90))

    def place(self):
        try:
            p = self.house.place()
        except IllegalAction as err:
            self.refuse(err)
            return
        msg, rule = T("Placed {room} on {floor}.", room=p.tile.name, floor=floor_phrase(p.floor)), ""
        note = self.house.log[-1] if self.house.log else None
        if note is not None and note.kind in ("turned", "unsealable"):   # B-7.5: the house changed by itself
            msg, rule = T("{placed} Then: {note}.", placed=msg, note=note.text), note.rule
        self._after_change(msg, rule)

    def undo(self):
        try:
            self.house.undo()
        except IllegalAction as err:
            self.refuse(err)
            return
        self._after_change(T("Undone. {rooms} discovered.", rooms=rooms_words(len(self.house.order))))

    def save(self) -> str | None:
        if self.house.pending is not None:
            self.say(T("Place or put back the drawn tile before saving."), True)
            return None
        try:
            path = userdata.next_free_path(self.save_dir, "betrayal_layout")
            save_layout(self.house, path)
        except OSError as exc:   # a read-only or missing data folder: say so, keep the house
            self.say(T("Could not save the layout: {error}", error=exc.strerror or str(exc)), True)
            return None
        self.say(T("Saved {rooms} to {path}", rooms=rooms_words(len(self.house.order)), path=path))
        return path

    def show_all(self):
        self.focus = None
        self.refit()

    def focus_floor(self, floor):
        self.focus = None if self.focus == floor else floor
        self.refit()

    # ---- input --------------------------------------------------------------------
    def on_resize(self, size):
        self.size = size
        self._frames_key = None
        super().on_resize(size)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.house.pending is not None:
            self.house.cancel()
            self._after_change(T("Put the tile back on the stack."))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, floor in self.strip_hits():
                if rect.collidepoint(event.pos):
                    self.focus_floor(floor)
                    return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_door = next((d for r, d in self.door_hits() if r.collidepoint(event.pos)), None)
            inside = self.board_rect().collidepoint(event.pos)
            self.hover_room = self.room_at(event.pos) if inside else None
        return super().handle_event(event)

    def on_board_click(self, world_pos) -> bool:
        screen = self.camera.to_screen(world_pos)
        ex = self.house.pending
        if ex is not None:
            if self.cell_rect(ex.door.floor, ex.target).collidepoint(screen):
                self.rotate()
            else:
                self.say(T("Place {room} first (Enter), or Esc to put it back.", room=ex.tile.name), True)
            return True
        for rect, door in self.door_hits():
            if rect.collidepoint(screen):
                return self.explore(door)
        return False

    def on_key(self, event) -> bool:
        k = event.key
        if k == pygame.K_r:
            self.rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.place()
        elif k == pygame.K_u:
            self.undo()
        elif k == pygame.K_s:
            self.save()
        elif k == pygame.K_e:
            self.explore_random()
        elif k == pygame.K_f:
            self.show_all()
        elif pygame.K_1 <= k <= pygame.K_4 and k - pygame.K_1 < len(self.house.floors):
            self.focus_floor(self.house.floors[k - pygame.K_1])
        else:
            return False
        return True

    # ---- drawing -------------------------------------------------------------------
    def static_key(self):
        return super().static_key() + (self.house.version,)

    def draw_static(self, surface):
        frames = self.layout_frames()
        s = theme.ui_scale(self.size)
        for floor, f in frames.items():
            a = self.camera.to_screen((f.x0, f.y0 + TITLE_H))
            b = self.camera.to_screen((f.x0 + f.cols, f.y0 + TITLE_H + f.rows))
            panel = pygame.Rect(a[0], a[1], b[0] - a[0], b[1] - a[1])
            pygame.draw.rect(surface, (32, 34, 44), panel, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, panel, 1, border_radius=8)
            cell = panel.w / f.cols
            for i in range(1, math.ceil(f.cols)):  # faint grid: the cells where rooms can go
                x = self.camera.to_screen((f.x0 + i - MARGIN, 0))[0]
                pygame.draw.line(surface, (40, 43, 55), (x, panel.top + 2), (x, panel.bottom - 2))
            for j in range(1, math.ceil(f.rows)):
                y = self.camera.to_screen((0, f.y0 + TITLE_H + j - MARGIN))[1]
                pygame.draw.line(surface, (40, 43, 55), (panel.left + 2, y), (panel.right - 2, y))
            t = self.camera.to_screen((f.x0, f.y0 + TITLE_H * 0.45))
            size = max(12, min(int(20 * s), int(cell * 0.42)))
            fonts.blit_text(surface, FLOOR_TITLES[floor], (panel.left + 4, t[1]), size, theme.TEXT, bold=True,
                            anchor="midleft")
        for p in self.house.rooms():
            bd.draw_tile(surface, self.cell_rect(p.floor, p.cell), p.tile, p.turn, p.floor,
                         bd.door_states(self.house, p), landing=p.landing,
                         false_windows=self.house.false_windows(p))
        if self.house.pending is None:
            for d in self.house.explorable_doors():
                bd.draw_open_door(surface, self.cell_rect(d.floor, d.cell), d.side)
        for p, link in self.linked_rooms():
            bd.draw_link_badge(surface, self.cell_rect(p.floor, p.cell), link.type, link.authored)
        if self.toggles.get("links"):
            self.draw_links(surface)

    def linked_rooms(self):
        """(placed room, link) for every end of a floor link that leads somewhere now: a link with two ends
        (stairs, chute, drop) only once both rooms are in the house; one with no fixed end (elevator,
        collapsed floor, dumbwaiter to the landings) as soon as its room is."""
        placed = {p.tile.id: p for p in self.house.rooms()}
        out = []
        for ln in self.house.tileset.links:
            ends = (ln.source, ln.target) if ln.target else (ln.source,)
            if all(end in placed for end in ends):
                out.extend((placed[end], ln) for end in ends)
        return out

    def room_text(self, p) -> str:
        """One status line about a room: what it is, where it may go, what it does."""
        t = p.tile
        bits = [_(t.name), _("landing") if p.landing else _("back: {floors}").format(floors=_floors(t.floors))]
        if t.symbols:
            bits.append(_("symbols: {symbols}").format(symbols=_(", ").join(_(SYMBOL_WORDS.get(x, x)) for x in t.symbols)))
        for ln in self.house.tileset.links:
            own = _(" (Lantern's own: the rulebook is silent)") if ln.authored else ""
            kind = _(LINK_WORDS.get(ln.type, ln.type))
            if ln.source == t.id and ln.target:
                bits.append(_("{link} to {room}").format(link=kind, room=_(self.house.tileset.tiles[ln.target].name)) + own)
            elif ln.target == t.id:
                bits.append(_("{link} from {room}").format(link=kind, room=_(self.house.tileset.tiles[ln.source].name)) + own)
        if t.special:
            bits.append(_(t.special.text))
        return " · ".join(bits)

    def room_at(self, pos):
        for p in self.house.rooms():
            if self.cell_rect(p.floor, p.cell).collidepoint(pos):
                return p
        return None

    def draw_links(self, surface):
        """Stairs and chutes between floors (typed links of tiles.yaml) once both ends are in the house."""
        placed = {p.tile.id: p for p in self.house.rooms()}
        s = theme.ui_scale(self.size)
        for ln in self.house.tileset.links:
            a, b = placed.get(ln.source), placed.get(ln.target) if ln.target else None
            if a is None or b is None:
                continue
            ra, rb = self.cell_rect(a.floor, a.cell), self.cell_rect(b.floor, b.cell)
            pa = (ra.centerx, ra.bottom - ra.h * 0.2)
            pb = (rb.centerx, rb.bottom - rb.h * 0.2)
            color = (150, 210, 255) if ln.type == "stairs" else (240, 150, 90)
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            draw.dashed_line(layer, color + (150,), pa, pb, max(2, int(2 * s)), dash=int(9 * s), gap=int(6 * s))
            surface.blit(layer, (0, 0))
            for q in (pa, pb):
                pygame.draw.circle(surface, (20, 24, 32), q, max(4, int(5 * s)))
                pygame.draw.circle(surface, color, q, max(3, int(4 * s)))

    def draw_dynamic(self, surface):
        ex = self.house.pending
        if ex is not None:
            rect = self.cell_rect(ex.door.floor, ex.target)
            states = {}
            for side in door_sides(ex.tile, ex.turn):
                other = self.house.at(ex.door.floor, neighbour(ex.target, side))
                if other is None:
                    states[side] = "open"
                else:
                    back = OPPOSITE[side]
                    states[side] = "passage" if back in door_sides(other.tile, other.turn) else "false"
            bd.draw_tile(surface, rect, ex.tile, ex.turn, ex.door.floor, states,
                         false_windows=self.house.walled_windows(ex.tile, ex.door.floor, ex.target, ex.turn))
            pulse = 0.5 + 0.5 * math.sin(time.monotonic() * 5)
            glow = tuple(int(c * (0.7 + 0.3 * pulse)) for c in theme.ACCENT)
            pygame.draw.rect(surface, glow, rect.inflate(6, 6), 3, border_radius=4)
            self.draw_pending_panel(surface, ex)
        elif self.hover_door is not None:
            rect = self.cell_rect(self.hover_door.floor, self.hover_door.cell)
            bd.draw_open_door(surface, rect, self.hover_door.side, hot=True)

    def quiet_corner(self, w, h, keep_clear) -> pygame.Rect:
        """The board corner where a w x h panel hides the fewest rooms, never the tile being placed."""
        board = self.board_rect().inflate(-20, -20)
        rooms = [self.cell_rect(p.floor, p.cell) for p in self.house.rooms()]
        floors = []
        for f in self.layout_frames().values():
            x0, y0, x1, y1 = f.bounds()
            a, b = self.camera.to_screen((x0, y0)), self.camera.to_screen((x1, y1))
            floors.append(pygame.Rect(a[0], a[1], b[0] - a[0], b[1] - a[1]))
        best = None
        for corner in ("topright", "topleft", "bottomright", "bottomleft"):
            r = pygame.Rect(0, 0, w, h)
            setattr(r, corner, getattr(board, corner))
            area = lambda rects: sum(c.w * c.h for c in (r.clip(q) for q in rects))  # noqa: E731
            # covering a room is worst, covering a floor's empty cells or title is still worth avoiding
            cost = area(rooms) + area(floors) // 4 + (10 ** 9 if r.colliderect(keep_clear) else 0)
            if best is None or cost < best[0]:
                best = (cost, r)
        return best[1]

    def draw_pending_panel(self, surface, ex):
        """The drawn tile, large, with what it is: readable even when the house is drawn small."""
        s = theme.ui_scale(self.size)
        w = int(250 * s)
        fs = int(14 * s)
        lines = [_("Back: {floors}").format(floors=_floors(ex.tile.floors)),
                 _("Rotation {n} of {total}").format(n=ex.choice % len(ex.rotations) + 1, total=len(ex.rotations))]
        if ex.tile.special:
            lines += fonts.wrap(ex.tile.special.text, fs, w - 20)
        if ex.discarded:   # B-H.1: the reasons, never the rooms (nor the rule ids: words only)
            why = anded([discard_reason(rule, ex.door.floor) for rule in sorted({rule for _, rule in ex.discarded})])
            lines += fonts.wrap(T("{n} discarded face down first: {why}", n=len(ex.discarded), why=why), fs, w - 20)
        side = int(130 * s)
        h = int(32 * s) + side + int(10 * s) + len(lines) * int(fs * 1.3) + int(30 * s)
        panel = self.quiet_corner(w, h, self.cell_rect(ex.door.floor, ex.target))
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, panel, 2, border_radius=8)
        fonts.blit_text(surface, N_("Discovered"), (panel.centerx, panel.top + 8), int(15 * s), theme.TEXT_DIM,
                        anchor="midtop")
        tile_rect = pygame.Rect(0, 0, side, side)
        tile_rect.midtop = (panel.centerx, panel.top + int(32 * s))
        bd.draw_tile(surface, tile_rect, ex.tile, ex.turn, ex.door.floor)
        y = tile_rect.bottom + int(10 * s)
        for line in lines:
            if y + fs > panel.bottom - int(26 * s):
                break
            fonts.blit_text(surface, line, (panel.left + 10, y), fs, theme.TEXT)
            y += int(fs * 1.3)
        fonts.blit_text(surface, N_("R rotate · Enter place · Esc back"), (panel.centerx, panel.bottom - 8),
                        int(13 * s), theme.ACCENT, anchor="midbottom")

    # ---- the floor strip: mini-map of every floor ----------------------------------------
    def strip_hits(self):
        s = theme.ui_scale(self.size)
        h = self.strip_h()
        top = self.board_rect().bottom
        n = len(self.house.floors)
        w = min(int(250 * s), (self.size[0] - 20 - int(230 * s)) // n)
        return [(pygame.Rect(10 + i * w, top + 4, w - 8, h - 8), f) for i, f in enumerate(self.house.floors)]

    def draw_chrome(self, surface):
        strip = pygame.Rect(0, self.board_rect().bottom, self.size[0], self.strip_h())
        pygame.draw.rect(surface, (30, 32, 41), strip)
        pygame.draw.line(surface, theme.PANEL_EDGE, strip.topleft, strip.topright)
        s = theme.ui_scale(self.size)
        hits = self.strip_hits()
        for rect, floor in hits:
            self.draw_minimap(surface, rect, floor, s)
        self.draw_legend(surface, pygame.Rect(hits[-1][0].right + 12, strip.top + 4,
                                              strip.right - hits[-1][0].right - 20, strip.h - 8), s)
        said = (self.status, self.status_bad, self.status_rule)
        if self.hover_room is not None and self.house.pending is None:
            self.say(self.room_text(self.hover_room))  # hovering a room names it in full
        super().draw_chrome(surface)
        self.status, self.status_bad, self.status_rule = said

    def draw_legend(self, surface, rect, s):
        """What the door marks mean, drawn with the same helpers as the board."""
        fs = max(12, int(12 * s))
        rows = [("open", N_("amber: click to explore")), ("false", N_("boarded: false door")),
                ("locked", N_("red: the Front Door")), ("window", N_("blue: window"))]
        lh = rect.h / len(rows)
        for i, (kind, text) in enumerate(rows):
            y = rect.top + lh * (i + 0.5)
            sw = pygame.Rect(rect.left, 0, int(22 * s), max(6, int(lh * 0.55)))
            sw.centery = int(y)
            color = {"open": theme.ACCENT, "false": bd.FALSE_BOARD, "locked": bd.LOCKED, "window": bd.WINDOW}[kind]
            pygame.draw.rect(surface, color, sw, border_radius=2)
            if kind == "false":
                pygame.draw.line(surface, (40, 24, 12), sw.topleft, sw.bottomright, 1)
                pygame.draw.line(surface, (40, 24, 12), sw.bottomleft, sw.topright, 1)
            fonts.blit_text(surface, text, (sw.right + 6, y), fs, theme.TEXT_DIM, anchor="midleft")

    def draw_minimap(self, surface, rect, floor, s):
        on = self.focus == floor
        pygame.draw.rect(surface, theme.HOVER if on else theme.PANEL, rect, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_EDGE, rect, 1, border_radius=6)
        rooms = self.house.rooms(floor)
        xs = [p.cell[0] for p in rooms]
        ys = [p.cell[1] for p in rooms]
        cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        mh = rect.h - 10
        px = max(2, min(int(mh / rows), int(rect.w * 0.32 / cols)))
        ox, oy = rect.left + 6, rect.centery - rows * px / 2
        fill = bd.FLOOR_FILL[floor]
        for p in rooms:
            r = pygame.Rect(ox + (p.cell[0] - min(xs)) * px, oy + (p.cell[1] - min(ys)) * px, px - 1, px - 1)
            pygame.draw.rect(surface, theme.ACCENT_DARK if p.landing else fill, r)
        for d in self.house.explorable_doors(floor):
            c = (ox + (d.cell[0] - min(xs) + 0.5) * px, oy + (d.cell[1] - min(ys) + 0.5) * px)
            dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[d.side]
            pygame.draw.circle(surface, theme.ACCENT, (c[0] + dx * px * 0.5, c[1] + dy * px * 0.5), max(1, px // 4))
        tx = rect.left + int(rect.w * 0.36)
        fs = max(12, int(14 * s))
        small = max(12, int(12 * s))
        fonts.blit_text(surface, FLOOR_TITLES[floor], (tx, rect.top + 6), fs, theme.TEXT, bold=True)
        doors = len(self.house.explorable_doors(floor))
        left = len(self.house.candidates(floor))
        fonts.blit_text(surface, T("{rooms} · {doors}", rooms=rooms_words(len(rooms)),
                                   doors=Tn("{n} open door", "{n} open doors", doors)), (tx, rect.top + 6 + fs * 1.35),
                        small, theme.TEXT_DIM)
        fonts.blit_text(surface, Tn("{n} tile left", "{n} tiles left", left) if left else T("no tiles left"),
                        (tx, rect.top + 6 + fs * 1.35 + small * 1.3), small, theme.TEXT_DIM)


def rooms_words(n: int) -> str:
    """'1 room', '3 rooms'."""
    return Tn("{n} room", "{n} rooms", n)


SYMBOL_WORDS = {"omen": N_("omen"), "item": N_("item"), "event": N_("event"), "dumbwaiter": N_("dumbwaiter"), "any": N_("any card")}
LINK_WORDS = {"stairs": N_("stairs"), "coal_chute": N_("coal chute"), "collapsed_room": N_("hole"), "dumbwaiter": N_("dumbwaiter"),
              "elevator": N_("elevator"), "drop": N_("drop")}


def _floors(floors) -> str:
    """A tile's back in words: 'Basement, Ground floor'."""
    return _(", ").join(_(FLOOR_TITLES.get(f, f)) for f in floors)


def make_preview(seed=None, layout=None) -> BetrayalPreview:
    """`--layout FILE` shows a saved house; `--seed S` explores a seeded house of a good size; else a fresh one."""
    if layout:
        return BetrayalPreview(load_house(layout), source=f"{os.path.basename(layout)}:")
    if seed is not None:
        return BetrayalPreview(seeded_house(seed), source=T("Seed {seed}:", seed=seed))
    fresh = int(time.time()) % 100000
    return BetrayalPreview(House(load_tiles(), seed=fresh), source=T("New house (seed {seed}):", seed=fresh))
