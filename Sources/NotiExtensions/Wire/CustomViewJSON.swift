import NotiCore

/// Reads a custom view description written as JSON (the extension protocol's view vocabulary), for the other
/// places that describe views with it: a workspace's Live Activity layouts.
package enum CustomViewJSON {
    /// The view, or the path and reason of the first bad value.
    package static func view(_ value: JSONValue, path: String) throws(WireError) -> CustomView {
        try WireDecoding.view(value, path)
    }
}
