import Foundation

/// The app's notification centre as an extension reaches it (Apple's `UNUserNotificationCenter`): the categories it
/// registers, which push SDKs replace from a service extension to give a push its buttons. Registered categories go to
/// notisim over the extension protocol (docs/extension-protocol.md#setnotificationcategories) and are the app's from
/// then on, as `setNotificationCategories` makes them on iOS.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// The app's notification centre.
    open class func current() -> UNUserNotificationCenter { shared }

    private let lock = NSLock()
    private var categories: Set<UNNotificationCategory> = []
    private var registered: (@Sendable (Set<UNNotificationCategory>) -> Void)?

    /// Starts from the categories the app has registered (the host knows them) and sends each later registration to `sink`.
    package func connect(registered categories: Set<UNNotificationCategory>, sink: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        lock.withLock {
            self.categories = categories
            registered = sink
        }
    }

    /// Replaces all of the app's categories.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        let sink = lock.withLock { () -> (@Sendable (Set<UNNotificationCategory>) -> Void)? in
            self.categories = categories
            return registered
        }
        sink?(categories)
    }

    /// Hands the app's registered categories to `completionHandler`.
    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(lock.withLock { categories })
    }

    /// The app's registered categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> { lock.withLock { categories } }
}
