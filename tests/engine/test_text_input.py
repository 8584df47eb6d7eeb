"""Text from a paste or an IME may carry NUL and other control characters: nothing that draws it may crash."""
import pygame

from engine.ui import fonts
from engine.ui.widgets import TextField


def test_a_nul_or_a_lone_surrogate_is_dropped_when_text_is_rendered():
    assert fonts.render("Zo\x00ë", 16, (255, 255, 255)).get_width() == fonts.render("Zoë", 16, (255, 255, 255)).get_width()
    assert fonts.printable("a\ud800b\tc") == "ab c"
    assert fonts.wrap("one\x00 two\nthree", 14, 400) == ["one two", "three"]


def test_a_text_field_given_a_pasted_nul_keeps_the_printable_rest_and_draws():
    field = TextField("", max_len=12, rect=(0, 0, 200, 30))
    field.focused = True
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Ana\x00\x07 Lee"))
    assert field.text == "Ana Lee"
    surface = pygame.Surface((220, 40))
    field.text += "\x00"           # even text put there by code is drawn without a crash
    field.draw(surface, 16)


def test_a_digits_only_field_ignores_other_digits_and_characters():
    field = TextField("", digits=True)
    field.type_text("4\x002٣x7")
    assert field.text == "427"
