"""The results screen keeps its headline inside the panel, however long the winner's name."""
from engine.ui import fonts
from engine.ui.app import App


def test_a_long_winner_headline_on_the_results_screen_fits_inside_its_panel():
    from engine.play.results import ResultsScene
    from engine.rules.api import Outcome
    App(size=(1280, 800), headless=True)
    outcome = Outcome(result="win", winners=(1,), reason="both intruders completed their missions and escaped")
    results = ResultsScene(outcome, lambda seat: "Computer 2 (the intruders)")
    results.on_resize((1280, 800))
    assert fonts.font(30, True).size(results.headline)[0] > results.panel.w - int(40 * results.s)  # too wide as it was
    width = fonts.font(results.headline_size(), True).size(results.headline)[0]
    assert width <= results.panel.w - int(40 * results.s)
