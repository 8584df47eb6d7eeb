"""The Turn Record Track (1-20) and the Alert Track (None to High) beside the fortress, drawn from plain values."""
from __future__ import annotations

import pygame

from engine.i18n import N_, T, _
from engine.ui import fonts, theme

LAST_TURN = 20                                     # N-3.5: the game lasts 20 turns
ALERT_LEVELS = (N_("None"), N_("Low"), N_("Medium"), N_("High"))   # N-4, in rising order (English: names parse)
ALERT_DRAWS = (0, 1, 2, 3)                         # N-6.3: cards the guards draw at each level
ALERT_COLOURS = ((96, 110, 130), (214, 190, 70), (230, 134, 44), (206, 52, 44))
LANTERN_RED = (216, 64, 44)
LANTERN_GLOW = (255, 214, 120)


def alert_index(level) -> int:
    """0-3 for an Alert Level given as its index or its name ("none", "Low", "MEDIUM", ...)."""
    if isinstance(level, str):
        names = [n.lower() for n in ALERT_LEVELS]
        if level.strip().lower() in names:
            return names.index(level.strip().lower())
    elif isinstance(level, int) and not isinstance(level, bool) and 0 <= level < len(ALERT_LEVELS):
        return level
    raise ValueError(f"an alert level is one of {', '.join(ALERT_LEVELS)} (or 0-3), not {level!r}")


def _check_turn(turn):
    if turn is not None and (isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= LAST_TURN):
        raise ValueError(f"a turn is a whole number from 1 to {LAST_TURN} (or None before the game), not {turn!r}")


def _title_height(rect, s: float = 1.0) -> int:
    """The title line's height: a quarter of the track, within 14-22 px at UI size 100 % (`s` the UI scale)."""
    return max(14, min(int(22 * s), rect.h // 4))


def _grid(n, area, shapes):
    """Cells for n items in `area`, choosing among `shapes` (columns) the one with the biggest cells."""
    best = None
    for cols in shapes:
        rows = -(-n // cols)
        size = min(area.w / cols, area.h / rows)
        if best is None or size > best[0]:
            best = (size, cols, rows)
    _, cols, rows = best
    cw, ch = area.w / cols, area.h / rows
    gap = max(1, int(min(cw, ch) * 0.08))
    return [pygame.Rect(int(area.x + (i % cols) * cw) + gap // 2, int(area.y + (i // cols) * ch) + gap // 2,
                        max(1, int(cw) - gap), max(1, int(ch) - gap)) for i in range(n)]


def turn_track_cells(rect, s: float = 1.0) -> list[pygame.Rect]:
    """The 20 turn boxes inside `rect` (under its title line), turn 1 first: for drawing and clicks."""
    rect = pygame.Rect(rect)
    t = _title_height(rect, s)
    return _grid(LAST_TURN, pygame.Rect(rect.x, rect.y + t, rect.w, rect.h - t), (20, 10, 5, 4))


def alert_track_cells(rect, s: float = 1.0) -> list[pygame.Rect]:
    """The 4 alert boxes inside `rect` (under its title line), None first."""
    rect = pygame.Rect(rect)
    t = _title_height(rect, s)
    area = pygame.Rect(rect.x, rect.y + t, rect.w, rect.h - t)
    # four in a row, unless that leaves the longest level's name no room at 12 px and two rows would
    longest = max(fonts.font(theme.MIN_TEXT, True, _(name)).size(_(name))[0] for name in ALERT_LEVELS) + 4
    line = fonts.font(theme.MIN_TEXT, True).get_linesize()
    roomy = [cols for cols in (4, 2, 1) if area.w / cols - 2 >= longest and area.h / (4 // cols) >= 2.4 * line]
    return _grid(len(ALERT_LEVELS), area, (4, 2, 1) if not roomy or roomy[0] == 4 else roomy)


def lantern_icon(surface, center, r):
    """A paper lantern (the game's marker): a glowing red body with dark caps."""
    x, y = int(center[0]), int(center[1])
    r = max(3, int(r))
    pygame.draw.circle(surface, LANTERN_GLOW, (x, y), r + max(1, r // 3))
    body = pygame.Rect(0, 0, int(r * 1.5), int(r * 1.8))
    body.center = (x, y)
    pygame.draw.ellipse(surface, LANTERN_RED, body)
    pygame.draw.ellipse(surface, (120, 30, 20), body, 1)
    for k in (-1, 0, 1):
        pygame.draw.line(surface, (150, 40, 28), (x + k * body.w // 4, body.top + 2), (x + k * body.w // 4, body.bottom - 2))
    cap = max(2, r // 3)
    for yy in (body.top - cap // 2, body.bottom - cap // 2):
        pygame.draw.rect(surface, (40, 30, 26), (x - body.w // 3, yy, 2 * (body.w // 3), cap))


def _title(surface, rect, text, size, s: float = 1.0):
    while size > 12 and fonts.font(size, True, text).size(text)[0] > rect.w - 4:
        size -= 1
    fonts.blit_text(surface, text, (rect.x + 2, rect.y + _title_height(rect, s) // 2), size, theme.TEXT, bold=True,
                    anchor="midleft")


def draw_turn_track(surface, rect, turn, s: float = 1.0) -> None:
    """The Turn Record Track in `rect`: a title naming the turn, then boxes 1-20; the lantern marks
    `turn` (1-20; None before the game starts), the turns played are dimmed. `s` is the UI scale: the
    words' largest sizes grow with it."""
    _check_turn(turn)
    rect = pygame.Rect(rect)
    cells = turn_track_cells(rect, s)
    t = _title_height(rect, s)
    _title(surface, rect, T("Turn {turn} of {last}", turn=turn, last=LAST_TURN) if turn
           else T("Turn track (1-{last})", last=LAST_TURN), t - 3, s)
    size = max(12, min(int(16 * s), int(min(cells[0].w, cells[0].h) * 0.5)))
    for n, cell in enumerate(cells, start=1):
        past = turn is not None and n < turn
        now = n == turn
        fill = theme.ACCENT if now else (52, 56, 70) if past else (72, 78, 96)
        pygame.draw.rect(surface, fill, cell, border_radius=3)
        edge = (255, 240, 200) if now else theme.DANGER if n == LAST_TURN else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, cell, 2 if now or n == LAST_TURN else 1, border_radius=3)
        colour = (30, 24, 16) if now else theme.TEXT_DIM if past else theme.TEXT
        if now:
            lantern_icon(surface, (cell.centerx, cell.centery - cell.h * 0.12), min(cell.w, cell.h) * 0.24)
            fonts.blit_text(surface, str(n), (cell.centerx, cell.bottom - 1), size, colour, bold=True,
                            anchor="midbottom")
        else:
            fonts.blit_text(surface, str(n), cell.center, size, colour, bold=n == LAST_TURN, anchor="center")



def draw_alert_track(surface, rect, level, s: float = 1.0) -> None:
    """The Alert Track in `rect`: None, Low, Medium, High, each with the cards the guards draw at it;
    the lantern marks `level` (an index 0-3 or a level's name). `s` is the UI scale, as for the turns."""
    now = alert_index(level)
    rect = pygame.Rect(rect)
    cells = alert_track_cells(rect, s)
    t = _title_height(rect, s)
    _title(surface, rect, T("Alert: {level}", level=ALERT_LEVELS[now]), t - 3, s)
    size = max(12, min(int(16 * s), int(min(cells[0].w * 0.2, cells[0].h * 0.32))))
    # the longest level's name stays inside its box (12 px at least: alert_track_cells makes room for it)
    longest = max((_(name) for name in ALERT_LEVELS), key=lambda name: fonts.font(size, True, name).size(name)[0])
    while size > theme.MIN_TEXT and fonts.font(size, True, longest).size(longest)[0] > cells[0].w - 4:
        size -= 1
    for i, cell in enumerate(cells):
        base = ALERT_COLOURS[i]
        on = i == now
        fill = base if on else tuple(int(c * 0.45 + 40 * 0.55) for c in base)
        pygame.draw.rect(surface, fill, cell, border_radius=4)
        pygame.draw.rect(surface, (255, 240, 200) if on else theme.PANEL_EDGE, cell, 3 if on else 1, border_radius=4)
        ink = (24, 20, 16) if on else theme.TEXT
        draws = ALERT_DRAWS[i]
        note = T("no draw") if draws == 0 else T("draw {n}", n=draws)
        # the name and its draw centred by their ink: a Chinese font's line box is half an em taller than its
        # letters, and stacking by line boxes ran the second line onto the box's edge
        name_ink = fonts.render(ALERT_LEVELS[i], size, ink, True).get_bounding_rect()
        note_ink = fonts.render(note, size, ink).get_bounding_rect()
        gap = max(3, size // 3)
        two = name_ink.h + gap + note_ink.h <= cell.h - 2 * max(3, size // 4)
        if not two:
            note_ink, gap = pygame.Rect(0, 0, 0, 0), 0
        ink_top = cell.centery - (name_ink.h + gap + note_ink.h) // 2
        if on and cell.w > 3 * cell.h:
            # a wide box has room for the lantern beside the name
            lantern_icon(surface, (cell.x + cell.h * 0.45, cell.centery), cell.h * 0.28)
        fonts.blit_text(surface, ALERT_LEVELS[i], (cell.centerx, ink_top - name_ink.y), size, ink, bold=True,
                        anchor="midtop")
        if two:
            fonts.blit_text(surface, note, (cell.centerx, ink_top + name_ink.h + gap - note_ink.y), size, ink,
                            anchor="midtop")
        if on and cell.w <= 3 * cell.h:
            lantern_icon(surface, (cell.right - cell.w * 0.14, cell.top + cell.h * 0.22),
                         min(cell.w, cell.h) * 0.13)
