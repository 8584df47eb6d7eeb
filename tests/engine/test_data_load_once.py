"""`lantern validate` checks each data file once: a layout that reads every room tile gets the tiles the run
already checked (or checks them for the run), and outside a run every load is fresh."""
import games
from engine.data import load_file, registry, validate_paths


def counting_tile_loads(monkeypatch) -> list:
    games.register_data_kinds()
    loaded = []
    real = registry._LOADERS["mice_tile"]

    def counted(root, ctx, path):
        loaded.append(path)
        return real(root, ctx, path)
    monkeypatch.setitem(registry._LOADERS, "mice_tile", counted)
    from rulesets.mice_and_mystics import data
    monkeypatch.setattr(data, "_LIBRARY", {})   # the tile library of this process starts empty
    return loaded


def test_validate_checks_every_room_tile_once_though_each_layout_reads_them_all(monkeypatch):
    loaded = counting_tile_loads(monkeypatch)
    assert validate_paths([games.get("mice_and_mystics").data_dir]) == []
    assert loaded and len(loaded) == len(set(loaded))


def test_outside_a_validate_run_each_load_reads_the_file_again_into_a_new_model(monkeypatch):
    loaded = counting_tile_loads(monkeypatch)
    path = sorted(set(registry._expand([games.get("mice_and_mystics").data_dir + "/tiles"])))[0]
    assert load_file(path) is not load_file(path)
    assert len(loaded) == 2


def test_a_broken_file_is_reported_once_per_time_it_is_named(tmp_path):
    games.register_data_kinds()
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: ghost_stories_ghosts\nghosts: 3\n", encoding="utf-8")
    once = [str(p) for p in validate_paths([str(bad)])]
    assert once and [str(p) for p in validate_paths([str(bad), str(bad)])] == once + once
