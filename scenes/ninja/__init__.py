"""Ninja scenes: the fortress drawing and its preview."""
