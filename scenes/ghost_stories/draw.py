"""Draws the Ghost Stories table (village, Taoist boards, portal, receptacles) from plain inputs.

Used by the preview and the play scene. Everything is drawn through a `view` with `to_screen(p)`
and `zoom` (an engine Camera; `fit_view` makes one for a layout rect). Live contents come in as
plain dicts, all optional, unknown keys ignored:

  tiles        {cell: {"haunted": bool, "villagers": [family, ...] (top last) or int,
                       "taoists": [colour, ...], "buddhas": int, "prayer": colour, "power_tokens": int}}
  spaces       {space id: {"ghost": {"name": str, "colour": str, "requirement": int, "wu_feng": bool},
                           "haunter": step id or "card", "buddha": bool, "su_ling": bool, "mantra": bool}}
  receptacles  {receptacle id: {"crystal": bool}}
  boards       {board id: {"label": str, "side": "A"|"B", "qi": int, "active": bool, "disabled": bool}}
"""
from __future__ import annotations

import pygame

from engine.i18n import N_, _
from engine.ui import draw, fonts, symbols
from engine.ui.camera import Camera
from engine.ui.theme import MIN_TEXT
from scenes.ghost_stories import icons
from scenes.ghost_stories.layout import centre, table_geometry
from scenes.ghost_stories.table_names import ghost_name_lines, tile_name_lines  # noqa: F401 (tests read them here)

BOARD_RGB = {"red": (196, 72, 60), "yellow": (222, 178, 64), "green": (84, 160, 96), "blue": (74, 124, 204),
             "black": (40, 40, 46)}
PARCHMENT = (222, 205, 166)
PARCHMENT_EDGE = (142, 112, 74)
INK = (62, 44, 30)
HAUNTED = (70, 60, 92)
HAUNTED_INK = (206, 196, 236)
VILLAGE_GROUND = (58, 52, 44)
MOON = (196, 226, 240)
MOON_DIM = (92, 110, 124)
SELECT = (255, 236, 150)


def mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def fit_view(rect, board, margin: float = 0.02) -> Camera:
    """A camera showing the whole table inside `rect` (for scenes without pan/zoom)."""
    cam = Camera(pygame.Rect(rect))
    cam.fit(table_geometry(board).bounds, margin)
    return cam


def srect(view, rect) -> pygame.Rect:
    x0, y0 = view.to_screen((rect[0], rect[1]))
    x1, y1 = view.to_screen((rect[2], rect[3]))
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


class clipped:
    """Within the block, drawing stays inside `rect` (and inside any clip already set)."""

    def __init__(self, surface, rect):
        self.surface, self.rect = surface, pygame.Rect(rect)

    def __enter__(self):
        self.old = self.surface.get_clip()
        self.surface.set_clip(self.old.clip(self.rect))

    def __exit__(self, *exc):
        self.surface.set_clip(self.old)


def _px(view, units: float, lo: int = 1) -> int:
    return max(lo, int(round(units * view.zoom)))


def _village_dict(board, village) -> dict:
    return dict(village) if isinstance(village, dict) else board.village_map(tuple(village))


# ---- village --------------------------------------------------------------------------------------
def draw_village(surface, view, board, village, portal=None, tiles=None, names=True):
    geo = table_geometry(board)
    ground = srect(view, (-0.06, -0.06, geo.size + 0.06, geo.size + 0.06))
    pygame.draw.rect(surface, VILLAGE_GROUND, ground, border_radius=_px(view, 0.08))
    placed = _village_dict(board, village)
    tiles = tiles or {}
    for cell in board.cells:
        tile_id = placed.get(cell)
        if tile_id is None:
            continue
        _draw_tile(surface, view, board.tile(tile_id), srect(view, geo.cells[cell]), tiles.get(cell, {}),
                   cell == portal, tuple(t.name for t in board.tiles) if names else ())


def _draw_tile(surface, view, tile, r: pygame.Rect, live: dict, is_portal: bool, names: tuple):
    """One village tile; `names` are every tile's name (one size for all of them), empty for none."""
    haunted = bool(live.get("haunted"))
    fill, ink = (HAUNTED, HAUNTED_INK) if haunted else (PARCHMENT, INK)
    rad = max(2, r.w // 14)
    pygame.draw.rect(surface, mix(fill, (0, 0, 0), 0.25), r.move(0, max(1, r.h // 40)), border_radius=rad)
    pygame.draw.rect(surface, fill, r, border_radius=rad)
    pygame.draw.rect(surface, mix(fill, ink, 0.35), r.inflate(-2 * max(2, r.w // 22), -2 * max(2, r.w // 22)),
                     1, border_radius=rad)
    pygame.draw.rect(surface, PARCHMENT_EDGE if not haunted else (40, 34, 56), r, max(1, r.w // 60), border_radius=rad)
    lines, size = ((), MIN_TEXT) if not names else tile_name_lines(tile.name, r.w, names)
    lh = fonts.font(size, True).get_linesize()
    text_top = r.bottom - r.h * 0.07 - len(lines) * lh
    top = r.y + r.h * (0.2 if is_portal else 0.08)
    # the icon fills the room left above the name, whatever its number of lines
    icon_r = max(4.0, min(r.w * 0.2, (text_top - top) * 0.42))
    icon_c = (r.centerx, (top + text_top) / 2)
    if haunted:
        icons.ghost(surface, icon_c, icon_r * 1.15, (226, 222, 246), (30, 24, 44))
        fonts.blit_text(surface, _("haunted"), (r.centerx, r.y + r.h * 0.1), size, HAUNTED_INK, anchor="center")
    else:
        icons.action_icon(surface, tile.action.keyword, icon_c, icon_r, ink, mix(fill, (255, 255, 255), 0.45))
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, (r.centerx, text_top + i * lh), size, ink, bold=True, anchor="midtop")
    tab_bottom = _draw_portal_mark(surface, r) if is_portal else None
    _draw_tile_contents(surface, r, live, tab_bottom)


# A tile's corner badges: Buddhas on it, power tokens on it (the hover panel says them in full words). The letter is
# the language's own short word, never an English initial for a Chinese reader.
TILE_BADGES = (("buddhas", N_("B{n}")), ("power_tokens", N_("P{n}")))


def _draw_portal_mark(surface, r: pygame.Rect) -> int:
    """A moonlit frame and a 'Portal' tab at the top of the tile (G-3.2); returns the tab's bottom edge."""
    inset = max(3, r.w // 24)
    pygame.draw.rect(surface, MOON, r.inflate(-inset, -inset), max(2, r.w // 30), border_radius=max(2, r.w // 14))
    size = max(MIN_TEXT, int(r.w * 0.12))
    label = fonts.render(_("Portal"), size, (20, 34, 46), True)
    gate_r = size * 0.42
    tab = pygame.Rect(0, 0, label.get_width() + int(gate_r * 2) + size, int(size * 1.5))
    worded = tab.w <= r.w - 2 * inset     # a small tile: the gate alone (the frame and the hover say Portal)
    if not worded:
        tab.w = int(gate_r * 2 + size * 0.7)
    tab.midtop = (r.centerx, r.y + inset // 2)
    pygame.draw.rect(surface, MOON, tab, border_radius=tab.h // 2)
    icons.portal_gate(surface, (tab.x + size * 0.35 + gate_r, tab.centery), gate_r * 0.85, (20, 34, 46), MOON)
    fonts.note_figure(surface, tab, "Portal")
    if worded:
        fonts.blit_text(surface, _("Portal"), label.get_rect(midright=(tab.right - size * 0.4, tab.centery)).topleft, size,
                        (20, 34, 46), True, kind="figure")
    return tab.bottom


def _draw_tile_contents(surface, r: pygame.Rect, live: dict, below: int | None = None):
    """Pieces stand on the tile art, never on its name: Taoists in a row across the middle,
    villagers down the right edge (top of the stack uppermost), tokens down the left edge, starting `below`
    the Portal tab where the tile has one."""
    u = r.w / 100.0
    villagers = live.get("villagers") or []
    names = [] if isinstance(villagers, int) else [str(v) for v in villagers]
    count = villagers if isinstance(villagers, int) else len(villagers)
    for i in range(min(count, 3)):
        x, y = r.right - 12 * u, r.y + (48 - i * 15) * u   # clear of a two-line name below
        pawn = (250, 240, 220) if i == count - 1 else (200, 190, 172)
        draw.polygon(surface, pawn, [(x - 6 * u, y + 6 * u), (x, y - 5 * u), (x + 6 * u, y + 6 * u)])
        pygame.draw.circle(surface, pawn, (x, y - 6 * u), 4 * u)
        pygame.draw.circle(surface, INK, (x, y - 6 * u), 4 * u, 1)
        pygame.draw.lines(surface, INK, False, [(x - 6 * u, y + 6 * u), (x, y - 3 * u), (x + 6 * u, y + 6 * u)], 1)
        if i < len(names) and names[i] and int(7 * u) >= MIN_TEXT:   # a small pawn: its hover names it
            # the first letter of the villager's name, in Chinese its first character
            fonts.blit_text(surface, _(names[i])[:1], (x, y + 2 * u), int(7 * u), INK, bold=True, anchor="center")
    taoists = list(live.get("taoists") or [])
    rad = 7 * u
    for i, colour in enumerate(taoists):
        x = r.centerx + (i - (len(taoists) - 1) / 2) * rad * 2.2
        y = r.y + 58 * u
        pygame.draw.circle(surface, (16, 16, 16), (x + u, y + 1.5 * u), rad)
        symbols.chip(surface, colour, BOARD_RGB.get(colour, (200, 200, 200)), (x, y), rad)
    y = r.y + 20 * u   # tokens down the left edge, above the name (a token's top is 6u above its y)
    if below is not None:
        y = max(y, below + 7 * u)
    chip = max(MIN_TEXT, int(13.5 * u))
    if live.get("prayer"):
        symbols.chip(surface, live["prayer"], BOARD_RGB.get(live["prayer"], (200, 200, 200)), (r.x + 12 * u, y),
                     6 * u, rim=INK)
        y += 13 * u
    for key, label in TILE_BADGES:
        n = live.get(key)
        if n:
            badge = _(label).format(n=n)
            tw, th = fonts.font(chip, True, badge).size(badge)
            box = pygame.Rect(0, 0, tw + int(4 * u), th + int(u))
            box.midtop = (int(r.x + 12 * u), int(y - 6 * u))
            pygame.draw.rect(surface, (250, 214, 90) if key == "buddhas" else (180, 200, 230), box,
                             border_radius=max(2, int(3 * u)))
            pygame.draw.rect(surface, INK, box, 1, border_radius=max(2, int(3 * u)))
            fonts.blit_text(surface, badge, box.center, chip, INK, bold=True, anchor="center")
            y += box.h + 2 * u


# ---- Taoist boards ----------------------------------------------------------------------------------
POWER_TEXT_MIN = MIN_TEXT   # px: a board's power is read from across the table


def draw_boards(surface, view, board, spaces=None, boards=None):
    geo = table_geometry(board)
    spaces, boards = spaces or {}, boards or {}
    for b in board.boards:
        live = boards.get(b.id, {})
        colour = BOARD_RGB[b.colour]
        body = srect(view, geo.boards[b.id])
        rad = _px(view, 0.1, 2)
        pygame.draw.rect(surface, mix(colour, (16, 16, 20), 0.72), body, border_radius=rad)
        edge = SELECT if live.get("active") else mix(colour, (255, 255, 255), 0.1)
        pygame.draw.rect(surface, edge, body, max(2, _px(view, 0.025)), border_radius=rad)
        header = srect(view, geo.headers[b.id])
        with clipped(surface, header):
            tag = _draw_header(surface, view, b, header, colour, live)
            if tag is not None:
                _draw_qi(surface, tag, int(live["qi"]), qi_size(header))
        for sp in b.spaces:
            _draw_space(surface, view, board, b, sp, colour, spaces.get(sp.id, {}))


def _draw_header(surface, view, b, r: pygame.Rect, colour, live: dict):
    wide = r.w > r.h
    pygame.draw.rect(surface, mix(colour, (20, 20, 24), 0.5), r, border_radius=max(2, min(r.w, r.h) // 8))
    # the board's colour as a shape (the dice and tokens of that colour carry it too): left of the title
    rad = max(5, int(min(r.w, r.h) * (0.3 if r.w > r.h else 0.12)))
    margin = max(3, rad // 2)
    title = _(b.name) + (f"  ·  {live['label']}" if live.get("label") else "")
    side = live.get("side")
    disabled = bool(live.get("disabled"))
    text = (250, 246, 236)
    dim = mix(text, colour, 0.4) if not disabled else (150, 150, 150)
    qi = live.get("qi")
    tag = qi_tag(r, int(qi), wide) if qi is not None else None
    if wide:  # N/S: the title beside the Qi tag, the power line under both across the whole band
        t = max(POWER_TEXT_MIN, int(r.h * 0.32))   # power text stays readable (>= 12 px) at 1280x800
        pad = max(2, r.h // 10)
        pw = f"A  {_(b.powers.A.name)}      B  {_(b.powers.B.name)}"
        short = None
        if side:
            pw = _("Side {side}: {power}").format(side=side, power=_(getattr(b.powers, side).name)) + (_("  (disabled)") if disabled else "")
            short = _(getattr(b.powers, side).name) + (_("  (disabled)") if disabled else "")
        # the line runs across the band, or left of the Qi tag where a low band puts the tag beside it too; with
        # no room there for even the power's name (a small window), the tag gives up its beads, then "Side A:" goes
        line_top = r.y + r.h * 0.74 - fonts.font(MIN_TEXT, text=pw).get_linesize() / 2

        def room_left_of(tag):
            return (tag.left - pad if tag is not None and tag.bottom > line_top else r.right - pad) - r.x - pad

        def width(words, size=MIN_TEXT, bold=False):
            return fonts.font(size, bold, words).size(words)[0]
        if tag is not None and short and width(short) > room_left_of(tag):
            tag = qi_tag(r, int(qi), wide, beads=False)
        if short and width(pw) > room_left_of(tag):
            pw = short
        right = tag.left - pad if tag is not None else r.right - pad
        left = r.x + 2 * (rad + margin)
        symbols.chip(surface, b.colour, colour, (r.x + rad + margin, r.y + r.h * 0.3), rad)
        room = max(1, right - left)
        # 12 px or more; a narrow band drops the board's state ("neutral": the hover says it) before the name
        if live.get("label") and width(title, MIN_TEXT, True) > room:
            title = _(b.name)
        size = fit_size(title, t, MIN_TEXT, room, True)
        # centred on the band when the chip and the tag leave room for that, else between them
        half = width(title, size, True) / 2
        cx = r.centerx if half <= min(right - r.centerx, r.centerx - left) else (left + right) / 2
        fonts.blit_text(surface, title, (cx, r.y + r.h * 0.3), size, text, bold=True, anchor="center",
                        shadow=(0, 0, 0))
        end = r.x + pad + room_left_of(tag)
        size = fit_size(pw, max(POWER_TEXT_MIN, int(t * 0.85)), MIN_TEXT, end - r.x - pad, False)
        fonts.blit_text(surface, pw, ((r.x + pad + end) / 2 if end < r.right - pad else r.centerx, r.y + r.h * 0.74),
                        size, dim, anchor="center")
    else:  # E/W: a centred column of title, the two powers and their summaries
        unit = r.h / 3    # one village tile, in pixels: the band runs along the three tiles
        t = max(POWER_TEXT_MIN, int(unit * 0.17))
        pad = r.w * 0.07
        width = int(r.w - 2 * pad)
        head, small = max(POWER_TEXT_MIN, int(t * 0.9)), max(POWER_TEXT_MIN, int(unit * 0.145))
        # the name and its state ("neutral") break apart, never inside the name (Chinese breaks anywhere)
        fits = fonts.font(t, True).size(title)[0] <= width
        parts = [title] if fits or not live.get("label") else [_(b.name), live["label"]]
        lines = [(line, t, True, text, 0) for part in parts
                 for line in fonts.wrap(part, t, width, bold=True, hyphenate=True)] + [None]
        for key in ("A", "B"):
            if side and key != side:
                continue
            p = getattr(b.powers, key)
            lines += [(line, head, True, text, 0) for line in fonts.wrap(f"{key}  {_(p.name)}", head, width, bold=True,
                                                                     hyphenate=True)]
            summary = _(p.summary) + (_(" (disabled)") if disabled else "")
            lines += [(line, small, False, dim, pad * 0.4) for line in fonts.wrap(summary, small, int(width - pad * 0.4))]
            lines.append(None)
        lines.pop()
        heights = [fonts.font(ln[1], ln[2]).get_linesize() if ln else int(t * 0.6) for ln in lines]
        room_h = (tag.top - 2 - r.y) if tag is not None else r.h * 0.95
        if sum(heights) > room_h:  # zoomed far out: keep the names, drop the summaries
            keep = [i for i, ln in enumerate(lines) if ln is None or ln[2]]
            lines, heights = [lines[i] for i in keep], [heights[i] for i in keep]
            if disabled:    # the summary said "(disabled)": its own line now, under the power's name (G-7)
                off = _(" (disabled)").strip()
                lines.append((off, small, False, dim, 0))
                heights.append(fonts.font(small, False, off).get_linesize())
        # the column stands above the Qi tag, so no summary runs under it
        bottom = tag.top - 2 if tag is not None else r.bottom
        y = max(r.y + 2, min(r.centery - sum(heights) / 2, bottom - sum(heights)))
        if y - r.y >= 2 * (rad + margin):   # room above the column: the chip in the corner
            symbols.chip(surface, b.colour, colour, (r.x + rad + margin, r.y + rad + margin), rad)
        elif lines and lines[0]:   # else left of the title's first line, as big as fits there
            first = fonts.font(lines[0][1], True).size(lines[0][0])[0]
            fit = min(rad, int((r.w - first) / 4 - 2))
            if fit >= 4:
                symbols.chip(surface, b.colour, colour, (r.centerx - first / 2 - fit - 3, y + heights[0] / 2), fit)
        for ln, h in zip(lines, heights):
            if ln:
                line, size, bold, colour_, indent = ln
                if ln is lines[0] or (bold and size == t):
                    fonts.blit_text(surface, line, (r.centerx, y), size, colour_, bold=True, anchor="midtop",
                                    shadow=(0, 0, 0))
                else:
                    fonts.blit_text(surface, line, (r.x + pad + indent, y), size, colour_, bold=bold)
            y += h
    return tag


def fit_size(text: str, size: int, least: int, width: int, bold: bool) -> int:
    """The largest size from `size` down to `least` at which `text` is no wider than `width`."""
    while size > least and fonts.font(size, bold, text).size(text)[0] > width:
        size -= 1
    return size


def qi_size(r: pygame.Rect) -> int:
    return max(MIN_TEXT, int(min(r.w, r.h * 3) * 0.09))


def qi_tag(r: pygame.Rect, qi: int, wide: bool, beads: bool = True) -> pygame.Rect:
    """Where a header's Qi tag goes: beside the title of a wide (N/S) band, at the foot of a tall one; with its
    beads where the band has room for them (and `beads`)."""
    size = qi_size(r)
    words = _("Qi {n}").format(n=qi)
    w = fonts.font(size, True, words).size(words)[0] + size
    if beads and w + int(min(qi, 6) * size * 0.3 * 2.6) <= r.w - size:
        w += int(min(qi, 6) * size * 0.3 * 2.6)
    tag = pygame.Rect(0, 0, w, int(size * 1.45))
    if wide:
        tag.midright = (r.right - size // 2, int(r.y + r.h * 0.3))
    else:
        tag.bottomright = (r.right - size // 2, r.bottom - size // 3)
    return tag


def _draw_qi(surface, tag: pygame.Rect, qi: int, size: int):
    """Qi as a 'Qi n' tag and that many small red beads."""
    label = fonts.render(_("Qi {n}").format(n=qi), size, (255, 226, 214), True)
    bead = size * 0.3
    pygame.draw.rect(surface, (70, 24, 24), tag, border_radius=tag.h // 2)
    fonts.note_figure(surface, tag, "Qi")
    fonts.blit_text(surface, _("Qi {n}").format(n=qi), (tag.x + size // 2, tag.centery), size, (255, 226, 214), True,
                    anchor="midleft", kind="figure")
    for i in range(min(qi, 6)):
        c = (tag.x + size // 2 + label.get_width() + bead * 1.6 + i * bead * 2.6, tag.centery)
        if c[0] + bead > tag.right:     # a narrow band: the tag's words alone (qi_tag)
            break
        pygame.draw.circle(surface, (236, 96, 84), c, bead)


def _draw_space(surface, view, board, b, sp, colour, live: dict):
    geo = table_geometry(board)
    card = srect(view, geo.cards[sp.id])
    # the haunter path: card -> steps -> the tile it faces
    tile_c = view.to_screen(centre(geo.cells[sp.faces]))
    pts = [card.center] + [view.to_screen(geo.steps[(sp.id, s.id)][:2]) for s in board.haunter_track]
    edge_pt = _toward(pts[-1], tile_c, _px(view, 0.2))
    pygame.draw.line(surface, mix(colour, (0, 0, 0), 0.3), pts[0], edge_pt, max(2, _px(view, 0.05)))
    for step in board.haunter_track:
        cx, cy, rr = geo.steps[(sp.id, step.id)]
        c, rad = view.to_screen((cx, cy)), _px(view, rr, 3)
        pygame.draw.circle(surface, mix(colour, (10, 10, 14), 0.55), c, rad)
        pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.25), c, rad, max(1, rad // 5))
        if step.icon:  # the Haunting icon: where Su-Ling and Buddhas may stand
            icons.ghost(surface, c, rad * 0.8, mix(colour, (255, 255, 255), 0.55), mix(colour, (0, 0, 0), 0.5))
        else:
            pygame.draw.circle(surface, mix(colour, (255, 255, 255), 0.55), c, max(1, rad * 0.3))
        if live.get("haunter") == step.id:
            icons.ghost(surface, c, rad * 1.25, (246, 246, 255))
        if step.icon and live.get("su_ling"):
            pygame.draw.circle(surface, MOON, c, rad * 1.25, max(2, rad // 3))
    pygame.draw.rect(surface, mix(colour, (8, 8, 10), 0.78), card, border_radius=max(2, card.w // 12))
    ghost = live.get("ghost")
    if ghost:
        with clipped(surface, card):
            _draw_ghost_card(surface, card, ghost, live)
    else:
        inner = card.inflate(-max(4, card.w // 10), -max(4, card.h // 10))
        _dashed_rect(surface, mix(colour, (255, 255, 255), 0.05), inner, max(1, card.w // 60))
        icons.ghost(surface, inner.center, min(inner.w, inner.h) * 0.26, mix(colour, (16, 16, 20), 0.5),
                    mix(colour, (16, 16, 20), 0.3))
    num = sp.id.rsplit("_", 1)[-1]
    fonts.blit_text(surface, num, (card.x + card.w * 0.07, card.y + card.h * 0.03), slot_number_size(card.w),
                    mix(colour, (255, 255, 255), 0.5), bold=True)
    if live.get("buddha"):   # beside the ghost figure on a card, never over its name
        x, y = (card.x + card.w * 0.18, card.y + card.h * 0.4) if ghost else (card.right - card.w * 0.18, card.bottom - card.h * 0.2)
        icons.buddha(surface, (x, y), card.w * 0.12, (250, 214, 90), (60, 40, 20))
    if live.get("mantra"):   # a tab at the top of the card: the ghost and its name stay clear below it
        size = slot_number_size(card.w)
        tab = mantra_tab(card)
        pygame.draw.rect(surface, (60, 44, 16), tab, border_radius=tab.h // 2)
        fonts.blit_text(surface, _("Mantra"), tab.center, size, (255, 230, 120), bold=True, anchor="center")


def mantra_tab(card: pygame.Rect) -> pygame.Rect:
    size = slot_number_size(card.w)
    w, h = fonts.font(size, True).size(_("Mantra"))
    return pygame.Rect(card.centerx - w // 2 - 3, card.y + max(2, card.h // 30), w + 6, h + 2)


def slot_number_size(card_w: int) -> int:
    """The size of a slot's number and marks: 12 px or more at 1280x800, smaller only in a small window."""
    return max(MIN_TEXT, min(16, int(card_w * 0.14)))


def _draw_ghost_card(surface, card: pygame.Rect, ghost: dict, live: dict):
    colour = BOARD_RGB.get(ghost.get("colour"), (120, 120, 130))
    inner = card.inflate(-max(4, card.w // 22), -max(4, card.w // 22))
    pygame.draw.rect(surface, mix(colour, (240, 240, 240), 0.1), inner, border_radius=max(2, inner.w // 12))
    if ghost.get("wu_feng"):
        pygame.draw.rect(surface, (230, 60, 60), inner, max(2, inner.w // 25), border_radius=max(2, inner.w // 12))
    ink = (255, 255, 255) if sum(colour) < 450 else (20, 20, 20)
    # the name in up to three lines at the foot of the card; the ghost fills what is left above it
    lines, size = ghost_name_lines(ghost.get("name", "?"), inner.w, bool(ghost.get("wu_feng")), inner.h)
    lh = fonts.font(size).get_linesize()
    text_top = inner.bottom - max(2, inner.h // 30) - len(lines) * lh
    top = (mantra_tab(card).bottom + 1) if live.get("mantra") else inner.y + inner.h * 0.08
    body, rad = (inner.centerx, (top + text_top) / 2), max(3.0, min(inner.h * 0.22, (text_top - top) * 0.45))
    icons.ghost(surface, body, rad, (240, 240, 250))
    if symbols.shape_of(ghost.get("colour", "")):   # its colour's shape beside it (colour-blind players)
        chip = max(5.0, inner.w * 0.12)
        symbols.chip(surface, ghost["colour"], colour, (inner.x + chip + max(2, inner.w // 25), body[1]), chip,
                     rim=ink)
    for i, line in enumerate(lines):
        fonts.blit_text(surface, line, (inner.centerx, text_top + i * lh), size, ink, anchor="midtop")
    req = int(ghost.get("requirement") or 0)
    for i in range(req):   # down the right edge: clear of the number, a Mantra tab and the ghost
        pygame.draw.circle(surface, ink, (inner.right - 6 * inner.w / 80, inner.y + inner.h * 0.1 + i * 7 * inner.w / 80),
                           max(2, inner.w // 30))


def _dashed_rect(surface, colour, r: pygame.Rect, width: int):
    dash = max(4, r.w // 10)
    for a, b in ((r.topleft, r.topright), (r.topright, r.bottomright), (r.bottomright, r.bottomleft),
                 (r.bottomleft, r.topleft)):
        draw.dashed_line(surface, colour, a, b, width, dash, dash * 0.6)


def _toward(a, b, dist: float):
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    return (a[0] + dx / n * min(dist, n), a[1] + dy / n * min(dist, n))


# ---- receptacles, facing, highlights ----------------------------------------------------------------
def draw_receptacles(surface, view, board, receptacles=None):
    geo = table_geometry(board)
    receptacles = receptacles or {}
    for rec in board.receptacles:
        cx, cy, rr = geo.receptacles[rec.id]
        c, rad = view.to_screen((cx, cy)), _px(view, rr, 4)
        pygame.draw.circle(surface, (30, 36, 46), c, rad)
        full = bool(receptacles.get(rec.id, {}).get("crystal"))
        icons.moon(surface, c, rad * 0.62, MOON if full else MOON_DIM, (30, 36, 46))
        pygame.draw.circle(surface, MOON if full else MOON_DIM, c, rad, max(1, rad // 8))


def draw_facing(surface, view, board, only=None):
    """Which tile each ghost space faces (G-G.3): an arrow from the space's last haunter step to the
    tile, and a bar in the board's colour along the tile edge it faces (corner tiles get two)."""
    geo = table_geometry(board)
    w = max(2, _px(view, 0.04))
    for b in board.boards:
        colour = mix(BOARD_RGB[b.colour], (255, 255, 255), 0.25)
        for sp in b.spaces:
            if only is not None and sp.id not in only:
                continue
            x0, y0, x1, y1 = geo.cells[sp.faces]
            t = 0.07
            bar = {"N": (x0, y0, x1, y0 + t), "S": (x0, y1 - t, x1, y1),
                   "W": (x0, y0, x0 + t, y1), "E": (x1 - t, y0, x1, y1)}[b.side]
            pygame.draw.rect(surface, colour, srect(view, bar), border_radius=2)
            start = _last_step(geo, sp.id, board)
            tc = centre(geo.cells[sp.faces])
            end = (start[0] + (tc[0] - start[0]) * 0.42, start[1] + (tc[1] - start[1]) * 0.42)
            a, target = view.to_screen(start), view.to_screen(end)
            draw.arrow(surface, (0, 0, 0), (a[0] + 1, a[1] + 1), (target[0] + 1, target[1] + 1), w + 2,
                       _px(view, 0.16))
            draw.arrow(surface, colour, a, target, w, _px(view, 0.16))


def _last_step(geo, space_id: str, board):
    """World point of the haunter step nearest the village: where facing arrows start."""
    return geo.steps[(space_id, board.haunter_track[-1].id)][:2]


def draw_selection(surface, view, board, selection):
    """Highlights for a selected ghost space (its faced tile and row) or tile (the spaces facing it)."""
    if not selection:
        return
    geo = table_geometry(board)
    kind, key = selection
    w = max(2, _px(view, 0.04))
    if kind == "space":
        colour = mix(BOARD_RGB[board.board(board.board_of_space(key)).colour], (255, 255, 255), 0.35)
        row = board.row(key)
        for i, cell in enumerate(row):
            r = srect(view, geo.cells[cell])
            pygame.draw.rect(surface, SELECT if i == 0 else colour, r, w + (2 if i == 0 else 0),
                             border_radius=max(2, r.w // 14))
        pts = [view.to_screen(centre(geo.cells[c])) for c in row]
        draw.dashed_line(surface, colour, view.to_screen(_last_step(geo, key, board)), pts[-1], w, _px(view, 0.12),
                         _px(view, 0.08))
        pygame.draw.rect(surface, SELECT, srect(view, geo.cards[key]), w + 1, border_radius=4)
        draw_facing(surface, view, board, only={key})
    elif kind == "tile":
        r = srect(view, geo.cells[key])
        pygame.draw.rect(surface, SELECT, r, w + 1, border_radius=max(2, r.w // 14))
        for sid in board.spaces_facing(key):
            pygame.draw.rect(surface, SELECT, srect(view, geo.cards[sid]), w + 1, border_radius=4)
        draw_facing(surface, view, board, only=set(board.spaces_facing(key)))


def draw_table(surface, view, board, village, *, portal=None, tiles=None, spaces=None, receptacles=None,
               boards=None, names=True, facing=False):
    """The whole table in one call: boards, village, receptacles, optional facing arrows."""
    draw_boards(surface, view, board, spaces, boards)
    draw_village(surface, view, board, village, portal, tiles, names)
    draw_receptacles(surface, view, board, receptacles)
    if facing:
        draw_facing(surface, view, board)
