/// How much the CleverTap SDK writes to the device console (CleverTap's `CleverTapLogLevel`, an `Int32` as in its
/// Objective-C header, so `CleverTap.setDebugLevel(2)` and `CleverTapLogLevel.debug.rawValue` both pass).
public enum CleverTapLogLevel: Int32, Sendable {
    case off = -1
    case info = 0
    case debug = 1
}
