"""The message line under the board: refusals in words, with the rule id only in the line's tooltip."""
from __future__ import annotations

import pygame

from engine.i18n import T
from engine.rules.api import CORE_RULE, IllegalAction
from engine.ui import fonts, theme

BAD_BG = (44, 28, 30)
BAD_TEXT = (255, 150, 140)


def sentence(text: str) -> str:
    """'you cannot hold yet' -> 'You cannot hold yet.' (rules write reasons as clauses)."""
    text = str(text).strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    if text[-1] in ".!?…。！？":
        return text
    return text + ("。" if text[-1] >= "\u2e80" else ".")    # a Chinese sentence ends with a full stop of its own


def sentences(*texts) -> str:
    """Sentences one after another: a space after an English full stop, none after a Chinese one (。)."""
    out = ""
    for text in (str(t) for t in texts if t):
        out += ("" if not out or out[-1] >= "\u2e80" else " ") + text
    return out


class MessageLine:
    """One line of feedback. `say` for news, `refuse` for an IllegalAction: its reason is the text, its
    rule id the tooltip (players read words; the id is there for whoever wants to look the rule up)."""

    def __init__(self, hint: str = ""):
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.text, self.bad, self.tooltip = "", False, ""
        self.lasts = ""
        self.hint = hint
        self.s = 1.0

    def say(self, text: str, bad: bool = False, tooltip: str = "", lasts: str = "") -> None:
        """`lasts`: "" until something else is said; "game" until the game moves on; "hover" until then or
        until the mouse points at something else (see fade)."""
        self.text, self.bad, self.tooltip, self.lasts = text, bad, tooltip, lasts

    def refuse(self, exc: IllegalAction, reason: str | None = None) -> None:
        """Show a refusal: `reason` (default exc.reason) in words, the rule id in the tooltip; stale (and gone)
        once the game moves on."""
        rule = "" if exc.rule_id in ("", CORE_RULE) else T("Rule {rule}", rule=exc.rule_id)
        self.say(sentence(exc.reason if reason is None else reason), bad=True, tooltip=rule, lasts="game")

    def fade(self, why: str) -> None:
        """The game moved on (`why` "game") or the mouse points elsewhere ("hover"): what no longer holds goes."""
        if self.lasts == "hover" or (self.lasts == "game" and why == "game"):
            self.clear()

    def clear(self) -> None:
        self.say("")

    def layout(self, rect, s: float) -> None:
        self.rect, self.s = pygame.Rect(rect), s

    def hovered_tooltip(self, pos) -> str:
        return self.tooltip if self.rect.collidepoint(pos) else ""

    def draw(self, surface) -> None:
        pygame.draw.rect(surface, BAD_BG if self.bad else theme.PANEL, self.rect)
        text = self.text or self.hint
        colour = BAD_TEXT if self.bad else (theme.TEXT if self.text else theme.TEXT_DIM)
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        size = max(12, min(int(15 * self.s), self.rect.h))    # 12 px floor: the smallest text Lantern draws
        fonts.blit_text(surface, text, (self.rect.x + int(12 * self.s), self.rect.centery), size, colour,
                        anchor="midleft")
        surface.set_clip(clip)
