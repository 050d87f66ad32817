/// Extension point identifiers notisim hosts.
package enum ExtensionPoint: String, Sendable, CaseIterable {
    case content = "com.apple.usernotifications.content-extension"
    case service = "com.apple.usernotifications.service"
}
