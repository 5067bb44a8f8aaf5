"""``python -m retrylens``: the ``retrylens`` command."""

import sys

from ._cli import main

sys.exit(main())
