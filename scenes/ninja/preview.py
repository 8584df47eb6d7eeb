"""Ninja preview: the fortress map with feature overlays; click a zone to see who could hear it and how far one walks."""
from __future__ import annotations

import random

import pygame

from engine import geometry, i18n
from engine.data import load_file
from engine.i18n import N_, T, Tn
from engine.i18n.lists import listed
from engine.play.preview_base import PreviewScene
from engine.ui import draw, fonts, theme
from rulesets.ninja import map_graph
from rulesets.ninja.data import KIND, load_map
from rulesets.ninja.map_shapes import shapes_of
from scenes.ninja import draw as nd
from scenes.ninja import tracks
from scenes.ninja.board_layers import FortressLayers, Shown

HEAR_RANGE = 3      # an intruder moves at most 3 zones, so he is heard from at most 3 away (N-7.2, N-11.3)
WALK_CHOICES = (1, 2, 3)
TAG_WORDS = {"watch_post": N_("watch post"), "barracks": N_("barracks"), "map_edge": N_("map edge"),
             "between_castles": N_("between the castles")}


class NinjaPreview(PreviewScene):
    title = N_("Ninja · fortress")

    def __init__(self, seed=None, layout=None):
        super().__init__()
        self.map = load_file(layout, expect_kind=KIND) if layout else load_map()
        self.shapes = shapes_of(self.map)
        self.forks = map_graph.track_forks(self.map)
        self.layers = FortressLayers(self.map, self.shapes, self.forks)
        self.selected = None
        self.hover = None
        self.walk_steps = 3
        self.label_rects = {}
        self.taken = []
        self._badges, self._badges_key = [], None
        self.turn, self.alert = 1, 0    # N-3.2: the lanterns start on turn 1 and on "None"
        self._legend, self._legend_key = None, None
        self.add_toggle("track", N_("Patrol track"), True, N_("The red patrol track; diamonds mark forks (N-10.5)"))
        self.add_toggle("posts", N_("Watch posts"), True, N_("The 12 watch posts where sentries stand (N-3.10)"))
        self.add_toggle("barracks", N_("Barracks"), True, N_("Barracks: up to 2 sleeping guards each (N-3.14a)"))
        self.add_toggle("castles", N_("Castles"), True, N_("Outline and name the two castles"))
        self.add_toggle("walls", N_("Walls"), True, N_("Stone walls block walking but not sound; gates are open"))
        self.add_toggle("labels", N_("Labels"), True, N_("Zone names (where they fit)"))
        self.walk_button = self.add_button(self._walk_label(), self.cycle_walk,
                                           N_("How many zones the walking reach shows (guards 2, intruders 3)"))
        if seed is not None:
            # a seeded preview opens with an example zone selected, so a render shows the overlays
            picks = map_graph.object_zones(self.map) or [z.id for z in self.map.zones]
            self.select(random.Random(seed).choice(sorted(picks)))
        else:
            self.status = self.default_status()

    # ---- selection ------------------------------------------------------------------------------
    def default_status(self) -> str:
        return T("{map}: {n} zones. Click a zone to see hearing distance and walking reach.  Wheel: zoom  "
                 "Right-drag: pan  Esc: back", map=self.map.name, n=len(self.map.zones))

    def _walk_label(self):
        return T("Walk {n}", n=self.walk_steps)

    def cycle_walk(self):
        i = WALK_CHOICES.index(self.walk_steps)
        self.walk_steps = WALK_CHOICES[(i + 1) % len(WALK_CHOICES)]
        self.walk_button.text = self._walk_label()
        self.on_resize(self.size)   # the button's width follows its text
        if self.selected:
            self.select(self.selected)

    def hearing(self) -> dict:
        return map_graph.hearing_distances(self.map, self.selected, HEAR_RANGE) if self.selected else {}

    def walking(self) -> dict:
        return map_graph.walking_reach(self.map, self.selected, self.walk_steps) if self.selected else {}

    def select(self, zone_id):
        self.selected = zone_id
        if zone_id is None:
            self.status = self.default_status()
            return
        z = self.map.zone(zone_id)
        heard = self.hearing()
        counts = [sum(1 for d in heard.values() if d == k) for k in (1, 2, 3)]
        walk = len(self.walking()) - 1
        kind = nd.TYPE_NAME.get(z.type, z.type)
        if z.castle in ("west", "east"):
            kind = T("{kind}, {castle}", kind=kind, castle=N_("west castle") if z.castle == "west" else N_("east castle"))
        if z.tags:
            kind = T("{kind}; {tags}", kind=kind, tags=listed(TAG_WORDS.get(t, t) for t in z.tags))
        self.status = T("{zone} ({kind}): within earshot at 1/2/3 zones: {one}/{two}/{three} zones; on foot in "
                        "{steps}: {walk} zones", zone=z.name, kind=kind, one=counts[0], two=counts[1], three=counts[2],
                        steps=self.walk_steps, walk=walk)

    def describe(self, zone_id) -> str:
        z = self.map.zone(zone_id)
        return T("{zone} - {kind}", zone=z.name, kind=nd.TYPE_NAME[z.type])

    # ---- layout and input ----------------------------------------------------------------------
    def panel_width(self) -> int:
        return int(250 * theme.ui_scale(self.size))

    def board_rect(self) -> pygame.Rect:
        r = super().board_rect()
        r.w -= self.panel_width()
        return r

    def world_bounds(self):
        return (0, 0, self.map.board.width, self.map.board.height)

    def on_board_click(self, world_pos) -> bool:
        zone = self.shapes.zone_at(world_pos)
        self.select(None if zone == self.selected else zone)
        return True

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.panel_rect().collidepoint(event.pos):
            if self.on_panel_click(event.pos):
                return True
        if event.type == pygame.MOUSEMOTION:
            inside = self.board_rect().collidepoint(event.pos)
            self.hover = self.shapes.zone_at(self.camera.to_world(event.pos)) if inside else None
        return super().handle_event(event)

    def on_key(self, event) -> bool:
        keys = {pygame.K_t: "track", pygame.K_p: "posts", pygame.K_b: "barracks", pygame.K_c: "castles",
                pygame.K_w: "walls", pygame.K_l: "labels"}
        if event.key in keys:
            self.flip(keys[event.key])
            return True
        if event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
            while self.walk_steps != event.key - pygame.K_0:
                self.cycle_walk()
            return True
        return False

    # ---- drawing -------------------------------------------------------------------------------
    def label_size(self) -> int:
        return max(theme.MIN_TEXT, min(16, round(self.camera.zoom * 19)))

    def static_key(self):
        # the selection's marks sit under walls, track and names, so they belong to the cached frame;
        # the map itself is cached apart (FortressLayers) and survives a change of selection
        return (super().static_key(), self.selected, self.walk_steps)

    def shown(self) -> Shown:
        t = self.toggles
        return Shown(track=t["track"], posts=t["posts"], barracks=t["barracks"], castles=t["castles"],
                     walls=t["walls"], labels=t["labels"], label_size=self.label_size())

    def draw_static(self, surface):
        layers = self.layers
        layers.update(self.camera, surface.get_size(), self.board_rect(), self.shown())
        layers.draw_under(surface)
        if self.selected:
            self.draw_hearing_tints(surface)
            self.draw_walking_outlines(surface)
        layers.draw_over(surface)
        self.label_rects, self.taken = layers.label_rects, layers.taken
        if self.selected:
            self.draw_badges(surface)

    def draw_hearing_tints(self, surface):
        nd.draw_hearing(surface, self.camera, self.map, self.hearing(), self.shapes)

    def draw_walking_outlines(self, surface):
        polys = nd.screen_polygons(self.camera, self.map)
        w = max(2, nd.px(self.camera, 4))
        for zid, d in self.walking().items():
            if d > 0:
                pygame.draw.polygon(surface, nd.WALK, polys[zid], w)
        pygame.draw.polygon(surface, (255, 255, 255), polys[self.selected], w + 1)

    def draw_badges(self, surface):
        """Distance badges for the selection, placed around the names, drawn into the cached frame."""
        r = nd.marker_px(self.camera, 11, 7, 12)
        key = (self.layers.builds, self.selected)
        if self._badges_key != key:
            # the spots depend only on the drawn names and the selection: found once per change of either
            taken, spots = list(self.taken), []
            for zid, d in sorted(self.hearing().items(), key=lambda kv: kv[1]):
                c = self.badge_spot(zid, r, taken)
                if c is None and d == 0:
                    c = self.camera.to_screen(self.shapes.anchors[zid])
                if c is not None:   # else no free room: the tint alone tells the distance
                    spots.append((c, d))
            self._badges, self._badges_key = spots, key
        for c, d in self._badges:
            fill = (255, 255, 255) if d == 0 else nd.HEAR[d]
            pygame.draw.circle(surface, (20, 20, 24), c, r + 1)
            pygame.draw.circle(surface, fill, c, r)
            fonts.blit_text(surface, "●" if d == 0 else str(d), c, int(r * 1.4), (20, 20, 24), bold=True,
                            anchor="center")

    def badge_spot(self, zid, r, taken):
        """Where a zone's distance badge goes: beside its name, else above it, else on its anchor,
        avoiding names, icons and badges already placed (`taken` grows); None when nothing is free."""
        a = self.camera.to_screen(self.shapes.anchors[zid])
        label = self.label_rects.get(zid)
        spots = []
        if label is not None:
            spots += [(label.left - r - 2, label.centery), (label.right + r + 2, label.centery),
                      (label.centerx, label.top - r - 1)]
        spots += [a, (a[0] - 2 * r, a[1]), (a[0] + 2 * r, a[1])]
        zone = self.map.zone(zid).polygon
        for c in spots:
            box = pygame.Rect(0, 0, 2 * r + 2, 2 * r + 2)
            box.center = (int(c[0]), int(c[1]))
            inside = geometry.point_in_polygon(self.camera.to_world(c), zone)
            if inside and box.collidelist(taken) == -1:
                taken.append(box)
                return c
        return None

    def draw_dynamic(self, surface):
        if self.hover and self.hover != self.selected:
            pts = self.camera.points_to_screen(self.map.zone(self.hover).polygon)
            pygame.draw.polygon(surface, theme.ACCENT, pts, 2)

    def draw_chrome(self, surface):
        super().draw_chrome(surface)
        self.draw_legend(surface)
        if self.hover:
            self.tooltip.text = self.tooltip.text or self.describe(self.hover)
            self.tooltip.draw(surface, pygame.mouse.get_pos())

    def panel_rect(self) -> pygame.Rect:
        board = self.board_rect()
        return pygame.Rect(board.right, board.y, self.size[0] - board.right, board.h)

    def track_rects(self):
        """Where the Turn Record Track and the Alert Track sit: at the top of the side panel."""
        s = theme.ui_scale(self.size)
        panel = self.panel_rect()
        x, w = panel.x + int(12 * s), panel.w - int(24 * s)
        turn = pygame.Rect(x, panel.y + int(10 * s), w, int(80 * s))
        alert = pygame.Rect(x, turn.bottom + int(8 * s), w, int(68 * s))
        return turn, alert

    def on_panel_click(self, pos) -> bool:
        """A click on a track moves its lantern there: the preview shows how both tracks read."""
        turn_rect, alert_rect = self.track_rects()
        s = theme.ui_scale(self.size)
        for n, cell in enumerate(tracks.turn_track_cells(turn_rect, s), start=1):
            if cell.collidepoint(pos):
                self.turn = n
                return True
        for i, cell in enumerate(tracks.alert_track_cells(alert_rect, s)):
            if cell.collidepoint(pos):
                self.alert = i
                return True
        return False

    def draw_legend(self, surface):
        """The side panel, cached: it changes only with the window, the walk setting and the tracks."""
        panel = self.panel_rect()
        if panel.w < 24 or panel.h < 24:      # a tiny window leaves no room for the side panel
            return
        key = (tuple(self.size), tuple(panel), self.walk_steps, self.turn, self.alert, i18n.generation)
        if self._legend_key != key:
            self._legend = pygame.Surface(panel.size)
            self.paint_legend(self._legend, panel)
            self._legend_key = key
        surface.blit(self._legend, panel)

    def paint_legend(self, surf, panel):
        s = theme.ui_scale(self.size)
        surf.fill(theme.PANEL)
        pygame.draw.line(surf, theme.PANEL_EDGE, (0, 0), (0, panel.h))
        turn_rect, alert_rect = (r.move(-panel.x, -panel.y) for r in self.track_rects())
        tracks.draw_turn_track(surf, turn_rect, self.turn, s)
        tracks.draw_alert_track(surf, alert_rect, self.alert, s)
        fs, hs = max(11, int(14 * s)), max(12, int(16 * s))
        row = int(fs * 1.65)
        x, y = int(12 * s), alert_rect.bottom + int(14 * s)
        sw = int(fs * 1.3)

        def heading(text):
            nonlocal y
            fonts.blit_text(surf, text, (x, y), hs, theme.ACCENT, bold=True)
            y += int(hs * 1.6)

        def item(text, painter):
            nonlocal y
            painter(pygame.Rect(x, y, sw, int(fs * 1.1)))
            fonts.blit_text(surf, text, (x + sw + 8, y + int(fs * 0.55)), fs, theme.TEXT, anchor="midleft")
            y += row

        heading(N_("Zones"))
        for ztype in ("grounds", "moat", "bridge", "courtyard", "garden", "castle"):
            item(nd.TYPE_LABEL[ztype], lambda r, c=nd.FILL[ztype]: pygame.draw.rect(surf, c, r))
        y += int(6 * s)
        heading(N_("Features"))
        item(N_("Wall: blocks walking"), lambda r: draw.stone_line(surf, r.midleft, r.midright, width=max(4, r.h // 2)))
        item(N_("Gate: open border"), lambda r: nd._gate(surf, _Ident, r.midleft, r.midright))
        item(N_("Patrol track"), lambda r: pygame.draw.line(surf, nd.TRACK_RED, r.midleft, r.midright, 4))
        item(T("Track fork ({n})", n=len(self.forks)), lambda r: nd.fork_marker(surf, r.center, r.h // 2 + 1))
        item(T("Watch post ({n})", n=len(map_graph.watch_posts(self.map))),
             lambda r: nd.watch_post_icon(surf, r.center, r.h // 2))
        item(T("Barracks ({n})", n=len(map_graph.barracks(self.map))),
             lambda r: nd.barracks_icon(surf, r.center, r.h // 2))
        y += int(6 * s)
        heading(N_("Clicked zone"))
        for d in (1, 2, 3):
            item(Tn("Heard {n} zone away", "Heard {n} zones away", d),
                 lambda r, d=d: pygame.draw.rect(surf, nd.HEAR[d], r))
        item(T("Walkable in {n} (walls block)", n=self.walk_steps), lambda r: pygame.draw.rect(surf, nd.WALK, r, 3))
        # player-facing words only: the rule ids live in the toggles' tooltips
        note = T("Sound passes walls and moats; entering a moat ends a walk.")
        for line in fonts.wrap(note, fs - 1, panel.w - int(24 * s)):
            if y + fs > panel.h - 4:
                break
            fonts.blit_text(surf, line, (x, y), fs - 1, theme.TEXT_DIM)
            y += int(fs * 1.3)


class _Identity:
    """A stand-in camera at zoom 1 for legend swatches drawn in screen space."""
    zoom = 1.0

    @staticmethod
    def to_screen(p):
        return p


_Ident = _Identity()


def make_preview(seed=None, layout=None) -> NinjaPreview:
    return NinjaPreview(seed=seed, layout=layout)
