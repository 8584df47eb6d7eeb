"""Scenes of the template game (Pig with a secret): its board view and play entry points."""
