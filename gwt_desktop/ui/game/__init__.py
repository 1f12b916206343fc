"""The game scene (scene.py) and its parts."""
