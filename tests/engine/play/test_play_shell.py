"""The generic play shell hosting the template game (Pig with a secret): hand-offs, routing, results, Esc."""
import pygame

from engine.play.handoff import HandoffScene
from engine.play.results import ResultsScene
from engine.play.rules_help import RulesHelpScene
from engine.play.saves_overlay import LoadScene
from engine.ui.app import App
from scenes._template.board_view import BANK, TemplateBoardView
from tests.engine.play.shell_support import RecordingBoard, click, frame_bytes, key, settle, shell


def handoff_alone(name, size):
    app = App(size=size, headless=True)
    app.push(HandoffScene(name))
    app.frame(1 / 60)
    return frame_bytes(app.screen)


def roll_until_handoff(app, scene, session, limit=60):
    for _ in range(limit):
        if session.handoff is not None:
            return True
        click(app, scene.board.die_rect.center)
        settle(app)
    return session.handoff is not None


def test_T_6_the_secret_game_opens_on_the_hand_off_screen_and_nothing_else():
    app, scene, session = shell()
    assert session.handoff is not None
    assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)


def test_T_6_a_hand_off_frame_mid_game_is_pixel_for_pixel_the_hand_off_screen_alone():
    for size in ((1280, 800), (960, 600)):
        app, scene, session = shell(size=size)
        key(app, pygame.K_RETURN)
        assert roll_until_handoff(app, scene, session)
        app.frame(1 / 60)
        assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)


def test_T_6_no_tooltip_or_log_reaches_the_hand_off_frame_even_with_the_mouse_over_the_board():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    assert roll_until_handoff(app, scene, session)
    pos = scene.board.die_rect.center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.tooltip.text == ""
    alone = App(size=app.size, headless=True)
    screen = HandoffScene(session.handoff.name)
    alone.push(screen)
    alone.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert frame_bytes(app.screen) == frame_bytes(alone.screen)


def test_T_6_every_change_of_viewer_between_seats_with_secrets_is_preceded_by_the_hand_off_frame():
    board = RecordingBoard()
    app, scene, session = shell(board=board, seed=11)
    rules = session.ruleset
    frames = []   # per drawn frame: ("handoff",) or ("board", viewer seat, every seat's knowledge group)
    draw_frame = app.frame

    def recorded_frame(dt, events=()):
        drawn = len(board.drawn)
        draw_frame(dt, events)
        if len(board.drawn) > drawn:
            assert session.handoff is None, "the board was drawn while the laptop changes hands"
            viewer = session.viewer
            assert board.drawn[-1] == session.view(viewer)
            groups = tuple(rules.knowledge_group(session.state, seat) for seat in range(2))
            frames.append(("board", viewer, groups))
        else:
            assert frame_bytes(app.screen) == handoff_alone(session.handoff.name, app.size)
            frames.append(("handoff",))

    app.frame = recorded_frame
    for step in range(400):
        if session.is_over:
            break
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
        elif step % 3 == 2 and ("hold",) in scene.legal:
            click(app, scene.board.bank_rect.center)
        else:
            click(app, scene.board.die_rect.center)
        settle(app)
    assert sum(f[0] == "handoff" for f in frames) >= 1   # (the opening hand-off came before recording)
    seen_seats = {f[1] for f in frames if f[0] == "board"}
    assert seen_seats == {0, 1}
    last = None
    for f in frames:
        if f[0] == "handoff":
            last = None
            continue
        if last is not None and f[1] != last[1]:
            # a new seat at the screen with no hand-off between: only allowed when both know the same now
            groups = f[2]
            assert groups[f[1]] == groups[last[1]], f"seat {f[1]} was shown right after seat {last[1]} without a hand-off"
        last = f


def test_undo_is_disabled_across_a_hand_off_and_its_tooltip_says_why():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    assert roll_until_handoff(app, scene, session)
    key(app, pygame.K_RETURN)
    undo = scene.toolbar[0]
    assert not undo.enabled
    assert undo.tooltip == session.can_undo().reason and undo.tooltip
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.tooltip.text == undo.tooltip


def test_T_3_a_refused_click_says_why_in_words_with_the_rule_id_only_in_the_tooltip():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    click(app, scene.board.bank_rect.center)     # nothing rolled yet: hold is refused
    assert scene.message.bad
    assert scene.message.text == "You can hold only after rolling something."
    assert "T-3" not in scene.message.text and scene.message.tooltip == "Rule T-3"


def test_T_2_a_click_on_the_die_with_one_legal_action_rolls_it():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    click(app, scene.board.die_rect.center)
    assert session.actions[-1] == ("roll",)


def test_enter_accepts_the_pre_selected_answer():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)            # the hand-off
    assert scene.selected == ("roll",)   # the template prefers rolling a fresh turn
    key(app, pygame.K_RETURN)
    assert session.actions == (("roll",),)


class MarksOnTheBank(TemplateBoardView):
    """A board where the marks are clicked on the bank too: one target with several actions."""

    def target_of(self, action):
        return BANK if action[0] in ("hold", "mark") else super().target_of(action)


def test_T_4_a_target_with_several_actions_lists_them_and_esc_closes_that_selection_first():
    app, scene, session = shell(board=MarksOnTheBank())
    key(app, pygame.K_RETURN)
    click(app, scene.board.bank_rect.center)
    assert scene.focus == BANK
    assert [b.text for b in scene.choices.buttons] == ["Mark 1", "Mark 2", "Mark 3", "Back"]
    key(app, pygame.K_ESCAPE)
    assert scene.focus is None and app.stack.top is scene


def test_esc_closes_the_help_then_the_load_list_then_leaves_the_game():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    click(app, scene.toolbar[3].rect.center)
    assert isinstance(app.stack.top, LoadScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def short_game(**kw):
    return shell(config={"players": 2, "variant": "secret", "target": 8}, seed=5, **kw)


def play_to_the_end(app, scene, session, limit=300):
    for _ in range(limit):
        if session.is_over:
            break
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
        elif ("hold",) in scene.legal and session.view(session.viewer)["turn_total"] >= 4:
            click(app, scene.board.bank_rect.center)
        else:
            click(app, scene.board.die_rect.center)
        settle(app)
    app.frame(1 / 60)


def test_T_5_the_results_screen_shows_the_outcome_its_reason_and_the_score_lines():
    app, scene, session = short_game()
    play_to_the_end(app, scene, session)
    out = session.outcome
    assert out is not None
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.headline == f"{session.seat_name(out.winners[0])} wins"
    assert results.reason.lower().startswith(out.reason.lower())
    assert results.lines == [(label, points) for label, points in out.score_lines] and results.lines
    assert [b.text for b in results.buttons] == ["New game", "Replay", "Menu"]


def test_esc_on_the_results_shows_the_final_board_then_leaves():
    app, scene, session = short_game()
    play_to_the_end(app, scene, session)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    assert scene not in app.stack.scenes


def test_replay_steps_from_the_start_to_the_final_position():
    app, scene, session = short_game()
    play_to_the_end(app, scene, session)
    click(app, app.stack.top.buttons[1].rect.center)
    replay = app.stack.top
    assert replay.step == 0
    key(app, pygame.K_END)
    assert replay.view == session.view(scene.viewer)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ResultsScene)


def test_after_the_replay_closes_the_board_under_the_results_is_laid_out_in_the_shell_again():
    app, scene, session = short_game()
    play_to_the_end(app, scene, session)
    shell_rect = pygame.Rect(scene.board.rect)
    click(app, app.stack.top.buttons[1].rect.center)
    assert scene.board.rect != shell_rect          # the replay lays the board out in its own rect
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ResultsScene)
    assert scene.board.rect == shell_rect


def test_dice_results_reach_the_log_only_when_the_dice_have_landed():
    app, scene, session = shell(animate=True)
    key(app, pygame.K_RETURN)
    click(app, scene.board.die_rect.center)
    rolled = session.log_for(session.viewer)[-1]
    assert "rolls" in rolled and not scene.tray.settled
    assert rolled not in scene.log_panel.lines[-1:]
    settle(app)
    assert scene.log_panel.lines[-1] == rolled


def test_drawing_never_changes_the_game():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    before = (session.state_hash(), len(session.actions), session.viewer)
    for _ in range(3):
        scene.draw(app.screen)
    assert (session.state_hash(), len(session.actions), session.viewer) == before


def test_the_shell_is_idle_when_nothing_moves_and_animates_while_the_banner_shows():
    app, scene, session = shell(config={"players": 2, "variant": "open"})
    assert scene.banner.active and app.animating()
    settle(app)
    assert not app.animating()


def test_the_play_shell_draws_at_tiny_window_sizes():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    for size in ((200, 150), (120, 90), (1, 1), (3000, 400)):
        app.screen = pygame.Surface(size)
        app.stack.on_resize(size)
        app.frame(1 / 60)


def test_T_6_the_message_line_is_emptied_when_a_hand_off_begins():
    app, scene, session = shell(seed=11)
    key(app, pygame.K_RETURN)
    scene.message.say("You hold card 3 and cannot do that.", bad=True)   # words only this seat may read
    while session.handoff is None:
        session.apply(("roll",))    # straight through the session: the shell only hears about it
    assert scene.message.text == ""
    key(app, pygame.K_RETURN)
    assert session.viewer == 1 and scene.message.text == ""


def test_the_tooltip_under_a_still_mouse_follows_the_game_after_an_action():
    app, scene, session = shell(seed=4)
    key(app, pygame.K_RETURN)
    pos = scene.board.bank_rect.center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert not scene.tooltip.text.startswith("Click")       # nothing to bank yet
    while ("hold",) not in scene.legal:
        key(app, pygame.K_RETURN)                           # roll (the pre-selected answer)
        if session.handoff is not None:
            key(app, pygame.K_RETURN)
    assert scene.tooltip.text.startswith("Click: Hold")


def test_no_tooltip_of_the_board_shows_through_an_overlay():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    pos = scene.board.die_rect.center
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.tooltip.text
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, RulesHelpScene) and scene.tooltip.text == ""


def test_a_failing_autosave_is_said_in_the_message_line_and_the_game_goes_on(tmp_path):
    """Issue 8: autosave failures never raise out of apply; the play scene reports them in words."""
    from engine.play.play_scene import PlayScene
    from engine.rules.session import GameSession
    from engine.ui.app import App
    from rulesets._template import rules as template
    from scenes._template.board_view import TemplateBoardView

    def broken_disk(session):
        raise OSError("No space left on device")
    session = GameSession(template, {"players": 2}, 3, autosave=broken_disk)
    scene = PlayScene(session, TemplateBoardView(), title="Pig")
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    assert scene.act(("roll",))
    assert scene.message.bad and "could not be autosaved" in scene.message.text
    assert len(session) == 1


class AdvisingBoard(TemplateBoardView):
    """The template board with an advisor that always suggests a mark of 2, and remembers what it was shown."""

    def __init__(self):
        super().__init__()
        self.shown = []

    def advise(self, view, seat):
        self.shown.append((view, seat))
        return ("mark", 2), "Mark 2: a note costs nothing."


def test_T_4_h_pre_selects_the_advised_answer_says_why_and_enter_takes_it():
    app, scene, session = shell(board=AdvisingBoard())
    key(app, pygame.K_RETURN)            # the hand-off
    assert scene.selected == ("roll",)   # what the board prefers before any hint
    key(app, pygame.K_h)
    assert scene.selected == ("mark", 2) and scene.message.text == "Mark 2: a note costs nothing."
    key(app, pygame.K_RETURN)
    assert session.actions == (("mark", 2),)


def test_the_advisor_is_shown_only_the_view_of_the_seat_at_the_screen():
    board = AdvisingBoard()
    app, scene, session = shell(board=board)
    key(app, pygame.K_RETURN)            # the hand-off
    key(app, pygame.K_h)
    view, seat = board.shown[-1]
    assert view == session.view(scene.viewer) and seat == scene.viewer


def test_the_status_line_does_not_offer_h_in_a_game_without_an_advisor():
    _, scene, _ = shell()
    assert "H: hint" not in scene.message.hint and "Enter: accept" in scene.message.hint
    _, advised, _ = shell(board=AdvisingBoard())
    assert "H: hint" in advised.message.hint


def test_enter_with_nothing_pre_selected_takes_no_action_and_says_why():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)            # the hand-off
    scene.selected = None                # a board that pre-selects nothing (every answer costs something)
    key(app, pygame.K_RETURN)
    assert session.actions == () and "click the answer you want" in scene.message.text


def test_h_in_a_game_without_an_advisor_says_so():
    app, scene, session = shell()
    key(app, pygame.K_RETURN)
    key(app, pygame.K_h)
    assert scene.message.text == "This game has no hints." and session.actions == ()


def test_new_game_from_the_results_opens_the_setup_again_with_the_same_players_and_variant():
    from engine.play.entry import new_game_from
    from engine.play.setup_scene import SetupScene
    from scenes._template import play as template_play
    from tests.engine.rules.helpers import play
    session = play(template_play.new_session({"players": 3, "variant": "short"}, 5, autosave=False), 5000)
    scene = template_play.play_scene(session, animate=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    new_game_from(scene, template_play.make_play)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup is not scene
    assert setup.config()["players"] == 3 and setup.config()["variant"] == "short"
