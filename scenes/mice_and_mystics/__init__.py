"""Mice and Mystics scenes: room tiles drawing and the chapter preview."""
