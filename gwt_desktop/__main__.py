"""`python -m gwt_desktop` starts the game (`--help` lists the demo and quick-start options)."""
import multiprocessing
import sys

from gwt_desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the frozen app: a spawned worker process runs its task, not the game
    sys.exit(main())
