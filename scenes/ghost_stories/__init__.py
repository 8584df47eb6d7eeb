"""Ghost Stories scenes: setup, board view, drawing, layout, preview."""
