"""Every tile name and every ghost and Wu-Feng name is drawn at 12 px or more on the Ghost Stories table at 1280x800,
whole (two lines on a tile, at most four on a card, no line wider than its room), not only the ones a test game
happens to show (issue 13 §3; G-3.1 the village tiles, G-G.1/G-G.2 the ghost and Wu-Feng cards)."""
import pytest

from engine.ui import fonts
from rulesets.ghost_stories.cards_data import tables
from scenes.ghost_stories import draw as gsdraw
from tests.engine.play.label_screens import SCREENS, shown


@pytest.fixture(scope="module")
def table_at_1280x800():
    _, scene = shown(SCREENS["ghost_stories_four"], (1280, 800))
    return scene.board


def test_every_village_tile_name_fits_its_tile_in_two_lines_of_12_px_or_more(table_at_1280x800):
    board = table_at_1280x800
    tile_w = gsdraw.srect(board.camera, board.geo.cells["c"]).w
    every = tuple(t.name for t in board.board.tiles)
    for tile in board.board.tiles:
        lines, size = gsdraw.tile_name_lines(tile.name, tile_w, every)
        assert size >= 12 and 1 <= len(lines) <= 2, (tile.name, lines, size)
        assert all(fonts.font(size, True).size(line)[0] <= tile_w for line in lines), (tile.name, lines)


def test_a_tile_name_is_shortened_only_where_the_full_name_does_not_fit(table_at_1280x800):
    board = table_at_1280x800
    tile_w = gsdraw.srect(board.camera, board.geo.cells["c"]).w
    every = tuple(t.name for t in board.board.tiles)
    shown_words = {tile.name: " ".join(gsdraw.tile_name_lines(tile.name, tile_w, every)[0]) for tile in board.board.tiles}
    assert shown_words["Cemetery"] == "Cemetery"
    assert shown_words["Night Watchman's Post"] == "Night Watch"


def test_every_ghost_and_wu_feng_name_fits_its_card_at_12_px_or_more(table_at_1280x800):
    board = table_at_1280x800
    card_w = min(gsdraw.srect(board.camera, rect).w for rect in board.geo.cards.values())
    inner = card_w - 2 * max(4, card_w // 22)
    names = set(tables().card_name)
    wu_fengs = {n for n, wu_feng in zip(tables().card_name, tables().is_wf) if wu_feng}
    assert any(name.startswith("Wu-Feng") for name in names)
    for name in names:
        lines, size = gsdraw.ghost_name_lines(name, inner, name in wu_fengs)
        assert size >= 12 and 1 <= len(lines) <= 4, (name, lines, size)
        assert all(fonts.font(size).size(line)[0] <= inner for line in lines), (name, lines)
        assert "".join(lines).replace(" ", "") == name.replace(" ", ""), "no word of the name is lost"


def test_every_board_power_name_stays_inside_its_board_band_in_the_preview_at_1280x800(monkeypatch):
    """A name with a word longer than a side band is wide ("Enfeeblement Mantra") is broken with a hyphen, not
    run past the band's edge (G-3.2 the boards; issue 13 §3)."""
    from scenes.ghost_stories.preview import make_preview
    from tests.engine.play.label_screens import shown
    bands = []
    real = gsdraw._draw_header

    def header(surface, view, b, r, colour, live):
        start = len(drawn)
        tag = real(surface, view, b, r, colour, live)
        bands.append((b.name, r.copy(), drawn[start:]))
        return tag

    monkeypatch.setattr(gsdraw, "_draw_header", header)
    with fonts.recording() as drawn:
        shown(lambda: make_preview(seed=1), (1280, 800))     # the boards are drawn once, into their layer
    assert len({name for name, _, _ in bands}) == 4
    outside = [(name, d.text) for name, r, texts in bands for d in texts if d.kind == "label" and not r.contains(d.ink)]
    assert not outside, outside
    shown_words = " ".join(d.text for _, _, texts in bands for d in texts)
    assert "Enfeeble-" in shown_words


@pytest.mark.parametrize("lang", ["zh-Hans", "zh-Hant", "en"])
def test_a_neutral_boards_name_is_never_broken_inside_when_its_state_joins_it(monkeypatch, lang):
    """Chinese lines break between any two characters: the side band of a neutral board put its state beside its
    name and broke the name ("蓝衣道士 · 中" / "立"); the name now keeps its line and the state takes its own
    (G-3.2 the boards; solo play with neutral boards, G-12)."""
    from engine import i18n
    from engine.ui import fonts as fonts_module
    headers = []
    real = gsdraw._draw_header

    def header(surface, view, b, r, colour, live):
        start = len(drawn)
        tag = real(surface, view, b, r, colour, live)
        headers.append((i18n._(b.name), live.get("label"), drawn[start:]))
        return tag

    monkeypatch.setattr(gsdraw, "_draw_header", header)
    i18n.set_language(lang)
    try:
        with fonts_module.recording() as drawn:
            app, scene = shown(SCREENS["ghost_stories_solo"], (1280, 800))
            app.frame(1 / 30)
        labelled = [(name, label, [d.text for d in texts]) for name, label, texts in headers if label]
        assert labelled, "the solo table has neutral boards"
        for name, label, texts in labelled:
            state = i18n.render(label)
            with_state = [t for t in texts if state in t]
            assert with_state, (state, texts)
            # the state stands alone, or beside the WHOLE name
            assert all(t.strip() == state or name in t for t in with_state), (name, with_state)
            if lang != "en":    # a Chinese name is never split (an English one may break at its space)
                assert any(name in t for t in texts), (name, texts)
    finally:
        i18n.set_language("en")


@pytest.fixture(scope="module")
def table_at_960x600():
    _, scene = shown(SCREENS["ghost_stories_four"], (960, 600))
    return scene.board


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "zh-Hans"])
def test_on_the_smallest_table_a_tile_shows_its_name_or_a_word_of_it_at_12_px_never_smaller(table_at_960x600, lang):
    """Issue 17: in a 960x600 window the tile names were 9 px; now 12 px, the name whole where it fits, else one of
    its short forms (words of the name, SHORT_TILE_NAMES), else none (the tooltip names the tile). Chinese names
    (four characters) fit whole (G-3.1 the village tiles)."""
    from engine import i18n
    from scenes.ghost_stories.table_names import SHORT_TILE_NAMES
    board = table_at_960x600
    tile_w = gsdraw.srect(board.camera, board.geo.cells["c"]).w
    every = tuple(t.name for t in board.board.tiles)
    i18n.set_language(lang)
    try:
        for tile in board.board.tiles:
            lines, size = gsdraw.tile_name_lines(tile.name, tile_w, every)
            assert size >= 12 and len(lines) <= 2, (tile.name, lines, size)
            assert all(fonts.font(size, True, line).size(line)[0] <= tile_w for line in lines), (tile.name, lines)
            words = " ".join(lines)
            if lang == "en":
                assert words in (tile.name,) + SHORT_TILE_NAMES.get(tile.name, ()), (tile.name, words)
            else:
                assert "".join(lines) == i18n._(tile.name), "a Chinese tile name is whole"
        shortened = [t.name for t in board.board.tiles if " ".join(gsdraw.tile_name_lines(t.name, tile_w, every)[0])
                     != i18n._(t.name)]
        assert (lang == "en") == bool(shortened), "English long names are shortened here; Chinese ones are not"
    finally:
        i18n.set_language("en")


def test_on_the_smallest_table_a_ghost_name_is_whole_at_12_px_or_left_to_the_hover_panel(table_at_960x600):
    """Issue 17: the ghost names on 960x600 cards were 9 px. Now 12 px: whole (a word wider than the card broken
    with a hyphen, "Execu-tioner"), on no more lines than 70 % of the card holds, or not on the card at all
    (G-G.1/G-G.2 the ghost and Wu-Feng cards; the hover panel names the ghost)."""
    board = table_at_960x600
    card = min((gsdraw.srect(board.camera, rect) for rect in board.geo.cards.values()), key=lambda r: r.w)
    inner_w, inner_h = card.w - 2 * max(4, card.w // 22), card.h - 2 * max(4, card.w // 22)
    wu_fengs = {n for n, wu_feng in zip(tables().card_name, tables().is_wf) if wu_feng}
    whole = 0
    for name in set(tables().card_name):
        lines, size = gsdraw.ghost_name_lines(name, inner_w, name in wu_fengs, inner_h)
        assert size >= 12, (name, size)
        assert len(lines) * fonts.font(size).get_linesize() <= inner_h * 0.7, (name, lines)
        assert all(fonts.font(size).size(line)[0] <= inner_w for line in lines), (name, lines)
        if lines:
            joined = "".join(line[:-1] if line.endswith("-") and not name.count(line) else line for line in lines)
            assert joined.replace(" ", "") == name.replace(" ", ""), "no word of a shown name is lost"
            whole += 1
    assert whole, "some ghost names are still on the cards at this size"
