"""Keyboard play in the play shell (issue 17): the ring over the legal spots and the answers, Enter, Esc, 1-9, the
ring drawn, and the ring dropped when the answers change or the laptop changes hands (T-2, T-3, T-4, T-6)."""
import pygame

from engine.ui.keyfocus import KeyFocus, Stop, draw_ring, nearest, reading_order
from tests.engine.play.shell_support import frame_bytes, key, shell

OPEN = {"players": 2, "variant": "open"}


def open_shell():
    app, scene, session = shell(OPEN)
    return app, scene, session


def test_tab_goes_first_to_the_spot_of_the_preselected_answer_then_on_through_the_answers_and_shift_tab_back():
    app, scene, _ = open_shell()
    assert scene.selected == ("roll",) and scene.key_focus.key is None
    key(app, pygame.K_TAB)
    assert scene.key_focus.key == ("board", "die")        # T-2: what Enter would take, ringed
    key(app, pygame.K_TAB)
    assert scene.key_focus.key == ("choice", 0, "Mark 1")  # T-4: then the answers of the panel
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.key_focus.key == ("board", "die")


def test_the_ring_on_an_answer_preselects_it_so_enter_takes_that_answer():
    app, scene, session = open_shell()
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.selected == ("mark", 2) and scene.choices.buttons[1].toggled
    key(app, pygame.K_RETURN)
    assert session.state.marks == 1 and session.actions[-1] == ("mark", 2)    # T-4


def test_enter_on_a_ringed_spot_does_what_a_click_there_does():
    app, scene, session = open_shell()
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert session.actions[-1] == ("roll",)                 # T-2


def test_an_arrow_moves_the_ring_to_the_nearest_stop_that_way_and_never_to_the_toolbar():
    app, scene, _ = open_shell()
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert scene.key_focus.key[0] == "choice"                # the panel lies to the right of the die
    for _ in range(6):
        key(app, pygame.K_UP)
    assert scene.key_focus.key == ("choice", 0, "Mark 1")   # up the answers, and no further (not the toolbar)
    key(app, pygame.K_LEFT)
    assert scene.key_focus.key[0] == "board"


def test_number_keys_press_the_numbered_answers_of_the_panel():
    app, scene, session = open_shell()
    key(app, pygame.K_3)
    assert session.actions[-1] == ("mark", 3)               # T-4: the third answer
    key(app, pygame.K_KP1)
    assert session.actions[-1] == ("mark", 1)


def test_a_number_with_no_answer_does_nothing():
    app, scene, session = open_shell()
    key(app, pygame.K_9)
    assert not session.actions


def rolled_without_a_one(app, scene, session):
    """Roll with the keyboard until the turn total grows (a 1 passes the turn: roll again)."""
    for _ in range(20):
        key(app, pygame.K_TAB)
        assert scene.key_focus.key == ("board", "die")
        key(app, pygame.K_RETURN)
        if session.state.turn_total:
            return
    raise AssertionError("never rolled more than a 1")


def test_the_ring_is_dropped_when_the_legal_answers_change():
    app, scene, session = open_shell()
    rolled_without_a_one(app, scene, session)            # the bank may be clicked now (T-3): new answers
    assert ("hold",) in scene.legal
    assert scene.key_focus.key is None and scene.key_focus.current(scene.key_stops()) is None


def test_after_the_answers_change_an_arrow_goes_on_from_where_the_ring_was():
    app, scene, session = open_shell()
    rolled_without_a_one(app, scene, session)
    key(app, pygame.K_RIGHT)                              # from the die, the bank lies to the right (T-3)
    assert scene.key_focus.key == ("board", "bank")


def test_esc_backs_out_of_a_spots_answers_before_it_leaves_the_game():
    app, scene, session = open_shell()
    left = []
    scene.on_menu = lambda: left.append(True)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN, pygame.KMOD_SHIFT)            # every answer on the die, in the panel
    assert scene.focus == "die" and scene._choice_actions == [("roll",)]
    key(app, pygame.K_ESCAPE)
    assert scene.focus is None and not left and not session.actions
    key(app, pygame.K_ESCAPE)
    assert left == [True]


def test_the_focus_ring_is_drawn_round_the_ringed_spot_and_only_there():
    app, scene, _ = open_shell()
    app.frame(1 / 60)
    before = pygame.Surface.copy(app.screen)
    key(app, pygame.K_TAB)
    app.frame(1 / 60)
    die = scene.board.die_rect
    changed = [(x, y) for x in range(0, app.size[0], 2) for y in range(0, app.size[1], 2)
               if before.get_at((x, y)) != app.screen.get_at((x, y))]
    ring = die.inflate(60, 60)
    tooltip = pygame.Rect(die.right, die.bottom, 420, 200)
    assert changed and all(ring.collidepoint(p) or tooltip.collidepoint(p) for p in changed)
    # the ring is light and dark at once (seen on any board colour), and marks the spot's top-left corner
    colours = {tuple(app.screen.get_at(p))[:3] for p in changed if ring.collidepoint(p)}
    assert (255, 255, 255) in colours and (10, 10, 14) in colours


def test_the_ring_is_told_by_its_shape_on_white_and_on_black():
    for background in ((255, 255, 255), (0, 0, 0), (200, 40, 40)):
        surface = pygame.Surface((120, 120))
        surface.fill(background)
        draw_ring(surface, pygame.Rect(40, 40, 40, 40))
        seen = {tuple(surface.get_at((x, y)))[:3] for x in range(120) for y in range(120)}
        assert len(seen - {background}) >= 1 and ((255, 255, 255) in seen and (10, 10, 14) in seen)
        corner = surface.get_at((32, 32))[:3]       # the filled corner mark, outside the square's own corner
        assert corner != background


def test_the_hand_off_drops_the_ring_so_the_next_player_never_finds_the_last_ones():
    app, scene, session = shell()                          # the secret variant: the laptop changes hands (T-6)
    key(app, pygame.K_RETURN)                              # player 1 takes it
    key(app, pygame.K_TAB)
    assert scene.key_focus.key is not None
    while session.handoff is None:
        session.apply(("roll",) if ("roll",) in session.legal_actions(session.pending.seat) else ("hold",),
                      seat=session.pending.seat)
    assert scene.handoff_screen is not None and scene.key_focus.key is None
    assert scene._key_origin is None


def test_tab_and_enter_on_the_hand_off_screen_never_confirm_it_before_its_pause():
    app, scene, session = shell()
    screen = scene.handoff_screen
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0),
                       pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0),
                       pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
    assert scene.handoff_screen is screen and session.handoff is not None and scene.key_focus.key is None


def test_reading_order_is_rows_top_to_bottom_each_left_to_right():
    stops = [Stop(k, pygame.Rect(x, y, 20, 20)) for k, x, y in
             (("c", 10, 60), ("b", 60, 12), ("a", 10, 10), ("d", 60, 58))]
    assert [s.key for s in reading_order(stops)] == ["a", "b", "c", "d"]


def test_an_arrow_picks_the_nearest_stop_ahead_and_nothing_behind():
    here = pygame.Rect(100, 100, 20, 20)
    stops = [Stop("far right", pygame.Rect(300, 100, 20, 20)), Stop("near right", pygame.Rect(160, 110, 20, 20)),
             Stop("left", pygame.Rect(20, 100, 20, 20)), Stop("below", pygame.Rect(100, 200, 20, 20))]
    assert nearest(stops, here, (1, 0)).key == "near right"
    assert nearest(stops, here, (-1, 0)).key == "left"
    assert nearest(stops, here, (0, -1)) is None


def test_shift_tab_with_nothing_focused_starts_at_the_last_stop():
    stops = [Stop(k, pygame.Rect(i * 30, 0, 20, 20)) for i, k in enumerate("abc")]
    focus = KeyFocus()
    assert focus.cycle(stops, -1).key == "c"


def test_an_answer_taken_from_a_spots_list_closes_the_list_and_the_panel_shows_the_new_answers():
    app, scene, session = open_shell()
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN, pygame.KMOD_SHIFT)
    key(app, pygame.K_1)                                    # Roll, from the die's list (T-2)
    assert session.actions[-1] == ("roll",) and scene.focus is None
    assert scene._choice_actions == scene.buttons


def test_frames_draw_the_same_with_a_ring_as_drawing_never_moves_it():
    app, scene, _ = open_shell()
    key(app, pygame.K_TAB)
    app.frame(1 / 60)
    first = frame_bytes(app.screen)
    app.frame(1 / 60)
    assert frame_bytes(app.screen) == first and scene.key_focus.key == ("board", "die")


def test_an_answer_taken_from_the_panel_leaves_no_place_for_the_next_arrow_to_go_on_from():
    """A careless player: the ring on an answer, Enter, then an arrow at the next decision must not land back on the
    panel's answers by itself (an 'End the turn' there would end the next turn too)."""
    app, scene, session = open_shell()
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    for _ in range(3):                                    # three marks a turn at most (T-4): then the answers change
        key(app, pygame.K_RETURN)
    assert session.state.marks == 3 and not any(a[0] == "mark" for a in scene.legal)
    assert scene.key_focus.key is None and scene._key_origin is None
    key(app, pygame.K_RIGHT)
    assert scene.key_focus.key[0] == "board"


def test_an_arrow_from_where_the_ring_was_with_nothing_that_way_goes_to_the_first_stop_not_the_nearest():
    stops = [Stop("first", pygame.Rect(0, 0, 20, 20)), Stop("close", pygame.Rect(200, 200, 20, 20))]
    focus = KeyFocus()
    assert focus.move(stops, (1, 0), origin=pygame.Rect(400, 200, 20, 20)).key == "first"
    assert focus.move(stops, (0, 0), origin=None).key == "first"


def test_after_a_resize_the_ring_goes_round_the_spot_where_it_now_is():
    app, scene, _ = open_shell()
    key(app, pygame.K_TAB)
    app.screen = pygame.Surface((960, 600))
    app.stack.on_resize((960, 600))
    app.frame(1 / 60)
    ring = scene.key_focus.current(scene.key_stops())
    assert ring.key == ("board", "die") and ring.rect == scene.board.die_rect
