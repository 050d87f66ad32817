/// The `URLSessionConfiguration` settings Apple's Foundation has and Foundation on Linux lacks
/// (docs/rules/xcode.md#extension-sources-on-linux): an extension's code sets and reads them as on iOS. They shape only
/// which networks a request may use and whether the app is woken, which notisim's host does not model.
extension URLSessionConfiguration {
    /// Whether requests may use an expensive network, such as cellular or a personal hotspot (Apple's default true).
    public var allowsExpensiveNetworkAccess: Bool {
        get { ConfigurationSettings.shared.value(of: self, \.expensive) ?? true }
        set { ConfigurationSettings.shared.change(self) { $0.expensive = newValue } }
    }

    /// Whether requests may use a network in Low Data Mode (Apple's default true).
    public var allowsConstrainedNetworkAccess: Bool {
        get { ConfigurationSettings.shared.value(of: self, \.constrained) ?? true }
        set { ConfigurationSettings.shared.change(self) { $0.constrained = newValue } }
    }

    /// Whether the app is launched in the background when a background session's tasks finish (Apple's default true).
    public var sessionSendsLaunchEvents: Bool {
        get { ConfigurationSettings.shared.value(of: self, \.launchEvents) ?? true }
        set { ConfigurationSettings.shared.change(self) { $0.launchEvents = newValue } }
    }
}

/// Settings kept beside the configurations they were set on, as Foundation's class has no room for them; an entry goes
/// once its configuration is gone. An extension makes a handful of configurations.
private final class ConfigurationSettings: @unchecked Sendable {
    struct Values {
        var expensive, constrained, launchEvents: Bool?
    }

    private struct Entry {
        weak var configuration: URLSessionConfiguration?
        var values: Values
    }

    static let shared = ConfigurationSettings()
    /// Touched only under `lock`.
    private var entries: [Entry] = []
    private let lock = NSLock()

    func value(of configuration: URLSessionConfiguration, _ key: KeyPath<Values, Bool?>) -> Bool? {
        lock.withLock { entries.first { $0.configuration === configuration }?.values[keyPath: key] }
    }

    func change(_ configuration: URLSessionConfiguration, _ change: (inout Values) -> Void) {
        lock.withLock {
            entries.removeAll { $0.configuration == nil }
            if let index = entries.firstIndex(where: { $0.configuration === configuration }) {
                change(&entries[index].values)
            } else {
                var values = Values()
                change(&values)
                entries.append(Entry(configuration: configuration, values: values))
            }
        }
    }
}
