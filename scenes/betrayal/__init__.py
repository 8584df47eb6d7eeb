"""Betrayal scenes: the house drawing and its preview."""
