import NotiExtensions

/// The demo workspace's extensions written in Swift, by bundle identifier. (The Boltz content extension is the
/// demo's out-of-process sample, run from its `run` command line.)
package enum DemoExtensions {
    /// The catalog the interactive centre and `notisim run` use.
    package static let catalog = ExtensionCatalog(
        contentExtensions: [
            "com.example.LocalNotificationPractice.LocalNotificationContentExtension": { _ in LocalNotificationViewController() },
            "com.example.photos.PhotosContentExtension": { _ in PhotosViewController() },
        ],
        serviceExtensions: [
            "com.fenrir-inc.BoltzMessenger.NotificationService": { environment in ImageURLNotificationService(environment: environment) },
            "com.example.photos.NotificationService": { environment in ImageURLNotificationService(environment: environment) },
        ]
    )
}
