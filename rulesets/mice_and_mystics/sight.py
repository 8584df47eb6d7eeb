"""Line of sight inside one room (M-7.7): the segment between two space centres must cross no wall or rock.

Ranged attacks, the fork and minion range all stay within one room (M-7.6, M-18.3, M-G.8), so sight is
judged on one face, in face coordinates; turning a tile turns blockers and centres alike.
"""
from __future__ import annotations

from engine import geometry
from engine.i18n import T
from rulesets.mice_and_mystics import shape


def sight_blocker(face, a: str, b: str) -> str | None:
    """What blocks the line between the centres of spaces a and b, or None when the line is clear."""
    p, q = face.centre(a), face.centre(b)
    for k, wall in enumerate(face.walls):
        if shape.segment_hits_polyline(p, q, wall):
            return T("wall {k}", k=k)
    for k, rock in enumerate(face.rock):
        if shape.segment_hits_polygon(p, q, rock):
            return T("black rock {k}", k=k)
    ends = (face.space(a).polygon, face.space(b).polygon)
    for d in face.decorations:
        # the players decide which decorations block (M-7.7); our tiles say so per decoration. A decoration
        # is part of the space it is drawn in (M-6.7), so it hides nothing from a mouse standing there.
        if any(geometry.point_in_polygon(d.at, poly) for poly in ends):
            continue
        if d.blocks_sight and shape.segment_hits_circle(p, q, d.at, d.radius):
            return T("the {name}", name=d.name)
    return None


def has_sight(face, a: str, b: str) -> bool:
    return a == b or sight_blocker(face, a, b) is None


def visible_from(face, a: str) -> set:
    """Every space of the room with line of sight from space a (a included)."""
    return {s.id for s in face.spaces if has_sight(face, a, s.id)}
