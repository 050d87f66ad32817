import NIOHPACK

/// A request's decoded header list read as the start of a request (RFC 9113 §8.1.1, §8.2, §8.3).
enum HTTP2RequestHead {
    /// Turns a request header list into a request with no body yet; nil when it is malformed: names or values with
    /// characters a field may not hold (§8.2.1), upper-case or connection-specific names, pseudo-headers unknown,
    /// repeated, after regular ones or missing.
    static func request(from headers: HPACKHeaders) -> APNsRequest? {
        var method: String?
        var path: String?
        var scheme: String?
        var authority: String?
        var regular: [(name: String, value: String)] = []
        regular.reserveCapacity(8)
        for (name, value, _) in headers {
            guard HTTP2FieldRules.isValidValue(value) else { return nil }
            if name.utf8.first == UInt8(ascii: ":") {
                guard regular.isEmpty else { return nil }
                switch name {
                case ":method" where method == nil: method = value
                case ":path" where path == nil: path = value
                case ":scheme" where scheme == nil: scheme = value
                case ":authority" where authority == nil: authority = value
                default: return nil
                }
            } else {
                guard HTTP2FieldRules.isValidName(name),
                      !["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"].contains(name),
                      name != "te" || value == "trailers" else { return nil }
                regular.append((name, value))
            }
        }
        guard let method, let path, !path.isEmpty, scheme != nil else { return nil }
        return APNsRequest(method: method, path: path, headers: regular, body: [], authority: authority)
    }
}
