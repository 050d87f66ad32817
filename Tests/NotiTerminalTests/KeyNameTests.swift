import NotiApp
import Testing
