"""The choice panel keeps every answer readable: long labels take two lines instead of being cut short, pages
follow the buttons' real heights, a long title shrinks, and a tooltip that would only repeat a label is not shown over the next one."""
import pygame

from engine.play.panels import ChoicePanel
from engine.ui import fonts
from engine.ui.app import App
from engine.ui.widgets import Button
from tests.engine.play.shell_support import key, shell

LONG = ["Patrol 2 marches to North Plaza, then faces Well Court",
        "Patrol 2 marches to North Plaza, then faces Moss Garden"]


def panel_with(labels, rect=(0, 0, 220, 350)):
    App(size=(1280, 800), headless=True)   # fonts need pygame up
    panel = ChoicePanel()
    panel.rect = pygame.Rect(rect)
    panel.set_choices("Player 1 (the guards) decides", "Several things can be done there:",
                      [(t, lambda: None, t) for t in labels])
    return panel


def test_two_long_labels_that_differ_only_at_the_end_are_drawn_differently():
    panel = panel_with(LONG)
    surface = pygame.Surface((220, 350))
    crops = []
    for b in panel.buttons:
        surface.fill((0, 0, 0))
        b.draw(surface)
        crops.append(pygame.image.tobytes(surface.subsurface(b.rect), "RGB"))
    assert crops[0] != crops[1]


def test_tall_buttons_never_overlap_and_the_pages_hold_every_button_once():
    panel = panel_with(LONG * 6 + ["Back"])
    assert sum(len(p) for p in panel.pages) == len(panel.buttons)
    for page in range(len(panel.pages)):
        panel.page = page
        panel.layout(panel.rect, panel.s)
        shown = [b.rect for b in panel.buttons if b.visible]
        assert shown and all(a.bottom <= b.top for a, b in zip(shown, shown[1:]))
        assert all(r.bottom <= panel.pager[0].rect.top for r in shown)


def test_a_long_decider_title_shrinks_to_fit_before_it_is_cut_short():
    panel = panel_with(["Back"], rect=(0, 0, 290, 350))
    pad = int(10 * panel.s)
    assert fonts.font(17, True).size(panel.title)[0] > panel.rect.w - 2 * pad    # too wide at the usual size
    assert fonts.font(panel.title_size(), True).size(panel.title)[0] <= panel.rect.w - 2 * pad


def test_hovering_a_button_whose_tooltip_only_repeats_its_label_shows_no_tooltip():
    app, scene, session = shell()
    if session.handoff is not None:
        key(app, pygame.K_RETURN)
    assert scene.view is not None
    button = Button("End this phase", lambda: None, tooltip="End this phase")
    button.rect = pygame.Rect(scene.choices.rect.x + 10, scene.choices.rect.y + 60, 200, 30)
    button.visible = True
    scene.choices.buttons = [button]
    scene.mouse = button.rect.center
    scene.refresh_hover()
    assert scene.tooltip.text == ""
    button.tooltip = "Ends the Card Phase: the patrols march next"
    scene.refresh_hover()
    assert scene.tooltip.text == button.tooltip



def test_the_pre_selected_answers_page_is_shown_when_the_panel_is_first_laid_out_at_its_real_size():
    """Chosen while the panel was still 1 px tall (each answer a page of its own), then laid out in the window:
    the page shown is still the one holding the pre-selected answer, not the page of that number."""
    App(size=(1280, 800), headless=True)
    panel = ChoicePanel()
    panel.rect = pygame.Rect(0, 0, 1, 1)
    panel.set_choices("Player 1 decides", "Choose", [(f"Answer {i}", lambda: None, "") for i in range(10)])
    panel.show(3)
    panel.layout(pygame.Rect(0, 0, 300, 350), 1.0)
    assert panel.buttons[3].visible


def test_turning_a_page_lets_go_of_the_pre_selected_answers_page():
    panel = panel_with([f"Answer {i}" for i in range(12)])
    panel.show(0)
    panel.turn(1)
    panel.layout(panel.rect, panel.s)
    assert panel.page == 1
