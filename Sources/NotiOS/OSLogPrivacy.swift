/// How an interpolated value of a logger's message is shown (Apple's `OSLogPrivacy`). notisim shows the event log as
/// the unified log shows a device's log without a logging profile installed: public values as they are; private and
/// sensitive ones as `<private>`, or with a hash mask as `<mask.hash: '…'>`; `.auto` shows numbers and Booleans and
/// redacts strings and objects (docs/rules/apple-frameworks.md#apple-frameworks-beyond-uikit).
public struct OSLogPrivacy: Sendable, Hashable {
    enum Level: Sendable, Hashable { case `public`, `private`, sensitive, auto }
    let level: Level
    let mask: Mask

    /// Shown as it is.
    public static let `public` = OSLogPrivacy(level: .public, mask: .none)
    /// Redacted as `<private>`.
    public static let `private` = OSLogPrivacy(level: .private, mask: .none)
    /// Redacted as `<private>` (on a device, even with a profile installed).
    public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
    /// Numbers and Booleans shown, strings and objects redacted.
    public static let auto = OSLogPrivacy(level: .auto, mask: .none)

    /// Redacted, as `<mask.hash: '…'>` with `.hash`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Redacted, as `<mask.hash: '…'>` with `.hash`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
    /// As `.auto`, a redacted value masked as `<mask.hash: '…'>` with `.hash`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

    /// How a redacted value is masked.
    public struct Mask: Sendable, Hashable {
        let hashes: Bool
        /// Equal values give equal masks, so that they can be told apart without being shown. notisim's hash is a
        /// 64-bit FNV-1a of the value's UTF-8 text, not the device's salted hash.
        public static let hash = Mask(hashes: true)
        /// No mask: `<private>`.
        public static let none = Mask(hashes: false)
    }

    /// Whether a value is shown; `scalar`: a number or Boolean.
    func shows(scalar: Bool) -> Bool {
        switch level {
        case .public: true
        case .auto: scalar
        case .private, .sensitive: false
        }
    }

    /// What the event log shows in place of `text`.
    func redacted(_ text: String) -> String {
        guard mask.hashes else { return "<private>" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return "<mask.hash: '\(String(hash, radix: 16, uppercase: false))'>"
    }
}
