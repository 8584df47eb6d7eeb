"""Mice and Mystics layout composer: pick a tile face, place it on the grid, flip, remove, see sight, save."""
from __future__ import annotations

import math
import os

import pygame

from engine import userdata
from engine.i18n import N_, T, Tn, render
from engine.play.preview_base import PreviewScene
from engine.ui import draw, fonts, theme
from rulesets.mice_and_mystics import board, sight, space_words
from rulesets.mice_and_mystics import data as mdata
from rulesets.mice_and_mystics.data import Placement
from scenes.mice_and_mystics import draw as mice_draw
from scenes.mice_and_mystics import legend

SIDE_WORDS = board.SIDE_WORDS    # an arrow's way in words ('north'), never the letter the data uses


class MicePreview(PreviewScene):
    title = N_("Mice & Mystics")

    def __init__(self, placed=None, caption=""):
        super().__init__()
        self.lib = mdata.library()
        self.size_u = next(iter(self.lib.values())).size
        self.placed: list = list(placed or [])
        self.faces = [(t.id, f.id) for t in sorted(self.lib.values(), key=lambda t: t.name) for f in t.faces]
        self.pick = None          # (tile id, face id) chosen in the palette
        self.pick_turns = 0
        self.selected = None      # index into self.placed
        self.origin = None        # (tile index, space id) whose line of sight is shown
        self.hover_cell = None
        self.revision = 0
        self.save_dir = userdata.layouts_dir()
        self.palette_rects: list = []
        self.add_toggle("graph", N_("Graph"), False, N_("Space graph: steps inside rooms, dashed links through exits"))
        self.add_toggle("lines", N_("Lines"), True, N_("Yellow lines (arrow: crossing against it costs 3) and red lines"))
        self.add_toggle("water", N_("Water"), True, N_("Water spaces and current arrows (M-6.10, M-6.11)"))
        self.add_toggle("traps", N_("Traps"), True, N_("Mousetrap spaces, red X (M-6.14)"))
        self.add_toggle("entry", N_("Entries"), True, N_("Minion entry spaces; red ring: ranged minions enter there"))
        self.add_toggle("sight", N_("Sight"), True, N_("Click a space: spaces it can see are lit (M-7.7)"))
        self.add_toggle("legend", N_("Legend"), True, N_("What each mark on the room tiles means"))
        self.add_button(N_("Rotate R"), self.rotate_pick, N_("Turn the palette face; arrows must all agree (M-3.5)"))
        self.add_button(N_("Flip F"), self.flip_selected, N_("Turn the selected tile over, arrow kept (M-7.12)"))
        self.add_button(N_("Remove Del"), self.remove_selected, N_("Take the selected tile off the board"))
        self.add_button(N_("Turn board"), self.turn_board, N_("Turn the whole board a quarter (arrows stay aligned)"))
        self.add_button(N_("Save S"), self.save, N_("Write this board as a mice_layout YAML"))
        self.say(caption or T("Pick a face on the left, then click an empty cell to place it."))

    # ---- state changes ---------------------------------------------------------
    def changed(self, refit=False):
        self.revision += 1
        if refit:
            self.camera.viewport = self.board_rect()
            self.camera.fit(self.world_bounds())
        self.invalidate()

    def board_arrow(self):
        return board.arrow_side(board.face_of(self.lib, self.placed[0]), self.placed[0].turns) if self.placed else None

    def choose(self, tile_id, face_id):
        self.pick = (tile_id, face_id)
        face = self.lib[tile_id].face(face_id)
        # start the face already aligned with the board, so a plain click is usually legal
        self.pick_turns = board.turns_to_point(face, self.board_arrow() or "N")
        fits = self.legal_cells()
        if not fits:
            self.say(T("{face} ({colour}) fits nowhere on this board: try the other face or another tile.", face=face.name, colour=face.colour),
                     True)
        elif any(self.pick_turns in t for t in fits.values()):
            self.say(T("{face} ({colour}) chosen: the green cells take it. R turns it, Esc lets go.", face=face.name, colour=face.colour))
        else:
            self.say(T("{face} ({colour}) chosen: it fits the amber cells once turned (R). Esc lets go.", face=face.name, colour=face.colour))
        self.invalidate()

    def rotate_pick(self):
        if self.pick is None:
            self.say(T("Pick a face in the palette first."), True)
            return
        self.pick_turns = (self.pick_turns + 1) % 4
        face = self.lib[self.pick[0]].face(self.pick[1])
        fits = sum(self.pick_turns in t for t in self.legal_cells().values())
        side = SIDE_WORDS[board.arrow_side(face, self.pick_turns)]
        self.say(T("{face} turned: its arrow points {side}; no cell can take it this way.", face=face.name, side=side)
                 if not fits else Tn("{face} turned: its arrow points {side}; {n} cell can take it this way.",
                                     "{face} turned: its arrow points {side}; {n} cells take it this way.", fits,
                                     face=face.name, side=side))
        self.invalidate()

    def legal_cells(self) -> dict:
        """{cell: [turns that may be placed there]} for the chosen face over the free cells shown."""
        if self.pick is None:
            return {}
        key = (self.revision, self.pick)
        cache = self.__dict__.get("_legal")
        if cache is not None and cache[0] == key:
            return cache[1]
        x0, y0, x1, y1 = self.grid_cells()
        taken = {tuple(p.at) for p in self.placed}
        out = {}
        for cx in range(x0, x1 + 1):
            for cy in range(y0, y1 + 1):
                if (cx, cy) in taken:
                    continue
                turns = [t for t in range(4) if not board.placement_problems(
                    self.lib, self.placed, Placement(self.pick[0], self.pick[1], (cx, cy), t))]
                if turns:
                    out[(cx, cy)] = turns
        self.__dict__["_legal"] = (key, out)
        return out

    def let_go(self) -> bool:
        """Esc: drop the chosen face, the selected tile or the sight origin; False when nothing was held."""
        if self.pick is None and self.selected is None and self.origin is None:
            return False
        self.pick, self.selected, self.origin = None, None, None
        self.say(T("Nothing selected. Pick a face on the left to add a tile; Esc again leaves the composer."))
        self.changed()
        return True

    def place(self, cell):
        if self.pick is None:
            self.say(T("Pick a tile face in the palette on the left first."), True)
            return False
        new = Placement(self.pick[0], self.pick[1], cell, self.pick_turns)
        problems = board.placement_problems(self.lib, self.placed, new)
        if problems:
            rule, reason, _ = problems[0]
            self.say(T("It cannot go there: {reason} (and {more} more)", reason=reason, more=len(problems) - 1)
                     if len(problems) > 1 else T("It cannot go there: {reason}", reason=reason), True, rule)
            return False
        self.placed.append(new)
        self.selected = len(self.placed) - 1
        self.origin = None
        self.say(T("Placed {face} at {list}.", face=board.face_of(self.lib, new).name, list=list(cell)))
        self.changed(refit=True)
        return True

    def flip_selected(self):
        if self.selected is None:
            self.say(T("Click a placed tile to select it, then F flips it."), True)
            return
        p = self.placed[self.selected]
        new = board.flipped(self.lib, p)
        others = [q for k, q in enumerate(self.placed) if k != self.selected]
        problems = board.placement_problems(self.lib, others, new)
        if problems:
            rule, reason, _ = problems[0]
            self.say(T("Cannot flip {face}: {reason}", face=board.face_of(self.lib, p).name, reason=reason), True, rule)
            return
        self.placed[self.selected] = new
        self.origin = None
        self.say(T("Flipped to {face} (arrow kept pointing {board_arrow}).", face=board.face_of(self.lib, new).name,
                   board_arrow=SIDE_WORDS[self.board_arrow()]))
        self.changed()

    def remove_selected(self):
        if self.selected is None:
            self.say(T("Click a placed tile to select it first."), True)
            return
        p = self.placed.pop(self.selected)
        self.selected, self.origin = None, None
        self.say(T("Removed {face}.", face=board.face_of(self.lib, p).name))
        self.changed(refit=True)

    def turn_board(self):
        self.placed = board.turned_board(self.placed)
        self.origin = None
        arrow = self.board_arrow()
        self.say(T("Board turned a quarter clockwise; every arrow now points {value}.", value=SIDE_WORDS[arrow])
                 if arrow else T("Board turned a quarter clockwise."))
        self.changed(refit=True)

    def save(self):
        if not self.placed:
            self.say(T("Nothing to save: place a tile first."), True)
            return None
        try:
            path = userdata.next_free_path(self.save_dir, "mice_layout")
            n = len(os.listdir(self.save_dir))
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(board.layout_yaml(self.placed, f"Composed board {n}"))
        except OSError as exc:   # a read-only or missing data folder: say so, keep the chapter
            self.say(T("Could not save the layout: {value}", value=exc.strerror or exc), True)
            return None
        mdata.load_layout(path)  # what we write must load back without a problem
        self.say(T("Saved layout to {path}", path=path))
        return path

    # ---- geometry of the view ----------------------------------------------------
    def palette_w(self):
        return int(236 * theme.ui_scale(self.size))

    def board_rect(self):
        r = super().board_rect()
        pw = self.palette_w()
        # the legend keeps a column of its own, so it never hides a tile or a label
        lw = self.legend_w() if self.toggles.get("legend") else 0
        return pygame.Rect(r.x + pw, r.y, r.w - pw - lw, r.h)

    def legend_w(self):
        return legend.legend_size(theme.ui_scale(self.size))[0] + 16

    def flip(self, key: str):
        super().flip(key)
        if key == "legend":
            self.changed(refit=True)

    def grid_cells(self):
        """Cells shown: the board plus a free ring around it (at least 4 x 3)."""
        if self.placed:
            xs = [p.at[0] for p in self.placed]
            ys = [p.at[1] for p in self.placed]
            x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        else:
            x0, x1, y0, y1 = 0, 3, 0, 2
        while x1 - x0 < 3:
            x1 += 1
        while y1 - y0 < 2:
            y1 += 1
        return x0, y0, x1, y1

    def world_bounds(self):
        """The board with a strip of its free ring in view, so tiles stay large; the rest is a pan away."""
        s = self.size_u
        if not self.placed:
            x0, y0, x1, y1 = self.grid_cells()
            return (x0 * s, y0 * s, (x1 + 1) * s, (y1 + 1) * s)
        xs = [p.at[0] for p in self.placed]
        ys = [p.at[1] for p in self.placed]
        m = 0.3 * s
        return (min(xs) * s - m, min(ys) * s - m, (max(xs) + 1) * s + m, (max(ys) + 1) * s + m)

    def placed_faces(self):
        return [board.placed_face(self.lib, p) for p in self.placed]

    def cell_at(self, world):
        return (math.floor(world[0] / self.size_u), math.floor(world[1] / self.size_u))

    # ---- input ----------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.let_go():
            return True   # a held tile is let go first; the composer (and its layout) stays
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, key in self.palette_rects:
                if rect.collidepoint(event.pos):
                    self.choose(*key)
                    return True
        if event.type == pygame.MOUSEMOTION:
            cell = self.cell_at(self.camera.to_world(event.pos)) if self.board_rect().collidepoint(event.pos) else None
            self.hover_cell = cell
        return super().handle_event(event)

    def on_board_click(self, world) -> bool:
        cell = self.cell_at(world)
        hit = next((k for k, p in enumerate(self.placed) if tuple(p.at) == cell), None)
        if hit is None:
            x0, y0, x1, y1 = self.grid_cells()
            if x0 <= cell[0] <= x1 and y0 <= cell[1] <= y1:
                self.place(cell)
            return True
        self.selected = hit
        pf = board.placed_face(self.lib, self.placed[hit])
        sid = pf.space_at(world)
        if sid is not None and self.toggles.get("sight"):
            seen = sight.visible_from(pf.face, sid)
            self.origin = (hit, sid)
            # the rule (M-7.7) is the status line's tooltip, never its words
            self.say(T("{space}: sees {seen} of {spaces} other spaces (walls, rock and big decorations block). "
                       "F flips, Del removes.", space=space_words.words(pf.face, pf.size, pf.turns, sid), seen=len(seen) - 1,
                       spaces=len(pf.face.spaces) - 1), rule="M-7.7")
        else:
            self.say(T("{face} selected. F flips it, Del removes it.", face=pf.face.name))
        self.changed()
        return True

    def on_key(self, event) -> bool:
        keys = {pygame.K_r: self.rotate_pick, pygame.K_f: self.flip_selected, pygame.K_DELETE: self.remove_selected,
                pygame.K_BACKSPACE: self.remove_selected, pygame.K_s: self.save}
        fn = keys.get(event.key)
        if fn is None:
            return False
        fn()
        return True

    # ---- drawing ----------------------------------------------------------------------
    def static_key(self):
        return super().static_key() + (self.revision, self.pick, self.pick_turns)

    def draw_static(self, surface):
        cam = self.camera
        s = self.size_u
        x0, y0, x1, y1 = self.grid_cells()
        taken = {tuple(p.at) for p in self.placed}
        fits = self.legal_cells()
        for cx in range(x0, x1 + 1):
            for cy in range(y0, y1 + 1):
                if (cx, cy) in taken:
                    continue
                a, b = cam.to_screen((cx * s + 3, cy * s + 3)), cam.to_screen(((cx + 1) * s - 3, (cy + 1) * s - 3))
                r = pygame.Rect(int(a[0]), int(a[1]), int(b[0] - a[0]), int(b[1] - a[1]))
                turns = fits.get((cx, cy))
                fill, edge = (31, 34, 43), (62, 66, 82)
                if turns and self.pick_turns in turns:
                    fill, edge = (34, 66, 44), theme.GOOD     # the chosen face goes here as it is turned
                elif turns:
                    fill, edge = (70, 56, 30), theme.ACCENT   # it goes here once turned (R)
                pygame.draw.rect(surface, fill, r, border_radius=6)
                for p, q in ((r.topleft, r.topright), (r.topright, r.bottomright), (r.bottomright, r.bottomleft),
                             (r.bottomleft, r.topleft)):
                    draw.dashed_line(surface, edge, p, q, 2 if turns else 1, dash=6, gap=6)
                if turns and self.pick_turns not in turns:
                    fonts.blit_text(surface, N_("turn it (R)"), r.center, max(12, int(0.12 * r.h)), theme.ACCENT,
                                    anchor="center")
        pfs = self.placed_faces()
        labels = draw.LabelPlacer(self.board_rect())
        show = dict(self.toggles)
        for pf in pfs:
            mice_draw.draw_face(surface, pf, cam.to_screen, cam.zoom, show, labels)
        if self.origin is not None and self.toggles.get("sight") and self.origin[0] < len(pfs):
            i, sid = self.origin
            mice_draw.draw_sight(surface, pfs[i], sid, sight.visible_from(pfs[i].face, sid), cam.to_screen, cam.zoom)
        if self.toggles.get("graph"):
            steps, explores = board.space_graph(self.lib, self.placed)
            mice_draw.draw_graph(surface, pfs, steps, explores, cam.to_screen, cam.zoom, labels)
        if self.selected is not None and self.selected < len(pfs):
            r = pfs[self.selected].rect
            a, b = cam.to_screen(r[:2]), cam.to_screen(r[2:])
            pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(a[0] - 2, a[1] - 2, b[0] - a[0] + 4, b[1] - a[1] + 4), 3,
                             border_radius=4)

    def draw_dynamic(self, surface):
        cell = self.hover_cell
        if cell is None or self.pick is None or any(tuple(p.at) == cell for p in self.placed):
            return
        x0, y0, x1, y1 = self.grid_cells()
        if not (x0 <= cell[0] <= x1 and y0 <= cell[1] <= y1):
            return
        new = Placement(self.pick[0], self.pick[1], cell, self.pick_turns)
        ok = not board.placement_problems(self.lib, self.placed, new)
        ghost = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pf = board.placed_face(self.lib, new)
        mice_draw.draw_face(ghost, pf, self.camera.to_screen, self.camera.zoom, {}, None, detail=False)
        ghost.set_alpha(150)
        surface.blit(ghost, (0, 0))
        a, b = self.camera.to_screen(pf.rect[:2]), self.camera.to_screen(pf.rect[2:])
        pygame.draw.rect(surface, theme.GOOD if ok else theme.DANGER,
                         pygame.Rect(a[0], a[1], b[0] - a[0], b[1] - a[1]), 3)

    def draw_chrome(self, surface):
        self._draw_palette(surface)
        if self.toggles.get("legend"):
            r = self.board_rect()
            column = pygame.Rect(r.right, r.y, surface.get_width() - r.right, r.h)
            pygame.draw.rect(surface, theme.PANEL, column)
            pygame.draw.line(surface, theme.PANEL_EDGE, column.topleft, column.bottomleft)
            legend.draw_legend(surface, (column.right - 8, column.bottom - 8), theme.ui_scale(surface.get_size()))
        super().draw_chrome(surface)   # a refusal reads in the danger colour, its rule id in the status tooltip

    def _thumbnail(self, tid, fid, size):
        """A palette face drawn once per size; the palette is redrawn every frame, the faces never change."""
        cache = self.__dict__.setdefault("_thumbs", {})
        key = (tid, fid, size)
        surf = cache.get(key)
        if surf is None:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            pf = board.placed_face(self.lib, Placement(tid, fid, (0, 0), 0))
            k_ = size / self.size_u
            mice_draw.draw_face(surf, pf, lambda p: (p[0] * k_, p[1] * k_), k_, {}, None, detail=False)
            cache[key] = surf
        return surf

    def _draw_palette(self, surface):
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        pw = self.palette_w()
        area = pygame.Rect(0, self.toolbar_h, pw, h - self.toolbar_h - self.status_h)
        pygame.draw.rect(surface, theme.PANEL, area)
        pygame.draw.line(surface, theme.PANEL_EDGE, area.topright, area.bottomright)
        fonts.blit_text(surface, N_("Room tiles"), (10, area.y + 6), max(12, int(15 * s)), theme.ACCENT, bold=True)
        top = area.y + int(28 * s)
        rows = len(self.faces) // 2
        row_h = (area.bottom - top - 6) // rows
        thumb = max(16, min(row_h - int(18 * s), (pw - 30) // 2))
        self.palette_rects = []
        used = {p.tile for p in self.placed}
        for k, (tid, fid) in enumerate(self.faces):
            col, row = k % 2, k // 2
            x = 10 + col * (pw - 20) // 2
            y = top + row * row_h
            rect = pygame.Rect(x, y, thumb, thumb)
            face = self.lib[tid].face(fid)
            surface.blit(self._thumbnail(tid, fid, thumb), rect)
            if tid in used:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                veil.fill((20, 22, 28, 150))
                surface.blit(veil, rect)
            edge = theme.ACCENT if self.pick == (tid, fid) else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect.inflate(4, 4), 3 if self.pick == (tid, fid) else 1)
            name = render(face.name)       # a long English name shows its last word ('Bedchamber')
            if fonts.font(int(12 * s)).size(name)[0] >= (pw - 20) // 2 - 4 and name == face.name:
                name = face.name.split()[-1]
            fonts.blit_text(surface, name, (x, y + thumb + 2), max(12, int(12 * s)),
                            theme.TEXT_DIM if tid in used else theme.TEXT)
            self.palette_rects.append((rect.inflate(4, 4), (tid, fid)))


def make_preview(seed=None, layout=None):
    """The composer scene: a saved layout (--layout), a seeded legal board (--seed), else a sample chapter."""
    lib = mdata.library()
    if layout:
        lay = mdata.load_layout(layout)
        return MicePreview(lay.tiles, T("{title}: {tiles} tiles from {layout}", title=lay.title, tiles=len(lay.tiles), layout=layout))
    if seed is not None:
        placed = board.random_layout(lib, int(seed))
        return MicePreview(placed, T("Seed {seed}: a legal board of {tiles} tiles. Pick a face to add more.", seed=seed, tiles=len(placed)))
    samples = mdata.shipped_layouts()
    if samples:
        lay = mdata.load_layout(samples[0])
        return MicePreview(lay.tiles, T("Sample chapter board '{title}'. Pick a face on the left to add tiles.", title=lay.title))
    return MicePreview()
