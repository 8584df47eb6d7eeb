"""The template game's board view: scores, the turn total, the viewer's own secret card and a die.

The smallest complete board view (engine/play/board_view.py): the die is clicked to roll, the bank to
hold; marks have no spot on the board, so the shell offers them as buttons. It draws only the view it
is given (the seat's own card, never another's while hidden).
"""
from __future__ import annotations

import pygame

from engine.play.board_view import HelpPage
from engine.ui import fonts, theme

DIE, BANK = "die", "bank"
SEAT_RGB = ((206, 62, 52), (72, 120, 214), (80, 168, 88), (226, 190, 60))
HILITE = (255, 222, 120)
PIP_FACES = {face: ((244, 242, 236), str(face)) for face in range(1, 7)}


HELP = (
    HelpPage("Rolling", "Click the die to roll it. Any face but a 1 is added to your turn total; a 1 loses "
             "the whole turn total and passes the turn.", ("T-2",)),
    HelpPage("Holding", "Click the bank to hold: your turn total is added to your score and the turn passes. "
             "You can hold only after rolling something.", ("T-3",)),
    HelpPage("Marks", "Up to three marks a turn, each 1, 2 or 3: free notes that change nothing.", ("T-4",)),
    HelpPage("Secret cards", "In the secret variant each player holds a hidden bonus card of 1 to 3. The first "
             "time you hold, the card is shown to everyone and added to your score. The computer is passed "
             "between players so nobody sees another's card.", ("T-6",)),
    HelpPage("Winning", "The first player to reach the target score wins.", ("T-5",)),
)


class TemplateBoardView:
    """Pig on a table: one score column per seat, the die and the bank in the middle."""

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.die_rect = pygame.Rect(0, 0, 1, 1)
        self.bank_rect = pygame.Rect(0, 0, 1, 1)
        self.card_rect = pygame.Rect(0, 0, 1, 1)
        self.s = 1.0

    # ---- the contract ------------------------------------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        r = self.rect
        self.s = max(0.3, min(r.w / 900, r.h / 640))
        side = max(1, int(min(r.w, r.h) * 0.22))
        self.die_rect = pygame.Rect(0, 0, side, side)
        self.die_rect.center = (r.x + int(r.w * 0.3), r.y + int(r.h * 0.62))
        self.bank_rect = pygame.Rect(0, 0, max(1, int(side * 1.5)), side)
        self.bank_rect.center = (r.x + int(r.w * 0.68), r.y + int(r.h * 0.62))
        self.card_rect = pygame.Rect(0, 0, max(1, int(side * 0.7)), side)
        self.card_rect.bottomright = (r.right - int(10 * self.s), r.bottom - int(10 * self.s))

    def hit_test(self, pos):
        if self.die_rect.collidepoint(pos):
            return DIE
        if self.bank_rect.collidepoint(pos):
            return BANK
        return None

    def target_of(self, action):
        return {"roll": DIE, "hold": BANK}.get(action[0]) if action else None

    def keyboard_targets(self, view, targets):
        """Where the keyboard's ring goes: the die and the bank."""
        return [(rect, t) for t, rect in ((DIE, self.die_rect), (BANK, self.bank_rect)) if t in targets]

    def label(self, view, action) -> str:
        if action == ("roll",):
            return "Roll the die"
        if action == ("hold",):
            return f"Hold: bank {view['turn_total']} points"
        if action and action[0] == "mark" and len(action) == 2:
            return f"Mark {action[1]}"
        return "Unknown action"

    def describe(self, view, target) -> str:
        if target == DIE:
            return f"The die. Turn total so far: {view['turn_total']}. A 1 loses it and passes the turn."
        if target == BANK:
            return "The bank: hold to add the turn total to your score and pass the turn."
        return ""

    # ---- optional hooks ----------------------------------------------------------------------------
    def preferred(self, view, legal):
        if ("hold",) in legal and view["turn_total"] >= 20:
            return ("hold",)
        return ("roll",) if ("roll",) in legal else (legal[0] if legal else None)

    def guess(self, view, target, legal):
        return {DIE: ("roll",), BANK: ("hold",)}.get(target)

    def help_pages(self):
        return list(HELP)

    def help_index(self, view, pending) -> int:
        return 1 if view and view["turn_total"] else 0

    def dice_in(self, event):
        if event.kind == "die_rolled":
            return tuple(event.data.get("faces", ())), "Die"
        return None

    def dice_faces(self, caption):
        return PIP_FACES

    def status_text(self, view) -> str:
        return f"Turn {view['turn']}   ·   first to {view['target']}"

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surface, view, highlights) -> None:
        r, s = self.rect, self.s
        pygame.draw.rect(surface, (30, 46, 40), r, border_radius=10)
        players = len(view["scores"])
        col_w = max(1, r.w // max(1, players))
        for seat, score in enumerate(view["scores"]):
            self._draw_seat(surface, view, seat, score, pygame.Rect(r.x + seat * col_w, r.y, col_w, int(r.h * 0.36)))
        fonts.blit_text(surface, f"Turn total: {view['turn_total']}", (r.centerx, r.y + int(r.h * 0.42)),
                        max(10, int(26 * s)), theme.TEXT, bold=True, anchor="center")
        self._draw_die(surface, highlights.get(DIE))
        self._draw_bank(surface, view, highlights.get(BANK))
        self._draw_card(surface, view)

    def _draw_seat(self, surface, view, seat, score, area) -> None:
        s = self.s
        colour = SEAT_RGB[seat % len(SEAT_RGB)]
        box = area.inflate(-int(16 * s), -int(16 * s))
        if box.w < 2 or box.h < 2:
            return
        active = seat == view["seat"]
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
        pygame.draw.rect(surface, colour if active else theme.PANEL_EDGE, box, 3 if active else 1, border_radius=8)
        fonts.blit_text(surface, f"Player {seat + 1}", (box.x + int(10 * s), box.y + int(8 * s)),
                        max(10, int(18 * s)), colour, bold=True)
        fonts.blit_text(surface, str(score), (box.centerx, box.centery + int(8 * s)), max(10, int(40 * s)),
                        theme.TEXT, bold=True, anchor="center")
        shown = view["shown_cards"][seat]
        if shown is not None:
            fonts.blit_text(surface, f"card {shown} shown", (box.x + int(10 * s), box.bottom - int(24 * s)),
                            max(10, int(14 * s)), theme.TEXT_DIM)
        bar = pygame.Rect(box.x + int(10 * s), box.bottom - int(8 * s), box.w - int(20 * s), max(1, int(4 * s)))
        if bar.w > 0:
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar)
            done = min(1.0, score / max(1, view["target"]))
            pygame.draw.rect(surface, colour, (bar.x, bar.y, int(bar.w * done), bar.h))

    def _outline(self, surface, rect, mark) -> None:
        if mark and mark != "look":
            width = max(2, int(4 * self.s)) + (2 if mark != "legal" else 0)
            pygame.draw.rect(surface, HILITE if mark != "legal" else theme.ACCENT, rect.inflate(width * 2, width * 2),
                             width, border_radius=max(2, rect.w // 8))

    def _draw_die(self, surface, mark) -> None:
        d = self.die_rect
        pygame.draw.rect(surface, (244, 242, 236), d, border_radius=max(2, d.w // 6))
        pip = max(1, d.w // 10)
        for fx, fy in ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)):
            pygame.draw.circle(surface, (30, 28, 26), (d.x + int(d.w * fx), d.y + int(d.h * fy)), pip)
        fonts.blit_text(surface, "Roll", (d.centerx, d.bottom + int(16 * self.s)), max(10, int(16 * self.s)),
                        theme.TEXT_DIM, anchor="center")
        self._outline(surface, d, mark)

    def _draw_bank(self, surface, view, mark) -> None:
        b = self.bank_rect
        pygame.draw.rect(surface, (58, 40, 26), b, border_radius=max(2, b.h // 6))
        fonts.blit_text(surface, "Bank", (b.centerx, b.centery), max(10, int(24 * self.s)), (236, 220, 190),
                        bold=True, anchor="center")
        self._outline(surface, b, mark)

    def _draw_card(self, surface, view) -> None:
        c = self.card_rect
        card = view["my_card"]
        if not card:
            return
        pygame.draw.rect(surface, (236, 230, 214), c, border_radius=max(2, c.w // 8))
        pygame.draw.rect(surface, theme.ACCENT, c, 2, border_radius=max(2, c.w // 8))
        fonts.blit_text(surface, "your card", (c.centerx, c.y - int(12 * self.s)), max(10, int(14 * self.s)),
                        theme.TEXT_DIM, anchor="center")
        fonts.blit_text(surface, str(card), c.center, max(10, int(c.h * 0.5)), (40, 36, 30), bold=True,
                        anchor="center")
