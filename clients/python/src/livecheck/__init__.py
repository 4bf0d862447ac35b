"""LiveCheck client: ``from livecheck import Client``; the ``livecheck`` command is built on it."""
from .client import Client
from .errors import LiveCheckError

__all__ = ["Client", "LiveCheckError", "__version__"]
__version__ = "0.1.0"
