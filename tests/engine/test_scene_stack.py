"""SceneStack pairs enter/exit and pause/resume, draws from the highest opaque scene, routes input down."""
from engine.ui.scene import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name, log, opaque=True, consume=False):
        super().__init__()
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.log.append(f"{self.name}.event")
        return self.consume

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_push_pauses_the_scene_below_and_pop_resumes_it():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]


def test_replace_exits_the_top_and_enters_the_new_one_without_touching_the_scene_below():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.replace(Recorder("c", log))
    assert log == ["b.exit", "c.enter"]


def test_clear_pops_every_scene_with_paired_callbacks():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.clear()
    assert log == ["b.exit", "a.resume", "a.exit"]


def test_drawing_starts_at_the_highest_opaque_scene():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    stack.push(Recorder("overlay", log, opaque=False))
    log.clear()
    stack.draw(None)
    assert log == ["b.draw", "overlay.draw"]


def test_input_goes_to_the_top_and_down_only_when_not_consumed():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("overlay", log, opaque=False))
    log.clear()
    assert stack.handle_event(object()) is False
    assert log == ["overlay.event", "a.event"]


def test_consumed_input_stops_at_the_scene_that_took_it():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("overlay", log, opaque=False, consume=True))
    log.clear()
    assert stack.handle_event(object()) is True
    assert log == ["overlay.event"]


def test_an_opaque_scene_keeps_input_from_the_scenes_it_hides():
    log = []
    stack = SceneStack()
    stack.push(Recorder("a", log))
    stack.push(Recorder("b", log))
    log.clear()
    stack.handle_event(object())
    assert log == ["b.event"]
