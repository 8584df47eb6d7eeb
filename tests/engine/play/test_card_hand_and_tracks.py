"""The shell's generic card hand and trait tracks draw whole words only, and find what the mouse is on."""
import pygame

from engine.play import card_hand, trait_panel
from engine.ui import fonts

CARDS = [card_hand.Card(i, f"Card {i}", "Item", "A long text " * 6) for i in range(5)]


def _drawn(rect, cards):
    hand = card_hand.CardHand()
    with fonts.recording() as drawn:
        hand.draw(pygame.Surface((400, 800)), pygame.Rect(rect), cards)
    return hand, [d.text for d in drawn]


def test_a_hand_with_room_shows_each_cards_whole_text():
    hand, texts = _drawn((0, 0, 300, 700), CARDS)
    assert "Card 4" in texts and any("A long text" in t for t in texts)
    assert not any(t.endswith("…") for t in texts)


def test_a_hand_too_long_for_its_room_shows_the_names_only_never_cut_text():
    hand, texts = _drawn((0, 0, 300, 160), CARDS)
    assert "Card 0" in texts and not any("A long text" in t for t in texts)
    assert hand.card_at(hand.rects[0].center) == 0


def test_the_track_marker_boxes_the_current_value():
    surface = pygame.Surface((300, 60))
    with fonts.recording() as drawn:
        trait_panel.draw_tracks(surface, pygame.Rect(0, 0, 300, 30), [trait_panel.Track("Might", (0, 3, 4, 5), 2)])
    bold = [d.text for d in drawn if d.text == "4"]
    assert bold and "Might" in [d.text for d in drawn]
