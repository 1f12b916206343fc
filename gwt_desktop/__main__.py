"""`python -m gwt_desktop` starts the game (`--help` lists the demo and quick-start options)."""
import sys

from gwt_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
