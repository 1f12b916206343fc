"""`python -m gwt_desktop` starts the game (`--help` lists the demo and quick-start options)."""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the frozen app: a spawned worker process runs its task, not the game
    # Imported here, not above: a spawned process (Expert's search) imports this module as
    # __mp_main__, and the game's window, pygame and every scene have no business in it.
    from gwt_desktop.cli import main

    sys.exit(main())
