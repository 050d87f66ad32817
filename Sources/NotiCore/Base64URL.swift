import Foundation

/// Unpadded base64url (RFC 4648 §5), as JWTs write their parts.
package enum Base64URL {
    /// Decodes unpadded base64url; nil on any other character.
    package static func decode(_ text: Substring) -> [UInt8]? {
        guard !text.isEmpty else { return [] }
        var standard = String(text).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard !standard.contains("=") else { return nil }
        let remainder = standard.utf8.count % 4
        guard remainder != 1 else { return nil }
        if remainder > 0 { standard += String(repeating: "=", count: 4 - remainder) }
        return Data(base64Encoded: standard).map { Array($0) }
    }

    /// Encodes `bytes` as unpadded base64url.
    package static func encode(_ bytes: some Sequence<UInt8>) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
