"""Headless pygame for every test; saved games and layouts go to a scratch directory, never the home."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "LANTERN_DATA_DIR" not in os.environ:
    os.environ["LANTERN_DATA_DIR"] = tempfile.mkdtemp(prefix="lantern-tests-")
if "LANTERN_CONFIG_DIR" not in os.environ:
    os.environ["LANTERN_CONFIG_DIR"] = tempfile.mkdtemp(prefix="lantern-tests-config-")
