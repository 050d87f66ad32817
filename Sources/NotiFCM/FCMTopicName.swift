/// Topic names as FCM accepts them: 1 to 900 of `a-z A-Z 0-9 - _ . ~ %` (the pattern Firebase's client SDKs check,
/// `[a-zA-Z0-9-_.~%]{1,900}`, https://firebase.google.com/docs/cloud-messaging/manage-topics). The "/topics/" prefix
/// some APIs take is for callers to strip.
package enum FCMTopicName {
    /// The longest topic name.
    package static let maximumLength = 900

    /// Whether `name` is a topic name.
    package static func isValid(_ name: String) -> Bool {
        (1...maximumLength).contains(name.utf8.count) && name.utf8.allSatisfy(isNameByte)
    }

    /// Whether `byte` may appear in a topic name (the same set FCM allows in an analytics label).
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "%"): true
        default: false
        }
    }
}
