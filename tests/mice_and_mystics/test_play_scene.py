"""Mice and Mystics in the play shell: played by mouse on the room tiles, minion turns told with their reasons,
hover texts, the hint, the hero cards; the whole chapter reachable by clicks (M-5, M-6, M-13, M-H.1)."""
import pygame
import pytest

import games
from engine.ui.app import App
from rulesets.mice_and_mystics import bots
from scenes.mice_and_mystics import play
from scenes.mice_and_mystics import play_words as pw
from tests.conformance.rulesets import NOT_YET_PLAYABLE_IDS


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def make(players=1, seed=3, animate=False, size=(1280, 800), chapter="down_the_drain"):
    session = play.new_session({"players": players, "chapter": chapter}, seed, autosave=False)
    while session.pending.kind != "mouse_turn":     # the opening questions (abilities, ties) by the hint
        session.apply(bots.decide(session.view(session.pending.seat), session.legal_actions(session.pending.seat)))
    scene = play.board_scene(session, animate=animate)
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(3.0)          # the opening turn banner fades
    app.frame(1 / 60)
    return app, scene


def click(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def hover(app, pos):
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def key(app, k):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")])


def test_mice_and_mystics_is_playable_from_the_menu_and_held_to_every_conformance_check():
    game = games.get("mice_and_mystics")
    assert game.playable and game.load_play is not None
    assert "mice_and_mystics" not in NOT_YET_PLAYABLE_IDS


def test_clicking_a_lit_space_next_to_the_mouse_steps_there_M_6_1():
    app, scene = make()
    step = next(a for a in scene.legal if a[0] == "step")
    hero = scene.view["turn"]["hero"]
    click(app, scene.board.target_point(scene.board.target_of(step)))
    mouse = next(m for m in scene.session.state.mice if m["hero"] == hero)
    assert mouse["place"][1] == step[1]


def test_clicking_a_space_further_away_walks_the_cheapest_way_there_M_6_1():
    app, scene = make()
    view = scene.view
    tile, here = pw.mover(view)[1]
    costs = pw.reach_costs(view)
    far = next(sid for sid, c in sorted(costs.items(), key=lambda kv: -kv[1]) if c >= 2)
    hero = view["turn"]["hero"]
    click(app, scene.board.target_point(("space", tile, far)))
    mouse = next(m for m in scene.session.state.mice if m["hero"] == hero)
    assert mouse["place"] == [tile, far]
    assert scene.session.state.turn["movement"] == view["turn"]["movement"] - costs[far]


def test_hovering_a_space_says_who_reaches_it_what_it_sees_and_whom_a_minion_there_would_go_for_M_13_4():
    app, scene = make()
    tile, here = pw.mover(scene.view)[1]
    target = next(a for a in scene.legal if a[0] == "step")[1]
    text = scene.board.describe(scene.view, ("space", tile, target))
    assert "can reach it now for" in text
    assert "Sees" in text and "other spaces" in text
    assert "A minion here would go for" in text


def test_a_minion_turn_is_shown_step_by_step_with_its_reason_in_words_M_13_4():
    app, scene = make(animate=True)
    seen = []
    for _ in range(300):
        if scene.session.is_over:
            break
        step = scene.pacer.current
        if step is not None and "toward" in step.summary:
            seen.append(step.summary)
            break
        if scene.legal and not scene.pacer.busy:
            scene.act(bots.decide(scene.view, list(scene.legal)))
        app.frame(0.5)
    assert seen, "no minion moved toward a mouse within the game"
    assert "the nearest mouse" in seen[0]


def test_space_skips_the_minions_steps_and_shows_every_log_line():
    app, scene = make(animate=True)
    for _ in range(200):
        if scene.pacer.busy or scene.session.is_over:
            break
        scene.act(bots.decide(scene.view, list(scene.legal)))
    if scene.pacer.busy:
        key(app, pygame.K_SPACE)
        assert not scene.pacer.busy


def test_the_hint_answers_with_a_legal_action_and_a_reason_in_words():
    app, scene = make()
    action, why = scene.board.advise(scene.view, 0)
    assert action in scene.legal
    assert why and "_" not in why


def test_the_hero_cards_show_every_mouse_and_mark_the_one_whose_turn_it_is():
    app, scene = make()
    cards = pw.hero_cards(scene.view, {})
    assert len(cards) == 4
    assert [c.title for c in cards if c.active] == [pw.st.hero_name(scene.view["turn"]["hero"])]
    assert all(c.meter[1] == c.meter[2] for c in cards)


def test_one_person_runs_all_four_mice_and_no_hand_off_screen_shows_M_H_1():
    app, scene = make(players=1)
    for _ in range(60):
        if scene.session.is_over:
            break
        assert scene.handoff_screen is None
        scene.act(bots.decide(scene.view, list(scene.legal)))
        app.frame(1 / 60)
    assert scene.session.state.round >= 2 or scene.session.is_over


def test_four_players_each_get_a_turn_banner_naming_their_mouse():
    app, scene = make(players=4)
    banner = scene.board.turn_banner(scene.view)
    assert banner is not None and banner[0].endswith("'s turn")


def test_a_whole_chapter_is_played_to_its_end_by_clicks_on_the_board_and_the_panel():
    app, scene = make(seed=5)
    for _ in range(400):
        if scene.session.is_over:
            break
        action = bots.decide(scene.view, list(scene.legal))
        target = scene.board.target_of(action)
        if target is not None and len(scene.targets.get(target, [])) == 1:
            click(app, scene.board.target_point(target))
        else:
            scene.act(action)
        app.frame(1 / 60)
    assert scene.session.is_over


def test_a_defeated_minion_is_named_in_the_log_as_it_was_on_the_board_M_8_1():
    from rulesets.mice_and_mystics import rules
    s = rules.setup(rules.INFO.check_config({"players": 1}), 3)
    while not any(e.kind == "minion_defeated" for e in s.log) and rules.outcome(s) is None:
        seat = rules.pending(s).seat
        s = rules.apply(s, bots.decide(rules.view(s, seat), rules.legal_actions(s, seat)))
    line = next(e.text for e in s.log if e.kind == "minion_defeated")
    assert line.startswith("The rat warrior ") and line.endswith(" is defeated")


def test_while_a_minion_move_is_not_told_yet_the_minion_is_drawn_where_it_stood_M_13_4():
    app, scene = make(animate=True)
    for _ in range(200):
        log = scene.session.log
        held = scene.pacer.held_from()
        moves = [e for e in log[held:] if e.kind == "minion_moves" and "from_space" in e.data] if held is not None \
            else []
        if moves:
            shown = scene.board.shown_view(scene.view)
            label = moves[0].data["minion"]
            place = next(m["place"][1] for m in shown["minions"] if m["label"] == label)
            assert place == moves[0].data["from_space"] != moves[0].data["to"]
            return
        scene.pacer.skip()
        scene.act(bots.decide(scene.view, list(scene.legal)))
    raise AssertionError("no minion moved")


def test_the_prompt_of_a_mouse_turn_says_what_the_board_offers_to_click():
    app, scene = make()
    text = scene.board.prompt(scene.view, scene.pending)
    assert "walk on a lit space" in text


def test_a_chapter_won_by_one_person_running_every_mouse_names_that_player_not_everyone_M_19_1():
    from engine.play.results import headline
    app, scene = make(seed=5)
    while not scene.session.is_over:
        scene.act(bots.decide(scene.view, list(scene.legal)))
    outcome = scene.session.outcome
    assert outcome.result == "win"
    assert headline(outcome, scene.seat_words) == "Player 1 wins"


def test_a_solo_player_reads_whose_choice_it_is_by_name_in_chinese_not_everyone_decides():
    from engine import i18n
    app, scene = make()
    scene.session.config["names"] = ["Ann"]
    try:
        for lang in ("zh-Hans", "zh-Hant"):
            i18n.set_language(lang)
            words = i18n.render(scene.who_decides(0))
            assert "所有人" not in words and "Ann" in words, words
        scene.session.config["names"] = [""]
        i18n.set_language("zh-Hans")
        assert i18n.render(scene.who_decides(0)).startswith("玩家 1")
    finally:
        i18n.set_language("en")


def test_hovering_a_space_says_how_much_movement_it_takes_the_other_mice_of_the_room_M_6_1():
    app, scene = make()
    tile, here = pw.mover(scene.view)[1]
    other = next(m for m in scene.view["mice"] if m["place"] and m["place"][0] == tile and m["place"][1] != here)
    text = scene.board.describe(scene.view, ("space", tile, here))
    assert f"{pw.short_name(other['hero'])} " in text.split("Movement it takes: ")[1]


def test_the_initiative_track_the_hourglass_and_the_cheese_wheel_say_what_they_are_on_hover_M_4_1_M_12_1():
    app, scene = make()
    board = scene.board
    assert board.hit_test(board.page_rect.center) == ("hourglass",)
    assert "page" in board.describe(scene.view, ("hourglass",))
    assert "cheese wheel" in board.describe(scene.view, board.hit_test(board.wheel_rect.center))
    first = board.hit_test(board.track_rects[0].center)
    assert first == ("track", 0) and "Initiative 1" in board.describe(scene.view, first)
    hero, rect = board.card_rects[0]
    assert board.hit_test(rect.center) == ("card", hero)


def test_resizing_the_window_mid_game_keeps_every_space_clickable_where_it_is_drawn():
    app, scene = make()
    for size in ((960, 600), (1920, 1080), (1280, 800)):
        app.screen = pygame.Surface(size)
        app.stack.on_resize(size)
        app.frame(1 / 60)
        step = next(a for a in scene.legal if a[0] == "step")
        target = scene.board.target_of(step)
        assert scene.board.hit_test(scene.board.target_point(target)) == target
    click(app, scene.board.target_point(target))
    assert scene.session.state.mice and scene.view["turn"]["movement"] < 99


def test_a_double_click_on_a_space_steps_once_and_the_second_click_is_answered_in_words():
    app, scene = make()
    step = next(a for a in scene.legal if a[0] == "step")
    point = scene.board.target_point(scene.board.target_of(step))
    before = len(scene.session.actions)
    click(app, point)
    click(app, point)
    assert len(scene.session.actions) == before + 1


def test_the_results_of_a_chapter_with_a_long_epilogue_keep_every_line_above_the_buttons():
    from engine.play.results import ResultsScene
    from engine.ui import fonts
    app, scene = make(seed=5, chapter="cat_walk")      # its epilogue runs to four lines
    while not scene.session.is_over:
        scene.act(bots.decide(scene.view, list(scene.legal)))
    results = ResultsScene(scene.session.outcome, scene.seat_words, title="Mice and Mystics",
                           kept="Kept under Finished games in the menu, for its replay.")
    app.push(results)
    app.frame(1 / 60)
    with fonts.recording() as drawn:        # the results screen's own words (the table's names lie under it)
        results.draw(app.screen)
    top = min(b.rect.top for b in results.buttons)
    panel = results.panel
    words = [d for d in drawn if d.kind == "label" and panel.left <= d.rect.left < panel.right and
             d.rect.top >= panel.top and d.text not in [b.text for b in results.buttons]]
    assert words and all(d.rect.bottom <= top for d in words)
