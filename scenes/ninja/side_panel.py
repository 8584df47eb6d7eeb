"""The strip beside the fortress: the Turn Record Track, the Alert Track, the viewer's own cards (a hand strip)
and, for the intruders, their missions and wounds; for the guards, their deck. Drawn from one seat's view."""
from __future__ import annotations

from collections import Counter

import pygame

from engine.ui import fonts, theme
from rulesets.ninja.rules.words import card_name
from scenes.ninja import tracks


def panel_rects(panel: pygame.Rect, s: float):
    """(turn track, alert track, the rest) inside the panel."""
    pad = max(2, int(8 * s))
    x, w = panel.x + pad, max(1, panel.w - 2 * pad)
    turn = pygame.Rect(x, panel.y + pad, w, max(1, int(min(84 * s, panel.h * 0.2))))
    alert = pygame.Rect(x, turn.bottom + pad, w, max(1, int(min(62 * s, panel.h * 0.15))))
    rest = pygame.Rect(x, alert.bottom + pad, w, max(1, panel.bottom - alert.bottom - 2 * pad))
    return turn, alert, rest


def hand_groups(view) -> list[tuple[str, list[str]]]:
    """[(title, [card lines])] of the hands this view may see: the guards' own, or each known intruder's."""
    out = []
    guards = view.get("guard_secrets")
    if guards:
        seats = view.get("guard_seats", [0])
        for seat in seats:
            hand = guards["hands"].get(str(seat), [])
            title = "Guards' cards" if len(seats) == 1 else ("Sword guards' cards" if seat == seats[0]
                                                             else "Spear guards' cards")
            out.append((f"{title} ({len(hand)})", _lines(hand)))
            drawn = guards.get("drawn", {}).get(str(seat), [])
            if drawn:
                out.append(("Just drawn", _lines(drawn)))
    mine = (view.get("intruder_secrets") or {}).get("figures", {})
    for figure, me in mine.items():
        if me.get("status") == "absent":
            continue
        state = {"active": "", "dead": ", dead", "exited": ", escaped", "waiting": ", not placed yet"}
        head = f"The {figure}: mission goal {me.get('mission') or '?'}{' (done)' if me.get('mission_done') else ''}"
        head += f", wounds {len(me.get('wounds', []))}{state.get(me.get('status'), '')}"
        out.append((head, _lines(me.get("hand", []))))
    return out


def legend(view) -> list[str]:
    """What the marks on the map mean, for the side this view belongs to."""
    out = ["Red disc: sword guard · blue: spear", "Gold ring: patrol; its arrow: its way",
           "Green disc: drunk guard"]
    if "guard_secrets" in view:
        out += ["Dashed gold: your secret marks:", "  Zz sleeping guards, goals, traps,", "  hidden sentries"]
    if view.get("intruder_secrets"):
        out += ["Numbered dots: your path (the turn)", "Dashed: a run · brown: a rope",
                "Dark circle: your passage entrance", "Dashed ring: you, unseen by the guards"]
    return out


def _lines(cards) -> list[str]:
    counts = Counter(card_name(c) for c in cards)
    return [f"{name} ×{n}" if n > 1 else name for name, n in sorted(counts.items())] or ["(no cards)"]


def draw_panel(surface, panel: pygame.Rect, view, s: float) -> None:
    pygame.draw.rect(surface, theme.PANEL, panel)
    pygame.draw.line(surface, theme.PANEL_EDGE, panel.topleft, panel.bottomleft)
    turn_rect, alert_rect, rest = panel_rects(panel, s)
    turn = view.get("turn")
    tracks.draw_turn_track(surface, turn_rect, turn if isinstance(turn, int) and 1 <= turn <= 20 else None)
    tracks.draw_alert_track(surface, alert_rect, view.get("alert", 0))
    size = max(9, int(14 * s))
    line_h = fonts.font(size).get_height()
    y = rest.y
    clip = surface.get_clip()
    surface.set_clip(rest.clip(clip))
    for title, lines in hand_groups(view):
        for text in fonts.wrap(title, size, rest.w, bold=True):
            fonts.blit_text(surface, text, (rest.x, y), size, theme.ACCENT, bold=True)
            y += line_h
        for line in lines:
            fonts.blit_text(surface, "· " + fonts.clip_to_width(line, size, rest.w - 10), (rest.x + 4, y), size,
                            theme.TEXT)
            y += line_h
        y += line_h // 2
    public = view.get("intruders", {})
    if "guard_secrets" in view and public:
        for figure, me in public.items():
            if me.get("status") == "absent":
                continue
            where = "seen" if me.get("seen") else "hidden"
            cards = me.get("hand_size", 0)
            text = f"The {figure}: {me.get('status')}, {where}, {cards} card{'' if cards == 1 else 's'}, " \
                   f"wounds {me.get('wounds', 0)}"
            for part in fonts.wrap(text, size, rest.w):
                fonts.blit_text(surface, part, (rest.x, y), size, theme.TEXT_DIM)
                y += line_h
    small = max(8, size - 2)
    small_h = fonts.font(small).get_height()
    lines = legend(view)
    y = max(y + line_h // 2, rest.bottom - len(lines) * small_h)
    for line in lines:
        fonts.blit_text(surface, fonts.clip_to_width(line, small, rest.w), (rest.x, y), small, theme.TEXT_DIM)
        y += small_h
    surface.set_clip(clip)


class PanelCache:
    """The side panel drawn once per change of what it shows (turn, alert, cards, intruders), then blitted."""

    def __init__(self):
        self.surface = None
        self.key = None

    def draw(self, surface, panel: pygame.Rect, view, s: float) -> None:
        key = (tuple(panel), s, view.get("turn"), view.get("alert"), repr(hand_groups(view)),
               repr(view.get("intruders")), "guard_secrets" in view, bool(view.get("intruder_secrets")))
        if key != self.key or self.surface is None:
            self.surface = pygame.Surface(panel.size)
            draw_panel(self.surface, pygame.Rect(0, 0, panel.w, panel.h), view, s)
            self.key = key
        surface.blit(self.surface, panel.topleft)
