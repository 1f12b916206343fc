"""`python -m gwt_desktop` starts the game."""
from gwt_desktop.app import main

if __name__ == "__main__":
    main()
