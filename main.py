"""Lantern's entry point: `python3 main.py [COMMAND ...]` runs the command line of cli.py."""
import sys

import cli

if __name__ == "__main__":
    sys.exit(cli.main())
