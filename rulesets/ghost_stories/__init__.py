"""Ghost Stories (with White Moon): board data, pure board geometry, and (elsewhere) the rules."""
