"""gwt_desktop: Great Western Trail (1st edition) as a desktop game."""
__version__ = "0.1.0"
