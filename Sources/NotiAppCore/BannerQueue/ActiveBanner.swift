/// A notification's banner, on screen or waiting for its turn.
package struct ActiveBanner: Sendable, Hashable {
    package let bundleID: String
    package let identifier: String
    package var persistent: Bool
    /// Seconds it stays when not persistent; nil = the profile's banner time (a ringing call's is longer).
    package var seconds: Double?
    /// A critical or time-sensitive banner: it goes on screen at once instead of waiting behind an ordinary one
    /// (docs/rules/presentation.md#banner-queue).
    package var urgent: Bool
    /// A fingerprint of the identifier, so looking for a notification among the waiting banners compares numbers
    /// first: every delivery looks, and notification identifiers are long strings that mostly differ.
    private let identifierFingerprint: UInt64

    package init(bundleID: String, identifier: String, persistent: Bool, seconds: Double? = nil, urgent: Bool = false) {
        self.bundleID = bundleID; self.identifier = identifier; self.persistent = persistent; self.seconds = seconds
        self.urgent = urgent
        identifierFingerprint = Self.fingerprint(identifier)
    }

    /// Whether this is the banner of `identifier` (whose fingerprint is `fingerprint`) of `bundleID`.
    func shows(_ identifier: String, fingerprint: UInt64, of bundleID: String) -> Bool {
        identifierFingerprint == fingerprint && self.identifier == identifier && self.bundleID == bundleID
    }

    /// The length and the first and last eight bytes of `text`: equal texts have equal fingerprints, and different
    /// identifiers almost never do.
    static func fingerprint(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var value = UInt64(bytes.count)
            for byte in bytes.prefix(8) { value = value &* 31 &+ UInt64(byte) }
            for byte in bytes.suffix(8) { value = value &* 31 &+ UInt64(byte) }
            return value
        }
    }
}
