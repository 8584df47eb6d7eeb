"""Ghost Stories in the play shell: drawn from the view, played by mouse, refusals in words (rule id in a tooltip)."""
import os

import pygame
import pytest

import games
from engine.play.handoff import HandoffScene
from engine.play.rules_help import RulesHelpScene
from engine.ui.app import App
from scenes.ghost_stories import draw as gsdraw
from scenes.ghost_stories import play as gp
from scenes.ghost_stories.board_view import HILITE
from tests.ghost_stories import scene_driver as driver

pytestmark = pytest.mark.skipif(not games.get("ghost_stories").playable, reason="rules not playable")


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LANTERN_DATA_DIR", str(tmp_path))


def make(size=(1280, 800), seed=7, variant="solo", players=1):
    sess = gp.new_session({"players": players, "variant": variant, "difficulty": "normal", "names": ["Ann"],
                           "seed": seed}, autosave=False)
    scene = gp.board_scene(sess, animate=False)
    app = App(size=size, headless=True)
    app.push(scene)
    app.frame(3.0)  # long enough for the opening turn banner to fade
    app.frame(1 / 60)
    return app, scene


def until(app, scene, pred, seed=3, limit=200):
    """Play by clicks until pred(scene) holds."""
    import random
    rng = random.Random(seed)
    for _ in range(limit):
        if pred(scene):
            return True
        if scene.session.is_over:
            return False
        driver.play_one_action(app, scene, rng)
    return pred(scene)


def colour_at(app, pos):
    return tuple(app.screen.get_at((int(pos[0]), int(pos[1]))))[:3]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_village_and_boards_are_drawn_at_both_sizes(size):
    app, scene = make(size)
    tile = colour_at(app, scene.board.target_point(("tile", 0)))
    assert tile != (24, 26, 33)  # not the background: a tile is there
    for b in range(4):
        header = scene.board.spot_rect(("board", b))
        px = colour_at(app, (header.x + 3, header.centery))
        assert px != (24, 26, 33)
    # every board is tinted with its own colour somewhere along its header
    red = scene.board.spot_rect(("board", 0))
    row = [colour_at(app, (x, red.y + 2)) for x in range(red.x, red.right, 4)]
    assert any(c[0] > c[2] + 30 for c in row)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_scene_takes_events_and_redraws_without_error(size):
    app, scene = make(size)
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(w, h), rel=(0, 0), buttons=(0, 0, 0))
              for w, h in ((10, 10), (size[0] // 2, size[1] // 2), (size[0] - 5, size[1] - 5))]
    events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, size[1] // 2), button=1))
    app.frame(1 / 60, events)
    app.frame(1 / 60)
    assert app.stack.top is scene


def test_the_active_taoist_is_always_marked_in_the_info_bar():
    app, scene = make()
    board = scene.board
    # below the chip's centre: the middle holds the colour's shape
    chip = (board.info_rect.x + int(14 * board.s) + int(9 * board.s), board.info_rect.centery + int(6 * board.s))
    assert colour_at(app, chip) == gsdraw.BOARD_RGB["red"]  # red begins (G-G.7)


def test_legal_target_is_highlighted_on_hover():
    app, scene = make()
    target = next(iter(scene.targets))
    pos = scene.board.target_point(target)
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.hover == target
    r = scene.board.spot_rect(target).inflate(6, 6)
    edge = [colour_at(app, (x, r.y + 1)) for x in range(r.x + 8, r.right - 8, 3)]
    assert HILITE in edge


def test_G_7_3_clicking_a_highlighted_space_places_the_ghost():
    app, scene = make()
    assert scene.pending.kind == "place_ghost"
    target = next(iter(scene.targets))
    driver.click(app, scene.board.target_point(target))
    assert scene.session.actions[-1] == ("place_ghost", target[1])


def test_G_10_1_an_illegal_click_shows_the_refusal_in_words_with_its_rule_id_for_the_tooltip():
    app, scene = make()
    assert until(app, scene, lambda sc: sc.pending.kind == "yang" and sc.view.yang_step == 0)
    n = len(scene.session.actions)
    space = next(x for x in range(12) if ("space", x) not in scene.targets)
    driver.click(app, scene.board.target_point(("space", space)))
    assert len(scene.session.actions) == n
    assert scene.message.bad and scene.message.text and "G-" not in scene.message.text
    assert scene.message.tooltip.startswith("Rule G-")
    assert scene.message.tooltip.split()[1] in ("G-10.1", "G-10.14", "G-11", "G-9.2", "G-8.2")


def test_G_9_1_a_move_is_a_click_on_a_tile_and_undo_takes_it_back():
    app, scene = make()
    assert until(app, scene, lambda sc: sc.pending.kind == "yang" and sc.view.yang_step == 0)
    move = next(a for a in scene.legal if a[0] == "move" and a[1] != scene.view.taoist_tile[scene.view.active_board])
    driver.click(app, scene.board.target_point(("tile", move[1])))
    if scene.focus is not None:
        driver.click(app, driver.visible_button(app, scene, scene.board.label(scene.view, move)).center)
    assert scene.session.actions[-1][0] == "move"
    n = len(scene.session.actions)
    undo = scene.toolbar[0]
    assert undo.enabled
    driver.click(app, undo.rect.center)
    assert len(scene.session.actions) == n - 1


def test_F1_opens_the_rules_of_the_current_phase():
    app, scene = make()
    assert until(app, scene, lambda sc: sc.pending.kind == "yang" and sc.view.yang_step == 0)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")])
    top = app.stack.top
    assert isinstance(top, RulesHelpScene)
    assert top.pages[top.index].id == "move"


def test_resizing_lays_the_scene_out_again():
    app, scene = make((1280, 800))
    small = scene.rects.board.copy()
    scene.on_resize((1920, 1080))
    assert scene.rects.board.w > small.w and scene.rects.board.h > small.h


def test_escape_goes_back_to_the_menu():
    app, scene = make()
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert scene not in app.stack.scenes


def test_handoff_over_the_board_shows_nothing_of_the_board():
    app, scene = make()
    app.push(HandoffScene("Yellow Taoist"))
    app.frame(1 / 60)
    board_colours = {gsdraw.PARCHMENT, *gsdraw.BOARD_RGB.values()}
    seen = {colour_at(app, (x, y)) for x in range(0, 1280, 6) for y in range(0, 800, 6)}
    assert not (seen & board_colours)


def test_save_then_load_restores_the_position(tmp_path):
    app, scene = make()
    driver.click(app, scene.board.target_point(next(iter(scene.targets))))
    driver.click(app, scene.toolbar[2].rect.center)  # Save
    saved = len(scene.session.actions)
    assert os.listdir(scene.save_dir())
    until(app, scene, lambda sc: len(sc.session.actions) >= saved + 2)
    driver.click(app, scene.toolbar[3].rect.center)  # Load
    picker = app.stack.top
    driver.click(app, (picker.list.rect.x + 20, picker.list.rect.y + picker.list.row_h // 2))
    assert len(scene.session.actions) == saved


def test_solo_four_shows_four_taoists_played_by_one_person():
    app, scene = make(variant="solo_four", players=4)
    v = scene.view
    assert all(v.board_played) and len({v.seat_of_board[b] for b in range(4)}) == 1
    assert until(app, scene, lambda sc: sc.view.board_turns >= 3, limit=80) or scene.session.is_over


def test_render_final_writes_a_png(tmp_path):
    app, scene = make()
    out = tmp_path / "final.png"
    gp.render_final(scene.session, (1280, 800), str(out))
    assert out.exists() and out.stat().st_size > 10000


def test_G_16_a_whole_solo_game_is_played_by_mouse_clicks_to_its_end():
    app, scene = make(seed=11)
    n = driver.play_to_the_end(app, scene, seed=11)
    out = scene.session.outcome
    assert out is not None and out.result in ("win", "loss") and n > 5
    # the end is shown: the decision panel says the game is over
    assert scene.choices.title == "Game over"


def test_G_4_1_a_turn_banner_names_the_next_taoist():
    sess = gp.new_session({"players": 2, "names": ["Ann", "Bo"], "seed": 2}, autosave=False)
    scene = gp.board_scene(sess, animate=False)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    assert "Red Taoist (Ann)" in scene.banner.text
    app.frame(3.0)
    assert not scene.banner.active
    assert until(app, scene, lambda sc: sc.view.active_board == 1, limit=60)
    assert scene.banner.active and "Yellow Taoist (Bo)" in scene.banner.text


def test_render_final_also_takes_a_bare_rules_state(tmp_path):
    app, scene = make()
    out = tmp_path / "state.png"
    gp.render_final(scene.session.state, (1920, 1080), str(out))
    assert out.exists() and out.stat().st_size > 10000


def test_tao_dice_in_the_log_are_thrown_in_the_shell_tray_numbered_and_the_curse_die_is_not():
    from engine.rules.api import LogEvent
    from scenes.ghost_stories.board_view import CURSE_FACES, GhostStoriesBoardView
    board = GhostStoriesBoardView()
    tao = LogEvent("dice_rolled", "Tao dice: red, white, blue",
                   {"die": "tao", "faces": ["red", "white", "blue"], "caption": "Tao dice", "roll": "exorcism"})
    assert board.dice_in(tao) == (["red", "white", "blue"], "Tao dice", ["1", "2", "3"])
    curse = LogEvent("dice_rolled", "the curse die shows lose 1 Qi",
                     {"die": "curse", "faces": ["lose 1 Qi"], "caption": "Curse die"})
    faces, caption, labels = board.dice_in(curse)
    assert faces == ["lose 1 qi"] and caption == "Curse die" and labels is None
    assert board.dice_faces(caption) is CURSE_FACES
    assert board.dice_in(LogEvent("taoist_moved", "the red Taoist walks to the Tea House")) is None
    assert board.dice_in(LogEvent("note", "Tao dice: red, white, blue")) is None   # words are never scraped


def test_G_10_dice_rolled_in_play_land_in_the_tray_before_their_line_reaches_the_log():
    import random
    sess = gp.new_session({"players": 1, "variant": "solo", "difficulty": "normal", "seed": 7}, autosave=False)
    scene = gp.board_scene(sess, animate=True)
    app = App(size=(1280, 800), headless=True)
    app.push(scene)
    rng = random.Random(5)
    for _ in range(300):
        while app.animating():
            app.frame(1 / 30)
        if sess.is_over:
            break
        driver.play_one_action(app, scene, rng)
        if not scene.tray.settled:
            break
    assert not scene.tray.settled, "no dice were rolled in 300 actions"
    rolled = [line for line in scene.session.log_for(scene.viewer) if "dice:" in line.lower() or "curse die" in
              line.lower()][-1]
    assert scene.board.words(scene.view, rolled) not in scene.log_panel.lines[-3:]
    while not scene.tray.settled:
        app.frame(1 / 30)
    assert scene.board.words(scene.view, rolled) in scene.log_panel.lines


def test_the_top_bar_names_the_variant_in_words_not_by_its_internal_name():
    app, scene = make(variant="solo_four", players=4)
    text = scene.board.status_text(scene.view)
    assert "solo_four" not in text and "Solo, all four Taoists" in text


def _escort_spot(scene):
    from scenes.ghost_stories import actions as gs_actions
    return next((t for t, acts in scene.targets.items() if gs_actions.escort_of(acts) is not None), None)


def test_G_8_3_a_click_on_a_tile_walks_there_without_a_menu_even_when_a_villager_could_come_along():
    app, scene = make()
    assert until(app, scene, lambda sc: _escort_spot(sc) is not None)
    spot = _escort_spot(scene)
    driver.click(app, scene.board.target_point(spot))
    assert scene.focus is None
    assert scene.session.actions[-1] == ("move", spot[1], 0)


def test_G_8_3_a_right_click_on_a_tile_escorts_the_villager_there():
    app, scene = make()
    assert until(app, scene, lambda sc: _escort_spot(sc) is not None)
    spot = _escort_spot(scene)
    driver.right_click(app, scene.board.target_point(spot))
    last = scene.session.actions[-1]
    assert last[:2] == ("move", spot[1]) and last[2] != 0


def test_the_tooltip_of_a_tile_says_what_a_click_and_a_right_click_do():
    app, scene = make()
    assert until(app, scene, lambda sc: _escort_spot(sc) is not None)
    pos = scene.board.target_point(_escort_spot(scene))
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    assert "Click: Walk to" in scene.tooltip.text and "Right-click: Walk to" in scene.tooltip.text
    assert " villager" in scene.tooltip.text.split("Right-click: ")[1].split("\n")[0]


def test_G_10_13_the_kung_fu_schools_tooltip_says_its_exorcism_gives_no_reward():
    from scenes.ghost_stories import viewmodel as gs_view
    app, scene = make()
    board = gs_view.ids()[0]
    school = next(p for p in range(9) if board.tiles[scene.view.tile_kind_at[p]].id == "kung_fu_school")
    text = scene.board.describe(scene.view, ("tile", school))
    assert "Kung Fu School" in text and "no reward" in text


def test_at_1280x800_the_table_fills_most_of_the_play_area():
    app, scene = make()
    cam, (x0, y0, x1, y1) = scene.board.camera, scene.board.geo.bounds
    left, top = cam.to_screen((x0, y0))
    right, bottom = cam.to_screen((x1, y1))
    assert right - left >= 700 and bottom - top >= 560
    area = scene.board.table_rect.w * scene.board.table_rect.h
    assert (right - left) * (bottom - top) >= 0.78 * area


@pytest.mark.parametrize("pawns", [1, 2, 3, 4])
def test_pawns_at_1280x800_stand_above_the_tile_name_and_one_alone_is_at_least_24_px_tall(pawns):
    from scenes.ghost_stories.figures import PAWN_HEIGHT, pawn_spots
    app, scene = make()
    tile = scene.board.spot_rect(("tile", 0))
    spots, u = pawn_spots(tile, pawns)
    if pawns == 1:
        assert PAWN_HEIGHT * u >= 24
    assert PAWN_HEIGHT * u >= 20                            # four on one tile stay legible
    assert all(y + 15 * u <= tile.y + tile.h * 0.52 for _, y in spots)   # the name starts lower
    xs = [x for x, _ in spots]
    assert all(b - a >= 18 * u for a, b in zip(xs, xs[1:]))  # side by side, none on top of another
    assert all(tile.x <= x - 9 * u and x + 9 * u <= tile.right for x in xs)


def test_board_power_text_is_at_least_12_px_at_1280x800(monkeypatch):
    from engine.ui import fonts
    sizes = []
    inside = [False]
    real_blit, real_header = fonts.blit_text, gsdraw._draw_header

    def blit(surface, text, pos, size, *a, **k):
        if inside[0]:
            sizes.append(size)
        return real_blit(surface, text, pos, size, *a, **k)

    def header(*a, **k):
        inside[0] = True
        try:
            return real_header(*a, **k)
        finally:
            inside[0] = False

    monkeypatch.setattr(fonts, "blit_text", blit)
    monkeypatch.setattr(gsdraw, "_draw_header", header)
    app, scene = make()
    scene.board._static_key = None
    app.frame(1 / 60)
    assert sizes and min(sizes) >= 12


def test_the_turn_counter_reads_round_and_board_not_a_count_of_board_turns():
    app, scene = make()
    assert until(app, scene, lambda sc: sc.view.board_turns >= 5 and sc.view.active_board == 0)
    status = scene.board.status_text(scene.view)
    rnd = (scene.view.board_turns - 1) // 4 + 1
    assert rnd >= 2 and status.startswith(f"Round {rnd} · the red board")


def test_each_curse_die_face_is_a_pictogram_of_its_own():
    from engine.ui import pictograms
    from scenes.ghost_stories.board_view import CURSE_FACES
    glyphs = [glyph for _, glyph in CURSE_FACES.values()]
    assert all(g in pictograms.NAMES for g in glyphs) and len(set(glyphs)) == len(glyphs)


def test_G_8_3_the_move_prompt_mentions_the_right_click_only_when_a_villager_can_come_along():
    app, scene = make()
    assert until(app, scene, lambda sc: _escort_spot(sc) is not None)
    assert "Right-click" in scene.choices.prompt
    app2, scene2 = make()
    assert until(app2, scene2, lambda sc: sc.pending.kind == "yang" and sc.view.yang_step == 0
                 and _escort_spot(sc) is None)
    assert "Right-click" not in scene2.choices.prompt


def test_h_shows_the_advisors_hint_in_a_player_s_words_and_pre_selects_a_legal_answer():
    app, scene = make()
    assert until(app, scene, lambda sc: sc.pending is not None and sc.pending.kind == "yang" and len(sc.legal) > 2)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)])
    assert scene.selected in scene.legal
    text = scene.message.text
    assert ": " in text and text.endswith(".") and "G-" not in text
    assert not [w for w in ("simulated", "futures", "rollout", "beyond chance") if w in text]


def test_the_side_panel_names_a_player_whole_at_1280x800_dropping_the_word_taoist_first(monkeypatch):
    from engine.ui import fonts
    from scenes.ghost_stories import status
    texts = []
    real_blit = fonts.blit_text

    def blit(surface, text, pos, size, *a, **k):
        texts.append(text)
        return real_blit(surface, text, pos, size, *a, **k)
    monkeypatch.setattr(fonts, "blit_text", blit)
    sess = gp.new_session({"players": 1, "variant": "solo", "difficulty": "normal", "names": ["Player 1"]},
                          autosave=False)
    surface = pygame.Surface((1280, 800))
    status.draw_status(surface, pygame.Rect(8, 98, 192, 660), sess.view(0), ["Player 1"], 1.0)
    assert "Red (Player 1)" in texts and not any(t.endswith("…") for t in texts)


def test_a_narrow_table_panel_puts_a_long_value_under_its_label_never_into_it():
    """Seen in the replay of a solo game at 1280x800: "Ghost deck35 · 1 Wu-Feng" (the label ran into its value)."""
    from engine.ui import fonts
    from scenes.ghost_stories import status
    sess = gp.new_session({"players": 1, "variant": "solo", "difficulty": "normal", "names": ["Player 1"]},
                          autosave=False)
    surface = pygame.Surface((1280, 800))
    with fonts.recording() as drawn:
        status.draw_status(surface, pygame.Rect(8, 98, 150, 660), sess.view(0), ["Player 1"], 1.1)
    table = [d for d in drawn if d.text in ("Ghost deck", "35 · 1 Wu-Feng")]
    assert len(table) == 2 and not table[0].ink.colliderect(table[1].ink)
