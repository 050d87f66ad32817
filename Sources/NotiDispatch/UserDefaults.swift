import Foundation

/// The defaults of an extension (the part of Foundation's `UserDefaults` extension code uses), standing in for
/// Foundation's inside extension code: `standard` is the extension's own domain, and `init(suiteName:)` with an app
/// group both the app and the extension are entitled to reads and writes the group's
/// `Library/Preferences/<group>.plist`, which the app (or a script standing in for it) shares
/// (docs/rules/apple-frameworks.md#app-groups-and-shared-defaults). Values are property list types: strings, numbers, Booleans, dates,
/// data, and arrays and dictionaries of them.
open class UserDefaults: @unchecked Sendable {
    /// Where the values persist: the domain's file, read again when it changed.
    private let domain: PreferencesDomain
    private let lock = NSLock()
    /// What `register(defaults:)` gave: answered when the domain has no value for a key, never written.
    private var registered: [String: Any] = [:]

    /// The extension's own defaults (`Library/Preferences/<bundle id>.plist` in its container; in memory when the
    /// host gave no container).
    open class var standard: UserDefaults { standardDefaults }

    private static let standardDefaults = UserDefaults(domain: ownDomain(ExtensionContainers.bundleIdentifier ?? "standard"))

    /// A defaults object for the extension's own domain, as `standard`.
    public convenience init() { self.init(domain: Self.standard.domain) }

    /// The defaults of the app group or suite `suitename`: an app group in both entitlements is shared through its
    /// container; any other name is a domain of the extension's own, as on iOS for a group the process is not
    /// entitled to, and a `group.` name says so in the event log. nil for the extension's own bundle identifier and
    /// for `NSGlobalDomain`, which Apple says not to give; `nil` is the extension's own domain.
    public convenience init?(suiteName suitename: String?) {
        guard let suitename else {
            self.init()
            return
        }
        if suitename == UserDefaults.globalDomain || suitename == ExtensionContainers.bundleIdentifier { return nil }
        if ExtensionContainers.appGroups[suitename] == nil, suitename.hasPrefix("group.") {
            ExtensionLog.write(subsystem: "UserDefaults", "suite \(suitename) is not an app group in both the app's and the extension's "
                + "com.apple.security.application-groups; its values are the extension's own, not shared")
        }
        self.init(domain: Self.domain(named: suitename))
    }

    /// The domain a name stands for: an entitled app group's shared one, the extension's own (its bundle identifier),
    /// or a suite of the extension's own.
    private static func domain(named name: String) -> PreferencesDomain {
        if let group = ExtensionContainers.appGroups[name] { return .shared(ExtensionContainers.preferencesFile(name, in: group)) }
        if name == ExtensionContainers.bundleIdentifier { return standard.domain }
        return ownDomain(name)
    }

    private init(domain: PreferencesDomain) { self.domain = domain }

    /// The domain `name` in the extension's own container, or in memory without one.
    private static func ownDomain(_ name: String) -> PreferencesDomain {
        .shared(ExtensionContainers.ownContainer.map { ExtensionContainers.preferencesFile(name, in: $0) })
    }

    /// The name of the domain every app shares on a device, which a suite may not name.
    public static let globalDomain = "NSGlobalDomain"

    // MARK: Reading

    /// The value for `defaultName`: the domain's, else the registered default; nil when neither has one.
    open func object(forKey defaultName: String) -> Any? {
        domain.snapshot()[defaultName] ?? lock.withLock { registered[defaultName] }
    }

    /// A string value, or a number's text; nil for other values.
    open func string(forKey defaultName: String) -> String? {
        switch object(forKey: defaultName) {
        case let text as String: return text
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }

    /// An array value; nil for other values.
    open func array(forKey defaultName: String) -> [Any]? { object(forKey: defaultName) as? [Any] }

    /// An array of strings; nil when the value is not an array or holds anything but strings.
    open func stringArray(forKey defaultName: String) -> [String]? { object(forKey: defaultName) as? [String] }

    /// A dictionary value; nil for other values.
    open func dictionary(forKey defaultName: String) -> [String: Any]? { object(forKey: defaultName) as? [String: Any] }

    /// A data value; nil for other values.
    open func data(forKey defaultName: String) -> Data? { object(forKey: defaultName) as? Data }

    /// A number (or a string holding one) as an integer; 0 otherwise.
    open func integer(forKey defaultName: String) -> Int {
        DefaultsValue.number(object(forKey: defaultName)).map { Int(exactly: $0.rounded(.towardZero)) ?? 0 } ?? 0
    }

    /// A number (or a string holding one) as a `Float`; 0 otherwise.
    open func float(forKey defaultName: String) -> Float { Float(double(forKey: defaultName)) }

    /// A number (or a string holding one) as a `Double`; 0 otherwise.
    open func double(forKey defaultName: String) -> Double { DefaultsValue.number(object(forKey: defaultName)) ?? 0 }

    /// A Boolean, a non-zero number, or a string `YES`/`true` (any case) or a non-zero number's text; false otherwise.
    open func bool(forKey defaultName: String) -> Bool { DefaultsValue.bool(object(forKey: defaultName)) }

    /// A URL stored with `set(_:forKey:)`, or a string naming one (a path gives a file URL); nil otherwise.
    open func url(forKey defaultName: String) -> URL? {
        guard let text = object(forKey: defaultName) as? String else { return nil }
        if text.hasPrefix("/") || text.hasPrefix("~") { return URL(fileURLWithPath: NSString(string: text).expandingTildeInPath) }
        return URL(string: text)
    }

    /// The domain's values over the registered defaults.
    open func dictionaryRepresentation() -> [String: Any] {
        lock.withLock { registered }.merging(domain.snapshot()) { _, stored in stored }
    }

    // MARK: Writing

    /// Stores a property list value (nil removes the key). *Decision:* a value that is not a property list is not
    /// stored and the event log says so (iOS raises an exception).
    open func set(_ value: Any?, forKey defaultName: String) {
        guard let value else { return removeObject(forKey: defaultName) }
        guard let stored = DefaultsValue.propertyList(value) else {
            ExtensionLog.write(subsystem: "UserDefaults", "\(type(of: value)) for key \(defaultName) is not a property list value; it is not stored")
            return
        }
        domain.update { $0[defaultName] = stored }
    }

    /// Stores an integer.
    open func set(_ value: Int, forKey defaultName: String) { set(value as Any, forKey: defaultName) }
    /// Stores a `Float`.
    open func set(_ value: Float, forKey defaultName: String) { set(Double(value) as Any, forKey: defaultName) }
    /// Stores a `Double`.
    open func set(_ value: Double, forKey defaultName: String) { set(value as Any, forKey: defaultName) }
    /// Stores a Boolean.
    open func set(_ value: Bool, forKey defaultName: String) { set(value as Any, forKey: defaultName) }
    /// Stores a URL as its text (a file URL as its path), which `url(forKey:)` reads back; nil removes the key.
    open func set(_ url: URL?, forKey defaultName: String) {
        set(url.map { $0.isFileURL ? $0.path : $0.absoluteString } as Any?, forKey: defaultName)
    }

    /// Removes the value of `defaultName` from the domain (a registered default answers again).
    open func removeObject(forKey defaultName: String) { domain.update { $0[defaultName] = nil } }

    /// Adds defaults answered for keys the domain has no value for; they are never written to the domain.
    open func register(defaults registrationDictionary: [String: Any]) {
        lock.withLock { registered.merge(registrationDictionary) { _, new in new } }
    }

    /// The value of `key`, as Key-Value Coding reads a defaults object (`object(forKey:)`).
    open func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` for `key`, as Key-Value Coding writes a defaults object (`set(_:forKey:)`).
    open func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    /// The values of the domain `domainName` (an app group, a suite, or the extension's bundle identifier); nil when
    /// it has none.
    open func persistentDomain(forName domainName: String) -> [String: Any]? {
        let values = Self.domain(named: domainName).snapshot()
        return values.isEmpty ? nil : values
    }

    /// Replaces every value of the domain `domainName` with `domain`.
    open func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        let stored = domain.compactMapValues(DefaultsValue.propertyList)
        Self.domain(named: domainName).update { $0 = stored }
    }

    /// Removes every value of the domain `domainName`.
    open func removePersistentDomain(forName domainName: String) { Self.domain(named: domainName).update { $0 = [:] } }

    /// Values are written as they are set, so there is nothing left to write; true, as Apple's answers.
    @discardableResult
    open func synchronize() -> Bool { true }
}
