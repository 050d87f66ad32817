import NotiCore

/// One provider-API request as received: method, path, regular headers in arrival order, body.
public struct APNsRequest: Sendable {
    /// The `:method` pseudo-header.
    public var method: String
    /// The `:path` pseudo-header.
    public var path: String
    /// Regular headers with lower-case names, in arrival order (repeats kept, so duplicates can be refused).
    public var headers: [(name: String, value: String)]
    /// The request body.
    public var body: [UInt8]

    /// Creates a request.
    public init(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    /// What follows `/3/device/` in the path (possibly nothing), or nil when the path does not start with it.
    public var deviceTokenText: Substring? {
        let prefix = "/3/device/".utf8
        guard path.utf8.starts(with: prefix) else { return nil }
        return Substring(path.utf8.dropFirst(prefix.count))
    }

    /// The first value of a header (by lower-case name).
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }
}

/// A request whose headers, path and body passed the provider-API checks (authorization and device still unchecked).
public struct ValidatedRequest: Sendable, Hashable {
    /// The canonical (lower-case) device token.
    public var deviceToken: String
    /// The `apns-topic` as sent, or nil when omitted.
    public var topic: String?
    /// The bundle id the topic names (topic without its push-type suffix); nil when the topic was omitted.
    public var bundleID: String?
    /// The push type (`alert` when omitted).
    public var pushType: PushType
    /// The `apns-id` echoed or generated.
    public var apnsID: String
    /// The `apns-collapse-id`, when sent.
    public var collapseID: String?
    /// The priority (10 when omitted).
    public var priority: Int
    /// The expiration in seconds since 1970, when sent.
    public var expiration: Int?
    /// The `authorization` header, when sent.
    public var authorization: String?
    /// The payload.
    public var payload: [UInt8]
}
