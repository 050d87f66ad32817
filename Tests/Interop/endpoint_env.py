"""Where `notisim serve` listens and what it trusts, as scripts/apns-interop.sh exports it for the tests."""

import os

TLS_PORT = int(os.environ["APNS_TLS_PORT"])
H2C_PORT = int(os.environ["APNS_H2C_PORT"])
CA = os.environ["APNS_CA"]
TOKEN = os.environ["APNS_TOKEN"]
START_TOKEN = os.environ["APNS_START_TOKEN"]  # the push-to-start token of the app's Live Activity type
KEY_PATH = os.environ["APNS_KEY"]
TEAM = os.environ["APNS_TEAM"]
KEY_ID = os.environ["APNS_KEY_ID"]
BUNDLE = os.environ["APNS_BUNDLE"]
RESULTS = os.environ["APNS_RESULTS"]
EVENT_LOG = os.environ["APNS_EVENT_LOG"]
# The app of a second team, that team's provider key, and the workspace and notisim the server runs.
OTHER_TOKEN = os.environ["APNS_OTHER_TOKEN"]
OTHER_KEY_PATH = os.environ["APNS_OTHER_KEY"]
OTHER_TEAM = os.environ["APNS_OTHER_TEAM"]
OTHER_KEY_ID = os.environ["APNS_OTHER_KEY_ID"]
OTHER_BUNDLE = os.environ["APNS_OTHER_BUNDLE"]
WORKSPACE = os.environ["APNS_WORKSPACE"]
NOTISIM = os.environ["APNS_NOTISIM"]
# The app whose widget extension (the Locker fixture) decodes and draws its Live Activities, and its push-to-start token.
LOCKER_BUNDLE = os.environ["APNS_LOCKER_BUNDLE"]
LOCKER_START_TOKEN = os.environ["APNS_LOCKER_START_TOKEN"]
