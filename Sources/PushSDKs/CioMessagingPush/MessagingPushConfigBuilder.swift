/// How much the SDK logs (Customer.io's `CioLogLevel`).
public enum CioLogLevel: String, Sendable {
    case none, error, info, debug
}

/// The Customer.io data centre an account is in (Customer.io's `Region`).
public enum Region: String, Sendable {
    case US, EU
}

/// The push module's settings (Customer.io's `MessagingPushConfigOptions`), made by `MessagingPushConfigBuilder`.
public struct MessagingPushConfigOptions: Sendable {
    /// A documented no-op in notisim, whose event log shows every line the module writes.
    public let logLevel: CioLogLevel
    public let cdpApiKey: String
    public let region: Region
    /// The App Group the SDK shares delivery data through; notisim keeps none.
    public let appGroupId: String?
    public let autoFetchDeviceToken: Bool
    /// Whether the `delivered` metric is sent (true unless turned off).
    public let autoTrackPushEvents: Bool
    public let showPushAppInForeground: Bool
}

/// Builds the push module's settings (Customer.io's `MessagingPushConfigBuilder`); a service extension passes its
/// Data Pipelines API key.
public final class MessagingPushConfigBuilder {
    private var logLevel = CioLogLevel.error
    private let cdpApiKey: String
    private var region = Region.US
    private var appGroupId: String?
    private var autoFetchDeviceToken = true
    private var autoTrackPushEvents = true
    private var showPushAppInForeground = true

    /// A builder for the app (no API key).
    public init() { cdpApiKey = "" }

    /// A builder for a notification service extension, with the key its metrics are sent with.
    public init(cdpApiKey: String) { self.cdpApiKey = cdpApiKey }

    /// Sets the log level.
    @discardableResult public func logLevel(_ logLevel: CioLogLevel) -> MessagingPushConfigBuilder { self.logLevel = logLevel; return self }

    /// Sets the region metrics go to.
    @discardableResult public func region(_ region: Region) -> MessagingPushConfigBuilder { self.region = region; return self }

    /// Sets the App Group shared with the app.
    @discardableResult public func appGroupId(_ appGroupId: String) -> MessagingPushConfigBuilder { self.appGroupId = appGroupId; return self }

    /// Sets whether the SDK registers the device token itself (the app's concern).
    @discardableResult public func autoFetchDeviceToken(_ value: Bool) -> MessagingPushConfigBuilder { autoFetchDeviceToken = value; return self }

    /// Sets whether the `delivered` and `opened` metrics are sent.
    @discardableResult public func autoTrackPushEvents(_ value: Bool) -> MessagingPushConfigBuilder { autoTrackPushEvents = value; return self }

    /// Sets whether the app shows Customer.io pushes in the foreground (the app's concern).
    @discardableResult public func showPushAppInForeground(_ value: Bool) -> MessagingPushConfigBuilder { showPushAppInForeground = value; return self }

    /// The settings.
    public func build() -> MessagingPushConfigOptions {
        MessagingPushConfigOptions(logLevel: logLevel, cdpApiKey: cdpApiKey, region: region, appGroupId: appGroupId,
                                   autoFetchDeviceToken: autoFetchDeviceToken, autoTrackPushEvents: autoTrackPushEvents,
                                   showPushAppInForeground: showPushAppInForeground)
    }
}

extension MessagingPush {
    /// Initializes the module in a notification service extension; the push modules' `initializeForExtension` call this.
    public static func initializeForExtension(withConfig config: MessagingPushConfigOptions, provider: String) -> any MessagingPushInstance {
        shared.initialize(config, provider: provider)
    }
}
