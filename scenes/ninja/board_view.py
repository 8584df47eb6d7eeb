"""The Ninja board view for the play shell: the fortress (cached layers), figures and marks from one seat's view,
that side's private map, the two tracks and the viewer's cards; zones are the click targets.

It draws only the view it is given (engine/play/board_view.py). The one exception is the end: once the shell's
session is over, the final position is drawn with every secret shown (`reveal_view`), and the replay of a
finished game may do the same for every step — after the game nothing is secret any more.
"""
from __future__ import annotations

import pygame

from engine.i18n import N_, T, Tn, lists
from engine.ui import fonts, theme
from engine.ui.camera import Camera
from rulesets.ninja import map_graph
from rulesets.ninja.data import load_map
from rulesets.ninja.map_shapes import shapes_of
from rulesets.ninja.rules import words
from scenes.ninja import choices, figures, hints, private_map, side_panel
from scenes.ninja import draw as nd
from scenes.ninja import help as ninja_help
from scenes.ninja.board_layers import FortressLayers, Shown

HEAR_RANGE = 3          # an intruder is heard at most 3 zones away (N-7.2)
CASTLE_WORDS = {"west": N_("west castle"), "east": N_("east castle")}
WALK = {"guards": 2, "intruders": 3}   # zones a guard (N-8.3) or an intruder (N-11.3) may walk in one move
# action word -> the position of its zone among the action's values (patrol_move: the last zone of its march)
ZONE_AT = {"sentry": 1, "patrol": 1, "sleep": 1, "entrance": 1, "step": 1, "hide": 2, "start": 2, "move": 2,
           "search": 2, "group_sentries": 1, "card": 3}


class NinjaBoardView:
    """The fortress map with figures, the side panel with the tracks and the hand strip."""

    def __init__(self, m=None):
        self.map = m if m is not None else load_map()
        self.shapes = shapes_of(self.map)
        self.layers = FortressLayers(self.map, self.shapes, map_graph.track_forks(self.map))
        self.zone_ids = frozenset(z.id for z in self.map.zones)
        self.camera = Camera()
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.map_rect = pygame.Rect(0, 0, 1, 1)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0
        self.shell = None
        self._hit = (None, None)          # (position, zone) of the last hit test
        self._hearing: dict = {}          # zone -> hearing distances (the map never changes)
        self._reach: dict = {}            # (zone, steps) -> walking reach
        self._tinted, self._tinted_key = None, None   # ground, hover's hearing tint and features, composed
        self.panel_cache = side_panel.PanelCache()
        self._placed: dict = {}           # where figures went, for figures.Clear (a cache, not game state)
        self._figure_boxes: list = []     # (screen box, zone) of the figures last drawn, for clicks on them

    # ---- the contract ------------------------------------------------------------------------------
    def bind(self, shell) -> None:
        self.shell = shell

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.s = theme.ui_scale((max(1, self.rect.w + 300), max(1, self.rect.h + 100)))
        self.map_rect, self.panel = side_panel.split(self.rect, self.map.board.width / self.map.board.height, self.s)
        self.camera.viewport = pygame.Rect(self.map_rect)
        self.camera.fit((0, 0, self.map.board.width, self.map.board.height), margin=0.005)
        self._hit = (None, None)
        self._figure_boxes = []           # drawn for the old size: the next drawing places them anew

    def hit_test(self, pos):
        if not self.map_rect.collidepoint(pos):
            return None
        pos = tuple(pos)
        # A figure pushed off its crowded zone (a line leads back to it) stands for that zone: a player clicks
        # the guard he means, not the ground the figure happens to lie over. The last drawn is on top.
        for box, zone in reversed(self._figure_boxes):
            if box.collidepoint(pos) and zone in self.zone_ids:
                return zone
        if self._hit[0] != (pos, self.camera.version):
            self._hit = ((pos, self.camera.version), self.shapes.zone_at(self.camera.to_world(pos)))
        return self._hit[1]

    def target_of(self, action):
        if not action:
            return None
        word = action[0]
        if word == "patrol_move" and len(action) > 2 and action[2]:
            return action[2][-1]
        unit = choices.unit_of(action)
        if unit is not None:   # a guard card is clicked on the sentry or patrol it names (the shell's view)
            zone = choices.unit_zone(getattr(self.shell, "view", None), *unit)
            return zone if zone in self.zone_ids else None
        if word == "play":
            return next((v for v in action[2:] if isinstance(v, str) and v in self.zone_ids), None)
        at = ZONE_AT.get(word)
        if at is not None and len(action) > at and isinstance(action[at], str) and action[at] in self.zone_ids:
            return action[at]
        return None

    def keyboard_targets(self, view, targets):
        """Where the keyboard's ring goes (engine/play/shell_keys.py): the middle of each legal zone."""
        return [(self.camera.to_screen(self.shapes.anchors[t]), t) for t in targets if t in self.zone_ids]

    def asks_first(self, view, action) -> bool:
        """A card or a free listen clicked on the board is offered first: once played it cannot be taken back."""
        return bool(action) and action[0] in ("play", "card", "free_listen")

    def label(self, view, action) -> str:
        return words.describe_action(None, action)

    def describe(self, view, target) -> str:
        if target not in self.zone_ids:
            return ""
        z = self.map.zone(target)
        kind = nd.TYPE_NAME.get(z.type, z.type)
        lines = [T("{zone} — {kind}, {castle}", zone=z.name, kind=kind, castle=CASTLE_WORDS[z.castle])
                 if z.castle in CASTLE_WORDS else T("{zone} — {kind}", zone=z.name, kind=kind)]
        guards = [g for g in view["guards"] if g["zone"] == target]
        if guards:
            lines.append(T("Guards here: {guards}", guards=lists.listed(_guard_words(g) for g in guards)))
        for figure, me in view["intruders"].items():
            if me.get("zone") == target and me.get("seen"):
                lines.append(T("The {figure} is seen here.", figure=figure))
        found = view.get("searched", {}).get(target)
        if found:
            lines.append(T("Searched: nothing found") if found == "nothing" else
                         T("Searched: {what}", what=figures.secret_mark_text(found)))
        secrets = view.get("guard_secrets")
        if secrets:
            if secrets["sleeping"].get(target):
                n = secrets['sleeping'][target]
                lines.append(Tn("Your secret: {n} sleeping guard.", "Your secret: {n} sleeping guards.", n))
            what = secrets["objects"].get(target)
            if what and target not in view.get("searched", {}):
                lines.append(T("Your secret: {what}.", what=figures.secret_mark_text(what)))
        for figure, me in ((view.get("intruder_secrets") or {}).get("figures", {})).items():
            turns = [t for t, zone, _ in me.get("path", []) if zone == target]
            if 0 in turns:      # placed there in the setup: the path's dot '0'
                lines.append(T("The {figure} started here.", figure=figure))
            later = [str(t) for t in turns if t]
            if later:
                lines.append(Tn("The {figure} was here on turn {turns}.", "The {figure} was here on turns {turns}.",
                                len(later), figure=figure, turns=lists.listed(later)))
            if me.get("zone") == target and me.get("status") == "active":
                lines.append(T("The {figure} is here.", figure=figure) if view["intruders"].get(figure, {}).get("seen")
                             else T("The {figure} is here, unseen.", figure=figure))
        template = "\n".join("{line%d}" % k for k in range(len(lines)))     # one line per fact, worded when drawn
        return T(template, **{f"line{k}": line for k, line in enumerate(lines)})

    # ---- optional hooks ------------------------------------------------------------------------------
    def preferred(self, view, legal):
        pending = getattr(getattr(self.shell, "session", None), "pending", None)
        every = getattr(self.shell, "legal", None)
        return choices.preferred(view, legal, pending.seat if pending is not None else None,
                                 every if every and set(legal) <= set(every) else None)

    def advise(self, view, seat):
        """Hint (H): the bots' choice for this seat and why, from its view and the answers it is shown only."""
        return hints.advise(view, seat, getattr(self.shell, "legal", ()))

    def folded(self, view, buttons):
        return choices.folded(view, buttons)

    def guess(self, view, target, legal):
        return choices.guess(target, legal, ZONE_AT) if target in self.zone_ids else None

    def prompt(self, view, pending) -> str:
        return choices.prompt(view, pending, lambda zone: self.map.zone(zone).name)

    def status_text(self, view) -> str:
        if view.get("phase") == "over":
            return T("Game over after turn {turn}", turn=view['turn'])
        if view.get("phase") in ("guard_setup", "intruder_setup"):
            return T("Setting up")
        return T("Turn {turn} of 20 · alert {alert}", turn=view['turn'], alert=view['alert_name'])

    def help_pages(self):
        return ninja_help.HELP

    def help_index(self, view, pending) -> int:
        return ninja_help.page_for(pending)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL or (event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
                                               and getattr(event, "button", 0) in (2, 3)) or \
                event.type == pygame.MOUSEMOTION:
            return self.camera.handle_event(event)
        return False

    def reveal_view(self, ruleset, state) -> dict:
        """Every secret of a finished game in one view: the guards' view with every intruder side's map."""
        return revealed_view(ruleset, state)

    # ---- drawing ----------------------------------------------------------------------------------------
    def _final(self, view):
        """At the end of the game the final position is drawn with every secret shown."""
        sess = getattr(self.shell, "session", None)
        if view.get("phase") == "over" and sess is not None and sess.outcome is not None:
            return revealed_view(sess.ruleset, sess.state)
        return view

    def hearing(self, zone) -> dict:
        got = self._hearing.get(zone)
        if got is None:
            got = self._hearing[zone] = map_graph.hearing_distances(self.map, zone, HEAR_RANGE)
        return got

    def reach(self, zone, steps) -> dict:
        key = (zone, steps)
        got = self._reach.get(key)
        if got is None:
            got = self._reach[key] = map_graph.walking_reach(self.map, zone, steps)
        return got

    def draw(self, surface, view, highlights) -> None:
        view = self._final(view)
        cam = self.camera
        layers = self.layers
        layers.update(cam, surface.get_size(), self.map_rect,
                      Shown(label_size=label_size(cam.zoom)))
        hover = next((t for t, kind in highlights.items() if kind in ("hover", "look") and t in self.zone_ids), None)
        self._draw_map(surface, hover)
        clip = surface.get_clip()
        surface.set_clip(self.map_rect.clip(clip))
        polys = nd.screen_polygons(cam, self.map)
        if hover is not None:
            steps = WALK["guards"] if "guard_secrets" in view else WALK["intruders"]
            w = max(2, nd.px(cam, 3))
            for zid, d in self.reach(hover, steps).items():
                if d > 0:
                    pygame.draw.polygon(surface, nd.WALK, polys[zid], w)
        figures.draw_highlights(surface, cam, self.map, highlights, polys)
        # figures and marks keep off the zone names, the castle plates and the icons (layers.taken)
        clear = figures.Clear(cam, self.map, layers.taken, [*layers.label_rects.values(), *layers.plates],
                              self._placed, layers.builds, self.map_rect, self.shapes.anchors)
        figures.draw_public_marks(surface, cam, self.shapes, view, clear)
        figures.draw_guard_secrets(surface, cam, self.shapes, view, clear)
        private_map.draw_intruder_map(surface, cam, self.shapes, view, clear)
        figures.draw_guards(surface, cam, self.shapes, view, clear=clear)
        figures.draw_intruders(surface, cam, self.shapes, view, clear)
        self._figure_boxes = clear.figures
        surface.set_clip(self.panel.clip(clip))
        self.panel_cache.draw(surface, self.panel, view, self.s)
        surface.set_clip(clip)

    def _draw_map(self, surface, hover) -> None:
        """The fortress: the ground (with the hovered zone's hearing tint) and the features layer over it,
        composed once into one opaque picture kept until the hover, the camera or the window changes, so a
        frame costs one plain blit (a new position alone redraws nothing here)."""
        layers = self.layers
        key = (hover, layers.builds)
        if self._tinted_key != key:
            if self._tinted is None or self._tinted.get_size() != layers.ground.get_size():
                self._tinted = pygame.Surface(layers.ground.get_size())
            fonts.forget(self._tinted)
            self._tinted.set_clip(None)
            self._tinted.blit(layers.ground, (0, 0))
            self._tinted.set_clip(layers.clip)
            if hover is not None:
                nd.draw_hearing(self._tinted, self.camera, self.map, self.hearing(hover), self.shapes)
            layers.draw_over(self._tinted)
            self._tinted_key = key
        fonts.compose(surface, self._tinted, layers.clip.topleft, layers.clip)


def label_size(zoom) -> int:
    """Zone names in pixels: 12 when the whole map fills a 1280x800 window, growing with the zoom; never under 12
    (a smaller map sets fewer names: labels.plan_labels leaves out a name with no room, its hover names it)."""
    return max(theme.MIN_TEXT, min(18, round(zoom * 22)))


def _guard_words(g) -> str:
    guard = T("sword guard {n}", n=g["number"]) if g["weapon"] == "sword" else T("spear guard {n}", n=g["number"])
    if g["patrol"]:
        guard = T("{guard} (patrol {n})", guard=guard, n=g["patrol"])
    if g["drunk"]:
        guard = T("{guard} (drunk)", guard=guard)
    return guard


def revealed_view(ruleset, state) -> dict:
    """The guards' view of `state` with every intruder seat's private map merged in (after the game only)."""
    players = state.config["players"]
    guard_seat = state.guard_seats[0]
    out = ruleset.view(state, guard_seat)
    merged = {"figures": {}, "ropes": [], "passages": {}, "decision": None}
    for seat in range(players):
        secrets = ruleset.view(state, seat).get("intruder_secrets")
        if not secrets:
            continue
        merged["figures"].update(secrets["figures"])
        merged["ropes"] += [r for r in secrets["ropes"] if r not in merged["ropes"]]
        merged["passages"].update(secrets["passages"])
    out["intruder_secrets"] = merged
    return out
