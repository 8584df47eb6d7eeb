"""The intruders' private map — the digital paper pad: each known intruder's path this game with turn numbers,
walks and runs, ropes and secret passage entrances. Drawn only from `intruder_secrets` of the view it is given,
which the rules put only in an intruder seat's view (or in the revealed view after the game)."""
from __future__ import annotations

import pygame

from engine.ui import draw, fonts
from scenes.ninja import figures

PATH_RGB = {"ninja": (250, 250, 255), "traitor": (214, 150, 250)}
# one seat may hold both intruders: their visits differ by shape too, never by colour alone (issue 17)
PATH_SHAPE = {"ninja": "circle", "traitor": "diamond"}
ROPE_RGB = (176, 126, 64)
PASSAGE_RGB = (70, 46, 26)


def path_legs(path) -> list:
    """[(from zone, to zone, turn, how)] of a path; how = walk, run (2 or more zones in one turn), rope,
    passage or start (a new start after a death: no line is drawn to it)."""
    per_turn: dict = {}
    for turn, _zone, note in path:
        if note in ("move", "rope"):
            per_turn[turn] = per_turn.get(turn, 0) + 1
    legs = []
    for (_, a, _), (turn, b, note) in zip(path, path[1:]):
        if note == "start":
            how = "start"
        elif note in ("rope", "passage", "exit"):
            how = note
        else:
            how = "run" if per_turn.get(turn, 0) > 1 else "walk"
        legs.append((a, b, turn, how))
    return legs


def _zone_point(cam, shapes, zone, k, r):
    """A visit's dot near the zone's anchor; later visits step aside so no number hides another."""
    x, y = cam.to_screen(shapes.anchors[zone])
    return (int(x + (k % 3 - 1) * 2.2 * r + 1.6 * r), int(y + 1.8 * r + (k // 3) * 2.2 * r))


def draw_intruder_map(surface, cam, shapes, view, clear=None) -> None:
    secrets = view.get("intruder_secrets")
    if not secrets:
        return
    r = figures.token_radius(cam)
    for _owner, a, b in secrets.get("ropes", []):
        figures.draw_rope(surface, cam, shapes, a, b, r + 2)
    for ends in secrets.get("passages", {}).values():
        for zone in ends:
            if zone in shapes.anchors:
                figures.entrance_ring(surface, cam, shapes, zone, r, PASSAGE_RGB, clear, inner=(240, 220, 180))
    for figure, me in secrets.get("figures", {}).items():
        draw_path(surface, cam, shapes, me.get("path", []), PATH_RGB.get(figure, PATH_RGB["ninja"]), r, clear,
                  PATH_SHAPE.get(figure, "circle"))


def _visit(surface, p, r, rgb, shape: str) -> None:
    """A visit's dot: a disc (the ninja's) or a diamond (the traitor's), with a dark edge."""
    if shape == "diamond":
        x, y = p
        d = int(r * 1.25) + 1      # a disc's area: a two-digit turn number still fits inside
        pygame.draw.polygon(surface, figures.INK, [(x, y - d - 2), (x + d + 2, y), (x, y + d + 2), (x - d - 2, y)])
        pygame.draw.polygon(surface, rgb, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)])
    else:
        pygame.draw.circle(surface, figures.INK, p, r + 1)
        pygame.draw.circle(surface, rgb, p, r)


def draw_path(surface, cam, shapes, path, rgb, r, clear=None, shape: str = "circle") -> None:
    visits: dict = {}
    points = []
    for _turn, zone, _note in path:
        if zone not in shapes.anchors:
            points.append(None)
            continue
        k = visits.get(zone, 0)
        visits[zone] = k + 1
        p = _zone_point(cam, shapes, zone, k, r)
        if clear is not None:   # a dot moves off the names and the dots before it
            box = clear.place(surface, zone, pygame.Rect(p[0] - r - 1, p[1] - r - 1, 2 * r + 3, 2 * r + 3), "path")
            p = box.center
        points.append(p)
    width = max(2, r // 3)
    for (a, b, _turn, how), p, q in zip(path_legs(path), points, points[1:]):
        if p is None or q is None or how == "start":
            continue
        if how == "rope":
            draw.dashed_line(surface, ROPE_RGB, p, q, width=width + 1, dash=5, gap=4)
        elif how == "run":
            draw.dashed_line(surface, rgb, p, q, width=width, dash=10, gap=5)
        else:
            pygame.draw.line(surface, rgb, p, q, width)
    for (turn, _zone, note), p in zip(path, points):
        if p is None:
            continue
        _visit(surface, p, r, rgb, shape)
        if note == "start":
            pygame.draw.circle(surface, (255, 214, 90), p, r + 2, 2)
        elif note == "passage":
            pygame.draw.circle(surface, PASSAGE_RGB, p, r + 3, 2)
        fonts.blit_text(surface, str(turn), p, figures.figure_text(r), figures.INK, bold=True, anchor="center",
                        kind="figure")
