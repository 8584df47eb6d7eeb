"""Ghost Stories preview: a seeded village among the four Taoist boards; inspect facing, compose and save."""
from __future__ import annotations

import os
import random

import pygame

from engine import userdata
from engine.i18n import N_, T, lists
from engine.play.preview_base import PreviewScene
from engine.ui import theme
from rulesets.ghost_stories import data
from rulesets.ghost_stories.board import load_board
from scenes.ghost_stories import draw as gsd
from scenes.ghost_stories.layout import hit_test, table_geometry

CELL_KINDS = {"corner": N_("corner"), "side": N_("side"), "centre": N_("centre")}


def _arrows(items):
    """Names joined by arrows (a row of tiles, the Haunter's track)."""
    items = list(items)
    out = items[0] if items else ""
    for item in items[1:]:
        out = T("{first} → {then}", first=out, then=item)
    return out


class GhostStoriesPreview(PreviewScene):
    title = N_("Ghost Stories · village")

    def __init__(self, seed=None, layout=None):
        super().__init__()
        self.board = load_board()
        self.layout_path = layout
        if layout is not None:
            lay = data.load_layout(layout)
            self.seed = lay.seed
            self.village = tuple(lay.village[c] for c in self.board.cells)
            self.portal = lay.portal
        else:
            self.seed = seed if seed is not None else random.SystemRandom().randrange(1_000_000)
            self.village = self.board.village_order(self.seed)
            self.portal = self.board.portal.default_cell
        self.selected = None   # ('tile', cell) or ('space', space id)
        self.hover = None
        self.add_toggle("names", N_("Names"), True, N_("Show village tile names"))
        self.add_toggle("facing", N_("Facing"), False, N_("Arrows: which tile each ghost space faces (G-G.3)"))
        self.add_button(N_("New village"), self.reshuffle, N_("Deal another seeded village (R)"))
        self.add_button(N_("Portal here"), self.portal_here, N_("Put the portal on the selected tile (P)"))
        self.add_button(N_("Save layout"), self.save, N_("Write the village to a layout file (S)"))
        self.note = ""        # the last action's message, shown while nothing is hovered or selected
        self.note_rule = ""   # the rule id behind the note (its tooltip)
        self.status = self.default_status()

    # ---- model changes (preview only: no rules state here) --------------------------------------
    def reshuffle(self):
        self.seed = (self.seed or 0) + 1
        self.village = self.board.village_order(self.seed)
        self.selected = None
        self.note, self.note_rule = T("Dealt the village of seed {seed}.", seed=self.seed), ""
        self.invalidate()

    def portal_here(self):
        if not self.selected or self.selected[0] != "tile":
            self.note_rule = ""
            self.note = T("Select a village tile first, then put the portal there.")
            return
        self.portal = self.selected[1]
        kind = self.board.cell_kind(self.portal)
        self.selected = None
        self.note = T("Portal moved to the {kind} tile {tile} (scores +{n}).", kind=CELL_KINDS.get(kind, kind),
                      tile=self.tile_name(self.portal), n=self.board.portal_score(self.portal))
        self.note_rule = "G-17.5"
        self.invalidate()

    def save(self, path=None):
        text = data.layout_yaml(self.board.village_map(self.village), self.portal, self.seed)
        try:
            path = path or self.layout_path or userdata.next_free_path(userdata.layouts_dir(), "ghost_stories_village")
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        except OSError as exc:   # a read-only or missing data folder: say so, keep the village
            self.note_rule = ""
            self.note = T("Could not save the layout: {error}", error=str(exc.strerror or exc))
            return None
        self.layout_path = path
        self.note_rule = ""
        self.note = T("Saved layout to {path}  (open it with: {command})", path=os.path.relpath(path),
                      command="main.py preview ghost_stories --layout FILE")
        return path

    def swap(self, a: str, b: str):
        v = self.board.village_map(self.village)
        v[a], v[b] = v[b], v[a]
        self.village = tuple(v[c] for c in self.board.cells)
        self.invalidate()

    # ---- text --------------------------------------------------------------------------------------
    def tile_name(self, cell: str) -> str:
        return self.board.tile(self.board.village_map(self.village)[cell]).name

    def space_name(self, sid: str) -> str:
        b = self.board.board(self.board.board_of_space(sid))
        return T("{board} space {n}", board=b.name, n=sid.rsplit('_', 1)[-1])

    def default_status(self) -> str:
        where = T("Seed {seed}", seed=self.seed) if self.seed is not None else T("Saved layout")
        left = [self.board.tile(t).name for t in self.board.tile_ids if t not in self.village]
        if left:
            where = T("{where} (not dealt: {tiles})", where=where, tiles=lists.listed(left))
        return T("{where} · click a ghost space or tile · click two tiles to swap · S save · R new", where=where)

    def describe(self, hit) -> str:
        kind, key = hit
        if kind == "space":
            row = _arrows(self.tile_name(c) for c in self.board.row(key))
            return T("{space} faces {tile}; its row: {row}", space=self.space_name(key),
                     tile=self.tile_name(self.board.faced_cell(key)), row=row)
        if kind == "tile":
            tile = self.board.tile(self.board.village_map(self.village)[key])
            facing = [self.space_name(s) for s in self.board.spaces_facing(key)]
            faced = T("faced by {spaces}", spaces=lists.anded(facing)) if facing else T("faces no ghost space")
            text = T("{tile}: {summary}  · {faced}", tile=tile.name, summary=tile.summary, faced=faced)
            return T("{text} · Portal", text=text) if key == self.portal else text
        if kind == "step":
            sid, step_id = key
            step = next(s for s in self.board.haunter_track if s.id == step_id)
            return T("{step} of {space} — a Haunter walks card → {track}", step=step.name,
                     space=self.space_name(sid), track=_arrows(s.name for s in self.board.haunter_track))
        if kind == "receptacle":
            rec = self.board.receptacle(key)
            spaces = lists.anded(self.space_name(s) for s in self.board.receptacle_spaces(key))
            return T("Moon Crystal receptacle at {tile}; touches {spaces}", tile=self.tile_name(rec.cell),
                     spaces=spaces)
        b = self.board.board(key)
        return T("{board}: A {a} — {a_summary}  B {b} — {b_summary}", board=b.name, a=b.powers.A.name,
                 a_summary=b.powers.A.summary, b=b.powers.B.name, b_summary=b.powers.B.summary)

    # ---- frame hooks -------------------------------------------------------------------------------
    def world_bounds(self):
        return table_geometry(self.board).bounds

    def on_board_click(self, world_pos) -> bool:
        hit = hit_test(table_geometry(self.board), world_pos)
        self.note_rule = ""
        self.note = ""
        if hit is not None and hit[0] == "tile" and self.selected and self.selected[0] == "tile" \
                and self.selected[1] != hit[1]:
            a, b = self.selected[1], hit[1]
            self.swap(a, b)
            self.selected = None
            self.note_rule = ""
            self.note = T("Swapped {tile} and {other}. Press S to save the layout.", tile=self.tile_name(b),
                          other=self.tile_name(a))
        elif hit is not None and hit[0] in ("tile", "space"):
            self.selected = None if self.selected == hit else hit
        else:
            self.selected = None
        self.update(0)
        return True

    def rules_of(self, hit) -> str:
        """The rule ids behind what `describe` says of `hit`: the status line's tooltip, never its words."""
        kind, key = hit
        if kind == "tile":
            return self.board.tile(self.board.village_map(self.village)[key]).rule
        return {"space": "G-G.3", "step": "G-5.3", "receptacle": "G-11.2, G-11.5"}.get(kind, "")

    def update(self, dt):
        if self.selected:
            self.status, self.status_rule = self.describe(self.selected), self.rules_of(self.selected)
            if self.selected[0] == "tile":
                self.status = T("{text}  · click another tile to swap · P: portal here", text=self.status)
        elif self.hover:
            self.status, self.status_rule = self.describe(self.hover), self.rules_of(self.hover)
        else:
            self.status = self.note or self.default_status()
            self.status_rule = self.note_rule if self.note else ""

    def on_key(self, event) -> bool:
        actions = {pygame.K_s: self.save, pygame.K_r: self.reshuffle, pygame.K_p: self.portal_here,
                   pygame.K_f: lambda: self.flip("facing"), pygame.K_n: lambda: self.flip("names")}
        fn = actions.get(event.key)
        if fn is None:
            return False
        fn()
        return True

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION and self.board_rect().collidepoint(event.pos):
            self.hover = hit_test(table_geometry(self.board), self.camera.to_world(event.pos))
        return super().handle_event(event)

    def draw_static(self, surface):
        gsd.draw_table(surface, self.camera, self.board, self.village, portal=self.portal,
                       names=self.toggles["names"], facing=self.toggles["facing"])

    def static_key(self):
        return super().static_key() + (self.village, self.portal)

    def draw_dynamic(self, surface):
        if self.hover and self.hover != self.selected and self.hover[0] in ("tile", "space"):
            geo = table_geometry(self.board)
            rect = geo.cells[self.hover[1]] if self.hover[0] == "tile" else geo.cards[self.hover[1]]
            pygame.draw.rect(surface, theme.ACCENT, gsd.srect(self.camera, rect), 2, border_radius=6)
        gsd.draw_selection(surface, self.camera, self.board, self.selected)


def make_preview(seed=None, layout=None) -> GhostStoriesPreview:
    return GhostStoriesPreview(seed=seed, layout=layout)
