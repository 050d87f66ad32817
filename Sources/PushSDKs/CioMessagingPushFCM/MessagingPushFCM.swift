// `import CioMessagingPushFCM` brings the push module the service extension calls (`MessagingPush.shared`).
@_exported import CioMessagingPush

/// Customer.io's push module for pushes sent through Firebase Cloud Messaging (`MessagingPushFCM`), as a service
/// extension initializes it.
public enum MessagingPushFCM {
    /// Initializes the push module in a notification service extension (Customer.io iOS SDK 3.x).
    @discardableResult
    public static func initializeForExtension(withConfig config: MessagingPushConfigOptions) -> any MessagingPushInstance {
        MessagingPush.initializeForExtension(withConfig: config, provider: "FCM")
    }
}
