"""The table panel of the Ghost Stories board scene: each Taoist's holdings, then deck, graveyard and reserve."""
from __future__ import annotations

import pygame

from engine.i18n import _
from engine.ui import fonts, symbols, theme
from scenes.ghost_stories import viewmodel as gs_view
from scenes.ghost_stories.draw import BOARD_RGB

TOKEN_RGB = dict(BOARD_RGB, black=(26, 26, 30))


def draw_status(surface, rect: pygame.Rect, v, names, s: float) -> None:
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=8)
    pad = int(8 * s)
    x, y = rect.x + pad, rect.y + pad
    w = rect.w - 2 * pad
    title = max(12, int(15 * s))
    small = max(12, int(13 * s))
    lh = fonts.font(small).get_linesize()
    clip = surface.get_clip()
    surface.set_clip(rect)
    order = [b for b in range(4) if v.board_played[b]] + [b for b in range(4) if not v.board_played[b]]
    for b in order:
        info = gs_view.taoist_summary(v, b)
        colour = BOARD_RGB[gs_view.COLOURS[b]]
        active = v.active_board == b
        card_h = (lh * 3 + int(10 * s)) if info["player"] else (lh + int(10 * s))
        card = pygame.Rect(x, y, w, card_h)
        pygame.draw.rect(surface, (44, 47, 60) if active else (32, 34, 44), card, border_radius=6)
        pygame.draw.rect(surface, colour, (card.x, card.y, int(5 * s), card.h), border_radius=3)
        if active:
            pygame.draw.rect(surface, theme.ACCENT, card, 1, border_radius=6)
        label = gs_view.taoist_label(v, b, names)
        dead = info["player"] and not info["alive"]
        qi_text = _("dead") if dead else _("{n} Qi").format(n=info['qi'])
        bold = fonts.font(small, True)
        room = card.w - int(20 * s) - bold.size(qi_text)[0]
        if bold.size(label)[0] > room:
            label = label.replace(" Taoist (", " (").replace("衣道士（", "（")   # "Red (Ana)" says all of "Red Taoist (Ana)"
        if not info["player"]:
            label = _(gs_view.COLOURS[b].capitalize())      # a neutral board: "neutral" follows in grey
        lr = fonts.blit_text(surface, fitted(label, small, True, room), (card.x + int(10 * s), card.y + int(4 * s)),
                             small, theme.TEXT_DIM if dead else theme.TEXT, bold=True)
        qi_left = card.right - int(12 * s) - fonts.font(max(12, int(13 * s)), True).size(qi_text)[0]
        if not info["player"] and _("neutral") not in label and \
                lr.right + int(5 * s) + fonts.font(small).size(_("neutral"))[0] <= qi_left:   # else the grey says it
            lr = fonts.blit_text(surface, _("neutral"), (lr.right + int(5 * s), lr.y), small, theme.TEXT_DIM)
        _qi(surface, (card.right - int(6 * s), card.y + int(4 * s) + lh // 2), info["qi"], s, lr.right + int(6 * s),
            qi_text)
        if info["player"]:
            ty = card.y + int(4 * s) + lh
            tx = card.x + int(10 * s)
            _tokens(surface, tx, ty, info["tokens"], small, s)
            if not info["tokens"]:
                fonts.blit_text(surface, _("no Tao tokens"), (tx, ty), small, theme.TEXT_DIM)
            extras = []
            if info["yin_yang"]:
                extras.append(_("Yin-Yang"))
            if info["crystals"]:
                extras.append(_("{n} crystal").format(n=info['crystals']))
            if info["buddhas"]:
                extras.append(_("{n} Buddha").format(n=info['buddhas']))
            if info["power_tokens"]:
                extras.append(_("{n} power").format(n=info['power_tokens']))
            room = card.right - int(6 * s) - (card.x + int(10 * s))
            shown = extras
            # a narrow card (960x600 in Chinese): the last ones counted as "+n", room kept for that only then
            while len(shown) > 1 and fonts.font(small).size(
                    " · ".join(shown) + (" +9" if len(shown) < len(extras) else ""))[0] > room:
                shown = shown[:-1]
            line = " · ".join(shown) + (f" +{len(extras) - len(shown)}" if len(shown) < len(extras) else "")
            fonts.blit_text(surface, line, (card.x + int(10 * s), ty + lh), small, theme.TEXT_DIM)
        y = card.bottom + int(5 * s)
    y += int(4 * s)
    fonts.blit_text(surface, _("Table"), (x, y), title, theme.ACCENT, bold=True)
    y += int(22 * s)
    font = fonts.font(small)
    for key, value in gs_view.reserve_summary(v):
        fonts.blit_text(surface, key, (x, y), small, theme.TEXT_DIM)
        if font.size(key)[0] + font.size(value)[0] + int(8 * s) > w:
            y += lh     # a narrow panel: the value goes under its name
        fonts.blit_text(surface, value, (x + w, y), small, theme.TEXT, anchor="topright")
        y += lh
    fonts.blit_text(surface, _("Tao reserve"), (x, y), small, theme.TEXT_DIM)
    y += lh
    _tokens(surface, x, y, gs_view.reserve_tokens(v), small, s)
    surface.set_clip(clip)


def fitted(text: str, size: int, bold: bool, width: int) -> str:
    """`text` without its player's name in brackets, then without its last words, until it fits `width`
    (a long player name in a narrow panel): never cut mid-glyph or with a dangling bracket."""
    f = fonts.font(size, bold)
    while f.size(text)[0] > width and " " in text.strip():
        text = text.split(" (")[0] if " (" in text else text.rsplit(" ", 1)[0]
    return text


def _tokens(surface, x, y, tokens, size, s) -> None:
    """Tao tokens drawn as their colour's shape (the dice's: engine/ui/symbols.py), with a light rim so the
    black one shows on the dark panel."""
    side = max(9, int(13 * s))
    for col, n in tokens:
        r = pygame.Rect(x, y + int(1 * s), side, side)
        fill = TOKEN_RGB[col]
        symbols.token(surface, col, fill, r.center, side - 1)
        t = fonts.blit_text(surface, f"{n}", (r.right + int(2 * s), r.centery), size, theme.TEXT, anchor="midleft")
        x = t.right + int(5 * s)    # tight: five colours fit the narrow panel at 1280x800


def _qi(surface, right_mid, qi: int, s: float, left_limit: int, text: str) -> None:
    """'3 Qi' (or 'dead') at the right, with one dot per Qi when they fit beside the name."""
    r = max(3, int(5 * s))
    x, y = right_mid
    fonts.blit_text(surface, text, (x, y), max(12, int(13 * s)), (240, 150, 140), bold=True, anchor="midright")
    w = fonts.font(max(12, int(13 * s)), True).size(text)[0]
    dots = min(qi, 6)
    if x - w - int(8 * s) - (dots - 1) * (2 * r + 2) - r < left_limit:
        return   # all the dots or none: a few would read as fewer Qi
    for i in range(dots):
        pygame.draw.circle(surface, (230, 90, 80), (x - w - int(8 * s) - i * (2 * r + 2), y), r)
