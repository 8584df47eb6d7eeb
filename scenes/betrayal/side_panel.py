"""The play screen's side panel: one explorer's trait tracks and cards, the other explorers, the haunt box.

It draws from one seat's view only. The haunt box never shows a secret: it offers buttons that open the secret
panels through their gates (B-H.7), and in a hidden-traitor haunt the same "Reveal myself" button for every
player (B-H.6), so the screen looks alike whoever is at it.
"""
from __future__ import annotations

import re

import pygame

from engine.i18n import N_, T, _, render
from engine.i18n.lists import anded
from engine.play import card_hand, trait_panel
from engine.ui import fonts, theme
from rulesets.betrayal.explorers import TRAITS
from rulesets.betrayal.grid import FLOOR_TITLES
from rulesets.betrayal.rules.state import cards, explorer_data
from rulesets.betrayal.vocab import COLOUR_WORDS
from scenes.betrayal import draw as bd
from scenes.betrayal.figures import SEAT_RGB
from scenes.betrayal.progress import progress_lines

TRAIT_WORDS = {"might": N_("Might"), "speed": N_("Speed"), "knowledge": N_("Knowledge"), "sanity": N_("Sanity")}
KIND_WORDS = {"omen": N_("Omen"), "item": N_("Item"), "event": N_("Event")}
REVEAL_SELF = ("reveal_self",)       # the hidden traitor's button: the same for every player (B-H.6)
PICTURE = ("panel", "picture")       # save a picture of the house so far


def given_name(name: str) -> str:
    """The first part of a name as drawn: 'Ada' of 'Ada Quill', 伊內茲 of 伊內茲・考德 (a Chinese name has no spaces)."""
    return re.split(r"[\s・·]", name.strip(), maxsplit=1)[0] or name


def trait_numbers(explorer) -> tuple[str, str, str]:
    """An explorer's four traits from the longest words to the fewest: 'Mi 4 Sp 5 …', the same by each trait's first
    character where those tell them apart (力4 速5 知4 神4), and the bare numbers '4 5 4 4'."""
    words = [_(TRAIT_WORDS[t]) for t in TRAITS]
    values = [explorer['traits'][t]['value'] for t in TRAITS]
    numbers = " ".join(f"{word[:2]} {value}" for word, value in zip(words, values))
    firsts = [word[:1] for word in words]
    compact = " ".join(f"{first}{value}" for first, value in zip(firsts, values)) \
        if len(set(firsts)) == len(firsts) else numbers
    return numbers, compact, " ".join(str(value) for value in values)


def first_fit(size: int, width: int, *texts, bold: bool = False) -> str:
    """The first of `texts` that fits `width` whole (the last one if none does): words are never cut short."""
    texts = [render(t) for t in texts]     # measured in the language they are drawn in
    for text in texts:
        if fonts.font(size, bold).size(text)[0] <= width:
            return text
    return texts[-1]


def shown_seat(view, chosen):
    """The explorer the panel shows: the one clicked in the list, else whoever acts now."""
    seats = view["seats"]
    if isinstance(chosen, int) and 0 <= chosen < len(seats) and seats[chosen]:
        return chosen
    decision = view.get("decision")
    seat = decision.get("seat") if decision else (view.get("turn") or {}).get("seat")
    if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat]:
        return seat
    return next((i for i, e in enumerate(seats) if e), None)


def tracks_of(view, seat) -> list:
    e = view["seats"][seat]
    data = explorer_data()[e["explorer"]]
    out = []
    for t in TRAITS:
        values = (0,) + tuple(data.track(t))     # the skull below the lowest value
        out.append(trait_panel.Track(TRAIT_WORDS[t], values, e["traits"][t]["step"] + 1, data.start(t) + 1))
    return out


def hand_of(view, seat) -> list:
    """The explorer's cards, then the cards in play in front of him (public, B-H.5)."""
    out = []
    in_play = [c for who, c in view.get("in_play", ()) if who == seat]
    for c in list(view["seats"][seat]["cards"]) + [c for c in in_play if c not in view["seats"][seat]["cards"]]:
        card = cards().get(c)
        if card is None:
            continue
        kind = T("{kind}, in play", kind=KIND_WORDS.get(card.deck, card.deck)) if c in in_play \
            else T(KIND_WORDS.get(card.deck, card.deck))
        out.append(card_hand.Card(c, card.name, kind, card.text,
                                  bd.SYMBOL_COLOURS.get(card.deck, theme.ACCENT)))
    return out


def secret_buttons(view) -> list:
    """(key, words) of the haunt's gated panels this seat may open now (B-H.7): its own side's text only."""
    h = view.get("haunt")
    if not h:
        return []
    out = []
    if h.get("hidden"):
        out.append((("secret", "identity"), T("Look at your identity token")))
        out.append((("secret", "haunt"), T("Read the haunt")))
        return out
    texts = h.get("texts") or {}
    if "traitor" in texts:
        out.append((("secret", "traitor"), T("Read the traitor's tome")))
    if "heroes" in texts:
        out.append((("secret", "heroes"), T("Read the heroes' secrets")))
    return out


class SidePanel:
    """Lays out and draws the panel; `hits` maps every clickable rect to its key after each draw."""

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.hand = card_hand.CardHand()
        self.hits: list = []     # (rect, key): ("seat", i), ("secret", side), REVEAL_SELF, PICTURE

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)

    def key_at(self, pos):
        return next((key for r, key in self.hits if r.collidepoint(pos)), None)

    def draw(self, surface, view, chosen, s: float, hover_key=None) -> None:
        r = self.rect
        self.hits = []
        pygame.draw.rect(surface, (30, 32, 42), r, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=8)
        pad = int(8 * s)
        x, y, w = r.x + pad, r.y + pad, r.w - 2 * pad
        if view.get("phase") == "choose_explorers" and chosen is None:
            self._draw_choices(surface, view, pygame.Rect(x, y, w, r.h - 2 * pad), s)
            return
        seat = shown_seat(view, chosen)
        if seat is None:
            return
        e = view["seats"][seat]
        size = max(13, int(17 * s))
        colour = SEAT_RGB.get(e["colour"], theme.ACCENT)
        pygame.draw.circle(surface, colour, (x + int(7 * s), y + size // 2 + 2), max(5, int(7 * s)))
        name = _(e["name"])
        fonts.blit_text(surface, first_fit(size, w - int(20 * s), name, given_name(name), bold=True), (x + int(18 * s), y),
                        size, theme.TEXT, bold=True)
        y += int(24 * s)
        tracks = tracks_of(view, seat)
        trait_panel.draw_tracks(surface, pygame.Rect(x, y, w, trait_panel.height_for(4, s)), tracks, s, colour)
        y += trait_panel.height_for(4, s) + int(4 * s)
        fonts.blit_text(surface, T("Cards"), (x, y), max(12, int(14 * s)), theme.TEXT_DIM, bold=True)
        y += int(18 * s)
        others = [i for i, o in enumerate(view["seats"]) if o is not None and i != seat]
        line_h = max(16, int(19 * s))
        haunt_h = self._haunt_height(view, s)
        bottom = r.bottom - pad - len(others) * line_h - int(22 * s) - haunt_h - int(32 * s)
        hand_h = max(int(20 * s), bottom - y)
        self.hand.draw(surface, pygame.Rect(x, y, w, hand_h), hand_of(view, seat), s, hover_key,
                       empty=T("No cards yet"))
        y += hand_h + int(6 * s)
        fonts.blit_text(surface, T("Explorers (click one to see it)"), (x, y), max(12, int(13 * s)), theme.TEXT_DIM)
        y += int(18 * s)
        for i in others:
            o = view["seats"][i]
            row = pygame.Rect(x, y, w, line_h)
            if hover_key == ("seat", i):
                pygame.draw.rect(surface, theme.HOVER, row, border_radius=4)
            pygame.draw.circle(surface, SEAT_RGB.get(o["colour"], theme.ACCENT), (x + int(6 * s), row.centery),
                               max(4, int(5 * s)))
            numbers, compact, short = trait_numbers(o)
            if o.get("dead"):      # a dead explorer's numbers mean nothing any more (B-21)
                numbers = compact = short = _("dead")
            name = _(o['name'])
            given = given_name(name)
            text = first_fit(max(12, int(13 * s)), w - int(16 * s), f"{name}  {numbers}",
                             f"{given}  {numbers}", f"{given}  {compact}", f"{given}  {short}")
            fonts.blit_text(surface, text, (x + int(15 * s), row.centery), max(12, int(13 * s)),
                            theme.TEXT_DIM if o.get("dead") else theme.TEXT, anchor="midleft")
            self.hits.append((row, ("seat", i)))
            y += line_h
        y += int(4 * s)
        self._draw_haunt(surface, view, pygame.Rect(x, y, w, haunt_h), s, hover_key)
        pic = pygame.Rect(x, r.bottom - pad - int(26 * s), w, int(26 * s))
        self._button(surface, pic, T("Save a picture of the house (P)"), hover_key == PICTURE, s)
        self.hits.append((pic, PICTURE))
        if chosen is not None and chosen != seat:
            pass

    def _draw_choices(self, surface, view, rect, s: float) -> None:
        """While explorers are chosen (B-3.2): the character cards left, each side's starting traits."""
        size = max(12, int(14 * s))
        fonts.blit_text(surface, T("Explorers to choose from"), (rect.x, rect.y), size + 2, theme.TEXT, bold=True)
        y = rect.y + int(28 * s)
        taken = {e["colour"] for e in view["seats"] if e}
        line_h = fonts.font(size).get_linesize()
        for e in explorer_data().values():
            if e.colour in taken or y + 2 * line_h > rect.bottom:
                continue
            pygame.draw.circle(surface, SEAT_RGB.get(e.colour, theme.ACCENT), (rect.x + int(6 * s), y + line_h // 2),
                               max(4, int(5 * s)))
            fonts.blit_text(surface, T("{name} ({colour})", name=e.name, colour=COLOUR_WORDS.get(e.colour, e.colour)),
                            (rect.x + int(16 * s), y), size, theme.TEXT, bold=True)
            y += line_h
            numbers = "  ".join(f"{_(TRAIT_WORDS[t])} {e.track(t)[e.start(t)]}" for t in TRAITS)
            fonts.blit_text(surface, first_fit(size, rect.w - int(16 * s), numbers,
                                               "  ".join(f"{_(TRAIT_WORDS[t])[:2]} {e.track(t)[e.start(t)]}"
                                                         for t in TRAITS)),
                            (rect.x + int(16 * s), y), size, theme.TEXT_DIM)
            y += line_h + int(4 * s)

    def _haunt_height(self, view, s: float) -> int:
        h = view.get("haunt")
        lh = fonts.font(max(12, int(14 * s))).get_linesize()     # Chinese lines stand taller than Latin ones
        if not h:
            return max(int(36 * s), int(4 * s) + 2 * lh)
        buttons = len(secret_buttons(view)) + (1 if h.get("hidden") and h.get("traitor") is None else 0)
        return int(22 * s) + 2 * max(int(20 * s), lh) + buttons * int(32 * s) + len(progress_lines(view)) * max(lh, int(18 * s))

    def _draw_haunt(self, surface, view, rect, s: float, hover_key) -> None:
        h = view.get("haunt")
        size = max(12, int(14 * s))
        lh = fonts.font(size).get_linesize()
        if not h:
            omens = view.get("omens_drawn", 0)
            text = T("No haunt yet · omens drawn: {omens}", omens=omens)
            fonts.blit_text(surface, text, (rect.x, rect.y + int(4 * s)), size, theme.TEXT_DIM)
            stack = view["room_stack"]
            back = anded(FLOOR_TITLES.get(f, f) for f in stack["top_back"]) if stack["top_back"] else T("none left")
            fonts.blit_text(surface, first_fit(size, rect.w, T("Next room's back: {back}", back=back),
                                               T("Next room: {back}", back=back)),
                            (rect.x, rect.y + int(4 * s) + lh), size, theme.TEXT_DIM)
            return
        fonts.blit_text(surface, first_fit(size + 1, rect.w, T("Haunt: {title}", title=h['title']), h['title'], bold=True),
                        (rect.x, rect.y), size + 1, (200, 120, 255), bold=True)
        traitor = h.get("traitor")
        if h.get("hidden") and traitor is None:
            who = T("The traitor is hidden")
        elif traitor is None:
            who = T("No traitor: everyone against the house")
        else:
            who = T("Traitor: {name}", name=view['seats'][traitor]['name'])
        fonts.blit_text(surface, first_fit(size, rect.w, T("Round {round} · {who}", round=h['round'], who=who), who),
                        (rect.x, rect.y + max(int(20 * s), lh)), size, theme.TEXT)
        y = rect.y + max(int(20 * s), lh) + max(int(20 * s), lh)
        for line in map(render, progress_lines(view)):     # the seat's own side's goals, counted from its view
            fonts.blit_text(surface, first_fit(size, rect.w, line, line.split(" (")[0]), (rect.x, y), size,
                            (150, 220, 160))
            y += max(lh, int(18 * s))
        y += int(2 * s)
        keys = secret_buttons(view)
        asking = (view.get("decision") or {}).get("kind") == "reveal_claim"   # the table's question has its own answers
        if h.get("hidden") and traitor is None and not asking:
            keys = keys + [(REVEAL_SELF, T("Reveal myself"))]
        for key, words in keys:
            b = pygame.Rect(rect.x, y, rect.w, int(28 * s))
            self._button(surface, b, words, hover_key == key, s)
            self.hits.append((b, key))
            y += int(32 * s)

    def _button(self, surface, rect, words, hot, s) -> None:
        pygame.draw.rect(surface, theme.HOVER if hot else theme.PANEL, rect, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT if hot else theme.PANEL_EDGE, rect, 1, border_radius=6)
        size = max(12, int(14 * s))
        fonts.blit_text(surface, words, rect.center, size, theme.TEXT,
                        anchor="center")
