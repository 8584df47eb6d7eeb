"""Ninja answers as a newcomer meets them in the play shell: guard cards clicked on the guard they name, one
button to end the phase (and Enter taking it), bluffs folded, the marching patrol named (found playing whole
games at 1280x800)."""
import pygame
import pytest

from rulesets.ninja.bots import Bot
from tests.ninja.scene_support import key, open_game, person_move


def drive_to(app, scene, session, kind, seed=7, limit=600):
    """Play the bot's picks through the shell (Enter at every hand-off) until a person must answer `kind`."""
    bot = Bot(seed)
    for _ in range(limit):
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
        elif scene.legal and scene.pending.kind == kind:
            return
        elif scene.legal:
            assert scene.act(person_move(scene, bot))
            app.frame(1 / 60)
        else:
            app.frame(0.5)
    raise AssertionError(f"never reached a {kind} decision")


def shown_labels(scene):
    return [b.text for b in scene.choices.buttons]


def test_N_9_1_in_the_card_phase_the_sentry_and_patrol_cards_are_clicked_on_the_board_not_listed():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    cards = [a for a in scene.legal if a[0] in ("play", "free_listen") and a[-2] in ("sentry", "patrol")]
    assert cards
    assert not [a for a in scene.buttons if a in cards]
    guards = {g["number"]: g["zone"] for g in scene.view["guards"]}
    sentry = next(a for a in cards if a[-2] == "sentry")
    assert sentry in scene.targets[guards[sentry[-1]]]


def test_N_9_1_ending_the_card_phase_is_on_the_first_page_and_enter_takes_the_free_listen_not_a_card():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    visible = [b.text for b in scene.choices.buttons if b.visible]
    assert "End this phase" in visible
    assert ("end_phase",) in scene.legal and any(a[0] == "play" for a in scene.legal)
    assert scene.selected is not None and scene.selected[0] == "free_listen"   # N-9.3: it costs no card
    before = len(session.actions)
    key(app, pygame.K_RETURN)
    assert session.actions[before][0] == "free_listen"


def test_N_11_in_the_intruders_phase_the_bluffs_sit_behind_one_button_and_enter_never_plays_a_card():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "intruder_move")
    labels = shown_labels(scene)
    assert not [t for t in labels if t.endswith("as a bluff")]
    assert any(t.startswith("Play a card as a bluff") for t in labels)
    assert scene.selected is None or scene.selected[0] in ("move", "stop")


def test_N_10_2_the_patrol_phase_prompt_names_the_patrol_that_marches_and_where_it_stands():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "move_patrol")
    number = scene.legal[0][1]
    where = next(g["zone"] for g in scene.view["guards"] if g["patrol"] == number)
    name = scene.board.map.zone(where).name
    assert f"march patrol {number} (at {name})" in scene.choices.prompt


def test_the_guards_card_phase_needs_no_page_turning_in_the_choice_panel():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    assert not scene.choices.pager


def test_N_17_5_a_new_intruder_s_card_choice_says_how_many_he_takes_and_how_many_are_left():
    from engine.rules.api import Pending
    from scenes.ninja import choices
    view = {"intruders": {"traitor": {"hand_size": 2}}}
    pending = Pending(seat=1, kind="respawn_cards", prompt="A new intruder comes: choose his cards from the whole deck.",
                      options=(("pick_card", "traitor", "traitor_rope"),))
    assert choices.prompt(view, pending, str).endswith("He takes 5: 2 chosen, 3 to go.")


def test_N_13_after_moving_enter_finishes_the_searches_rather_than_searching_the_first_zone():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "intruder_search")
    assert scene.selected is not None and scene.selected[0] == "done_searching"


def test_N_11_3_a_click_on_a_zone_out_of_reach_is_refused_with_the_rule_s_reason_in_words():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "intruder_move")
    figure = next(a[1] for a in scene.legal if a[0] == "move")
    reachable = {a[2] for a in scene.legal if a[0] == "move" and a[1] == figure}
    far = next(z.id for z in scene.board.map.zones if z.id not in reachable and z.id in scene.board.zone_ids
               and z.id not in scene.targets)
    before = len(session.actions)
    scene.click_target(far)
    assert len(session.actions) == before
    assert "Nothing to do there" not in scene.message.text
    assert "N-11.3" not in scene.message.text and "zones" in scene.message.text


def test_N_16_an_intruder_s_kenjutsu_or_shuriken_on_a_guard_is_clicked_where_that_guard_stands():
    from types import SimpleNamespace

    from scenes.ninja.board_view import NinjaBoardView
    board = NinjaBoardView()
    board.bind(SimpleNamespace(view={"guards": [{"number": 9, "zone": "west_lodge", "patrol": 1},
                                                {"number": 4, "zone": "horse_yard", "patrol": None}]}))
    assert board.target_of(("card", "ninja", "shuriken", 9)) == "west_lodge"
    assert board.target_of(("card", "ninja", "ninja_kenjutsu_loud", 4)) == "horse_yard"
    assert board.target_of(("card", "ninja", "shadow_walk")) is None


def test_every_ninja_setting_at_1280x800_fits_its_button_whole_at_12_px_or_more():
    from engine.ui import fonts
    from engine.ui.app import App
    from scenes.ninja import play
    app = App(size=(1280, 800), headless=True)
    setup = play.make_play(seed=5)
    app.push(setup)
    app.frame(1 / 60)
    for choice, row in setup.choice_buttons:
        for b in row:
            assert fonts.font(b.size).size(b.text)[0] <= b.rect.w - 8, f"{b.text!r} is cut short"
            assert b.size >= 12 and b.tooltip == choice.help


def test_a_setting_too_long_for_a_tiny_window_names_itself_whole_on_hover():
    from engine.ui import fonts
    from engine.ui.app import App
    from scenes.ninja import play
    app = App(size=(640, 480), headless=True)
    setup = play.make_play(seed=5)
    app.push(setup)
    app.frame(1 / 60)
    cut = [b for _, row in setup.choice_buttons for b in row if fonts.font(b.size).size(b.text)[0] > b.rect.w - 8]
    assert cut, "no label was too long: this test no longer checks anything at this size"
    assert all(b.tooltip.startswith(b.text) for b in cut)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_in_the_smallest_window_a_long_setting_takes_two_lines_at_12_px_never_smaller_words(lang):
    # issue 17: "Lone Wolf (two players, one intruder)" and the Guards' values were 10 px in a 960x600 window
    from engine import i18n
    from engine.play.setup_scene import fits
    from engine.ui.app import App
    from scenes.ninja import play
    i18n.set_language(lang)
    try:
        app = App(size=(960, 600), headless=True)
        setup = play.make_play(seed=5, variant="lone_wolf")
        app.push(setup)
        app.frame(1 / 60)
        buttons = [b for _, row in setup.choice_buttons for b in row]
        assert all(b.size >= 12 for b in buttons)
        assert all(fits(b.text, b.size, b.rect.w - 8, b.rect.h - 2) for b in buttons), "every value whole"
        tall = [b for b in buttons if b.rect.h > setup.player_buttons[0].rect.h]
        assert bool(tall) == (lang == "en"), "English's long values take a taller row; Chinese ones fit one line"
        assert setup.start_button.rect.bottom <= 600
    finally:
        i18n.set_language("en")


def test_N_3_4_hiding_the_mission_goals_names_the_letter_being_hidden():
    from engine.rules.api import Pending
    from scenes.ninja import choices
    pending = Pending(seat=0, kind="missions", prompt="Hide the next mission goal in a castle room.",
                      options=(("hide", "F", "treasury"), ("hide", "F", "library")))
    assert choices.prompt({}, pending, str) == "Hide mission goal F in a castle room."


def test_the_setup_note_of_a_long_setting_is_wrapped_inside_the_window():
    from engine.ui import fonts
    from engine.ui.app import App
    from scenes.ninja import play
    app = App(size=(1280, 800), headless=True)
    setup = play.make_play(seed=5)
    app.push(setup)
    app.frame(1 / 60)
    row = dict((c.key, row) for c, row in setup.choice_buttons)["variant"]
    note = f"{row[1].text}: {row[1].tooltip}"              # what a cut "Lone Wolf (two players, o..." says
    assert fonts.font(16).size(note)[0] > 1280 - 80        # one line would run off the screen
    lines = setup.note_lines(note, 16)
    assert len(lines) > 1 and all(fonts.font(16).size(line)[0] <= 1280 - 80 for line in lines)


def test_F1_in_the_guards_card_phase_opens_the_page_on_guard_cards():
    from engine.play.rules_help import RulesHelpScene
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    key(app, pygame.K_F1)
    help_scene = app.stack.top
    assert isinstance(help_scene, RulesHelpScene)
    assert scene.help_pages()[help_scene.index].title == "Guard cards"


def test_N_9_1_one_click_on_a_guard_offers_his_card_first_and_enter_plays_it_since_a_card_cannot_be_taken_back():
    app, scene, session = open_game(seed=7)
    drive_to(app, scene, session, "play_cards")
    zone, (card,) = next((z, acts) for z, acts in scene.targets.items() if len(acts) == 1 and acts[0][0] == "play")
    before = len(session.actions)
    scene.click_target(zone)
    app.frame(1 / 60)
    assert len(session.actions) == before                  # nothing played yet
    assert scene.selected == card and scene.board.label(scene.view, card) in shown_labels(scene)
    assert "cannot be taken back" in scene.choices.prompt
    key(app, pygame.K_RETURN)
    assert session.actions[before] == card
