"""`python -m gwt_desktop` starts the game."""
import multiprocessing

from gwt_desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the frozen app: a spawned worker process runs its task, not the game
    main()
