/// The host's side of an app extension (Foundation's `NSExtensionContext` on Apple platforms; Foundation on Linux
/// has none). The notification members are added by UserNotificationsUI.
open class NSExtensionContext: NSObject {
    public override init() { super.init() }
}
