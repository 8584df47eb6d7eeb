"""Drawing of the Ghost Stories board scene's chrome: toolbar and info bar, message line, target
highlights, the dice tray frame and the game-over card. Functions of the scene; they never change it."""
from __future__ import annotations

import pygame

from engine.ui import fonts, theme
from rulesets.ghost_stories import rules as gs_rules
from scenes.ghost_stories import draw as gsdraw
from scenes.ghost_stories import viewmodel as gs_view

HILITE = (255, 222, 120)


def draw_highlights(scene, surface):
    clip = surface.get_clip()
    surface.set_clip(scene.board_rect)
    pulse = 0.55 + 0.45 * abs((pygame.time.get_ticks() % 1400) / 700 - 1)
    w = max(2, int(3 * scene.s))
    for target in scene.targets:
        r = scene._spot_rect(target).inflate(w * 2, w * 2)
        strong = target == scene.hover or target == scene.focus
        col = HILITE if strong else gsdraw.mix(theme.ACCENT, (40, 40, 40), 1 - pulse)
        if strong:
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            glow.fill((255, 230, 140, 60))
            surface.blit(glow, r)
        pygame.draw.rect(surface, col, r, w + (2 if strong else 0), border_radius=max(3, r.w // 12))
    if scene.hover is not None and scene.hover not in scene.targets and scene.pending is not None:
        r = scene._spot_rect(scene.hover).inflate(w, w)
        pygame.draw.rect(surface, (120, 120, 130), r, 1, border_radius=max(3, r.w // 12))
    surface.set_clip(clip)

def draw_bars(scene, surface):
    w, h = surface.get_size()
    s = scene.s
    pygame.draw.rect(surface, theme.PANEL, (0, 0, w, scene.top_h))
    pygame.draw.line(surface, theme.PANEL_EDGE, (0, scene.top_h - 1), (w, scene.top_h - 1))
    for b in scene.toolbar:
        b.draw(surface)
    fonts.blit_text(surface, "Ghost Stories: White Moon", (w - int(12 * s), scene.top_h // 2), int(17 * s),
                    theme.ACCENT, bold=True, anchor="midright")
    # who acts and in which phase: always visible under the toolbar
    v = scene.view
    info = pygame.Rect(0, scene.top_h, w, scene.info_h)
    pygame.draw.rect(surface, (30, 32, 42), info)
    x = int(14 * s)
    if v.active_board >= 0:
        col = gsdraw.BOARD_RGB[gs_view.COLOURS[v.active_board]]
        pygame.draw.circle(surface, col, (x + int(9 * s), info.centery), int(9 * s))
        pygame.draw.circle(surface, (250, 250, 250), (x + int(9 * s), info.centery), int(9 * s), 1)
        x += int(26 * s)
        r = fonts.blit_text(surface, gs_view.taoist_label(v, v.active_board, scene.names), (x, info.centery),
                            int(19 * s), theme.TEXT, bold=True, anchor="midleft")
        x = r.right + int(18 * s)
    out = scene.session.outcome
    if out is not None:  # the result replaces the phase, in the colour of the result
        win = out.result == "win"
        reason = out.reason[:1].upper() + out.reason[1:] if out.reason else ""
        text = ("Victory! " if win else "Defeat — ") + reason
        r = fonts.blit_text(surface, text, (x, info.centery), int(18 * s), theme.GOOD if win else theme.DANGER,
                            bold=True, anchor="midleft")
    else:
        r = fonts.blit_text(surface, gs_view.phase_text(v, scene.pending.kind if scene.pending else None),
                            (x, info.centery), int(18 * s), theme.ACCENT, anchor="midleft")
    diff = gs_view.DIFFICULTY_NAMES[v.difficulty_level] if 0 <= v.difficulty_level < 4 else ""
    variant = gs_rules.INFO.choice("variant").label_of(v.variant)
    fonts.blit_text(surface, f"{gs_rules.turn_label(v)}   ·   {diff}   ·   {variant}",
                    (w - int(14 * s), info.centery), int(15 * s), theme.TEXT_DIM, anchor="midright")
    bar = pygame.Rect(0, h - scene.msg_h, w, scene.msg_h)
    pygame.draw.rect(surface, (44, 28, 30) if scene.message_bad else theme.PANEL, bar)
    text = scene.message or ("Click a highlighted spot or a button on the right.   F1: rules   Ctrl+Z: undo"
                            "   Wheel: zoom   Right-drag: pan   Esc: menu")
    colour = (255, 150, 140) if scene.message_bad else (theme.TEXT if scene.message else theme.TEXT_DIM)
    fonts.blit_text(surface, text, (int(12 * s), bar.centery), int(15 * s), colour, anchor="midleft")

def draw_tray(scene, surface):
    if scene.tray.values:
        scene.tray.draw(surface)
        return
    r = scene.tray.rect
    pygame.draw.rect(surface, (30, 40, 36), r, border_radius=8)
    pygame.draw.rect(surface, (48, 62, 54), r, 1, border_radius=8)
    fonts.blit_text(surface, "Dice tray", r.center, max(11, int(14 * scene.s)), (90, 110, 100), anchor="center")
