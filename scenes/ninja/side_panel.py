"""The strip beside the fortress: the Turn Record Track, the Alert Track, the viewer's own cards (a hand strip)
and, for the intruders, their missions and wounds; for the guards, their deck. Drawn from one seat's view."""
from __future__ import annotations

from collections import Counter

import pygame

from engine import i18n
from engine.i18n import N_, T, Tn
from engine.ui import fonts, theme
from rulesets.ninja.rules.words import card_name
from scenes.ninja import tracks


def split(rect: pygame.Rect, aspect: float, s: float) -> tuple[pygame.Rect, pygame.Rect]:
    """(map, panel) inside the board's rect: the map as large as its shape (width / height = aspect) allows,
    the panel in the room left — a strip under the map, or a column beside it when the window is wide."""
    rect = pygame.Rect(rect)
    # the least each needs: two rows of turns, six of cards; seven lines of 12 px beside the tracks in a small window
    strip_h, column_w = max(int(118 * s), 7 * round(theme.MIN_TEXT * 1.3) + 2 * max(2, int(6 * s))), int(240 * s)
    below = min(rect.w, (rect.h - strip_h) * aspect)
    beside = min(rect.w - column_w, rect.h * aspect)
    mw = max(1, int(max(below, beside)))
    mh = max(1, min(rect.h, int(mw / aspect)))
    if below >= beside:
        board = pygame.Rect(rect.x + (rect.w - mw) // 2, rect.y, mw, mh)
        panel = pygame.Rect(rect.x, board.bottom, rect.w, max(1, rect.bottom - board.bottom))
    else:
        board = pygame.Rect(rect.x, rect.y + (rect.h - mh) // 2, mw, mh)
        panel = pygame.Rect(board.right, rect.y, max(1, rect.right - board.right), rect.h)
    return board, panel


def is_strip(panel: pygame.Rect) -> bool:
    return panel.w > 2 * panel.h


def panel_rects(panel: pygame.Rect, s: float):
    """(turn track, alert track, the rest) inside the panel: side by side in a strip, stacked in a column."""
    pad = max(2, int(6 * s))
    if is_strip(panel):
        y, h = panel.y + pad, max(1, panel.h - 2 * pad)
        # a narrow strip (a small window) gives the cards more of its width: the tracks take two rows of boxes
        share = (0.26, 0.29) if panel.w >= 900 else (0.22, 0.22)
        turn = pygame.Rect(panel.x + pad, y, max(1, min(int(236 * s), int(panel.w * share[0]))), h)
        alert = pygame.Rect(turn.right + 2 * pad, y, max(1, min(int(262 * s), int(panel.w * share[1]))), h)
        rest = pygame.Rect(alert.right + 3 * pad, y, max(1, panel.right - alert.right - 4 * pad), h)
        return turn, alert, rest
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
            title = T("Guards' cards ({n})", n=len(hand)) if len(seats) == 1 else \
                T("Sword guards' cards ({n})", n=len(hand)) if seat == seats[0] else \
                T("Spear guards' cards ({n})", n=len(hand))
            out.append((title, _lines(hand)))
            drawn = guards.get("drawn", {}).get(str(seat), [])
            if drawn:
                out.append((T("Just drawn"), _lines(drawn)))
    mine = (view.get("intruder_secrets") or {}).get("figures", {})
    for figure, me in mine.items():
        if me.get("status") == "absent":
            continue
        state = {"active": "", "dead": N_(", dead"), "exited": N_(", escaped"), "waiting": N_(", not placed yet")}
        letter, wounds = me.get('mission') or '?', len(me.get('wounds', []))
        head = T("The {figure}: mission goal {letter} (done), wounds {n}{status}", figure=figure, letter=letter,
                 n=wounds, status=state.get(me.get('status'), '')) if me.get('mission_done') else \
            T("The {figure}: mission goal {letter}, wounds {n}{status}", figure=figure, letter=letter, n=wounds,
              status=state.get(me.get('status'), ''))
        out.append((head, _lines(me.get("hand", []))))
    return out


def legend(view) -> list[str]:
    """What the marks on the map mean, for the side this view belongs to."""
    out = [N_("Red disc: sword guard · blue square: spear"), N_("Gold ring: patrol; its arrow: its way"),
           N_("Green, jagged rim: drunk guard · grey: searched (✓ empty)")]
    if "guard_secrets" in view:
        out += [N_("Gold, yours only: ◆ goal · ▲ trap · ■ sentry · Zz sleeping")]
    if view.get("intruder_secrets"):
        out += [N_("Numbered dots: your path (the turn)"), N_("Dashed: a run · brown: a rope"),
                N_("Dark ring: your passage entrance"), N_("Dashed ring: you, unseen by the guards")]
    return out


def _lines(cards) -> list[str]:
    counts = Counter(card_name(c) for c in cards)
    return [T("{card} ×{n}", card=name, n=n) if n > 1 else name for name, n in sorted(counts.items())] or [N_("(no cards)")]


def text_items(view) -> list[tuple[str, str]]:
    """(style, text) of the panel's words in reading order: heads, cards, the intruders as the guards know
    them, then the legend. Styles: head, line, dim, legend."""
    items = []
    for title, lines in hand_groups(view):
        items.append(("head", title))
        items += [("line", T("· {card}", card=line)) for line in lines]
    public = view.get("intruders", {})
    if "guard_secrets" in view and public:
        for figure, me in public.items():
            if me.get("status") == "absent":
                continue
            where = N_("seen") if me.get("seen") else N_("hidden")
            cards = me.get("hand_size", 0)
            items.append(("dim", Tn("The {figure}: {status}, {where}, {n} card, wounds {wounds}",
                                    "The {figure}: {status}, {where}, {n} cards, wounds {wounds}", cards, figure=figure,
                                    status=STATUS_WORDS.get(me.get('status'), me.get('status')), where=where,
                                    wounds=me.get('wounds', 0))))
    items += [("legend", line) for line in legend(view)]
    return items


STATUS_WORDS = {"active": N_("in the fortress"), "dead": N_("dead"), "exited": N_("escaped"),
                "waiting": N_("not placed yet")}
STYLE = {"head": (theme.ACCENT, True), "line": (theme.TEXT, False), "dim": (theme.TEXT_DIM, False),
         "legend": (theme.TEXT_DIM, False)}


def flow_text(surface, rest: pygame.Rect, items, s: float) -> None:
    """The items in columns of `rest`, top to bottom then left to right, each wrapped to its column, at the
    largest size (13 px at 1280x800, never under 12) at which every card fits; the legend comes last
    and is left out where there is no room, rather than drawn cut."""
    base = max(theme.MIN_TEXT, round(13 * s))
    cols = max(1, rest.w // max(1, int(140 * s)))
    # smaller words first; at 12 px (a small window) the widest columns the cards fit in, up to 90 px narrow
    tries = [(size, cols) for size in range(base, theme.MIN_TEXT, -1)]
    tries += [(theme.MIN_TEXT, n) for n in range(min(cols, max(1, rest.w // 200)), max(cols, rest.w // 90) + 1)]
    for size, columns in tries:
        placed, cards_fit, all_fit = _flow(rest, items, size, columns)
        if cards_fit:
            break
    if not all_fit:     # the legend did not fit a step under the cards: at 12 px it may (small, but there)
        smaller = _flow(rest, items, size, columns, legend_size=theme.MIN_TEXT)[0]
        placed = smaller if len(smaller) > len(placed) else placed
    for line, at, sz, ink, bold in placed:
        fonts.blit_text(surface, line, at, sz, ink, bold=bold)


def _flow(rest, items, size, cols, legend_size=None):
    """([(line, position, size, ink, bold)], whether every item but the legend found room in `cols` columns,
    whether every item did)."""
    # the legend a step under the cards, growing with them (at 200 % a 12 px legend would be unreadably small)
    small = legend_size or max(theme.MIN_TEXT, round(size * 12 / 13))
    col_w = rest.w // cols
    x, y, col = rest.x, rest.y, 0
    placed = []
    for index, (style, text) in enumerate(items):
        ink, bold = STYLE[style]
        sz = small if style == "legend" else size
        line_h = fonts.font(sz, bold).get_linesize()
        if i18n.language() != "en":
            line_h = min(line_h, round(sz * 1.3))      # Noto CJK's line box is 1.5 em; its ink needs 1.3
        lines = fonts.wrap(text, sz, col_w - 10, bold=bold)
        if style == "head" and y > rest.y:
            y += line_h // 3
        # the last line's whole drawn box stays inside: a line with a symbol (✓) is drawn a pixel taller than the step
        box_h = max(line_h, fonts.render(lines[-1], sz, ink, bold).get_height()) if lines else line_h
        tall = (len(lines) - 1) * line_h + box_h
        if style == "head" and index + 1 < len(items) and items[index + 1][0] != "head":
            tall += line_h      # a heading keeps its first line with it, never alone at a column's foot
        if y + tall > rest.bottom and y > rest.y:
            col += 1
            x, y = rest.x + col * col_w, rest.y
        if col >= cols or y + tall > rest.bottom:
            return placed, style == "legend", False
        for line in lines:
            placed.append((line, (x, y), sz, ink, bold))
            y += line_h
    return placed, True, True


def draw_panel(surface, panel: pygame.Rect, view, s: float) -> None:
    pygame.draw.rect(surface, theme.PANEL, panel)
    pygame.draw.line(surface, theme.PANEL_EDGE, panel.topleft,
                     panel.topright if is_strip(panel) else panel.bottomleft)
    turn_rect, alert_rect, rest = panel_rects(panel, s)
    turn = view.get("turn")
    tracks.draw_turn_track(surface, turn_rect, turn if isinstance(turn, int) and 1 <= turn <= 20 else None, s)
    tracks.draw_alert_track(surface, alert_rect, view.get("alert", 0), s)
    clip = surface.get_clip()
    surface.set_clip(rest.clip(clip))
    flow_text(surface, rest, text_items(view), s)
    surface.set_clip(clip)


class PanelCache:
    """The side panel drawn once per change of what it shows (turn, alert, cards, intruders), then blitted."""

    def __init__(self):
        self.surface = None
        self.key = None

    def draw(self, surface, panel: pygame.Rect, view, s: float) -> None:
        key = (tuple(panel), s, i18n.generation, view.get("turn"), view.get("alert"), repr(hand_groups(view)),
               repr(view.get("intruders")), "guard_secrets" in view, bool(view.get("intruder_secrets")))
        if key != self.key or self.surface is None:
            if self.surface is None or self.surface.get_size() != panel.size:
                self.surface = pygame.Surface(panel.size)
            fonts.forget(self.surface)
            draw_panel(self.surface, pygame.Rect(0, 0, panel.w, panel.h), view, s)
            self.key = key
        fonts.compose(surface, self.surface, panel.topleft)
