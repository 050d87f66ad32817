import NotiCore

/// One provider-API request as received: method, path, regular headers in arrival order, body.
///
/// Its head (method, path, headers, authority) is held by one immutable reference: a request passes from the stream
/// that received it to admission and on to its answer, and a connection hands the same decoded head to every request
/// whose header block repeats the last one's bytes, so copying a request counts one reference for its head rather
/// than one per string and array in it.
package struct APNsRequest: Sendable {
    /// The `:method` pseudo-header.
    package var method: String {
        get { head.method }
        set { head = Head(method: newValue, path: path, headers: headers, authority: authority) }
    }
    /// The `:path` pseudo-header.
    package var path: String {
        get { head.path }
        set { head = Head(method: method, path: newValue, headers: headers, authority: authority) }
    }
    /// Regular headers with lower-case names, in arrival order (repeats kept, so duplicates can be refused).
    package var headers: [(name: String, value: String)] {
        get { head.headers }
        set { head = Head(method: method, path: path, headers: newValue, authority: authority) }
    }
    /// The `:authority` pseudo-header, when the client sent one: the host the client meant, which names the APNs
    /// environment when it is one of Apple's servers.
    package var authority: String? {
        get { head.authority }
        set { head = Head(method: method, path: path, headers: headers, authority: newValue) }
    }
    /// The request body.
    package var body: [UInt8]
    /// The body already parsed, when the request was made here from that value (FCM's translation of a message), so
    /// the payload is not parsed again; nil for a request from a client.
    package var parsedBody: JSONValue?

    private var head: Head

    private final class Head: Sendable {
        let method: String
        let path: String
        let headers: [(name: String, value: String)]
        let authority: String?

        init(method: String, path: String, headers: [(name: String, value: String)], authority: String?) {
            self.method = method; self.path = path; self.headers = headers; self.authority = authority
        }
    }

    /// Creates a request.
    package init(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8], authority: String? = nil,
                 parsedBody: JSONValue? = nil) {
        head = Head(method: method, path: path, headers: headers, authority: authority)
        self.body = body
        self.parsedBody = parsedBody
    }

    /// What follows `/3/device/` in the path (possibly nothing), or nil when the path does not start with it.
    package var deviceTokenText: Substring? {
        let prefix: StaticString = "/3/device/"
        // Compared on the path's contiguous bytes where it has them (it always does once received): read for every push.
        let matches = prefix.withUTF8Buffer { prefix in
            head.path.utf8.withContiguousStorageIfAvailable { $0.starts(with: prefix) } ?? head.path.utf8.starts(with: prefix)
        }
        guard matches else { return nil }
        return Substring(head.path.utf8.dropFirst(prefix.utf8CodeUnitCount))
    }

    /// The first value of a header (by lower-case name).
    package func header(_ name: String) -> String? {
        head.headers.first { $0.name == name }?.value
    }
}

/// A request whose headers, path and body passed the provider-API checks (authorization and device still unchecked).
package struct ValidatedRequest: Sendable, Hashable {
    /// The canonical (lower-case) device token.
    package var deviceToken: String
    /// The `apns-topic` as sent, or nil when omitted.
    package var topic: String?
    /// The bundle id the topic names (topic without its push-type suffix); nil when the topic was omitted.
    package var bundleID: String?
    /// The push type (`alert` when omitted).
    package var pushType: PushType
    /// The `apns-id` echoed or generated.
    package var apnsID: String
    /// The `apns-collapse-id`, when sent.
    package var collapseID: String?
    /// The priority (10 when omitted).
    package var priority: Int
    /// The expiration in seconds since 1970, when sent.
    package var expiration: Int?
    /// The `authorization` header, when sent.
    package var authorization: String?
    /// The payload.
    package var payload: [UInt8]
}
