"""A pymunk dice tray: dice are thrown, bounce and settle to show faces the rules already rolled.

The tray never decides a value. The rules roll with their seeded RNG; the tray is told the
results and only animates dice coming to rest on those faces. While tumbling, the face shown
follows the die's spin so it looks alive; once at rest (or skipped) it shows the real value.
"""
from __future__ import annotations

import math
import random

import pygame
import pymunk

from engine.ui import fonts, pictograms
from engine.ui.symbols import COLOUR_SHAPES

# value -> (fill colour, glyph): the glyph is a pictogram name (engine/ui/pictograms.py), some text, or None.
# Every colour has its own shape as well, so no face is known by its colour alone (colour-blind players).
# The shapes are engine/ui/symbols.py's table, the one figures, tokens and boards of that colour carry too.
DEFAULT_FACES = {name: (rgb, COLOUR_SHAPES[name]) for name, rgb in (
    ("red", (206, 62, 52)), ("yellow", (236, 200, 60)), ("green", (80, 168, 88)), ("blue", (62, 110, 206)),
    ("black", (22, 22, 26)), ("white", (244, 242, 236)))}

SETTLE_SPEED = 12.0      # px/s: below this (and barely spinning) a die counts as at rest
SETTLE_SPIN = 0.35       # rad/s
MAX_ANIM_TIME = 2.2      # s: a stubborn die is stopped here so the game never waits long
STEP = 1 / 120.0


class DiceTray:
    """Owns a pymunk space inside `rect`; roll(values) throws len(values) dice that end on `values`."""

    def __init__(self, rect=(0, 0, 300, 120), faces=None, animate: bool = True, seed: int = 0):
        self.rect = pygame.Rect(rect)
        self.faces = dict(DEFAULT_FACES if faces is None else faces)
        self.animate = animate
        # animation jitter only; never the game's RNG, so watching dice cannot change the game
        self._anim_rng = random.Random(seed)
        self.values: list = []
        self.labels: list[str] = []
        self.space = None
        self.bodies: list[pymunk.Body] = []
        self.elapsed = 0.0
        self.settled = True
        self.caption = ""
        self._acc = 0.0

    # ---- geometry ----------------------------------------------------------------
    @property
    def floor(self) -> pygame.Rect:
        """Where dice may roll: the tray minus a strip at the top for the caption."""
        cap = int(max(14, self.rect.h * 0.17))
        return pygame.Rect(self.rect.x, self.rect.y + cap, self.rect.w, self.rect.h - cap)

    @property
    def die_size(self) -> float:
        n = max(1, len(self.values))
        return max(16.0, min(self.floor.h * 0.4, self.rect.w / (n * 2.0 + 1.0)))

    def set_rect(self, rect) -> None:
        """Move/resize the tray; dice at rest are laid out again, flying dice are simply re-thrown."""
        rect = pygame.Rect(rect)
        if rect == self.rect:
            return
        self.rect = rect
        if self.values:
            was_settled = self.settled
            self._build_space()
            if was_settled or not self.animate:
                self._lay_out_at_rest()

    def _build_space(self) -> None:
        space = pymunk.Space()
        space.gravity = (0, 0)  # seen from above: the felt's friction is the damping
        space.damping = 0.35
        r = self.floor
        pad = 3
        corners = [(r.left + pad, r.top + pad), (r.right - pad, r.top + pad),
                   (r.right - pad, r.bottom - pad), (r.left + pad, r.bottom - pad)]
        for i in range(4):
            wall = pymunk.Segment(space.static_body, corners[i], corners[(i + 1) % 4], 3)
            wall.elasticity, wall.friction = 0.75, 0.6
            space.add(wall)
        self.bodies = []
        s = self.die_size
        for i in range(len(self.values)):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (s, s)))
            shape = pymunk.Poly.create_box(body, (s, s), radius=s * 0.08)
            shape.elasticity, shape.friction = 0.6, 0.7
            space.add(body, shape)
            self.bodies.append(body)
        self.space = space
        self._throw()

    def _throw(self) -> None:
        r, s, rng = self.floor, self.die_size, self._anim_rng
        n = len(self.bodies)
        for i, body in enumerate(self.bodies):
            # staggered two-row start so no two dice overlap (overlaps would kill their momentum)
            col, row = divmod(i, 2) if n > 1 else (0, 0.5)
            x = r.left + s * (0.9 + 1.5 * col)
            y = r.top + r.h * (0.3 + 0.4 * row) if n > 1 else r.centery
            body.position = (x + rng.uniform(0, s * 0.2), y + rng.uniform(-3, 3))
            body.velocity = (rng.uniform(0.8, 1.2) * r.w * 1.1, rng.uniform(-0.6, 0.6) * r.h * 1.6)
            body.angular_velocity = rng.uniform(-14, 14)
            body.angle = rng.uniform(0, math.tau)

    def _lay_out_at_rest(self) -> None:
        """Dice in a tidy row, slightly askew: the final picture when not animating."""
        r, s = self.floor, self.die_size
        n = len(self.bodies)
        gap = (r.w - n * s) / (n + 1)
        for i, body in enumerate(self.bodies):
            body.position = (r.left + gap * (i + 1) + s * (i + 0.5), r.centery)
            body.velocity = (0, 0)
            body.angular_velocity = 0
            body.angle = (0.12 if i % 2 else -0.09)

    # ---- rolling -------------------------------------------------------------------
    def roll(self, values, caption: str = "", labels=None) -> None:
        """Throw dice that will come to rest showing `values` (rolled by the rules, not here)."""
        self.values = list(values)
        self.labels = list(labels) if labels else []
        self.caption = caption
        self.elapsed = 0.0
        self._acc = 0.0
        self._build_space()
        if self.animate and self.values:
            self.settled = False
        else:
            self._lay_out_at_rest()
            self.settled = True

    def skip(self) -> None:
        """Stop the animation now (a click or space): the dice show their faces where they are."""
        if not self.settled:
            for body in self.bodies:
                body.velocity = (0, 0)
                body.angular_velocity = 0
            self._keep_inside()
            self.settled = True

    def clear(self) -> None:
        self.values, self.bodies, self.space, self.caption = [], [], None, ""
        self.settled = True

    def update(self, dt: float) -> None:
        if self.settled or self.space is None:
            return
        self._acc += min(dt, 0.1)
        while self._acc >= STEP:
            self.space.step(STEP)
            self._acc -= STEP
            self.elapsed += STEP
        at_rest = all(b.velocity.length < SETTLE_SPEED and abs(b.angular_velocity) < SETTLE_SPIN
                      for b in self.bodies)
        if at_rest or self.elapsed >= MAX_ANIM_TIME:
            self.skip()

    def _keep_inside(self) -> None:
        inner = self.floor.inflate(-self.die_size, -self.die_size)
        for body in self.bodies:
            x = min(max(body.position.x, inner.left), inner.right)
            y = min(max(body.position.y, inner.top), inner.bottom)
            body.position = (x, y)

    # ---- what is shown -------------------------------------------------------------
    def shown_faces(self) -> list:
        """The face each die shows now: the real value at rest, a spin-driven face while tumbling."""
        if self.settled:
            return list(self.values)
        keys = list(self.faces) or list(self.values)
        out = []
        for i, body in enumerate(self.bodies):
            k = int(abs(body.angle) / (math.pi / 2) + i) % len(keys)
            out.append(keys[k])
        return out

    def die_centres(self) -> list[tuple[int, int]]:
        return [(int(b.position.x), int(b.position.y)) for b in self.bodies]

    def hit(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    # ---- drawing ---------------------------------------------------------------------
    def draw(self, surface) -> None:
        r = self.rect
        felt = (34, 70, 52)
        pygame.draw.rect(surface, (58, 40, 26), r.inflate(8, 8), border_radius=10)
        pygame.draw.rect(surface, felt, r, border_radius=8)
        pygame.draw.rect(surface, (22, 48, 36), r, 2, border_radius=8)
        if self.caption:
            fs = max(12, int(r.h * 0.12))
            fonts.blit_text(surface, self.caption, (r.x + 8, r.y + 3), fs, (210, 226, 214))
            pygame.draw.line(surface, (26, 56, 42), (r.x + 6, self.floor.y), (r.right - 6, self.floor.y))
        s = self.die_size
        for body, face in zip(self.bodies, self.shown_faces()):
            self._draw_die(surface, body.position, body.angle, s, face)
        if self.settled:
            # numbered badges, drawn after every die so none hides another's number
            fs = max(12, int(s * 0.32))
            for body, text in zip(self.bodies, self.labels):
                if text:
                    c = (int(body.position.x - s * 0.5), int(body.position.y - s * 0.5))
                    pygame.draw.circle(surface, (20, 22, 28), c, int(fs * 0.75))
                    pygame.draw.circle(surface, (240, 236, 220), c, int(fs * 0.75), 1)
                    fonts.blit_text(surface, text, c, fs, (240, 236, 220), bold=True, anchor="center")

    def _draw_die(self, surface, pos, angle, s, face) -> None:
        fill, glyph = self.faces.get(face, ((150, 150, 158), str(face)[:3]))
        cx, cy = pos
        half = s / 2
        pts = []
        for k in range(4):
            a = angle + math.pi / 4 + k * math.pi / 2
            pts.append((cx + half * math.sqrt(2) * math.cos(a), cy + half * math.sqrt(2) * math.sin(a)))
        shadow = [(x + 3, y + 4) for x, y in pts]
        pygame.draw.polygon(surface, (16, 34, 24), shadow)
        pygame.draw.polygon(surface, fill, pts)
        dark = sum(fill) < 200
        edge = (235, 235, 240) if dark else (40, 36, 30)
        if dark:   # a dark die on the dark felt: a light rim so it is seen at once
            pygame.draw.polygon(surface, (150, 150, 160), [(x + (x - cx) * 0.12, y + (y - cy) * 0.12)
                                                           for x, y in pts], 3)
        pygame.draw.aalines(surface, edge, True, pts)
        pygame.draw.polygon(surface, edge, pts, 2)
        if glyph:
            ink = (250, 250, 250) if sum(fill) < 380 else (30, 28, 26)
            if not pictograms.draw(surface, glyph, (cx, cy), s * 0.5, ink):
                fonts.blit_text(surface, glyph, (cx, cy), max(12, int(s * 0.42)), ink, bold=True, anchor="center")


def tray_skip_event(event) -> bool:
    """The input that skips a dice animation: a left click or the space bar."""
    return ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
            or (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE))

